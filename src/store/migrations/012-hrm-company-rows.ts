/**
 * HR companies become rows of their own, `hrm_companies` (id, name), as marketing and crawl
 * platform tenants are: operators create, list and remove them (`npm run tenants`), imports
 * load into them, and an HR key is only made for a company the store holds
 * (docs/product-decisions.md "Putting data in"). Every company the store's HR rows or HR keys
 * name already gets its row, named by its id. The lists' `company_id` gets no foreign key:
 * SQLite adds one only by rebuilding each table and its generated item column; the commands
 * that write companies' rows check it instead.
 */
import { sql, type Kysely } from 'kysely';

const HR_TABLES = ['hrm_employees', 'hrm_attendance', 'hrm_leave_requests', 'hrm_payroll_runs', 'hrm_documents'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hrm_companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  const named = [...HR_TABLES.map((table) => `select company_id from ${table}`), `select company_id from api_keys where service = 'hrm' and company_id is not null`].join(' union ');
  await sql.raw(`insert into hrm_companies (id, name) select company_id, company_id from (${named}) as known`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hrm_companies').execute();
}
