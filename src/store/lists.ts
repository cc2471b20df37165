/**
 * Every list the services read, declared once: its area and name (as operators name it:
 * `ads/campaigns`, `employees`, `sources`), its table, the column naming its owner (a marketing
 * or crawl platform tenant, an HR company), its item declaration (src/store/tables/*-items.ts;
 * the marketing lists' whole declarations are in src/store/tables/marketing-lists.ts),
 * the spec operation that lists it (its 200 answer's items are the record format of imports
 * and exports), the lists its rows refer to, and the order it is exported in. Imports,
 * exports and owner removal (src/services/records/) read this and nothing else about the lists.
 * Plain data: nothing here runs.
 */
import type { ChildItems, ItemField } from './json-items.js';
import { DATA_AREAS, type DataArea, type ListDeclaration, type Reference } from './list-declaration.js';
import { JOB, JOB_CHILDREN, RUN, SOURCE } from './tables/crawler-items.js';
import { ATTENDANCE, DOCUMENT, EMPLOYEE, LEAVE, PAYROLL_RUN } from './tables/hrm-items.js';
import { MARKETING_LISTS } from './tables/marketing-lists.js';

export { DATA_AREAS, type DataArea, type ListDeclaration, type Reference };

/** Who owns an area's rows: marketing and crawl platform tenants, HR companies. */
export interface OwnerDeclaration {
  area: DataArea;
  /** What operators call an owner, and the command-line flag that names one. */
  noun: 'tenant' | 'company';
  flag: '--tenant' | '--company';
  table: 'marketing_tenants' | 'crawler_tenants' | 'hrm_companies';
  /** Columns besides `id`, with the value a new owner gets when none is given. */
  columns: { name: true; currency?: string };
  /** The column of every list row (and of API keys) that names the owner. */
  ownerColumn: 'tenant_id' | 'company_id';
  /** The service of the API keys bound to an owner, removed with it; null when the area has no keys. */
  keyService: 'marketing' | 'hrm' | null;
}

export const OWNERS: Record<DataArea, OwnerDeclaration> = {
  marketing: { area: 'marketing', noun: 'tenant', flag: '--tenant', table: 'marketing_tenants', columns: { name: true, currency: 'USD' }, ownerColumn: 'tenant_id', keyService: 'marketing' },
  hrm: { area: 'hrm', noun: 'company', flag: '--company', table: 'hrm_companies', columns: { name: true }, ownerColumn: 'company_id', keyService: 'hrm' },
  crawler: { area: 'crawler', noun: 'tenant', flag: '--tenant', table: 'crawler_tenants', columns: { name: true }, ownerColumn: 'tenant_id', keyService: null },
};

const hrm = (name: string, table: string, fields: readonly ItemField[], operationId: string, references: Reference[] = []): ListDeclaration => ({
  area: 'hrm',
  name,
  table,
  ownerColumn: 'company_id',
  ownerField: null,
  fields,
  children: [],
  operationId,
  references,
});

const crawler = (
  name: string,
  table: string,
  fields: readonly ItemField[],
  operationId: string,
  references: Reference[] = [],
  children: readonly ChildItems[] = [],
): ListDeclaration => ({
  area: 'crawler',
  name,
  table,
  ownerColumn: 'tenant_id',
  ownerField: 'tenantId',
  fields,
  children,
  operationId,
  references,
});

/** Every list, a referenced list before the lists that refer to it (the order a whole export is imported in). */
export const LISTS: readonly ListDeclaration[] = [
  ...MARKETING_LISTS,
  hrm('employees', 'hrm_employees', EMPLOYEE, 'listEmployees'),
  hrm('attendance', 'hrm_attendance', ATTENDANCE, 'listAttendance', [{ field: 'employeeId', list: 'employees' }]),
  hrm('leave', 'hrm_leave_requests', LEAVE, 'listLeave', [{ field: 'employeeId', list: 'employees' }]),
  hrm('payroll-runs', 'hrm_payroll_runs', PAYROLL_RUN, 'listPayrollRuns'),
  hrm('documents', 'hrm_documents', DOCUMENT, 'listDocuments', [{ field: 'employeeId', list: 'employees' }]),
  crawler('sources', 'crawler_sources', SOURCE, 'listSources'),
  crawler('jobs', 'crawler_jobs', JOB, 'listJobs', [{ field: 'sourceIds', list: 'sources' }], JOB_CHILDREN),
  crawler('runs', 'crawler_runs', RUN, 'listLatestRuns', [
    { field: 'jobId', list: 'jobs' },
    { field: 'sourceId', list: 'sources' },
  ]),
];

/** The lists declared whole (src/store/list-declaration.ts), whose tables src/store/migrations/declared-lists.ts makes or checks at start. */
export const DECLARED_LISTS = [...MARKETING_LISTS];

/** The lists of one area, in LISTS order. */
export const listsOf = (area: DataArea): ListDeclaration[] => LISTS.filter((list) => list.area === area);

/** A list by area and name, or undefined. */
export const findList = (area: DataArea, name: string): ListDeclaration | undefined => LISTS.find((list) => list.area === area && list.name === name);

/** The list a reference points at. */
export const referencedList = (list: ListDeclaration, reference: Reference): ListDeclaration => findList(list.area, reference.list)!;
