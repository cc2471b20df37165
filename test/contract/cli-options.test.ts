/** The contract command line, parsed in-process: targets, credentials per area, and every usage error. */
import { expect } from 'chai';
import { helpText, invokedCommand, parseCliArguments } from '../../src/contract/cli-options.js';
import { CHECK_NAMES, UsageError, PHASES } from '../../src/contract/index.js';

const env = { NODE_ENV: 'test' };
/** The help as `npm run contract -- --help` prints it. */
const HELP = helpText();

function usageError(argv: string[], environment: Record<string, string> = env): string {
  try {
    parseCliArguments(argv, environment);
  } catch (error) {
    expect(error).to.be.instanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('contract command line', () => {
  it('takes a spec, a base URL and the options of the issue', () => {
    const options = parseCliArguments(
      ['--spec', 'spec/hrm.yaml', '--base-url', 'http://127.0.0.1:8083', '--header', 'X-API-Key: hrm_abc', '--bearer', 'TOKEN', '--junit', 'report.xml', '--seed', '42', '--max-examples', '5', '--operation', 'listEmployees'],
      env,
    );
    expect(options.targets).to.deep.equal([
      { area: null, name: 'hrm', spec: 'spec/hrm.yaml', baseUrl: 'http://127.0.0.1:8083', credentials: { headers: [['X-API-Key', 'hrm_abc']], apiKey: undefined, bearer: 'TOKEN', basic: undefined } },
    ]);
    expect(options).to.include({ junit: 'report.xml', seed: 42, maxExamples: 5, mock: false, color: false });
    expect(options.operations).to.deep.equal(['listEmployees']);
    expect(options.phases).to.deep.equal([...PHASES]);
  });

  it('resolves --area to the area spec and its port from the settings', () => {
    const [target] = parseCliArguments(['--area', 'hrm'], env).targets;
    expect(target).to.deep.include({ area: 'hrm', name: 'hrm', spec: 'spec/hrm.yaml', baseUrl: 'http://127.0.0.1:8083' });
    expect(parseCliArguments(['--area', 'marketing'], { HRM_PORT: '9999', MARKETING_PORT: '9100', HOST: '0.0.0.0' }).targets[0].baseUrl).to.equal('http://127.0.0.1:9100');
    expect(parseCliArguments(['--area', 'hrm', '--base-url', 'http://hr.example:80'], env).targets[0].baseUrl).to.equal('http://hr.example:80');
      // With NODE_ENV=production (a runtime-only install) it needs no MEMBER_API_URL: it reads only HOST and the ports.
    expect(parseCliArguments(['--area', 'hrm'], { NODE_ENV: 'production', HRM_PORT: '9183' }).targets[0].baseUrl).to.equal('http://127.0.0.1:9183');
  });

  it('runs --all on the four default ports, with credentials scoped per area', () => {
    const { targets } = parseCliArguments(['--all', '--api-key', 'hrm=hrm_key', '--api-key', 'marketing=mkt_key', '--header', 'X-Trace: 1'], env);
    expect(targets.map((t) => [t.area, t.baseUrl])).to.deep.equal([
      ['knowledge', 'http://127.0.0.1:8081'],
      ['crawler', 'http://127.0.0.1:8082'],
      ['hrm', 'http://127.0.0.1:8083'],
      ['marketing', 'http://127.0.0.1:8084'],
    ]);
    expect(targets.map((t) => t.credentials.apiKey)).to.deep.equal([undefined, undefined, 'hrm_key', 'mkt_key']);
    expect(targets.every((t) => t.credentials.headers[0][0] === 'X-Trace')).to.equal(true);
  });

  it('refuses what it cannot run, naming the option', () => {
    expect(usageError([])).to.equal('give a target: --spec FILE with --base-url URL, --area NAME or --all (see --help)');
    expect(usageError(['--spec', 'spec/hrm.yaml'])).to.equal('--spec needs --base-url (where the server under test listens)');
    expect(usageError(['--all', '--spec', 'x.yaml'])).to.equal('--all runs the four local areas; it does not combine with --area, --spec or --base-url');
    expect(usageError(['--area', 'payroll'])).to.equal('unknown area "payroll"; known: knowledge, crawler, hrm, marketing');
    expect(usageError(['--area', 'hrm', '--seed', '-1'])).to.equal("Option '--seed' argument is ambiguous. To specify an option argument starting with a dash use '--seed=-XYZ'.");
    expect(usageError(['--area', 'hrm', '--seed=-1'])).to.equal('--seed must be a whole number from 0 to 4294967295, got "-1"');
    expect(usageError(['--area', 'hrm', '--seed', 'abc'])).to.equal('--seed must be a whole number from 0 to 4294967295, got "abc"');
    expect(usageError(['--area', 'hrm', '--max-examples', '0'])).to.equal('--max-examples must be a whole number from 1 to 10000, got "0"');
    expect(usageError(['--area', 'hrm', '--phases', 'examples,statefull'])).to.equal('--phases: unknown statefull; known: examples, coverage, fuzzing, negative, auth, stateful');
    expect(usageError(['--area', 'hrm', '--login-body', '{}'])).to.equal('--login-body needs --login-url (where to POST it)');
    expect(usageError(['--area', 'hrm', '--login-url', '/login', '--login-body', 'not json'])).to.equal('--login-body must be JSON');
    expect(usageError(['--area', 'hrm', '--login-url', '/login', '--login-command', 'echo x'])).to.equal('give --login-url or --login-command, not both');
    expect(usageError(['--area', 'hrm', '--login-url', '/login', '--bearer', 'x'])).to.equal('give --bearer or a login (--login-url, --login-command), not both');
    expect(usageError(['--area', 'hrm', '--login-url', '/login', '--login-token-pointer', 'data.token'])).to.equal('--login-token-pointer must be a JSON pointer such as /data/accessToken, got "data.token"');
    expect(usageError(['--area', 'hrm', '--max-response-time', '0'])).to.equal('--max-response-time must be a whole number from 1 to 600000, got "0"');
    expect(usageError(['--area', 'hrm', '--max-retries', 'x'])).to.equal('--max-retries must be a whole number from 0 to 100, got "x"');
    expect(usageError(['--area', 'hrm', '--exclude-checks', 'nope'])).to.equal(`--exclude-checks: unknown nope; known: ${CHECK_NAMES.join(', ')}`);
    expect(usageError(['--area', 'hrm', '--header', 'no colon'])).to.equal(`--header must look like 'Name: value', got "no colon"`);
    expect(usageError(['--area', 'hrm', '--api-key', 'marketing=mkt_x'])).to.equal('--api-key marketing=… is for area marketing, which this run does not test');
    expect(usageError(['--all', '--api-key', 'a', '--api-key', 'b'])).to.match(/^--api-key is given 2 times for knowledge/);
    expect(usageError(['--spec', 'x.yaml', '--base-url', 'ftp://x'])).to.equal('--base-url must use http or https, got "ftp://x"');
    expect(usageError(['--spec', 'x.yaml', '--base-url', 'localhost:8080'])).to.equal('--base-url must use http or https, got "localhost:8080"');
    expect(usageError(['--spec', 'x.yaml', '--base-url', '/api'])).to.equal('--base-url must be an absolute http(s) URL, got "/api"');
    expect(usageError(['--area', 'hrm', '--rate-limit', 'fast'])).to.equal('--rate-limit must look like 10, 10/s or 100/m, got "fast"');
    expect(usageError(['--area', 'hrm', '--colour'])).to.equal("Unknown option '--colour'");
    expect(usageError(['--area', 'hrm', 'extra'])).to.match(/^Unexpected argument 'extra'/);
    expect(usageError(['--area', 'hrm'], { HRM_PORT: 'x' })).to.equal('configuration error: HRM_PORT: must be a port number from 0 to 65535, got "x"');
  });

  it('takes a login, retry bounds and a response-time limit', () => {
    const options = parseCliArguments(
      ['--area', 'hrm', '--api-key', 'hrm_k', '--login-url', '/api/v1/member-auth/login', '--login-body', '{"loginId":"hr.admin","password":"p"}', '--max-response-time', '2000', '--max-retries', '5', '--max-wait', '30'],
      env,
    );
    expect(options.targets[0].login).to.deep.equal({ url: '/api/v1/member-auth/login', body: '{"loginId":"hr.admin","password":"p"}', command: undefined, tokenPointer: undefined });
    expect(options).to.include({ maxResponseTimeMs: 2000, maxRetries: 5, maxWaitMs: 30_000 });
    const defaults = parseCliArguments(['--area', 'hrm'], env);
    expect(defaults).to.include({ maxResponseTimeMs: undefined, maxRetries: 3, maxWaitMs: 600_000 });
    expect(defaults.targets[0].login).to.equal(undefined);
    // With several areas, a login is given for the one that has it.
    const all = parseCliArguments(['--all', '--login-command', 'hrm=./get-token.sh'], env);
    expect(all.targets.map((t) => t.login?.command ?? null)).to.deep.equal([null, null, './get-token.sh', null]);
  });

  it('reads rate limits per second or per minute', () => {
    expect(parseCliArguments(['--area', 'hrm', '--rate-limit', '100/m'], env).rateLimit).to.be.closeTo(100 / 60, 1e-9);
    expect(parseCliArguments(['--area', 'hrm', '--rate-limit', '5'], env).rateLimit).to.equal(5);
  });

  it('explains every option and every check in --help', () => {
    expect(parseCliArguments(['--help'], env).help).to.equal(true);
    for (const option of ['--spec', '--base-url', '--area', '--all', '--header', '--api-key', '--bearer', '--junit', '--seed', '--max-examples', '--operation', '--phases', '--exclude-checks', '--mock', '--fail-on-upstream-errors', '--request-timeout', '--rate-limit', '--show-secrets', '--no-color']) {
      expect(HELP, option).to.include(`  ${option}`);
    }
    expect(HELP).to.include('  -h, --help');
    for (const check of CHECK_NAMES) expect(HELP).to.include(`  ${check} `);
    expect(HELP).to.include('Exit status: 0 when every check passed, 1 when any check failed');
  });

  it('speaks of the installed command outside this project: cfs-contract, without --area or --all', () => {
    expect(invokedCommand('/home/ci/app/node_modules/.bin/cfs-contract', {})).to.deep.equal({ command: 'cfs-contract', inRepository: false });
    expect(invokedCommand('/repo/build/src/cli/contract.js', { npm_lifecycle_event: 'contract' })).to.deep.equal({ command: 'npm run contract --', inRepository: true });
    const installed = helpText('cfs-contract', false);
    expect(installed).to.match(/^Usage: cfs-contract \[target\] \[options\]/);
    expect(installed).to.not.match(/npm run|--area|--all\b/);
    expect(installed).to.include('  cfs-contract --spec my-api.yaml --base-url http://127.0.0.1:4010');
    expect(HELP).to.match(/^Usage: npm run contract -- \[target\]/);
    expect(HELP).to.include('  --area NAME');
  });
});
