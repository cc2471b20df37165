/**
 * The only reader of the marketing tables. A repository is built for exactly one tenant and
 * every query it runs starts from `scoped()`, which adds `where <table>.tenant_id = ?`, so a
 * row of another tenant is never read, not merely filtered out afterwards.
 */
import { sql, type Kysely, type SelectQueryBuilder, type Selectable } from 'kysely';
import type { StoreEngine } from '../../store/database.js';
import { ListPositions, type Position } from '../../store/list-positions.js';
import { preparedQuery } from '../../store/prepared-query.js';
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

/** A list's conditions beyond the tenant: `column`, comparison, value (a present filter). */
type Condition = [column: string, op: '=' | '>=' | '<=', value: string];

export class TenantRepository {
  private readonly lists: MarketingLists;

  constructor(
    db: Kysely<Database>,
    readonly tenantId: string,
    engine: StoreEngine,
  ) {
    if (typeof tenantId !== 'string' || tenantId.length === 0) throw new TypeError('TenantRepository needs the tenant id of the caller');
    this.lists = marketingListsOf(db, engine);
  }

  private page<T extends ListTable>(table: T, conditions: Condition[], order: Order<T>, paging: Paging): Promise<RowPage<T>> {
    return this.lists.page(table, this.tenantId, conditions, order as Array<[string, 'asc' | 'desc']>, paging) as Promise<RowPage<T>>;
  }

  private static inRange(column: string, range: DateRange): Condition[] {
    const conditions: Condition[] = [];
    if (range.from) conditions.push([column, '>=', range.from]);
    if (range.to) conditions.push([column, '<=', range.to]);
    return conditions;
  }

  /** Row counts of every list of this tenant, exact (kept by the store's triggers). */
  counts(): Promise<Record<ListTable, number>> {
    return this.lists.counts(this.tenantId);
  }

  seoAudits(paging: Paging) {
    return this.page('marketing_seo_audits', [], [['audited_at', 'desc']], paging);
  }

  keywords(filter: { intent?: string }, paging: Paging) {
    return this.page('marketing_keywords', filter.intent ? [['intent', '=', filter.intent]] : [], [['keyword', 'asc']], paging);
  }

  serpRankings(filter: { engine?: string; device?: string }, paging: Paging) {
    const conditions: Condition[] = [];
    if (filter.engine) conditions.push(['engine', '=', filter.engine]);
    if (filter.device) conditions.push(['device', '=', filter.device]);
    return this.page('marketing_serp_rankings', conditions, [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']], paging);
  }

  socialPosts(filter: { status?: string; network?: string }, paging: Paging) {
    const conditions: Condition[] = [];
    if (filter.status) conditions.push(['status', '=', filter.status]);
    if (filter.network) conditions.push(['network', '=', filter.network]);
    return this.page('marketing_social_posts', conditions, [['created_at', 'desc']], paging);
  }

  socialEngagements(filter: DateRange & { postId?: string }, paging: Paging) {
    const conditions = TenantRepository.inRange('date', filter);
    if (filter.postId) conditions.push(['post_id', '=', filter.postId]);
    return this.page('marketing_social_engagements', conditions, [['date', 'desc'], ['post_id', 'asc']], paging);
  }

  adCampaigns(filter: { status?: string }, paging: Paging) {
    return this.page('marketing_ad_campaigns', filter.status ? [['status', '=', filter.status]] : [], [['start_date', 'desc']], paging);
  }

  adPerformance(filter: DateRange & { campaignId?: string }, paging: Paging) {
    const conditions = TenantRepository.inRange('date', filter);
    if (filter.campaignId) conditions.push(['campaign_id', '=', filter.campaignId]);
    return this.page('marketing_ad_performance', conditions, [['date', 'desc'], ['campaign_id', 'asc']], paging);
  }
}

/** One reader per store, so its compiled queries and cached positions serve every tenant. */
const readers = new WeakMap<Kysely<Database>, MarketingLists>();

function marketingListsOf(db: Kysely<Database>, engine: StoreEngine): MarketingLists {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = new MarketingLists(db, engine)));
  return reader;
}

/** Rows between two cached positions of a list; a deep page reads at most this many plus the page. */
export const POSITION_STRIDE = 1000;

/**
 * The reads of the marketing lists, each narrowed to one tenant by its first condition
 * (`tenant_id = ?`), compiled once per shape (src/store/prepared-query.ts):
 * - the total of an unfiltered list comes from marketing_list_counts (exact, kept by
 *   triggers); a filtered list counts its matches through its index;
 * - a page up to POSITION_STRIDE rows deep is an offset scan of the list's ordered index; a
 *   deeper page of an unfiltered list seeks from the nearest cached position
 *   (src/store/list-positions.ts) and skips fewer than POSITION_STRIDE rows from there.
 */
class MarketingLists {
  private readonly positions = new ListPositions(POSITION_STRIDE);
  private readonly prepared = new Map<string, ReturnType<MarketingLists['compile']>>();
  private readonly counterQuery;
  private readonly countsQuery;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: StoreEngine,
  ) {
    this.counterQuery = preparedQuery(db, (a: { tenant: string; list: string }) =>
      db.selectFrom('marketing_list_counts').select(['total', 'version']).where('tenant_id', '=', a.tenant).where('list', '=', a.list),
    );
    this.countsQuery = preparedQuery(db, (a: { tenant: string }) => db.selectFrom('marketing_list_counts').select(['list', 'total']).where('tenant_id', '=', a.tenant));
  }

  /** Text sorts in byte order on both engines; PostgreSQL's default collation may follow a locale. */
  private sortKey(column: string) {
    return this.engine === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  }

  /** The queries of one list in one order, built once. Filter arguments are named `w:<column>:<op>`. */
  private compile(table: ListTable, order: Array<[string, 'asc' | 'desc']>) {
    const db = this.db;
    const keys: Array<[string, 'asc' | 'desc']> = [...order, ['id', 'asc']];
    type Args = Record<string, unknown> & { tenant: string };
    const matching = (a: Args) => {
      let query = db.selectFrom(table as ListTable).where(sql.ref(`${table}.tenant_id`), '=', a.tenant) as unknown as SelectQueryBuilder<Database, ListTable, object>;
      for (const name of Object.keys(a)) {
        if (!name.startsWith('w:') || a[name] === undefined) continue;
        const [, column, op] = name.split(':');
        query = query.where(sql.ref(column), op as '=' | '>=' | '<=', a[name]);
      }
      return query;
    };
    const ordered = <Q extends SelectQueryBuilder<Database, ListTable, object>>(query: Q): Q => {
      let sorted = query;
      for (const [column, direction] of keys) sorted = sorted.orderBy(this.sortKey(column), direction) as Q;
      return sorted;
    };
    const keyColumns = keys.map(([column]) => sql.ref(column).as(column));
    /**
     * The rows at or after a position, as one ordered index range per key: part j holds the
     * rows equal to the position on its first j keys and beyond it on key j (at or beyond on
     * the last key, `id`, so the position's own row comes first). Parts follow each other in
     * list order, and each is a seek on the list's index; one OR of them all is not, and
     * walked every row of the position's first key (300,000 of one date at a million rows).
     */
    const part = (a: Args, j: number) => {
      let query = matching(a);
      for (let i = 0; i < j; i++) query = query.where(this.sortKey(keys[i][0]), '=', a[`k${i}`]);
      const [column, direction] = keys[j];
      const last = j === keys.length - 1;
      return query.where(this.sortKey(column), direction === 'desc' ? (last ? '<=' : '<') : last ? '>=' : '>', a[`k${j}`]);
    };
    return {
      keys,
      page: preparedQuery(db, (a: Args & { limit: number; offset: number }) => ordered(matching(a).selectAll()).limit(a.limit).offset(a.offset)),
      count: preparedQuery(db, (a: Args) => matching(a).select((eb) => eb.fn.countAll().as('total'))),
      firstPosition: preparedQuery(db, (a: Args) => ordered(matching(a).select(keyColumns)).limit(1)),
      partKeys: keys.map((_, j) => preparedQuery(db, (a: Args & { limit: number }) => ordered(part(a, j).select(keyColumns)).limit(a.limit))),
      partRows: keys.map((_, j) => preparedQuery(db, (a: Args & { limit: number; offset: number }) => ordered(part(a, j).selectAll()).limit(a.limit).offset(a.offset))),
    };
  }

  /**
   * `need` rows from `skip` rows after a position, part by part (see `part`): each part's keys
   * are read from its index (at most skip + need of them) to find where the rows lie, then
   * only those rows are read whole (or returned as keys when `whole` is false).
   */
  private async seek(queries: ReturnType<MarketingLists['compile']>, args: Record<string, unknown>, position: Position, skip: number, need: number, whole: boolean): Promise<Array<Record<string, unknown>>> {
    const found: Array<Record<string, unknown>> = [];
    for (let j = queries.keys.length - 1; j >= 0 && found.length < need; j--) {
      const partArgs = { ...args, ...positionArgs(queries.keys.slice(0, j + 1), position) } as Record<string, unknown> & { tenant: string };
      const want = need - found.length;
      const located = (await queries.partKeys[j]({ ...partArgs, limit: skip + want })) as Array<Record<string, unknown>>;
      if (located.length <= skip) {
        skip -= located.length;
        continue;
      }
      const take = Math.min(want, located.length - skip);
      found.push(...(whole ? ((await queries.partRows[j]({ ...partArgs, limit: take, offset: skip })) as Array<Record<string, unknown>>) : located.slice(skip, skip + take)));
      skip = 0;
    }
    return found;
  }

  private queriesOf(table: ListTable, order: Array<[string, 'asc' | 'desc']>) {
    const name = `${table}|${order.map(([column, direction]) => `${column} ${direction}`).join(',')}`;
    let queries = this.prepared.get(name);
    if (!queries) this.prepared.set(name, (queries = this.compile(table, order)));
    return queries;
  }

  async page(table: ListTable, tenant: string, conditions: Condition[], order: Array<[string, 'asc' | 'desc']>, paging: Paging): Promise<RowPage<ListTable>> {
    const queries = this.queriesOf(table, order);
    const args: Record<string, unknown> & { tenant: string } = { tenant };
    for (const [column, op, value] of conditions) args[`w:${column}:${op}`] = value;
    const offset = (paging.page - 1) * paging.pageSize;

    let total: number;
    let version: string | null = null;
    if (conditions.length === 0) {
      const [counter] = (await this.counterQuery({ tenant, list: table })) as Array<{ total: number | string; version: number | string }>;
      total = Number(counter?.total ?? 0);
      version = String(counter?.version ?? 0);
    } else {
      const [counted] = (await queries.count(args)) as Array<{ total: number | string | bigint }>;
      total = Number(counted?.total ?? 0);
    }
    if (offset >= total) return { rows: [], total };

    let rows: unknown[];
    if (version !== null && offset >= POSITION_STRIDE) {
      const index = Math.floor(offset / POSITION_STRIDE);
      const position = await this.positions.at(`${table}|${tenant}|${order.join(';')}`, version, index, async (previous) => {
        const [found] = previous ? await this.seek(queries, args, previous, POSITION_STRIDE, 1, false) : ((await queries.firstPosition(args)) as Array<Record<string, unknown>>);
        return found ? queries.keys.map(([column]) => found[column]) : null;
      });
      rows = position
        ? await this.seek(queries, args, position, offset - index * POSITION_STRIDE, paging.pageSize, true)
        : await queries.page({ ...args, limit: paging.pageSize, offset });
    } else {
      rows = await queries.page({ ...args, limit: paging.pageSize, offset });
    }
    return { rows: rows as Selectable<Database[ListTable]>[], total };
  }

  async counts(tenant: string): Promise<Record<ListTable, number>> {
    const found = new Map(((await this.countsQuery({ tenant })) as Array<{ list: string; total: number | string }>).map((row) => [row.list, Number(row.total)]));
    return Object.fromEntries(LIST_TABLES.map((table) => [table, found.get(table) ?? 0])) as Record<ListTable, number>;
  }
}

function positionArgs(keys: Array<[string, string]>, position: unknown[]): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  keys.forEach((_, i) => (args[`k${i}`] = position[i]));
  return args;
}
