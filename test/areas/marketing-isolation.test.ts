import { expect } from 'chai';
import type { JsonFragment } from '../../src/pipeline/json-fragment.js';
import { createListService } from '../../src/services/lists.js';
import { tenantOf } from '../../src/services/marketing/marketing-service.js';
import { findList } from '../../src/store/lists.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { testEngines } from '../support/store.js';
import { BASE, LISTS, openMarketing, TENANTS, type MarketingFixture, type Tenant } from './marketing-support.js';

type Item = Record<string, unknown>;

/** A key sees its own tenant's rows and nothing else, on every list, on every page. */
for (const engine of testEngines) {
  describe(`marketing tenant isolation on ${engine}`, () => {
    let fx: MarketingFixture;
    before(async () => {
      fx = await openMarketing(engine);
    });
    after(() => fx?.close());

    async function walk(path: string, tenant: Tenant, query = ''): Promise<Item[]> {
      const items: Item[] = [];
      let totalPages = 1;
      for (let page = 1; page <= totalPages; page++) {
        const res = await fx.area.checked(fx.area.http.get(`${BASE}${path}?page=${page}&page_size=7${query}`).set('X-Api-Key', fx.keys[tenant]));
        expect(res.status, `${path} page ${page}`).to.equal(200);
        totalPages = res.body.data.total_pages;
        items.push(...res.body.data.items);
      }
      return items;
    }

    it('walks every page of every list with both keys; no row crosses tenants', async () => {
      const ids: Record<Tenant, Set<string>> = { acme: new Set(), globex: new Set() };
      for (const tenant of TENANTS) {
        const summary = (await fx.area.checked(fx.area.http.get(`${BASE}/summary`).set('X-Api-Key', fx.keys[tenant]))).body.data;
        expect(summary.tenant_id).to.equal(tenant);
        for (const list of LISTS) {
          const items = await walk(list.path, tenant);
          expect(items.filter((item) => item.tenant_id !== tenant), `${tenant} ${list.path}`).to.deep.equal([]);
          const seen = new Set(items.map((item) => item.id as string));
          expect(seen.size, `${tenant} ${list.path}: each row once`).to.equal(items.length);
          expect(items.length, `${tenant} ${list.path}: as counted`).to.equal(summary[list.counted[0]][list.counted[1]]);
          expect(items.length).to.equal(list.totals[tenant]);
          for (const id of seen) ids[tenant].add(id);
        }
      }
      expect([...ids.acme].filter((id) => ids.globex.has(id))).to.deep.equal([]);
    });

    it("finds nothing when one tenant filters by another tenant's post or campaign", async () => {
      const [acmePost] = (await walk('/social/engagements', 'acme')).map((row) => row.post_id as string);
      const [acmeCampaign] = (await walk('/ads/performance', 'acme')).map((row) => row.campaign_id as string);
      expect(await walk('/social/engagements', 'acme', `&post_id=${acmePost}`)).to.have.length(2);
      expect(await walk('/social/engagements', 'globex', `&post_id=${acmePost}`)).to.deep.equal([]);
      expect(await walk('/ads/performance', 'globex', `&campaign_id=${acmeCampaign}`)).to.deep.equal([]);
    });

    it('keeps the rows of a third tenant out of both, in the store layer', async () => {
      const { db } = fx.area.runtime.store;
      await db.insertInto('marketing_tenants').values({ id: 'initech', name: 'Initech', currency: 'USD' }).execute();
      await db
        .insertInto('marketing_ad_campaigns')
        .values({ id: 'cmp_0000000000', tenant_id: 'initech', name: 'TPS reports', channel: 'google_ads', budget_cents: 100, currency: 'USD', start_date: '2099-01-01', end_date: null, status: 'active' })
        .execute();
      try {
        for (const tenant of TENANTS) {
          const lists = createListService(db, fx.area.runtime.store.lists, 'marketing', () => tenant);
          const page = await lists.read(findList('marketing', 'ads/campaigns')!, { page_size: 100 }, null);
          const items = JSON.parse((page.items as JsonFragment).text) as Array<{ tenant_id: string }>;
          expect(items.map((item) => item.tenant_id)).to.deep.equal(Array(page.total).fill(tenant));
          expect((await lists.counts(tenant, ['marketing_ad_campaigns'])).marketing_ad_campaigns).to.equal(LISTS.find((l) => l.path === '/ads/campaigns')!.totals[tenant]);
        }
        const tables = MARKETING_LISTS.map((list) => list.table);
        const counts = await createListService(db, fx.area.runtime.store.lists, 'marketing', () => 'initech').counts('initech', tables);
        expect(tables.map((table) => counts[table])).to.deep.equal([0, 0, 0, 0, 0, 1, 0]);
      } finally {
        await db.deleteFrom('marketing_ad_campaigns').where('tenant_id', '=', 'initech').execute();
        await db.deleteFrom('marketing_tenants').where('id', '=', 'initech').execute();
      }
    });

    it('reads no list for a caller without a tenant', () => {
      expect(() => tenantOf(null)).to.throw('without a tenant-bound principal');
      expect(() => tenantOf({ kind: 'apiKey', id: 'k', scopes: [], scheme: 'apiKey' })).to.throw('without a tenant-bound principal');
    });
  });
}
