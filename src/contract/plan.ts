/**
 * Planning a run: the options resolved into one RunPlan, and the cases each operation gets.
 * Nothing here judges an answer; the stateful walk sends through the `execute` it is given.
 */
import type { CheckName } from './checks.js';
import { PHASES, type Phase, type PhaseContext, type TestCase } from './cases.js';
import { credentialHeaderNames, type Credentials } from './credentials.js';
import { mask, type Secret } from './curl.js';
import { UsageError } from '../config/command-line.js';
import type { ContractResponse } from './http.js';
import type { JudgeSettings } from './judge.js';
import { loginBodySecrets, obtainToken, type LoginOptions } from './login.js';
import { authCases } from './phases/auth.js';
import { coverageCases } from './phases/coverage.js';
import { exampleCases } from './phases/examples.js';
import { fuzzingCases } from './phases/fuzzing.js';
import { methodProbe, negativeCases } from './phases/negative.js';
import { hasLinks, linkedCase, linksFor, MAX_DEPTH, startCase } from './phases/stateful.js';
import { orderRanges } from './ranges.js';
import { cloneDraft, urlOf, type RequestDraft, type WireRequest } from './request.js';
import type { ContractReporter } from './results.js';
import type { SendSettings } from './send.js';
import type { OperationModel, SpecModel } from '../pipeline/spec-model.js';
import { DEFAULT_MAX_EXAMPLES, DEFAULT_MAX_RETRIES, DEFAULT_MAX_WAIT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './run-defaults.js';
import type { SpecValidators } from './validation.js';

/** Well-formed credentials a run sends to a mock when none are given. */
export const MOCK_API_KEY = 'contract-mock-key-00000000';
export const MOCK_BEARER = 'contract-mock-token';
export const MOCK_BASIC = 'contract:mock';

export interface RunOptions {
  spec: SpecModel;
  baseUrl: string;
  /** For reports; default the spec's title. */
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
  /** Only then is an undocumented query parameter a negative case (OpenAPI does not forbid them). */
  refuseUnknownQuery?: boolean;
  requestTimeoutMs?: number;
  /** Requests per second. */
  rateLimit?: number;
  /** Retries of a request answered 429. */
  maxRetries?: number;
  /** Total time the run may wait for rate limits. */
  maxWaitMs?: number;
  /** max_response_time; undefined = not checked. */
  maxResponseTimeMs?: number;
  /** A member token got first, sent as the bearer. */
  login?: LoginOptions;
  /** A documented 502/503/504 fails not_a_server_error instead of being a warning. */
  upstreamErrorsFail?: boolean;
  /** Print the caller's credentials in reports and curl commands. */
  showSecrets?: boolean;
  reporter?: ContractReporter;
  /** Called with every case and its answer. */
  onAnswer?: (testCase: TestCase, request: WireRequest, response: ContractResponse) => void;
}

/** Everything a run decided before its first request: what sending and judging need, and the rest. */
export interface RunPlan extends SendSettings, Omit<JudgeSettings, 'validators'> {
  name: string;
  seed: number;
  maxExamples: number;
  /** In PHASES order. */
  phases: Phase[];
  operations: OperationModel[];
  /** The caller's (and the login's), or a mock's own when none were given. */
  credentials: Credentials;
  mock: boolean;
  /** Shown when the run starts. */
  notes: string[];
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** The caller's secrets and the environment variables printed commands read them from. */
export function secretsOf(credentials: Credentials, spec: SpecModel): Secret[] {
  const secrets: Secret[] = [];
  if (credentials.apiKey) secrets.push({ value: credentials.apiKey, variable: 'CONTRACT_API_KEY' });
  if (credentials.bearer) secrets.push({ value: credentials.bearer, variable: 'CONTRACT_BEARER' });
  if (credentials.basic) secrets.push({ value: Buffer.from(credentials.basic).toString('base64'), variable: 'CONTRACT_BASIC' });
  for (const [index, token] of (credentials.extraSecrets ?? []).entries()) secrets.push({ value: token.value, variable: token.variable ?? `CONTRACT_SECRET_${index + 1}` });
  const secretNames = credentialHeaderNames(spec);
  for (const [name, value] of credentials.headers) {
    if (secretNames.has(name.toLowerCase()) || /key|token|secret|auth|cookie|session|password/i.test(name)) {
      secrets.push({ value, variable: `CONTRACT_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}` });
    }
  }
  return secrets.filter((s) => s.value.length >= 4);
}

export function selectOperations(spec: SpecModel, ids: readonly string[] | undefined): OperationModel[] {
  if (!ids || ids.length === 0) return spec.operations;
  const known = new Set(spec.operations.map((op) => op.operationId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new UsageError(`unknown operation ${unknown.join(', ')} in ${spec.source}; known: ${[...known].join(', ')}`);
  }
  return spec.operations.filter((op) => ids.includes(op.operationId));
}

/** The notes a run starts with: what it will not test, and what it does on the caller's behalf. */
export function startNotes(
  input: Pick<RunPlan, 'spec' | 'operations' | 'credentials' | 'secrets' | 'mock' | 'maxResponseTimeMs'> & { given: Credentials; login?: LoginOptions },
): string[] {
  const { spec, operations, given, credentials, secrets, login, mock } = input;
  const notes: string[] = [];
  const secured = operations.filter((op) => op.security.length > 0);
  const hasCredentials = Boolean(
    credentials.apiKey || credentials.bearer || credentials.basic || credentials.headers.some(([h]) => credentialHeaderNames(spec).has(h.toLowerCase())),
  );
  if (secured.length > 0 && !hasCredentials) {
    notes.push(`${secured.length} secured operation(s) and no credentials given (--api-key, --bearer, --login-url or --header): their requests outside the auth phase stop at 401`);
  }
  if (login) notes.push(`signed in before the run (${login.command ? '--login-command' : `--login-url ${login.url}`}): the member token is sent as the bearer credential`);
  if (mock && secured.length > 0) {
    const kinds = new Set(secured.flatMap((op) => op.security.flat().map((scheme) => scheme.kind)));
    const brought = [
      kinds.has('apiKey') && !given.apiKey ? `the API key ${MOCK_API_KEY}` : '',
      kinds.has('bearer') && !given.bearer ? `the bearer token ${MOCK_BEARER}` : '',
      kinds.has('basic') && !given.basic ? `the basic credentials ${MOCK_BASIC}` : '',
    ].filter(Boolean);
    notes.push(
      `mock target: invalid credentials are sent malformed only, since a mock admits any well-formed credential${brought.length ? `; sending ${brought.join(' and ')}, as none was given` : ''}`,
    );
  }
  if (secrets.length > 0) notes.push(`credentials are not printed: curl commands read them from $${secrets.map((s) => s.variable).join(', $')} (--show-secrets prints them)`);
  if (input.maxResponseTimeMs !== undefined) notes.push(`max_response_time: every answer within ${input.maxResponseTimeMs} ms`);
  return notes;
}

/** The options resolved; async for the login (`signIn`, replaceable in tests). */
export async function planRun(options: RunOptions, signIn: typeof obtainToken = obtainToken): Promise<RunPlan> {
  const spec = options.spec;
  const seed = options.seed ?? randomSeed();
  const maxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES;
  if (!Number.isInteger(maxExamples) || maxExamples < 1) throw new UsageError('max examples must be a whole number of at least 1');
  const phases = PHASES.filter((phase) => (options.phases ?? PHASES).includes(phase));
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let given: Credentials = options.credentials ?? { headers: [] };
  if (options.login) {
    // A member token for the whole run; the login body's password is a secret like the token.
    const token = await signIn(options.login, baseUrl, timeoutMs);
    given = { ...given, bearer: token, extraSecrets: [...(given.extraSecrets ?? []), ...loginBodySecrets(options.login.body)] };
  }
  // A mock admits any well-formed credential: without one given, the run brings its own.
  const credentials: Credentials = options.mock
    ? { ...given, apiKey: given.apiKey ?? MOCK_API_KEY, bearer: given.bearer ?? MOCK_BEARER, basic: given.basic ?? MOCK_BASIC }
    : given;
  const secrets = options.showSecrets ? [] : secretsOf(given, spec);
  const operations = selectOperations(spec, options.operations);
  const mock = options.mock === true;
  return {
    name: options.name ?? spec.title,
    spec,
    baseUrl,
    seed,
    maxExamples,
    phases,
    operations,
    credentials,
    secrets,
    excluded: new Set(options.excludeChecks ?? []),
    mock,
    timeoutMs,
    rateLimit: options.rateLimit,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    maxWaitMs: options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS,
    upstreamErrorsFail: options.upstreamErrorsFail === true,
    maxResponseTimeMs: options.maxResponseTimeMs,
    notes: startNotes({ spec, operations, given, credentials, secrets, login: options.login, mock, maxResponseTimeMs: options.maxResponseTimeMs }),
  };
}

type CaseBuilder = (context: PhaseContext, operation: OperationModel, probePath: boolean) => TestCase[];

/** Each phase's cases for one operation (a Record: a new phase must say); stateful follows links (walkLinks). */
const PHASE_CASES: Record<Phase, CaseBuilder | 'walkLinks'> = {
  examples: (context, operation) => exampleCases(context, operation),
  coverage: (context, operation) => coverageCases(context, operation),
  fuzzing: (context, operation) => fuzzingCases(context, operation),
  negative: (context, operation, probePath) => {
    const cases = negativeCases(context, operation);
    // One undocumented-method probe per path, with the path's first operation.
    const probe = probePath ? methodProbe(context, operation) : null;
    return probe ? [...cases, probe] : cases;
  },
  auth: (context, operation) => authCases(context, operation),
  stateful: 'walkLinks',
};

export function casesFor(context: PhaseContext, operation: OperationModel, phases: readonly Phase[], probePath: boolean): TestCase[] {
  return phases.flatMap((phase) => {
    const build = PHASE_CASES[phase];
    return build === 'walkLinks' ? [] : build(context, operation, probePath);
  });
}

/** A valid case's draft with every range in order (ranges.ts), where that keeps it valid; the end the label names stays. */
export function orderedDraft(testCase: TestCase, validators: SpecValidators): RequestDraft {
  if (testCase.expect !== 'any') return testCase.draft;
  const ordered = cloneDraft(testCase.draft);
  const keep = /^((?:query|path|header|body)\.[^ ]+) = /.exec(testCase.label)?.[1];
  if (orderRanges(ordered, keep).length > 0 && validators.requestProblems(testCase.operation, ordered).length === 0) return ordered;
  return testCase.draft;
}

export interface Sent {
  wire: WireRequest;
  response: ContractResponse;
}

/**
 * The stateful phase: every link of a 2xx answer followed to MAX_DEPTH steps, never the same link
 * twice in one chain; returns the notes for links not followed.
 */
export async function walkLinks(
  context: PhaseContext,
  operations: OperationModel[],
  baseUrl: string,
  secrets: Secret[],
  execute: (testCase: TestCase) => Promise<Sent | undefined>,
): Promise<string[]> {
  const selected = new Map(operations.map((op) => [op.operationId, op]));
  const unfollowed = new Set<string>();
  async function follow(operation: OperationModel, draft: RequestDraft, sent: Sent, depth: number, chain: Set<string>) {
    const exchange = { operation, url: urlOf(baseUrl, sent.wire), draft, ...sent };
    if (sent.response.status < 200 || sent.response.status > 299 || depth >= MAX_DEPTH) return;
    for (const link of linksFor(operation, sent.response.status)) {
      const target = selected.get(link.operationId);
      const step = `${operation.operationId}.${link.name}`;
      if (!target || chain.has(step)) continue;
      const made = linkedCase(context, exchange, link, target);
      if (!made.ok) {
        unfollowed.add(mask(made.reason, secrets));
        continue;
      }
      const next = await execute(made.testCase);
      if (next) await follow(target, made.testCase.draft, next, depth + 1, new Set([...chain, step]));
    }
  }
  for (const operation of operations.filter(hasLinks)) {
    const start = startCase(context, operation);
    const sent = await execute(start);
    if (sent) await follow(operation, start.draft, sent, 0, new Set());
  }
  return [...unfollowed].map((reason) => `stateful: not followed: ${reason}`);
}
