/**
 * The only reader of the marketing tables. A repository is built for exactly one tenant and
 * reads through the store's ordered lists (src/store/ordered-lists.ts), whose every query
 * starts from `where <table>.tenant_id = ?`: a row of another tenant is never read, not
 * merely filtered out afterwards.
 */
import type { Kysely } from 'kysely';
import type { StoreEngine } from '../../store/database.js';
import type { ItemField } from '../../store/json-items.js';
import { orderedListsOf, type Condition, type JsonPage, type OrderedLists, type Paging } from '../../store/ordered-lists.js';
import type { Database } from '../../store/schema.js';
import { MARKETING_ITEMS } from '../../store/tables/marketing-items.js';
import type { DateRange } from '../date-range.js';
import type { MarketingTables } from '../../store/tables/marketing.js';

export type ListTable = Exclude<keyof MarketingTables, 'marketing_tenants'>;
export const LIST_TABLES = Object.keys(MARKETING_ITEMS) as readonly ListTable[];

export type { JsonPage, Paging };

export type { DateRange };

type Order<T extends ListTable> = Array<[keyof Database[T] & string, 'asc' | 'desc']>;

/** `column >= from`, `column <= to` for the bounds the range has. */
function inRange(column: string, range: DateRange): Condition[] {
  const conditions: Condition[] = [];
  if (range.from) conditions.push([column, '>=', range.from]);
  if (range.to) conditions.push([column, '<=', range.to]);
  return conditions;
}

/**
 * The repository of one tenant; there is none without a tenant. Each list's page comes with
 * its items as JSON text in the API's shape, written by the store from the list's item
 * declaration (src/store/tables/marketing-items.ts), and its exact total.
 */
export function createTenantRepository(db: Kysely<Database>, tenantId: string, engine: StoreEngine) {
  if (typeof tenantId !== 'string' || tenantId.length === 0) throw new TypeError('a tenant repository needs the tenant id of the caller');
  const lists: OrderedLists = orderedListsOf(db, engine, { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' });
  const page = <T extends ListTable>(table: T, conditions: Condition[], order: Order<T>, paging: Paging): Promise<JsonPage> =>
    lists.pageJson(table, tenantId, conditions, order, paging, MARKETING_ITEMS[table] as readonly ItemField[]);

  return {
    tenantId,

    /** Row counts of every list of this tenant, exact (kept by the store's triggers). */
    counts: (): Promise<Record<ListTable, number>> => lists.counts(tenantId, LIST_TABLES),

    seoAudits: (paging: Paging) => page('marketing_seo_audits', [], [['audited_at', 'desc']], paging),

    keywords: (filter: { intent?: string }, paging: Paging) => page('marketing_keywords', filter.intent ? [['intent', '=', filter.intent]] : [], [['keyword', 'asc']], paging),

    serpRankings(filter: { engine?: string; device?: string }, paging: Paging) {
      const conditions: Condition[] = [];
      if (filter.engine) conditions.push(['engine', '=', filter.engine]);
      if (filter.device) conditions.push(['device', '=', filter.device]);
      return page('marketing_serp_rankings', conditions, [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']], paging);
    },

    socialPosts(filter: { status?: string; network?: string }, paging: Paging) {
      const conditions: Condition[] = [];
      if (filter.status) conditions.push(['status', '=', filter.status]);
      if (filter.network) conditions.push(['network', '=', filter.network]);
      return page('marketing_social_posts', conditions, [['created_at', 'desc']], paging);
    },

    socialEngagements(filter: DateRange & { postId?: string }, paging: Paging) {
      const conditions = inRange('date', filter);
      if (filter.postId) conditions.push(['post_id', '=', filter.postId]);
      return page('marketing_social_engagements', conditions, [['date', 'desc'], ['post_id', 'asc']], paging);
    },

    adCampaigns: (filter: { status?: string }, paging: Paging) => page('marketing_ad_campaigns', filter.status ? [['status', '=', filter.status]] : [], [['start_date', 'desc']], paging),

    adPerformance(filter: DateRange & { campaignId?: string }, paging: Paging) {
      const conditions = inRange('date', filter);
      if (filter.campaignId) conditions.push(['campaign_id', '=', filter.campaignId]);
      return page('marketing_ad_performance', conditions, [['date', 'desc'], ['campaign_id', 'asc']], paging);
    },
  };
}

export type TenantRepository = ReturnType<typeof createTenantRepository>;
