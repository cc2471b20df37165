/**
 * Area D: the marketing tenants and their seven data lists. Each list is indexed by
 * (tenant_id, the column it is listed by), since every query is scoped to one tenant.
 */
import type { Kysely } from 'kysely';

const TENANT_LISTS = [
  'marketing_seo_audits',
  'marketing_keywords',
  'marketing_serp_rankings',
  'marketing_social_posts',
  'marketing_social_engagements',
  'marketing_ad_campaigns',
  'marketing_ad_performance',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marketing_tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketing_seo_audits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('pages_crawled', 'integer', (c) => c.notNull())
    .addColumn('issues_critical', 'integer', (c) => c.notNull())
    .addColumn('issues_warning', 'integer', (c) => c.notNull())
    .addColumn('issues_notice', 'integer', (c) => c.notNull())
    .addColumn('audited_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketing_keywords')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('search_volume', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('cpc_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_keywords_tenant_keyword', ['tenant_id', 'keyword'])
    .execute();

  await db.schema
    .createTable('marketing_serp_rankings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('keyword_id', 'text', (c) => c.notNull().references('marketing_keywords.id'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketing_social_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('failure_reason', 'text')
    .execute();

  await db.schema
    .createTable('marketing_social_engagements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('marketing_social_posts.id'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('shares', 'integer', (c) => c.notNull())
    .addColumn('reach', 'integer', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addUniqueConstraint('marketing_social_engagements_post_date', ['post_id', 'date'])
    .execute();

  await db.schema
    .createTable('marketing_ad_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('budget_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketing_ad_performance')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('marketing_tenants.id'))
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('marketing_ad_campaigns.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addColumn('conversions', 'integer', (c) => c.notNull())
    .addColumn('spend_cents', 'integer', (c) => c.notNull())
    .addColumn('revenue_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addUniqueConstraint('marketing_ad_performance_campaign_date', ['campaign_id', 'date'])
    .execute();

  const listedBy: Record<(typeof TENANT_LISTS)[number], string> = {
    marketing_seo_audits: 'audited_at',
    marketing_keywords: 'keyword',
    marketing_serp_rankings: 'checked_at',
    marketing_social_posts: 'created_at',
    marketing_social_engagements: 'date',
    marketing_ad_campaigns: 'start_date',
    marketing_ad_performance: 'date',
  };
  for (const table of TENANT_LISTS) {
    await db.schema.createIndex(`${table}_tenant`).on(table).columns(['tenant_id', listedBy[table]]).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TENANT_LISTS].reverse()) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('marketing_tenants').execute();
}
