/**
 * The HR lists (area C), each declared once (src/store/list-declaration.ts): a new list is its
 * operation in spec/hrm.yaml and one declaration here (CONTRIBUTING.md, "Adding a list"). Every
 * row belongs to one company (`company_id`) and HR answers a caller only with its own
 * company's rows. Days are `YYYY-MM-DD` text and times ISO-8601 text, money integer cents and
 * booleans 0/1, so both engines sort, compare and sum alike. The fields are in the order of the
 * schema's properties in spec/hrm.yaml; a referenced list comes before the lists that refer to it.
 */
import type { components } from '../../../generated/hrm.js';
import type { ItemField } from '../json-items.js';
import { defineList, type Columns, type ListInput } from '../list-declaration.js';

type Schemas = components['schemas'];

/** An HR list: owned by a company, which its items do not name. */
const hrmList = <const Table extends string, const C extends Columns, const Name extends string, const Operation extends string>(input: Omit<ListInput<Table, C, unknown, Name, Operation>, 'area'>) =>
  defineList<Table, C, unknown, Name, Operation>({ ...input, area: 'hrm' });

/** Every HR list, a referenced list before the lists that refer to it. */
export const HRM_LISTS = [
  hrmList({
    name: 'employees',
    table: 'hrm_employees',
    operationId: 'listEmployees',
    columns: {
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
    },
    fields: [
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
    ] satisfies Array<ItemField<Schemas['Employee']>>,
    order: [['employee_number', 'asc']],
    filters: { department: ['department', '='], status: ['status', '='] },
  }),

  hrmList({
    name: 'attendance',
    table: 'hrm_attendance',
    operationId: 'listAttendance',
    columns: { employee_id: 'text', work_date: 'text', status: 'text', check_in: 'text?', check_out: 'text?', worked_minutes: 'integer' },
    fields: [
      ['id', 'id', 'text'],
      ['employeeId', 'employee_id', 'text'],
      ['workDate', 'work_date', 'text'],
      ['status', 'status', 'text'],
      ['checkIn', 'check_in', 'text'],
      ['checkOut', 'check_out', 'text'],
      ['workedMinutes', 'worked_minutes', 'int'],
    ] satisfies Array<ItemField<Schemas['AttendanceRecord']>>,
    order: [['work_date', 'desc'], ['employee_id', 'asc']],
    filters: { from: ['work_date', '>='], to: ['work_date', '<='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),

  hrmList({
    name: 'leave',
    table: 'hrm_leave_requests',
    operationId: 'listLeave',
    columns: {
      employee_id: 'text',
      leave_type: 'text',
      start_date: 'text',
      end_date: 'text',
      working_days: 'integer',
      status: 'text',
      requested_at: 'text',
      decided_at: 'text?',
      approver_id: 'text?',
    },
    fields: [
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
    ] satisfies Array<ItemField<Schemas['LeaveRequest']>>,
    order: [['start_date', 'desc'], ['id', 'asc']],
    // Leave that overlaps the range: it ends on or after `from` and starts on or before `to`.
    filters: { from: ['end_date', '>='], to: ['start_date', '<='], status: ['status', '='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),

  hrmList({
    name: 'payroll-runs',
    table: 'hrm_payroll_runs',
    operationId: 'listPayrollRuns',
    columns: {
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
    },
    fields: [
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
    ] satisfies Array<ItemField<Schemas['PayrollRun']>>,
    order: [['period', 'desc']],
    filters: { period: ['period', '='] },
  }),

  hrmList({
    name: 'documents',
    table: 'hrm_documents',
    operationId: 'listDocuments',
    columns: { employee_id: 'text?', title: 'text', category: 'text', file_name: 'text', media_type: 'text', size_bytes: 'integer', confidential: 'integer', created_at: 'text' },
    fields: [
      ['id', 'id', 'text'],
      ['employeeId', 'employee_id', 'text'],
      ['title', 'title', 'text'],
      ['category', 'category', 'text'],
      ['fileName', 'file_name', 'text'],
      ['mediaType', 'media_type', 'text'],
      ['sizeBytes', 'size_bytes', 'int'],
      ['confidential', 'confidential', 'bool'],
      ['createdAt', 'created_at', 'text'],
    ] satisfies Array<ItemField<Schemas['HrDocument']>>,
    order: [['created_at', 'desc'], ['id', 'asc']],
    filters: { category: ['category', '='], employeeId: ['employee_id', '='] },
    references: { employee_id: 'employees' },
  }),
] as const;

export type HrmList = (typeof HRM_LISTS)[number];
