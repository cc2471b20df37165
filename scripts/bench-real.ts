/**
 * `npm run bench` (tsx scripts/bench-real.ts): req/s of the endpoints users call, against a
 * bare express 5 route and against express + openapi-backend (the peer a user would pick),
 * both serving the same answer (bytes and header fields), in one run on one machine; and against
 * two anchors (scripts/bench/anchors.ts): fastify + fastify-openapi-glue from the same spec,
 * serving the same answer from memory, and a bare node:http route serving the same answer. Only
 * the ratios matter: every server runs in this process on port 0 and is loaded one at a time
 * from another process (scripts/bench/load-driver.ts), by each load generator in turn: wrk
 * (Debian's package, installed with apt-get where missing and this runs as root), then autocannon.
 * Both clients' tables are printed, then both clients' ratios side by side; the targets are judged
 * on wrk's (autocannon's JavaScript HTTP parser spends more on our answer's extra header fields
 * than the servers do), on autocannon's only where wrk cannot run.
 *
 * Rounds are short and many: each round measures an endpoint's servers back to back for
 * BENCH_DURATION seconds each (wrk: whole seconds, at least 1), the servers a target compares next
 * to each other, in reverse order every other round; a ratio is taken per round and the median of
 * those kept. On this VM the same server's speed moves by up to 2x from one second to the next
 * (docs/performance.md): servers measured seconds apart, or each server's median taken on its
 * own, compare whichever phase each happened to fall in.
 *
 * Ours runs with production settings and the real store: SQLite in a temporary DATA_DIR, or
 * PostgreSQL with DATABASE_URL (a fresh schema, dropped at the end). The same areas run a
 * second time with RESPONSE_VALIDATION=warn, so its cost is known.
 *
 * Targets (exit 1 when one is missed; issue 46): every real list >= 1.0x fastify-openapi-glue on
 * SQLite and >= 0.5x on PostgreSQL; on SQLite every list >= 0.8x the bare route, on PostgreSQL
 * ahead of the peer; warn costing at most 15% more time per request than off (req/s at least
 * off / 1.15).
 * With BENCH_LARGE_ROWS (e.g. 1000000) a further real list reads random pages of 20 of marketing
 * `/ads/performance` of the tenant `bench`, seeded first with that many rows in its largest
 * lists (`npm run seed`'s data; minutes at a million rows), against fastify-openapi-glue serving
 * one page from memory. BENCH_DATA_DIR keeps the seeded SQLite directory for the next run.
 * Settings: BENCH_CLIENTS (default wrk,autocannon), BENCH_DURATION (s per server per round,
 * default 0.5), BENCH_ROUNDS (autocannon's, default 20), BENCH_WRK_ROUNDS (default half of
 * BENCH_ROUNDS), BENCH_CONNECTIONS (32).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import { OpenAPIBackend, type Context } from 'openapi-backend';
import addFormatsModule from 'ajv-formats';
import pino from 'pino';
import { loadSettings } from '../src/config/settings.js';
import { specPathOf } from '../src/config/spec-paths.js';
import { addCustomFormats } from '../src/formats/index.js';
import { startMockAreas } from '../src/mock/serve-mock.js';
import { urlOf } from '../src/http-server.js';
import { startLiveAreas } from '../src/server.js';
import { createApiKeyService } from '../src/services/keys/api-keys.js';
import { AlreadySeededError, BENCH_TENANT, bulkSeed } from '../src/store/bulk-seed.js';
import { mulberry32 } from '../src/seeded-random.js';
import { bareNodeServer, glueServer, recordAnswer, type AnchorAnswer } from './bench/anchors.js';
import { benchSchema } from './bench/bench-schema.js';
import { ensureWrk, startLoadDriver, type LoadClient, type LoadDriver } from './bench/load-driver.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 0.5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** wrk runs whole seconds: its rounds are fewer, so that both clients take about as long. */
const WRK_DURATION_S = Math.max(1, Math.round(DURATION_S));
const WRK_ROUNDS = Number(process.env.BENCH_WRK_ROUNDS ?? Math.ceil(ROUNDS / 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** The load generators, in turn; the first that runs judges the targets. */
const CLIENTS = (process.env.BENCH_CLIENTS ?? 'wrk,autocannon').split(',') as LoadClient[];
/** Rows of the large tenant's lists; 0 leaves the large line out. */
const LARGE_ROWS = Number(process.env.BENCH_LARGE_ROWS ?? 0);
const LARGE_PAGE_SIZE = 20;
/** Every real list, the random pages of the large one included, against fastify-openapi-glue (issue 46). */
const SQLITE_GLUE_TARGET = 1.0;
const POSTGRES_GLUE_TARGET = 0.5;
/** The issue's "warn costs at most 15% more than off", as time per request. */
const WARN_COST_LIMIT = 1.15;
const logger = pino({ level: 'silent' });
const addFormats = addFormatsModule.default ?? addFormatsModule;

interface Endpoint {
  name: string;
  area: 'hrm' | 'marketing' | 'crawler';
  /** A real list: a target applies. */
  list: boolean;
  /** Random pages of a large list: requested in turn by the load (their own target). */
  paths?: string[];
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The header the bare route and the peer check before answering. */
  check: string;
}

interface Target {
  url: string;
  endpoint: Endpoint;
}

function listen(app: Express): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1');
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** One slice of load on one server; any answer but a 2xx fails the bench, as it would mean measuring an error path. */
async function measure(driver: LoadDriver, target: Target, seconds = DURATION_S): Promise<number> {
  const { endpoint } = target;
  const slice = await driver.run({
    url: target.url + endpoint.path,
    method: endpoint.method,
    headers: endpoint.headers,
    body: endpoint.body,
    paths: endpoint.paths,
    connections: CONNECTIONS,
    seconds,
  });
  if (slice.non2xx > 0 || slice.errors > 0) throw new Error(`${endpoint.name} at ${target.url}: ${slice.non2xx} non-2xx answers, ${slice.errors} errors`);
  return slice.rate;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function fetchAnswer(url: string, endpoint: Endpoint): Promise<AnchorAnswer> {
  const response = await fetch(url + endpoint.path, { method: endpoint.method, headers: { ...endpoint.headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) }, body: endpoint.body });
  const answer = await recordAnswer(response);
  if (response.status !== 200) throw new Error(`${endpoint.name}: ${response.status} ${answer.bytes.toString().slice(0, 300)}`);
  return answer;
}

/** (a) A bare express 5 route per endpoint: the same header check, the same answer. */
function bareApp(answers: Map<Endpoint, AnchorAnswer>): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json());
  for (const [endpoint, answer] of answers) {
    const route = endpoint.path.split('?')[0];
    const handler = (req: express.Request, res: express.Response) => {
      if (!req.get(endpoint.check)) return void res.status(401).json({ error: 'unauthorized' });
      res.status(200).set(answer.headers).type(answer.contentType).send(answer.bytes);
    };
    if (endpoint.method === 'GET') app.get(route, handler);
    else app.post(route, handler);
  }
  return app;
}

/** (b) express + openapi-backend: request validation, a security handler and response validation, the same answer. */
async function peerApp(area: string, answers: Map<Endpoint, AnchorAnswer>): Promise<Express> {
  const api = new OpenAPIBackend({
    definition: specPathOf(area),
    validate: true,
    quick: false,
    customizeAjv: (ajv) => addCustomFormats(addFormats(ajv as never)) as never,
  });
  await api.init();
  const bodies = new Map<string, AnchorAnswer & { json: unknown }>();
  for (const [endpoint, answer] of answers) {
    if (endpoint.area !== area) continue;
    const operation = api.matchOperation({ method: endpoint.method, path: endpoint.path.split('?')[0], headers: {} })!;
    bodies.set(operation.operationId!, { ...answer, json: JSON.parse(answer.bytes.toString()) });
  }
  const register: Record<string, (c: Context, req: express.Request, res: express.Response) => void> = {
    validationFail: (c, _req, res) => void res.status(400).json({ error: c.validation.errors }),
    notFound: (_c, _req, res) => void res.status(404).json({ error: 'not found' }),
    unauthorizedHandler: (_c, _req, res) => void res.status(401).json({ error: 'unauthorized' }),
    postResponseHandler: (c, _req, res) => {
      const answer = bodies.get(c.operation.operationId!)!;
      const valid = api.validateResponse(answer.json, c.operation, 200);
      if (valid.errors) return void res.status(502).json({ error: valid.errors });
      res.status(200).set(answer.headers).type(answer.contentType).send(answer.bytes);
    },
  };
  for (const operationId of bodies.keys()) register[operationId] = () => bodies.get(operationId)!.json;
  api.register(register as never);
  const document = api.definition;
  for (const [scheme, definition] of Object.entries(document.components?.securitySchemes ?? {})) {
    const def = definition as { type: string; name?: string };
    const header = def.type === 'apiKey' ? def.name!.toLowerCase() : 'authorization';
    api.registerSecurityHandler(scheme, (c) => Boolean(c.request.headers[header]));
  }
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json());
  app.use(
    (req, res) =>
      void api.handleRequest(
        { method: req.method, path: req.path, query: req.query as Record<string, string>, body: req.body, headers: req.headers as Record<string, string> },
        req,
        res,
      ),
  );
  return app;
}

async function main() {
  const wrkMissing = CLIENTS.includes('wrk') ? ensureWrk() : null;
  const pgBase = process.env.DATABASE_URL;
  const engine = pgBase ? 'postgres' : 'sqlite';
  const keptDataDir = process.env.BENCH_DATA_DIR;
  if (keptDataDir && !existsSync(keptDataDir)) mkdirSync(keptDataDir, { recursive: true });
  const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-real-'));
  const schema = pgBase ? await benchSchema(pgBase) : null;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // Production otherwise runs neither: the bench needs the stand-in's tokens and demo rows.
    MEMBER_API_STANDIN: 'true',
    DEMO_DATA: 'true',
    KNOWLEDGE_PORT: '0',
    CRAWLER_PORT: '0',
    HRM_PORT: '0',
    MARKETING_PORT: '0',
    MEMBER_API_PORT: '0',
    AREAS: 'crawler,hrm,marketing',
    DATA_DIR: dataDir,
    DATABASE_URL: schema?.url ?? '',
    REDIS_URL: '',
    // Limits are product rules, not the path under test: raised so the load is never refused
    // (each request is still counted, so the limiter's cost stays in the figures).
    HRM_RATE_LIMIT: '999999999/1s',
    MARKETING_RATE_LIMIT: '999999999/1s',
    CRAWLER_SIMULATION_RATE_LIMIT: '999999999/1s',
    LOG_LEVEL: 'silent',
  };
  const settings = loadSettings({ ...env, RESPONSE_VALIDATION: 'off' });
  const live = await startLiveAreas(settings, logger);
  // The warn copy trusts the same member API stand-in, so one token serves both.
  const warnSettings = loadSettings({ ...env, RESPONSE_VALIDATION: 'warn', MEMBER_ISSUER: settings.memberIssuer, MEMBER_API_URL: live.running.find((s) => s.name === 'member-api')?.url ?? '' });
  const warn = await startLiveAreas(warnSettings, logger, { ...live.runtime, settings: warnSettings });
  const mock = await startMockAreas(loadSettings({ ...env, AREAS: 'hrm', RESPONSE_VALIDATION: 'off' }), logger);
  const urlOfArea = (servers: { running: Array<{ name: string; url: string }> }, name: string) => servers.running.find((s) => s.name === name)!.url;

  const keys = createApiKeyService(live.runtime.store.db);
  const hrKey = (await keys.create({ service: 'hrm', companyId: 'acme', name: 'bench', scopes: ['employee.read'] })).key;
  const mktKey = (await keys.create({ service: 'marketing', name: 'bench', tenantId: 'acme' })).key;
  let large: Endpoint | null = null;
  if (LARGE_ROWS > 0) {
    process.stderr.write(`seeding the tenant ${BENCH_TENANT} with ${LARGE_ROWS} rows per large list...\n`);
    await bulkSeed(live.runtime.store.db, LARGE_ROWS).catch((error: unknown) => {
      if (!(error instanceof AlreadySeededError)) throw error;
    });
    const largeKey = (await keys.create({ service: 'marketing', name: 'bench-large', tenantId: BENCH_TENANT })).key;
    const list = '/api/public/v1/ads/performance';
    const first = await fetch(`${urlOfArea(live, 'marketing')}${list}?page=1&page_size=${LARGE_PAGE_SIZE}`, { headers: { 'x-api-key': largeKey } });
    const { data } = (await first.json()) as { data: { total: number; total_pages: number } };
    // A fixed draw of pages over the whole list, the same every run (no Math.random in what is compared).
    const draw = mulberry32(0x5eed);
    const paths = Array.from({ length: 5000 }, () => `${list}?page=${1 + Math.floor(draw() * data.total_pages)}&page_size=${LARGE_PAGE_SIZE}`);
    process.stderr.write(`large list: ${data.total} rows, ${data.total_pages} pages of ${LARGE_PAGE_SIZE}\n`);
    large = { name: `random pages of ${data.total.toLocaleString("en")} rows`, area: 'marketing', list: false, method: 'GET', path: paths[0], paths, headers: { 'x-api-key': largeKey }, check: 'x-api-key' };
  }
  const login = await fetch(`${urlOfArea(live, 'hrm')}/api/v1/member-auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'hr.admin', password: 'demo-hr-admin-pass' }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  const employees = '/api/v1/employees?page=1&pageSize=20';
  const endpoints: Endpoint[] = [
    { name: 'HR employees, API key', area: 'hrm', list: true, method: 'GET', path: employees, headers: { 'x-api-key': hrKey }, check: 'x-api-key' },
    { name: 'HR employees, member token', area: 'hrm', list: true, method: 'GET', path: employees, headers: { authorization: `Bearer ${token}` }, check: 'authorization' },
    { name: 'marketing campaigns, tenant key', area: 'marketing', list: true, method: 'GET', path: '/api/public/v1/ads/campaigns?page=1&page_size=20', headers: { 'x-api-key': mktKey }, check: 'x-api-key' },
    { name: 'crawler robots-check (inline)', area: 'crawler', list: false, method: 'POST', path: '/api/public/v1/compliance/robots-check', headers: {}, body: JSON.stringify({ url: 'https://news.acme.example/private/report.html', userAgent: 'AcmeBot/2.1', robotsTxt: 'User-agent: *\nDisallow: /private/\n' }), check: 'content-type' },
  ];
  const mockEndpoint: Endpoint = { ...endpoints[0], name: 'mock: HR employees, API key', list: false };
  if (large) endpoints.push(large);

  // The peer and the bare route serve exactly what ours answers.
  const answers = new Map<Endpoint, AnchorAnswer>();
  for (const endpoint of endpoints) answers.set(endpoint, await fetchAnswer(urlOfArea(live, endpoint.area), endpoint));
  await fetchAnswer(urlOfArea(mock, 'hrm'), mockEndpoint);
  // Both HR endpoints share one route; one bare app per endpoint keeps their header checks apart.
  const bareServers = new Map<Endpoint, Server>();
  for (const endpoint of endpoints) bareServers.set(endpoint, await listen(bareApp(new Map([[endpoint, answers.get(endpoint)!]]))));
  const peerServers = new Map<string, Server>();
  for (const area of ['hrm', 'marketing', 'crawler']) peerServers.set(area, await listen(await peerApp(area, answers)));
  const nodeServers = new Map<Endpoint, Server>();
  for (const endpoint of endpoints) nodeServers.set(endpoint, await bareNodeServer(endpoint, answers.get(endpoint)!));
  const glueServers = new Map<string, Server>();
  for (const area of ['hrm', 'marketing', 'crawler'] as const) glueServers.set(area, await glueServer(area, answers));
  // Every anchor answers 200 before it is measured (measure() refuses anything else).
  for (const endpoint of endpoints) await fetchAnswer(urlOf(glueServers.get(endpoint.area)!, '127.0.0.1'), endpoint);
  const peerOperations = await Promise.all(endpoints.map(async (endpoint) => fetchAnswer(urlOf(peerServers.get(endpoint.area)!, '127.0.0.1'), endpoint)));
  void peerOperations;

  type Row = { endpoint: Endpoint; kinds: Record<string, Target> };
  // The order a round measures them in: ours off next to what each of its targets compares it
  // with (the bare route on SQLite, the peer on PostgreSQL, and warn), a slice apart.
  const partner = engine === 'sqlite' ? 'bare' : 'peer';
  const other = engine === 'sqlite' ? 'peer' : 'bare';
  const rows: Row[] = endpoints.map((endpoint) => {
    const kinds: Record<string, Target> = {
      bare: { url: urlOf(bareServers.get(endpoint)!, '127.0.0.1'), endpoint },
      peer: { url: urlOf(peerServers.get(endpoint.area)!, '127.0.0.1'), endpoint },
      off: { url: urlOfArea(live, endpoint.area), endpoint },
      warn: { url: urlOfArea(warn, endpoint.area), endpoint },
      glue: { url: urlOf(glueServers.get(endpoint.area)!, '127.0.0.1'), endpoint },
      node: { url: urlOf(nodeServers.get(endpoint)!, '127.0.0.1'), endpoint },
    };
    return { endpoint, kinds: Object.fromEntries([other, partner, 'off', 'glue', 'warn', 'node'].map((kind) => [kind, kinds[kind]])) };
  });
  rows.push({ endpoint: mockEndpoint, kinds: { bare: rows[0].kinds.bare, off: { url: urlOfArea(mock, 'hrm'), endpoint: mockEndpoint } } });

  const clients = CLIENTS.filter((client) => client !== 'wrk' || wrkMissing === null);
  if (wrkMissing) console.log(`${wrkMissing}: autocannon only, whose ratios understate ours (see the header of this file)\n`);
  // The targets are judged on wrk's figures (a C client), autocannon's where wrk cannot run.
  const judged = clients[0];
  const failures: string[] = [];
  const ratiosOf = new Map<string, Map<string, { offGlue: number; offBare: number }>>();
  for (const client of clients) {
    const seconds = client === 'wrk' ? WRK_DURATION_S : DURATION_S;
    const rounds = client === 'wrk' ? WRK_ROUNDS : ROUNDS;
    console.log(`${client}: engine ${engine}; ${CONNECTIONS} connections, ${rounds} interleaved rounds of ${seconds}s, median req/s; load average at start ${loadavg().map((v) => v.toFixed(2)).join(' ')}\n`);
    const runs = new Map<string, number[]>();
    const key = (row: Row, kind: string) => `${row.endpoint.name}|${kind}`;
    const driver = startLoadDriver(client);
    // Warm-up: JIT, statement caches, connection pools.
    for (const row of rows) for (const target of Object.values(row.kinds)) await measure(driver, target, 2);
    for (let round = 0; round < rounds; round++) {
      for (const row of rows) {
        // Every other round measures a row's servers in the reverse order: they share this
        // process, and whatever one leaves behind (a major GC, a WAL checkpoint) falls in the next
        // one's slice, so each of a pair comes second half of the time.
        const kinds = Object.entries(row.kinds);
        if (round % 2 === 1) kinds.reverse();
        for (const [kind, target] of kinds) {
          const value = await measure(driver, target, seconds);
          runs.set(key(row, kind), [...(runs.get(key(row, kind)) ?? []), value]);
        }
      }
      if ((round + 1) % 5 === 0 || round + 1 === rounds) process.stderr.write(`${client}: round ${round + 1}/${rounds} done\n`);
    }
    driver.close();

    const spreads: string[] = [];
    const pad = (text: string, width: number) => text.padEnd(width);
    const ratios = new Map<string, { offGlue: number; offBare: number }>();
    ratiosOf.set(client, ratios);
    console.log(`${client}: req/s: median of each server's rounds; ratios: median of the ratios of each round\n`);
    console.log(`${pad('endpoint', 34)}${pad('bare', 8)}${pad('peer', 8)}${pad('glue', 8)}${pad('node', 8)}${pad('ours off', 10)}${pad('ours warn', 11)}off/bare  off/peer  off/glue  off/node  warn/off`);
    for (const row of rows) {
      const roundsOf = (kind: string) => runs.get(key(row, kind));
      const m = (kind: string) => (roundsOf(kind) ? median(roundsOf(kind)!) : NaN);
      /** a's req/s over b's in the same round, for every round. */
      const perRound = (a: string, b: string) => {
        const [as, bs] = [roundsOf(a), roundsOf(b)];
        return as && bs ? as.map((value, round) => value / bs[round]) : [];
      };
      /** The median of a/b over the rounds, its quartiles kept for the spread lines. */
      const paired = (a: string, b: string) => {
        const sorted = perRound(a, b).sort((x, y) => x - y);
        if (!sorted.length) return NaN;
        spreads.push(`  ${row.endpoint.name}, ${a}/${b}: ${[0.25, 0.5, 0.75].map((q) => sorted[Math.round(q * (sorted.length - 1))].toFixed(2)).join(' / ')}`);
        return median(sorted);
      };
      const [bare, peer, glue, node, off, warnRate] = [m('bare'), m('peer'), m('glue'), m('node'), m('off'), m('warn')];
      const [offBare, offPeer, offGlue, offNode, warnOff] = [paired('off', 'bare'), paired('off', 'peer'), paired('off', 'glue'), paired('off', 'node'), paired('warn', 'off')];
      ratios.set(row.endpoint.name, { offGlue, offBare });
      const fmt = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
      const ratio = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(2) + 'x');
      console.log(
        `${pad(row.endpoint.name, 34)}${pad(fmt(bare), 8)}${pad(fmt(peer), 8)}${pad(fmt(glue), 8)}${pad(fmt(node), 8)}${pad(fmt(off), 10)}${pad(fmt(warnRate), 11)}` +
          `${pad(ratio(offBare), 10)}${pad(ratio(offPeer), 10)}${pad(ratio(offGlue), 10)}${pad(ratio(offNode), 10)}${ratio(warnOff)}`,
      );
      if (client !== judged) continue;
      const real = row.endpoint.list || row.endpoint.paths !== undefined;
      if (real && engine === 'sqlite' && offGlue < SQLITE_GLUE_TARGET) failures.push(`${row.endpoint.name}: ${offGlue.toFixed(2)}x fastify-openapi-glue on SQLite (${client}; target >= ${SQLITE_GLUE_TARGET.toFixed(1)}x)`);
      if (real && engine === 'postgres' && offGlue < POSTGRES_GLUE_TARGET) failures.push(`${row.endpoint.name}: ${offGlue.toFixed(2)}x fastify-openapi-glue on PostgreSQL (${client}; target >= ${POSTGRES_GLUE_TARGET.toFixed(1)}x)`);
      if (row.endpoint.list && engine === 'sqlite' && offBare < 0.8) failures.push(`${row.endpoint.name}: ${offBare.toFixed(2)}x the bare route on SQLite (${client}; target >= 0.8x)`);
      if (row.endpoint.list && engine === 'postgres' && offPeer <= 1) failures.push(`${row.endpoint.name}: ${offPeer.toFixed(2)}x the peer on PostgreSQL (${client}; target > 1x)`);
      // "Costs at most 15% more": time per request under warn <= 1.15x off, i.e. req/s >= off / 1.15.
      if (!Number.isNaN(warnOff) && 1 / warnOff > WARN_COST_LIMIT) failures.push(`${row.endpoint.name}: warn costs ${(100 * (1 / warnOff - 1)).toFixed(0)}% more per request than off (${client}; target <= 15%)`);
    }
    console.log(`\n${client}: ratios of the rounds (lower quartile / median / upper quartile):\n${spreads.join('\n')}`);
    console.log(`\n${client}: runs (req/s per round):`);
    for (const [name, values] of runs) console.log(`  ${name}: ${values.map((v) => v.toFixed(0)).join(', ')}`);
    console.log(`${client}: load average at end ${loadavg().map((v) => v.toFixed(2)).join(' ')}\n`);
  }
  if (clients.length > 1) {
    console.log(`both clients (${engine}): ours off / fastify-openapi-glue, ours off / bare express`);
    for (const row of rows) {
      const cell = (client: string) => {
        const found = ratiosOf.get(client)?.get(row.endpoint.name);
        const ratio = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '-' : `${v.toFixed(2)}x`);
        return `${ratio(found?.offGlue)} / ${ratio(found?.offBare)}`;
      };
      console.log(`  ${row.endpoint.name.padEnd(34)}${clients.map((client) => `${client} ${cell(client)}`.padEnd(30)).join('')}`);
    }
  }

  for (const server of [...bareServers.values(), ...peerServers.values(), ...nodeServers.values(), ...glueServers.values()]) server.close();
  await mock.stop();
  await warn.stop();
  await live.stop();
  await schema?.drop();
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });

  if (failures.length) {
    console.log(`\nTARGETS MISSED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nevery target met');
}

await main();
