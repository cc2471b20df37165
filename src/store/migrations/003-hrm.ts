/**
 * Area C: employees and their attendance, leave requests, payroll runs and documents.
 * Indexes follow the lists' filters and orders (src/store/tables/hrm-lists.ts).
 */
import type { Kysely } from 'kysely';
import { createIndex, createTable } from './create-table.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const employee = 'text references hrm_employees';
  await createTable(db, 'hrm_employees', {
    id: 'text primary key', employee_number: 'text unique', first_name: 'text', last_name: 'text', email: 'text',
    department: 'text', job_title: 'text', employment_type: 'text', status: 'text', location: 'text', hire_date: 'text',
    termination_date: 'text?', manager_id: 'text?',
  });
  await createIndex(db, 'hrm_employees_department', 'hrm_employees', ['department', 'employee_number']);
  await createIndex(db, 'hrm_employees_status', 'hrm_employees', ['status', 'employee_number']);

  await createTable(db, 'hrm_attendance', {
    id: 'text primary key', employee_id: employee, work_date: 'text', status: 'text', check_in: 'text?',
    check_out: 'text?', worked_minutes: 'integer',
  });
  await createIndex(db, 'hrm_attendance_date', 'hrm_attendance', ['work_date', 'employee_id']);
  await createIndex(db, 'hrm_attendance_employee', 'hrm_attendance', ['employee_id', 'work_date']);

  await createTable(db, 'hrm_leave_requests', {
    id: 'text primary key', employee_id: employee, leave_type: 'text', start_date: 'text', end_date: 'text',
    working_days: 'integer', status: 'text', requested_at: 'text', decided_at: 'text?', approver_id: 'text?',
  });
  await createIndex(db, 'hrm_leave_start', 'hrm_leave_requests', ['start_date', 'id']);
  await createIndex(db, 'hrm_leave_employee', 'hrm_leave_requests', ['employee_id', 'start_date']);

  await createTable(db, 'hrm_payroll_runs', {
    id: 'text primary key', period: 'text unique', period_start: 'text', period_end: 'text', pay_date: 'text',
    status: 'text', currency: 'text', employee_count: 'integer', gross_cents: 'bigint', deductions_cents: 'bigint',
    net_cents: 'bigint', paid_at: 'text?',
  });

  await createTable(db, 'hrm_documents', {
    id: 'text primary key', employee_id: 'text? references hrm_employees', title: 'text', category: 'text',
    file_name: 'text', media_type: 'text', size_bytes: 'integer', confidential: 'integer', created_at: 'text',
  });
  await createIndex(db, 'hrm_documents_created', 'hrm_documents', ['created_at', 'id']);
  await createIndex(db, 'hrm_documents_employee', 'hrm_documents', ['employee_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['hrm_documents', 'hrm_payroll_runs', 'hrm_leave_requests', 'hrm_attendance', 'hrm_employees']) {
    await db.schema.dropTable(table).execute();
  }
}
