/**
 * The optional budgets per tenant (MARKETING_TENANT_RATE_LIMIT) and per HR company
 * (HRM_COMPANY_RATE_LIMIT), beside each key's: all of an owner's keys together get no more,
 * another owner is not touched, and they are off unless set.
 */
import { expect } from 'chai';
import { marketingArea } from '../../src/areas/marketing.js';
import type { Store } from '../../src/store/database.js';
import { buildTestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';
import { buildHrm, createKey, withoutTraceId } from './hrm-fixtures.js';
import { BASE } from './marketing-support.js';

describe('budgets per tenant and per company', () => {
  let store: Store;
  before(async () => {
    store = await openTestStore('sqlite');
  });
  after(async () => store.close());

  it("marketing: a tenant's keys together get MARKETING_TENANT_RATE_LIMIT, each answer names both budgets; another tenant is served", async () => {
    const area = await buildTestArea(marketingArea, { store, env: { MARKETING_RATE_LIMIT: '100/60s', MARKETING_TENANT_RATE_LIMIT: '3/60s' } });
    try {
      const [first, second, other] = await Promise.all([
        createKey(store, 'marketing', { tenantId: 'acme', name: 'crm' }),
        createKey(store, 'marketing', { tenantId: 'acme', name: 'bi' }),
        createKey(store, 'marketing', { tenantId: 'globex', name: 'crm' }),
      ]);
      const get = (key: string) => area.checked(area.http.get(`${BASE}/seo/keywords`).set('X-API-Key', key));
      const admitted = [await get(first.key), await get(second.key), await get(first.key)];
      expect(admitted.map((r) => r.status)).to.deep.equal([200, 200, 200]);
      expect(admitted[2].headers['ratelimit-policy']).to.equal('"marketing";q=100;w=60, "marketing-tenant";q=3;w=60');
      expect(admitted[2].headers.ratelimit).to.match(/^"marketing";r=98;t=\d+, "marketing-tenant";r=0;t=\d+$/);
      const refused = await get(second.key);
      expect(refused.status).to.equal(429);
      expect(refused.body).to.deep.include({ success: false, data: null, error: { code: 'RATE_LIMITED', message: "Too many requests for this tenant's keys together; retry later." } });
      expect(refused.headers['ratelimit-policy']).to.equal('"marketing-tenant";q=3;w=60');
      expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
      expect((await get(other.key)).status, 'another tenant').to.equal(200);
    } finally {
      await area.close();
    }
  });

  it('HR: a company\'s keys together get HRM_COMPANY_RATE_LIMIT; another company is served', async () => {
    const area = await buildHrm({ store, env: { HRM_RATE_LIMIT: '100/60s', HRM_COMPANY_RATE_LIMIT: '2/60s' } });
    try {
      const [first, second, other] = await Promise.all([
        createKey(store, 'hrm', { scopes: ['employee.read'], companyId: 'acme' }),
        createKey(store, 'hrm', { scopes: ['employee.read'], companyId: 'acme' }),
        createKey(store, 'hrm', { scopes: ['employee.read'], companyId: 'globex' }),
      ]);
      const get = (key: string) => area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key));
      expect([(await get(first.key)).status, (await get(second.key)).status]).to.deep.equal([200, 200]);
      const refused = await get(first.key);
      expect(refused.status).to.equal(429);
      expect(withoutTraceId(refused.body)).to.deep.equal({ success: false, error: { code: 'RATE_LIMITED', message: "Too many requests for this company's keys and members together; retry later." } });
      expect(refused.headers['ratelimit-policy']).to.equal('"hrm-company";q=2;w=60');
      expect((await get(other.key)).status, 'another company').to.equal(200);
    } finally {
      await area.close();
    }
  });

  it('both are off unless set: only the per-key budget is counted and named', async () => {
    const area = await buildTestArea(marketingArea, { store, env: { MARKETING_RATE_LIMIT: '100/60s' } });
    try {
      expect(area.settings.limits.marketingPerTenant).to.equal(null);
      expect(area.settings.limits.hrmPerCompany).to.equal(null);
      const { key } = await createKey(store, 'marketing', { tenantId: 'acme', name: 'solo' });
      const answer = await area.checked(area.http.get(`${BASE}/seo/keywords`).set('X-API-Key', key));
      expect(answer.headers['ratelimit-policy']).to.equal('"marketing";q=100;w=60');
    } finally {
      await area.close();
    }
  });
});
