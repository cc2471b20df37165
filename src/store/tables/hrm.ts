/**
 * HR tables (area C). Every row belongs to one company (`company_id`, migration 006); HR
 * answers a caller only with its own company's rows.
 * Days are `YYYY-MM-DD` text and times ISO-8601 text, money integer cents and booleans 0/1,
 * so both engines sort, compare and sum alike.
 */
import type { ColumnType } from 'kysely';

/** A bigint column: PostgreSQL's driver reads int8 as a string, SQLite as a number. */
type Cents = ColumnType<number | string, number, number>;

export interface HrmEmployeesTable {
  id: string;
  company_id: string;
  employee_number: string;
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  job_title: string;
  employment_type: string;
  status: string;
  location: string;
  hire_date: string;
  termination_date: string | null;
  manager_id: string | null;
}

export interface HrmAttendanceTable {
  id: string;
  company_id: string;
  employee_id: string;
  work_date: string;
  status: string;
  check_in: string | null;
  check_out: string | null;
  worked_minutes: number;
}

export interface HrmLeaveRequestsTable {
  id: string;
  company_id: string;
  employee_id: string;
  leave_type: string;
  start_date: string;
  end_date: string;
  working_days: number;
  status: string;
  requested_at: string;
  decided_at: string | null;
  approver_id: string | null;
}

export interface HrmPayrollRunsTable {
  id: string;
  company_id: string;
  period: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  status: string;
  currency: string;
  employee_count: number;
  gross_cents: Cents;
  deductions_cents: Cents;
  net_cents: Cents;
  paid_at: string | null;
}

export interface HrmDocumentsTable {
  id: string;
  company_id: string;
  employee_id: string | null;
  title: string;
  category: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  confidential: number;
  created_at: string;
}

export interface HrmTables {
  hrm_employees: HrmEmployeesTable;
  hrm_attendance: HrmAttendanceTable;
  hrm_leave_requests: HrmLeaveRequestsTable;
  hrm_payroll_runs: HrmPayrollRunsTable;
  hrm_documents: HrmDocumentsTable;
}

/** Exact row counts per company and list, kept by triggers (migration 007); `version` grows with every write. */
export interface HrmListCountsTable {
  company_id: string;
  list: string;
  /** bigint: a string from PostgreSQL. */
  total: number | string;
  version: number | string;
}

/** Bookkeeping of the HR lists (no demo rows of its own). */
export interface HrmCountTables {
  hrm_list_counts: HrmListCountsTable;
}

/** The HR companies an operator created or loaded (migration 012): a company's rows carry its id as `company_id`. */
export interface HrmCompaniesTable {
  id: string;
  name: string;
}

/** The HR companies, merged into Database beside the lists. */
export interface HrmCompanyTables {
  hrm_companies: HrmCompaniesTable;
}
