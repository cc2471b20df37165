/** SQLite: the marketing lists' `item_json` columns (item-json-columns.ts), their items frozen as built here. */
import type { Kysely } from 'kysely';
import type { ItemField } from '../json-items.js';
import { addItemJsonColumns, dropItemJsonColumns, type ItemJsonLists } from './item-json-columns.js';

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

const LISTS: ItemJsonLists = {
  ownerColumn: 'tenant_id',
  items: ITEMS,
  // Each list's index columns after the tenant, as migration 005 made them.
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
