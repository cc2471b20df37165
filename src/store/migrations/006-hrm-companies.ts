/**
 * HR data belongs to a company (docs/product-decisions.md "Companies in the HR service"): rows and
 * keys from before belong to `acme` (docs/production.md). Indexes lead with the company; a payroll
 * period is unique per company.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const HR_TABLES = ['hrm_employees', 'hrm_attendance', 'hrm_leave_requests', 'hrm_payroll_runs', 'hrm_documents'] as const;

/** Each list's order (id last where the order alone is not unique), frozen with this migration. */
export const LISTED: Array<[name: string, table: string, columns: string]> = [
  ['hrm_employees_company', 'hrm_employees', 'company_id, employee_number'],
  ['hrm_employees_company_department', 'hrm_employees', 'company_id, department, employee_number'],
  ['hrm_employees_company_status', 'hrm_employees', 'company_id, status, employee_number'],
  ['hrm_attendance_company', 'hrm_attendance', 'company_id, work_date desc, employee_id'],
  ['hrm_attendance_company_employee', 'hrm_attendance', 'company_id, employee_id, work_date desc'],
  ['hrm_leave_company', 'hrm_leave_requests', 'company_id, start_date desc, id'],
  ['hrm_leave_company_employee', 'hrm_leave_requests', 'company_id, employee_id, start_date desc, id'],
  ['hrm_payroll_company', 'hrm_payroll_runs', 'company_id, period desc'],
  ['hrm_documents_company', 'hrm_documents', 'company_id, created_at desc, id'],
  ['hrm_documents_company_employee', 'hrm_documents', 'company_id, employee_id, created_at desc, id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of HR_TABLES) {
    await sql.raw(`alter table ${table} add column company_id text not null default 'acme'`).execute(db);
  }
  await sql.raw(`alter table api_keys add column company_id text`).execute(db);
  await sql.raw(`update api_keys set company_id = 'acme' where service = 'hrm'`).execute(db);

  if (postgres) {
    for (const table of HR_TABLES) await sql.raw(`alter table ${table} alter column company_id drop default`).execute(db);
    await sql.raw(`alter table hrm_payroll_runs drop constraint hrm_payroll_runs_period_key`).execute(db);
  } else {
    // SQLite cannot drop a column's unique constraint: the table is rebuilt without it. No
    // other table refers to payroll runs.
    await sql.raw(`alter table hrm_payroll_runs rename to hrm_payroll_runs_before_006`).execute(db);
    await sql
      .raw(
        `create table hrm_payroll_runs (
          id text primary key, period text not null, period_start text not null, period_end text not null,
          pay_date text not null, status text not null, currency text not null, employee_count integer not null,
          gross_cents bigint not null, deductions_cents bigint not null, net_cents bigint not null, paid_at text,
          company_id text not null)`,
      )
      .execute(db);
    await sql.raw(`insert into hrm_payroll_runs select id, period, period_start, period_end, pay_date, status, currency, employee_count, gross_cents, deductions_cents, net_cents, paid_at, company_id from hrm_payroll_runs_before_006`).execute(db);
    await sql.raw(`drop table hrm_payroll_runs_before_006`).execute(db);
  }
  await sql.raw(`create unique index hrm_payroll_company_period on hrm_payroll_runs (company_id, period)`).execute(db);
  for (const [name, table, columns] of LISTED) await sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of LISTED) await sql.raw(`drop index ${name}`).execute(db);
  await sql.raw(`drop index hrm_payroll_company_period`).execute(db);
  for (const table of HR_TABLES) await sql.raw(`alter table ${table} drop column company_id`).execute(db);
  await sql.raw(`alter table api_keys drop column company_id`).execute(db);
}
