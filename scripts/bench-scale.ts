/**
 * `npm run bench:scale` (tsx scripts/bench-scale.ts): the marketing lists at a million rows.
 *
 * Seeds a fresh store through `npm run seed` (the tenant `bench`; BENCH_ROWS rows in its
 * largest list, default 1,000,000), starts the marketing service with production settings and
 * measures, one request at a time after a warm-up, the latency of `/ads/performance` at
 * page_size=100 on pages 1, 1,000 and 10,000 and of `/summary`. Every answer is checked:
 * status 200, the same exact `total` on every page, equal to a count(*) run on the store.
 *
 * Targets (exit 1 when one is missed): p50 of page 1 <= 10 ms, p50 of page 10,000 <= 2x page 1,
 * p50 of /summary <= 20 ms. SQLite in a temporary DATA_DIR, or PostgreSQL with DATABASE_URL (a
 * fresh schema, dropped at the end). BENCH_DATA_DIR reuses a seeded SQLite directory (kept).
 * Settings: BENCH_ROWS, BENCH_SAMPLES (default 50).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { loadSettings } from '../src/config/settings.js';
import { startLiveAreas } from '../src/server.js';
import { createApiKeyService } from '../src/services/keys/api-keys.js';
import { BENCH_TENANT } from '../src/store/bulk-seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const PAGE_SIZE = 100;

async function freshSchema(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

function seed(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'seed', '--', '--rows', String(ROWS)], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run seed exited with ${code}`))));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const pgBase = process.env.DATABASE_URL;
  const engine = pgBase ? 'postgres' : 'sqlite';
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const schema = pgBase ? await freshSchema(pgBase) : null;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_DATA: 'true',
    MEMBER_API_STANDIN: 'true',
    AREAS: 'marketing',
    MARKETING_PORT: '0',
    MEMBER_API_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: schema?.url ?? '',
    REDIS_URL: '',
    LOG_LEVEL: 'silent',
  };
  try {
    if (!(keep && existsSync(path.join(dataDir, 'store.sqlite')))) {
      const started = Date.now();
      await seed(env);
      console.log(`seeded ${ROWS.toLocaleString('en-US')} rows (${engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const live = await startLiveAreas(loadSettings(env), pino({ level: 'silent' }));
    try {
      const url = live.running.find((s) => s.name === 'marketing')!.url + '/api/public/v1';
      const key = (await createApiKeyService(live.runtime.store.db).create({ service: 'marketing', name: 'bench-scale', tenantId: BENCH_TENANT })).key;
      const counted = await sql<{ n: number | string }>`select count(*) as n from marketing_ad_performance where tenant_id = ${BENCH_TENANT}`.execute(live.runtime.store.db);
      const exact = Number(counted.rows[0].n);

      const cases = [
        { name: 'performance page 1', path: `/ads/performance?page=1&page_size=${PAGE_SIZE}` },
        { name: 'performance page 1,000', path: `/ads/performance?page=1000&page_size=${PAGE_SIZE}` },
        { name: 'performance page 10,000', path: `/ads/performance?page=10000&page_size=${PAGE_SIZE}` },
        { name: 'summary', path: '/summary' },
      ];
      const p50 = new Map<string, number>();
      const problems: string[] = [];
      console.log(`engine ${engine}; ${exact.toLocaleString('en-US')} performance rows of tenant ${BENCH_TENANT}; ${SAMPLES} sequential requests each after 5 warm-ups\n`);
      console.log(`${'request'.padEnd(26)}${'p50 ms'.padEnd(10)}${'p99 ms'.padEnd(10)}total`);
      for (const entry of cases) {
        const times: number[] = [];
        let total: unknown;
        for (let i = 0; i < SAMPLES + 5; i++) {
          const started = process.hrtime.bigint();
          const response = await fetch(url + entry.path, { headers: { 'x-api-key': key } });
          const body = (await response.json()) as { data: { total?: number; ads?: { performance: number } } };
          const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
          if (response.status !== 200) throw new Error(`${entry.path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
          total = entry.name === 'summary' ? body.data.ads?.performance : body.data.total;
          if (i >= 5) times.push(elapsed);
        }
        if (total !== exact) problems.push(`${entry.name}: total ${String(total)}, but the store holds ${exact}`);
        times.sort((a, b) => a - b);
        p50.set(entry.name, percentile(times, 50));
        console.log(`${entry.name.padEnd(26)}${percentile(times, 50).toFixed(2).padEnd(10)}${percentile(times, 99).toFixed(2).padEnd(10)}${String(total)}`);
      }
      const first = p50.get('performance page 1')!;
      const deep = p50.get('performance page 10,000')!;
      const summary = p50.get('summary')!;
      if (first > 10) problems.push(`page 1: p50 ${first.toFixed(2)} ms (target <= 10 ms)`);
      if (deep > 2 * first) problems.push(`page 10,000: p50 ${deep.toFixed(2)} ms, ${(deep / first).toFixed(2)}x page 1 (target <= 2x)`);
      if (summary > 20) problems.push(`summary: p50 ${summary.toFixed(2)} ms (target <= 20 ms)`);
      console.log(`\npage 10,000 / page 1: ${(deep / first).toFixed(2)}x`);
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
