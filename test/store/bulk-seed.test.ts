import { expect } from 'chai';
import { AlreadySeededError, bulkSeed, planBulkRows, BENCH_TENANT } from '../../src/store/bulk-seed.js';
import { openTestStore, testEngines } from '../support/store.js';

for (const engine of testEngines) {
  describe(`bulk seed (${engine})`, () => {
    it('fills the bench tenant with consistent copies and reports progress', async () => {
      const store = await openTestStore(engine);
      try {
        const progress: number[] = [];
        const result = await bulkSeed(store.db, 1000, (n) => progress.push(n));
        const { generations, total } = planBulkRows(1000);
        expect(result.generations).to.equal(generations);
        expect(progress.at(-1)).to.equal(total);
        expect(progress).to.deep.equal([...progress].sort((a, b) => a - b));
        const performance = await store.db.selectFrom('marketing_ad_performance').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', BENCH_TENANT).executeTakeFirstOrThrow();
        expect(Number(performance.n)).to.be.at.least(1000);
        // Every copied performance row points at a campaign of the same tenant.
        const orphans = await store.db
          .selectFrom('marketing_ad_performance as p')
          .leftJoin('marketing_ad_campaigns as c', 'c.id', 'p.campaign_id')
          .select('p.id')
          .where('p.tenant_id', '=', BENCH_TENANT)
          .where((eb) => eb.or([eb('c.id', 'is', null), eb('c.tenant_id', '!=', BENCH_TENANT)]))
          .execute();
        expect(orphans).to.deep.equal([]);
        let error: Error | undefined;
        await bulkSeed(store.db, 10).catch((e) => (error = e));
        expect(error).to.be.instanceOf(AlreadySeededError);
        expect(error?.message).to.equal('the store already holds the benchmark tenant "bench"');
      } finally {
        await store.close();
      }
    });
  });
}
