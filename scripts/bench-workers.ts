/**
 * `npm run bench:workers`: throughput of a real list (HR employees, page of 20, with an API
 * key, SQLite, production settings) with WORKERS=2 against WORKERS=1, from the built servers,
 * interleaved rounds, autocannon in this process. Prints medians and the ratio. The load
 * generator shares the machine's cores with the workers, so on a 2-core machine the ratio
 * stays well under 2. Run `npm run build` first.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/ports.js';
import { main as keys } from '../src/cli/keys.js';

const ROUNDS = 3;
const SECONDS = 8;


const dataDir = mkdtempSync(path.join(tmpdir(), 'workers-bench-'));
const env = { ...process.env, NODE_ENV: 'production', DEMO_DATA: 'true', MEMBER_API_URL: 'http://127.0.0.1:9', AREAS: 'hrm', DATA_DIR: dataDir, LOG_LEVEL: 'warn', HRM_RATE_LIMIT: '100000000/1s' };
const out: string[] = [];
await keys(['create', '--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read', '--name', 'bench'], { stdout: (line) => out.push(line), stderr: (line) => console.error(line), env });
const key = out.at(-1)!;

async function round(workers: number): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['build/src/cli/serve.js'], { env: { ...env, WORKERS: String(workers), HRM_PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/api/v1/employees?page=1&pageSize=20`;
  try {
    for (;;) {
      if (await fetch(url, { headers: { 'X-API-Key': key } }).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await autocannon({ url, connections: 20, duration: 2, headers: { 'X-API-Key': key } }); // warm-up
    const result = await autocannon({ url, connections: 20, duration: SECONDS, headers: { 'X-API-Key': key } });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result.requests.average;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const figures: Record<number, number[]> = { 1: [], 2: [] };
for (let i = 0; i < ROUNDS; i++) for (const workers of [1, 2]) figures[workers].push(await round(workers));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`WORKERS=1: ${median(figures[1]).toFixed(0)} req/s (${figures[1].map((v) => v.toFixed(0)).join(', ')})`);
console.log(`WORKERS=2: ${median(figures[2]).toFixed(0)} req/s (${figures[2].map((v) => v.toFixed(0)).join(', ')})`);
console.log(`WORKERS=2 / WORKERS=1: ${(median(figures[2]) / median(figures[1])).toFixed(2)}x`);
