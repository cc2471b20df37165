/**
 * Proof by mutants for the newer checks: the widget server (fixtures/widget-server.ts, from
 * the fixture spec widgets.yaml) with exactly one defect each — it refuses valid input, it
 * ignores a missing required header, one answer is slow, one operation is always rate
 * limited — is caught by exactly the intended check, on exactly the broken operation. The
 * correct server passes with every phase on. And a server with a tight budget per key, like
 * the HR service's, is passed by waiting as its Retry-After says, nothing left unreached.
 */
import { expect } from 'chai';
import { CHECK_NAMES, loadSpec, PHASES, runContract, type ContractRun, type RunOptions, type SpecModel } from '../../src/contract/index.js';
import { DEFECTS, MUTANTS, SLOW_LIMIT_MS, startWidgetServer, WIDGET_KEY, WIDGET_SPEC, type Defect, type WidgetServerOptions } from './fixtures/widget-server.js';

const SEED = 21;

describe('contract mutants: each defect caught by exactly its check', function () {
  // The slow mutant alone waits SLOW_ANSWER_MS (3 s); the budget server waits for its windows.
  this.timeout(120_000);
  let spec: SpecModel;

  before(async () => {
    spec = await loadSpec(WIDGET_SPEC);
  });

  async function against(defects: Defect[], options: Partial<RunOptions> = {}, server: WidgetServerOptions = {}): Promise<ContractRun> {
    const widgets = await startWidgetServer(defects, undefined, server);
    try {
      return await runContract({
        spec,
        baseUrl: widgets.url,
        seed: SEED,
        maxExamples: 6,
        phases: PHASES,
        maxResponseTimeMs: SLOW_LIMIT_MS,
        credentials: { headers: [], apiKey: WIDGET_KEY },
        ...options,
      });
    } finally {
      await widgets.close();
    }
  }

  const describeFailures = (run: ContractRun) => run.failures.map((f) => `${f.check} · ${f.operationId} (${f.phase}: ${f.label}): ${f.message}`);

  it('passes the correct server with every phase on, every check having judged something', async () => {
    const run = await against([]);
    expect(describeFailures(run)).to.deep.equal([]);
    for (const check of CHECK_NAMES) expect(run.checks[check].passed, `${check} judged nothing against the widget server: its judgement belongs in runChecks (src/contract/checks.ts), on an answer the fixture's requests get`).to.be.greaterThan(0);
    expect(run.unreached).to.deep.equal([]);
    expect(run.operations.every((op) => op.reached)).to.equal(true);
    // The stateful phase followed listWidgets → getWidget → getWidgetStock.
    const stateful = Object.fromEntries(run.operations.map((op) => [op.operationId, op.byPhase.stateful]));
    expect(stateful).to.deep.include({ listWidgets: 1, getWidget: 2, getWidgetStock: 2 });
  });

  const brokenOperation: Record<(typeof MUTANTS)[number], string> = {
    'refuses-valid': 'createWidget',
    'ignores-missing-header': 'getWidgetStock',
    'slow-answer': 'getHealth',
    'rate-limited': 'getWidgetStock',
  };
  for (const defect of MUTANTS) {
    it(`catches ${defect} with ${DEFECTS[defect]}, and nothing else`, async () => {
      const run = await against([defect]);
      expect(run.ok).to.equal(false);
      expect([...new Set(run.failures.map((f) => f.check))], describeFailures(run).join('\n')).to.deep.equal([DEFECTS[defect]]);
      expect([...new Set(run.failures.map((f) => f.operationId))]).to.deep.equal([brokenOperation[defect]]);
    });
  }

  it('says what each mutant did, in words a developer can act on', async () => {
    const refused = (await against(['refuses-valid'])).failures[0];
    expect(refused.message).to.match(/^A request the spec calls valid \(body\.madeOn = "2024-02-29" \(a date\)\) was refused with 400: VALIDATION_FAILED "madeOn must be a date"; expected a documented 2xx or a non-validation status$/);

    const header = (await against(['ignores-missing-header'])).failures[0];
    expect(header.label).to.equal('header X-Warehouse missing (required)');
    expect(header.message).to.equal('A request without a required header (header.x-warehouse is required) was answered 200 (served anyway); expected a documented 4xx (400, 401, 404, 405, 429)');

    const slow = await against(['slow-answer']);
    expect(slow.failures).to.have.length(1);
    expect(slow.failures[0].message).to.match(/^The answer \(200\) took \d+ ms; the limit is 1500 ms \(--max-response-time\)$/);

    const limited = await against(['rate-limited'], { maxRetries: 2 });
    expect(limited.unreached).to.have.length(1);
    expect(limited.unreached[0]).to.include({ operationId: 'getWidgetStock', warning: false });
    expect(limited.unreached[0].reason).to.match(/^every valid request was rate limited \(429×\d+\), also after the waits and retries allowed/);
    // Every 429 was retried twice (Retry-After: 0), then kept.
    expect(limited.rateLimits.gaveUp).to.be.greaterThan(0);
    expect(limited.rateLimits.retries).to.equal(limited.rateLimits.gaveUp * 2);
    expect(limited.rateLimits.sources).to.deep.equal({ 'Retry-After': limited.rateLimits.retries });
  });

  it('leaves max_response_time out unless a limit is set', async () => {
    const run = await against(['slow-answer'], { maxResponseTimeMs: undefined, operations: ['getHealth'] });
    expect(run.ok).to.equal(true);
    expect(run.checks.max_response_time).to.deep.equal({ passed: 0, failed: 0 });
  });

  it('waits out a tight budget per key as Retry-After says, and reaches everything', async () => {
    // 25 requests a second for the whole server: the run sends well over a hundred, so it must wait several times.
    const run = await against([], {}, { budget: { requests: 25, windowMs: 1000 } });
    expect(describeFailures(run)).to.deep.equal([]);
    expect(run.unreached).to.deep.equal([]);
    expect(run.rateLimits.retries).to.be.greaterThan(2);
    expect(run.rateLimits.gaveUp).to.equal(0);
    expect(run.rateLimits.sources).to.have.keys(['Retry-After']);
    // No answer the run judged was a 429: each was sent again after the wait.
    expect(run.operations.filter((op) => op.statuses[429])).to.deep.equal([]);
    expect(run.notes.some((note) => /^rate limits: \d+ answer\(s\) were 429; \d+ request\(s\) sent again after waiting [\d.]+ s in all \(waits set by Retry-After \d+×\)$/.test(note))).to.equal(true);
  });

  it('stops waiting once the total wait allowed is spent, and says so', async () => {
    const run = await against([], { maxWaitMs: 0 }, { budget: { requests: 25, windowMs: 1000 } });
    expect(run.rateLimits.retries).to.equal(0);
    expect(run.rateLimits.gaveUp).to.be.greaterThan(0);
    expect(run.notes.find((note) => note.startsWith('rate limits:')), run.notes.join('\n')).to.match(/kept as 429 once the retries \(--max-retries 3\) or the total wait \(--max-wait 0\) ran out, or the server asked for more than 120 s$/);
  });

  it('does not wait when a 429 asks for longer than a run should (a lockout)', async () => {
    // A budget whose window is ten minutes: Retry-After is far past MAX_SINGLE_WAIT_MS.
    const run = await against([], { operations: ['getHealth', 'listWidgets'] }, { budget: { requests: 1, windowMs: 600_000 } });
    expect(run.rateLimits.retries).to.equal(0);
    expect(run.rateLimits.gaveUp).to.be.greaterThan(0);
    expect(run.unreached.length).to.be.greaterThan(0);
    for (const u of run.unreached) expect(u.reason).to.match(/^every valid request was rate limited/);
    // No wait at all happened (the run's own count of the time it waited, not a clock).
    expect(run.rateLimits.waitedMs).to.equal(0);
  });
});
