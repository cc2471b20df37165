/**
 * A production deployment put to work, at an organisation's size, as an operator does it in
 * the runtime-only folder (test/production/runtime-folder.ts) with `NODE_ENV=production`
 * and an empty PostgreSQL schema (docs/production.md "Putting data in, moving it, backing it up"):
 * create a marketing tenant; import 100,000 campaigns and an HR company's 5,000 employees
 * from files; create keys; read every page through `npm start` (totals exact, records equal
 * to the files); a file with one bad record is refused by line and field and writes nothing;
 * export, import the backup into a fresh SQLite store, serve that, and every list answer of
 * both owners is byte for byte the one PostgreSQL gave.
 *
 * Needs TEST_DATABASE_URL (.ci/run sets it); under CI=true its absence fails the run
 * (test/support/requirements.ts).
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { specPathOf } from '../../src/config/spec-paths.js';
import { assertMatchesSpec } from '../support/contract.js';
import { freePort } from '../support/ports.js';
import { databaseUrlOrSkip } from '../support/requirements.js';
import { freshSchema } from '../support/store.js';
import { background, listening, runtimeEnv, runtimeInstall, until, type Background, type RuntimeInstall } from './runtime-folder.js';

const CAMPAIGNS = 100_000;
const EMPLOYEES = 5_000;
const TENANT = 'northwind';
const COMPANY = 'northwind-hr';
const PAGE = 100;

const CHANNELS = ['google_ads', 'microsoft_ads', 'meta_ads', 'linkedin_ads'];
const STATUSES = ['draft', 'active', 'paused', 'completed'];
const DEPARTMENTS = ['engineering', 'finance', 'human-resources', 'operations', 'sales'];
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + (n % 700) * 86_400_000).toISOString().slice(0, 10);

/** Campaign n as the marketing API answers it (spec/marketing.yaml AdCampaign). */
const campaign = (n: number) => ({
  id: `cmp_${n.toString(16).padStart(10, '0')}`,
  tenant_id: TENANT,
  name: `Campaign ${n}: ${['spring', 'summer', 'autumn', 'winter'][n % 4]} push`,
  channel: CHANNELS[n % CHANNELS.length],
  budget: 100 + (n % 9_000) + (n % 3 === 0 ? 0.5 : 0),
  currency: 'EUR',
  start_date: day(n),
  end_date: n % 5 === 0 ? null : day(n + 30),
  status: STATUSES[n % STATUSES.length],
});

/** Employee n as the HR API answers it (spec/hrm.yaml Employee). */
const employee = (n: number) => ({
  id: `emp-${String(n).padStart(4, '0')}`,
  employeeNumber: `N-${100000 + n}`,
  firstName: ['Ada', 'Bruno', 'Chen', 'Dara', 'Emil'][n % 5],
  lastName: `Nordby ${n}`,
  email: `employee${n}@northwind.example.com`,
  department: DEPARTMENTS[n % DEPARTMENTS.length],
  jobTitle: n % 50 === 1 ? 'Team lead' : 'Specialist',
  employmentType: n % 7 === 0 ? 'part-time' : 'full-time',
  status: n % 31 === 0 ? 'on-leave' : 'active',
  location: ['Oslo', 'Berlin', 'Remote'][n % 3],
  hireDate: day(n * 3),
  terminationDate: null,
  managerId: null,
});

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

describe('a production deployment put to work: 100,000 campaigns and 5,000 employees, PostgreSQL to SQLite', function () {
  this.timeout(30 * 60_000);
  let base: string;
  let install: RuntimeInstall;
  /** This test's files, in a folder of the runtime folder (npm runs the commands there). */
  let work: string;
  let app: string;
  let env: NodeJS.ProcessEnv;
  let dropSchema: (() => Promise<void>) | undefined;
  const servers: Background[] = [];

  before(async function () {
    base = databaseUrlOrSkip(this);
    install = await runtimeInstall();
    app = install.app;
    work = `to-work-${randomBytes(4).toString('hex')}`;
    mkdirSync(path.join(app, work));
    const schema = await freshSchema(base, 'to_work');
    dropSchema = schema.drop;
    env = runtimeEnv({ NODE_ENV: 'production', DATABASE_URL: schema.url, DATA_DIR: path.join(app, `${work}-unused`), MEMBER_API_URL: 'http://127.0.0.1:9' });
    writeFileSync(path.join(app, work, 'campaigns.ndjson'), `${Array.from({ length: CAMPAIGNS }, (_, i) => JSON.stringify(campaign(i + 1))).join('\n')}\n`);
    writeFileSync(path.join(app, work, 'employees.json'), JSON.stringify(Array.from({ length: EMPLOYEES }, (_, i) => employee(i + 1))));
  });

  after(async () => {
    for (const server of servers) expect(await server.stop(), 'npm start stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
    // The runtime folder is removed after the run, unless RUNTIME_INSTALL named one made before.
    if (app && work) for (const folder of [work, `${work}-unused`]) rmSync(path.join(app, folder), { recursive: true, force: true });
    await dropSchema?.();
  });

  /** A command line in the runtime folder (`sh -c`, as typed), its files under `app`. */
  function sh(command: string, extra: NodeJS.ProcessEnv = {}): Promise<Ran> {
    const started = Date.now();
    return new Promise((resolve) => {
      execFile('sh', ['-c', command], { cwd: app, env: { ...env, ...extra, PATH: env.PATH }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr, seconds: (Date.now() - started) / 1000 }),
      );
    });
  }
  async function expectExit(command: string, code: number, extra: NodeJS.ProcessEnv = {}): Promise<Ran> {
    const ran = await sh(command, extra);
    expect(ran.code, `\`${command}\`\n${ran.stdout}\n${ran.stderr}`).to.equal(code);
    return ran;
  }

  /** `npm start` of the runtime folder on the given store, on free ports; its marketing and HR base URLs. */
  async function serve(extra: NodeJS.ProcessEnv): Promise<{ marketing: string; hrm: string }> {
    const ports = { MARKETING_PORT: String(await freePort()), HRM_PORT: String(await freePort()), METRICS_PORT: String(await freePort()) };
    // Reading every page of 100,000 records is 1,000 requests of one key: above the per-key limits production starts with.
    const limits = { MARKETING_RATE_LIMIT: '100000/60s', HRM_RATE_LIMIT: '100000/60s' };
    const server = background(['sh', '-c', 'exec npm start'], { cwd: app, env: { ...env, ...extra, ...ports, ...limits, HOST: '127.0.0.1', AREAS: 'marketing,hrm' } });
    servers.push(server);
    await until(server, 'both areas listening', () => {
      const areas = listening(server.output());
      return areas.marketing && areas.hrm ? true : undefined;
    });
    return { marketing: `http://127.0.0.1:${ports.MARKETING_PORT}`, hrm: `http://127.0.0.1:${ports.HRM_PORT}` };
  }

  /**
   * Every page of a list, as text, each answer valid under the area's spec. Page n carries the
   * same `traceparent` on every server, so its answer's traceId is the same too.
   */
  /** A fixed trace id per page, so answers compare byte for byte. */
  const traceparentOf = (page: number) => `00-${(0x7e57_0000 + page).toString(16).padStart(32, '0')}-${'1'.padStart(16, '0')}-01`;

  /** Pages 1 to `count` asked for all at once (on PostgreSQL the pages of one list a turn receives are one statement). */
  const pagesAtOnce = (base: string, list: (page: number) => string, key: string, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => request(base).get(list(i + 1)).set('X-API-Key', key).set('traceparent', traceparentOf(i + 1)).then((answer) => answer.text)));

  async function everyPage(base: string, list: (page: number) => string, key: string, area: 'marketing' | 'hrm'): Promise<string[]> {
    const pages: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await request(base).get(list(page)).set('X-API-Key', key).set('traceparent', traceparentOf(page));
      expect(answer.status, `${list(page)}: ${answer.text.slice(0, 300)}`).to.equal(200);
      await assertMatchesSpec(specPathOf(area), answer);
      pages.push(answer.text);
      if ((answer.body as { data: { items: unknown[] } }).data.items.length < PAGE) return pages;
    }
  }

  it('loads, serves, refuses a bad file whole, and moves to SQLite with byte-equal list answers', async () => {
    // The tenant by the admin command, the HR company by the import itself (--create).
    await expectExit(`npm run tenants -- create --area marketing --tenant ${TENANT} --name Northwind --currency EUR`, 0);
    const campaignsLoad = await expectExit(`npm run import -- --area marketing --tenant ${TENANT} --list ads/campaigns ${work}/campaigns.ndjson`, 0);
    expect(campaignsLoad.stdout).to.include(`imported ${CAMPAIGNS} records`);
    const employeesLoad = await expectExit(`npm run import -- --area hrm --company ${COMPANY} --list employees ${work}/employees.json --create`, 0);
    expect(employeesLoad.stdout).to.include(`created hrm company ${COMPANY}`);
    console.log(`      PostgreSQL imports: ${CAMPAIGNS} campaigns in ${campaignsLoad.seconds.toFixed(1)} s (${Math.round(CAMPAIGNS / campaignsLoad.seconds)} records/s, npm and node start included); ${EMPLOYEES} employees in ${employeesLoad.seconds.toFixed(1)} s`);

    // `keys create` prints the key on its last line.
    const keyOf = (ran: Ran) => ran.stdout.trimEnd().split('\n').at(-1)!;
    const marketingKey = keyOf(await expectExit(`npm run keys -- create --service marketing --tenant ${TENANT} --name operations`, 0));
    const hrKey = keyOf(await expectExit(`npm run keys -- create --service hrm --company ${COMPANY} --scopes employee.read --name operations`, 0));

    // A file with one bad record among good ones: refused by line and field, nothing written.
    const bad = [campaign(CAMPAIGNS + 1), { ...campaign(CAMPAIGNS + 2), budget: -5 }, campaign(CAMPAIGNS + 3)].map((record) => JSON.stringify(record)).join('\n');
    writeFileSync(path.join(app, work, 'bad.ndjson'), `${bad}\n`);
    const refused = await expectExit(`npm run import -- --area marketing --tenant ${TENANT} --list ads/campaigns ${work}/bad.ndjson`, 1);
    expect(refused.stderr, refused.stderr).to.match(/bad\.ndjson:2: budget\b/);

    const postgres = await serve({});
    const campaignsList = (page: number) => `/api/public/v1/ads/campaigns?page=${page}&page_size=${PAGE}`;
    const employeesList = (page: number) => `/api/v1/employees?page=${page}&pageSize=${PAGE}`;
    const campaignPages = await everyPage(postgres.marketing, campaignsList, marketingKey, 'marketing');
    const employeePages = await everyPage(postgres.hrm, employeesList, hrKey, 'hrm');
    // 50 at once: well inside the per-address connection cap.
    expect(await pagesAtOnce(postgres.marketing, campaignsList, marketingKey, 50), 'the same pages asked at once').to.deep.equal(campaignPages.slice(0, 50));
    expect(await pagesAtOnce(postgres.hrm, employeesList, hrKey, 50), 'the same pages asked at once').to.deep.equal(employeePages.slice(0, 50));

    // Totals exact, and the records read are the records of the files (the bad file added none).
    type Page = { data: { items: Array<{ id: string }>; total: number } };
    const itemsOf = (pages: string[]) =>
      pages.flatMap((text) => (JSON.parse(text) as Page).data.items).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect((JSON.parse(campaignPages[0]) as Page).data.total).to.equal(CAMPAIGNS);
    expect(itemsOf(campaignPages)).to.deep.equal(Array.from({ length: CAMPAIGNS }, (_, i) => campaign(i + 1)));
    expect((JSON.parse(employeePages[0]) as Page).data.total).to.equal(EMPLOYEES);
    expect(itemsOf(employeePages)).to.deep.equal(JSON.parse(readFileSync(path.join(app, work, 'employees.json'), 'utf8')));

    // Backup, then the move: the export imported into a fresh SQLite store, served, compared byte for byte.
    const exported = await expectExit(`npm run export -- --out ${work}/backup/`, 0);
    const sqliteDir = path.join(app, work, 'sqlite-data');
    const restored = await expectExit(`npm run import -- ${work}/backup/ --create`, 0, { DATABASE_URL: undefined, DATA_DIR: sqliteDir });
    console.log(`      export from PostgreSQL ${exported.seconds.toFixed(1)} s; import of the backup into SQLite ${restored.seconds.toFixed(1)} s (${Math.round((CAMPAIGNS + EMPLOYEES) / restored.seconds)} records/s)`);
    const sqlite = await serve({ DATABASE_URL: undefined, DATA_DIR: sqliteDir });
    const sqliteCampaignPages = await everyPage(sqlite.marketing, campaignsList, marketingKey, 'marketing');
    const sqliteEmployeePages = await everyPage(sqlite.hrm, employeesList, hrKey, 'hrm');
    expect(sqliteCampaignPages.length).to.equal(campaignPages.length);
    for (let i = 0; i < campaignPages.length; i++) expect(sqliteCampaignPages[i], `campaigns page ${i + 1}`).to.equal(campaignPages[i]);
    expect(sqliteEmployeePages).to.deep.equal(employeePages);
  });
});
