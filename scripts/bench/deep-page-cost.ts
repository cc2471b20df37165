/**
 * What a deep page costs the store, without HTTP: the pass that learns a list's positions
 * (src/store/list-positions.ts) and CPU per page for page 1 and for the bench's random pages
 * of marketing `/ads/performance` of the tenant `bench`, read through OrderedLists.pageJson
 * on a read-only connection to a store seeded by `npm run bench` with BENCH_LARGE_ROWS.
 *   BENCH_DATA_DIR=/tmp/bench-large npx tsx scripts/bench/deep-page-cost.ts [stride]
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { BENCH_TENANT } from '../../src/store/bulk-seed.js';
import { OrderedLists, POSITION_STRIDE } from '../../src/store/list-page-sql.js';
import { ListPositions } from '../../src/store/list-positions.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { mulberry32 } from '../../src/seeded-random.js';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR names a store seeded by npm run bench with BENCH_LARGE_ROWS');
const stride = Number(process.argv[2] ?? POSITION_STRIDE);
const db = new Database(path.join(dataDir, 'store.sqlite'), { readonly: true });
const statements = new Map<string, Database.Statement>();
const runner = async (text: string, parameters: readonly unknown[]) => {
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = db.prepare(text)));
  return statement.all(...parameters);
};
const list = MARKETING_LISTS.find((declared) => declared.table === 'marketing_ad_performance')!;
const positions = new ListPositions(stride);
const lists = new OrderedLists(runner, 'sqlite', { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' }, positions);
const page = (number: number, pageSize: number) => lists.pageJson(list.table, BENCH_TENANT, [], list.order, { page: number, pageSize }, list.fields);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

let since = process.cpuUsage();
let started = performance.now();
const { total } = await page(30_000, 20);
console.log(`${total} rows; the pass (first deep page): ${(performance.now() - started).toFixed(0)} ms wall, ${cpuMs(since).toFixed(0)} ms CPU, ${positions.size} positions at a stride of ${stride}`);
for (const pageSize of [20, 25]) {
  const draw = mulberry32(0x5eed);
  const pages = Array.from({ length: 5000 }, () => 1 + Math.floor(draw() * Math.ceil(total / pageSize)));
  for (const label of ['page 1', 'random pages']) {
    since = process.cpuUsage();
    started = performance.now();
    for (let round = 0; round < 2; round++) for (const number of pages) await page(label === 'page 1' ? 1 : number, pageSize);
    console.log(`pages of ${pageSize}, ${label}: ${((cpuMs(since) * 1000) / (2 * pages.length)).toFixed(1)} us CPU per page`);
  }
}
db.close();
