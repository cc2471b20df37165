/** The marketing lists' `item_json` columns on SQLite (item-json-columns.ts; PostgreSQL's came at 014), their items frozen as built here, in 005's indexes. */
import type { ItemField } from '../json-items.js';
import { itemJsonMigration } from './item-json-columns.js';
import { LISTS } from './005-marketing-list-counts.js';

/** Each list's items as this migration built its column. */
export const ITEMS: Record<string, readonly ItemField[]> = {
  marketing_seo_audits: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['site', 'site', 'text'], ['score', 'score', 'int'], ['pages_crawled', 'pages_crawled', 'int'], ['issues.critical', 'issues_critical', 'int'], ['issues.warning', 'issues_warning', 'int'], ['issues.notice', 'issues_notice', 'int'], ['audited_at', 'audited_at', 'text']],
  marketing_keywords: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['keyword', 'keyword', 'text'], ['search_volume', 'search_volume', 'int'], ['difficulty', 'difficulty', 'int'], ['cpc', 'cpc_cents', 'money'], ['currency', 'currency', 'text'], ['intent', 'intent', 'text']],
  marketing_serp_rankings: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['keyword_id', 'keyword_id', 'text'], ['keyword', 'keyword', 'text'], ['engine', 'engine', 'text'], ['device', 'device', 'text'], ['position', 'position', 'int'], ['url', 'url', 'text'], ['checked_at', 'checked_at', 'text']],
  marketing_social_posts: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['network', 'network', 'text'], ['status', 'status', 'text'], ['content', 'content', 'text'], ['created_at', 'created_at', 'text'], ['scheduled_at', 'scheduled_at', 'text'], ['published_at', 'published_at', 'text'], ['failure_reason', 'failure_reason', 'text']],
  marketing_social_engagements: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['post_id', 'post_id', 'text'], ['network', 'network', 'text'], ['date', 'date', 'text'], ['likes', 'likes', 'int'], ['comments', 'comments', 'int'], ['shares', 'shares', 'int'], ['reach', 'reach', 'int'], ['clicks', 'clicks', 'int']],
  marketing_ad_campaigns: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['name', 'name', 'text'], ['channel', 'channel', 'text'], ['budget', 'budget_cents', 'money'], ['currency', 'currency', 'text'], ['start_date', 'start_date', 'text'], ['end_date', 'end_date', 'text'], ['status', 'status', 'text']],
  marketing_ad_performance: [['id', 'id', 'text'], ['tenant_id', 'tenant_id', 'text'], ['campaign_id', 'campaign_id', 'text'], ['date', 'date', 'text'], ['impressions', 'impressions', 'int'], ['clicks', 'clicks', 'int'], ['conversions', 'conversions', 'int'], ['spend', 'spend_cents', 'money'], ['revenue', 'revenue_cents', 'money'], ['currency', 'currency', 'text'], ['roas', ['revenue_cents', 'spend_cents'], 'ratio']],
};

/** SHA-256 (first 16 hex digits) of JSON.stringify(ITEMS). */
export const ITEMS_FINGERPRINT = 'd94f86e72baab40d';

export const { up, down } = itemJsonMigration('008-009', [LISTS, ITEMS]);
