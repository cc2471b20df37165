/**
 * SQLite: each marketing list row keeps its API item as JSON in a generated `item_json` column
 * held in the list's index (src/store/migrations/item-json-columns.ts), the items declared in
 * src/store/tables/marketing-items.ts. PostgreSQL: nothing.
 */
import type { Kysely } from 'kysely';
import { MARKETING_ITEMS } from '../tables/marketing-items.js';
import { addItemJsonColumns, dropItemJsonColumns, type ItemJsonLists } from './item-json-columns.js';

/** SHA-256 (first 16 hex digits) of JSON.stringify(MARKETING_ITEMS) as this migration built the columns. */
export const ITEMS_FINGERPRINT = 'd94f86e72baab40d';

const LISTS: ItemJsonLists = {
  ownerColumn: 'tenant_id',
  items: MARKETING_ITEMS,
  // Each list's index columns after the tenant, as migration 005 made them (frozen here).
  listed: {
    marketing_seo_audits: 'audited_at desc, id asc',
    marketing_keywords: 'keyword asc, id asc',
    marketing_serp_rankings: 'checked_at desc, keyword asc, engine asc, device asc, id asc',
    marketing_social_posts: 'created_at desc, id asc',
    marketing_social_engagements: 'date desc, post_id asc, id asc',
    marketing_ad_campaigns: 'start_date desc, id asc',
    marketing_ad_performance: 'date desc, campaign_id asc, id asc',
  },
};

export const up = (db: Kysely<unknown>): Promise<void> => addItemJsonColumns(db, LISTS);
export const down = (db: Kysely<unknown>): Promise<void> => dropItemJsonColumns(db, LISTS);
