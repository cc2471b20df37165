/**
 * A CPU profile of one real endpoint under load (docs/performance.md):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/profile-real.ts [hrm|marketing] [seconds]
 *   npx tsx scripts/bench/profile-summary.ts /tmp/prof/<file>.cpuprofile
 * Ours with production settings on SQLite (or DATABASE_URL), loaded by autocannon in a child process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadSettings } from '../../src/config/settings.js';
import { startLiveAreas } from '../../src/server.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';

const area = (process.argv[2] ?? 'hrm') as 'hrm' | 'marketing';
const seconds = process.argv[3] ?? '10';
const dataDir = mkdtempSync(path.join(tmpdir(), 'profile-real-'));
const settings = loadSettings({ ...process.env, NODE_ENV: 'production', MEMBER_API_STANDIN: 'true', DEMO_DATA: 'true', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0', AREAS: area, DATA_DIR: dataDir, HRM_RATE_LIMIT: '999999999/1s', MARKETING_RATE_LIMIT: '999999999/1s', LOG_LEVEL: 'silent', REDIS_URL: '' });
const live = await startLiveAreas(settings, pino({ level: 'silent' }));
const keys = createApiKeyService(live.runtime.store.db);
const key = area === 'hrm' ? (await keys.create({ service: 'hrm', companyId: 'acme', name: 'p', scopes: ['employee.read'] })).key : (await keys.create({ service: 'marketing', name: 'p', tenantId: 'acme' })).key;
const url = live.running.find((s) => s.name === area)!.url + (area === 'hrm' ? '/api/v1/employees?page=1&pageSize=20' : '/api/public/v1/ads/campaigns?page=1&page_size=20');
// autocannon runs as a child; spawnSync would block our event loop, so run it async.
const { spawn } = await import('node:child_process');
void spawnSync;
await new Promise<void>((resolve) => {
  const child = spawn(process.execPath, [path.resolve('node_modules/autocannon/autocannon.js'), '-c', '32', '-d', seconds, '-H', `x-api-key=${key}`, url], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', () => resolve());
});
await live.stop();
rmSync(dataDir, { recursive: true, force: true });
