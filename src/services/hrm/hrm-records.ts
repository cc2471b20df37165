/**
 * The HR lists and their store queries. Each list has a total order (`id` last), so pages
 * never overlap or skip rows; filters are plain column comparisons on indexed columns.
 */
import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../generated/hrm.js';
import { ApiError } from '../../errors.js';
import type { Database } from '../../store/schema.js';
import type { StoreEngine } from '../../store/database.js';
import { orderedListsOf, type Condition, type OrderedLists, type Order } from '../../store/ordered-lists.js';
import type { HrmTables } from '../../store/tables/hrm.js';
import { pageOf, type Page, type Paging } from './paging.js';

type Schemas = components['schemas'];
export type Employee = Schemas['Employee'];
export type AttendanceRecord = Schemas['AttendanceRecord'];
export type LeaveRequest = Schemas['LeaveRequest'];
export type PayrollRun = Schemas['PayrollRun'];
export type HrDocument = Schemas['HrDocument'];

/** Every HR read names the caller's company: a list never mixes companies (migration 006). */
export interface Company {
  company: string;
}

export interface DateRange {
  from?: string;
  to?: string;
}

type Row<T extends keyof HrmTables> = Selectable<HrmTables[T]>;

/** `from` after `to` is well-formed per parameter, so the spec cannot refuse it; this rule does. */
export function checkDateRange(range: DateRange): void {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    throw new ApiError('VALIDATION_FAILED', undefined, { details: [{ location: 'query', path: 'from', message: `must not be after to (${range.to})` }] });
  }
}

/** Integer cents as a decimal string with two decimals; int8 arrives as a string from PostgreSQL. */
export function formatCents(value: number | string): string {
  const cents = BigInt(value);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const toEmployee = (r: Row<'hrm_employees'>): Employee => ({
  id: r.id,
  employeeNumber: r.employee_number,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  department: r.department as Employee['department'],
  jobTitle: r.job_title,
  employmentType: r.employment_type as Employee['employmentType'],
  status: r.status as Employee['status'],
  location: r.location,
  hireDate: r.hire_date,
  terminationDate: r.termination_date,
  managerId: r.manager_id,
});

const toAttendance = (r: Row<'hrm_attendance'>): AttendanceRecord => ({
  id: r.id,
  employeeId: r.employee_id,
  workDate: r.work_date,
  status: r.status as AttendanceRecord['status'],
  checkIn: r.check_in,
  checkOut: r.check_out,
  workedMinutes: Number(r.worked_minutes),
});

const toLeave = (r: Row<'hrm_leave_requests'>): LeaveRequest => ({
  id: r.id,
  employeeId: r.employee_id,
  leaveType: r.leave_type as LeaveRequest['leaveType'],
  startDate: r.start_date,
  endDate: r.end_date,
  workingDays: Number(r.working_days),
  status: r.status as LeaveRequest['status'],
  requestedAt: r.requested_at,
  decidedAt: r.decided_at,
  approverId: r.approver_id,
});

const toPayrollRun = (r: Row<'hrm_payroll_runs'>): PayrollRun => ({
  id: r.id,
  period: r.period,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  payDate: r.pay_date,
  status: r.status as PayrollRun['status'],
  currency: r.currency,
  employeeCount: Number(r.employee_count),
  grossTotal: formatCents(r.gross_cents),
  deductionsTotal: formatCents(r.deductions_cents),
  netTotal: formatCents(r.net_cents),
  paidAt: r.paid_at,
});

const toDocument = (r: Row<'hrm_documents'>): HrDocument => ({
  id: r.id,
  employeeId: r.employee_id,
  title: r.title,
  category: r.category as HrDocument['category'],
  fileName: r.file_name,
  mediaType: r.media_type,
  sizeBytes: Number(r.size_bytes),
  confidential: Number(r.confidential) === 1,
  createdAt: r.created_at,
});

/**
 * Each list: its table, its documented order, its filters as conditions on columns (a filter
 * naming an absent value adds none) and its row mapper. Pages and exact totals come from the
 * store's ordered lists (src/store/ordered-lists.ts), narrowed to the caller's company in the
 * query itself, as marketing's are to the tenant.
 */
function listOf<F extends Company, Item>(
  lists: OrderedLists,
  table: keyof HrmTables,
  order: Order,
  conditions: (filter: F) => Array<Condition | null>,
  map: (row: never) => Item,
): (filter: F, paging: Paging) => Promise<Page<Item>> {
  return async (filter, paging) => {
    const present = conditions(filter).filter((condition): condition is Condition => condition !== null);
    const { rows, total } = await lists.page(table, filter.company, present, order, paging);
    return pageOf(rows.map((row) => map(row as never)), total, paging);
  };
}

/** `column op value` when the filter has a value, else no condition. */
const when = (value: string | undefined, column: string, op: Condition[1] = '='): Condition | null => (value === undefined ? null : [column, op, value]);

export function createHrmRecords(db: Kysely<Database>, engine: StoreEngine) {
  const lists = orderedListsOf(db, engine, { ownerColumn: 'company_id', countsTable: 'hrm_list_counts' });

  const employees = listOf(lists, 'hrm_employees', [['employee_number', 'asc']], (f: Company & { department?: string; status?: string }) => [when(f.department, 'department'), when(f.status, 'status')], toEmployee);

  const attendance = listOf(
    lists,
    'hrm_attendance',
    [['work_date', 'desc'], ['employee_id', 'asc']],
    (f: Company & DateRange & { employeeId?: string }) => [when(f.from, 'work_date', '>='), when(f.to, 'work_date', '<='), when(f.employeeId, 'employee_id')],
    toAttendance,
  );

  /** Leave that overlaps the range: it starts on or before `to` and ends on or after `from`. */
  const leave = listOf(
    lists,
    'hrm_leave_requests',
    [['start_date', 'desc'], ['id', 'asc']],
    (f: Company & DateRange & { status?: string; employeeId?: string }) => [when(f.from, 'end_date', '>='), when(f.to, 'start_date', '<='), when(f.status, 'status'), when(f.employeeId, 'employee_id')],
    toLeave,
  );

  const payrollRuns = listOf(lists, 'hrm_payroll_runs', [['period', 'desc']], (f: Company & { period?: string }) => [when(f.period, 'period')], toPayrollRun);

  const documents = listOf(
    lists,
    'hrm_documents',
    [['created_at', 'desc'], ['id', 'asc']],
    (f: Company & { category?: string; employeeId?: string }) => [when(f.category, 'category'), when(f.employeeId, 'employee_id')],
    toDocument,
  );

  return {
    listEmployees: (filter: Company & { department?: string; status?: string }, paging: Paging): Promise<Page<Employee>> => employees(filter, paging),

    listAttendance(filter: Company & DateRange & { employeeId?: string }, paging: Paging): Promise<Page<AttendanceRecord>> {
      checkDateRange(filter);
      return attendance(filter, paging);
    },

    listLeave(filter: Company & DateRange & { status?: string; employeeId?: string }, paging: Paging): Promise<Page<LeaveRequest>> {
      checkDateRange(filter);
      return leave(filter, paging);
    },

    listPayrollRuns: (filter: Company & { period?: string }, paging: Paging): Promise<Page<PayrollRun>> => payrollRuns(filter, paging),

    listDocuments: (filter: Company & { category?: string; employeeId?: string }, paging: Paging): Promise<Page<HrDocument>> => documents(filter, paging),
  };
}

export type HrmRecords = ReturnType<typeof createHrmRecords>;
