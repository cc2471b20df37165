/**
 * The proxy's command line: `--spec FILE|URL --upstream URL`, or `--area NAME` for one of this
 * project's areas (its spec, and the area's local address from the settings as upstream).
 */
import { choiceOption, httpUrlOption, integerOption, parseCommandLine, UsageError } from '../config/command-line.js';
import { areaTarget } from '../contract/targets.js';

export const DEFAULT_PROXY_PORT = 4010;
const DEFAULT_MAX_VALIDATED_BYTES = 1024 * 1024;
const DEFAULT_UPSTREAM_TIMEOUT_MS = 60_000;

export const HELP = `cfs-proxy: a validating proxy. Put it between a client and a real server: it forwards every
request and passes every answer back, and reports each request and answer that breaks the
spec (OpenAPI 3.0 or 3.1, Swagger 2.0, or a Postman Collection) in the X-Contract-Violations
response header and one log line per violation.

usage: cfs-proxy --spec FILE|URL --upstream URL [options]
       cfs-proxy --area NAME [options]      (in this project's folder: npm run proxy -- --area hrm)

options:
  --spec FILE|URL        The spec (YAML or JSON file, or an http(s) URL): OpenAPI 3.0 or 3.1, or
                         Swagger 2.0 (converted to OpenAPI 3.0 when read), or a Postman Collection v2.
  --upstream URL         The real server, e.g. http://127.0.0.1:8083 (a path is prepended to every request).
  --area NAME            One of this project's areas (knowledge, crawler, hrm, marketing): its spec,
                         and the area's local address (HOST, <AREA>_PORT) as upstream unless --upstream.
  --port N               Where the proxy listens (default ${DEFAULT_PROXY_PORT}; 0: any free port).
  --host H               Address the proxy listens on (default 127.0.0.1).
  --errors               Refuse a request that breaks its operation (400, 401 or 422 in
                         application/problem+json) instead of forwarding it, as Prism's --errors.
  --strict               Refuse a document that breaks the official schema of its version (for
                         linting in CI); without it such a document is served, each defect a warning.
  --max-validated-bytes N
                         Largest JSON body read and validated (default ${DEFAULT_MAX_VALIDATED_BYTES}); larger bodies
                         stream through unvalidated.
  --upstream-timeout MS  How long the upstream may take to answer (default ${DEFAULT_UPSTREAM_TIMEOUT_MS}).
  --log-level LEVEL      fatal, error, warn (violations), info (default), debug, silent.
  -h, --help             This text.

Unknown paths are forwarded and reported as "no operation". Logs are JSON lines on stdout.
Exit codes: 0 stopped by SIGTERM/SIGINT, 2 usage or spec error.`;

export function parseProxyArguments(argv: string[], env: Record<string, string | undefined> = process.env) {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      spec: { type: 'string' },
      upstream: { type: 'string' },
      area: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      errors: { type: 'boolean' },
      strict: { type: 'boolean' },
      'max-validated-bytes': { type: 'string' },
      'upstream-timeout': { type: 'string' },
      'log-level': { type: 'string' },
    },
  });
  const logLevel = choiceOption('log-level', values['log-level'] ?? 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
  const common = {
    host: values.host ?? '127.0.0.1',
    port: integerOption('port', values.port, 0, 65535) ?? DEFAULT_PROXY_PORT,
    refuseInvalid: values.errors === true,
    strict: values.strict === true,
    maxValidatedBytes: integerOption('max-validated-bytes', values['max-validated-bytes'], 1, 1024 * 1024 * 1024) ?? DEFAULT_MAX_VALIDATED_BYTES,
    upstreamTimeoutMs: integerOption('upstream-timeout', values['upstream-timeout'], 1, 600_000) ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    logLevel,
  };
  if (values.area !== undefined) {
    const target = areaTarget(values.area, env);
    return { ...common, spec: values.spec ?? target.specPath, upstream: httpUrlOption('upstream', values.upstream ?? target.baseUrl) };
  }
  if (!values.spec) throw new UsageError('give --spec FILE|URL with --upstream URL, or --area NAME (see --help)');
  if (!values.upstream) throw new UsageError('--spec needs --upstream (the real server the proxy forwards to)');
  return { ...common, spec: values.spec, upstream: httpUrlOption('upstream', values.upstream) };
}
