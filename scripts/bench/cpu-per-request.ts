/**
 * Server CPU (user + system) per request of one list under load, from process.cpuUsage: less
 * sensitive than req/s to other work on the machine (docs/performance.md).
 *   npx tsx scripts/bench/cpu-per-request.ts [hrm|marketing] [requests]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadSettings } from '../../src/config/settings.js';
import { startLiveAreas } from '../../src/server.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
const area = process.argv[2] ?? 'hrm';
const N = Number(process.argv[3] ?? 20000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cpr-'));
const settings = loadSettings({ ...process.env, NODE_ENV: 'production', MEMBER_API_STANDIN: 'true', DEMO_DATA: 'true', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0', AREAS: area, DATA_DIR: dataDir, HRM_RATE_LIMIT: '999999999/1s', MARKETING_RATE_LIMIT: '999999999/1s', LOG_LEVEL: 'silent', REDIS_URL: '' });
const live = await startLiveAreas(settings, pino({ level: 'silent' }));
const keys = createApiKeyService(live.runtime.store.db);
const key = area === 'hrm' ? (await keys.create({ service: 'hrm', companyId: 'acme', name: 'p', scopes: ['employee.read'] })).key : (await keys.create({ service: 'marketing', name: 'p', tenantId: 'acme' })).key;
const url = live.running.find((s) => s.name === area)!.url + (area === 'hrm' ? '/api/v1/employees?page=1&pageSize=20' : '/api/public/v1/ads/campaigns?page=1&page_size=20');
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
await live.stop();
