/**
 * The HR lists and their store queries. Each list has a total order (a unique column last),
 * so pages never overlap or skip rows; filters are plain column comparisons on indexed columns.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../../generated/hrm.js';
import { ApiError } from '../../errors.js';
import type { Database } from '../../store/schema.js';
import type { HrmTables } from '../../store/tables/hrm.js';
import { offsetOf, pageOf, type Page, type Paging } from './paging.js';

type Schemas = components['schemas'];
export type Employee = Schemas['Employee'];
export type AttendanceRecord = Schemas['AttendanceRecord'];
export type LeaveRequest = Schemas['LeaveRequest'];
export type PayrollRun = Schemas['PayrollRun'];
export type HrDocument = Schemas['HrDocument'];

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
 * instead of a count and a page (docs/performance.md).
 */
const totalOver = sql<number | string | bigint>`count(*) over ()`.as('total_over');

export function createHrmRecords(db: Kysely<Database>) {
  /**
   * One query: the page with the total on each row. Only a page past the end (no rows to
   * carry the total) pays a second query, the plain count, so totals stay exact.
   */
  async function paged<R, Item>(
    count: () => Promise<{ total: number | string | bigint } | undefined>,
    rows: (limit: number, offset: number) => Promise<Array<R & { total_over: number | string | bigint }>>,
    map: (row: R) => Item,
    paging: Paging,
  ): Promise<Page<Item>> {
    const found = await rows(paging.pageSize, offsetOf(paging));
    const total = found.length > 0 ? Number(found[0].total_over) : Number((await count())?.total ?? 0);
    return pageOf(found.map(map), total, paging);
  }

  return {
    listEmployees(filter: { department?: string; status?: string }, paging: Paging): Promise<Page<Employee>> {
      const base = db
        .selectFrom('hrm_employees')
        .$if(filter.department !== undefined, (q) => q.where('department', '=', filter.department!))
        .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!));
      return paged(
        () => base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        (limit, offset) => base.selectAll().select(totalOver).orderBy('employee_number').limit(limit).offset(offset).execute(),
        toEmployee,
        paging,
      );
    },

    listAttendance(filter: DateRange & { employeeId?: string }, paging: Paging): Promise<Page<AttendanceRecord>> {
      checkDateRange(filter);
      const base = db
        .selectFrom('hrm_attendance')
        .$if(filter.from !== undefined, (q) => q.where('work_date', '>=', filter.from!))
        .$if(filter.to !== undefined, (q) => q.where('work_date', '<=', filter.to!))
        .$if(filter.employeeId !== undefined, (q) => q.where('employee_id', '=', filter.employeeId!));
      return paged(
        () => base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        (limit, offset) => base.selectAll().select(totalOver).orderBy('work_date', 'desc').orderBy('employee_id').limit(limit).offset(offset).execute(),
        toAttendance,
        paging,
      );
    },

    /** Leave that overlaps the range: it starts on or before `to` and ends on or after `from`. */
    listLeave(filter: DateRange & { status?: string; employeeId?: string }, paging: Paging): Promise<Page<LeaveRequest>> {
      checkDateRange(filter);
      const base = db
        .selectFrom('hrm_leave_requests')
        .$if(filter.from !== undefined, (q) => q.where('end_date', '>=', filter.from!))
        .$if(filter.to !== undefined, (q) => q.where('start_date', '<=', filter.to!))
        .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
        .$if(filter.employeeId !== undefined, (q) => q.where('employee_id', '=', filter.employeeId!));
      return paged(
        () => base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        (limit, offset) => base.selectAll().select(totalOver).orderBy('start_date', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        toLeave,
        paging,
      );
    },

    listPayrollRuns(filter: { period?: string }, paging: Paging): Promise<Page<PayrollRun>> {
      const base = db.selectFrom('hrm_payroll_runs').$if(filter.period !== undefined, (q) => q.where('period', '=', filter.period!));
      return paged(
        () => base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        (limit, offset) => base.selectAll().select(totalOver).orderBy('period', 'desc').limit(limit).offset(offset).execute(),
        toPayrollRun,
        paging,
      );
    },

    listDocuments(filter: { category?: string; employeeId?: string }, paging: Paging): Promise<Page<HrDocument>> {
      const base = db
        .selectFrom('hrm_documents')
        .$if(filter.category !== undefined, (q) => q.where('category', '=', filter.category!))
        .$if(filter.employeeId !== undefined, (q) => q.where('employee_id', '=', filter.employeeId!));
      return paged(
        () => base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
        (limit, offset) => base.selectAll().select(totalOver).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        toDocument,
        paging,
      );
    },
  };
}

export type HrmRecords = ReturnType<typeof createHrmRecords>;
