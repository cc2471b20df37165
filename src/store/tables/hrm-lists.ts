/**
 * The HR lists (CONTRIBUTING.md, "Adding a list"): days and times as ISO-8601 text, money integer
 * cents, booleans 0/1, so both engines sort and sum alike; fields in the schema's property order.
 */
import type { components } from '../../../generated/hrm.js';
import type { ItemField } from '../json-items.js';
import { defineList, fieldsOf, type Columns, type ListInput } from '../list-declaration.js';

type Schemas = components['schemas'];

/** An HR list: owned by a company, which its items do not name. */
const hrmList = <const Table extends string, const C extends Columns, const Name extends string, const Operation extends string>(input: Omit<ListInput<Table, C, unknown, Name, Operation>, 'area'>) =>
  defineList<Table, C, unknown, Name, Operation>({ ...input, area: 'hrm' });

const EMPLOYEE_COLUMNS = {
  employee_number: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  department: 'text',
  job_title: 'text',
  employment_type: 'text',
  status: 'text',
  location: 'text',
  hire_date: 'text',
  termination_date: 'text?',
  manager_id: 'text?',
} as const;

const ATTENDANCE_COLUMNS = { employee_id: 'text', work_date: 'text', status: 'text', check_in: 'text?', check_out: 'text?', worked_minutes: 'integer' } as const;

const LEAVE_COLUMNS = {
  employee_id: 'text',
  leave_type: 'text',
  start_date: 'text',
  end_date: 'text',
  working_days: 'integer',
  status: 'text',
  requested_at: 'text',
  decided_at: 'text?',
  approver_id: 'text?',
} as const;

const PAYROLL_COLUMNS = {
  period: 'text',
  period_start: 'text',
  period_end: 'text',
  pay_date: 'text',
  status: 'text',
  currency: 'text',
  employee_count: 'integer',
  gross_cents: 'integer',
  deductions_cents: 'integer',
  net_cents: 'integer',
  paid_at: 'text?',
} as const;

const DOCUMENT_COLUMNS = { employee_id: 'text?', title: 'text', category: 'text', file_name: 'text', media_type: 'text', size_bytes: 'integer', confidential: 'integer', created_at: 'text' } as const;

/** Every HR list, a referenced list before the lists that refer to it. */
export const HRM_LISTS = [
  hrmList({
    name: 'employees',
    table: 'hrm_employees',
    operationId: 'listEmployees',
    columns: EMPLOYEE_COLUMNS,
    fields: fieldsOf(EMPLOYEE_COLUMNS, 'camel') satisfies Array<ItemField<Schemas['Employee']>>,
    order: [['employee_number', 'asc']],
    filters: { department: ['department', '='], status: ['status', '='] },
  }),

  hrmList({
    name: 'attendance',
    table: 'hrm_attendance',
    operationId: 'listAttendance',
    columns: ATTENDANCE_COLUMNS,
    fields: fieldsOf(ATTENDANCE_COLUMNS, 'camel') satisfies Array<ItemField<Schemas['AttendanceRecord']>>,
    order: [['work_date', 'desc'], ['employee_id', 'asc']],
    filters: { from: ['work_date', '>='], to: ['work_date', '<='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),

  hrmList({
    name: 'leave',
    table: 'hrm_leave_requests',
    operationId: 'listLeave',
    columns: LEAVE_COLUMNS,
    fields: fieldsOf(LEAVE_COLUMNS, 'camel') satisfies Array<ItemField<Schemas['LeaveRequest']>>,
    order: [['start_date', 'desc'], ['id', 'asc']],
    // Leave that overlaps the range: it ends on or after `from` and starts on or before `to`.
    filters: { from: ['end_date', '>='], to: ['start_date', '<='], status: ['status', '='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),

  hrmList({
    name: 'payroll-runs',
    table: 'hrm_payroll_runs',
    operationId: 'listPayrollRuns',
    columns: PAYROLL_COLUMNS,
    fields: fieldsOf(PAYROLL_COLUMNS, 'camel', {
      as: { gross_cents: ['grossTotal', 'cents'], deductions_cents: ['deductionsTotal', 'cents'], net_cents: ['netTotal', 'cents'] },
    }) satisfies Array<ItemField<Schemas['PayrollRun']>>,
    order: [['period', 'desc']],
    filters: { period: ['period', '='] },
  }),

  hrmList({
    name: 'documents',
    table: 'hrm_documents',
    operationId: 'listDocuments',
    columns: DOCUMENT_COLUMNS,
    fields: fieldsOf(DOCUMENT_COLUMNS, 'camel', { as: { confidential: ['confidential', 'bool'] } }) satisfies Array<ItemField<Schemas['HrDocument']>>,
    order: [['created_at', 'desc'], ['id', 'asc']],
    filters: { category: ['category', '='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),
] as const;

export type HrmList = (typeof HRM_LISTS)[number];
