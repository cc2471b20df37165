/**
 * `npm run bench:import` (tsx scripts/bench-import.ts): loading a million records, and seeding a
 * million rows, timed as operators run them (docs/performance.md).
 *
 * Writes BENCH_ROWS (default 1,000,000) marketing `ads/performance` records of 1,000 campaigns
 * (NDJSON, each a valid item: ids, dates, money with cents, roas = revenue / spend) and the
 * campaigns, then on each engine, in a fresh store: `npm run import` of the campaigns, then of
 * the performance records (the timed run: read, validated, checked against their campaigns,
 * written), and `npm run seed -- --rows BENCH_ROWS` into another fresh store (which writes
 * several times BENCH_ROWS rows: every marketing list of its tenant, and HR attendance). Prints
 * rows/s and the machine's load average, which the figures depend on.
 * SQLite in a temporary DATA_DIR; PostgreSQL too when DATABASE_URL is set (fresh schemas,
 * dropped at the end). Targets (exit 1 when missed): the import within 60 s on SQLite and
 * 120 s on PostgreSQL, the seed within the same bounds. Settings: BENCH_ROWS, BENCH_ENGINES
 * (sqlite,postgres), BENCH_RUNS (import,seed).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { planBulkRows } from '../src/store/bulk-seed.js';
import { benchSchema } from './bench/bench-schema.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CAMPAIGNS = 1_000;
const TARGET_S = { sqlite: 60, postgres: 120 } as const;
const TENANT = 'loadbench';

const hex = (n: number) => n.toString(16).padStart(10, '0');
const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** Writes records through a stream, a chunk at a time. */
async function writeLines(file: string, count: number, line: (i: number) => string): Promise<void> {
  const out = createWriteStream(file);
  let chunk = '';
  for (let i = 0; i < count; i++) {
    chunk += `${line(i)}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

const campaign = (i: number) =>
  JSON.stringify({ id: `cmp_${hex(i)}`, tenant_id: TENANT, name: `Campaign ${i}`, channel: 'google_ads', budget: 1000 + i, currency: 'USD', start_date: '2020-01-01', end_date: null, status: 'active' });

function performance(i: number): string {
  const spend = (i % 5000) + 1;
  const revenue = (i * 7) % 20000;
  return JSON.stringify({
    id: `prf_${hex(i)}`,
    tenant_id: TENANT,
    campaign_id: `cmp_${hex(i % CAMPAIGNS)}`,
    date: day(Math.floor(i / CAMPAIGNS)),
    impressions: 1000 + (i % 977),
    clicks: i % 97,
    conversions: i % 7,
    spend: spend / 100,
    revenue: revenue / 100,
    currency: 'USD',
    roas: Math.round((revenue / spend) * 100) / 100,
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance_now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve((performance_now() - started) / 1000) : reject(new Error(`npm run ${args.join(' ')} exited with ${code}`))));
  });
}
const performance_now = () => Number(process.hrtime.bigint() / 1_000_000n);

async function main(): Promise<number> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  console.log(`load average before: ${loadavg().map((load) => load.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  const campaigns = path.join(work, 'campaigns.ndjson');
  const records = path.join(work, 'performance.ndjson');
  let missed = false;
  try {
    await writeLines(campaigns, CAMPAIGNS, campaign);
    await writeLines(records, ROWS, performance);
    // The build the npm scripts run first, once, outside the timings.
    await run(['build'], process.env);
    const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').filter((engine) => engine === 'sqlite' || process.env.DATABASE_URL);
    for (const engine of engines as Array<'sqlite' | 'postgres'>) {
      for (const what of (process.env.BENCH_RUNS ?? 'import,seed').split(',') as Array<'import' | 'seed'>) {
        let env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: path.join(work, `${engine}-${what}`) };
        let drop = async () => undefined as void;
        if (engine === 'postgres') {
          const schema = await benchSchema(process.env.DATABASE_URL!);
          env = { ...env, DATABASE_URL: schema.url };
          drop = schema.drop;
        }
        try {
          let seconds: number;
          if (what === 'import') {
            await run(['import', '--', '--area', 'marketing', '--tenant', TENANT, '--create', '--list', 'ads/campaigns', campaigns], env);
            seconds = await run(['import', '--', '--area', 'marketing', '--tenant', TENANT, '--list', 'ads/performance', records], env);
          } else {
            seconds = await run(['seed', '--', '--rows', String(ROWS)], env);
          }
          const ok = seconds <= TARGET_S[engine];
          if (!ok) missed = true;
          // The seed writes more than --rows: every marketing list of the tenant grows with the largest, and HR attendance.
          const written = what === 'import' ? ROWS : planBulkRows(ROWS).total;
          const label = what === 'import' ? `import of ${ROWS} ads/performance records` : `seed --rows ${ROWS} (${written} rows in all)`;
          console.log(`${engine.padEnd(8)} ${label}: ${seconds.toFixed(1)} s, ${Math.round(written / seconds)} rows/s (target <= ${TARGET_S[engine]} s: ${ok ? 'met' : 'MISSED'})`);
        } finally {
          await drop();
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return missed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
