/**
 * What a deep page costs the store, without HTTP: the pass that learns a list's positions
 * (src/store/list-positions.ts) and CPU per page for page 1, for the bench's random pages of
 * marketing `/ads/performance` of the tenant `bench`, and for the first of them again and
 * again, read through OrderedLists.pageJson on a read-only connection to a store seeded by
 * `npm run bench` with BENCH_LARGE_ROWS. For
 * the pass: its statements, its CPU and wall time, and the longest the event loop waited
 * during it (the longest gap between two runs of a 1 ms timer: what every other request would
 * have waited at worst).
 *   BENCH_DATA_DIR=/tmp/bench-large npx tsx scripts/bench/deep-page-cost.ts [stride] [slice rows]
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { BENCH_TENANT } from '../../src/store/bulk-seed.js';
import { createDeepReader } from '../../src/store/deep-reads.js';
import { ENGINES } from '../../src/store/engines.js';
import { OrderedLists, PASS_SLICE_ROWS, POSITION_STRIDE } from '../../src/store/list-page-sql.js';
import { ListPositions } from '../../src/store/list-positions.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { mulberry32 } from '../../src/seeded-random.js';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR names a store seeded by npm run bench with BENCH_LARGE_ROWS');
const stride = Number(process.argv[2] ?? POSITION_STRIDE);
const sliceRows = Number(process.argv[3] ?? PASS_SLICE_ROWS);
const db = new Database(path.join(dataDir, 'store.sqlite'), { readonly: true });
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const statements = new Map<string, Database.Statement>();
let passStatements = 0;
let longestStatementCpu = 0;
/** The last statement run and its values, to time it alone. */
let lastRun: { statement: Database.Statement; parameters: readonly unknown[] } | null = null;
const runner = async (text: string, parameters: readonly unknown[]) => {
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = db.prepare(text)));
  lastRun = { statement, parameters };
  if (!text.includes('row_number()')) return statement.all(...parameters);
  passStatements++;
  const since = process.cpuUsage();
  const rows = statement.all(...parameters);
  longestStatementCpu = Math.max(longestStatementCpu, cpuMs(since));
  return rows;
};
const list = MARKETING_LISTS.find((declared) => declared.table === 'marketing_ad_performance')!;
const positions = new ListPositions(stride);
const lists = new OrderedLists({ engine: ENGINES.sqlite, run: runner }, { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' }, positions, sliceRows);
const page = (number: number, pageSize: number) => lists.pageJson(list.table, BENCH_TENANT, [], list.order, { page: number, pageSize });

let [lastTick, longestGap] = [performance.now(), 0];
const ticker = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastTick);
  lastTick = now;
}, 1);
await new Promise((resolve) => setTimeout(resolve, 5));
longestGap = 0;
let since = process.cpuUsage();
let started = performance.now();
// The first page whose position is learnt by the pass's first slice (and a page of 20 at 1,180 rows deep, 60, is past SEEK_DEPTH).
const { total } = await page(60, 20);
const firstPageMs = performance.now() - started;
await positions.passesEnd();
const passMs = performance.now() - started;
const passCpuMs = cpuMs(since);
// The gap is recorded when the timer runs: once more after the pass, for a pass of one statement.
await new Promise((resolve) => setTimeout(resolve, 5));
clearInterval(ticker);
console.log(
  `${total} rows; the pass: ${passStatements} statements (${sliceRows} rows each, the longest ${longestStatementCpu.toFixed(0)} ms CPU), ${passMs.toFixed(0)} ms wall, ${passCpuMs.toFixed(0)} ms CPU, ` +
    `the event loop held at most ${longestGap.toFixed(1)} ms, the page that started it (page 60) answered in ${firstPageMs.toFixed(0)} ms; ${positions.size} positions at a stride of ${stride}`,
);
// A deep page while no position is known (a list written too recently to learn again, or a
// pass under way that has not reached it): read by OFFSET, in one statement.
// The same on the deep reader's worker thread, as a store on a file reads it (src/store/deep-reads.ts):
// the longest the event loop waited meanwhile (a 1 ms timer's longest gap).
const deepReader = createDeepReader(path.join(dataDir, 'store.sqlite'), { timeoutMs: 60_000 });
const onWorker = new OrderedLists({ engine: ENGINES.sqlite, run: runner, deep: deepReader.run }, { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' }, positions, sliceRows);
await onWorker.pageJson(list.table, BENCH_TENANT, [['date', '>=', '0000-01-01']], list.order, { page: 1_001, pageSize: 20 }); // the thread's start
for (const [label, reader] of [['on the event loop', lists], ['on the deep reader', onWorker]] as const) {
  for (const number of [30_000, 30_001]) {
    let [last, held] = [performance.now(), 0];
    const timer = setInterval(() => {
      held = Math.max(held, performance.now() - last);
      last = performance.now();
    }, 1);
    const offsetStarted = performance.now();
    await reader.pageJson(list.table, BENCH_TENANT, [['date', '>=', '0000-01-01']], list.order, { page: number, pageSize: 20 });
    const ms = performance.now() - offsetStarted;
    await new Promise((resolve) => setTimeout(resolve, 2));
    clearInterval(timer);
    console.log(`page ${number} of 20 by OFFSET (as while its position is not learnt), ${label}: ${ms.toFixed(0)} ms, the event loop held at most ${held.toFixed(1)} ms`);
  }
}
await deepReader.close();
for (const pageSize of [20, 25]) {
  const draw = mulberry32(0x5eed);
  const pages = Array.from({ length: 5000 }, () => 1 + Math.floor(draw() * Math.ceil(total / pageSize)));
  // 'one deep page': the first random page every time, sought from its position as each random
  // page is, so the index it reads stays in the CPU's and SQLite's caches; against 'random
  // pages', what reading another part of the index each time costs.
  for (const label of ['page 1', 'one deep page', 'random pages']) {
    since = process.cpuUsage();
    started = performance.now();
    for (let round = 0; round < 2; round++) for (const number of pages) await page(label === 'page 1' ? 1 : label === 'one deep page' ? pages[0] : number, pageSize);
    console.log(`pages of ${pageSize}, ${label}: ${((cpuMs(since) * 1000) / (2 * pages.length)).toFixed(1)} us CPU per page`);
  }
  // The statements alone, without pageJson: page 1's, and the first random page's seek.
  for (const [label, number] of [['page 1', 1], ['one deep page', pages[0]]] as const) {
    await page(number, pageSize);
    const { statement, parameters } = lastRun!;
    since = process.cpuUsage();
    for (let i = 0; i < 10_000; i++) statement.all(...parameters);
    const plan = (db.prepare(`explain query plan ${statement.source}`).all(...parameters) as Array<{ detail: string }>).find((row) => row.detail.includes(list.table))?.detail;
    console.log(`pages of ${pageSize}, ${label}, its statement alone: ${((cpuMs(since) * 1000) / 10_000).toFixed(1)} us CPU (${plan})`);
  }
}
db.close();
