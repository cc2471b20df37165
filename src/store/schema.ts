/**
 * The store's tables, one file per area under tables/. Kysely checks every query against
 * this interface at compile time.
 */
import type { ApiKeysTable, MetaTable } from './tables/core.js';

export interface Database {
  meta: MetaTable;
  api_keys: ApiKeysTable;
}
