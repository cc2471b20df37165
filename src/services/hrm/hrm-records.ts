/**
 * The HR lists and their store queries. Each list has a total order (a unique column last),
 * so pages never overlap or skip rows; filters are plain column comparisons on indexed columns.
 */
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { components } from '../../../generated/hrm.js';
import { ApiError } from '../../errors.js';
import type { Database } from '../../store/schema.js';
import { preparedQuery } from '../../store/prepared-query.js';
import type { HrmTables } from '../../store/tables/hrm.js';
import { offsetOf, pageOf, type Page, type Paging } from './paging.js';

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
 * The exact count of all matches, carried on every row of the page: one query per page
 * instead of a count and a page. An uncorrelated scalar subquery, which SQLite and
 * PostgreSQL evaluate once per query; `count(*) over ()` instead materialised every match
 * before the limit and cost ~1.8x as much on SQLite (docs/performance.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const totalOver = (matches: SelectQueryBuilder<Database, any, object>) => matches.select((eb) => eb.fn.countAll().as('n')).as('total_over');

// The list's rows before ordering and paging (Kysely's builder types are too deep to spell out).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Matches = SelectQueryBuilder<Database, any, object>;
type Ordered = ReturnType<Matches['selectAll']>;

export function createHrmRecords(db: Kysely<Database>) {
  /**
   * One list: the rows a filter matches, in a total order, one page at a time. One query per
   * page carries the total on each row; only a page past the end (no row to carry it) pays
   * the plain count, so totals stay exact. Both are compiled once per filter shape.
   */
  function pagedList<Filter extends object, Item>(
    matches: (filter: Filter) => Matches,
    order: (rows: Ordered) => Ordered,
    /** Row to item; the row is the table's (selectAll), typed by the mapper. */
    map: (row: never) => Item,
  ): (filter: Filter, paging: Paging) => Promise<Page<Item>> {
    const pageQuery = preparedQuery(db, (args: Filter & { limit: number; offset: number }) => {
      const base = matches(args);
      return order(base.selectAll()).select(totalOver(base)).limit(args.limit).offset(args.offset);
    });
    const countQuery = preparedQuery(db, (filter: Filter) => matches(filter).select((eb) => eb.fn.countAll().as('total')));
    return async (filter, paging) => {
      const found = (await pageQuery({ ...filter, limit: paging.pageSize, offset: offsetOf(paging) })) as Array<{ total_over: number | string | bigint | null }>;
      const total = found.length > 0 ? Number(found[0].total_over) : Number((((await countQuery(filter)) as Array<{ total: number | string | bigint }>)[0])?.total ?? 0);
      return pageOf(found.map((row) => map(row as never)), total, paging);
    };
  }

  const employees = pagedList(
    (f: Company & { department?: string; status?: string }) =>
      db
        .selectFrom('hrm_employees')
        .where('company_id', '=', f.company)
        .$if(f.department !== undefined, (q) => q.where('department', '=', f.department!))
        .$if(f.status !== undefined, (q) => q.where('status', '=', f.status!)),
    (rows) => rows.orderBy('employee_number'),
    toEmployee,
  );

  const attendance = pagedList(
    (f: Company & DateRange & { employeeId?: string }) =>
      db
        .selectFrom('hrm_attendance')
        .where('company_id', '=', f.company)
        .$if(f.from !== undefined, (q) => q.where('work_date', '>=', f.from!))
        .$if(f.to !== undefined, (q) => q.where('work_date', '<=', f.to!))
        .$if(f.employeeId !== undefined, (q) => q.where('employee_id', '=', f.employeeId!)),
    (rows) => rows.orderBy('work_date', 'desc').orderBy('employee_id'),
    toAttendance,
  );

  /** Leave that overlaps the range: it starts on or before `to` and ends on or after `from`. */
  const leave = pagedList(
    (f: Company & DateRange & { status?: string; employeeId?: string }) =>
      db
        .selectFrom('hrm_leave_requests')
        .where('company_id', '=', f.company)
        .$if(f.from !== undefined, (q) => q.where('end_date', '>=', f.from!))
        .$if(f.to !== undefined, (q) => q.where('start_date', '<=', f.to!))
        .$if(f.status !== undefined, (q) => q.where('status', '=', f.status!))
        .$if(f.employeeId !== undefined, (q) => q.where('employee_id', '=', f.employeeId!)),
    (rows) => rows.orderBy('start_date', 'desc').orderBy('id'),
    toLeave,
  );

  const payrollRuns = pagedList(
    (f: Company & { period?: string }) => db.selectFrom('hrm_payroll_runs').where('company_id', '=', f.company).$if(f.period !== undefined, (q) => q.where('period', '=', f.period!)),
    (rows) => rows.orderBy('period', 'desc'),
    toPayrollRun,
  );

  const documents = pagedList(
    (f: Company & { category?: string; employeeId?: string }) =>
      db
        .selectFrom('hrm_documents')
        .where('company_id', '=', f.company)
        .$if(f.category !== undefined, (q) => q.where('category', '=', f.category!))
        .$if(f.employeeId !== undefined, (q) => q.where('employee_id', '=', f.employeeId!)),
    (rows) => rows.orderBy('created_at', 'desc').orderBy('id'),
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
