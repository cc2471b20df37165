/** The store's tables, one file per area under tables/: Kysely checks every query against them at compile time. */
import type { ApiKeysTable, ListCountsTable, MetaTable } from './tables/core.js';
import type { CrawlerTables } from './tables/crawler.js';
import type { HrmTables } from './tables/hrm.js';
import type { MarketingTables } from './tables/marketing.js';

export interface Database extends MarketingTables, CrawlerTables, HrmTables {
  meta: MetaTable;
  api_keys: ApiKeysTable;
  /** Kept by triggers (migrations 005, 007). */
  marketing_list_counts: ListCountsTable<'tenant_id'>;
  hrm_list_counts: ListCountsTable<'company_id'>;
}
