import { expect } from 'chai';
import pino from 'pino';
import { Registry } from 'prom-client';
import { loadSettings } from '../../src/config/settings.js';
import { startAdminServer } from '../../src/observability/admin-server.js';
import { createServiceMetrics } from '../../src/observability/metrics.js';
import { areasListening, startLiveAreas } from '../../src/server.js';
import type { Server } from 'node:http';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import request from 'supertest';
import { assertMatchesSpec } from '../support/contract.js';
import { specPathOf } from '../../src/config/spec-paths.js';
import { temporaryFolder } from '../support/temporary-folders.js';

const areaPorts = { KNOWLEDGE_PORT: '0', CRAWLER_PORT: '0', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0' };

/** The value of one sample line of the exposition, e.g. http_requests_total{…} 3. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('metrics and probes (METRICS_PORT)', function () {
  this.timeout(30_000);
  let servers: Awaited<ReturnType<typeof startLiveAreas>>;
  let key: string;

  before(async () => {
    const settings = loadSettings({ ...areaPorts, METRICS_PORT: '0', HRM_RATE_LIMIT: '3/60s', AREAS: 'hrm,marketing', DATA_DIR: temporaryFolder('metrics-') });
    servers = await startLiveAreas(settings, pino({ level: 'silent' }));
    key = (await createApiKeyService(servers.runtime.store.db).create({ service: 'hrm', companyId: 'acme', name: 'metrics', scopes: ['employee.read'] })).key;
  });
  after(() => servers?.stop());

  const hrmUrl = () => servers.running.find((s) => s.name === 'hrm')!.url;

  it('counts requests by route template, method and status, and 429s as refusals', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await request(hrmUrl()).get('/api/v1/employees?page=1&pageSize=5').set('X-API-Key', key);
      await assertMatchesSpec(specPathOf('hrm'), response);
      expect(response.status).to.equal(i < 3 ? 200 : 429);
    }
    const unknown = await request(hrmUrl()).get('/api/v1/employees/emp_4711?token=s3cr3t').set('X-API-Key', key);
    await assertMatchesSpec(specPathOf('hrm'), unknown);
    expect(unknown.status).to.equal(404);

    const text = await (await fetch(`${servers.admin!.url}/metrics`)).text();
    expect(sample(text, 'http_requests_total', { area: 'hrm', route: '/api/v1/employees', method: 'GET', status: '200' })).to.equal(3);
    expect(sample(text, 'http_requests_total', { area: 'hrm', route: '/api/v1/employees', method: 'GET', status: '429' })).to.equal(1);
    expect(sample(text, 'http_requests_total', { area: 'hrm', route: 'unmatched', method: 'GET', status: '404' })).to.equal(1);
    expect(sample(text, 'rate_limit_refusals_total', { area: 'hrm', route: '/api/v1/employees' })).to.equal(1);
    expect(sample(text, 'http_request_duration_seconds_count', { area: 'hrm', route: '/api/v1/employees', status: '200' })).to.equal(3);
    expect(text, 'process metrics').to.include('process_cpu_seconds_total');
    for (const secret of ['emp_4711', 's3cr3t', key, key.split('_')[1], 'pageSize=5']) expect(text, `no raw path, id or key: ${secret}`).to.not.include(secret);
  });

  it('counts contract violations and store errors by area', async () => {
    const metrics = createServiceMetrics({ defaultMetrics: false });
    metrics.countViolation('hrm', 'listEmployees');
    metrics.observeRequest({ area: 'marketing', route: '/api/public/v1/summary', method: 'GET', status: 503, seconds: 0.002, errorCode: 'STORE_UNAVAILABLE' });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'response_contract_violations_total', { area: 'hrm', operation: 'listEmployees' })).to.equal(1);
    expect(sample(text, 'store_errors_total', { area: 'marketing' })).to.equal(1);
  });

  it('/livez answers while the process runs; /readyz is 200 while the store answers and 503 once draining', async () => {
    expect((await fetch(`${servers.admin!.url}/livez`)).status).to.equal(200);
    const ready = await fetch(`${servers.admin!.url}/readyz`);
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.deep.equal({ ready: true, draining: false, checks: { areas: { ok: true }, store: { ok: true } } });
    servers.admin!.markDraining();
    const draining = await fetch(`${servers.admin!.url}/readyz`);
    expect(draining.status).to.equal(503);
    expect((await draining.json()).draining).to.equal(true);
  });

  it('/readyz is ready only when every configured area listens, and names those that do not', async () => {
    const listening = (name: string) => ({ name, url: '', server: { listening: true } as Server });
    const check = areasListening(['knowledge', 'hrm', 'marketing'], [listening('knowledge'), { ...listening('hrm'), server: { listening: false } as Server }]);
    let error: Error | undefined;
    await check.probe().catch((e: Error) => (error = e));
    expect(error?.message).to.equal('not listening yet: hrm, marketing');
    await areasListening(['hrm'], [listening('member-api'), listening('hrm')]).probe();

    const admin = await startAdminServer({ host: '127.0.0.1', port: 0, registry: new Registry(), checks: [check] });
    try {
      const response = await fetch(`${admin.url}/readyz`);
      expect(response.status).to.equal(503);
      expect(await response.json()).to.deep.equal({ ready: false, draining: false, checks: { areas: { ok: false, error: 'not listening yet: hrm, marketing' } } });
    } finally {
      await admin.close();
    }
  });

  it('/readyz is 503 and names the dependency that does not answer in time', async () => {
    const admin = await startAdminServer({ host: '127.0.0.1', port: 0, registry: new Registry(), probeTimeoutMs: 100, checks: [{ name: 'store', probe: async () => 1 }, { name: 'redis', probe: () => new Promise(() => undefined) }] });
    try {
      const response = await fetch(`${admin.url}/readyz`);
      expect(response.status).to.equal(503);
      expect(await response.json()).to.deep.equal({ ready: false, draining: false, checks: { store: { ok: true }, redis: { ok: false, error: 'no answer within 100 ms' } } });
    } finally {
      await admin.close();
    }
  });
});
