/**
 * The settings table (SETTING_NAMES in src/config/settings.ts), what loadSettings reads, and
 * README.md's "Settings" table name the same environment variables: a setting added to one and
 * not the others fails here.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { autoMaxConnections, descriptorLimit, loadSettings, SETTING_NAMES } from '../../src/config/settings.js';
import { packagePath } from '../../src/config/package-root.js';

/** The names in the first column of README.md's "Settings" table. */
function readmeSettings(): string[] {
  const readme = readFileSync(packagePath('README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Settings\n'));
  const rows = section.slice(0, section.indexOf('\n## ', 1)).split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
}

/** The names loadSettings reads from `env`, whether set or not. */
function namesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadSettings(watched);
  return read;
}

describe('config: settings', () => {
  it("README.md's Settings table lists every setting, once, and nothing else", () => {
    const documented = readmeSettings();
    expect(documented.length, 'README rows found').to.be.above(30);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index), 'listed twice').to.deep.equal([]);
    expect([...SETTING_NAMES].filter((name) => !documented.includes(name)), 'in SETTING_NAMES, not in README.md').to.deep.equal([]);
    expect(documented.filter((name) => !(SETTING_NAMES as readonly string[]).includes(name)), 'in README.md, not in SETTING_NAMES').to.deep.equal([]);
  });

  it('loadSettings reads every name of SETTING_NAMES and no other', () => {
    const read = new Set<string>();
    // Some settings are read only when another is given (METRICS_HOST with METRICS_PORT...).
    const envs: Array<Record<string, string>> = [{}, { METRICS_PORT: '9464', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces', AREAS: 'hrm' }, { NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com' }];
    for (const env of envs) {
      for (const name of namesRead(env)) read.add(name);
    }
    expect([...read].filter((name) => !(SETTING_NAMES as readonly string[]).includes(name)), 'read, not declared').to.deep.equal([]);
    expect([...SETTING_NAMES].filter((name) => !read.has(name)), 'declared, never read').to.deep.equal([]);
  });

  it('the budgets per tenant and per company are off unless set, and parsed like the others', () => {
    expect(loadSettings({}).limits).to.deep.include({ marketingPerTenant: null, hrmPerCompany: null });
    expect(loadSettings({ MARKETING_TENANT_RATE_LIMIT: '3000/60s', HRM_COMPANY_RATE_LIMIT: '5/1m' }).limits).to.deep.include({ marketingPerTenant: { points: 3000, durationSec: 60 }, hrmPerCompany: { points: 5, durationSec: 60 } });
    expect(() => loadSettings({ MARKETING_TENANT_RATE_LIMIT: 'lots' })).to.throw(/^MARKETING_TENANT_RATE_LIMIT: must look like 3000\/60s/);
  });

  it('parses every whole number one way: digits only, within its range, the error naming setting, range and value', () => {
    expect(loadSettings({ HRM_PORT: '0', STORE_BREAKER_FAILURES: '1000', WORKERS: '64', RESPONSE_VALIDATION_SAMPLE: '7' })).to.deep.include({ workers: 64, responseSample: 7 });
    for (const [name, raw] of [['HRM_PORT', '+80'], ['HRM_PORT', '8e3'], ['CPU_BUDGET_MS', ' 100'], ['STORE_BREAKER_FAILURES', '1.5'], ['WORKERS', '0'], ['CPU_WORKERS', '65'], ['STORE_TIMEOUT_MS', '9'], ['STORE_BULK_TIMEOUT_MS', '86400001'], ['STORE_READS_PER_TENANT', '-1']]) {
      expect(() => loadSettings({ [name]: raw }), `${name}=${raw}`).to.throw(new RegExp(`^${name}: must be .+ from \\d+ to \\d+.*, got "${raw.replace('+', '\\+')}"$`));
    }
  });
});

describe('config: connection bounds', () => {
  it('defaults to careful figures, and MAX_CONNECTIONS=auto follows the descriptor limit', () => {
    const { connections } = loadSettings({});
    expect(connections).to.deep.include({ perAddress: 256, pipelineDepth: 16, keepAliveTimeoutMs: 5000, headersTimeoutMs: 60_000, requestTimeoutMs: 300_000 });
    expect(connections).to.deep.include({ bodyTimeoutMs: 30_000, sendTimeoutMs: 30_000 });
    expect(connections.max).to.equal(autoMaxConnections(descriptorLimit()));
    expect(loadSettings({ MAX_CONNECTIONS: 'auto' }).connections.max).to.equal(connections.max);
    expect(loadSettings({ MAX_CONNECTIONS: '500' }).connections.max).to.equal(500);
  });

  it('auto: 80% of the limit, at most 10,000, 1,000 where the limit cannot be read', () => {
    expect([autoMaxConnections(1024), autoMaxConnections(1_048_576), autoMaxConnections(null), autoMaxConnections(10)]).to.deep.equal([819, 10_000, 1000, 16]);
  });

  it('reads the descriptor limit from /proc/self/limits', () => {
    const limits = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 4096                 files\n';
    expect(descriptorLimit(() => limits)).to.equal(1024);
    expect(descriptorLimit(() => limits.replace('1024 ', 'unlimited'))).to.equal(Number.MAX_SAFE_INTEGER);
    expect(descriptorLimit(() => { throw new Error('ENOENT'); })).to.equal(null);
  });

  it('refuses a headers timeout longer than the request timeout, naming both', () => {
    expect(() => loadSettings({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).to.throw('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS (10000), got "20000"');
    expect(() => loadSettings({ MAX_CONNECTIONS: 'lots' })).to.throw('MAX_CONNECTIONS: must be a number of connections from 16 to 1000000 or auto, got "lots"');
  });
});
