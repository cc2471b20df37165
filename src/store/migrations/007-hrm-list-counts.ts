/** HR lists at a million rows, as marketing's (005); 006's order indexes become prefixes and go, its filter ones stay. */
import { sql, type Kysely } from 'kysely';
import { LISTED } from './006-hrm-companies.js';
import { addCountedLists, dropCountedLists, type CountedLists } from './counted-lists.js';

export const LISTS: CountedLists = {
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

/** 006's indexes that the new ones replace (its order indexes): name, table, columns. */
const REPLACED = LISTED.filter(([name]) => name.endsWith('_company'));

export async function up(db: Kysely<unknown>): Promise<void> {
  await addCountedLists(db, LISTS);
  for (const [name] of REPLACED) await sql.raw(`drop index ${name}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountedLists(db, LISTS);
  for (const [name, table, columns] of REPLACED) await sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
}
