/**
 * Tallying: each operation's requests, statuses and check counts as the answers come, its
 * coverage verdict (operation_reached), and at the end the run with its totals and notes.
 */
import { CHECK_NAMES, UPSTREAM_STATUSES, VALIDATION_STATUSES, type CheckName } from './checks.js';
import { PHASES, type Phase, type TestCase } from './cases.js';
import type { Verdict } from './judge.js';
import type { RunPlan } from './plan.js';
import { documentedResponse, type OperationModel } from '../pipeline/spec-model.js';
import { emptyTally, formatStatuses, type CheckTally, type ContractRun, type FailureRecord, type OperationResult, type RateLimitStats } from './results.js';

/** What an operation's valid requests got: the evidence for operation_reached. */
export interface ValidAnswers {
  statuses: number[];
  /** Valid requests without an answer. */
  noAnswer: number;
  /** The last valid request and its answer, shown when the operation was never reached. */
  last?: Omit<FailureRecord, 'check' | 'message'>;
}

export function newOperationResult(operation: OperationModel): OperationResult {
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    requests: 0,
    byPhase: Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>,
    statuses: {},
    checks: emptyTally(),
    failures: [],
    warnings: [],
    durationMs: 0,
    reached: false,
  };
}

/** Why every valid request failed, by the statuses they all got, in this order. */
const ALL_REFUSED: Array<[number[], (seen: string) => string]> = [
  [[429], (seen) => `every valid request was rate limited (${seen}), also after the waits and retries allowed: slow down with --rate-limit, or allow more with --max-retries/--max-wait`],
  [[401], (seen) => `every valid request was refused for its credentials (${seen}): give working ones (--api-key, --bearer, --login-url or --header)`],
  [[401, 403], (seen) => `every valid request was refused for its credentials or their scope (${seen}): give credentials that may use this operation`],
  [
    [404, 410],
    (seen) => `every valid request found nothing (${seen}): the values sent name nothing that exists; document an example that exists, or an OpenAPI link from an operation that lists them`,
  ],
  [VALIDATION_STATUSES, (seen) => `every valid request was refused as invalid (${seen})`],
];

/** Why an operation got no 2xx, from the answers to its valid requests. */
export function unreachedReason(
  statuses: number[],
  noAnswer: number,
  operation: OperationModel,
  upstreamErrorsFail: boolean,
): { reason: string; warning: boolean } {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  const seen = formatStatuses(counts);
  if (statuses.length === 0) return { reason: `no valid request got an answer (${noAnswer} without one)`, warning: false };
  const refused = ALL_REFUSED.find(([allowed]) => statuses.every((status) => allowed.includes(status)));
  if (refused) return { reason: refused[1](seen), warning: false };
  const upstream = statuses.every((status) => UPSTREAM_STATUSES.includes(status) && documentedResponse(operation, status) !== undefined);
  if (upstream) {
    return {
      reason: `every valid request got a documented upstream failure (${seen}): something the server depends on was unavailable`,
      warning: !upstreamErrorsFail,
    };
  }
  return { reason: `no valid request got a 2xx (${seen})`, warning: false };
}

type Entry = { result: OperationResult; valid: ValidAnswers };

/** operation_reached, into an operation's result once its cases are sent; not judged when there is nothing to judge. */
function judgeReached(operation: OperationModel, { result, valid }: Entry, settings: Pick<RunPlan, 'baseUrl' | 'upstreamErrorsFail'>) {
  // Nothing to reach: no valid request was sent, or the spec documents no 2xx for it (only errors).
  if ((valid.statuses.length === 0 && valid.noAnswer === 0) || !operation.documentsSuccess) return;
  const tally = result.checks.operation_reached;
  if (result.reached) {
    tally.passed++;
    return;
  }
  const { reason, warning } = unreachedReason(valid.statuses, valid.noAnswer, operation, settings.upstreamErrorsFail);
  // Without any answer there is no last record: one that names the operation will do.
  const last = valid.last ?? {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    phase: 'examples',
    label: '',
    request: { method: operation.method, url: `${settings.baseUrl}${operation.path}`, headers: {} },
    curl: '',
  };
  const record: FailureRecord = { check: 'operation_reached', message: `${operation.operationId} was never reached: ${reason}`, ...last };
  result.unreachedReason = reason;
  // A warning passes the check: the upstream, not the server under test, was down.
  if (warning) {
    tally.passed++;
    result.warnings.push(record);
  } else {
    tally.failed++;
    result.failures.push(record);
  }
}

/** The running counts of one run, operation by operation. */
export class RunTally {
  private readonly entries = new Map<string, Entry>();
  readonly total: CheckTally = emptyTally();

  constructor(operations: OperationModel[]) {
    for (const operation of operations) {
      this.entries.set(operation.operationId, { result: newOperationResult(operation), valid: { statuses: [], noAnswer: 0 } });
    }
  }

  private entry(operationId: string) {
    const entry = this.entries.get(operationId);
    if (!entry) throw new Error(`contract: a case for ${operationId}, which is not among the run's operations`);
    return entry;
  }

  /** A case is about to be sent. */
  request(testCase: TestCase): void {
    const { result } = this.entry(testCase.operation.operationId);
    result.requests++;
    result.byPhase[testCase.phase]++;
  }

  /** A case got no answer. */
  noAnswer(testCase: TestCase, failure: FailureRecord): void {
    const { result, valid } = this.entry(testCase.operation.operationId);
    result.failures.push(failure);
    if (testCase.expect === 'any') valid.noAnswer++;
  }

  /** A case got an answer, and the checks judged it. */
  answer(testCase: TestCase, status: number, verdict: Verdict): void {
    const { result, valid } = this.entry(testCase.operation.operationId);
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    if (testCase.expect === 'any') {
      valid.statuses.push(status);
      valid.last = verdict.record;
      if (status >= 200 && status <= 299) result.reached = true;
    }
    for (const outcome of verdict.outcomes) {
      if (outcome.ok) result.checks[outcome.check].passed++;
      else result.checks[outcome.check].failed++;
    }
    result.failures.push(...verdict.failures);
    result.warnings.push(...verdict.warnings);
  }

  /** An operation's cases are all sent: its coverage verdict, its time, and its counts into the total. */
  close(
    operation: OperationModel,
    durationMs: number,
    settings: { baseUrl: string; upstreamErrorsFail: boolean; excluded: ReadonlySet<CheckName> },
  ): OperationResult {
    const entry = this.entry(operation.operationId);
    const { result } = entry;
    if (!settings.excluded.has('operation_reached')) judgeReached(operation, entry, settings);
    result.durationMs += durationMs;
    for (const check of CHECK_NAMES) {
      this.total[check].passed += result.checks[check].passed;
      this.total[check].failed += result.checks[check].failed;
    }
    return result;
  }

  results(): OperationResult[] {
    return [...this.entries.values()].map((entry) => entry.result);
  }
}

/** The note on rate limits, when any answer was a 429. */
export function rateLimitNote(stats: RateLimitStats, bounds: { maxRetries: number; maxWaitMs: number; maxSingleWaitMs: number }): string | undefined {
  if (stats.limited === 0) return undefined;
  const how = Object.entries(stats.sources).map(([source, count]) => `${source} ${count}×`).join(', ');
  return `rate limits: ${stats.limited} answer(s) were 429; ${stats.retries} request(s) sent again after waiting ${(stats.waitedMs / 1000).toFixed(1)} s in all${how ? ` (waits set by ${how})` : ''}${
    stats.gaveUp > 0
      ? `; ${stats.gaveUp} kept as 429 once the retries (--max-retries ${bounds.maxRetries}) or the total wait (--max-wait ${Math.round(bounds.maxWaitMs / 1000)}) ran out, or the server asked for more than ${bounds.maxSingleWaitMs / 1000} s`
      : ''
  }`;
}

/** The likely cause when only unknown well-formed credentials were admitted: the target is a mock. */
export function mockHint(failures: FailureRecord[], mock: boolean): string | undefined {
  const authFailures = failures.filter((f) => f.check === 'auth_enforced');
  if (mock || authFailures.length === 0 || !authFailures.every((f) => f.label.startsWith('well-formed but unknown'))) return undefined;
  return 'every auth_enforced failure is a well-formed but unknown credential that was admitted, while missing and malformed ones were refused: if the target is a mock (npm run mock), run with --mock';
}

/** The run as reporters and callers see it. */
export function summarize(input: Pick<RunPlan, 'name' | 'spec' | 'baseUrl' | 'seed' | 'maxExamples' | 'phases'> & {
  notes: string[];
  operations: OperationResult[];
  total: CheckTally;
  rateLimits: RateLimitStats;
  durationMs: number;
}): ContractRun {
  const list = input.operations;
  const failures = list.flatMap((r) => r.failures);
  const unreached = list
    .filter((r) => r.unreachedReason !== undefined)
    .map((r) => ({ operationId: r.operationId, method: r.method, path: r.path, reason: r.unreachedReason!, warning: !r.failures.some((f) => f.check === 'operation_reached') }));
  return {
    name: input.name,
    specSource: input.spec.source,
    baseUrl: input.baseUrl,
    seed: input.seed,
    maxExamples: input.maxExamples,
    phases: input.phases,
    notes: input.notes,
    operations: list,
    checks: input.total,
    failures,
    warnings: list.flatMap((r) => r.warnings),
    requests: list.reduce((sum, r) => sum + r.requests, 0),
    durationMs: input.durationMs,
    rateLimits: input.rateLimits,
    unreached,
    ok: failures.length === 0,
  };
}
