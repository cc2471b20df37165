/**
 * Marketing list items as the store writes them (src/store/tables/marketing-lists.ts): on
 * SQLite a generated `item_json` column kept in each list's index (migration 009), on
 * PostgreSQL a stored one (migration 014). Money (cents / 100) and ROAS must come out as the very
 * JSON text JavaScript writes for them, on shallow and deep pages, and every demo item must be
 * its row mapped the way the service mapped rows before the store wrote items.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { createListService } from '../../src/services/lists.js';
import { migrateToLatest, seedIfEmpty } from '../../src/store/database.js';
import { ENGINES } from '../../src/store/engines.js';
import { executorReads, listReader, type ListReader } from '../../src/store/list-page-sql.js';
import { migrations } from '../../src/store/migrations/index.js';
import { ITEMS, ITEMS_FINGERPRINT } from '../../src/store/migrations/009-marketing-item-json.js';
import { SEEK_DEPTH } from '../../src/store/list-page-sql.js';
import type { Database } from '../../src/store/schema.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { openTestStore, testEngines } from '../support/store.js';

type Row = Record<string, unknown>;
type Item = Record<string, unknown>;

const LIST_TABLES = MARKETING_LISTS.map((list) => list.table);
/** Return on ad spend as JavaScript computes it: revenue / spend to two decimals, null on a day without spend. */
const roasOf = (revenueCents: number, spendCents: number): number | null => (spendCents === 0 ? null : Math.round((revenueCents / spendCents) * 100) / 100);
/** A page of `list` of `tenant`, its items as the store wrote them. */
const pageOf = (db: Kysely<Database>, reader: ListReader, tenant: string, list: (typeof MARKETING_LISTS)[number], query: Record<string, unknown>) =>
  createListService(db, reader, 'marketing', () => tenant).read(list, query, null) as Promise<{ items: { text: string } }>;

/** Each list's item as the service built it from a row before the store wrote items (kept here as the reference). */
const money = (cents: unknown) => Number(cents) / 100;
const REFERENCE: Record<(typeof LIST_TABLES)[number], (row: Row) => Item> = {
  marketing_seo_audits: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    site: r.site,
    score: r.score,
    pages_crawled: r.pages_crawled,
    issues: { critical: r.issues_critical, warning: r.issues_warning, notice: r.issues_notice },
    audited_at: r.audited_at,
  }),
  marketing_keywords: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    keyword: r.keyword,
    search_volume: r.search_volume,
    difficulty: r.difficulty,
    cpc: money(r.cpc_cents),
    currency: r.currency,
    intent: r.intent,
  }),
  marketing_serp_rankings: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    keyword_id: r.keyword_id,
    keyword: r.keyword,
    engine: r.engine,
    device: r.device,
    position: r.position,
    url: r.url,
    checked_at: r.checked_at,
  }),
  marketing_social_posts: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    network: r.network,
    status: r.status,
    content: r.content,
    created_at: r.created_at,
    scheduled_at: r.scheduled_at,
    published_at: r.published_at,
    failure_reason: r.failure_reason,
  }),
  marketing_social_engagements: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    post_id: r.post_id,
    network: r.network,
    date: r.date,
    likes: r.likes,
    comments: r.comments,
    shares: r.shares,
    reach: r.reach,
    clicks: r.clicks,
  }),
  marketing_ad_campaigns: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    name: r.name,
    channel: r.channel,
    budget: money(r.budget_cents),
    currency: r.currency,
    start_date: r.start_date,
    end_date: r.end_date,
    status: r.status,
  }),
  marketing_ad_performance: (r) => ({
    id: r.id,
    tenant_id: r.tenant_id,
    campaign_id: r.campaign_id,
    date: r.date,
    impressions: r.impressions,
    clicks: r.clicks,
    conversions: r.conversions,
    spend: money(r.spend_cents),
    revenue: money(r.revenue_cents),
    currency: r.currency,
    roas: roasOf(Number(r.revenue_cents), Number(r.spend_cents)),
  }),
};

/** Every list's first 100 items of `tenant` as read, beside the reference mapping of the same rows (read by id). */
async function everyListRead(db: Kysely<Database>, reader: ListReader, tenant: string) {
  const reads = Object.fromEntries(MARKETING_LISTS.map((list) => [list.table, pageOf(db, reader, tenant, list, { page_size: 100 })]));

  const lists = [];
  for (const table of LIST_TABLES) {
    const read = JSON.parse((await reads[table]).items.text) as Item[];
    const rows = await sql<Row>`select * from ${sql.table(table)} where tenant_id = ${tenant}`.execute(db);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    lists.push({ table, read, reference: read.map((item) => REFERENCE[table](byId.get(item.id) ?? {})) });
  }
  return lists;
}

function expectReferenceItems(lists: Awaited<ReturnType<typeof everyListRead>>): void {
  for (const { table, read, reference } of lists) {
    expect(read.length, table).to.be.greaterThan(0);
    expect(read, table).to.deep.equal(reference);
  }
}

/** given: spend and revenue in cents; want: the JSON text JavaScript writes for spend, revenue and ROAS. */
const AMOUNTS: Array<[spend: number, revenue: number]> = [
  [0, 0], // no spend: ROAS null
  [0, 12345],
  [5, 50], // 0.05 and 0.5
  [200, 57], // 57/200 = 0.285: 28.499999999999996 in doubles, which Math.round takes down
  [8, 1], // 0.125: a true half, taken up
  [3, 2], // 0.6666...
  [150000, 123450], // whole and one-decimal amounts: 1500 and 1234.5
  [99999999, 100000000],
  [7, 1000000007],
  [1234, 4321],
];

for (const engine of testEngines) {
  describe(`Marketing list items written by the store (${engine})`, () => {
    it('gives every demo row of every list exactly the item the service made of it before', async () => {
      const store = await openTestStore(engine);
      try {
        expectReferenceItems(await everyListRead(store.db, store.lists, 'acme'));
        expectReferenceItems(await everyListRead(store.db, store.lists, 'globex'));
      } finally {
        await store.close();
      }
    });

    it('writes money and ROAS as the same JSON text as JavaScript, on shallow and deep pages', async function () {
      this.timeout(30_000);
      const store = await openTestStore(engine, { seedDemoData: false });
      try {
        const { db } = store;
        await db.insertInto('marketing_tenants').values({ id: 'amounts', name: 'Amounts', currency: 'USD' }).execute();
        await db.insertInto('marketing_ad_campaigns').values({ id: 'cmp_0000000001', tenant_id: 'amounts', name: 'Amounts', channel: 'google_ads', budget_cents: 1, currency: 'USD', start_date: '2020-01-01', end_date: null, status: 'active' }).execute();
        // Enough rows for a page read by seeking; the amounts repeat, one row per day.
        const rows = Array.from({ length: SEEK_DEPTH + 2 * AMOUNTS.length }, (_, i) => {
          const [spend, revenue] = AMOUNTS[i % AMOUNTS.length];
          const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
          return { id: `prf_${String(i).padStart(10, '0')}`, tenant_id: 'amounts', campaign_id: 'cmp_0000000001', date: day, impressions: i, clicks: 0, conversions: 0, spend_cents: spend, revenue_cents: revenue, currency: 'USD' };
        });
        for (let start = 0; start < rows.length; start += 200) await db.insertInto('marketing_ad_performance').values(rows.slice(start, start + 200)).execute();

        const performance = MARKETING_LISTS.find((list) => list.name === 'ads/performance')!;
        const pageSize = AMOUNTS.length;
        const deep = Math.floor(SEEK_DEPTH / pageSize) + 1;
        for (const page of [1, deep]) {
          const read = (await pageOf(db, store.lists, 'amounts', performance, { page, page_size: pageSize })).items.text;
          const items = JSON.parse(read) as Item[];
          expect(items, `page ${page}`).to.have.length(pageSize);
          for (const item of items) {
            const row = rows.find((r) => r.id === item.id)!;
            const want = JSON.stringify({ spend: row.spend_cents / 100, revenue: row.revenue_cents / 100, roas: roasOf(row.revenue_cents, row.spend_cents) });
            const got = JSON.stringify({ spend: item.spend, revenue: item.revenue, roas: item.roas });
            expect(got, `${row.spend_cents}/${row.revenue_cents} on page ${page}`).to.equal(want);
            // The store's own number text, not only its value: `1500`, never `1500.0` or `1500.00`
            // (PostgreSQL's json_build_object puts spaces around the colon).
            const spendText = new RegExp(`"id" ?: ?"${item.id}".*?"spend" ?: ?${JSON.stringify(row.spend_cents / 100).replace('.', '\\.')} ?,`);
            expect(read, `${row.spend_cents} cents on page ${page}`).to.match(spendText);
          }
        }
      } finally {
        await store.close();
      }
    });
  });
}

describe('Marketing item declarations and the SQLite stores built from them', () => {
  it('are the declarations the latest marketing item migration built the columns from', () => {
    expect(createHash('sha256').update(JSON.stringify(ITEMS)).digest('hex').slice(0, 16), 'migration 009 is frozen').to.equal(ITEMS_FINGERPRINT);
    for (const [table, fields] of Object.entries(ITEMS)) {
      const declared = MARKETING_LISTS.find((list) => list.table === table)?.fields;
      expect(declared, `${table}'s item declaration changed: add a migration that re-creates item_json (see 009-marketing-item-json.ts)`).to.deep.equal(fields);
    }
  });

  it('computes every existing row\'s item when migration 009 runs on a store that had rows', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    try {
      const before = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('008-hrm-item-json');
      expect(before.error).to.equal(undefined);
      expect(await seedIfEmpty(db)).to.include('marketing');
      await migrateToLatest(db, ENGINES.sqlite);
      expectReferenceItems(await everyListRead(db, listReader({ engine: ENGINES.sqlite, run: executorReads(db) }), 'acme'));
    } finally {
      await db.destroy();
    }
  });
});
