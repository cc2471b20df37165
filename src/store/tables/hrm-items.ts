/**
 * What each HR list item is made of: which column fills which API field, and how
 * (src/store/json-items.ts). The field order is the order of the schema's properties in
 * spec/hrm.yaml. On SQLite each table carries these as a generated `item_json` column kept in
 * its list index (migration 008); on PostgreSQL the page query builds them.
 */
import type { components } from '../../../generated/hrm.js';
import type { ItemField } from '../json-items.js';
import type { HrmTables } from './hrm.js';

type Schemas = components['schemas'];

export const EMPLOYEE: ItemField<Schemas['Employee']>[] = [
  ['id', 'id', 'text'],
  ['employeeNumber', 'employee_number', 'text'],
  ['firstName', 'first_name', 'text'],
  ['lastName', 'last_name', 'text'],
  ['email', 'email', 'text'],
  ['department', 'department', 'text'],
  ['jobTitle', 'job_title', 'text'],
  ['employmentType', 'employment_type', 'text'],
  ['status', 'status', 'text'],
  ['location', 'location', 'text'],
  ['hireDate', 'hire_date', 'text'],
  ['terminationDate', 'termination_date', 'text'],
  ['managerId', 'manager_id', 'text'],
];

export const ATTENDANCE: ItemField<Schemas['AttendanceRecord']>[] = [
  ['id', 'id', 'text'],
  ['employeeId', 'employee_id', 'text'],
  ['workDate', 'work_date', 'text'],
  ['status', 'status', 'text'],
  ['checkIn', 'check_in', 'text'],
  ['checkOut', 'check_out', 'text'],
  ['workedMinutes', 'worked_minutes', 'int'],
];

export const LEAVE: ItemField<Schemas['LeaveRequest']>[] = [
  ['id', 'id', 'text'],
  ['employeeId', 'employee_id', 'text'],
  ['leaveType', 'leave_type', 'text'],
  ['startDate', 'start_date', 'text'],
  ['endDate', 'end_date', 'text'],
  ['workingDays', 'working_days', 'int'],
  ['status', 'status', 'text'],
  ['requestedAt', 'requested_at', 'text'],
  ['decidedAt', 'decided_at', 'text'],
  ['approverId', 'approver_id', 'text'],
];

export const PAYROLL_RUN: ItemField<Schemas['PayrollRun']>[] = [
  ['id', 'id', 'text'],
  ['period', 'period', 'text'],
  ['periodStart', 'period_start', 'text'],
  ['periodEnd', 'period_end', 'text'],
  ['payDate', 'pay_date', 'text'],
  ['status', 'status', 'text'],
  ['currency', 'currency', 'text'],
  ['employeeCount', 'employee_count', 'int'],
  ['grossTotal', 'gross_cents', 'cents'],
  ['deductionsTotal', 'deductions_cents', 'cents'],
  ['netTotal', 'net_cents', 'cents'],
  ['paidAt', 'paid_at', 'text'],
];

export const DOCUMENT: ItemField<Schemas['HrDocument']>[] = [
  ['id', 'id', 'text'],
  ['employeeId', 'employee_id', 'text'],
  ['title', 'title', 'text'],
  ['category', 'category', 'text'],
  ['fileName', 'file_name', 'text'],
  ['mediaType', 'media_type', 'text'],
  ['sizeBytes', 'size_bytes', 'int'],
  ['confidential', 'confidential', 'bool'],
  ['createdAt', 'created_at', 'text'],
];

/** Every HR list table and its items. */
export const HRM_ITEMS: Record<keyof HrmTables, readonly ItemField[]> = {
  hrm_employees: EMPLOYEE,
  hrm_attendance: ATTENDANCE,
  hrm_leave_requests: LEAVE,
  hrm_payroll_runs: PAYROLL_RUN,
  hrm_documents: DOCUMENT,
};
