/** Marketing tables (area D); the list tables' rows come from their declarations (marketing-lists.ts). */
import type { TableRow } from '../list-declaration.js';
import type { MarketingList } from './marketing-lists.js';

export interface MarketingTenantsTable {
  id: string;
  name: string;
  currency: string;
}

/** Exact row counts per tenant and list, kept by triggers (migration 005); `version` grows with every write. */
export interface MarketingListCountsTable {
  tenant_id: string;
  list: string;
  /** bigint: a string from PostgreSQL. */
  total: number | string;
  version: number | string;
}

/** Each declared list's table and its row. */
export type MarketingListTables = { [L in MarketingList as L['table']]: TableRow<L['columns']> };

/** The tables of area D, as they appear in the store's Database interface. */
export type MarketingTables = { marketing_tenants: MarketingTenantsTable } & MarketingListTables;

/** Bookkeeping of area D's lists (no demo rows of its own). */
export interface MarketingCountTables {
  marketing_list_counts: MarketingListCountsTable;
}
