/**
 * One contract run against one server: for each operation, the cases of every selected
 * phase are built, sent one after the other, and every answer is judged by the checks.
 * Library code: it reports through a reporter and returns the run; it never exits.
 */
import { CHECK_NAMES, runChecks, type CheckName, type CheckOutcome } from './checks.js';
import { PHASES, type Phase, type PhaseContext, type TestCase } from './cases.js';
import { credentialHeaderNames, credentialParts, type Credentials } from './credentials.js';
import { curlCommand, mask, type Secret } from './curl.js';
import { ContractConnectionError, ContractUsageError } from './errors.js';
import { DataGenerator } from './generate.js';
import { RequestFailure, sendRequest, type ContractResponse } from './http.js';
import { authCases } from './phases/auth.js';
import { coverageCases } from './phases/coverage.js';
import { exampleCases } from './phases/examples.js';
import { fuzzingCases } from './phases/fuzzing.js';
import { methodProbe, negativeCases } from './phases/negative.js';
import { toWire, urlOf, type WireRequest } from './request.js';
import type { OperationModel, SpecModel } from './spec-model.js';
import { SpecValidators } from './validation.js';

export const DEFAULT_MAX_EXAMPLES = 20;
/** Well-formed credentials a run sends to a mock when none are given. */
export const MOCK_API_KEY = 'contract-mock-key-00000000';
export const MOCK_BEARER = 'contract-mock-token';
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

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

export async function runContract(options: RunOptions): Promise<ContractRun> {
  const started = performance.now();
  const spec = options.spec;
  const seed = options.seed ?? randomSeed();
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  if (!Number.isInteger(maxExamples) || maxExamples < 1) throw new ContractUsageError('max examples must be a whole number of at least 1');
  const phases = PHASES.filter((phase) => (options.phases ?? PHASES).includes(phase));
  const given: Credentials = options.credentials ?? { headers: [] };
  // A mock admits any well-formed credential: without one given, the run brings its own.
  const credentials: Credentials = options.mock
    ? { ...given, apiKey: given.apiKey ?? MOCK_API_KEY, bearer: given.bearer ?? MOCK_BEARER }
    : given;
  const excluded = new Set(options.excludeChecks ?? []);
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const secrets = options.showSecrets ? [] : secretsOf(given, spec);
  const name = options.name ?? spec.title;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const operations = selectOperations(spec, options.operations);

  const notes: string[] = [];
  const secured = operations.filter((op) => op.security.length > 0);
  const hasCredentials = Boolean(credentials.apiKey || credentials.bearer || credentials.headers.some(([h]) => credentialHeaderNames(spec).has(h.toLowerCase())));
  if (secured.length > 0 && !hasCredentials) {
    notes.push(`${secured.length} secured operation(s) and no credentials given (--api-key, --bearer or --header): their requests outside the auth phase stop at 401`);
  }
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

  const validators = new SpecValidators(spec);
  const context: PhaseContext = { spec, generator: new DataGenerator(spec), validators, seed, maxExamples, mock: options.mock === true };
  options.reporter?.start?.({ name, specSource: spec.source, title: spec.title, baseUrl, seed, maxExamples, phases, operations: operations.length, notes });

  const probed = new Set<string>();
  const results: OperationResult[] = [];
  const total = emptyTally();
  let answered = 0;
  let lastSent = 0;
  const interval = options.rateLimit ? 1000 / options.rateLimit : 0;

  for (const operation of operations) {
    const opStarted = performance.now();
    const probePath = !probed.has(operation.path);
    probed.add(operation.path);
    const cases = casesFor(context, operation, phases, probePath);
    const result: OperationResult = {
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
    };

    for (const testCase of cases) {
      const parts = credentialParts(spec, operation, testCase.credentials, credentials);
      const accept = operation.produces.length > 0 ? operation.produces.join(', ') : '*/*';
      const wire: WireRequest = toWire(operation, testCase.method, operation.path, testCase.draft, { Accept: accept, ...parts.headers }, parts.query);
      if (interval > 0) {
        const wait = lastSent + interval - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastSent = performance.now();
      }
      result.requests++;
      result.byPhase[testCase.phase]++;

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
        label: testCase.label,
        request: record(),
        curl: curlCommand(baseUrl, wire, secrets),
      });

      let response: ContractResponse;
      try {
        response = await sendRequest(baseUrl, wire, timeoutMs);
      } catch (error) {
        if (!(error instanceof RequestFailure)) throw error;
        if (error.unreachable && answered === 0) {
          throw new ContractConnectionError(`cannot reach ${baseUrl} (${error.message}); is the server running there?`);
        }
        result.failures.push({ check: 'request_error', message: `No answer: ${error.message}`, ...failureBase() });
        continue;
      }
      answered++;
      options.onAnswer?.(testCase, wire, response);
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;

      const outcomes: CheckOutcome[] = runChecks({
        testCase,
        response,
        validators,
        pathMethods: spec.pathMethods.get(operation.path) ?? [operation.method],
        credentialDescription: parts.description,
        upstreamErrorsFail: options.upstreamErrorsFail,
      }).filter((outcome) => !excluded.has(outcome.check));
      for (const outcome of outcomes) {
        const tally = result.checks[outcome.check];
        const answer = () => ({ status: response.status, contentType: response.headers['content-type'], body: truncate(mask(response.body, secrets), 1000) });
        if (outcome.ok) {
          tally.passed++;
          if (outcome.warning) result.warnings.push({ check: outcome.check, message: mask(outcome.warning, secrets), response: answer(), ...failureBase() });
        } else {
          tally.failed++;
          result.failures.push({
            check: outcome.check,
            message: mask(outcome.message ?? outcome.check, secrets),
            response: answer(),
            ...failureBase(),
          });
        }
      }
    }

    result.durationMs = performance.now() - opStarted;
    for (const check of CHECK_NAMES) {
      total[check].passed += result.checks[check].passed;
      total[check].failed += result.checks[check].failed;
    }
    results.push(result);
    options.reporter?.operation?.(result);
  }

  const failures = results.flatMap((r) => r.failures);
  const limited = results.reduce((sum, r) => sum + (r.statuses[429] ?? 0), 0);
  if (limited > 0) {
    notes.push(`${limited} answer(s) were 429 (rate limited): those requests did not reach the operation; slow down with --rate-limit`);
  }
  const authFailures = failures.filter((f) => f.check === 'auth_enforced');
  if (!options.mock && authFailures.length > 0 && authFailures.every((f) => f.label.startsWith('well-formed but unknown'))) {
    notes.push('every auth_enforced failure is a well-formed but unknown credential that was admitted, while missing and malformed ones were refused: if the target is a mock (npm run mock), run with --mock');
  }
  const run: ContractRun = {
    name,
    specSource: spec.source,
    baseUrl,
    seed,
    maxExamples,
    phases,
    notes,
    operations: results,
    checks: total,
    failures,
    warnings: results.flatMap((r) => r.warnings),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    durationMs: performance.now() - started,
    ok: failures.length === 0,
  };
  options.reporter?.finish?.(run);
  return run;
}
