/** HR lists at a million rows, as marketing's (005); 006's order indexes become prefixes and go, its filter ones stay. */
import { sql, type Kysely } from 'kysely';
import { addCountedLists, dropCountedLists, type CountedLists } from './counted-lists.js';

const LISTS: CountedLists = {
  countsTable: 'hrm_list_counts',
  ownerColumn: 'company_id',
  // Each list's order as the API documents it (src/store/tables/hrm-lists.ts), frozen here.
  orders: {
    hrm_employees: [['employee_number', 'asc']],
    hrm_attendance: [['work_date', 'desc'], ['employee_id', 'asc']],
    hrm_leave_requests: [['start_date', 'desc'], ['id', 'asc']],
    hrm_payroll_runs: [['period', 'desc']],
    hrm_documents: [['created_at', 'desc'], ['id', 'asc']],
  },
};

/** 006's indexes that the new ones replace: name, table, columns. */
const REPLACED: Array<[string, string, string]> = [
  ['hrm_employees_company', 'hrm_employees', 'company_id, employee_number'],
  ['hrm_attendance_company', 'hrm_attendance', 'company_id, work_date desc, employee_id'],
  ['hrm_leave_company', 'hrm_leave_requests', 'company_id, start_date desc, id'],
  ['hrm_payroll_company', 'hrm_payroll_runs', 'company_id, period desc'],
  ['hrm_documents_company', 'hrm_documents', 'company_id, created_at desc, id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await addCountedLists(db, LISTS);
  for (const [name] of REPLACED) await sql.raw(`drop index ${name}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountedLists(db, LISTS);
  for (const [name, table, columns] of REPLACED) await sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
}
