/**
 * The contract command line, parsed into targets and run options. Every mistake is a
 * UsageError naming the option, so the CLI can exit 2 with one clear line.
 */
import path from 'node:path';
import { AREA_NAMES, type AreaName } from '../config/area-names.js';
import { CHECK_DESCRIPTIONS, CHECK_NAMES } from './checks.js';
import { PHASE_DESCRIPTIONS, PHASES } from './cases.js';
import type { Credentials } from './credentials.js';
import { httpUrlOption, integerOption as integer, parseCommandLine, UsageError } from '../config/command-line.js';
import { parseJson, type LoginOptions } from './login.js';
import { DEFAULT_MAX_EXAMPLES, DEFAULT_MAX_RETRIES, DEFAULT_MAX_WAIT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from './run-defaults.js';
import { areaTarget, isAreaName } from './targets.js';

export interface CliTarget {
  /** Null for a `--spec` target. */
  area: AreaName | null;
  name: string;
  spec: string;
  baseUrl: string;
  credentials: Credentials;
  login?: LoginOptions;
}

/** The options that name this project's areas: only where the project is (npm run contract). */
const AREA_OPTIONS = `  --area NAME              A local area: spec/NAME.yaml and the area's address from the
                           settings (HOST and <AREA>_PORT, defaults 127.0.0.1:8081-8084).
                           NAME is one of ${AREA_NAMES.join(', ')}. Repeatable.
  --all                    All four areas on their default addresses (as npm start or
                           npm run mock serves them).
`;

const REPOSITORY_EXAMPLES = `  npm run contract -- --area knowledge
  npm run contract -- --spec spec/hrm.yaml --base-url http://127.0.0.1:8083 \\
      --header 'X-API-Key: hrm_...' --junit reports/hrm.xml --seed 42 --max-examples 10
  npm run contract -- --all --api-key hrm=hrm_... --api-key marketing=mkt_...
  npm run contract -- --area hrm --api-key hrm_... --login-url /api/v1/member-auth/login \\
      --login-body '{"loginId":"hr.admin","password":"..."}' --max-response-time 2000
  npm run contract -- --all --mock
`;

const installedExamples = (command: string) => `  ${command} --spec my-api.yaml --base-url http://127.0.0.1:4010
  ${command} --spec https://example.com/openapi.json --base-url https://api.example.com \\
      --bearer "$TOKEN" --junit reports/api.xml --seed 42 --max-examples 10
`;

/** The help as the reader runs the command: `npm run contract --` here, with the areas; else the installed bin's. */
export function helpText(command = 'npm run contract --', inRepository = true): string {
  return `Usage: ${command} [target] [options]

Tests a running server against its spec (OpenAPI 3.0 or 3.1, Swagger 2.0, or a Postman
Collection): it sends documented examples, boundary values, random valid requests, invalid
requests and requests without valid credentials, and checks every answer against the spec.

Target (one of):
  --spec FILE|URL          The spec (YAML or JSON file, or an http(s) URL): OpenAPI 3.0
                           or 3.1, Swagger 2.0 (converted to 3.0 when read) or a Postman
                           Collection v2 (read as Prism reads it). Needs --base-url.
  --base-url URL           Where the server is, e.g. http://127.0.0.1:8083. Paths of the
                           spec are appended to it.
${inRepository ? AREA_OPTIONS : ''}
Credentials (sent with every request except those of the auth phase):
  --header 'NAME: VALUE'   An extra request header, e.g. --header 'X-API-Key: hrm_...'.
                           Repeatable.
  --api-key KEY            Sent where the operation's apiKey security scheme says (header,
                           query parameter or cookie).
  --bearer TOKEN           Sent as 'Authorization: Bearer TOKEN' to operations with a
                           bearer, OAuth2 or OpenID Connect scheme.
  --basic USER:PASSWORD    Sent as 'Authorization: Basic …' to operations with an HTTP
                           basic scheme.
  --login-url URL --login-body JSON
                           Sign in before the run: POST the JSON body to URL (absolute, or
                           a path on the target) and send the token of the answer as the
                           bearer, e.g. for the HR area:
                           --login-url /api/v1/member-auth/login
                           --login-body '{"loginId":"hr.admin","password":"..."}'
  --login-command CMD      Sign in by running CMD (sh -c): it prints the token, or a JSON
                           answer holding it.
  --login-token-pointer P  Where the token is in the login answer (a JSON pointer); default:
                           /data/accessToken, /accessToken, /access_token, /token.
                           With several areas, prefix a value with the area it is for:
                           --api-key hrm=hrm_... --api-key marketing=mkt_...
                           An operation that admits an API key or a token, with both given,
                           gets each of them in turn.
  --show-secrets           Print credentials in reports and curl commands. By default they
                           are masked, and curl commands read them from $CONTRACT_API_KEY,
                           $CONTRACT_BEARER, $CONTRACT_HEADER_<NAME> or
                           $CONTRACT_LOGIN_<FIELD> (a login body's password).

What to run:
  --operation ID           Only this operationId. Repeatable.
  --phases LIST            Comma-separated phases (default: all):
${PHASES.map((phase) => `                             ${phase.padEnd(10)} ${PHASE_DESCRIPTIONS[phase]}`).join('\n')}
  --max-examples N         At most N cases per operation in each of fuzzing and negative
                           (default ${DEFAULT_MAX_EXAMPLES}). Documented examples are always all sent, and
                           boundary values too (up to 50 per operation, or N if higher).
  --seed N                 Seed of the generated data (0 to 4294967295). The same seed, spec
                           and server give the same requests. Default: random, printed.
  --exclude-checks LIST    Comma-separated checks not to evaluate.
  --strict                 Refuse a spec that breaks the official schema of its version (for
                           linting in CI); without it such a spec is tested, each defect a warning.
  --mock                   The target is a mock server (cfs-mock, or Prism's), which admits any
                           well-formed credential: the auth phase sends only malformed ones,
                           and well-formed credentials are sent when none are given.
  --fail-on-upstream-errors
                           Count a 502, 503 or 504 that the operation documents as a
                           not_a_server_error failure. By default it is a warning: the server
                           reported that something it depends on (the central member API, a
                           fetched site) was unavailable.
  --request-timeout MS     Give up on an answer after MS milliseconds (default ${DEFAULT_REQUEST_TIMEOUT_MS}).
  --rate-limit N[/s|/m]    Send at most N requests per second (or per minute), for servers
                           with rate limits (the HR service allows 100 per minute per key).
                           Without it, a 429 is waited out anyway: the run waits as long as
                           Retry-After (else RateLimit's t=, else RateLimit-Policy's w=) says
                           and sends the same request again.
  --max-retries N          Retries of a request answered 429 (default ${DEFAULT_MAX_RETRIES}).
  --max-wait SECONDS       Total time a run may wait for rate limits (default ${DEFAULT_MAX_WAIT_MS / 1000}); after
                           that, 429s are kept as answers.
  --max-response-time MS   Check max_response_time: every answer within MS milliseconds
                           (off by default).

Output:
  --junit FILE             Also write a JUnit XML report to FILE.
  --no-color               No colors (also when NO_COLOR is set or output is not a terminal).
  -h, --help               This help.

Checks (each failure names its check):
${CHECK_NAMES.map((check) => `  ${check.padEnd(29)}${CHECK_DESCRIPTIONS[check]}`).join('\n')}

Coverage: an operation that no valid request reached with a 2xx fails operation_reached;
the report names each such operation and why (all 401/403, all 429, all 404 ...).

Exit status: 0 when every check passed, 1 when any check failed or a request got no
answer, 2 on a usage or spec error, a failed login, or when the server cannot be reached
at all.

Examples:
${inRepository ? REPOSITORY_EXAMPLES : installedExamples(command)}`;
}

/** How this process was started: `npm run contract`, or an installed bin (its file name). */
export function invokedCommand(argv1: string | undefined, env: Record<string, string | undefined>): { command: string; inRepository: boolean } {
  if (env.npm_lifecycle_event === 'contract') return { command: 'npm run contract --', inRepository: true };
  const name = path.basename(argv1 ?? 'cfs-contract').replace(/\.(c|m)?(j|t)s$/, '');
  return name === 'contract' ? { command: 'npm run contract --', inRepository: true } : { command: name, inRepository: false };
}

function list<T extends string>(option: string, raw: string | undefined, allowed: readonly T[]): T[] | undefined {
  if (raw === undefined) return undefined;
  const items = raw.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item as T));
  if (items.length === 0 || unknown.length > 0) throw new UsageError(`--${option}: unknown ${unknown.join(', ') || '(empty list)'}; known: ${allowed.join(', ')}`);
  return items as T[];
}

/** `hrm=VALUE` → ['hrm', 'VALUE']; a value without a known area prefix is for every target. */
function scoped(raw: string): [AreaName | null, string] {
  const match = /^([a-z]+)=(.*)$/s.exec(raw);
  if (match && isAreaName(match[1])) return [match[1], match[2]];
  return [null, raw];
}

function parseHeader(raw: string): [string, string] {
  const colon = raw.indexOf(':');
  const name = colon > 0 ? raw.slice(0, colon).trim() : '';
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new UsageError(`--header must look like 'Name: value', got "${raw}"`);
  return [name, raw.slice(colon + 1).trim()];
}

function parseRate(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)(?:\/(s|m|min))?$/.exec(raw.trim());
  if (!match || Number(match[1]) <= 0) throw new UsageError(`--rate-limit must look like 10, 10/s or 100/m, got "${raw}"`);
  return match[2] && match[2] !== 's' ? Number(match[1]) / 60 : Number(match[1]);
}

/** The run options as parsed (each set but seed, rateLimit and maxResponseTimeMs), and the CLI's own. */
export function parseCliArguments(argv: string[], env: Record<string, string | undefined> = process.env, isTty = false) {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      spec: { type: 'string' },
      strict: { type: 'boolean' },
      'base-url': { type: 'string' },
      area: { type: 'string', multiple: true },
      all: { type: 'boolean' },
      header: { type: 'string', multiple: true },
      'api-key': { type: 'string', multiple: true },
      bearer: { type: 'string', multiple: true },
      basic: { type: 'string', multiple: true },
      'login-url': { type: 'string', multiple: true },
      'login-body': { type: 'string', multiple: true },
      'login-command': { type: 'string', multiple: true },
      'login-token-pointer': { type: 'string', multiple: true },
      'max-retries': { type: 'string' },
      'max-wait': { type: 'string' },
      'max-response-time': { type: 'string' },
      'show-secrets': { type: 'boolean' },
      operation: { type: 'string', multiple: true },
      phases: { type: 'string' },
      'max-examples': { type: 'string' },
      seed: { type: 'string' },
      'exclude-checks': { type: 'string' },
      mock: { type: 'boolean' },
      'fail-on-upstream-errors': { type: 'boolean' },
      'request-timeout': { type: 'string' },
      'rate-limit': { type: 'string' },
      junit: { type: 'string' },
      'no-color': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const base = {
    help: values.help === true,
    junit: values.junit,
    seed: integer('seed', values.seed, 0, 4294967295),
    maxExamples: integer('max-examples', values['max-examples'], 1, 10000) ?? DEFAULT_MAX_EXAMPLES,
    operations: values.operation ?? [],
    phases: list('phases', values.phases, PHASES) ?? [...PHASES],
    excludeChecks: list('exclude-checks', values['exclude-checks'], CHECK_NAMES) ?? [],
    mock: values.mock === true,
    strict: values.strict === true,
    upstreamErrorsFail: values['fail-on-upstream-errors'] === true,
    requestTimeoutMs: integer('request-timeout', values['request-timeout'], 1, 600000) ?? DEFAULT_REQUEST_TIMEOUT_MS,
    rateLimit: parseRate(values['rate-limit']),
    maxRetries: integer('max-retries', values['max-retries'], 0, 100) ?? DEFAULT_MAX_RETRIES,
    maxWaitMs: (integer('max-wait', values['max-wait'], 0, 86400) ?? DEFAULT_MAX_WAIT_MS / 1000) * 1000,
    maxResponseTimeMs: integer('max-response-time', values['max-response-time'], 1, 600000),
    showSecrets: values['show-secrets'] === true,
    color: isTty && values['no-color'] !== true && !env.NO_COLOR,
  };
  if (base.help) return { ...base, targets: [] as CliTarget[] };
  if (values.junit === '') throw new UsageError('--junit needs a file name');

  type Draft = { area: AreaName | null; spec: string; baseUrl: string };
  let drafts: Draft[];
  if (values.all || values.area) {
    if (values.all && (values.area || values.spec || values['base-url'])) throw new UsageError('--all runs the four local areas; it does not combine with --area, --spec or --base-url');
    const areas = values.all ? AREA_NAMES : [...new Set(values.area)];
    if (areas.length > 1 && (values.spec || values['base-url'])) throw new UsageError('--spec and --base-url apply to one target; give one --area with them');
    drafts = areas.map((area) => {
      const target = areaTarget(area, env);
      return { area: target.area, spec: values.spec ?? target.specPath, baseUrl: values['base-url'] ?? target.baseUrl };
    });
  } else {
    if (!values.spec) throw new UsageError('give a target: --spec FILE with --base-url URL, --area NAME or --all (see --help)');
    if (!values['base-url']) throw new UsageError('--spec needs --base-url (where the server under test listens)');
    drafts = [{ area: null, spec: values.spec, baseUrl: values['base-url'] }];
  }
  for (const draft of drafts) httpUrlOption('base-url', draft.baseUrl);

  const areasInRun = new Set(drafts.map((d) => d.area));
  const forTarget = (option: string, raw: string[] | undefined, area: AreaName | null): string[] =>
    (raw ?? []).flatMap((value) => {
      const [scope, text] = scoped(value);
      if (scope !== null && !areasInRun.has(scope)) throw new UsageError(`--${option} ${scope}=… is for area ${scope}, which this run does not test`);
      return scope === null || scope === area ? [text] : [];
    });
  const single = (option: string, raw: string[] | undefined, area: AreaName | null): string | undefined => {
    const found = forTarget(option, raw, area);
    if (found.length > 1) throw new UsageError(`--${option} is given ${found.length} times for ${area ?? 'the target'}; give it once (or once per area, as AREA=VALUE)`);
    return found[0];
  };

  const loginOf = (area: AreaName | null): LoginOptions | undefined => {
    const login: LoginOptions = {
      url: single('login-url', values['login-url'], area),
      body: single('login-body', values['login-body'], area),
      command: single('login-command', values['login-command'], area),
      tokenPointer: single('login-token-pointer', values['login-token-pointer'], area),
    };
    if (!login.url && !login.command) {
      if (login.body) throw new UsageError('--login-body needs --login-url (where to POST it)');
      if (login.tokenPointer) throw new UsageError('--login-token-pointer needs --login-url or --login-command');
      return undefined;
    }
    if (login.url && login.command) throw new UsageError('give --login-url or --login-command, not both');
    if (login.body !== undefined) parseJson(login.body, '--login-body must be JSON');
    if (login.tokenPointer !== undefined && !login.tokenPointer.startsWith('/')) throw new UsageError(`--login-token-pointer must be a JSON pointer such as /data/accessToken, got "${login.tokenPointer}"`);
    if (single('bearer', values.bearer, area)) throw new UsageError('give --bearer or a login (--login-url, --login-command), not both');
    return login;
  };

  const targets = drafts.map((draft): CliTarget => {
    const login = loginOf(draft.area);
    return {
      ...draft,
      name: draft.area ?? path.basename(draft.spec.replace(/[?#].*$/, '')).replace(/\.(ya?ml|json)$/i, ''),
      credentials: {
        headers: forTarget('header', values.header, draft.area).map(parseHeader),
        apiKey: single('api-key', values['api-key'], draft.area),
        bearer: single('bearer', values.bearer, draft.area),
        basic: basicOf(single('basic', values.basic, draft.area)),
      },
      ...(login ? { login } : {}),
    };
  });
  return { ...base, targets };
}

function basicOf(raw: string | undefined): string | undefined {
  if (raw !== undefined && !raw.includes(':')) throw new UsageError(`--basic must be USER:PASSWORD, got "${raw}"`);
  return raw;
}
