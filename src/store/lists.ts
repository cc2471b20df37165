/** Every list of every area and the owners of their rows: all that imports, exports and owner removal read. */
import { DATA_AREAS, type DataArea, type AnyList, type ListDeclaration, type Reference } from './list-declaration.js';
import { CRAWLER_LISTS } from './tables/crawler-lists.js';
import { HRM_LISTS } from './tables/hrm-lists.js';
import { MARKETING_LISTS } from './tables/marketing-lists.js';

export { DATA_AREAS, type AnyList, type DataArea, type ListDeclaration, type Reference };

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

/** Every list, a referenced list before the lists that refer to it (the order a whole export is imported in). */
export const LISTS: readonly AnyList[] = [...MARKETING_LISTS, ...HRM_LISTS, ...CRAWLER_LISTS];

/** The lists of one area, in LISTS order. */
export const listsOf = (area: DataArea): AnyList[] => LISTS.filter((list) => list.area === area);

export const findList = (area: DataArea, name: string): AnyList | undefined => LISTS.find((list) => list.area === area && list.name === name);

export const referencedList = (list: ListDeclaration, reference: Reference): AnyList => findList(list.area, reference.list)!;
