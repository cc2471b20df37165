/**
 * The HR lists and their store queries. Each list has a total order (`id` last), so pages
 * never overlap or skip rows; filters are plain column comparisons on indexed columns.
 */
import type { operations } from '../../../generated/hrm.js';
import type { Principal } from '../../pipeline/handler-types.js';
import { JsonFragment } from '../../pipeline/json-fragment.js';
import type { ItemField } from '../../store/json-items.js';
import { ATTENDANCE, DOCUMENT, EMPLOYEE, LEAVE, PAYROLL_RUN } from '../../store/tables/hrm-items.js';
import type { Condition, ListReader, OrderedLists, Order } from '../../store/list-page-sql.js';
import type { HrmTables } from '../../store/tables/hrm.js';
import { companyOf } from './access.js';
import { pageOf, pagingOf, type Page, type Paging } from './paging.js';
import { checkDateRange, type DateRange } from '../date-range.js';

/** An operation's query, as the pipeline validated and coerced it. */
type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** Every HR read names the caller's company: a list never mixes companies (migration 006). */
export interface Company {
  company: string;
}

export type { DateRange };

/** A page of a list whose items the store wrote as JSON; the handler sends it with Reply.withFragments. */
export type ItemsPage = Page<JsonFragment>;

/**
 * Each list: its table, its documented order, its filters as conditions on columns (a filter
 * naming an absent value adds none) and its row mapper. Pages and exact totals come from the
 * store's list reads (src/store/list-page-sql.ts), narrowed to the caller's company in the
 * query itself, as marketing's are to the tenant.
 */
function listOf<F extends Company>(
  lists: OrderedLists,
  table: keyof HrmTables,
  order: Order,
  conditions: (filter: F) => Array<Condition | null>,
  fields: readonly ItemField[],
): (filter: F, paging: Paging) => Promise<ItemsPage> {
  return async (filter, paging) => {
    const present = conditions(filter).filter((condition): condition is Condition => condition !== null);
    const { itemsJson, total } = await lists.pageJson(table, filter.company, present, order, paging, fields);
    return pageOf(new JsonFragment(itemsJson), total, paging);
  };
}

/** `column op value` when the filter has a value, else no condition. */
const when = (value: string | undefined, column: string, op: Condition[1] = '='): Condition | null => (value === undefined ? null : [column, op, value]);

export function createHrmRecords(reader: ListReader) {
  const lists = reader.of({ ownerColumn: 'company_id', countsTable: 'hrm_list_counts' });

  const employees = listOf(lists, 'hrm_employees', [['employee_number', 'asc']], (f: Company & { department?: string; status?: string }) => [when(f.department, 'department'), when(f.status, 'status')], EMPLOYEE);

  const attendance = listOf(
    lists,
    'hrm_attendance',
    [['work_date', 'desc'], ['employee_id', 'asc']],
    (f: Company & DateRange & { employeeId?: string }) => [when(f.from, 'work_date', '>='), when(f.to, 'work_date', '<='), when(f.employeeId, 'employee_id')],
    ATTENDANCE,
  );

  /** Leave that overlaps the range: it starts on or before `to` and ends on or after `from`. */
  const leave = listOf(
    lists,
    'hrm_leave_requests',
    [['start_date', 'desc'], ['id', 'asc']],
    (f: Company & DateRange & { status?: string; employeeId?: string }) => [when(f.from, 'end_date', '>='), when(f.to, 'start_date', '<='), when(f.status, 'status'), when(f.employeeId, 'employee_id')],
    LEAVE,
  );

  const payrollRuns = listOf(lists, 'hrm_payroll_runs', [['period', 'desc']], (f: Company & { period?: string }) => [when(f.period, 'period')], PAYROLL_RUN);

  const documents = listOf(
    lists,
    'hrm_documents',
    [['created_at', 'desc'], ['id', 'asc']],
    (f: Company & { category?: string; employeeId?: string }) => [when(f.category, 'category'), when(f.employeeId, 'employee_id')],
    DOCUMENT,
  );

  // Each list takes the operation's query as the pipeline validated it and the caller: the
  // company, the documented paging defaults and the filters are read here, so the handlers
  // only hand over (as marketing's do).
  return {
    listEmployees: (query: Query<'listEmployees'>, principal: Principal | null): Promise<ItemsPage> =>
      employees({ company: companyOf(principal), department: query.department, status: query.status }, pagingOf(query)),

    listAttendance(query: Query<'listAttendance'>, principal: Principal | null): Promise<ItemsPage> {
      const filter = { company: companyOf(principal), from: query.from, to: query.to, employeeId: query.employeeId };
      checkDateRange(filter);
      return attendance(filter, pagingOf(query));
    },

    listLeave(query: Query<'listLeave'>, principal: Principal | null): Promise<ItemsPage> {
      const filter = { company: companyOf(principal), from: query.from, to: query.to, status: query.status, employeeId: query.employeeId };
      checkDateRange(filter);
      return leave(filter, pagingOf(query));
    },

    listPayrollRuns: (query: Query<'listPayrollRuns'>, principal: Principal | null): Promise<ItemsPage> =>
      payrollRuns({ company: companyOf(principal), period: query.period }, pagingOf(query)),

    listDocuments: (query: Query<'listDocuments'>, principal: Principal | null): Promise<ItemsPage> =>
      documents({ company: companyOf(principal), category: query.category, employeeId: query.employeeId }, pagingOf(query)),
  };
}

export type HrmRecords = ReturnType<typeof createHrmRecords>;
