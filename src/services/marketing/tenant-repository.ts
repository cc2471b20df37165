/**
 * The only reader of the marketing tables. A repository is built for exactly one tenant and
 * reads through the store's list reads (src/store/list-page-sql.ts), whose every query
 * starts from `where <table>.tenant_id = ?`: a row of another tenant is never read, not
 * merely filtered out afterwards. What a page holds, in which order and under which filters
 * comes from the list's declaration (src/store/tables/marketing-lists.ts).
 */
import { conditionsOf } from '../../store/list-declaration.js';
import type { JsonPage, ListReader, OrderedLists, Paging } from '../../store/list-page-sql.js';
import { MARKETING_LISTS, type MarketingList } from '../../store/tables/marketing-lists.js';

export type ListTable = MarketingList['table'];
export type ListName = MarketingList['name'];
export const LIST_TABLES: readonly ListTable[] = MARKETING_LISTS.map((list) => list.table);

export type { JsonPage, Paging };

/** The declared list of `name`; a name no list has is a bug of the caller. */
export function marketingList(name: string): MarketingList {
  const list = MARKETING_LISTS.find((candidate) => candidate.name === name);
  if (!list) throw new Error(`marketing: no list is declared as ${name}`);
  return list;
}

/**
 * The repository of one tenant; there is none without a tenant. A list's page comes with its
 * items as JSON text in the API's shape, written by the store from the list's item
 * declaration, and its exact total.
 */
export function createTenantRepository(tenantId: string, reader: ListReader) {
  if (typeof tenantId !== 'string' || tenantId.length === 0) throw new TypeError('a tenant repository needs the tenant id of the caller');
  const lists: OrderedLists = reader.of({ ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' });

  return {
    tenantId,

    /** Row counts of every list of this tenant, exact (kept by the store's triggers). */
    counts: (): Promise<Record<ListTable, number>> => lists.counts(tenantId, LIST_TABLES),

    /** A page of the list: the query's filter parameters (the declaration's `filters`) as conditions, in the declared order. */
    page: (list: MarketingList, query: Readonly<Record<string, unknown>>, paging: Paging): Promise<JsonPage> =>
      lists.pageJson(list.table, tenantId, conditionsOf(list, query), list.order, paging, list.fields),
  };
}

export type TenantRepository = ReturnType<typeof createTenantRepository>;
