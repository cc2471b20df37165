/**
 * Area D: the marketing tenants and their seven data lists. Each list is indexed by
 * (tenant_id, the column it is listed by), since every query is scoped to one tenant.
 */
import type { Kysely } from 'kysely';
import { createIndex, createTable } from './create-table.js';

/** The seven lists, in the order they are made, and the column each is listed by. */
const LISTED_BY: Record<string, string> = {
  marketing_seo_audits: 'audited_at',
  marketing_keywords: 'keyword',
  marketing_serp_rankings: 'checked_at',
  marketing_social_posts: 'created_at',
  marketing_social_engagements: 'date',
  marketing_ad_campaigns: 'start_date',
  marketing_ad_performance: 'date',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'marketing_tenants', { id: 'text primary key', name: 'text', currency: 'text' });
  const TENANT = { id: 'text primary key', tenant_id: 'text references marketing_tenants' };
  await createTable(db, 'marketing_seo_audits', {
    ...TENANT, site: 'text', score: 'integer', pages_crawled: 'integer', issues_critical: 'integer',
    issues_warning: 'integer', issues_notice: 'integer', audited_at: 'text',
  });
  await createTable(db, 'marketing_keywords', {
    ...TENANT, keyword: 'text', search_volume: 'integer', difficulty: 'integer', cpc_cents: 'integer', currency: 'text',
    intent: 'text',
  }, { unique: { marketing_keywords_tenant_keyword: ['tenant_id', 'keyword'] } });
  await createTable(db, 'marketing_serp_rankings', {
    ...TENANT, keyword_id: 'text references marketing_keywords', keyword: 'text', engine: 'text', device: 'text',
    position: 'integer', url: 'text', checked_at: 'text',
  });
  await createTable(db, 'marketing_social_posts', {
    ...TENANT, network: 'text', status: 'text', content: 'text', created_at: 'text', scheduled_at: 'text?',
    published_at: 'text?', failure_reason: 'text?',
  });
  const figures = { likes: 'integer', comments: 'integer', shares: 'integer', reach: 'integer', clicks: 'integer' };
  await createTable(db, 'marketing_social_engagements', {
    ...TENANT, post_id: 'text references marketing_social_posts', network: 'text', date: 'text', ...figures,
  }, { unique: { marketing_social_engagements_post_date: ['post_id', 'date'] } });
  await createTable(db, 'marketing_ad_campaigns', {
    ...TENANT, name: 'text', channel: 'text', budget_cents: 'integer', currency: 'text', start_date: 'text',
    end_date: 'text?', status: 'text',
  });
  await createTable(db, 'marketing_ad_performance', {
    ...TENANT, campaign_id: 'text references marketing_ad_campaigns', date: 'text', impressions: 'integer',
    clicks: 'integer', conversions: 'integer', spend_cents: 'integer', revenue_cents: 'integer', currency: 'text',
  }, { unique: { marketing_ad_performance_campaign_date: ['campaign_id', 'date'] } });
  for (const [table, column] of Object.entries(LISTED_BY)) await createIndex(db, `${table}_tenant`, table, ['tenant_id', column]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(LISTED_BY).reverse()) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('marketing_tenants').execute();
}
