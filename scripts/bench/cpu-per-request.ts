/**
 * Server CPU (user + system) per request of one list under load, from process.cpuUsage: less
 * sensitive than req/s to other work on the machine (docs/performance.md).
 *   npx tsx scripts/bench/cpu-per-request.ts [hrm|marketing] [requests]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startRealList, type ListArea } from './real-list.js';

const area = (process.argv[2] ?? 'hrm') as ListArea;
const N = Number(process.argv[3] ?? 20000);
const { url, key, stop } = await startRealList(area);
const load = (amount: number) => new Promise<void>((resolve) => {
  const child = spawn(process.execPath, [path.resolve('node_modules/autocannon/autocannon.js'), '-c', '32', '-a', String(amount), '-H', `x-api-key=${key}`, url], { stdio: ['ignore', 'ignore', 'ignore'] });
  child.once('exit', () => resolve());
});
await load(5000);
const results: number[] = [];
for (let r = 0; r < 3; r++) {
  const before = process.cpuUsage();
  await load(N);
  const used = process.cpuUsage(before);
  results.push((used.user + used.system) / N);
}
console.log(`${area}: server CPU per request, µs (3 runs of ${N}):`, results.map((v) => v.toFixed(1)).join(' '));
await stop();
