/**
 * One contract run against one server: for each operation, the cases of every selected
 * phase are built, sent one after the other, and every answer is judged by the checks.
 * Library code: it reports through a reporter and returns the run; it never exits.
 */
import { CHECK_NAMES, runChecks, UPSTREAM_STATUSES, type CheckName, type CheckOutcome } from './checks.js';
import { PHASES, type Phase, type PhaseContext, type TestCase } from './cases.js';
import { credentialHeaderNames, credentialParts, type Credentials } from './credentials.js';
import { loginBodySecrets, obtainToken, type LoginOptions } from './login.js';
import { Pacer, retryDelay, sleep } from './rate-limit.js';
import { curlCommand, mask, type Secret } from './curl.js';
import { ContractConnectionError, ContractUsageError } from './errors.js';
import { DataGenerator } from './generate.js';
import { RequestFailure, sendRequest, type ContractResponse } from './http.js';
import { authCases } from './phases/auth.js';
import { coverageCases } from './phases/coverage.js';
import { exampleCases } from './phases/examples.js';
import { fuzzingCases } from './phases/fuzzing.js';
import { methodProbe, negativeCases } from './phases/negative.js';
import { hasLinks, linkedCase, linksFor, MAX_DEPTH, startCase, type Exchange } from './phases/stateful.js';
import { orderRanges } from './ranges.js';
import { cloneDraft, toWire, urlOf, type WireRequest } from './request.js';
import { documentedResponse, type OperationModel, type SpecModel } from './spec-model.js';
import { SpecValidators } from './validation.js';

export const DEFAULT_MAX_EXAMPLES = 20;
/** Well-formed credentials a run sends to a mock when none are given. */
export const MOCK_API_KEY = 'contract-mock-key-00000000';
export const MOCK_BEARER = 'contract-mock-token';
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** A request answered 429 is retried this many times (after the wait the server asks for). */
export const DEFAULT_MAX_RETRIES = 3;
/** All waits for rate limits in one run together stop at this; then 429s are kept as answers. */
export const DEFAULT_MAX_WAIT_MS = 600_000;
/** A 429 that asks for a longer wait than this is kept as the answer, not waited out. */
export const MAX_SINGLE_WAIT_MS = 120_000;

export interface RunOptions {
  spec: SpecModel;
  baseUrl: string;
  /** A name for reports (an area name, or the spec's title). */
  name?: string;
  credentials?: Credentials;
  seed?: number;
  /** Cap on cases per operation in each of fuzzing and negative (coverage: at least this). */
  maxExamples?: number;
  phases?: readonly Phase[];
  /** Only these operationIds. */
  operations?: readonly string[];
  excludeChecks?: readonly CheckName[];
  /** The target is a mock, which admits any well-formed credential. */
  mock?: boolean;
  requestTimeoutMs?: number;
  /** At most this many requests per second. */
  rateLimit?: number;
  /** Retries of a request answered 429 (default DEFAULT_MAX_RETRIES; 0: none). */
  maxRetries?: number;
  /** Total time the run may spend waiting for rate limits (default DEFAULT_MAX_WAIT_MS). */
  maxWaitMs?: number;
  /** max_response_time: the longest an answer may take; undefined = not checked. */
  maxResponseTimeMs?: number;
  /** Get a member token first (login URL and body, or a command) and send it as the bearer. */
  login?: LoginOptions;
  /** A documented 502/503/504 fails not_a_server_error instead of being a warning. */
  upstreamErrorsFail?: boolean;
  /** Print the caller's credentials in reports and curl commands instead of environment variables. */
  showSecrets?: boolean;
  reporter?: ContractReporter;
  /** Called with every case and its answer (for tools built on the engine). */
  onAnswer?: (testCase: TestCase, request: WireRequest, response: ContractResponse) => void;
}

export interface RequestRecord {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FailureRecord {
  /** A check name, or `request_error` when no answer came. */
  check: CheckName | 'request_error';
  operationId: string;
  method: string;
  path: string;
  phase: Phase;
  label: string;
  message: string;
  request: RequestRecord;
  response?: { status: number; contentType?: string; body: string };
  curl: string;
}

export type CheckTally = Record<CheckName, { passed: number; failed: number }>;

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  requests: number;
  byPhase: Record<Phase, number>;
  /** How many answers had each status. */
  statuses: Record<string, number>;
  checks: CheckTally;
  failures: FailureRecord[];
  /** Passed checks with something worth telling (documented upstream failures). */
  warnings: FailureRecord[];
  durationMs: number;
  /** Whether a valid request got a 2xx; why not, in words, when it did not. */
  reached: boolean;
  unreachedReason?: string;
}

export interface RateLimitStats {
  /** Answers that were 429, retried or not. */
  limited: number;
  /** Requests sent again after a wait. */
  retries: number;
  waitedMs: number;
  /** 429s kept as the answer: retries or the total wait were used up. */
  gaveUp: number;
  /** Which header set the waits (Retry-After, RateLimit, ...), and how often. */
  sources: Record<string, number>;
}

export interface ContractRun {
  name: string;
  specSource: string;
  baseUrl: string;
  seed: number;
  maxExamples: number;
  phases: Phase[];
  notes: string[];
  operations: OperationResult[];
  checks: CheckTally;
  failures: FailureRecord[];
  warnings: FailureRecord[];
  requests: number;
  durationMs: number;
  rateLimits: RateLimitStats;
  /** Operations that never answered a valid request with a 2xx, and why. */
  unreached: Array<{ operationId: string; method: string; path: string; reason: string; warning: boolean }>;
  ok: boolean;
}

export interface RunStart {
  name: string;
  specSource: string;
  title: string;
  baseUrl: string;
  seed: number;
  maxExamples: number;
  phases: Phase[];
  operations: number;
  notes: string[];
}

export interface ContractReporter {
  start?(info: RunStart): void;
  operation?(result: OperationResult): void;
  finish?(run: ContractRun): void;
}

export function emptyTally(): CheckTally {
  return Object.fromEntries(CHECK_NAMES.map((name) => [name, { passed: 0, failed: 0 }])) as CheckTally;
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** The caller's secrets and the environment variables printed commands read them from. */
export function secretsOf(credentials: Credentials, spec: SpecModel): Secret[] {
  const secrets: Secret[] = [];
  if (credentials.apiKey) secrets.push({ value: credentials.apiKey, variable: 'CONTRACT_API_KEY' });
  if (credentials.bearer) secrets.push({ value: credentials.bearer, variable: 'CONTRACT_BEARER' });
  for (const [index, token] of (credentials.extraSecrets ?? []).entries()) secrets.push({ value: token.value, variable: token.variable ?? `CONTRACT_SECRET_${index + 1}` });
  const secretNames = credentialHeaderNames(spec);
  for (const [name, value] of credentials.headers) {
    if (secretNames.has(name.toLowerCase()) || /key|token|secret|auth|cookie|session|password/i.test(name)) {
      secrets.push({ value, variable: `CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}` });
    }
  }
  return secrets.filter((s) => s.value.length >= 4);
}

function selectOperations(spec: SpecModel, ids: readonly string[] | undefined): OperationModel[] {
  if (!ids || ids.length === 0) return spec.operations;
  const known = new Set(spec.operations.map((op) => op.operationId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ContractUsageError(`unknown operation ${unknown.join(', ')} in ${spec.source}; known: ${[...known].join(', ')}`);
  }
  return spec.operations.filter((op) => ids.includes(op.operationId));
}

function casesFor(context: PhaseContext, operation: OperationModel, phases: readonly Phase[], probePath: boolean): TestCase[] {
  const cases: TestCase[] = [];
  for (const phase of phases) {
    if (phase === 'examples') cases.push(...exampleCases(context, operation));
    if (phase === 'coverage') cases.push(...coverageCases(context, operation));
    if (phase === 'fuzzing') cases.push(...fuzzingCases(context, operation));
    if (phase === 'negative') {
      cases.push(...negativeCases(context, operation));
      const probe = probePath ? methodProbe(context, operation) : null;
      if (probe) cases.push(probe);
    }
    if (phase === 'auth') cases.push(...authCases(context, operation));
  }
  return cases;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

function countStatuses(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
}

/** Why an operation got no 2xx, from the answers to its valid requests. */
export function unreachedReason(statuses: number[], noAnswer: number, operation: OperationModel, upstreamErrorsFail: boolean): { reason: string; warning: boolean } {
  const seen = countStatuses(statuses);
  const all = (allowed: number[]) => statuses.length > 0 && statuses.every((status) => allowed.includes(status));
  if (statuses.length === 0) return { reason: `no valid request got an answer (${noAnswer} without one)`, warning: false };
  if (all([429])) return { reason: `every valid request was rate limited (${seen}), also after the waits and retries allowed: slow down with --rate-limit, or allow more with --max-retries/--max-wait`, warning: false };
  if (all([401])) return { reason: `every valid request was refused for its credentials (${seen}): give working ones (--api-key, --bearer, --login-url or --header)`, warning: false };
  if (all([401, 403])) return { reason: `every valid request was refused for its credentials or their scope (${seen}): give credentials that may use this operation`, warning: false };
  if (all([404, 410])) return { reason: `every valid request found nothing (${seen}): the values sent name nothing that exists; document an example that exists, or an OpenAPI link from an operation that lists them`, warning: false };
  if (all([400, 413, 415, 422])) return { reason: `every valid request was refused as invalid (${seen})`, warning: false };
  const upstream = statuses.every((status) => UPSTREAM_STATUSES.includes(status) && documentedResponse(operation, status) !== undefined);
  if (upstream) return { reason: `every valid request got a documented upstream failure (${seen}): something the server depends on was unavailable`, warning: !upstreamErrorsFail };
  return { reason: `no valid request got a 2xx (${seen})`, warning: false };
}

export async function runContract(options: RunOptions): Promise<ContractRun> {
  const started = performance.now();
  const spec = options.spec;
  const seed = options.seed ?? randomSeed();
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  if (!Number.isInteger(maxExamples) || maxExamples < 1) throw new ContractUsageError('max examples must be a whole number of at least 1');
  const phases = PHASES.filter((phase) => (options.phases ?? PHASES).includes(phase));
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let given: Credentials = options.credentials ?? { headers: [] };
  if (options.login) {
    // A member token for the whole run; the login body's password is a secret like the token.
    const token = await obtainToken(options.login, baseUrl, timeoutMs);
    given = { ...given, bearer: token, extraSecrets: [...(given.extraSecrets ?? []), ...loginBodySecrets(options.login.body)] };
  }
  // A mock admits any well-formed credential: without one given, the run brings its own.
  const credentials: Credentials = options.mock
    ? { ...given, apiKey: given.apiKey ?? MOCK_API_KEY, bearer: given.bearer ?? MOCK_BEARER }
    : given;
  const excluded = new Set(options.excludeChecks ?? []);
  const secrets = options.showSecrets ? [] : secretsOf(given, spec);
  const name = options.name ?? spec.title;
  const operations = selectOperations(spec, options.operations);
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;

  const notes: string[] = [];
  const secured = operations.filter((op) => op.security.length > 0);
  const hasCredentials = Boolean(credentials.apiKey || credentials.bearer || credentials.headers.some(([h]) => credentialHeaderNames(spec).has(h.toLowerCase())));
  if (secured.length > 0 && !hasCredentials) {
    notes.push(`${secured.length} secured operation(s) and no credentials given (--api-key, --bearer, --login-url or --header): their requests outside the auth phase stop at 401`);
  }
  if (options.login) notes.push(`signed in before the run (${options.login.command ? '--login-command' : `--login-url ${options.login.url}`}): the member token is sent as the bearer credential`);
  if (options.mock && secured.length > 0) {
    const kinds = new Set(secured.flatMap((op) => op.security.flat().map((scheme) => scheme.kind)));
    const brought = [
      kinds.has('apiKey') && !given.apiKey ? `the API key ${MOCK_API_KEY}` : '',
      kinds.has('bearer') && !given.bearer ? `the bearer token ${MOCK_BEARER}` : '',
    ].filter(Boolean);
    notes.push(
      `mock target: invalid credentials are sent malformed only, since a mock admits any well-formed credential${brought.length ? `; sending ${brought.join(' and ')}, as none was given` : ''}`,
    );
  }
  if (secrets.length > 0) notes.push(`credentials are not printed: curl commands read them from $${secrets.map((s) => s.variable).join(', $')} (--show-secrets prints them)`);
  if (options.maxResponseTimeMs !== undefined) notes.push(`max_response_time: every answer within ${options.maxResponseTimeMs} ms`);

  const validators = new SpecValidators(spec);
  const context: PhaseContext = { spec, generator: new DataGenerator(spec), validators, seed, maxExamples, mock: options.mock === true };
  options.reporter?.start?.({ name, specSource: spec.source, title: spec.title, baseUrl, seed, maxExamples, phases, operations: operations.length, notes });

  const results = new Map<string, OperationResult>();
  /** Per operation: statuses of the answers to valid requests, requests without answer, and the credential rotation. */
  const positive = new Map<string, { statuses: number[]; noAnswer: number; last?: FailureRecord; rotation: number }>();
  for (const operation of operations) {
    results.set(operation.operationId, {
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
    });
    positive.set(operation.operationId, { statuses: [], noAnswer: 0, rotation: 0 });
  }
  const total = emptyTally();
  const rateLimits: RateLimitStats = { limited: 0, retries: 0, waitedMs: 0, gaveUp: 0, sources: {} };
  const pacer = new Pacer(options.rateLimit);
  let answered = 0;

  /** Sends, waiting and retrying on 429 as the server asks, within the run's bounds. */
  async function sendRespectingLimits(wire: WireRequest): Promise<ContractResponse> {
    for (let attempt = 0; ; attempt++) {
      await pacer.next();
      const response = await sendRequest(baseUrl, wire, timeoutMs);
      if (response.status !== 429) return response;
      rateLimits.limited++;
      const delay = retryDelay(response.headers, attempt);
      const wait = delay.ms + 50; // a little past the reset: clocks round
      // A wait longer than MAX_SINGLE_WAIT_MS (a login locked for 15 minutes) is not worth it: the 429 stays.
      if (attempt >= maxRetries || delay.ms > MAX_SINGLE_WAIT_MS || rateLimits.waitedMs + wait > maxWaitMs) {
        rateLimits.gaveUp++;
        return response;
      }
      rateLimits.sources[delay.source] = (rateLimits.sources[delay.source] ?? 0) + 1;
      await sleep(wait);
      rateLimits.waitedMs += wait;
      rateLimits.retries++;
    }
  }

  /** Sends one case and judges its answer; the answer, or undefined when none came. */
  async function execute(testCase: TestCase): Promise<{ wire: WireRequest; response: ContractResponse } | undefined> {
    const operation = testCase.operation;
    const result = results.get(operation.operationId)!;
    const track = positive.get(operation.operationId)!;
    const isPositive = testCase.expect === 'any';
    if (isPositive) {
      // Valid means valid in words too: the two ends of a range in order (ranges.ts).
      const ordered = cloneDraft(testCase.draft);
      const keep = /^((?:query|path|header|body)\.[^ ]+) = /.exec(testCase.label)?.[1];
      if (orderRanges(ordered, operation, keep).length > 0 && validators.requestProblems(operation, ordered).length === 0) testCase.draft = ordered;
    }
    const parts = credentialParts(spec, operation, testCase.credentials, credentials, testCase.credentials.kind === 'valid' ? track.rotation++ : 0);
    const accept = operation.produces.length > 0 ? operation.produces.join(', ') : '*/*';
    const wire: WireRequest = toWire(operation, testCase.method, operation.path, testCase.draft, { Accept: accept, ...parts.headers }, parts.query);
    result.requests++;
    result.byPhase[testCase.phase]++;
    const label = parts.description && testCase.credentials.kind === 'valid' ? `${testCase.label} [${parts.description}]` : testCase.label;

    const record = (): RequestRecord => ({
      method: wire.method,
      url: mask(urlOf(baseUrl, wire), secrets),
      headers: Object.fromEntries(Object.entries(wire.headers).map(([k, v]) => [k, mask(v, secrets)])),
      ...(wire.body === undefined ? {} : { body: truncate(mask(wire.body, secrets), 2000) }),
    });
    const failureBase = () => ({
      operationId: operation.operationId,
      method: testCase.method,
      path: operation.path,
      phase: testCase.phase,
      label: mask(label, secrets),
      request: record(),
      curl: curlCommand(baseUrl, wire, secrets),
    });

    let response: ContractResponse;
    try {
      response = await sendRespectingLimits(wire);
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error;
      if (error.unreachable && answered === 0) {
        throw new ContractConnectionError(`cannot reach ${baseUrl} (${error.message}); is the server running there?`);
      }
      result.failures.push({ check: 'request_error', message: `No answer: ${error.message}`, ...failureBase() });
      if (isPositive) track.noAnswer++;
      return undefined;
    }
    answered++;
    options.onAnswer?.(testCase, wire, response);
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
    const answer = () => ({ status: response.status, contentType: response.headers['content-type'], body: truncate(mask(response.body, secrets), 1000) });
    if (isPositive) {
      track.statuses.push(response.status);
      track.last = { check: 'operation_reached', message: '', response: answer(), ...failureBase() };
      if (response.status >= 200 && response.status <= 299) result.reached = true;
    }

    const outcomes: CheckOutcome[] = runChecks({
      testCase: { ...testCase, label },
      response,
      validators,
      pathMethods: spec.pathMethods.get(operation.path) ?? [operation.method],
      credentialDescription: parts.description,
      upstreamErrorsFail: options.upstreamErrorsFail,
      maxResponseTimeMs: options.maxResponseTimeMs,
    }).filter((outcome) => !excluded.has(outcome.check));
    for (const outcome of outcomes) {
      const tally = result.checks[outcome.check];
      if (outcome.ok) {
        tally.passed++;
        if (outcome.warning) result.warnings.push({ check: outcome.check, message: mask(outcome.warning, secrets), response: answer(), ...failureBase() });
      } else {
        tally.failed++;
        result.failures.push({ check: outcome.check, message: mask(outcome.message ?? outcome.check, secrets), response: answer(), ...failureBase() });
      }
    }
    return { wire, response };
  }

  // Stateful phase first: it needs the answers of other operations, and every operation is
  // then reported once, with its stateful requests counted in.
  if (phases.includes('stateful')) {
    const selected = new Map(operations.map((op) => [op.operationId, op]));
    const unfollowed = new Set<string>();
    const follow = async (exchange: Exchange, depth: number, chain: Set<string>): Promise<void> => {
      if (exchange.response.status < 200 || exchange.response.status > 299 || depth >= MAX_DEPTH) return;
      for (const link of linksFor(exchange.operation, exchange.response.status)) {
        const target = selected.get(link.operationId);
        const step = `${exchange.operation.operationId}.${link.name}`;
        if (!target || chain.has(step)) continue;
        const made = linkedCase(context, exchange, link, target);
        if (!made.ok) {
          unfollowed.add(mask(made.reason, secrets));
          continue;
        }
        const sent = await execute(made.testCase);
        if (sent) {
          await follow(
            { operation: target, method: target.method, url: urlOf(baseUrl, sent.wire), draft: made.testCase.draft, response: sent.response },
            depth + 1,
            new Set([...chain, step]),
          );
        }
      }
    };
    for (const operation of operations.filter(hasLinks)) {
      const start = startCase(context, operation);
      const sent = await execute(start);
      if (sent) await follow({ operation, method: operation.method, url: urlOf(baseUrl, sent.wire), draft: start.draft, response: sent.response }, 0, new Set());
    }
    for (const reason of unfollowed) notes.push(`stateful: not followed: ${reason}`);
  }

  const probed = new Set<string>();
  for (const operation of operations) {
    const opStarted = performance.now();
    const probePath = !probed.has(operation.path);
    probed.add(operation.path);
    const result = results.get(operation.operationId)!;
    for (const testCase of casesFor(context, operation, phases, probePath)) await execute(testCase);

    // Coverage: an operation no valid request reached with a 2xx was not tested at all.
    const track = positive.get(operation.operationId)!;
    if (!excluded.has('operation_reached') && (track.statuses.length > 0 || track.noAnswer > 0)) {
      const tally = result.checks.operation_reached;
      if (result.reached) tally.passed++;
      else {
        const { reason, warning } = unreachedReason(track.statuses, track.noAnswer, operation, options.upstreamErrorsFail === true);
        result.unreachedReason = reason;
        const last = track.last ?? { check: 'operation_reached' as const, message: '', operationId: operation.operationId, method: operation.method, path: operation.path, phase: 'examples' as Phase, label: '', request: { method: operation.method, url: `${baseUrl}${operation.path}`, headers: {} }, curl: '' };
        const record: FailureRecord = { ...last, check: 'operation_reached', message: `${operation.operationId} was never reached: ${reason}` };
        if (warning) {
          tally.passed++;
          result.warnings.push(record);
        } else {
          tally.failed++;
          result.failures.push(record);
        }
      }
    }

    result.durationMs += performance.now() - opStarted;
    for (const check of CHECK_NAMES) {
      total[check].passed += result.checks[check].passed;
      total[check].failed += result.checks[check].failed;
    }
    options.reporter?.operation?.(result);
  }

  const list = [...results.values()];
  const failures = list.flatMap((r) => r.failures);
  if (rateLimits.limited > 0) {
    const how = Object.entries(rateLimits.sources).map(([source, count]) => `${source} ${count}×`).join(', ');
    notes.push(
      `rate limits: ${rateLimits.limited} answer(s) were 429; ${rateLimits.retries} request(s) sent again after waiting ${(rateLimits.waitedMs / 1000).toFixed(1)} s in all${how ? ` (waits set by ${how})` : ''}${
        rateLimits.gaveUp > 0 ? `; ${rateLimits.gaveUp} kept as 429 once the retries (--max-retries ${maxRetries}) or the total wait (--max-wait ${Math.round(maxWaitMs / 1000)}) ran out, or the server asked for more than ${MAX_SINGLE_WAIT_MS / 1000} s` : ''
      }`,
    );
  }
  const authFailures = failures.filter((f) => f.check === 'auth_enforced');
  if (!options.mock && authFailures.length > 0 && authFailures.every((f) => f.label.startsWith('well-formed but unknown'))) {
    notes.push('every auth_enforced failure is a well-formed but unknown credential that was admitted, while missing and malformed ones were refused: if the target is a mock (npm run mock), run with --mock');
  }
  const unreached = list
    .filter((r) => r.unreachedReason !== undefined)
    .map((r) => ({ operationId: r.operationId, method: r.method, path: r.path, reason: r.unreachedReason!, warning: !r.failures.some((f) => f.check === 'operation_reached') }));
  const run: ContractRun = {
    name,
    specSource: spec.source,
    baseUrl,
    seed,
    maxExamples,
    phases,
    notes,
    operations: list,
    checks: total,
    failures,
    warnings: list.flatMap((r) => r.warnings),
    requests: list.reduce((sum, r) => sum + r.requests, 0),
    durationMs: performance.now() - started,
    rateLimits,
    unreached,
    ok: failures.length === 0,
  };
  options.reporter?.finish?.(run);
  return run;
}
