/** The HR lists' `item_json` columns on SQLite (item-json-columns.ts; PostgreSQL's came at 014), their items frozen as built here, in 007's indexes. */
import type { ItemField } from '../json-items.js';
import { itemJsonMigration } from './item-json-columns.js';
import { LISTS } from './007-hrm-list-counts.js';

/** Each list's items as this migration built its column. */
export const ITEMS: Record<string, readonly ItemField[]> = {
  hrm_employees: [['id', 'id', 'text'], ['employeeNumber', 'employee_number', 'text'], ['firstName', 'first_name', 'text'], ['lastName', 'last_name', 'text'], ['email', 'email', 'text'], ['department', 'department', 'text'], ['jobTitle', 'job_title', 'text'], ['employmentType', 'employment_type', 'text'], ['status', 'status', 'text'], ['location', 'location', 'text'], ['hireDate', 'hire_date', 'text'], ['terminationDate', 'termination_date', 'text'], ['managerId', 'manager_id', 'text']],
  hrm_attendance: [['id', 'id', 'text'], ['employeeId', 'employee_id', 'text'], ['workDate', 'work_date', 'text'], ['status', 'status', 'text'], ['checkIn', 'check_in', 'text'], ['checkOut', 'check_out', 'text'], ['workedMinutes', 'worked_minutes', 'int']],
  hrm_leave_requests: [['id', 'id', 'text'], ['employeeId', 'employee_id', 'text'], ['leaveType', 'leave_type', 'text'], ['startDate', 'start_date', 'text'], ['endDate', 'end_date', 'text'], ['workingDays', 'working_days', 'int'], ['status', 'status', 'text'], ['requestedAt', 'requested_at', 'text'], ['decidedAt', 'decided_at', 'text'], ['approverId', 'approver_id', 'text']],
  hrm_payroll_runs: [['id', 'id', 'text'], ['period', 'period', 'text'], ['periodStart', 'period_start', 'text'], ['periodEnd', 'period_end', 'text'], ['payDate', 'pay_date', 'text'], ['status', 'status', 'text'], ['currency', 'currency', 'text'], ['employeeCount', 'employee_count', 'int'], ['grossTotal', 'gross_cents', 'cents'], ['deductionsTotal', 'deductions_cents', 'cents'], ['netTotal', 'net_cents', 'cents'], ['paidAt', 'paid_at', 'text']],
  hrm_documents: [['id', 'id', 'text'], ['employeeId', 'employee_id', 'text'], ['title', 'title', 'text'], ['category', 'category', 'text'], ['fileName', 'file_name', 'text'], ['mediaType', 'media_type', 'text'], ['sizeBytes', 'size_bytes', 'int'], ['confidential', 'confidential', 'bool'], ['createdAt', 'created_at', 'text']],
};

/** SHA-256 (first 16 hex digits) of JSON.stringify(ITEMS). */
export const ITEMS_FINGERPRINT = 'c597f671f34efe09';

export const { up, down } = itemJsonMigration('008-009', [LISTS, ITEMS]);
