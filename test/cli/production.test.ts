/**
 * Production defaults (docs/production.md) and the CLIs' --help: what an operator meets on
 * the first production start.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { packageRoot } from '../../src/config/package-root.js';
import { loadSettings, SettingsError } from '../../src/config/settings.js';
import { servesMemberStandIn, startLiveAreas } from '../../src/server.js';
import { listeningUrl, spawnCollecting } from '../support/processes.js';
import { temporaryFolder } from '../support/temporary-folders.js';

const run = promisify(execFile);
const freePorts = { KNOWLEDGE_PORT: '0', CRAWLER_PORT: '0', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0' };

describe('production defaults', () => {
  it('development keeps the one-command experience: stand-in, demo data, strict responses', () => {
    const settings = loadSettings({});
    expect([settings.memberApiStandIn, settings.demoData, settings.responseValidation]).to.deep.equal([true, true, 'strict']);
    expect(servesMemberStandIn(settings)).to.equal(true);
  });

  it('a production start without MEMBER_API_URL stops with one line naming it', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' }))
      .to.throw(SettingsError, 'MEMBER_API_URL: is required with NODE_ENV=production: the URL of the central member API');
  });

  it('what talks to no member API (the mock, keys, seed) needs no MEMBER_API_URL in production', () => {
    const settings = loadSettings({ NODE_ENV: 'production' }, { requireMemberApi: false });
    expect([settings.memberApiStandIn, settings.demoData, settings.responseValidation]).to.deep.equal([false, false, 'off']);
  });

  it('the knowledge catalog and reports are the demo files only with demo data, else only what the operator names', () => {
    const demo = loadSettings({});
    expect(demo.knowledge.sourcesFile).to.equal(path.join(packageRoot, 'demo/knowledge/sources.yaml'));
    expect(demo.knowledge.reportDir).to.equal(path.join(packageRoot, 'demo/knowledge/reports'));
    const production = loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com' });
    expect([production.knowledge.sourcesFile, production.knowledge.reportDir], 'never the demo files').to.deep.equal([null, null]);
    expect(loadSettings({ DEMO_DATA: 'false' }).knowledge.sourcesFile, 'no demo data, no demo catalog').to.equal(null);
    const asked = loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com', DEMO_DATA: 'true' });
    expect(asked.knowledge.sourcesFile, 'DEMO_DATA=true asks for the demo catalog too').to.equal(path.join(packageRoot, 'demo/knowledge/sources.yaml'));
    const given = loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com', KNOWLEDGE_SOURCES_FILE: 'conf/sources.yaml', KNOWLEDGE_REPORT_DIR: '/var/reports' });
    expect([given.knowledge.sourcesFile, given.knowledge.reportDir]).to.deep.equal([path.resolve('conf/sources.yaml'), '/var/reports']);
  });

  it('production runs no stand-in, loads no demo data and skips response validation unless asked', () => {
    const settings = loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com' });
    expect([settings.memberApiStandIn, settings.demoData, settings.responseValidation]).to.deep.equal([false, false, 'off']);
    expect(servesMemberStandIn(settings)).to.equal(false);
    const asked = loadSettings({ NODE_ENV: 'production', MEMBER_API_STANDIN: 'true', DEMO_DATA: 'true' });
    expect([asked.memberApiStandIn, asked.demoData, servesMemberStandIn(asked)]).to.deep.equal([true, true, true]);
  });

  it('refuses a malformed MEMBER_API_STANDIN or DEMO_DATA naming the setting', () => {
    expect(() => loadSettings({ DEMO_DATA: 'sometimes' })).to.throw(SettingsError, 'DEMO_DATA: must be true or false, got "sometimes"');
    expect(() => loadSettings({ MEMBER_API_STANDIN: 'maybe' })).to.throw(SettingsError, 'MEMBER_API_STANDIN: must be true or false');
  });

  it('the stand-in never starts on a non-loopback address, in any mode', async () => {
    for (const env of [{}, { NODE_ENV: 'production', MEMBER_API_STANDIN: 'true' }]) {
      const settings = loadSettings({ ...env, ...freePorts, HOST: '0.0.0.0', DATA_DIR: temporaryFolder('prod-') });
      let error: unknown;
      await startLiveAreas(settings, pino({ level: 'silent' })).catch((e: unknown) => (error = e));
      expect(error).to.be.instanceOf(SettingsError);
      expect((error as SettingsError).setting).to.equal('HOST');
      expect((error as Error).message).to.include('listens only on a loopback address, not 0.0.0.0');
    }
  });

  it('a production start serves every area with no stand-in and an empty store', async () => {
    const settings = loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'http://127.0.0.1:9', ...freePorts, DATA_DIR: temporaryFolder('prod-') });
    const servers = await startLiveAreas(settings, pino({ level: 'silent' }));
    try {
      expect(servers.running.map((s) => s.name)).to.deep.equal(['knowledge', 'crawler', 'hrm', 'marketing']);
      const tenants = await servers.runtime.store.db.selectFrom('marketing_tenants').select('id').execute();
      const employees = await servers.runtime.store.db.selectFrom('hrm_employees').select('id').execute();
      expect({ tenants, employees }, 'no demo rows in production').to.deep.equal({ tenants: [], employees: [] });
      const healthPaths: Record<string, string> = { knowledge: '/api/v1/health', crawler: '/api/public/v1/health', hrm: '/api/health', marketing: '/api/public/v1/status' };
      for (const { name, url } of servers.running) {
        const health = await fetch(`${url}${healthPaths[name]}`);
        expect(health.status, `${name} health`).to.equal(200);
      }
      const knowledge = servers.running.find((s) => s.name === 'knowledge')!.url;
      const sources = await (await fetch(`${knowledge}/api/v1/sources`)).json();
      expect(sources.data, 'no demo catalog in production').to.deep.equal({ sourceCount: 0, sources: [], keywords: [], affectedDocuments: [] });
      expect((await fetch(`${knowledge}/api/v1/reports/latest`)).status, 'no demo report').to.equal(404);
    } finally {
      await servers.stop();
    }
  });
});

describe('the mock in production', function () {
  // Past waitFor's own 90 s for a start (test/support/processes.ts), which fails with the output.
  this.timeout(120_000);

  for (const [command, args] of [['npm run mock (serve --mock)', ['--import', 'tsx', 'src/cli/serve.ts', '--mock']], ['cfs-mock (mock, no --spec)', ['--import', 'tsx', 'src/cli/mock.ts']]] as const) {
    it(`${command} starts with NODE_ENV=production and no MEMBER_API_URL: it needs no member API`, async () => {
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', AREAS: 'hrm', ...freePorts };
      const mock = spawnCollecting(process.execPath, args, { env });
      try {
        const url = await listeningUrl(mock, 'hrm', 'mock area listening');
        const employees = await fetch(`${url}/api/v1/employees`, { headers: { 'X-API-Key': 'any-well-formed-key' } });
        expect(employees.status).to.equal(200);
        expect(employees.headers.get('x-mock')).to.be.a('string');
      } finally {
        mock.child.kill('SIGTERM');
      }
      expect(await mock.exited, mock.output()).to.equal(0);
    });
  }
});

describe('--help on every CLI', function () {
  this.timeout(30_000);
  const cli = (file: string, ...args: string[]) => run(process.execPath, ['--import', 'tsx', `src/cli/${file}`, ...args], { env: { ...process.env, DATA_DIR: temporaryFolder('help-') } });

  it('keys --help lists its commands and options and exits 0', async () => {
    const { stdout } = await cli('keys.ts', '--help');
    for (const text of ['usage: npm run keys -- <command>', 'create --service hrm --company <company> --scopes', 'create --service marketing --tenant', 'list [--service hrm|marketing]', 'revoke <id>', '-h, --help']) expect(stdout).to.include(text);
  });

  it('seed --help says where the data goes and how to start over', async () => {
    const { stdout } = await cli('seed.ts', '--help');
    for (const text of ['usage: npm run seed -- --rows N', 'DATABASE_URL', 'DATA_DIR', 'starting over']) expect(stdout).to.include(text);
  });

  it('serve --help lists the modes and exits 0 without starting anything', async () => {
    const { stdout } = await cli('serve.ts', '--help');
    for (const text of ['npm start', 'npm run mock', '--mock', 'NODE_ENV=production', 'SIGTERM']) expect(stdout).to.include(text);
  });

  it('contract --help lists its options', async () => {
    const { stdout } = await cli('contract.ts', '--help');
    expect(stdout).to.include('--spec').and.to.include('--base-url');
  });

  it('healthcheck --help says what it asks and exits 0', async () => {
    const { stdout } = await cli('healthcheck.ts', '--help');
    for (const text of ['/readyz', 'METRICS_PORT', 'every area of AREAS listens']) expect(stdout).to.include(text);
  });
});
