/**
 * HR companies become rows of their own, as tenants are (docs/product-decisions.md "Putting data
 * in"); every company already named gets its row. No foreign key on `company_id`: SQLite adds one
 * only by rebuilding each table; the commands that write rows check it instead.
 */
import { sql, type Kysely } from 'kysely';
import { createTable } from './create-table.js';

const HR_TABLES = ['hrm_employees', 'hrm_attendance', 'hrm_leave_requests', 'hrm_payroll_runs', 'hrm_documents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'hrm_companies', { id: 'text primary key', name: 'text' });
  const named = [...HR_TABLES.map((table) => `select company_id from ${table}`), `select company_id from api_keys where service = 'hrm' and company_id is not null`].join(' union ');
  await sql.raw(`insert into hrm_companies (id, name) select company_id, company_id from (${named}) as known`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hrm_companies').execute();
}
