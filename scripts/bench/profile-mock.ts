/**
 * The mock's HR employees list under load: server CPU per request, and a CPU profile of the
 * loaded window only (start-up and warm-up left out) (docs/performance.md):
 *   npx tsx scripts/bench/profile-mock.ts [static|dynamic] [requests] [profile-file]
 *   npx tsx scripts/bench/profile-summary.ts <profile-file>
 * The mock of the HR area with default settings (response validation strict), logging silent,
 * loaded by autocannon (32 connections) in a child process: `static` is the page of 20 from the
 * spec's example, `dynamic` the same page with `Prefer: dynamic=true` (a new seed per request).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pino from 'pino';
import { loadSettings } from '../../src/config/settings.js';
import { startMockAreas } from '../../src/mock/serve-mock.js';

const mode = process.argv[2] ?? 'static';
const N = Number(process.argv[3] ?? 4000);
const profileFile = process.argv[4];
const mock = await startMockAreas(loadSettings({ ...process.env, AREAS: 'hrm', HRM_PORT: '0', LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
const url = `${mock.running[0].url}/api/v1/employees?page=1&pageSize=20`;
const headers = ['-H', 'x-api-key=bench-mock-key', ...(mode === 'dynamic' ? ['-H', 'prefer=dynamic=true'] : [])];
// autocannon runs as a child (not spawnSync, which would block the server's event loop).
const load = (amount: number) =>
  new Promise<void>((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/autocannon/autocannon.js'), '-c', '32', '-a', String(amount), ...headers, url], { stdio: ['ignore', 'ignore', 'ignore'] });
    child.once('exit', () => resolve());
  });

await load(Math.min(N, 2000)); // warm-up: JIT, caches
const session = new Session();
if (profileFile) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const before = process.cpuUsage();
await load(N);
const used = process.cpuUsage(before);
console.log(`mock HR list, ${mode}: server CPU per request ${((used.user + used.system) / N).toFixed(0)} us (${N} requests)`);
if (profileFile) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileFile, JSON.stringify(profile));
  session.disconnect();
}
await mock.stop();
