/**
 * HR data belongs to a company: every list, walked to its last page with each company's API
 * key and each company's member token, shows that company's rows only, with exact totals.
 */
import { expect } from 'chai';
import { sql } from 'kysely';
import { HRM_SCOPES } from '../../src/services/keys/api-keys.js';
import type { Store } from '../../src/store/database.js';
import { openTestStore, testEngines } from '../support/store.js';
import { buildHrm, createKey, memberToken, startStandIn, type HrmTestApp, type StandIn } from './hrm-fixtures.js';

const LISTS: Array<{ path: string; table: string }> = [
  { path: '/api/v1/employees', table: 'hrm_employees' },
  { path: '/api/v1/attendance', table: 'hrm_attendance' },
  { path: '/api/v1/leave', table: 'hrm_leave_requests' },
  { path: '/api/v1/payroll-runs', table: 'hrm_payroll_runs' },
  { path: '/api/v1/documents', table: 'hrm_documents' },
];

const COMPANIES = ['acme', 'globex'] as const;

for (const engine of testEngines) {
  describe(`HR companies (${engine})`, function () {
    this.timeout(60_000);
    let store: Store;
    let standIn: StandIn;
    let area: HrmTestApp;
    const credentials: Array<{ company: (typeof COMPANIES)[number]; label: string; header: [string, string] }> = [];

    before(async () => {
      store = await openTestStore(engine);
      standIn = await startStandIn();
      area = await buildHrm({ store, env: { MEMBER_API_URL: standIn.url, MEMBER_JWKS_URL: `${standIn.url}/.well-known/jwks.json` } });
      for (const company of COMPANIES) {
        credentials.push({ company, label: `${company} API key`, header: ['X-API-Key', (await createKey(store, 'hrm', { scopes: [...HRM_SCOPES], companyId: company })).key] });
      }
      credentials.push({ company: 'acme', label: 'acme member token (hr.admin)', header: ['Authorization', `Bearer ${await memberToken(standIn.url, 'hr.admin')}`] });
      credentials.push({ company: 'globex', label: 'globex member token (globex.admin)', header: ['Authorization', `Bearer ${await memberToken(standIn.url, 'globex.admin')}`] });
    });

    after(async () => {
      await area?.close();
      await standIn?.stop();
      await store?.close();
    });

    async function idsOf(table: string, company: string): Promise<Set<string>> {
      const rows = await sql<{ id: string }>`select id from ${sql.table(table)} where company_id = ${company}`.execute(store.db);
      return new Set(rows.rows.map((row) => row.id));
    }

    it('holds demo rows of both companies in every HR table', async () => {
      for (const { table } of LISTS) for (const company of COMPANIES) expect((await idsOf(table, company)).size, `${table} ${company}`).to.be.greaterThan(0);
    });

    it('shows each caller its own company only, on every page of every list', async () => {
      for (const { company, label, header } of credentials) {
        for (const { path, table } of LISTS) {
          const own = await idsOf(table, company);
          const seen = new Set<string>();
          for (let page = 1; ; page++) {
            const res = await area.checked(area.http.get(`${path}?page=${page}&pageSize=100`).set(...header));
            expect(res.status, `${label} ${path}`).to.equal(200);
            expect(res.body.data.total, `${label} ${path} total`).to.equal(own.size);
            for (const item of res.body.data.items as Array<{ id: string }>) {
              expect(own.has(item.id), `${label} ${path}: ${item.id} is another company's`).to.equal(true);
              seen.add(item.id);
            }
            if (page >= res.body.data.totalPages) break;
          }
          expect(seen.size, `${label} ${path}: every own row`).to.equal(own.size);
        }
      }
    });

    it("finds nothing of another company by filtering for its employee", async () => {
      const [globexEmployee] = [...(await idsOf('hrm_employees', 'globex'))];
      const acmeKey = credentials.find((c) => c.label === 'acme API key')!.header;
      for (const path of ['/api/v1/attendance', '/api/v1/leave', '/api/v1/documents']) {
        const res = await area.checked(area.http.get(`${path}?employeeId=${globexEmployee}`).set(...acmeKey));
        expect(res.status, path).to.equal(200);
        expect(res.body.data.total, path).to.equal(0);
        expect(res.body.data.items, path).to.deep.equal([]);
      }
    });

    it('lets the globex payroll clerk read globex payroll only (it read acme payroll before companies)', async () => {
      const token = await memberToken(standIn.url, 'payroll.clerk');
      const res = await area.checked(area.http.get('/api/v1/payroll-runs?pageSize=100').set('Authorization', `Bearer ${token}`));
      expect(res.status).to.equal(200);
      const globex = await idsOf('hrm_payroll_runs', 'globex');
      expect((res.body.data.items as Array<{ id: string }>).map((item) => item.id).sort()).to.deep.equal([...globex].sort());
    });
  });
}
