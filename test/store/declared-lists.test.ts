/**
 * The declared lists' tables (src/store/migrations/declared-lists.ts): a declared list without a
 * table gets one at start, from its declaration, ready for pages and totals; a table that does
 * not match its declaration stops the store from opening, naming the difference.
 */
import { expect } from 'chai';
import { sql, type Kysely } from 'kysely';
import { defineList } from '../../src/store/list-declaration.js';
import { findList, LISTS as DECLARED_LISTS } from '../../src/store/lists.js';
import { ensureDeclaredLists } from '../../src/store/migrations/declared-lists.js';
import { ENGINES } from '../../src/store/engines.js';
import { openTestStore, testEngines } from '../support/store.js';

/** The message a promise fails with; a promise that does not fail fails the test. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

const notes = (order: Array<[string, 'asc' | 'desc']>) =>
  defineList({
    area: 'marketing',
    name: 'test/notes',
    table: 'marketing_test_notes',
    operationId: 'listTestNotes',
    group: 'test',
    columns: { body: 'text', written_on: 'text', stars: 'integer?', keyword_id: 'text' },
    fields: [
      ['id', 'id', 'text'],
      ['tenant_id', 'tenant_id', 'text'],
      ['body', 'body', 'text'],
      ['written_on', 'written_on', 'text'],
      ['stars', 'stars', 'int'],
      ['keyword_id', 'keyword_id', 'text'],
    ],
    order,
    references: { keyword_id: 'seo/keywords' },
    demo: () => [],
  });

for (const engine of testEngines) {
  describe(`declared lists' tables on ${engine}`, () => {
    it('are made once for a list no migration made: its rows are paged, counted and written as items', async () => {
      const store = await openTestStore(engine);
      try {
        const db = store.db as unknown as Kysely<unknown>;
        const list = notes([['written_on', 'desc']]);
        const lists = [...DECLARED_LISTS, list];
        expect(await ensureDeclaredLists(db, ENGINES[engine], DECLARED_LISTS)).to.deep.equal([]);
        expect(await ensureDeclaredLists(db, ENGINES[engine], lists)).to.deep.equal(['marketing_test_notes']);
        expect(await ensureDeclaredLists(db, ENGINES[engine], lists)).to.deep.equal([]);

        const keyword = await store.db.selectFrom('marketing_keywords').select('id').where('tenant_id', '=', 'acme').executeTakeFirstOrThrow();
        const rows = ['2026-01-02', '2026-01-03', '2026-01-01'].map((day, i) => ({ id: `n${i}`, tenant_id: 'acme', body: `note ${i}`, written_on: day, stars: i === 1 ? null : i, keyword_id: keyword.id }));
        await sql`insert into marketing_test_notes (id, tenant_id, body, written_on, stars, keyword_id) values ${sql.join(rows.map((r) => sql`(${r.id}, ${r.tenant_id}, ${r.body}, ${r.written_on}, ${r.stars}, ${r.keyword_id})`))}`.execute(db);
        const page = await store.lists.of({ ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' }).pageJson(list.table, 'acme', [], list.order, { page: 1, pageSize: 2 });
        expect(page.total).to.equal(3);
        expect(JSON.parse(page.itemsJson)).to.deep.equal([
          { id: 'n1', tenant_id: 'acme', body: 'note 1', written_on: '2026-01-03', stars: null, keyword_id: keyword.id },
          { id: 'n0', tenant_id: 'acme', body: 'note 0', written_on: '2026-01-02', stars: 0, keyword_id: keyword.id },
        ]);
        // The reference is a foreign key, as a migration would have made it.
        const orphan = sql`insert into marketing_test_notes (id, tenant_id, body, written_on, stars, keyword_id) values ('n9', 'acme', 'x', '2026-01-04', 1, 'kwd_none')`.execute(db);
        expect(await failureOf(orphan)).to.match(/foreign key/i);

        // Another order is another index: the store does not follow it by itself.
        expect(await failureOf(ensureDeclaredLists(db, ENGINES[engine], [...DECLARED_LISTS, notes([['body', 'asc']])]))).to.match(/marketing_test_notes was made from another declaration of test\/notes .*needs a migration/);
      } finally {
        await store.close();
      }
    });

    it('refuse to open a store whose table differs from its declaration, naming each difference', async () => {
      const store = await openTestStore(engine, { seedDemoData: false });
      try {
        const keywords = findList('marketing', 'seo/keywords')!;
        const changed = { ...keywords, columns: { ...keywords.columns, keyword: 'text?' as const, position: 'integer' as const } };
        expect(await failureOf(ensureDeclaredLists(store.db as unknown as Kysely<unknown>, ENGINES[engine], [changed]))).to.match(/marketing_keywords\.keyword refuses null, declared text\?.*marketing_keywords\.position is declared but not in the table/);
        const fewer = Object.fromEntries(Object.entries(keywords.columns).filter(([column]) => column !== 'search_volume'));
        expect(await failureOf(ensureDeclaredLists(store.db as unknown as Kysely<unknown>, ENGINES[engine], [{ ...keywords, columns: fewer }]))).to.match(/marketing_keywords\.search_volume is in the table but not declared/);
      } finally {
        await store.close();
      }
    });
  });
}
