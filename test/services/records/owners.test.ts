import { expect } from 'chai';
import { sql } from 'kysely';
import { createApiKeyService } from '../../../src/services/keys/api-keys.js';
import { createOwner, findOwner, listOwners, OwnerRequestError, removeOwner } from '../../../src/services/records/owners.js';
import { listsOf, DATA_AREAS } from '../../../src/store/lists.js';
import { openTestStore, testEngines } from '../../support/store.js';

const countOf = async (db: Parameters<typeof removeOwner>[0], table: string, column: string, owner: string) =>
  Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${owner}`.execute(db)).rows[0].n);

for (const engine of testEngines) {
  describe(`tenants and companies on ${engine}`, function () {
    this.timeout(60_000);

    it('creates, lists and refuses an id twice or a malformed one', async () => {
      const store = await openTestStore(engine, { seedDemoData: false });
      try {
        expect(await createOwner(store.db, 'marketing', { id: 'initech', name: 'Initech', currency: 'EUR' })).to.deep.equal({ area: 'marketing', id: 'initech', name: 'Initech', currency: 'EUR' });
        expect(await createOwner(store.db, 'hrm', { id: 'initech' })).to.deep.equal({ area: 'hrm', id: 'initech', name: 'initech' });
        expect(await listOwners(store.db)).to.have.length(2);
        const again = await createOwner(store.db, 'marketing', { id: 'initech' }).catch((error: Error) => error);
        expect(again).to.be.instanceOf(OwnerRequestError);
        expect(((await createOwner(store.db, 'crawler', { id: 'Initech Inc' }).catch((error: Error) => error)) as Error).message).to.include('is not a tenant id');
        expect(((await createOwner(store.db, 'crawler', { id: 'initech', currency: 'EUR' }).catch((error: Error) => error)) as Error).message).to.include('have no currency');
      } finally {
        await store.close();
      }
    });

    it("removes an owner with every row of its lists (child rows too) and its keys, in each area, and leaves the others' alone", async () => {
      const store = await openTestStore(engine);
      try {
        const keys = createApiKeyService(store.db);
        await keys.create({ service: 'marketing', tenantId: 'acme', name: 'a' });
        await keys.create({ service: 'marketing', tenantId: 'globex', name: 'g' });
        await keys.create({ service: 'hrm', companyId: 'acme', name: 'a', scopes: ['employee.read'] });
        const globexBefore = await Promise.all(listsOf('marketing').map((list) => countOf(store.db, list.table, 'tenant_id', 'globex')));
        for (const area of DATA_AREAS) {
          const removed = await removeOwner(store.db, area, 'acme');
          expect(Object.values(removed.rows).reduce((a, b) => a + b, 0), area).to.be.greaterThan(0);
          for (const list of listsOf(area)) expect(await countOf(store.db, list.table, list.ownerColumn, 'acme'), list.table).to.equal(0);
          expect(await findOwner(store.db, area, 'acme')).to.equal(undefined);
        }
        expect(Number((await sql<{ n: number }>`select count(*) as n from crawler_job_sources where job_id like 'acme-%'`.execute(store.db)).rows[0].n)).to.equal(0);
        expect(Number((await sql<{ n: number }>`select count(*) as n from crawler_parser_rules where job_id like 'acme-%'`.execute(store.db)).rows[0].n)).to.equal(0);
        expect((await keys.list()).map((key) => key.tenantId ?? key.companyId)).to.deep.equal(['globex']);
        expect(await Promise.all(listsOf('marketing').map((list) => countOf(store.db, list.table, 'tenant_id', 'globex')))).to.deep.equal(globexBefore);
        // The counts rows stay at 0, their version grown: positions cached for the old lists never serve a new acme.
        const counts = (await sql<{ total: number | string; version: number | string }>`select total, version from marketing_list_counts where tenant_id = 'acme'`.execute(store.db)).rows;
        expect(counts.map((row) => Number(row.total))).to.deep.equal(new Array(7).fill(0));
        expect(counts.every((row) => Number(row.version) > 1)).to.equal(true);
        expect(((await removeOwner(store.db, 'marketing', 'acme').catch((error: Error) => error)) as Error).message).to.equal('no marketing tenant "acme"; known: globex');
      } finally {
        await store.close();
      }
    });
  });
}
