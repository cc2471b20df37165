/**
 * The only reader of the marketing tables. A repository is built for exactly one tenant and
 * every query it runs starts from `scoped()`, which adds `where <table>.tenant_id = ?`, so a
 * row of another tenant is never read, not merely filtered out afterwards.
 */
import { sql, type Kysely, type SelectQueryBuilder, type Selectable } from 'kysely';
import type { StoreEngine } from '../../store/database.js';
import type { Database } from '../../store/schema.js';
import type { MarketingTables } from '../../store/tables/marketing.js';

export type ListTable = Exclude<keyof MarketingTables, 'marketing_tenants'>;
export const LIST_TABLES: readonly ListTable[] = [
  'marketing_seo_audits',
  'marketing_keywords',
  'marketing_serp_rankings',
  'marketing_social_posts',
  'marketing_social_engagements',
  'marketing_ad_campaigns',
  'marketing_ad_performance',
];

export interface Paging {
  page: number;
  pageSize: number;
}

export interface RowPage<T extends ListTable> {
  rows: Selectable<Database[T]>[];
  total: number;
}

export interface DateRange {
  from?: string;
  to?: string;
}

type Order<T extends ListTable> = Array<[keyof Database[T] & string, 'asc' | 'desc']>;

export class TenantRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly tenantId: string,
    private readonly engine: StoreEngine,
  ) {
    if (typeof tenantId !== 'string' || tenantId.length === 0) throw new TypeError('TenantRepository needs the tenant id of the caller');
  }

  /** Every query of this class starts here: the table, narrowed to this tenant's rows. */
  private scoped<T extends ListTable>(table: T): SelectQueryBuilder<Database, T, object> {
    const query = this.db.selectFrom(table as ListTable) as unknown as SelectQueryBuilder<Database, T, object>;
    return query.where(sql.ref(`${table}.tenant_id`), '=', this.tenantId);
  }

  /**
   * One page in a total order (the last key is always `id`) with the exact count of all
   * matches: one query, the count carried on each row by a window function; only a page past
   * the end pays a second query for the count (docs/performance.md).
   */
  private async page<T extends ListTable>(query: SelectQueryBuilder<Database, T, object>, order: Order<T>, paging: Paging): Promise<RowPage<T>> {
    let rows = query.selectAll().select(sql<number | string | bigint>`count(*) over ()`.as('total_over'));
    for (const [column, direction] of [...order, ['id', 'asc'] as const]) rows = rows.orderBy(this.sortKey(column), direction);
    const found = (await rows.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize).execute()) as Array<Record<string, unknown>>;
    let total: number;
    if (found.length > 0) total = Number(found[0].total_over);
    else {
      const counted = await query.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow();
      total = Number((counted as { total: number | string | bigint }).total);
    }
    for (const row of found) delete row.total_over;
    return { rows: found as unknown as Selectable<Database[T]>[], total };
  }

  /** Text sorts in byte order on both engines; PostgreSQL's default collation may follow a locale. */
  private sortKey(column: string) {
    return this.engine === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  }

  private static inRange<T extends ListTable>(query: SelectQueryBuilder<Database, T, object>, column: string, range: DateRange) {
    let narrowed = query;
    if (range.from) narrowed = narrowed.where(sql.ref(column), '>=', range.from);
    if (range.to) narrowed = narrowed.where(sql.ref(column), '<=', range.to);
    return narrowed;
  }

  /** Row counts of every list of this tenant. */
  async counts(): Promise<Record<ListTable, number>> {
    const entries = await Promise.all(
      LIST_TABLES.map(async (table) => {
        const row = await this.scoped(table).select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow();
        return [table, Number((row as { total: number | string | bigint }).total)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<ListTable, number>;
  }

  seoAudits(paging: Paging) {
    return this.page(this.scoped('marketing_seo_audits'), [['audited_at', 'desc']], paging);
  }

  keywords(filter: { intent?: string }, paging: Paging) {
    let query = this.scoped('marketing_keywords');
    if (filter.intent) query = query.where('intent', '=', filter.intent);
    return this.page(query, [['keyword', 'asc']], paging);
  }

  serpRankings(filter: { engine?: string; device?: string }, paging: Paging) {
    let query = this.scoped('marketing_serp_rankings');
    if (filter.engine) query = query.where('engine', '=', filter.engine);
    if (filter.device) query = query.where('device', '=', filter.device);
    return this.page(query, [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']], paging);
  }

  socialPosts(filter: { status?: string; network?: string }, paging: Paging) {
    let query = this.scoped('marketing_social_posts');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.network) query = query.where('network', '=', filter.network);
    return this.page(query, [['created_at', 'desc']], paging);
  }

  socialEngagements(filter: DateRange & { postId?: string }, paging: Paging) {
    let query = TenantRepository.inRange(this.scoped('marketing_social_engagements'), 'date', filter);
    if (filter.postId) query = query.where('post_id', '=', filter.postId);
    return this.page(query, [['date', 'desc'], ['post_id', 'asc']], paging);
  }

  adCampaigns(filter: { status?: string }, paging: Paging) {
    let query = this.scoped('marketing_ad_campaigns');
    if (filter.status) query = query.where('status', '=', filter.status);
    return this.page(query, [['start_date', 'desc']], paging);
  }

  adPerformance(filter: DateRange & { campaignId?: string }, paging: Paging) {
    let query = TenantRepository.inRange(this.scoped('marketing_ad_performance'), 'date', filter);
    if (filter.campaignId) query = query.where('campaign_id', '=', filter.campaignId);
    return this.page(query, [['date', 'desc'], ['campaign_id', 'asc']], paging);
  }
}
