import { expect } from 'chai';
import { marketingArea } from '../../src/areas/marketing.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { AlreadySeededError, bulkSeed, planBulkRows, BENCH_COMPANY, BENCH_TENANT } from '../../src/store/bulk-seed.js';
import { SEEK_DEPTH } from '../../src/store/list-page-sql.js';
import { buildHrm, createKey } from '../areas/hrm-fixtures.js';
import { BASE, inOrder, LISTS } from '../areas/marketing-support.js';
import { buildTestArea } from '../support/area-app.js';
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

    it('seeds rows that the API serves under strict response validation, with exact totals', async function () {
      this.timeout(60_000);
      const store = await openTestStore(engine);
      const area = await buildTestArea(marketingArea, { store });
      try {
        await bulkSeed(store.db, 3000);
        const key = (await createApiKeyService(store.db).create({ service: 'marketing', name: 'read-back', tenantId: BENCH_TENANT })).key;
        const get = (path: string) => area.checked(area.http.get(BASE + path).set('X-API-Key', key));
        const summary = (await get('/summary')).body.data;
        for (const list of LISTS) {
          const first = await get(`${list.path}?page=1&page_size=100`);
          expect(first.status, list.path).to.equal(200);
          const total = first.body.data.total as number;
          expect(total, `${list.path} total`).to.equal(summary[list.counted[0]][list.counted[1]]);
          const lastPage = first.body.data.total_pages as number;
          for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
            const answer = await get(`${list.path}?page=${page}&page_size=100`);
            expect(answer.status, `${list.path} page ${page}`).to.equal(200);
            expect(answer.body.data.total).to.equal(total);
            expect(answer.body.data.items).to.have.length(page === lastPage ? total - (lastPage - 1) * 100 : 100);
            expect(inOrder(answer.body.data.items, list.order), `${list.path} page ${page} in order`).to.equal(true);
          }
        }
        expect(summary.ads.performance).to.be.at.least(3000);
      } finally {
        await area.close();
        await store.close();
      }
    });

    it('seeds an HR company whose employees and attendance the API serves in strict mode, deep pages equal to OFFSET', async function () {
      this.timeout(120_000);
      const store = await openTestStore(engine);
      const area = await buildHrm({ store });
      try {
        const rows = 2500;
        const seeded = await bulkSeed(store.db, rows);
        expect(seeded.company).to.equal(BENCH_COMPANY);
        expect(seeded.rowsByTable.hrm_attendance).to.be.at.least(rows);
        const { key } = await createKey(store, 'hrm', { companyId: BENCH_COMPANY, scopes: ['employee.read', 'attendance.read'] });
        const get = (path: string) => area.checked(area.http.get(path).set('X-API-Key', key));

        const employees = await get('/api/v1/employees?page=1&pageSize=100');
        expect(employees.status).to.equal(200);
        expect(employees.body.data.total).to.equal(seeded.rowsByTable.hrm_employees);

        // Pages past SEEK_DEPTH rows are read by seeking from cached positions; each must be
        // exactly the page that OFFSET gives in the documented order.
        const total = seeded.rowsByTable.hrm_attendance;
        const lastPage = Math.ceil(total / 100);
        expect(lastPage * 100, 'the test reaches the seek path').to.be.greaterThan(SEEK_DEPTH + 100);
        for (const page of [1, Math.floor(SEEK_DEPTH / 100) + 1, lastPage - 1, lastPage, lastPage]) {
          const answer = await get(`/api/v1/attendance?page=${page}&pageSize=100`);
          expect(answer.status, `attendance page ${page}`).to.equal(200);
          expect(answer.body.data.total, `attendance page ${page} total`).to.equal(total);
          const expected = await store.db
            .selectFrom('hrm_attendance')
            .select('id')
            .where('company_id', '=', BENCH_COMPANY)
            .orderBy('work_date', 'desc')
            .orderBy('employee_id')
            .orderBy('id')
            .limit(100)
            .offset((page - 1) * 100)
            .execute();
          expect(answer.body.data.items.map((item: { id: string }) => item.id), `attendance page ${page}`).to.deep.equal(expected.map((row) => row.id));
        }
        // Another company sees none of it.
        const { key: acme } = await createKey(store, 'hrm', { companyId: 'acme', scopes: ['attendance.read'] });
        const foreign = await area.checked(area.http.get('/api/v1/attendance?pageSize=100&employeeId=emp-6000').set('X-API-Key', acme));
        expect(foreign.body.data.total).to.equal(0);
      } finally {
        await area.close();
        await store.close();
      }
    });
  });
}
