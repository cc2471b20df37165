/**
 * Judging one answer, alone (judge.ts): which checks fail or warn, what the records say, and
 * that the caller's secrets never reach them.
 */
import { expect } from 'chai';
import type { CheckName } from '../../src/contract/checks.js';
import type { TestCase } from '../../src/contract/cases.js';
import type { ContractResponse } from '../../src/contract/http.js';
import { judgeAnswer, noAnswerFailure, type JudgeSettings } from '../../src/contract/judge.js';
import { emptyDraft } from '../../src/contract/request.js';
import type { PreparedRequest } from '../../src/contract/send.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { operation, reportSpec } from './fixtures/report-spec.js';

const SECRET = 'key-s3cret-42';

describe('contract judge: the checks on one answer, as records a developer can act on', () => {
  const spec = reportSpec();
  const listReports = operation(spec, 'listReports');
  const settings = (overrides: Partial<JudgeSettings> = {}): JudgeSettings => ({
    spec,
    validators: new SpecValidators(spec),
    baseUrl: 'http://127.0.0.1:9',
    secrets: [{ value: SECRET, variable: 'CONTRACT_API_KEY' }],
    excluded: new Set(),
    upstreamErrorsFail: false,
    ...overrides,
  });
  const testCase = (expect: TestCase['expect'], label = 'example'): TestCase => ({
    phase: expect === 'any' ? 'examples' : 'negative',
    operation: listReports,
    method: 'GET',
    label,
    draft: { ...emptyDraft(), query: { from: '2024-01-01', to: '2024-02-01' } },
    expect,
    credentials: { kind: 'valid' },
  });
  const prepared: PreparedRequest = {
    wire: { method: 'GET', pathTemplate: '/reports', path: '/reports', query: [['from', '2024-01-01']], headers: { Accept: 'application/json', 'X-API-Key': SECRET } },
    label: `example [with ApiKey]`,
    credentialDescription: 'with ApiKey',
  };
  const json = (status: number, body: unknown): ContractResponse => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), json: body, elapsedMs: 3 });

  const table: Array<{ given: string; expect: TestCase['expect']; response: ContractResponse; settings?: Partial<JudgeSettings>; failed: CheckName[]; warned: CheckName[] }> = [
    { given: 'a valid request answered as documented', expect: 'any', response: json(200, { items: ['a'] }), failed: [], warned: [] },
    { given: 'a body that breaks its schema', expect: 'any', response: json(200, { items: [1] }), failed: ['response_schema_conformance'], warned: [] },
    { given: 'a valid request refused with 400', expect: 'any', response: json(400, { error: {} }), failed: ['positive_data_acceptance'], warned: [] },
    { given: 'an invalid request served with 200', expect: 'rejected', response: json(200, { items: [] }), failed: ['negative_data_rejected'], warned: [] },
    { given: 'an undocumented 500', expect: 'any', response: json(500, { error: {} }), failed: ['not_a_server_error'], warned: [] },
    { given: 'an invalid request answered an undocumented 500', expect: 'rejected', response: json(500, { error: {} }), failed: ['not_a_server_error'], warned: [] },
    { given: 'an invalid request refused with an undocumented 403', expect: 'rejected', response: json(403, { error: {} }), failed: ['status_code_documented'], warned: [] },
    { given: 'a valid request refused with an undocumented 422', expect: 'any', response: json(422, { error: {} }), failed: ['positive_data_acceptance'], warned: [] },
    { given: 'a documented 503 (an upstream was down)', expect: 'any', response: json(503, { error: {} }), failed: [], warned: ['not_a_server_error'] },
    { given: 'a documented 503 with --fail-on-upstream-errors', expect: 'any', response: json(503, { error: {} }), settings: { upstreamErrorsFail: true }, failed: ['not_a_server_error'], warned: [] },
    { given: 'a broken body with response_schema_conformance excluded', expect: 'any', response: json(200, { items: [1] }), settings: { excluded: new Set(['response_schema_conformance']) }, failed: [], warned: [] },
    { given: 'an answer over --max-response-time', expect: 'any', response: { ...json(200, { items: [] }), elapsedMs: 80 }, settings: { maxResponseTimeMs: 50 }, failed: ['max_response_time'], warned: [] },
  ];
  for (const row of table) {
    it(`given ${row.given}: fails ${row.failed.join(', ') || 'nothing'}${row.warned.length ? `, warns ${row.warned.join(', ')}` : ''}`, () => {
      const verdict = judgeAnswer(settings(row.settings), testCase(row.expect), prepared, row.response);
      expect(verdict.failures.map((f) => f.check)).to.deep.equal(row.failed);
      expect(verdict.warnings.map((f) => f.check)).to.deep.equal(row.warned);
      // Every outcome is counted, and an excluded check is neither counted nor reported.
      expect(verdict.outcomes.filter((o) => !o.ok).map((o) => o.check)).to.deep.equal(row.failed);
      for (const check of row.settings?.excluded ?? []) expect(verdict.outcomes.map((o) => o.check)).to.not.include(check);
    });
  }

  it('records the case, the request, the answer and a curl command, with the secret masked everywhere', () => {
    const body = { error: { message: `bad key ${SECRET}` }, pad: 'x'.repeat(2000) };
    const verdict = judgeAnswer(settings(), testCase('any', `label with ${SECRET}`), { ...prepared, label: `label with ${SECRET}` }, json(400, body));
    const [failure] = verdict.failures;
    expect(failure).to.include({ check: 'positive_data_acceptance', operationId: 'listReports', method: 'GET', path: '/reports', phase: 'examples' });
    expect(failure.label).to.equal('label with [masked]');
    expect(failure.request.headers['X-API-Key']).to.equal('[masked]');
    expect(failure.curl).to.include('"X-API-Key: ${CONTRACT_API_KEY}"');
    expect(failure.response!.body).to.match(/… \(\d+ characters\)$/);
    // The records are what reports print; the raw outcomes are only counted.
    expect(JSON.stringify([verdict.failures, verdict.warnings, verdict.record])).to.not.include(SECRET);
  });

  it('records a case without an answer as a request_error', () => {
    const failure = noAnswerFailure(settings(), testCase('any'), prepared, 'no answer within 1000 ms');
    expect(failure).to.include({ check: 'request_error', message: 'No answer: no answer within 1000 ms', operationId: 'listReports' });
    expect(failure.response).to.equal(undefined);
    expect(failure.request.url).to.equal('http://127.0.0.1:9/reports?from=2024-01-01');
  });
});
