/**
 * HR list items as the store writes them (src/store/json-items.ts): on SQLite a generated
 * `item_json` column kept in each list's index (migration 008), on PostgreSQL built by the page
 * query. Both must give, for every row, exactly what the declaration maps the row to, on
 * shallow pages and on deep pages read by seeking.
 */
import { expect } from 'chai';
import { sql } from 'kysely';
import { itemMapper } from '../../src/store/json-items.js';
import { orderedListsOf, POSITION_STRIDE } from '../../src/store/ordered-lists.js';
import { HRM_ITEMS } from '../../src/store/tables/hrm-items.js';
import { openTestStore, testEngines } from '../support/store.js';

/** Each list's documented order, as the HR service reads it. */
const ORDERS = {
  hrm_employees: [['employee_number', 'asc']],
  hrm_attendance: [['work_date', 'desc'], ['employee_id', 'asc']],
  hrm_leave_requests: [['start_date', 'desc'], ['id', 'asc']],
  hrm_payroll_runs: [['period', 'desc']],
  hrm_documents: [['created_at', 'desc'], ['id', 'asc']],
} as const;

for (const engine of testEngines) {
  describe(`HR list items written by the store (${engine})`, () => {
    it('gives every demo row of every list exactly the item its declaration maps it to', async () => {
      const store = await openTestStore(engine);
      try {
        const lists = orderedListsOf(store.db, engine, { ownerColumn: 'company_id', countsTable: 'hrm_list_counts' });
        for (const [table, fields] of Object.entries(HRM_ITEMS)) {
          const order = ORDERS[table as keyof typeof ORDERS].map(([column, direction]) => [column, direction] as [string, 'asc' | 'desc']);
          const page = await lists.pageJson(table, 'acme', [], order, { page: 1, pageSize: 100 }, fields);
          const { rows } = await lists.page(table, 'acme', [], order, { page: 1, pageSize: 100 });
          expect(rows.length, table).to.be.greaterThan(0);
          expect(JSON.parse(page.itemsJson), table).to.deep.equal(rows.map(itemMapper(fields)));
        }
      } finally {
        await store.close();
      }
    });

    it('writes a changed row\'s item in the same statement, and deep pages carry the same items as shallow ones', async () => {
      const store = await openTestStore(engine, { seedDemoData: false });
      try {
        const db = store.db;
        await db.insertInto('hrm_employees').values(Array.from({ length: 7 }, (_, i) => ({
          id: `emp-deep-${i}`, company_id: 'deep', employee_number: `D-${1000 + i}`, first_name: 'Deep', last_name: `Row ${i}`, email: `deep${i}@example.com`,
          department: 'engineering', job_title: 'Engineer', employment_type: 'full-time', status: 'active', location: 'Remote', hire_date: '2024-01-01', termination_date: null, manager_id: null,
        }))).execute();
        const rows = Array.from({ length: POSITION_STRIDE + 40 }, (_, i) => ({
          id: `att-${String(i).padStart(5, '0')}`,
          company_id: 'deep',
          employee_id: `emp-deep-${i % 7}`,
          work_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          status: i % 5 === 0 ? 'absent' : 'present',
          check_in: i % 5 === 0 ? null : '09:00',
          check_out: i % 5 === 0 ? null : '17:30',
          worked_minutes: i % 5 === 0 ? 0 : 480 + (i % 3),
        }));
        for (let start = 0; start < rows.length; start += 200) await db.insertInto('hrm_attendance').values(rows.slice(start, start + 200)).execute();
        await db.updateTable('hrm_attendance').set({ status: 'late', worked_minutes: 7 }).where('id', '=', 'att-00003').execute();

        const lists = orderedListsOf(db, engine, { ownerColumn: 'company_id', countsTable: 'hrm_list_counts' });
        const order: Array<[string, 'asc' | 'desc']> = [['work_date', 'desc'], ['employee_id', 'asc']];
        const fields = HRM_ITEMS.hrm_attendance;
        const all = await sql<Record<string, unknown>>`select * from hrm_attendance where company_id = 'deep' order by work_date desc, employee_id asc, id asc`.execute(db);
        const expected = all.rows.map(itemMapper<{ id: string }>(fields));
        expect(expected.find((item) => item.id === 'att-00003')).to.include({ status: 'late', workedMinutes: 7 });

        const pageSize = 20;
        for (const page of [1, 2, POSITION_STRIDE / pageSize, POSITION_STRIDE / pageSize + 1, POSITION_STRIDE / pageSize + 2, POSITION_STRIDE / pageSize + 3]) {
          const read = await lists.pageJson('hrm_attendance', 'deep', [], order, { page, pageSize }, fields);
          expect(read.total).to.equal(rows.length);
          expect(JSON.parse(read.itemsJson), `page ${page}`).to.deep.equal(expected.slice((page - 1) * pageSize, page * pageSize));
        }
      } finally {
        await store.close();
      }
    });
  });
}
