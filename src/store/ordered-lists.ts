/**
 * Pages of long ordered lists with exact totals, for every area whose lists belong to an
 * owner (a marketing tenant, an HR company). Built for a million rows per owner
 * (docs/performance.md):
 * - the total of an unfiltered list comes from the area's counts table (exact, kept by
 *   triggers in the same transaction as every write: src/store/migrations/counted-lists.ts);
 *   a filtered list counts its matches through its index;
 * - a page up to POSITION_STRIDE rows deep is an offset scan of the list's ordered index; a
 *   deeper page of an unfiltered list seeks from the nearest cached position
 *   (src/store/list-positions.ts) and skips fewer than POSITION_STRIDE rows from there.
 * Every query starts from `owner = ?`, so a row of another owner is never read, and is
 * compiled once per shape (src/store/prepared-query.ts).
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { StoreEngine } from './database.js';
import { ITEM_JSON_COLUMN, itemMapper, jsonItemsSql, type ItemField } from './json-items.js';
import { ListPositions, type Position } from './list-positions.js';
import { preparedQuery } from './prepared-query.js';
import type { Database } from './schema.js';
import { isStoredNumberOverflow, StoredValueError } from './store-errors.js';

export interface Paging {
  page: number;
  pageSize: number;
}

export type Direction = 'asc' | 'desc';
export type Order = Array<[column: string, direction: Direction]>;

/** A list's conditions beyond the owner: `column`, comparison, value (a present filter). */
export type Condition = [column: string, op: '=' | '>=' | '<=', value: string];

/** A page whose items are JSON text already (src/store/json-items.ts). */
export interface JsonPage {
  itemsJson: string;
  total: number;
}

/** Where an area keeps its lists' owners and exact counts (one row per owner and list). */
export interface ListsConfig {
  /** The column naming a row's owner, in the lists and in the counts table. */
  ownerColumn: 'tenant_id' | 'company_id';
  countsTable: 'marketing_list_counts' | 'hrm_list_counts';
}

/** Rows between two cached positions of a list; a deep page reads at most this many plus the page. */
export const POSITION_STRIDE = 1000;

// Table names come from the areas' own lists, not from requests; Kysely's types cannot follow
// a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyQuery = SelectQueryBuilder<any, any, object>;
type Args = Record<string, unknown> & { owner: string };

/** One reader per store and counts table, so its compiled queries and positions serve every owner. */
const readers = new WeakMap<Kysely<Database>, Map<string, OrderedLists>>();

export function orderedListsOf(db: Kysely<Database>, engine: StoreEngine, config: ListsConfig): OrderedLists {
  let byTable = readers.get(db);
  if (!byTable) readers.set(db, (byTable = new Map()));
  let reader = byTable.get(config.countsTable);
  if (!reader) byTable.set(config.countsTable, (reader = new OrderedLists(db, engine, config)));
  return reader;
}

/** The list's order with `id` last, so it is total and a position names exactly one row. */
export function totalOrder(order: Order): Order {
  return order.some(([column]) => column === 'id') ? order : [...order, ['id', 'asc']];
}

export class OrderedLists {
  private readonly positions = new ListPositions(POSITION_STRIDE);
  /**
   * Positions a page must not be sought from: one whose keys did not come back as stored, and
   * every position learnt after it. SQLite hands text that is not UTF-8 (written around
   * migration 011) over with U+FFFD in its place, whose bytes sort elsewhere, so a seek from it
   * skipped rows; such pages are read by OFFSET. PostgreSQL's text always comes back as stored.
   */
  private readonly unsought = new WeakSet<Position>();
  private readonly prepared = new Map<string, ReturnType<OrderedLists['compile']>>();
  private readonly counterQuery;
  private readonly countsQuery;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: StoreEngine,
    private readonly config: ListsConfig,
  ) {
    const counts = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const { ownerColumn, countsTable } = config;
    this.counterQuery = preparedQuery(counts, (a: { owner: string; list: string }) =>
      counts.selectFrom(countsTable).select(['total', 'version']).where(ownerColumn, '=', a.owner).where('list', '=', a.list),
    );
    this.countsQuery = preparedQuery(counts, (a: { owner: string }) => counts.selectFrom(countsTable).select(['list', 'total']).where(ownerColumn, '=', a.owner));
  }

  /** Text sorts in byte order on both engines; PostgreSQL's default collation may follow a locale. */
  private sortKey(column: string) {
    return this.engine === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  }

  /**
   * A LIMIT or OFFSET value. SQLite (3.53 here) reads a bare `?` there while planning and
   * marks the statement to be prepared again whenever that parameter is bound, which is every
   * execution: a cached page statement was parsed and planned anew on every request, more
   * than half its cost (docs/performance.md). `+?` is the same value to SQLite, but not a
   * parameter its planner reads. PostgreSQL plans parameters its own way.
   */
  private bound(value: number): number | RawBuilder<number> {
    return this.engine === 'sqlite' ? sql<number>`+${value}` : value;
  }

  /** The queries of one list in one order, built once. Filter arguments are named `w:<column>:<op>`. */
  private compile(table: string, order: Order) {
    const db = this.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const keys = totalOrder(order);
    const matching = (a: Args) => {
      let query = db.selectFrom(table).where(sql.ref(`${table}.${this.config.ownerColumn}`), '=', a.owner) as unknown as AnyQuery;
      for (const name of Object.keys(a)) {
        if (!name.startsWith('w:') || a[name] === undefined) continue;
        const [, column, op] = name.split(':');
        query = query.where(sql.ref(column), op as '=' | '>=' | '<=', a[name]);
      }
      return query;
    };
    const ordered = <Q extends AnyQuery>(query: Q): Q => {
      let sorted = query;
      for (const [column, direction] of keys) sorted = sorted.orderBy(this.sortKey(column), direction) as Q;
      return sorted;
    };
    const keyColumns = keys.map(([column]) => sql.ref(column).as(column));
    /** The exact total as a scalar subquery: the counts table for an unfiltered list (`list` given), else counted through the index. */
    const totalOf = (a: Args & { list?: string }) =>
      a.list === undefined
        ? matching(a).select((eb) => eb.fn.countAll().as('n'))
        : db.selectFrom(this.config.countsTable).select('total').where(this.config.ownerColumn, '=', a.owner).where('list', '=', a.list);
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
    const itemsOrder = sql.join(keys.map(([column, direction]) => sql`${this.sortKey(`page.${column}`)} ${sql.raw(direction)}`));
    return {
      keys,
      page: preparedQuery(db, (a: Args & { limit: number; offset: number }) =>
        ordered(matching(a).selectAll()).limit(this.bound(a.limit)).offset(this.bound(a.offset)),
      ),
      /**
       * A shallow page as one JSON array of items with `fields`, built by the store, and the
       * list's exact total, in one statement (one round trip to PostgreSQL): from the counts
       * table for an unfiltered list (`list` given), else counted through the index.
       */
      pageJson: (fields: readonly ItemField[]) =>
        preparedQuery(db, (a: Args & { limit: number; offset: number; list?: string }) => {
          // SQLite reads only the keys and the item from the list's index (migration 008).
          const pageRows =
            this.engine === 'sqlite' ? matching(a).select([...keyColumns, sql.ref(ITEM_JSON_COLUMN).as(ITEM_JSON_COLUMN)]) : matching(a).selectAll();
          const items = db
            .selectFrom(ordered(pageRows).limit(this.bound(a.limit)).offset(this.bound(a.offset)).as('page'))
            .select(jsonItemsSql(this.engine, 'page', fields, itemsOrder).as('items'));
          return db.selectNoFrom([totalOf(a).as('total'), items.as('items')]);
        }),
      count: preparedQuery(db, (a: Args) => matching(a).select((eb) => eb.fn.countAll().as('total'))),
      firstPosition: preparedQuery(db, (a: Args) => ordered(matching(a).select(keyColumns)).limit(this.bound(1))),
      partKeys: keys.map((_, j) => preparedQuery(db, (a: Args & { limit: number }) => ordered(part(a, j).select(keyColumns)).limit(this.bound(a.limit)))),
      partRows: keys.map((_, j) =>
        preparedQuery(db, (a: Args & { limit: number; offset: number }) =>
          ordered(part(a, j).selectAll()).limit(this.bound(a.limit)).offset(this.bound(a.offset)),
        ),
      ),
      /** pageJson queries built so far, per field declaration. */
      json: new Map<readonly ItemField[], ReturnType<typeof preparedQuery<Args & { limit: number; offset: number; list?: string }, unknown>>>(),
    };
  }

  /**
   * `need` rows from `skip` rows after a position, part by part (see `part`). Whole rows are
   * read from each part at an offset; only a part that has none past `skip` has its keys read,
   * to count how many of the skipped rows it held. (Reading the keys first, then the rows at
   * the same offset, walked up to POSITION_STRIDE index entries twice per deep page.) Keys
   * alone (`whole` false) are read from each part's index, at most skip + need of them.
   */
  private async seek(queries: ReturnType<OrderedLists['compile']>, args: Args, position: Position, skip: number, need: number, whole: boolean): Promise<Array<Record<string, unknown>>> {
    const found: Array<Record<string, unknown>> = [];
    for (let j = queries.keys.length - 1; j >= 0 && found.length < need; j--) {
      const partArgs: Args = { ...args };
      queries.keys.slice(0, j + 1).forEach((_, i) => (partArgs[`k${i}`] = position[i]));
      const want = need - found.length;
      if (whole) {
        const rows = (await queries.partRows[j]({ ...partArgs, limit: want, offset: skip })) as Array<Record<string, unknown>>;
        if (rows.length > 0) {
          // The rows after `skip` in this part, as many as it has up to `want`: the next part starts at its first row.
          found.push(...rows);
          skip = 0;
        } else if (skip > 0) {
          // This part holds `skip` rows or fewer, all skipped: the rest are skipped in the next parts.
          skip -= ((await queries.partKeys[j]({ ...partArgs, limit: skip })) as unknown[]).length;
        }
        continue;
      }
      const located = (await queries.partKeys[j]({ ...partArgs, limit: skip + want })) as Array<Record<string, unknown>>;
      if (located.length <= skip) {
        skip -= located.length;
        continue;
      }
      found.push(...located.slice(skip, skip + Math.min(want, located.length - skip)));
      skip = 0;
    }
    return found;
  }

  private queriesOf(table: string, order: Order) {
    const name = `${table}|${order.map(([column, direction]) => `${column} ${direction}`).join(',')}`;
    let queries = this.prepared.get(name);
    if (!queries) this.prepared.set(name, (queries = this.compile(table, order)));
    return queries;
  }

  /**
   * One page of `table`'s rows of `owner` that meet every condition, in `order`, with the
   * exact total, its items as JSON (the declared `fields` of each row) built by the store in
   * one string; deep pages read by seeking are mapped by the same declaration.
   */
  async pageJson(table: string, owner: string, conditions: Condition[], order: Order, paging: Paging, fields: readonly ItemField[]): Promise<JsonPage> {
    const queries = this.queriesOf(table, order);
    const args = argsOf(owner, conditions);
    const offset = (paging.page - 1) * paging.pageSize;
    try {
      if (offset < POSITION_STRIDE) {
        let query = queries.json.get(fields);
        if (!query) queries.json.set(fields, (query = queries.pageJson(fields)));
        const [found] = (await query({ ...args, list: conditions.length === 0 ? table : undefined, limit: paging.pageSize, offset })) as Array<{
          total: number | string | null;
          items: string;
        }>;
        return { itemsJson: this.servable(found.items, table), total: countOf(found.total, table) };
      }
      const { total, version } = await this.totalOf(queries, table, args, conditions);
      if (offset >= total) return { itemsJson: '[]', total };
      const rows = await this.deepPage(queries, table, args, order, version, paging, total);
      // A SQLite row carries its item already (migration 008), as the shallow page reads it.
      const itemsJson = this.engine === 'sqlite' ? `[${rows.map((row) => row[ITEM_JSON_COLUMN]).join(',')}]` : JSON.stringify(rows.map(itemMapper(fields)));
      return { itemsJson: this.servable(itemsJson, table), total };
    } catch (error) {
      // A stored number the page's SQL cannot format (abs() of -2^63): the page cannot be served.
      if (isStoredNumberOverflow(error)) throw new StoredValueError(`${table}: a stored number is out of range (${(error as Error).message})`, { cause: error });
      throw error;
    }
  }

  /**
   * The page's items as the store wrote them, unless a stored number in them is past JSON's
   * range: SQLite writes an infinity (a REAL in an integer column, written around migration
   * 011) as `9.0e+999`, which JSON.parse reads as Infinity and JSON.stringify as null. One
   * native search of the page's text for `+999` (0.1 us for an HR page of 20; `e+999` took 12,
   * its first character being common); only a hit is read as JSON. PostgreSQL's items hold its
   * integer columns, which cannot be infinite.
   */
  private servable(itemsJson: string, table: string): string {
    if (this.engine !== 'sqlite' || itemsJson.indexOf('+999') === -1) return itemsJson;
    let items: unknown;
    try {
      items = JSON.parse(itemsJson);
    } catch (error) {
      throw new StoredValueError(`${table}: a stored item is not JSON`, { cause: error });
    }
    const found = nonFinite(items);
    if (found !== null) throw new StoredValueError(`${table}: a stored number is past JSON's range (${found} in an item)`);
    return itemsJson;
  }

  /**
   * The rows of a page at least POSITION_STRIDE deep: sought from a cached position (deepRows),
   * else (a filtered list, a position that cannot be sought from) read by OFFSET. A sought page
   * with fewer rows than the total leaves room for is read again by OFFSET: seeking must never
   * skip a row the total counts.
   */
  private async deepPage(queries: ReturnType<OrderedLists['compile']>, table: string, args: Args, order: Order, version: string | null, paging: Paging, total: number): Promise<Array<Record<string, unknown>>> {
    const offset = (paging.page - 1) * paging.pageSize;
    const byOffset = () => queries.page({ ...args, limit: paging.pageSize, offset }) as Promise<Array<Record<string, unknown>>>;
    const sought = await this.deepRows(queries, table, args, order, version, paging);
    if (sought === null) return byOffset();
    return sought.length < Math.min(paging.pageSize, total - offset) ? byOffset() : sought;
  }

  /** The exact total: the counts table for an unfiltered list (with its version), else a count through the index. */
  private async totalOf(queries: ReturnType<OrderedLists['compile']>, table: string, args: Args, conditions: Condition[]): Promise<{ total: number; version: string | null }> {
    if (conditions.length === 0) {
      const [counter] = (await this.counterQuery({ owner: args.owner, list: table })) as Array<{ total: number | string; version: number | string }>;
      return { total: countOf(counter?.total, table), version: String(counter?.version ?? 0) };
    }
    const [counted] = (await queries.count(args)) as Array<{ total: number | string | bigint }>;
    return { total: countOf(counted?.total, table), version: null };
  }

  /** A page at least POSITION_STRIDE rows deep of an unfiltered list, by seeking; null for any other page. */
  private async deepRows(queries: ReturnType<OrderedLists['compile']>, table: string, args: Args, order: Order, version: string | null, paging: Paging): Promise<Array<Record<string, unknown>> | null> {
    const offset = (paging.page - 1) * paging.pageSize;
    if (version === null || offset < POSITION_STRIDE) return null;
    const index = Math.floor(offset / POSITION_STRIDE);
    const position = await this.positions.at(`${table}|${args.owner}|${order.join(';')}`, version, index, async (previous) => {
      const [found] = previous
        ? await this.seek(queries, args, previous, POSITION_STRIDE, 1, false)
        : ((await queries.firstPosition(args)) as Array<Record<string, unknown>>);
      if (!found) return null;
      const keys = queries.keys.map(([column]) => found[column]);
      if ((previous !== null && this.unsought.has(previous)) || this.lossy(keys)) this.unsought.add(keys);
      return keys;
    });
    return position && !this.unsought.has(position) ? this.seek(queries, args, position, offset - index * POSITION_STRIDE, paging.pageSize, true) : null;
  }

  /** Whether keys read back from SQLite hold U+FFFD, which may stand for bytes that are not UTF-8. */
  private lossy(keys: Position): boolean {
    return this.engine === 'sqlite' && keys.some((key) => typeof key === 'string' && key.indexOf('\ufffd') !== -1);
  }

  /** Exact row counts of `lists` for one owner (from the counts table; 0 for a list it has no row in). */
  async counts<List extends string>(owner: string, lists: readonly List[]): Promise<Record<List, number>> {
    const found = new Map(
      ((await this.countsQuery({ owner })) as Array<{ list: string; total: number | string }>).map((row) => [row.list, countOf(row.total, row.list)]),
    );
    return Object.fromEntries(lists.map((list) => [list, found.get(list) ?? 0])) as Record<List, number>;
  }
}

/**
 * A list's exact total as the API gives it: a count is a safe integer, at least 0. A counts row
 * written around migration 011 may hold anything (1e999 went out as `"total":null`).
 */
function countOf(value: number | string | bigint | null | undefined, table: string): number {
  const total = Number(value ?? 0);
  if (Number.isSafeInteger(total) && total >= 0) return total;
  throw new StoredValueError(`${table}: its stored total ${String(value)} is not a count the API can give`);
}

/** The first number in `value` that is not finite, as text; null when there is none. */
function nonFinite(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : String(value);
  if (value === null || typeof value !== 'object') return null;
  for (const member of Array.isArray(value) ? value : Object.values(value)) {
    const found = nonFinite(member);
    if (found !== null) return found;
  }
  return null;
}

function argsOf(owner: string, conditions: Condition[]): Args {
  const args: Args = { owner };
  for (const [column, op, value] of conditions) args[`w:${column}:${op}`] = value;
  return args;
}
