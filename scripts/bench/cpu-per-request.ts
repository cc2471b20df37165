/**
 * Server CPU (user + system) per request of one list under load, from process.cpuUsage: less
 * sensitive than req/s to other work on the machine (docs/performance.md).
 *   npx tsx scripts/bench/cpu-per-request.ts [hrm|hrm-token|marketing] [requests] [--anchors] [--wrk]
 * The load is autocannon's (32 connections, `requests` answers); with --wrk, wrk's (Debian's
 * package: its HTTP parser is C where autocannon's is JavaScript; 32 connections, one thread, for
 * as long as `requests` take at 8,000 a second), so a difference between the servers that comes
 * from waking a slow client shows as one between the two load generators.
 * With --anchors, the same for fastify + fastify-openapi-glue and a bare node:http route
 * serving ours's answer from memory (scripts/bench/anchors.ts), in the same process, measured in
 * turn each run, with the ratios of each run (ours / anchor: how many times the CPU ours spends).
 * With --profile <dir>, a CPU profile of each server's last run is written there
 * (<list>-<server>.cpuprofile; this process's samples during that run only; that run's CPU figure
 * includes the profiler's own), for
 * `npx tsx scripts/bench/profile-summary.ts <file>`: where ours and the anchors spend it, side by side.
 * With --floor (beside --anchors), a bare node:http route that reads the page on every request
 * with the store's own statement and values (captured from ours's first answer), on its own
 * connection to the same store through the store's own SQLite list reader (sqliteListReads), and
 * answers ours's bytes around the items it read: the least any server reading the store per
 * request can spend here (issue 31's "read from the store on every request").
 * With --read-from-memory rows|page, what the store's read costs a request in the server, by
 * leaving it out (a measurement, never a way to serve): `rows` answers better-sqlite3's `all` of
 * a list page statement with the rows it gave first for the same values; `page` answers
 * OrderedLists.pageJson with the page it gave first for the same arguments.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { urlOf } from '../../src/http-server.js';
import { OrderedLists } from '../../src/store/list-page-sql.js';
import { sqliteListReads } from '../../src/store/sqlite/list-reads.js';
import { bareNodeServer, glueServer, recordAnswer, type AnchorAnswer, type AnchorEndpoint } from './anchors.js';
import { startRealList, type ListArea } from './real-list.js';

const area = (process.argv[2] ?? 'hrm') as ListArea;
const N = Number(process.argv[3] ?? 20000);
const anchors = process.argv.includes('--anchors');
const floor = process.argv.includes('--floor');
// The list page statement ours runs, and its values: the floor reads with them.
let pageStatement: { source: string; values: unknown[]; file: string } | undefined;

/**
 * Puts `around` in front of better-sqlite3's `all` for the list page statements (their items
 * column); the store's other reads run as usual. `real` runs the statement.
 */
function aroundListPageReads(around: (statement: Database.Statement, values: unknown[], real: () => unknown[]) => unknown[]): void {
  const scratch = new Database(':memory:');
  const prototype = Object.getPrototypeOf(scratch.prepare('select 1')) as { all(this: Database.Statement, ...values: unknown[]): unknown[] };
  scratch.close();
  const real = prototype.all;
  prototype.all = function (this: Database.Statement, ...values: unknown[]) {
    return this.source.includes('as "items"') ? around(this, values, () => real.apply(this, values)) : real.apply(this, values);
  };
}

if (floor) {
  aroundListPageReads((statement, values, real) => {
    pageStatement ??= { source: statement.source, values, file: statement.database.name };
    return real();
  });
}
const profileDir = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : undefined;
const profiler = profileDir ? new Session() : undefined;
if (profiler) {
  mkdirSync(profileDir!, { recursive: true });
  profiler.connect();
  await profiler.post('Profiler.enable');
}
const readFromMemory = process.argv.includes('--read-from-memory') ? process.argv[process.argv.indexOf('--read-from-memory') + 1] : undefined;
if (readFromMemory === 'page') {
  const real = OrderedLists.prototype.pageJson;
  const kept = new Map<string, ReturnType<typeof real>>();
  OrderedLists.prototype.pageJson = function (this: OrderedLists, ...args: Parameters<typeof real>) {
    const key = JSON.stringify([args[0], args[1], args[2], args[4]]);
    let page = kept.get(key);
    if (!page) kept.set(key, (page = real.apply(this, args)));
    return page;
  };
} else if (readFromMemory === 'rows') {
  const kept = new WeakMap<object, Map<string, unknown[]>>();
  aroundListPageReads((statement, values, real) => {
    let byValues = kept.get(statement);
    if (!byValues) kept.set(statement, (byValues = new Map()));
    const key = JSON.stringify(values);
    let rows = byValues.get(key);
    if (!rows) byValues.set(key, (rows = real()));
    return rows;
  });
} else if (readFromMemory !== undefined) throw new Error('--read-from-memory takes rows or page');
const { url, header, stop } = await startRealList(area);
const withWrk = process.argv.includes('--wrk');
/** wrk runs for a time, not a count: as long as `amount` requests take at about 8,000 a second. */
const wrkSecondsFor = (amount: number) => Math.max(1, Math.round(amount / 8000));
const wrkSeconds = wrkSecondsFor(N);
/** Loads `target` with about `amount` requests; resolves with how many were answered. */
const load = (target: string, amount: number) =>
  new Promise<number>((resolve, reject) => {
    if (!withWrk) {
      const child = spawn(process.execPath, [path.resolve('node_modules/autocannon/autocannon.js'), '-c', '32', '-a', String(amount), '-H', `${header[0]}=${header[1]}`, target], { stdio: ['ignore', 'ignore', 'ignore'] });
      child.once('exit', () => resolve(amount));
      return;
    }
    const child = spawn('wrk', ['-c', '32', '-t', '1', '-d', `${wrkSecondsFor(amount)}s`, '-H', `${header[0]}: ${header[1]}`, target], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const answered = /(\d+) requests in/.exec(output);
      if (!answered || /Non-2xx/.test(output)) reject(new Error(`wrk: ${output || 'no output'}`));
      else resolve(Number(answered[1]));
    });
  });

const targets: Record<string, string> = { ours: url };
const closers: Array<() => void> = [];
if (anchors) {
  const response = await fetch(url, { headers: { [header[0]]: header[1] } });
  const answer = await recordAnswer(response);
  const { pathname, search } = new URL(url);
  const endpoint: AnchorEndpoint = { area: area === 'marketing' ? 'marketing' : 'hrm', method: 'GET', path: pathname + search, check: header[0] };
  const glue = await glueServer(endpoint.area, new Map([[endpoint, answer]]));
  const node = await bareNodeServer(endpoint, answer);
  targets.glue = urlOf(glue, '127.0.0.1') + endpoint.path;
  targets.node = urlOf(node, '127.0.0.1') + endpoint.path;
  closers.push(() => glue.close(), () => node.close());
  if (floor) {
    if (!pageStatement) throw new Error('ours ran no list page statement');
    const floorServer = await storeFloorServer(endpoint, answer, pageStatement);
    targets.floor = urlOf(floorServer, '127.0.0.1') + endpoint.path;
    closers.push(() => floorServer.close());
  }
}

/** The floor: node:http, one store read per request (its own connection, the store's list reader), ours's bytes around the items read. */
async function storeFloorServer(endpoint: AnchorEndpoint, answer: AnchorAnswer, read: NonNullable<typeof pageStatement>): Promise<Server> {
  const db = new Database(read.file, { readonly: true });
  // The store's own reader: the statement prepared once, a turn's reads run together in one read transaction.
  const readPage = sqliteListReads(db)(() => Promise.reject(new Error('the floor opens no store transaction')));
  const first = (await readPage(read.source, read.values))[0] as { items: string };
  const text = answer.bytes.toString();
  const at = text.indexOf(first.items);
  if (at < 0) throw new Error("ours's answer does not hold the items its statement read");
  const head = text.slice(0, at);
  const tail = text.slice(at + first.items.length);
  const server = createServer((request, response) => {
    if (request.headers[endpoint.check] === undefined) return void response.writeHead(401).end();
    void readPage(read.source, read.values).then((rows) => {
      const body = head + (rows[0] as { items: string }).items + tail;
      response.writeHead(200, { ...answer.headers, 'content-type': answer.contentType, 'content-length': String(Buffer.byteLength(body)) }).end(body);
    });
  });
  server.once('close', () => db.close());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

for (const target of Object.values(targets)) await load(target, 5000);
const results: Record<string, number[]> = {};
const systemShares: Record<string, number[]> = {};
for (let r = 0; r < 3; r++) {
  for (const [name, target] of Object.entries(targets)) {
    const profiled = profiler !== undefined && r === 2;
    if (profiled) await profiler.post('Profiler.start');
    const before = process.cpuUsage();
    const answered = await load(target, N);
    const used = process.cpuUsage(before);
    if (profiled) writeFileSync(path.join(profileDir!, `${area}-${name}.cpuprofile`), JSON.stringify((await profiler.post('Profiler.stop')).profile));
    (results[name] ??= []).push((used.user + used.system) / answered);
    (systemShares[name] ??= []).push(used.system / answered);
  }
}
for (const [name, values] of Object.entries(results)) console.log(`${area} ${name}: server CPU per request, µs (3 runs of ${withWrk ? `${wrkSeconds} s of wrk` : N}; the kernel's part in brackets):`, values.map((v, run) => `${v.toFixed(1)} (${systemShares[name][run].toFixed(1)})`).join(' '));
for (const name of Object.keys(results).filter((n) => n !== 'ours')) {
  console.log(`${area} ours/${name} CPU per request, per run:`, results.ours.map((v, run) => (v / results[name][run]).toFixed(2) + 'x').join(' '));
}
for (const close of closers) close();
await stop();
