/**
 * One real list under production settings, for the profiling scripts (cpu-per-request.ts,
 * profile-real.ts): the area on port 0 with demo data in a temporary DATA_DIR (or
 * a fresh schema of DATABASE_URL, dropped at stop), limits raised so that the limiter counts
 * but never refuses, and the credential header to call it with: an API key, or for `hrm-token`
 * a member's bearer token from the member API stand-in's sign-in (the HR list's other caller).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadSettings } from '../../src/config/settings.js';
import { startLiveAreas } from '../../src/server.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { benchSchema } from './bench-schema.js';

export type ListArea = 'hrm' | 'hrm-token' | 'marketing';

export async function startRealList(list: ListArea): Promise<{ url: string; header: [name: string, value: string]; stop(): Promise<void> }> {
  const area = list === 'marketing' ? 'marketing' : 'hrm';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'real-list-'));
  const schema = process.env.DATABASE_URL ? await benchSchema(process.env.DATABASE_URL) : null;
  const settings = loadSettings({ ...process.env, DATABASE_URL: schema?.url ?? '', NODE_ENV: 'production', MEMBER_API_STANDIN: 'true', DEMO_DATA: 'true', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0', AREAS: area, DATA_DIR: dataDir, HRM_RATE_LIMIT: '999999999/1s', MARKETING_RATE_LIMIT: '999999999/1s', LOG_LEVEL: 'silent', REDIS_URL: '' });
  const live = await startLiveAreas(settings, pino({ level: 'silent' }));
  const keys = createApiKeyService(live.runtime.store.db);
  const key = area === 'hrm' ? (await keys.create({ service: 'hrm', companyId: 'acme', name: 'p', scopes: ['employee.read'] })).key : (await keys.create({ service: 'marketing', name: 'p', tenantId: 'acme' })).key;
  const areaUrl = live.running.find((s) => s.name === area)!.url;
  const url = areaUrl + (area === 'hrm' ? '/api/v1/employees?page=1&pageSize=20' : '/api/public/v1/ads/campaigns?page=1&page_size=20');
  let header: [string, string] = ['x-api-key', key];
  if (list === 'hrm-token') {
    const login = await fetch(`${areaUrl}/api/v1/member-auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'hr.admin', password: 'demo-hr-admin-pass' }) });
    header = ['authorization', `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}`];
  }
  return {
    url,
    header,
    async stop() {
      await live.stop();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
