/**
 * The item declarations of the seven marketing lists migration 009 built SQLite's generated
 * `item_json` columns from, frozen by its fingerprint (test/store/marketing-items.test.ts): a
 * change to one of them needs a migration that re-creates the column. The declarations
 * themselves are in src/store/tables/marketing-lists.ts; a list declared later gets its column
 * from src/store/migrations/declared-lists.ts.
 */
import type { ItemField } from '../json-items.js';
import { MARKETING_LISTS } from './marketing-lists.js';

const RELEASED = [
  'marketing_seo_audits',
  'marketing_keywords',
  'marketing_serp_rankings',
  'marketing_social_posts',
  'marketing_social_engagements',
  'marketing_ad_campaigns',
  'marketing_ad_performance',
] as const;

/** Every list table of migration 009 and its items. */
export const MARKETING_ITEMS = Object.fromEntries(
  RELEASED.map((table) => [table, MARKETING_LISTS.find((list) => list.table === table)!.fields]),
) as Record<(typeof RELEASED)[number], readonly ItemField[]>;
