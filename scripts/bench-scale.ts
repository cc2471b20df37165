/**
 * `npm run bench:scale` (tsx scripts/bench-scale.ts): marketing and HR lists at a million rows.
 *
 * Seeds a fresh store through `npm run seed` (the tenant and company `bench`; BENCH_ROWS rows
 * in their largest lists, default 1,000,000), starts the marketing and HR services with
 * production settings and measures, one request at a time after a warm-up, the latency of
 * marketing `/ads/performance` and HR `/attendance` at a page size of 100 on pages 1, 1,000
 * and 10,000, of marketing `/summary` and of HR `/employees`. Every answer is checked: status
 * 200, the same exact `total` on every page, equal to a count(*) run on the store.
 *
 * Targets (exit 1 when one is missed), per area: p50 of page 1 <= 10 ms, p50 of page 10,000 <=
 * 2x page 1; p50 of marketing /summary <= 20 ms. SQLite in a temporary DATA_DIR, or PostgreSQL with DATABASE_URL (a
 * fresh schema, dropped at the end). BENCH_DATA_DIR reuses a seeded SQLite directory and
 * BENCH_SCHEMA a seeded PostgreSQL schema (both kept; seeded on first use).
 * Settings: BENCH_ROWS, BENCH_SAMPLES (default 50).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { loadSettings } from '../src/config/settings.js';
import { startLiveAreas } from '../src/server.js';
import { createApiKeyService } from '../src/services/keys/api-keys.js';
import { BENCH_COMPANY, BENCH_TENANT } from '../src/store/bulk-seed.js';
import { benchSchema } from './bench/bench-schema.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const PAGE_SIZE = 100;

function seed(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed', '--', '--rows', String(ROWS)], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run seed exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Case {
  name: string;
  path: string;
  /** Where the answer states the list's total. */
  total: (data: Record<string, unknown>) => unknown;
  /** The count(*) of the store: every answer must state exactly this. */
  exact: number;
}

/** p50 per case in ms, one request at a time; prints a line per case, notes wrong totals in `problems`. */
async function measureCases(base: string, headers: Record<string, string>, problems: string[], cases: Case[]): Promise<Map<string, number>> {
  const p50 = new Map<string, number>();
  console.log(`${'request'.padEnd(26)}${'p50 ms'.padEnd(10)}${'p99 ms'.padEnd(10)}total`);
  for (const entry of cases) {
    const times: number[] = [];
    let total: unknown;
    for (let i = 0; i < SAMPLES + 5; i++) {
      const started = process.hrtime.bigint();
      const response = await fetch(base + entry.path, { headers });
      const body = (await response.json()) as { data: Record<string, unknown> };
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.status !== 200) throw new Error(`${entry.path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      total = entry.total(body.data);
      if (i >= 5) times.push(elapsed);
    }
    if (total !== entry.exact) problems.push(`${entry.name}: total ${String(total)}, but the store holds ${entry.exact}`);
    times.sort((a, b) => a - b);
    p50.set(entry.name, percentile(times, 50));
    console.log(`${entry.name.padEnd(26)}${percentile(times, 50).toFixed(2).padEnd(10)}${percentile(times, 99).toFixed(2).padEnd(10)}${String(total)}`);
  }
  return p50;
}

/** Page 1 <= 10 ms and page 10,000 <= 2x page 1, for the list named `list`. */
function checkTargets(area: string, p50: Map<string, number>, list: string, problems: string[]): void {
  const first = p50.get(`${list} page 1`)!;
  const deep = p50.get(`${list} page 10,000`)!;
  if (first > 10) problems.push(`${area} ${list} page 1: p50 ${first.toFixed(2)} ms (target <= 10 ms)`);
  if (deep > 2 * first) problems.push(`${area} ${list} page 10,000: p50 ${deep.toFixed(2)} ms, ${(deep / first).toFixed(2)}x page 1 (target <= 2x)`);
  console.log(`${list} page 10,000 / page 1: ${(deep / first).toFixed(2)}x`);
}

async function main() {
  const pgBase = process.env.DATABASE_URL;
  const engine = pgBase ? 'postgres' : 'sqlite';
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const schema = pgBase ? await benchSchema(pgBase, process.env.BENCH_SCHEMA) : null;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_DATA: 'true',
    MEMBER_API_STANDIN: 'true',
    AREAS: 'marketing,hrm',
    HRM_PORT: '0',
    HRM_RATE_LIMIT: '999999999/1s',
    // The benchmark's own check, a count(*) of a million rows, can outlast the 2 s default on a
    // cold PostgreSQL; the requests measured are judged by the latencies printed.
    STORE_TIMEOUT_MS: '60000',
    MARKETING_PORT: '0',
    MEMBER_API_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: schema?.url ?? '',
    REDIS_URL: '',
    LOG_LEVEL: 'silent',
  };
  try {
    const seeded = schema ? schema.kept : Boolean(keep && existsSync(path.join(dataDir, 'store.sqlite')));
    if (!seeded) {
      const started = Date.now();
      await seed(env);
      console.log(`seeded ${ROWS.toLocaleString('en-US')} rows (${engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const live = await startLiveAreas(loadSettings(env), pino({ level: 'silent' }));
    try {
      const db = live.runtime.store.db;
      const keys = createApiKeyService(db);
      const count = async (table: 'marketing_ad_performance' | 'hrm_attendance' | 'hrm_employees', owner: 'tenant_id' | 'company_id', id: string) =>
        Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(owner)} = ${id}`.execute(db)).rows[0].n);
      const urlOf = (area: string) => live.running.find((s) => s.name === area)!.url;
      const problems: string[] = [];

      const marketingKey = (await keys.create({ service: 'marketing', name: 'bench-scale', tenantId: BENCH_TENANT })).key;
      const performance = await count('marketing_ad_performance', 'tenant_id', BENCH_TENANT);
      console.log(`engine ${engine}; ${SAMPLES} sequential requests each after 5 warm-ups\n`);
      console.log(`marketing: ${performance.toLocaleString('en-US')} performance rows of tenant ${BENCH_TENANT}`);
      const marketing = await measureCases(`${urlOf('marketing')}/api/public/v1`, { 'x-api-key': marketingKey }, problems, [
        { name: 'performance page 1', path: `/ads/performance?page=1&page_size=${PAGE_SIZE}`, total: (data) => data.total, exact: performance },
        { name: 'performance page 1,000', path: `/ads/performance?page=1000&page_size=${PAGE_SIZE}`, total: (data) => data.total, exact: performance },
        { name: 'performance page 10,000', path: `/ads/performance?page=10000&page_size=${PAGE_SIZE}`, total: (data) => data.total, exact: performance },
        { name: 'summary', path: '/summary', total: (data) => (data.ads as { performance: number }).performance, exact: performance },
      ]);
      checkTargets('marketing', marketing, 'performance', problems);
      const summary = marketing.get('summary')!;
      if (summary > 20) problems.push(`marketing summary: p50 ${summary.toFixed(2)} ms (target <= 20 ms)`);

      const hrKey = (await keys.create({ service: 'hrm', companyId: BENCH_COMPANY, name: 'bench-scale', scopes: ['employee.read', 'attendance.read'] })).key;
      const attendance = await count('hrm_attendance', 'company_id', BENCH_COMPANY);
      const employees = await count('hrm_employees', 'company_id', BENCH_COMPANY);
      console.log(`\nHR: ${attendance.toLocaleString('en-US')} attendance rows and ${employees.toLocaleString('en-US')} employees of company ${BENCH_COMPANY}`);
      const hr = await measureCases(`${urlOf('hrm')}/api/v1`, { 'x-api-key': hrKey }, problems, [
        { name: 'attendance page 1', path: `/attendance?page=1&pageSize=${PAGE_SIZE}`, total: (data) => data.total, exact: attendance },
        { name: 'attendance page 1,000', path: `/attendance?page=1000&pageSize=${PAGE_SIZE}`, total: (data) => data.total, exact: attendance },
        { name: 'attendance page 10,000', path: `/attendance?page=10000&pageSize=${PAGE_SIZE}`, total: (data) => data.total, exact: attendance },
        { name: 'employees page 1', path: `/employees?page=1&pageSize=${PAGE_SIZE}`, total: (data) => data.total, exact: employees },
      ]);
      checkTargets('HR', hr, 'attendance', problems);

      if (problems.length) {
        console.log(`\nTARGETS MISSED:\n  ${problems.join('\n  ')}`);
        process.exitCode = 1;
      } else console.log('\nevery target met');
    } finally {
      await live.stop();
    }
  } finally {
    await schema?.drop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
