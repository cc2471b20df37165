/**
 * The store's tables, one file per area under tables/. Kysely checks every query against
 * this interface at compile time.
 */
import type { ApiKeysTable, MetaTable } from './tables/core.js';
import type { MarketingCountTables, MarketingTables } from './tables/marketing.js';
import type { CrawlerTables } from './tables/crawler.js';
import type { HrmCompanyTables, HrmCountTables, HrmTables } from './tables/hrm.js';

export interface Database {
  meta: MetaTable;
  api_keys: ApiKeysTable;
}

/** Area D's tables (tables/marketing.ts, derived from tables/marketing-lists.ts), merged into Database. */
export interface Database extends MarketingTables, MarketingCountTables {}

/** Area B's tables (tables/crawler.ts), merged into Database. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the body is the extends
export interface Database extends CrawlerTables {}

/** Area C's tables (tables/hrm.ts), merged into Database. */
export interface Database extends HrmTables, HrmCountTables, HrmCompanyTables {}
