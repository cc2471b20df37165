/**
 * Run by test/store/new-list.test.ts inside a copy of the project that has one list more,
 * `email/newsletters` (the spec's operation listEmailNewsletters, one declaration in
 * src/store/tables/marketing-lists.ts): what a partner and an operator see of it.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MANIFEST } from '../../src/services/records/export-files.js';
import { exportStore, type Manifest } from '../../src/services/records/exporter.js';
import { importFiles } from '../../src/services/records/importer.js';
import { findList } from '../../src/store/lists.js';
import { openTestStore, testEngines } from '../support/store.js';
import { temporaryFolder } from '../support/temporary-folders.js';
import { BASE, openMarketing, type MarketingFixture } from './marketing-support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read as plain JSON
type Item = Record<string, any>;
/** The demo generator's count for acme: its posts (42) less five. */
const ACME_NEWSLETTERS = 37;

for (const engine of testEngines) {
  describe(`a list added by one declaration (email/newsletters) on ${engine}`, () => {
    let fx: MarketingFixture;
    const get = (query: string) => fx.area.checked(fx.area.http.get(`${BASE}${query}`).set('X-Api-Key', fx.keys.acme));

    before(async () => {
      fx = await openMarketing(engine);
    });
    after(() => fx?.close());

    it('answers its pages with the demo rows, in the declared order, filtered by its date range', async () => {
      const res = await get('/email/newsletters?page_size=100');
      expect(res.status, JSON.stringify(res.body.error)).to.equal(200);
      expect(res.body.data.total).to.equal(ACME_NEWSLETTERS);
      const items = res.body.data.items as Item[];
      expect(items).to.have.length(ACME_NEWSLETTERS);
      expect(Object.keys(items[0])).to.deep.equal(['id', 'tenant_id', 'subject', 'sent_on', 'recipients', 'opens']);
      expect(items.map((item) => item.sent_on)).to.deep.equal(items.map((item) => item.sent_on).sort().reverse());
      const [to, from] = [items[2].sent_on as string, items[5].sent_on as string];
      const ranged = await get(`/email/newsletters?from=${from}&to=${to}`);
      expect(ranged.status).to.equal(200);
      expect((ranged.body.data.items as Item[]).map((item) => item.id)).to.deep.equal(items.slice(2, 6).map((item) => item.id));
      expect((await get(`/email/newsletters?from=${to}&to=${from}`)).status).to.equal(400);
    });

    it('is in the catalog and the summary, in a group of its own', async () => {
      const catalog = await get('/catalog');
      expect((catalog.body.data.resources as Item[]).find((resource) => resource.name === 'email/newsletters')).to.deep.include({
        group: 'email',
        operation_id: 'listEmailNewsletters',
        fields: ['id', 'tenant_id', 'subject', 'sent_on', 'recipients', 'opens'],
        filters: ['from', 'to'],
      });
      const summary = await get('/summary');
      expect(summary.status).to.equal(200);
      expect(summary.body.data.email).to.deep.equal({ newsletters: ACME_NEWSLETTERS, total: ACME_NEWSLETTERS });
      const groups = ['seo', 'social', 'ads', 'email'].map((group) => summary.body.data[group].total as number);
      expect(summary.body.data.total).to.equal(groups.reduce((a, b) => a + b, 0));
    });

    it('has its table, ordered index and counts made from its declaration', async () => {
      const { db } = fx.area.runtime.store;
      const index = engine === 'postgres'
        ? (await sql<{ definition: string }>`select indexdef as definition from pg_indexes where schemaname = current_schema() and indexname = 'marketing_email_newsletters_listed'`.execute(db)).rows
        : (await sql<{ definition: string }>`select sql as definition from sqlite_master where name = 'marketing_email_newsletters_listed_items'`.execute(db)).rows;
      expect(index, 'the list index').to.have.length(1);
      expect(index[0].definition).to.include(engine === 'postgres' ? 'sent_on COLLATE "C" DESC, id COLLATE "C"' : 'sent_on desc, id asc, item_json');
      const counted = await sql<{ total: number | string }>`select total from marketing_list_counts where tenant_id = 'acme' and list = 'marketing_email_newsletters'`.execute(db);
      expect(Number(counted.rows[0]?.total)).to.equal(ACME_NEWSLETTERS);
    });

    it('is exported and imported as every list is', async () => {
      const list = findList('marketing', 'email/newsletters');
      expect(list?.operationId).to.equal('listEmailNewsletters');
      const folder = temporaryFolder('newsletters-export-');
      await exportStore(fx.area.runtime.store.db, fx.area.runtime.store.engine, folder, { area: 'marketing', owner: 'acme' });
      const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest;
      const entry = manifest.areas.marketing![0].lists['email/newsletters'];
      expect(entry.records).to.equal(ACME_NEWSLETTERS);
      const target = await openTestStore(engine, { seedDemoData: false });
      try {
        const result = await importFiles(target.db, target.engine, [{ list: list!, owner: 'acme', file: path.join(folder, entry.file), format: 'ndjson' }], {
          create: true,
          owners: [{ area: 'marketing', id: 'acme', name: 'Acme Corporation', currency: 'USD' }],
        });
        expect(result.problems).to.deep.equal([]);
        const rows = await sql<{ n: number | string }>`select count(*) as n from marketing_email_newsletters`.execute(target.db);
        expect(Number(rows.rows[0].n)).to.equal(ACME_NEWSLETTERS);
      } finally {
        await target.close();
      }
    });
  });
}
