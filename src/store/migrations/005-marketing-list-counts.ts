/** Marketing lists at a million rows (counted-lists.ts); 004's (tenant_id, first key) indexes become prefixes and go. */
import { sql, type Kysely } from 'kysely';
import { addCountedLists, dropCountedLists, type CountedLists } from './counted-lists.js';

export const LISTS: CountedLists = {
  countsTable: 'marketing_list_counts',
  ownerColumn: 'tenant_id',
  // Each list's order as the API documents it, frozen here with this migration.
  orders: {
    marketing_seo_audits: [['audited_at', 'desc']],
    marketing_keywords: [['keyword', 'asc']],
    marketing_serp_rankings: [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']],
    marketing_social_posts: [['created_at', 'desc']],
    marketing_social_engagements: [['date', 'desc'], ['post_id', 'asc']],
    marketing_ad_campaigns: [['start_date', 'desc']],
    marketing_ad_performance: [['date', 'desc'], ['campaign_id', 'asc']],
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await addCountedLists(db, LISTS);
  for (const table of Object.keys(LISTS.orders)) await sql.raw(`drop index ${table}_tenant`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountedLists(db, LISTS);
  for (const [table, order] of Object.entries(LISTS.orders)) await sql.raw(`create index ${table}_tenant on ${table} (tenant_id, ${order[0][0]})`).execute(db);
}
