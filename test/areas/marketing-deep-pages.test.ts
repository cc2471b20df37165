/**
 * Deep pages of the marketing lists seek from cached positions (src/store/list-positions.ts)
 * and take totals from counters kept by triggers (migration 005). Both must give exactly what
 * OFFSET/LIMIT and count(*) give, before and after writes, on both engines.
 */
import { expect } from 'chai';
import { sql, type Kysely } from 'kysely';
import { marketingArea } from '../../src/areas/marketing.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { BENCH_TENANT, bulkSeed } from '../../src/store/bulk-seed.js';
import type { Database } from '../../src/store/schema.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';
import type { MarketingServices } from '../../src/services/marketing/index.js';
import { BASE } from './marketing-support.js';

type Direction = 'asc' | 'desc';

const LISTS: Array<{ path: string; table: string; order: Array<[string, Direction]> }> = [
  { path: '/ads/performance', table: 'marketing_ad_performance', order: [['date', 'desc'], ['campaign_id', 'asc']] },
  { path: '/seo/serp-rankings', table: 'marketing_serp_rankings', order: [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']] },
];

/** [page_size, page]: pages around and across the 1,000-row position stride, and the last ones. */
const PAGES: Array<[number, number]> = [
  [100, 10],
  [100, 11],
  [7, 143],
  [33, 31],
  [100, 20],
  [90, 13],
  [100, 28],
  [100, 29],
  [100, 30],
];

for (const engine of testEngines) {
  describe(`marketing deep pages (${engine})`, function () {
    this.timeout(120_000);
    let area: TestArea<MarketingServices>;
    let db: Kysely<Database>;
    let key: string;
    let close: () => Promise<void>;

    before(async () => {
      const store = await openTestStore(engine);
      area = await buildTestArea(marketingArea, { store });
      db = store.db;
      await bulkSeed(db, 2900);
      key = (await createApiKeyService(db).create({ service: 'marketing', name: 'deep', tenantId: BENCH_TENANT })).key;
      close = async () => {
        await area.close();
        await store.close();
      };
    });

    after(() => close());

    /** What OFFSET/LIMIT in the documented order gives, straight from the store. */
    async function expectedIds(table: string, order: Array<[string, Direction]>, pageSize: number, page: number, where = sql`true`): Promise<string[]> {
      const collate = engine === 'postgres' ? sql` collate "C"` : sql``;
      const orderBy = sql.join([...order, ['id', 'asc'] as [string, Direction]].map(([column, direction]) => sql`${sql.ref(column)}${collate} ${sql.raw(direction)}`));
      const rows = await sql<{ id: string }>`select id from ${sql.table(table)} where tenant_id = ${BENCH_TENANT} and ${where} order by ${orderBy} limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
      return rows.rows.map((row) => row.id);
    }

    async function count(table: string): Promise<number> {
      const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${BENCH_TENANT}`.execute(db);
      return Number(rows.rows[0].n);
    }

    async function expectSameAsOffset(when: string) {
      for (const list of LISTS) {
        const total = await count(list.table);
        for (const [pageSize, page] of PAGES) {
          const answer = await area.checked(area.http.get(`${BASE}${list.path}?page=${page}&page_size=${pageSize}`).set('X-API-Key', key));
          expect(answer.status).to.equal(200);
          expect(answer.body.data.total, `${when}: ${list.path} total`).to.equal(total);
          const ids = (answer.body.data.items as Array<{ id: string }>).map((item) => item.id);
          expect(ids, `${when}: ${list.path} page ${page} of ${pageSize}`).to.deep.equal(await expectedIds(list.table, list.order, pageSize, page));
        }
      }
    }

    it('serves every deep page exactly as OFFSET would, with the exact total', async () => {
      expect(await count('marketing_ad_performance')).to.be.greaterThan(2000);
      await expectSameAsOffset('seeded');
    });

    it('stays exact after rows are added, changed and removed, anywhere in the list', async () => {
      const [campaign] = (await sql<{ id: string }>`select id from marketing_ad_campaigns where tenant_id = ${BENCH_TENANT} order by id limit 1`.execute(db)).rows;
      // A new first row, a row moved within the list and a row removed from its middle.
      await db
        .insertInto('marketing_ad_performance')
        .values({ id: 'prf_ffffffffff', tenant_id: BENCH_TENANT, campaign_id: campaign.id, date: '2099-01-01', impressions: 1, clicks: 0, conversions: 0, spend_cents: 0, revenue_cents: 0, currency: 'USD' })
        .execute();
      await expectSameAsOffset('after an insert at the top');
      const middle = await expectedIds('marketing_ad_performance', LISTS[0].order, 1, 1500);
      await db.updateTable('marketing_ad_performance').set({ date: '2000-01-01' }).where('id', '=', middle[0]).execute();
      await expectSameAsOffset('after a row moved to the end');
      const another = await expectedIds('marketing_ad_performance', LISTS[0].order, 1, 1200);
      await db.deleteFrom('marketing_ad_performance').where('id', '=', another[0]).execute();
      await expectSameAsOffset('after a delete in the middle');
    });

    it('keeps filtered lists and the summary exact', async () => {
      const [campaign] = (await sql<{ campaign_id: string }>`select campaign_id from marketing_ad_performance where tenant_id = ${BENCH_TENANT} order by campaign_id limit 1`.execute(db)).rows;
      const filtered = await area.checked(area.http.get(`${BASE}/ads/performance?campaign_id=${campaign.campaign_id}&from=2025-01-01&page=1&page_size=100`).set('X-API-Key', key));
      const rows = await sql<{ n: number | string }>`select count(*) as n from marketing_ad_performance where tenant_id = ${BENCH_TENANT} and campaign_id = ${campaign.campaign_id} and date >= '2025-01-01'`.execute(db);
      expect(filtered.body.data.total).to.equal(Number(rows.rows[0].n));
      const summary = await area.checked(area.http.get(`${BASE}/summary`).set('X-API-Key', key));
      expect(summary.body.data.ads.performance).to.equal(await count('marketing_ad_performance'));
      expect(summary.body.data.seo.serp_rankings).to.equal(await count('marketing_serp_rankings'));
      expect(summary.body.data.social.posts).to.equal(await count('marketing_social_posts'));
    });
  });
}
