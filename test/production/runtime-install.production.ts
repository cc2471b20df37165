/**
 * The production path as an operator takes it (`npm run test:production`, run by .ci/run; not
 * part of `npm test` because `npm ci --omit=dev` builds better-sqlite3 and takes minutes). No
 * Docker engine runs on our machines, so this replays the Dockerfile, read from the file itself
 * (runtime-folder.ts): its runtime files, npm ci flags, ENV, HEALTHCHECK and CMD.
 *
 * 1. The runtime files are one list: the README's, which docs/production.md and the
 *    Dockerfile's runtime stage repeat; compose.yaml's health check is the Dockerfile's.
 * 2. The Dockerfile's CMD with its ENV in the runtime-only install: every area answers with
 *    NODE_ENV=production, no stand-in, no demo rows and no demo knowledge files; SIGTERM frees
 *    the ports. The built keys command runs from another working directory.
 * 3. The same install with RESPONSE_VALIDATION=warn and demo rows: store-written list pages pass
 *    the built response check and read back valid under the spec; a row made invalid in the
 *    store is reported in the log, and still answered.
 * 4. A deep page read by OFFSET on the built worker thread (src/store/deep-reads.ts), with the
 *    rows a seek from the list's positions gives; the built deep reader's bounds (a read past
 *    the store's timeout stopped, one past the line refused: 503 STORE_UNAVAILABLE).
 * 5. The Dockerfile's HEALTHCHECK, run as Docker runs it, against the CMD serving AREAS=hrm
 *    only: it fails until hrm listens, passes while it serves, fails once it drains.
 * 6. SIGTERM to `npm start` and SIGINT to the node it started: both drain and free every port.
 *
 * Every command the README documents for that folder: runtime-commands.production.ts.
 */
import Database from 'better-sqlite3';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import request from 'supertest';
import YAML from 'yaml';
import { packageRoot } from '../../src/config/package-root.js';
import { specPathOf } from '../../src/config/spec-paths.js';
import type * as DeepReads from '../../src/store/deep-reads.js';
import type * as StoreErrors from '../../src/store/store-errors.js';
import { assertMatchesSpec } from '../support/contract.js';
import { freePort } from '../support/ports.js';
import { accepts, background, dockerRuntimeStage, documentedRuntimeFiles, exec, listening, npm, runtimeEnv, runtimeFilesIn, runtimeInstall, until, type Background, type RuntimeInstall } from './runtime-folder.js';

const AREAS = ['knowledge', 'crawler', 'hrm', 'marketing'];
const HEALTH: Record<string, string> = { knowledge: '/api/v1/health', crawler: '/api/public/v1/health', hrm: '/api/health', marketing: '/api/public/v1/status' };

async function portEnv() {
  return {
    KNOWLEDGE_PORT: String(await freePort()),
    CRAWLER_PORT: String(await freePort()),
    HRM_PORT: String(await freePort()),
    MARKETING_PORT: String(await freePort()),
    MEMBER_API_PORT: String(await freePort()),
    METRICS_PORT: String(await freePort()),
  };
}

/**
 * The Dockerfile's ENV as a container gets it, but on this machine: loopback rather than
 * 0.0.0.0, a scratch DATA_DIR rather than /app/data, free ports rather than the fixed ones.
 */
async function imageEnv(install: RuntimeInstall, dataDir: string, extra: Record<string, string> = {}) {
  const image = dockerRuntimeStage().env;
  expect(image, 'the image runs in production, with its admin port set').to.include({ NODE_ENV: 'production' }).and.to.have.property('METRICS_PORT');
  return runtimeEnv({ ...image, HOST: '127.0.0.1', DATA_DIR: path.join(install.scratch, dataDir), MEMBER_API_URL: 'http://127.0.0.1:9', ...(await portEnv()), ...extra });
}

/** The Dockerfile's CMD, run where Docker runs it (WORKDIR /app), until the areas listen. */
async function startImage(install: RuntimeInstall, env: NodeJS.ProcessEnv, areas: string[]): Promise<{ server: Background; urls: Record<string, string> }> {
  const server = background(dockerRuntimeStage().cmd, { cwd: install.app, env });
  const urls = await until(server, `serving ${areas.join(', ')}`, () => {
    const urls = listening(server.output());
    return areas.every((area) => urls[area]) ? urls : undefined;
  });
  return { server, urls };
}

describe('production path', function () {
  this.timeout(20 * 60_000);
  let install: RuntimeInstall;
  before(async () => {
    install = await runtimeInstall();
  });

  it('the runtime files are one list: the README\'s, docs/production.md\'s and the Dockerfile\'s; compose.yaml checks health as the image does', () => {
    const files = documentedRuntimeFiles();
    expect(files).to.include.members(['build', 'spec', 'package.json', 'package-lock.json', 'scripts/ensure-build.mjs']);
    expect(runtimeFilesIn(readFileSync(path.join(packageRoot, 'docs/production.md'), 'utf8'), 'docs/production.md')).to.deep.equal(files);
    const image = dockerRuntimeStage();
    expect([...image.copies].sort(), 'what the Dockerfile\'s runtime stage copies').to.deep.equal([...files].sort());
    expect(image.npmCi).to.include('--omit=dev');
    const compose = YAML.parse(readFileSync(path.join(packageRoot, 'compose.yaml'), 'utf8')) as { services: { api: { healthcheck: { test: string[] } } } };
    expect(compose.services.api.healthcheck.test).to.deep.equal(['CMD', ...image.healthcheck]);
  });

  it('the Dockerfile\'s CMD serves every area with NODE_ENV=production: no stand-in, no demo data, no demo knowledge files', async () => {
    // No dev tool made it in: the servers run on plain node alone.
    expect(await exec(process.execPath, ['-e', 'require.resolve("tsx")'], { cwd: install.app }).then(() => 'tsx installed', () => 'no tsx')).to.equal('no tsx');
    const env = await imageEnv(install, 'data');
    const { server, urls } = await startImage(install, env, AREAS);
    try {
      expect(Object.keys(urls).sort()).to.deep.equal([...AREAS].sort());
      expect(server.output(), 'the stand-in is not started').to.not.include('"area":"member-api"');
      expect(await accepts(env.MEMBER_API_PORT!), 'nothing listens on the stand-in port').to.equal(false);
      for (const area of AREAS) expect((await fetch(`${urls[area]}${HEALTH[area]}`)).status, `${area} health`).to.equal(200);
      expect((await fetch(`${urls.hrm}/api/v1/employees`)).status).to.equal(401);

      // The knowledge monitor: no operator's files given, so nothing, and a warning saying why.
      const sources = await fetch(`${urls.knowledge}/api/v1/sources`);
      expect((await sources.json()).data, 'never the demo catalog').to.deep.equal({ sourceCount: 0, sources: [], keywords: [], affectedDocuments: [] });
      expect((await fetch(`${urls.knowledge}/api/v1/reports/latest`)).status, 'never a demo report').to.equal(404);
      const warned = server.output().split('\n').find((line) => line.includes('KNOWLEDGE_SOURCES_FILE and KNOWLEDGE_REPORT_DIR not set'));
      expect(warned, 'the start log names the unset settings').to.be.a('string');

      // The built keys command, from another working directory, finds no demo tenant to bind to.
      const keysCli = path.join(install.app, 'build/src/cli/keys.js');
      const noTenant = await exec(process.execPath, [keysCli, 'create', '--service', 'marketing', '--tenant', 'acme', '--name', 'probe'], { cwd: install.scratch, env }).then(() => null, (error: { stderr: string }) => error.stderr);
      expect(noTenant, 'no demo tenant in a production store').to.include('unknown tenant "acme"');
      // An HR key needs its company in the store: the operator makes it first (the built tenants command).
      await exec(process.execPath, [path.join(install.app, 'build/src/cli/tenants.js'), 'create', '--area', 'hrm', '--company', 'acme'], { cwd: install.scratch, env });
      const created = await exec(process.execPath, [keysCli, 'create', '--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read', '--name', 'probe'], { cwd: install.scratch, env });
      const key = created.stdout.trimEnd().split('\n').at(-1)!;
      const employees = await fetch(`${urls.hrm}/api/v1/employees`, { headers: { 'X-API-Key': key } });
      expect(employees.status).to.equal(200);
      expect((await employees.json()).data.total, 'no demo employees').to.equal(0);

      // What the built servers load on first need, not at start (docs/performance.md), is
      // found in this install too: cron-parser (a schedule, a refused cron), ajv (every problem
      // of a refused request listed), accepts (an Accept the operation cannot meet).
      const preview = (body: object) => fetch(`${urls.crawler}/api/public/v1/scheduler/preview`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const runs = await preview({ cron: '0 6 * * *', count: 2, timezone: 'Europe/Berlin', from: '2026-03-28T00:00:00Z' });
      expect(runs.status).to.equal(200);
      expect((await runs.json()).data.runs, 'across the spring-forward weekend').to.deep.equal(['2026-03-28T05:00:00.000Z', '2026-03-29T04:00:00.000Z']);
      const refused = await preview({ cron: '0 0 30 2 *', timezone: 'Europe/Atlantis' });
      expect(refused.status).to.equal(400);
      expect((await refused.json()).error.details).to.deep.equal([
        { location: 'body', path: 'cron', message: 'the day-of-month never occurs in the given month(s), e.g. 30 February' },
        { location: 'body', path: 'timezone', message: "'Europe/Atlantis' is not a known IANA time zone" },
      ]);
      expect((await fetch(`${urls.hrm}/api/v1/employees`, { headers: { 'X-API-Key': key, Accept: 'application/xml' } })).status, 'an Accept it cannot meet').to.equal(406);
    } finally {
      expect(await server.stop(), server.output().slice(-2000)).to.equal(0);
    }
    for (const name of ['KNOWLEDGE_PORT', 'CRAWLER_PORT', 'HRM_PORT', 'MARKETING_PORT', 'METRICS_PORT']) expect(await accepts(env[name]!), `${name} is freed`).to.equal(false);
    // The first start copied the build's store without demo data (src/store/store-template.ts):
    // its migrations are the template's, run when the build made it, not by this start.
    const migrationsOf = (file: string) => {
      const database = new Database(file, { readonly: true });
      try {
        return database.prepare('select name, timestamp from kysely_migration order by name').all();
      } finally {
        database.close();
      }
    };
    const template = migrationsOf(path.join(install.app, 'build/store-templates/empty.sqlite'));
    expect(template).to.have.length.greaterThan(0);
    expect(migrationsOf(path.join(env.DATA_DIR!, 'store.sqlite')), 'the store is a copy of the template').to.deep.equal(template);
  });

  it('the built response check in warn mode passes store-written pages, and logs a row the spec refuses while still answering it', async () => {
    // Every answer checked (RESPONSE_VALIDATION_SAMPLE=1): warn's default, one in 100 after each operation's first,
    // would leave the broken page unchecked; which answers a sample checks is test/pipeline/stages' business.
    const env = await imageEnv(install, 'warn-data', { RESPONSE_VALIDATION: 'warn', RESPONSE_VALIDATION_SAMPLE: '1', DEMO_DATA: 'true', AREAS: 'hrm,marketing' });
    const { server, urls } = await startImage(install, env, ['hrm', 'marketing']);
    try {
      const keysCli = path.join(install.app, 'build/src/cli/keys.js');
      const keyOf = async (args: string[]) => (await exec(process.execPath, [keysCli, 'create', ...args, '--name', 'warn-probe'], { cwd: install.scratch, env })).stdout.trimEnd().split('\n').at(-1)!;
      const hrKey = await keyOf(['--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read']);
      const marketingKey = await keyOf(['--service', 'marketing', '--tenant', 'acme']);
      const employees = () => request(urls.hrm).get('/api/v1/employees?page=1&pageSize=20').set('X-API-Key', hrKey);
      const campaigns = () => request(urls.marketing).get('/api/public/v1/ads/campaigns?page=1&page_size=20').set('X-API-Key', marketingKey);

      for (const [area, answer] of [['hrm', await employees()], ['marketing', await campaigns()]] as const) {
        expect(answer.status, answer.text).to.equal(200);
        expect(answer.body.data.items, `${area} demo rows`).to.not.be.empty;
        await assertMatchesSpec(specPathOf(area), answer);
      }
      expect(server.output(), 'valid pages pass the check').to.not.include('response breaks the spec');

      // Another process breaks one row in the store: warn reports it and still answers.
      const store = new Database(path.join(env.DATA_DIR!, 'store.sqlite'));
      try {
        const changed = store.prepare("update hrm_employees set email = 'not an email' where company_id = 'acme' and employee_number = (select min(employee_number) from hrm_employees where company_id = 'acme')").run();
        expect(changed.changes).to.equal(1);
      } finally {
        store.close();
      }
      const broken = await employees();
      expect(broken.status, 'warn answers anyway').to.equal(200);
      expect(broken.body.data.items.map((item: { email: string }) => item.email)).to.include('not an email');
      await until(server, 'the violation logged', () => (server.output().includes('response breaks the spec') ? true : undefined), 20_000);
      const logged = server.output().split('\n').find((line) => line.includes('response breaks the spec'))!;
      expect(JSON.parse(logged)).to.include({ operationId: 'listEmployees', status: 200 });
    } finally {
      expect(await server.stop()).to.equal(0);
    }
  });

  it('a deep page read by OFFSET comes from the deep reader\'s worker thread, built file and all: the rows a seek gives, nothing read again on the event loop', async () => {
    // 21,000 rows of ads/performance: its last full page is past DEEP_READ_ROWS (src/store/list-page-sql.ts).
    const env = await imageEnv(install, 'deep-data', { AREAS: 'marketing' });
    const built = (cli: string) => path.join(install.app, `build/src/cli/${cli}.js`);
    await exec(process.execPath, [built('seed'), '--rows', '21000'], { cwd: install.scratch, env });
    const key = (await exec(process.execPath, [built('keys'), 'create', '--service', 'marketing', '--tenant', 'bench', '--name', 'deep'], { cwd: install.scratch, env })).stdout.trimEnd().split('\n').at(-1)!;
    const { server, urls } = await startImage(install, env, ['marketing']);
    try {
      const lastFullPage = () => request(urls.marketing).get('/api/public/v1/ads/performance?page=1050&page_size=20').set('X-API-Key', key);
      // The first deep page starts the list's pass and waits for its first slice (10,000 rows):
      // its own position is not learnt yet, so it is read by OFFSET, on the worker.
      const byOffset = await lastFullPage();
      expect(byOffset.status, byOffset.text).to.equal(200);
      await assertMatchesSpec(specPathOf('marketing'), byOffset);
      expect(byOffset.body.data.total).to.equal(21000);
      expect(byOffset.body.data.items).to.have.length(20);
      // Once the pass has learnt every position, the same page is sought from one, on the event loop.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const sought = await lastFullPage();
      expect(sought.body.data.items).to.deep.equal(byOffset.body.data.items);
      expect(server.output(), 'no deep read fell back to the store connection').to.not.include('deep list read failed');
    } finally {
      expect(await server.stop(), server.output().slice(-2000)).to.equal(0);
    }
  });

  it('the built deep reader stops a read past the store\'s timeout and refuses one past its line, each a 503, and reads again after', async () => {
    const file = path.join(install.scratch, 'deep-bounds.sqlite');
    new Database(file).close();
    // The install's own modules: the compiled worker file, its better-sqlite3 and piscina.
    const built = (module: string) => import(pathToFileURL(path.join(install.app, `build/src/store/${module}.js`)).href);
    const { createDeepReader, DEEP_READS_IN_LINE } = (await built('deep-reads')) as typeof DeepReads;
    const { classifyStoreError, StoreBusyError } = (await built('store-errors')) as typeof StoreErrors;
    const reader = createDeepReader(file, { timeoutMs: 300 });
    const failure = (reading: Promise<unknown>) => reading.then(() => null, (error: unknown) => error as Error);
    try {
      expect(await reader.run('select 1 as "n"', [])).to.deep.equal([{ n: 1 }]);
      // Counting to fifty million takes seconds on any machine; the line fills behind it.
      const slow = failure(reader.run('with recursive n(x) as (select 1 union all select x + 1 from n where x < 50000000) select count(*) as "rows" from n', []));
      const behind = Array.from({ length: DEEP_READS_IN_LINE - 1 }, () => failure(reader.run('select 1 as "n"', [])));
      const refused = await failure(reader.run('select 1 as "n"', []));
      expect(refused).to.be.instanceOf(StoreBusyError);
      expect(refused!.message).to.include(`${DEEP_READS_IN_LINE} deep list reads are already in line`);
      const stopped = await slow;
      expect(stopped).to.be.instanceOf(StoreBusyError);
      expect(stopped!.message).to.include('timeout of 300 ms');
      await Promise.all(behind);
      for (const error of [refused, stopped]) {
        const answer = classifyStoreError(error)!;
        expect([answer.code, answer.status, answer.headers]).to.deep.equal(['STORE_UNAVAILABLE', 503, { 'Retry-After': '1' }]);
      }
      expect(await reader.run('select 2 as "n"', [])).to.deep.equal([{ n: 2 }]);
    } finally {
      await reader.close();
    }
  });

  it('the Dockerfile\'s HEALTHCHECK passes only while every area of AREAS listens (AREAS=hrm: no knowledge area to ask)', async () => {
    const { healthcheck } = dockerRuntimeStage();
    const env = await imageEnv(install, 'health-data', { AREAS: 'hrm' });
    // As Docker runs it: the command in WORKDIR, with the container's environment.
    const check = () => exec(healthcheck[0], healthcheck.slice(1), { cwd: install.app, env }).then(
      ({ stdout }) => ({ code: 0, said: stdout.trim() }),
      (error: { code: number; stderr: string }) => ({ code: error.code, said: error.stderr.trim() }),
    );
    const before = await check();
    expect(before.code, 'nothing serves yet').to.equal(1);
    expect(before.said).to.include(`127.0.0.1:${env.METRICS_PORT}/readyz did not answer`);

    const server = background(dockerRuntimeStage().cmd, { cwd: install.app, env });
    try {
      // Asked over and over as the server starts: the first time it passes, hrm answers on its port.
      const seen: string[] = [];
      await until(server, 'the health check to pass', async () => {
        const result = await check();
        seen.push(result.said);
        return result.code === 0 ? true : undefined;
      });
      expect((await fetch(`http://127.0.0.1:${env.HRM_PORT}/api/health`)).status, 'healthy means hrm serves').to.equal(200);
      expect(seen.at(-1)).to.equal(`ready: http://127.0.0.1:${env.METRICS_PORT}/readyz`);
      // Before that: nothing answered yet, or /readyz named hrm as still starting.
      const notReady = seen.slice(0, -1).filter((said) => !said.includes('did not answer'));
      expect(notReady.filter((said) => !said.includes('areas: not listening yet: hrm')), seen.join('\n')).to.deep.equal([]);
    } finally {
      expect(await server.stop()).to.equal(0);
    }
    expect((await check()).code, 'stopped: unhealthy').to.equal(1);
  });

  /** `npm start` in the runtime-only folder, as the README says, until every area listens. */
  async function npmStart(dataDir: string): Promise<{ server: Background; env: NodeJS.ProcessEnv }> {
    const env = await imageEnv(install, dataDir);
    const server = background([npm, 'start'], { cwd: install.app, env });
    await until(server, 'npm start serving every area', () => (AREAS.every((area) => listening(server.output())[area]) ? true : undefined));
    expect((await fetch(`${listening(server.output()).knowledge}/api/v1/health`)).status).to.equal(200);
    return { server, env };
  }

  async function expectFreed(env: NodeJS.ProcessEnv): Promise<void> {
    for (const name of ['KNOWLEDGE_PORT', 'CRAWLER_PORT', 'HRM_PORT', 'MARKETING_PORT', 'METRICS_PORT']) expect(await accepts(env[name]!), `${name} is freed`).to.equal(false);
  }

  it('SIGTERM to `npm start` (as a supervisor sends it) drains, exits 0 and frees every port', async () => {
    const { server, env } = await npmStart('sigterm-data');
    // npm passes the signal on to node, which drains and exits 0; npm then exits 0 too (or re-raises the signal).
    expect(await server.stop('SIGTERM'), server.output().slice(-2000)).to.be.oneOf([0, 'SIGTERM']);
    expect(server.output()).to.include('draining and stopping');
    await expectFreed(env);
  });

  it('SIGINT to the node process `npm start` started drains, exits 0, and npm exits 0 with it', async () => {
    const { server, env } = await npmStart('sigint-data');
    // The script `exec`s node, so npm's own child is the server itself.
    const children = (await exec('ps', ['-o', 'pid=,args=', '--ppid', String(server.child.pid)])).stdout.trim().split('\n');
    expect(children, 'npm start runs node directly, no shell between').to.have.length(1);
    const [pid, ...args] = children[0].trim().split(/\s+/);
    expect(args.join(' ')).to.equal('node build/src/cli/serve.js');
    process.kill(Number(pid), 'SIGINT');
    expect(await server.exited, server.output().slice(-2000)).to.equal(0);
    expect(await server.stop()).to.equal(0);
    expect(server.output()).to.include('"signal":"SIGINT"');
    await expectFreed(env);
  });
});
