/**
 * Area C: employees and their attendance, leave requests, payroll runs and documents.
 * Indexes follow the lists' filters and orders (src/store/tables/hrm-lists.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hrm_employees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_number', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('hire_date', 'text', (c) => c.notNull())
    .addColumn('termination_date', 'text')
    .addColumn('manager_id', 'text')
    .execute();
  await db.schema.createIndex('hrm_employees_department').on('hrm_employees').columns(['department', 'employee_number']).execute();
  await db.schema.createIndex('hrm_employees_status').on('hrm_employees').columns(['status', 'employee_number']).execute();

  await db.schema
    .createTable('hrm_attendance')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('hrm_employees.id'))
    .addColumn('work_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('check_in', 'text')
    .addColumn('check_out', 'text')
    .addColumn('worked_minutes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hrm_attendance_date').on('hrm_attendance').columns(['work_date', 'employee_id']).execute();
  await db.schema.createIndex('hrm_attendance_employee').on('hrm_attendance').columns(['employee_id', 'work_date']).execute();

  await db.schema
    .createTable('hrm_leave_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'text', (c) => c.notNull().references('hrm_employees.id'))
    .addColumn('leave_type', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('working_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('approver_id', 'text')
    .execute();
  await db.schema.createIndex('hrm_leave_start').on('hrm_leave_requests').columns(['start_date', 'id']).execute();
  await db.schema.createIndex('hrm_leave_employee').on('hrm_leave_requests').columns(['employee_id', 'start_date']).execute();

  await db.schema
    .createTable('hrm_payroll_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period', 'text', (c) => c.notNull().unique())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('employee_count', 'integer', (c) => c.notNull())
    .addColumn('gross_cents', 'bigint', (c) => c.notNull())
    .addColumn('deductions_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();

  await db.schema
    .createTable('hrm_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'text', (c) => c.references('hrm_employees.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('confidential', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hrm_documents_created').on('hrm_documents').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('hrm_documents_employee').on('hrm_documents').columns(['employee_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['hrm_documents', 'hrm_payroll_runs', 'hrm_leave_requests', 'hrm_attendance', 'hrm_employees']) {
    await db.schema.dropTable(table).execute();
  }
}
