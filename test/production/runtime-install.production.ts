/**
 * The production path as an operator takes it (`npm run test:production`, run by .ci/run; not
 * part of `npm test` because `npm ci --omit=dev` builds better-sqlite3 and takes minutes):
 *
 * 1. `npm run build`, then copy exactly what the Dockerfile's runtime stage copies (build/,
 *    spec/, demo/, package.json, package-lock.json) into an empty folder, `npm ci --omit=dev`
 *    there, and start `node build/src/cli/serve.js` with NODE_ENV=production from another
 *    working directory: every area answers, no stand-in, no demo rows, SIGTERM frees the ports.
 * 2. The same install with RESPONSE_VALIDATION=warn and demo rows: store-written list pages pass
 *    the built response check (docs/performance.md: checked as text) and read back valid under
 *    the spec; a row made invalid in the store is reported in the log, and still answered.
 * 3. SIGTERM and SIGINT sent to the process `npm start` starts drain and free every port.
 *
 * No Docker engine runs on our machines, so this test replays the Dockerfile's install steps:
 * keep the two in step (the Dockerfile says the same).
 */
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/ports.js';
import { listeningUrls, spawnCollecting, waitFor, type Spawned } from '../support/processes.js';
import { promisify } from 'node:util';
import request from 'supertest';
import { packageRoot } from '../../src/config/package-root.js';
import { specPathOf } from '../../src/config/spec-paths.js';
import { assertMatchesSpec } from '../support/contract.js';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** What the Dockerfile's runtime stage copies from the build stage. */
const SHIPPED = ['build', 'spec', 'demo', 'package.json', 'package-lock.json'];
const HEALTH: Record<string, string> = { knowledge: '/api/v1/health', crawler: '/api/public/v1/health', hrm: '/api/health', marketing: '/api/public/v1/status' };


async function portEnv() {
  return {
    KNOWLEDGE_PORT: String(await freePort()),
    CRAWLER_PORT: String(await freePort()),
    HRM_PORT: String(await freePort()),
    MARKETING_PORT: String(await freePort()),
    MEMBER_API_PORT: String(await freePort()),
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Started extends Spawned {
  urls: Record<string, string>;
}

/** Spawns a server and waits until every expected area has logged its URL. */
async function start(command: string, args: string[], options: { cwd: string; env: Record<string, string | undefined>; areas: string[] }): Promise<Started> {
  const started = spawnCollecting(command, args, options);
  // No timeout of its own: the build `npm start` runs first is slow on a loaded machine; the test's timeout bounds it.
  const urls = await waitFor(
    started,
    `${command} ${args.join(' ')} serving ${options.areas.join(', ')}`,
    () => {
      const urls = listeningUrls(started);
      return options.areas.every((area) => urls[area]) ? urls : undefined;
    },
    Infinity,
  );
  return { ...started, urls };
}

const AREAS = ['knowledge', 'crawler', 'hrm', 'marketing'];

describe('production path', function () {
  this.timeout(15 * 60_000);
  const work = mkdtempSync(path.join(tmpdir(), 'runtime-install-'));
  const app = path.join(work, 'app');
  after(() => rmSync(work, { recursive: true, force: true }));

  /** The build, copied as the Dockerfile copies it and installed without dev dependencies, once for the tests that run it. */
  let installing: Promise<void> | undefined;
  const installed = () =>
    (installing ??= (async () => {
      await exec(npm, ['run', 'build'], { cwd: packageRoot });
      mkdirSync(app);
      for (const entry of SHIPPED) cpSync(path.join(packageRoot, entry), path.join(app, entry), { recursive: true });
      await exec(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, maxBuffer: 64 * 1024 * 1024 });
    })());

  it('a runtime-only install of the build serves every area with NODE_ENV=production, no stand-in, no demo data', async () => {
    await installed();
    // No dev tool made it in: the servers run on plain node alone.
    expect(await exec(process.execPath, ['-e', 'require.resolve("tsx")'], { cwd: app }).then(() => 'tsx installed', () => 'no tsx')).to.equal('no tsx');

    const ports = await portEnv();
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', MEMBER_API_URL: 'http://127.0.0.1:9', DATA_DIR: path.join(work, 'data'), ...ports };
    // Started from another working directory: assets are found from the package, not the cwd.
    const server = await start(process.execPath, [path.join(app, 'build/src/cli/serve.js')], { cwd: work, env, areas: AREAS });
    try {
      expect(Object.keys(server.urls).sort()).to.deep.equal([...AREAS].sort());
      expect(server.output(), 'the stand-in is not started').to.not.include('"area":"member-api"');
      expect(await accepts(Number(ports.MEMBER_API_PORT)), 'nothing listens on the stand-in port').to.equal(false);
      for (const area of AREAS) {
        const response = await fetch(`${server.urls[area]}${HEALTH[area]}`);
        expect(response.status, `${area} health`).to.equal(200);
      }
      const hrWithoutKey = await fetch(`${server.urls.hrm}/api/v1/employees`);
      expect(hrWithoutKey.status).to.equal(401);

      // The built keys CLI works without dev dependencies, and finds no demo tenant to bind to.
      const keysCli = path.join(app, 'build/src/cli/keys.js');
      const refused = await exec(process.execPath, [keysCli, 'create', '--service', 'marketing', '--tenant', 'acme', '--name', 'probe'], { cwd: work, env }).then(() => null, (error: { stderr: string }) => error.stderr);
      expect(refused, 'no demo tenant in a production store').to.include('unknown tenant "acme"');
      const created = await exec(process.execPath, [keysCli, 'create', '--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read', '--name', 'probe'], { cwd: work, env });
      const key = created.stdout.trimEnd().split('\n').at(-1)!;
      const employees = await fetch(`${server.urls.hrm}/api/v1/employees`, { headers: { 'X-API-Key': key } });
      expect(employees.status).to.equal(200);
      expect((await employees.json()).data.total, 'no demo employees').to.equal(0);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.output()).to.equal(0);
    for (const [name, port] of Object.entries(ports)) expect(await accepts(Number(port)), `${name} is freed`).to.equal(false);
  });

  it('the built response check in warn mode passes store-written pages, and logs a row the spec refuses while still answering it', async () => {
    await installed();
    const ports = await portEnv();
    const dataDir = path.join(work, 'warn-data');
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', RESPONSE_VALIDATION: 'warn', DEMO_DATA: 'true', AREAS: 'hrm,marketing', MEMBER_API_URL: 'http://127.0.0.1:9', DATA_DIR: dataDir, ...ports };
    const server = await start(process.execPath, [path.join(app, 'build/src/cli/serve.js')], { cwd: work, env, areas: ['hrm', 'marketing'] });
    try {
      const keysCli = path.join(app, 'build/src/cli/keys.js');
      const keyOf = async (args: string[]) => (await exec(process.execPath, [keysCli, 'create', ...args, '--name', 'warn-probe'], { cwd: work, env })).stdout.trimEnd().split('\n').at(-1)!;
      const hrKey = await keyOf(['--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read']);
      const marketingKey = await keyOf(['--service', 'marketing', '--tenant', 'acme']);
      const employees = () => request(server.urls.hrm).get('/api/v1/employees?page=1&pageSize=20').set('X-API-Key', hrKey);
      const campaigns = () => request(server.urls.marketing).get('/api/public/v1/ads/campaigns?page=1&page_size=20').set('X-API-Key', marketingKey);

      for (const [area, answer] of [['hrm', await employees()], ['marketing', await campaigns()]] as const) {
        expect(answer.status, answer.text).to.equal(200);
        expect(answer.body.data.items, `${area} demo rows`).to.not.be.empty;
        await assertMatchesSpec(specPathOf(area), answer);
      }
      expect(server.output(), 'valid pages pass the check').to.not.include('response breaks the spec');

      // Another process breaks one row in the store: warn reports it and still answers.
      const store = new Database(path.join(dataDir, 'store.sqlite'));
      try {
        const changed = store.prepare("update hrm_employees set email = 'not an email' where company_id = 'acme' and employee_number = (select min(employee_number) from hrm_employees where company_id = 'acme')").run();
        expect(changed.changes).to.equal(1);
      } finally {
        store.close();
      }
      const broken = await employees();
      expect(broken.status, 'warn answers anyway').to.equal(200);
      expect(broken.body.data.items.map((item: { email: string }) => item.email)).to.include('not an email');
      await waitFor(server, 'the violation logged', () => (server.output().includes('response breaks the spec') ? true : undefined));
      const logged = server.output().split('\n').find((line) => line.includes('response breaks the spec'))!;
      expect(JSON.parse(logged)).to.include({ operationId: 'listEmployees', status: 200 });
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.output()).to.equal(0);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} sent to the process \`npm start\` starts drains and frees every port`, async () => {
      const ports = await portEnv();
      const env = { ...process.env, DATA_DIR: path.join(work, `start-${signal}`), ...ports };
      const server = await start(npm, ['start'], { cwd: packageRoot, env, areas: AREAS });
      const health = await fetch(`${server.urls.knowledge}/api/v1/health`);
      expect(health.status).to.equal(200);
      server.child.kill(signal);
      expect(await server.exited, server.output()).to.equal(0);
      expect(server.output()).to.include('draining and stopping');
      for (const [name, port] of Object.entries(ports)) expect(await accepts(Number(port)), `${name} is freed`).to.equal(false);
    });
  }
});
