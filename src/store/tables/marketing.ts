/** Marketing tables (area D); the list tables' rows come from their declarations (marketing-lists.ts). */
import type { TableRow } from '../list-declaration.js';
import type { OwnerTable } from './core.js';
import type { MarketingList } from './marketing-lists.js';

/** Each declared list's table and its row. */
export type MarketingListTables = { [L in MarketingList as L['table']]: TableRow<L['columns']> };

/** The tables of area D, as they appear in the store's Database interface. */
export type MarketingTables = MarketingListTables & { marketing_tenants: OwnerTable & { currency: string } };
