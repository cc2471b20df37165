/**
 * `npm run bench:start`: cold start and memory of the servers, built (plain node) against the
 * tsx development start, each spawned 5 times in turn: milliseconds from spawn until all four
 * areas answer their health endpoint, and the process's RSS once they do. Prints medians and
 * the ratio. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/ports.js';

const ROUNDS = 5;
const HEALTH = { KNOWLEDGE_PORT: '/api/v1/health', CRAWLER_PORT: '/api/public/v1/health', HRM_PORT: '/api/health', MARKETING_PORT: '/api/public/v1/status' };


async function once(args: string[]): Promise<{ ms: number; rssMb: number }> {
  const ports: Record<string, string> = {};
  for (const name of [...Object.keys(HEALTH), 'MEMBER_API_PORT']) ports[name] = String(await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  try {
    for (;;) {
      const answers = await Promise.all(Object.entries(HEALTH).map(([port, url]) => fetch(`http://127.0.0.1:${ports[port]}${url}`).then((r) => r.ok, () => false)));
      if (answers.every(Boolean)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const variants = { built: ['build/src/cli/serve.js'], tsx: ['--import', 'tsx', 'src/cli/serve.ts'] };
const results: Record<string, { ms: number[]; rss: number[] }> = { built: { ms: [], rss: [] }, tsx: { ms: [], rss: [] } };
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, args] of Object.entries(variants)) {
    const { ms, rssMb } = await once(args);
    results[name].ms.push(ms);
    results[name].rss.push(rssMb);
  }
}
for (const [name, { ms, rss }] of Object.entries(results)) console.log(`${name.padEnd(6)} cold start ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}), RSS ${median(rss).toFixed(1)} MB`);
console.log(`built / tsx cold start: ${(median(results.built.ms) / median(results.tsx.ms)).toFixed(2)}x`);
