/**
 * Sending, alone (send.ts): which credentials a case carries, and how 429s are waited out
 * and when they are not. A fake transport answers; a fake clock records the waits.
 */
import { expect } from 'chai';
import type { TestCase } from '../../src/contract/cases.js';
import { ContractConnectionError } from '../../src/contract/errors.js';
import { RequestFailure, type ContractResponse } from '../../src/contract/http.js';
import { emptyDraft, type WireRequest } from '../../src/contract/request.js';
import { MAX_SINGLE_WAIT_MS, RequestMaker, Sender, type SendSettings } from '../../src/contract/send.js';
import { operation, reportSpec } from './fixtures/report-spec.js';

const wire: WireRequest = { method: 'GET', pathTemplate: '/health', path: '/health', query: [], headers: {} };
const answer = (status: number, headers: Record<string, string> = {}): ContractResponse => ({ status, headers, body: '', elapsedMs: 1 });
const settings: SendSettings = { baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000, maxRetries: 3, maxWaitMs: 600_000 };

/** A sender whose server answers `answers` in turn (an Error is thrown as the transport would). */
function scripted(answers: Array<ContractResponse | Error>, overrides: Partial<SendSettings> = {}) {
  const waits: number[] = [];
  let sent = 0;
  const sender = new Sender(
    { ...settings, ...overrides },
    async () => {
      const next = answers[Math.min(sent++, answers.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
    async (ms) => {
      waits.push(ms);
    },
  );
  return { sender, waits, sent: () => sent };
}

describe('contract send: credentials on the wire, 429s waited out within bounds', () => {
  const table: Array<{
    given: string;
    answers: ContractResponse[];
    settings?: Partial<SendSettings>;
    want: { status: number; waits: number[]; retries: number; gaveUp: number; sources: Record<string, number> };
  }> = [
    { given: 'a 200', answers: [answer(200)], want: { status: 200, waits: [], retries: 0, gaveUp: 0, sources: {} } },
    {
      given: 'a 429 with Retry-After: 2, then a 200',
      answers: [answer(429, { 'retry-after': '2' }), answer(200)],
      want: { status: 200, waits: [2050], retries: 1, gaveUp: 0, sources: { 'Retry-After': 1 } },
    },
    {
      given: 'a 429 with RateLimit t=1, then a 200',
      answers: [answer(429, { ratelimit: '"a";r=0;t=1' }), answer(200)],
      want: { status: 200, waits: [1050], retries: 1, gaveUp: 0, sources: { RateLimit: 1 } },
    },
    {
      given: '429s past --max-retries 2',
      answers: [answer(429, { 'retry-after': '1' })],
      settings: { maxRetries: 2 },
      want: { status: 429, waits: [1050, 1050], retries: 2, gaveUp: 1, sources: { 'Retry-After': 2 } },
    },
    {
      given: 'a 429 asking for more than MAX_SINGLE_WAIT_MS (a lockout)',
      answers: [answer(429, { 'retry-after': String(MAX_SINGLE_WAIT_MS / 1000 + 1) }), answer(200)],
      want: { status: 429, waits: [], retries: 0, gaveUp: 1, sources: {} },
    },
    {
      given: 'a 429 whose wait would pass --max-wait',
      answers: [answer(429, { 'retry-after': '2' }), answer(200)],
      settings: { maxWaitMs: 2000 },
      want: { status: 429, waits: [], retries: 0, gaveUp: 1, sources: {} },
    },
  ];
  for (const row of table) {
    it(`given ${row.given}: answers ${row.want.status} after waiting ${row.want.waits.join(', ') || 'nothing'}`, async () => {
      const { sender, waits } = scripted(row.answers, row.settings);
      const got = await sender.send(wire);
      expect('response' in got && got.response.status).to.equal(row.want.status);
      expect(waits).to.deep.equal(row.want.waits);
      const { limited, waitedMs, ...counts } = sender.rateLimits;
      expect(counts).to.deep.equal({ retries: row.want.retries, gaveUp: row.want.gaveUp, sources: row.want.sources });
      expect(waitedMs).to.equal(row.want.waits.reduce((a, b) => a + b, 0));
      expect(limited).to.equal(row.answers[0].status === 429 ? row.want.retries + (row.want.gaveUp > 0 ? 1 : 0) : 0);
    });
  }

  it('ends the run when nothing answers the first request, and counts a later failure as no answer', async () => {
    const refused = new RequestFailure('ECONNREFUSED: connect ECONNREFUSED', true);
    const first = scripted([refused]);
    const error = await first.sender.send(wire).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(ContractConnectionError);
    expect((error as Error).message).to.equal('cannot reach http://127.0.0.1:9 (ECONNREFUSED: connect ECONNREFUSED); is the server running there?');

    const later = scripted([answer(200), refused, new RequestFailure('no answer within 1000 ms', false)]);
    await later.sender.send(wire);
    expect(await later.sender.send(wire)).to.deep.equal({ noAnswer: 'ECONNREFUSED: connect ECONNREFUSED' });
    expect(await later.sender.send(wire)).to.deep.equal({ noAnswer: 'no answer within 1000 ms' });
  });

  it('takes the credential alternatives of an operation in turn, and none when the case says so', () => {
    const spec = reportSpec();
    const listReports = operation(spec, 'listReports');
    const maker = new RequestMaker(spec, { headers: [], apiKey: 'key-123456', bearer: 'token-123456' });
    const draft = { ...emptyDraft(), query: { from: '2024-01-01', to: '2024-02-01' } };
    const testCase = (credentials: TestCase['credentials']): TestCase => ({ phase: 'examples', operation: listReports, method: 'GET', label: 'example', draft, expect: 'any', credentials });
    const sent = (credentials: TestCase['credentials']) => {
      const made = maker.make(testCase(credentials));
      return { label: made.label, key: made.wire.headers['X-API-Key'], auth: made.wire.headers.Authorization, accept: made.wire.headers.Accept };
    };
    expect([sent({ kind: 'valid' }), sent({ kind: 'valid' }), sent({ kind: 'valid' }), sent({ kind: 'none' })]).to.deep.equal([
      { label: 'example [with ApiKey]', key: 'key-123456', auth: undefined, accept: 'application/json' },
      { label: 'example [with Bearer]', key: undefined, auth: 'Bearer token-123456', accept: 'application/json' },
      { label: 'example [with ApiKey]', key: 'key-123456', auth: undefined, accept: 'application/json' },
      { label: 'example', key: undefined, auth: undefined, accept: 'application/json' },
    ]);
  });
});
