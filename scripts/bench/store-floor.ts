/**
 * How fast can any server on this machine answer the HR list with PostgreSQL? A bare node:http
 * server reads the same page (the store's own statement, captured from the store) and answers
 * with it, through:
 *   pg     a pg.Pool of 10, the statement named (what the store sends, with nothing around it)
 *   store  the store's list reader (src/store/list-page-sql.ts, the guarded pool, the breaker), as the HR service calls it
 * Node's CPU and PostgreSQL's CPU per request (from /proc, Linux) under autocannon -c 32.
 * Compare with `npm run bench` on PostgreSQL (docs/performance.md): if the thinnest server
 * doing this one read is no faster than the peer, which reads nothing, the gap is the read.
 *   DATABASE_URL=postgres://… npx tsx scripts/bench/store-floor.ts [pg|store] [requests]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openStore } from '../../src/store/database.js';
import { benchSchema } from './bench-schema.js';

const variant = process.argv[2] ?? 'store';
const N = Number(process.argv[3] ?? 20000);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: this measures the PostgreSQL read');

// The store's statement and values, seen where it hands them to pg.
type QueryConfig = { text: string; values: unknown[] };
let captured: QueryConfig | undefined;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const named = config as Partial<QueryConfig> | null;
  if (!captured && typeof named?.text === 'string' && named.text.includes('string_agg')) captured = { text: named.text, values: [...(named.values ?? [])] };
  return (clientQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof clientQuery;

const schema = await benchSchema(databaseUrl);
const store = await openStore({ databaseUrl: schema.url, dataDir: '.', seedDemoData: true });
const lists = store.lists.of({ ownerColumn: 'company_id', countsTable: 'hrm_list_counts' });
const storePage = async () => {
  const page = await lists.pageJson('hrm_employees', 'acme', [], [['employee_number', 'asc']], { page: 1, pageSize: 20 });
  return { items: page.itemsJson, total: page.total };
};
await storePage();
pg.Client.prototype.query = clientQuery;
if (!captured) throw new Error('the store sent no json_agg statement');
const statement = captured;

const pool = new pg.Pool({ connectionString: schema.url, max: 10 });
const pgPage = async () => (await pool.query<{ items: string; total: string }>({ name: 'floor', text: statement.text, values: statement.values })).rows[0];
const read = variant === 'pg' ? pgPage : storePage;

const server = http.createServer((req, res) => {
  if (!req.headers['x-api-key']) return void res.writeHead(401).end();
  read().then(
    (page) => {
      const body = `{"success":true,"data":{"items":${page.items},"total":${page.total},"page":1,"pageSize":20}}`;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    },
    () => void res.writeHead(500).end(),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const load = (amount: number) =>
  new Promise<void>((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/autocannon/autocannon.js'), '-c', '32', '-a', String(amount), '-H', 'x-api-key=k', url], { stdio: 'ignore' });
    child.once('exit', () => resolve());
  });

/** CPU ticks of every process named postgres (user + system), from /proc. */
function postgresTicks(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!/\((postgres)\)/.test(stat)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

await load(3000);
const ticksBefore = postgresTicks();
const cpuBefore = process.cpuUsage();
const started = Date.now();
await load(N);
const seconds = (Date.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const postgresUs = ((postgresTicks() - ticksBefore) * 10_000) / N; // 100 ticks per second
console.log(`${variant}: ${(N / seconds).toFixed(0)} req/s, node CPU ${((cpu.user + cpu.system) / N).toFixed(1)} us/request, PostgreSQL CPU ${postgresUs.toFixed(1)} us/request`);
server.close();
await pool.end();
await store.close();
await schema.drop();
