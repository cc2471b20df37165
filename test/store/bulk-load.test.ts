/**
 * SQLite loads with the lists' per-row triggers set aside (src/store/bulk-load.ts): what the
 * triggers did must still hold when the load commits: the counts, the value and length checks, and the
 * triggers themselves for every later write.
 */
import { expect } from 'chai';
import { sql, type Kysely } from 'kysely';
import { setAsideRowWork } from '../../src/store/sqlite/bulk-load.js';
import type { Database } from '../../src/store/schema.js';
import { openTestStore } from '../support/store.js';

const campaign = (id: string, budgetCents: number) => ({
  id, tenant_id: 'acme', name: `Campaign ${id}`, channel: 'search', status: 'active', budget_cents: budgetCents, currency: 'USD', start_date: '2025-01-01', end_date: null,
});
const triggersOf = async (db: Kysely<Database>) => (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'marketing_ad_campaigns' order by name`.execute(db)).rows.map((row) => row.name);
const countOf = async (db: Kysely<Database>) => Number((await db.selectFrom('marketing_list_counts').select('total').where('tenant_id', '=', 'acme').where('list', '=', 'marketing_ad_campaigns').executeTakeFirstOrThrow()).total);
const lists = [{ table: 'marketing_ad_campaigns', ownerColumn: 'tenant_id', owner: 'acme' }];

describe('SQLite loads with the per-row triggers set aside', () => {
  it('counts the rows once, puts the triggers back, and the triggers work again afterwards', async () => {
    const store = await openTestStore('sqlite');
    try {
      const db = store.db;
      const triggers = await triggersOf(db);
      const before = await countOf(db);
      await db.transaction().execute(async (trx) => {
        const setAside = await setAsideRowWork(trx, lists);
        expect(await triggersOf(trx)).to.deep.equal([]);
        await trx.insertInto('marketing_ad_campaigns').values([campaign('cmp_load000001', 100), campaign('cmp_load000002', 200)]).execute();
        await setAside.restore();
      });
      expect(await triggersOf(db)).to.deep.equal(triggers);
      expect(await countOf(db)).to.equal(before + 2);
      await db.insertInto('marketing_ad_campaigns').values(campaign('cmp_load000003', 300)).execute();
      expect(await countOf(db)).to.equal(before + 3);
      let refused: Error | undefined;
      await db.insertInto('marketing_ad_campaigns').values(campaign('cmp_load000004', -1)).execute().catch((error) => (refused = error));
      expect(refused?.message).to.match(/marketing_ad_campaigns: a value the API cannot serve/);
    } finally {
      await store.close();
    }
  });

  it('refuses a load that holds a value the triggers refuse, with their message, and leaves the store as it was', async () => {
    const store = await openTestStore('sqlite');
    try {
      const db = store.db;
      const triggers = await triggersOf(db);
      const before = await countOf(db);
      let refused: Error | undefined;
      await db
        .transaction()
        .execute(async (trx) => {
          const setAside = await setAsideRowWork(trx, lists);
          await trx.insertInto('marketing_ad_campaigns').values([campaign('cmp_load000005', 100), campaign('cmp_load000006', -5)]).execute();
          await setAside.restore();
        })
        .catch((error) => (refused = error));
      expect(refused?.message).to.equal('marketing_ad_campaigns: a value the API cannot serve (budget_cents an integer from 0 to 9007199254740991, text UTF-8 without NUL)');
      expect(await triggersOf(db)).to.deep.equal(triggers);
      expect(await countOf(db)).to.equal(before);
      expect(await db.selectFrom('marketing_ad_campaigns').select('id').where('id', 'in', ['cmp_load000005', 'cmp_load000006']).execute()).to.deep.equal([]);
    } finally {
      await store.close();
    }
  });

  it('refuses a load that holds a text longer than the API serves, with the length trigger\'s message', async () => {
    const store = await openTestStore('sqlite');
    try {
      const db = store.db;
      const triggers = await triggersOf(db);
      let refused: Error | undefined;
      await db
        .transaction()
        .execute(async (trx) => {
          const setAside = await setAsideRowWork(trx, lists);
          await trx.insertInto('marketing_ad_campaigns').values({ ...campaign('cmp_load000007', 100), name: 'n'.repeat(201) }).execute();
          await setAside.restore();
        })
        .catch((error) => (refused = error));
      expect(refused?.message).to.equal('marketing_ad_campaigns: a text longer than the API serves (name at most 200 characters)');
      expect(await triggersOf(db)).to.deep.equal(triggers);
      expect(await db.selectFrom('marketing_ad_campaigns').select('id').where('id', '=', 'cmp_load000007').execute()).to.deep.equal([]);
    } finally {
      await store.close();
    }
  });
});
