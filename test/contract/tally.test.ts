/**
 * Tallying, alone (tally.ts): the coverage verdict (operation_reached) and its reasons, the
 * counts per operation and in all, and the notes and summary a user reads at the end.
 */
import { expect } from 'chai';
import type { CheckName } from '../../src/contract/checks.js';
import type { TestCase } from '../../src/contract/cases.js';
import type { Verdict } from '../../src/contract/judge.js';
import { emptyDraft } from '../../src/contract/request.js';
import type { FailureRecord } from '../../src/contract/results.js';
import { mockHint, rateLimitNote, RunTally, summarize, unreachedReason } from '../../src/contract/tally.js';
import { operation, reportSpec } from './fixtures/report-spec.js';

describe('contract tally: counts, coverage and the summary', () => {
  const spec = reportSpec();
  const listReports = operation(spec, 'listReports');
  const getHealth = operation(spec, 'getHealth');

  const reasons: Array<{ statuses: number[]; noAnswer?: number; upstreamErrorsFail?: boolean; want: RegExp; warning: boolean }> = [
    { statuses: [], noAnswer: 2, want: /^no valid request got an answer \(2 without one\)$/, warning: false },
    { statuses: [429, 429], want: /^every valid request was rate limited \(429×2\)/, warning: false },
    { statuses: [401, 401, 401], want: /^every valid request was refused for its credentials \(401×3\): give working ones/, warning: false },
    { statuses: [403, 401], want: /^every valid request was refused for its credentials or their scope \(401×1 403×1\)/, warning: false },
    { statuses: [404, 410], want: /^every valid request found nothing \(404×1 410×1\)/, warning: false },
    { statuses: [422, 400], want: /^every valid request was refused as invalid \(400×1 422×1\)$/, warning: false },
    { statuses: [503], want: /^every valid request got a documented upstream failure \(503×1\)/, warning: true },
    { statuses: [503], upstreamErrorsFail: true, want: /^every valid request got a documented upstream failure/, warning: false },
    { statuses: [502], want: /^no valid request got a 2xx \(502×1\)$/, warning: false },
    { statuses: [301, 404], want: /^no valid request got a 2xx \(301×1 404×1\)$/, warning: false },
  ];
  for (const row of reasons) {
    it(`says why listReports was not reached, given ${row.statuses.join(', ') || 'no answer'}${row.upstreamErrorsFail ? ' and --fail-on-upstream-errors' : ''}`, () => {
      const got = unreachedReason(row.statuses, row.noAnswer ?? 0, listReports, row.upstreamErrorsFail === true);
      expect(got.reason).to.match(row.want);
      expect(got.warning).to.equal(row.warning);
    });
  }

  const validCase: TestCase = { phase: 'examples', operation: listReports, method: 'GET', label: 'example', draft: emptyDraft(), expect: 'any', credentials: { kind: 'valid' } };
  const invalidCase: TestCase = { ...validCase, phase: 'negative', label: 'query.from: not a date', expect: 'rejected' };
  const verdict = (status: number, failed: CheckName[] = [], passed: CheckName[] = ['not_a_server_error']): Verdict => {
    const record = {
      response: { status, body: '' },
      operationId: 'listReports',
      method: 'GET',
      path: '/reports',
      phase: 'examples' as const,
      label: 'example',
      request: { method: 'GET', url: 'http://t/reports', headers: {} },
      curl: 'curl http://t/reports',
    };
    return {
      outcomes: [...passed.map((check) => ({ check, ok: true })), ...failed.map((check) => ({ check, ok: false, message: check }))],
      failures: failed.map((check) => ({ check, message: check, ...record })),
      warnings: [],
      record,
    };
  };
  const settings = { baseUrl: 'http://t', upstreamErrorsFail: false, excluded: new Set<CheckName>() };

  const coverage: Array<{
    given: string;
    events: (tally: RunTally) => void;
    excluded?: CheckName[];
    want: { reached: boolean; tally: { passed: number; failed: number }; failures: number; warnings: number; reason?: RegExp };
  }> = [
    {
      given: 'a valid request answered 200',
      events: (t) => t.answer(validCase, 200, verdict(200)),
      want: { reached: true, tally: { passed: 1, failed: 0 }, failures: 0, warnings: 0 },
    },
    {
      given: 'valid requests answered 401 only (an invalid one got 200)',
      events: (t) => {
        t.answer(validCase, 401, verdict(401));
        t.answer(invalidCase, 200, verdict(200, ['negative_data_rejected']));
      },
      want: { reached: false, tally: { passed: 0, failed: 1 }, failures: 2, warnings: 0, reason: /refused for its credentials \(401×1\)/ },
    },
    {
      given: 'a valid request answered with a documented 503',
      events: (t) => t.answer(validCase, 503, verdict(503)),
      want: { reached: false, tally: { passed: 1, failed: 0 }, failures: 0, warnings: 1, reason: /upstream/ },
    },
    {
      given: 'only invalid requests',
      events: (t) => t.answer(invalidCase, 400, verdict(400)),
      want: { reached: false, tally: { passed: 0, failed: 0 }, failures: 0, warnings: 0 },
    },
    {
      given: 'a valid request without an answer',
      events: (t) => t.noAnswer(validCase, { check: 'request_error', message: 'No answer: timeout' } as FailureRecord),
      want: { reached: false, tally: { passed: 0, failed: 1 }, failures: 2, warnings: 0, reason: /^no valid request got an answer \(1 without one\)$/ },
    },
    {
      given: 'a valid request answered 401, operation_reached excluded',
      events: (t) => t.answer(validCase, 401, verdict(401)),
      excluded: ['operation_reached'],
      want: { reached: false, tally: { passed: 0, failed: 0 }, failures: 0, warnings: 0 },
    },
  ];
  for (const row of coverage) {
    it(`judges operation_reached given ${row.given}`, () => {
      const tally = new RunTally([listReports, getHealth]);
      tally.request(validCase);
      row.events(tally);
      const result = tally.close(listReports, 5, { ...settings, excluded: new Set(row.excluded ?? []) });
      expect(result.reached).to.equal(row.want.reached);
      expect(result.checks.operation_reached).to.deep.equal(row.want.tally);
      expect(result.failures).to.have.length(row.want.failures);
      expect(result.warnings).to.have.length(row.want.warnings);
      if (row.want.reason) {
        expect(result.unreachedReason).to.match(row.want.reason);
        // The record shown is the last valid request, named as the operation never reached.
        const record = [...result.failures, ...result.warnings].find((f) => f.check === 'operation_reached')!;
        expect(record.message).to.match(/^listReports was never reached: /);
      } else expect(result.unreachedReason).to.equal(undefined);
    });
  }

  it('counts requests by phase and answers by status, and adds each closed operation to the total once', () => {
    const tally = new RunTally([listReports, getHealth]);
    for (const testCase of [validCase, validCase, invalidCase]) tally.request(testCase);
    tally.answer(validCase, 200, verdict(200));
    tally.answer(validCase, 200, verdict(200));
    tally.answer(invalidCase, 200, verdict(200, ['negative_data_rejected']));
    const result = tally.close(listReports, 7, settings);
    expect(result).to.deep.include({ requests: 3, statuses: { 200: 3 }, durationMs: 7 });
    expect(result.byPhase).to.deep.include({ examples: 2, negative: 1, auth: 0 });
    expect(tally.total.not_a_server_error).to.deep.equal({ passed: 3, failed: 0 });
    expect(tally.total.negative_data_rejected).to.deep.equal({ passed: 0, failed: 1 });
    expect(tally.total.operation_reached).to.deep.equal({ passed: 1, failed: 0 });
    tally.close(getHealth, 1, settings);
    expect(tally.total.not_a_server_error).to.deep.equal({ passed: 3, failed: 0 });
  });

  it('refuses a case for an operation the run does not have, naming it', () => {
    const tally = new RunTally([getHealth]);
    expect(() => tally.request(validCase)).to.throw('a case for listReports, which is not among the run\'s operations');
  });

  it('notes rate limits only when there were 429s, naming the bounds that ran out', () => {
    const bounds = { maxRetries: 3, maxWaitMs: 600_000, maxSingleWaitMs: 120_000 };
    expect(rateLimitNote({ limited: 0, retries: 0, waitedMs: 0, gaveUp: 0, sources: {} }, bounds)).to.equal(undefined);
    expect(rateLimitNote({ limited: 3, retries: 2, waitedMs: 2100, gaveUp: 0, sources: { 'Retry-After': 2 } }, bounds)).to.equal(
      'rate limits: 3 answer(s) were 429; 2 request(s) sent again after waiting 2.1 s in all (waits set by Retry-After 2×)',
    );
    expect(rateLimitNote({ limited: 1, retries: 0, waitedMs: 0, gaveUp: 1, sources: {} }, bounds)).to.equal(
      'rate limits: 1 answer(s) were 429; 0 request(s) sent again after waiting 0.0 s in all; 1 kept as 429 once the retries (--max-retries 3) or the total wait (--max-wait 600) ran out, or the server asked for more than 120 s',
    );
  });

  it('hints at --mock only when every auth_enforced failure is an unknown well-formed credential, on a run not told it is a mock', () => {
    const auth = (label: string) => ({ check: 'auth_enforced', label }) as FailureRecord;
    const table: Array<{ failures: FailureRecord[]; mock: boolean; want: boolean }> = [
      { failures: [auth('well-formed but unknown apiKey')], mock: false, want: true },
      { failures: [auth('well-formed but unknown apiKey')], mock: true, want: false },
      { failures: [auth('well-formed but unknown apiKey'), auth('no credentials')], mock: false, want: false },
      { failures: [], mock: false, want: false },
    ];
    for (const row of table) expect(mockHint(row.failures, row.mock) !== undefined, JSON.stringify(row)).to.equal(row.want);
  });

  it('sums the run up: failures, warnings, requests, unreached operations and ok', () => {
    const tally = new RunTally([listReports, getHealth]);
    tally.request(validCase);
    tally.answer(validCase, 503, verdict(503));
    tally.close(listReports, 1, settings);
    const healthCase: TestCase = { ...validCase, operation: getHealth };
    tally.request(healthCase);
    tally.answer(healthCase, 401, { ...verdict(401), record: { ...verdict(401).record, operationId: 'getHealth' } });
    tally.close(getHealth, 1, settings);
    const run = summarize({ name: 'reports', spec, baseUrl: 'http://t', seed: 1, maxExamples: 2, phases: ['examples'], notes: [], operations: tally.results(), total: tally.total, rateLimits: { limited: 0, retries: 0, waitedMs: 0, gaveUp: 0, sources: {} }, durationMs: 3 });
    expect(run).to.deep.include({ name: 'reports', specSource: 'reports.yaml', requests: 2, ok: false });
    expect(run.unreached.map((u) => [u.operationId, u.warning])).to.deep.equal([
      ['listReports', true],
      ['getHealth', false],
    ]);
    expect(run.failures.map((f) => f.check)).to.deep.equal(['operation_reached']);
    expect(run.warnings.map((f) => f.check)).to.deep.equal(['operation_reached']);
  });
});
