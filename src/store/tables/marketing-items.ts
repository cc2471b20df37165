/**
 * What each marketing list item is made of: which column fills which API field, and how
 * (src/store/json-items.ts). The field order is the order of the schema's properties in
 * spec/marketing.yaml. On SQLite each table carries these as a generated `item_json` column
 * kept in its list index (migration 009); on PostgreSQL the page query builds them.
 */
import type { components } from '../../../generated/marketing.js';
import type { ItemField } from '../json-items.js';
import type { MarketingTables } from './marketing.js';

type Schemas = components['schemas'];

export const SEO_AUDIT: ItemField<Schemas['SeoAudit']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['site', 'site', 'text'],
  ['score', 'score', 'int'],
  ['pages_crawled', 'pages_crawled', 'int'],
  ['issues.critical', 'issues_critical', 'int'],
  ['issues.warning', 'issues_warning', 'int'],
  ['issues.notice', 'issues_notice', 'int'],
  ['audited_at', 'audited_at', 'text'],
];

export const KEYWORD: ItemField<Schemas['Keyword']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['keyword', 'keyword', 'text'],
  ['search_volume', 'search_volume', 'int'],
  ['difficulty', 'difficulty', 'int'],
  ['cpc', 'cpc_cents', 'money'],
  ['currency', 'currency', 'text'],
  ['intent', 'intent', 'text'],
];

export const SERP_RANKING: ItemField<Schemas['SerpRanking']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['keyword_id', 'keyword_id', 'text'],
  ['keyword', 'keyword', 'text'],
  ['engine', 'engine', 'text'],
  ['device', 'device', 'text'],
  ['position', 'position', 'int'],
  ['url', 'url', 'text'],
  ['checked_at', 'checked_at', 'text'],
];

export const SOCIAL_POST: ItemField<Schemas['SocialPost']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['network', 'network', 'text'],
  ['status', 'status', 'text'],
  ['content', 'content', 'text'],
  ['created_at', 'created_at', 'text'],
  ['scheduled_at', 'scheduled_at', 'text'],
  ['published_at', 'published_at', 'text'],
  ['failure_reason', 'failure_reason', 'text'],
];

export const SOCIAL_ENGAGEMENT: ItemField<Schemas['SocialEngagement']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['post_id', 'post_id', 'text'],
  ['network', 'network', 'text'],
  ['date', 'date', 'text'],
  ['likes', 'likes', 'int'],
  ['comments', 'comments', 'int'],
  ['shares', 'shares', 'int'],
  ['reach', 'reach', 'int'],
  ['clicks', 'clicks', 'int'],
];

export const AD_CAMPAIGN: ItemField<Schemas['AdCampaign']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['name', 'name', 'text'],
  ['channel', 'channel', 'text'],
  ['budget', 'budget_cents', 'money'],
  ['currency', 'currency', 'text'],
  ['start_date', 'start_date', 'text'],
  ['end_date', 'end_date', 'text'],
  ['status', 'status', 'text'],
];

export const AD_PERFORMANCE: ItemField<Schemas['AdPerformance']>[] = [
  ['id', 'id', 'text'],
  ['tenant_id', 'tenant_id', 'text'],
  ['campaign_id', 'campaign_id', 'text'],
  ['date', 'date', 'text'],
  ['impressions', 'impressions', 'int'],
  ['clicks', 'clicks', 'int'],
  ['conversions', 'conversions', 'int'],
  ['spend', 'spend_cents', 'money'],
  ['revenue', 'revenue_cents', 'money'],
  ['currency', 'currency', 'text'],
  // Return on ad spend: revenue / spend to two decimals, null on a day without spend.
  ['roas', ['revenue_cents', 'spend_cents'], 'ratio'],
];

/** Every marketing list table and its items. */
export const MARKETING_ITEMS: Record<Exclude<keyof MarketingTables, 'marketing_tenants'>, readonly ItemField[]> = {
  marketing_seo_audits: SEO_AUDIT,
  marketing_keywords: KEYWORD,
  marketing_serp_rankings: SERP_RANKING,
  marketing_social_posts: SOCIAL_POST,
  marketing_social_engagements: SOCIAL_ENGAGEMENT,
  marketing_ad_campaigns: AD_CAMPAIGN,
  marketing_ad_performance: AD_PERFORMANCE,
};
