/**
 * Planning a run, alone (plan.ts): what the options become before the first request, and
 * which cases each operation gets. No server: the login and the stateful walk's sending are
 * fakes.
 */
import { expect } from 'chai';
import type { PhaseContext, TestCase } from '../../src/contract/cases.js';
import { UsageError } from '../../src/config/command-line.js';
import { DataGenerator } from '../../src/contract/generate.js';
import type { ContractResponse } from '../../src/contract/http.js';
import { casesFor, MOCK_API_KEY, MOCK_BEARER, orderedDraft, planRun, walkLinks, type RunOptions, type Sent } from '../../src/contract/plan.js';
import { loadSpec, type SpecModel } from '../../src/contract/index.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { operation, reportSpec } from './fixtures/report-spec.js';
import { WIDGET_SPEC } from './fixtures/widget-server.js';

const noLogin = async (): Promise<string> => {
  throw new Error('no login expected');
};

describe('contract plan: the options resolved, the cases chosen', () => {
  let spec: SpecModel;
  let widgets: SpecModel;
  let context: PhaseContext;

  before(async () => {
    spec = reportSpec();
    widgets = await loadSpec(WIDGET_SPEC);
    context = { spec: widgets, generator: new DataGenerator(widgets), validators: new SpecValidators(widgets), seed: 5, maxExamples: 3, mock: false };
  });

  const base = (): RunOptions => ({ spec, baseUrl: 'http://127.0.0.1:9/api//', seed: 1 });

  const noteTable: Array<{ given: string; options: Partial<RunOptions>; want: RegExp[]; wantNot?: RegExp[] }> = [
    { given: 'no credentials for a secured operation', options: {}, want: [/^1 secured operation\(s\) and no credentials given/] },
    {
      given: 'a mock and no credentials',
      options: { mock: true },
      want: [new RegExp(`^mock target: .*; sending the API key ${MOCK_API_KEY} and the bearer token ${MOCK_BEARER}, as none was given$`)],
      wantNot: [/no credentials given/],
    },
    {
      given: 'a key',
      options: { credentials: { headers: [], apiKey: 'key-123456' } },
      want: [/^credentials are not printed: curl commands read them from \$CONTRACT_API_KEY /],
      wantNot: [/no credentials given/],
    },
    { given: 'a key and --show-secrets', options: { credentials: { headers: [], apiKey: 'key-123456' }, showSecrets: true }, want: [], wantNot: [/not printed/] },
    { given: 'a response-time limit', options: { maxResponseTimeMs: 250 }, want: [/^max_response_time: every answer within 250 ms$/] },
  ];
  for (const row of noteTable) {
    it(`notes at the start, given ${row.given}`, async () => {
      const plan = await planRun({ ...base(), ...row.options }, noLogin);
      for (const want of row.want) expect(plan.notes.some((note) => want.test(note)), `${want} in\n${plan.notes.join('\n')}`).to.equal(true);
      for (const not of row.wantNot ?? []) expect(plan.notes.some((note) => not.test(note)), `${not} in\n${plan.notes.join('\n')}`).to.equal(false);
    });
  }

  it('orders the phases as PHASES does, trims the base URL and sends a mock its own credentials', async () => {
    const plan = await planRun({ ...base(), phases: ['auth', 'examples'], mock: true }, noLogin);
    expect(plan.phases).to.deep.equal(['examples', 'auth']);
    expect(plan.baseUrl).to.equal('http://127.0.0.1:9/api');
    expect(plan.credentials).to.include({ apiKey: MOCK_API_KEY, bearer: MOCK_BEARER });
    // The mock's own credentials are no secret of the caller's.
    expect(plan.secrets).to.deep.equal([]);
  });

  it('signs in, sends the token as the bearer and masks it and the password', async () => {
    const calls: string[] = [];
    const signIn = async (_login: unknown, baseUrl: string) => {
      calls.push(baseUrl);
      return 'member-token-abcdef';
    };
    const plan = await planRun({ ...base(), login: { url: '/login', body: '{"loginId":"a","password":"pass-secret-1"}' } as RunOptions['login'] }, signIn);
    expect(calls).to.deep.equal(['http://127.0.0.1:9/api']);
    expect(plan.credentials.bearer).to.equal('member-token-abcdef');
    expect(plan.secrets.map((s) => s.value)).to.include.members(['member-token-abcdef', 'pass-secret-1']);
    expect(plan.notes).to.include('signed in before the run (--login-url /login): the member token is sent as the bearer credential');
  });

  const refusals: Array<{ given: string; options: Partial<RunOptions>; want: string | RegExp }> = [
    { given: 'max examples 0', options: { maxExamples: 0, login: { url: '/login' } as RunOptions['login'] }, want: 'max examples must be a whole number of at least 1' },
    { given: 'max examples 1.5', options: { maxExamples: 1.5 }, want: 'max examples must be a whole number of at least 1' },
    { given: 'an unknown operation', options: { operations: ['nope'] }, want: 'unknown operation nope in reports.yaml; known: listReports, getHealth' },
  ];
  for (const row of refusals) {
    it(`refuses ${row.given}`, async () => {
      // noLogin throws a plain Error: with a login given, a usage error proves it was not tried first.
      const error = await planRun({ ...base(), ...row.options }, noLogin).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(UsageError);
      expect((error as Error).message).to.equal(row.want);
    });
  }

  it('gives an operation the cases of its phases in the order given, a method probe once per path, none for stateful', () => {
    const getWidget = operation(widgets, 'getWidget');
    const phasesOf = (cases: TestCase[]) => [...new Set(cases.map((c) => c.phase))];
    expect(phasesOf(casesFor(context, getWidget, ['examples', 'negative', 'stateful'], true))).to.deep.equal(['examples', 'negative']);
    expect(casesFor(context, getWidget, ['stateful'], true)).to.deep.equal([]);
    const probes = (probePath: boolean) => casesFor(context, getWidget, ['negative'], probePath).filter((c) => c.expect === 'method-not-allowed');
    expect(probes(true)).to.have.length(1);
    expect(probes(false)).to.have.length(0);
  });

  it('puts the ends of a range in order in valid cases only', () => {
    const listReports = operation(spec, 'listReports');
    const validators = new SpecValidators(spec);
    const draft = { path: {}, query: { from: '2024-05-01', to: '2024-01-01' }, header: {}, cookie: {}, body: { kind: 'none' } } as unknown as TestCase['draft'];
    const testCase = (expect: TestCase['expect']): TestCase => ({ phase: 'fuzzing', operation: listReports, method: 'GET', label: 'random', draft, expect, credentials: { kind: 'valid' } });
    const table: Array<{ given: TestCase['expect']; want: unknown }> = [
      { given: 'any', want: { from: '2024-01-01', to: '2024-05-01' } },
      { given: 'rejected', want: { from: '2024-05-01', to: '2024-01-01' } },
    ];
    for (const row of table) expect(orderedDraft(testCase(row.given), validators).query, row.given).to.deep.equal(row.want);
  });

  it('follows links from 2xx answers only, to the linked operations among those selected', async () => {
    const answers: Record<string, ContractResponse> = {
      listWidgets: { status: 200, headers: {}, body: '', json: { items: [{ id: 4 }], page: 1 }, elapsedMs: 1 },
      getWidget: { status: 200, headers: {}, body: '', json: { id: 4, name: 'bolt' }, elapsedMs: 1 },
      getWidgetStock: { status: 200, headers: {}, body: '', json: {}, elapsedMs: 1 },
    };
    const walk = async (ids: string[], status?: number) => {
      const sent: string[] = [];
      const execute = async (testCase: TestCase): Promise<Sent> => {
        sent.push(`${testCase.operation.operationId} ${JSON.stringify(testCase.draft.path)}`);
        const answer = answers[testCase.operation.operationId] ?? { status: 200, headers: {}, body: '', elapsedMs: 1 };
        return { wire: { method: testCase.method, path: testCase.operation.path, query: [], headers: {} } as unknown as Sent['wire'], response: { ...answer, status: status ?? answer.status } };
      };
      const notes = await walkLinks(context, widgets.operations.filter((op) => ids.includes(op.operationId)), 'http://w', [], execute);
      return { sent, notes };
    };
    const all = await walk(['listWidgets', 'getWidget', 'getWidgetStock']);
    // Each operation with links starts once; listWidgets' first id leads to getWidget 4, and on to its stock.
    expect(all.sent.filter((s) => s.startsWith('getWidget {"widgetId":4}'))).to.have.length(1);
    expect(all.sent.filter((s) => s.startsWith('getWidgetStock {"widgetId":4}')).length).to.be.greaterThan(0);
    expect(all.notes).to.deep.equal([]);
    // Without getWidget selected, listWidgets' link leads nowhere.
    expect((await walk(['listWidgets'])).sent).to.deep.equal(['listWidgets {}']);
    // A refused start is not followed.
    expect((await walk(['listWidgets', 'getWidget'], 401)).sent.map((s) => s.split(' ')[0])).to.deep.equal(['listWidgets', 'getWidget']);
  });
});
