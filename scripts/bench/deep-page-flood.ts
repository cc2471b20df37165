/**
 * A freshly started server under a flood of random deep pages: the built server (`npm start`'s
 * entry) on the store seeded by `npm run bench` with BENCH_LARGE_ROWS, 32 connections asking
 * random pages of 20 of marketing `/ads/performance` of the tenant `bench` from its first
 * second, before the list's positions are learnt (src/store/list-positions.ts), when every deep
 * page is read by OFFSET on the deep reader (src/store/deep-reads.ts); then again once they
 * are. Prints, per window: answers by status, req/s and latency (p50, p99, max), and the
 * slowest answer of `/status` asked every 50 ms meanwhile from another process (what the
 * server's other requests waited, at most).
 *   npm run build && BENCH_DATA_DIR=/tmp/bench-large npx tsx scripts/bench/deep-page-flood.ts [windows] [seconds]
 * What a client sees while the deep reader is at its bounds (DEEP_READS_IN_LINE, STORE_TIMEOUT_MS,
 * which the server takes from this process's environment): 503 STORE_UNAVAILABLE instead of a
 * wait. A window's maximum latency includes autocannon's own start (a second or more, page 1
 * alone too); answers still in flight when a window ends are not counted. Figures in
 * docs/reliability.md.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../publishing/partner-specs.js';
import { mulberry32 } from '../../src/seeded-random.js';
import { BENCH_TENANT } from '../../src/store/bulk-seed.js';
import { openStore } from '../../src/store/database.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { freePort } from '../../test/support/ports.js';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR names a store seeded by npm run bench with BENCH_LARGE_ROWS');
const windows = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 2);
const LIST = '/api/public/v1/ads/performance';
/** Asks a URL every 50 ms for a while; prints the slowest answer's time (ms). */
const PINGER = `const [url, ms] = process.argv.slice(1); const end = Date.now() + Number(ms); let slowest = 0;
(async () => { while (Date.now() < end) { const t = performance.now(); await fetch(url).then((r) => r.arrayBuffer()); slowest = Math.max(slowest, performance.now() - t); await new Promise((r) => setTimeout(r, 50)); } console.log(slowest.toFixed(0)); })();`;

const store = await openStore({ dataDir, seedDemoData: false });
const key = (await createApiKeyService(store.db).create({ service: 'marketing', name: 'deep-page-flood', tenantId: BENCH_TENANT })).key;
await store.close();

const ports: Record<string, string> = {};
for (const name of ['KNOWLEDGE_PORT', 'CRAWLER_PORT', 'HRM_PORT', 'MARKETING_PORT', 'MEMBER_API_PORT']) ports[name] = String(await freePort());
const server = spawn(process.execPath, [path.join(projectRoot, 'build/src/cli/serve.js')], {
  env: { ...process.env, ...ports, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MARKETING_RATE_LIMIT: '100000000/60s' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${ports.MARKETING_PORT}`;
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (await fetch(`${url}/api/public/v1/status`).then((res) => res.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const first = await fetch(`${url}${LIST}?page=1&page_size=20`, { headers: { 'x-api-key': key } });
  const { total_pages: pages } = ((await first.json()) as { data: { total_pages: number } }).data;
  const draw = mulberry32(0x5eed);
  const requests = Array.from({ length: 5000 }, () => ({ method: 'GET' as const, path: `${LIST}?page=${1 + Math.floor(draw() * pages)}&page_size=20`, headers: { 'x-api-key': key } }));
  console.log(`${pages} pages of 20; 32 connections, random pages, from the server's first second (its positions not learnt)`);
  for (let window = 1; window <= windows; window++) {
    const statuses: Record<number, number> = {};
    // In a process of its own: autocannon holds this one's event loop for a second or more as it starts.
    const pinger = spawn(process.execPath, ['-e', PINGER, `${url}/api/public/v1/status`, String(seconds * 1000)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const slowestStatus = new Promise<string>((resolve) => {
      let out = '';
      pinger.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      pinger.on('close', () => resolve(out.trim()));
    });
    const result = await autocannon({
      url,
      connections: 32,
      duration: seconds,
      requests,
      setupClient: (client) => client.on('response', (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1)),
    });
    const { p50, p99, max } = result.latency;
    console.log(
      `window ${window} (${seconds} s): ${Object.entries(statuses).map(([status, n]) => `${n} × ${status}`).join(', ')}; ${Math.round(result.requests.average)} req/s; ` +
        `latency p50 ${p50} ms, p99 ${p99} ms, max ${max} ms; /status at most ${await slowestStatus} ms`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
