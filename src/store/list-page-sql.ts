/**
 * The list pages every area serves, in plain SQL: one page of a long ordered list with its
 * exact total, the exact counts of an owner's lists, and the seeks of deep pages. These are
 * the reads behind every list request (docs/performance.md); everything else in the store
 * goes through Kysely.
 *
 * Built for a million rows per owner:
 * - the total of an unfiltered list comes from the area's counts table (exact, kept by
 *   triggers in the same transaction as every write: src/store/migrations/counted-lists.ts);
 *   a filtered list counts its matches through its index;
 * - a page up to POSITION_STRIDE rows deep is an offset scan of the list's ordered index, read
 *   with its total in one statement; a deeper page of an unfiltered list seeks from the
 *   nearest cached position (src/store/list-positions.ts) and skips fewer than POSITION_STRIDE
 *   rows from there.
 * Every statement starts from `owner = ?`, so a row of another owner is never read.
 *
 * The SQL text of a list is written once per shape (table, order, which filters are present,
 * item fields) from the area's own declarations, never from request values, which are always
 * parameters. It runs through a statement runner the store registers when it opens
 * (registerListReads): on SQLite a better-sqlite3 statement prepared once per text, on
 * PostgreSQL a named prepared statement per connection (src/store/database.ts).
 */
import { CompiledQuery, createQueryId, FromNode, SelectQueryNode, TableNode, type Kysely, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { StoreEngine } from './engine.js';
import { ITEM_JSON_COLUMN, itemMapper, jsonItemsSql, quoted, type ItemField } from './json-items.js';
import { ListPositions, type Position } from './list-positions.js';
import type { Database } from './schema.js';
import { isStoredNumberOverflow, StoredValueError } from './store-errors.js';

export type { ItemField };

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

/** Runs one read-only statement and gives its rows as objects keyed by column name. */
export type ListStatementRunner = (text: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<Kysely<Database>, ListStatementRunner>();

/**
 * The runner of `db`'s list reads (openStore registers it). A Kysely without one (a copy made
 * with withPlugin for tracing, a store a test built by hand) runs them through its executor,
 * so its plugins see each read and a read waits for a transaction on the connection to end.
 */
export function registerListReads(db: Kysely<Database>, runner: ListStatementRunner): void {
  runners.set(db, runner);
}

function runnerOf(db: Kysely<Database>): ListStatementRunner {
  const registered = runners.get(db);
  if (registered) return registered;
  const executor = db.getExecutor();
  return async (text, parameters) => {
    // The plugins (the tracing span) see a select; the text is already written, so none may rewrite it.
    const queryId = createQueryId();
    const query = executor.transformQuery(SelectQueryNode.createFrom([FromNode.create([TableNode.create(tableOf(text))])]), queryId);
    const result = await executor.executeQuery<unknown>({ ...CompiledQuery.raw(text, [...parameters]), query, queryId });
    return result.rows;
  };
}

/** The first table a list statement reads, for a tracing span's name. */
function tableOf(text: string): string {
  return /\bfrom "([^"]+)"/.exec(text)?.[1] ?? 'list';
}

/** Distinct statement texts kept prepared; a store's list shapes number in the dozens. */
const MAX_STATEMENTS = 500;

/**
 * The SQLite runner, and the database handed to Kysely, on one better-sqlite3 connection.
 *
 * Statements are prepared once per text and kept. better-sqlite3 runs each `all` to the end
 * synchronously, so one statement serves every request.
 *
 * List reads of one turn of the event loop share one read transaction. In WAL mode every
 * transaction takes and drops a read lock on the -shm file, two fcntl calls; those cost 6 to 9%
 * of an HR list request (docs/performance.md, "The levers"). The first list
 * read of a turn opens the transaction (BEGIN takes no lock until it reads) and the turn's end
 * (setImmediate) commits it. Everything Kysely runs (a write, a read, BEGIN of a store
 * transaction, a stream) commits that shared read first, so a write is durable when its call
 * returns and a list read after it, in this process, sees it. Other processes see no
 * difference: WAL readers block no writer, and the snapshot is at most one turn old, as if the
 * read had come a moment earlier. The page and its total are one statement, so they agree
 * whether or not a turn's reads share a snapshot; a deep page reads its total first and its
 * rows after, and reads them again by OFFSET when they are fewer than the total allows.
 *
 * A list read while a store transaction holds the connection (between two of its awaits) must
 * not run inside it and see what it has not committed: it goes through Kysely (`waiting`),
 * whose connection lock makes it wait for the transaction's end.
 */
export function sqliteListReads(database: SqliteDatabase): { run: (waiting: ListStatementRunner) => ListStatementRunner; forKysely: KyselySqliteDatabase } {
  const statements = new Map<string, Statement>();
  const begin = database.prepare('begin');
  const commit = database.prepare('commit');
  let turnOpen = false;
  const endTurn = () => {
    if (!turnOpen) return;
    turnOpen = false;
    if (database.inTransaction) commit.run();
  };
  const statementOf = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = database.prepare(text);
      if (!statement.reader) throw new Error('a list statement must read');
      statements.set(text, statement);
      if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
  return {
    run: (waiting) => async (text, parameters) => {
      if (database.inTransaction && !turnOpen) return waiting(text, parameters);
      if (!turnOpen) {
        begin.run();
        turnOpen = true;
        setImmediate(endTurn);
      }
      return statementOf(text).all(...parameters);
    },
    forKysely: {
      close: () => {
        endTurn();
        database.close();
      },
      prepare: (text: string) => {
        // Kysely runs what it prepares at once, synchronously.
        endTurn();
        return database.prepare(text);
      },
    },
  };
}

/** The list's order with `id` last, so it is total and a position names exactly one row. */
export function totalOrder(order: Order): Order {
  return order.some(([column]) => column === 'id') ? order : [...order, ['id', 'asc']];
}

/** A statement's SQL text and, per parameter in order, which value of a read it takes. */
interface ListSql<Row> {
  text: string;
  parameters: string[];
  /** Rows of this shape only: the type the text's select list gives. */
  readonly row?: Row;
}

/** Writes one statement: `p(name)` is the placeholder of the read's value `name`. */
function statement<Row>(engine: StoreEngine, write: (p: (name: string) => string, bound: (name: string) => string) => string): ListSql<Row> {
  const parameters: string[] = [];
  const p = (name: string) => {
    parameters.push(name);
    return engine === 'postgres' ? `$${parameters.length}` : '?';
  };
  // A LIMIT or OFFSET value. SQLite (3.53 here) reads a bare `?` there while planning and marks
  // the statement to be prepared again whenever that parameter is bound, which is every
  // execution: a kept page statement was parsed and planned anew on every request, more than
  // half its cost (docs/performance.md). `+?` is the same value to SQLite, but not a parameter
  // its planner reads. PostgreSQL plans parameters its own way.
  const bound = (name: string) => (engine === 'sqlite' ? `+${p(name)}` : p(name));
  return { text: write(p, bound), parameters };
}

type TotalRow = { total: number | string | bigint | null };
type CounterRow = { total: number | string; version: number | string };
type CountsRow = { list: string; total: number | string };
type PageJsonRow = { total: number | string | null; items: string };
type Row = Record<string, unknown>;
/** An unfiltered list's version (src/store/migrations/counted-lists.ts); null for a filtered list. */
type Version = string | null;

/** The statements of one list in one order with one set of present filters, written once. */
class ListShape {
  readonly keys: Order;
  readonly pageJson = new Map<readonly ItemField[], ListSql<PageJsonRow>>();
  readonly count: ListSql<TotalRow>;
  readonly firstPosition: ListSql<Row>;
  readonly page: ListSql<Row>;
  /** Per key j, the part of the list after a position (see `part`): its keys, its rows. */
  readonly partKeys: Array<ListSql<Row>>;
  readonly partRows: Array<ListSql<Row>>;

  constructor(
    private readonly engine: StoreEngine,
    private readonly config: ListsConfig,
    private readonly table: string,
    order: Order,
    private readonly filters: ReadonlyArray<[column: string, op: Condition[1]]>,
  ) {
    this.keys = totalOrder(order);
    const keyColumns = this.keys.map(([column]) => quoted(column)).join(', ');
    // SQLite's rows carry their item (migration 008), read from the list's index; PostgreSQL's
    // whole rows are mapped by the item's declaration.
    const rowColumns = engine === 'sqlite' ? `${keyColumns}, ${quoted(ITEM_JSON_COLUMN)}` : '*';
    const orderBy = this.orderBy(null);
    this.count = statement(engine, (p) => `select count(*) as "total" from ${quoted(table)} where ${this.matching(p)}`);
    this.firstPosition = statement(engine, (p) => `select ${keyColumns} from ${quoted(table)} where ${this.matching(p)} order by ${orderBy} limit 1`);
    this.page = statement(engine, (p, bound) => `select ${rowColumns} from ${quoted(table)} where ${this.matching(p)} order by ${orderBy} limit ${bound('limit')} offset ${bound('offset')}`);
    this.partKeys = this.keys.map((_, j) => statement(engine, (p, bound) => `select ${keyColumns} from ${quoted(table)} where ${this.part(p, j)} order by ${orderBy} limit ${bound('limit')}`));
    this.partRows = this.keys.map((_, j) =>
      statement(engine, (p, bound) => `select ${rowColumns} from ${quoted(table)} where ${this.part(p, j)} order by ${orderBy} limit ${bound('limit')} offset ${bound('offset')}`),
    );
  }

  /** Text sorts in byte order on both engines; PostgreSQL's default collation may follow a locale. */
  private sortKey(column: string): string {
    return this.engine === 'postgres' ? `${quoted(column)} collate "C"` : quoted(column);
  }

  private orderBy(alias: string | null): string {
    return this.keys.map(([column, direction]) => `${this.sortKey(alias === null ? column : `${alias}.${column}`)} ${direction}`).join(', ');
  }

  /** The owner's rows meeting the present filters; filter i takes the value `w<i>`. */
  private matching(p: (name: string) => string): string {
    const { table, config } = this;
    return [`${quoted(`${table}.${config.ownerColumn}`)} = ${p('owner')}`, ...this.filters.map(([column, op], i) => `${quoted(column)} ${op} ${p(`w${i}`)}`)].join(' and ');
  }

  /**
   * The rows at or after a position, as one ordered index range per key: part j holds the
   * rows equal to the position on its first j keys (`k<i>`) and beyond it on key j (at or
   * beyond on the last key, `id`, so the position's own row comes first). Parts follow each
   * other in list order, and each is a seek on the list's index; one OR of them all is not, and
   * walked every row of the position's first key (300,000 of one date at a million rows).
   */
  private part(p: (name: string) => string, j: number): string {
    const conditions = [this.matching(p)];
    for (let i = 0; i < j; i++) conditions.push(`${this.sortKey(this.keys[i][0])} = ${p(`k${i}`)}`);
    const [column, direction] = this.keys[j];
    const last = j === this.keys.length - 1;
    conditions.push(`${this.sortKey(column)} ${direction === 'desc' ? (last ? '<=' : '<') : last ? '>=' : '>'} ${p(`k${j}`)}`);
    return conditions.join(' and ');
  }

  /**
   * A shallow page as one JSON array of items with `fields`, built by the store, and the
   * list's exact total, in one statement (one round trip to PostgreSQL): from the counts
   * table for an unfiltered list (`list`), else counted through the index.
   */
  pageJsonOf(fields: readonly ItemField[]): ListSql<PageJsonRow> {
    let found = this.pageJson.get(fields);
    if (found) return found;
    const { engine, table, config } = this;
    found = statement(engine, (p, bound) => {
      const total =
        this.filters.length === 0
          ? `select "total" from ${quoted(config.countsTable)} where ${quoted(config.ownerColumn)} = ${p('owner')} and "list" = ${p('list')}`
          : `select count(*) as "n" from ${quoted(table)} where ${this.matching(p)}`;
      const columns = engine === 'sqlite' ? `${this.keys.map(([column]) => quoted(column)).join(', ')}, ${quoted(ITEM_JSON_COLUMN)}` : '*';
      const rows = `select ${columns} from ${quoted(table)} where ${this.matching(p)} order by ${this.orderBy(null)} limit ${bound('limit')} offset ${bound('offset')}`;
      return `select (${total}) as "total", (select ${jsonItemsSql(engine, 'page', fields, this.orderBy('page'))} as "items" from (${rows}) as "page") as "items"`;
    });
    this.pageJson.set(fields, found);
    return found;
  }
}

/** One reader per store and counts table, so its statements and positions serve every owner. */
const readers = new WeakMap<Kysely<Database>, Map<string, OrderedLists>>();

export function orderedListsOf(db: Kysely<Database>, engine: StoreEngine, config: ListsConfig): OrderedLists {
  let byTable = readers.get(db);
  if (!byTable) readers.set(db, (byTable = new Map()));
  let reader = byTable.get(config.countsTable);
  if (!reader) byTable.set(config.countsTable, (reader = new OrderedLists(runnerOf(db), engine, config)));
  return reader;
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
  private readonly shapes = new Map<string, ListShape>();
  private readonly shapesByOrder = new WeakMap<Order, Map<string, ListShape>>();
  private readonly counter: ListSql<CounterRow>;
  private readonly countsOfOwner: ListSql<CountsRow>;

  constructor(
    private readonly runner: ListStatementRunner,
    private readonly engine: StoreEngine,
    private readonly config: ListsConfig,
  ) {
    const counts = quoted(config.countsTable);
    const owner = quoted(config.ownerColumn);
    this.counter = statement(engine, (p) => `select "total", "version" from ${counts} where ${owner} = ${p('owner')} and "list" = ${p('list')}`);
    this.countsOfOwner = statement(engine, (p) => `select "list", "total" from ${counts} where ${owner} = ${p('owner')}`);
  }

  /** The rows of `query` with the values of `read`, named as the statement's parameters name them. */
  private run<R>(query: ListSql<R>, read: Record<string, unknown>): Promise<R[]> {
    const values = query.parameters.map((name) => read[name]);
    // The row type is the one the statement's own select list gives.
    return this.runner(query.text, values) as Promise<R[]>;
  }

  /**
   * The shape of a read, found without writing its name on every request: the callers pass
   * their list's declared order array itself each time, so it keys the shapes of its table.
   */
  private shapeOf(table: string, order: Order, conditions: readonly Condition[]): ListShape {
    let ofOrder = this.shapesByOrder.get(order);
    if (!ofOrder) this.shapesByOrder.set(order, (ofOrder = new Map()));
    let name = table;
    for (const [column, op] of conditions) name += `|${column}${op}`;
    let shape = ofOrder.get(name);
    if (!shape) shape = this.shapes.get(`${name}|${order.map(([column, direction]) => `${column} ${direction}`).join(',')}`);
    if (!shape) {
      shape = new ListShape(
        this.engine,
        this.config,
        table,
        order,
        conditions.map(([column, op]) => [column, op]),
      );
      this.shapes.set(`${name}|${order.map(([column, direction]) => `${column} ${direction}`).join(',')}`, shape);
    }
    ofOrder.set(name, shape);
    return shape;
  }

  /**
   * One page of `table`'s rows of `owner` that meet every condition, in `order`, with the
   * exact total, its items as JSON (the declared `fields` of each row) built by the store in
   * one string; deep pages read by seeking are mapped by the same declaration.
   */
  async pageJson(table: string, owner: string, conditions: Condition[], order: Order, paging: Paging, fields: readonly ItemField[]): Promise<JsonPage> {
    const shape = this.shapeOf(table, order, conditions);
    const offset = (paging.page - 1) * paging.pageSize;
    const read: Record<string, unknown> = { owner, list: table, limit: paging.pageSize, offset };
    for (let i = 0; i < conditions.length; i++) read[`w${i}`] = conditions[i][2];
    try {
      if (offset < POSITION_STRIDE) {
        const [found] = await this.run(shape.pageJsonOf(fields), read);
        return { itemsJson: this.servable(found.items, table), total: countOf(found.total, table) };
      }
      const { total, version } = await this.totalOf(shape, table, read, conditions);
      if (offset >= total) return { itemsJson: '[]', total };
      const rows = await this.deepPage(shape, table, read, order, version, paging, total);
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
   * `need` rows from `skip` rows after a position, part by part (see ListShape `part`). Whole
   * rows are read from each part at an offset; only a part that has none past `skip` has its
   * keys read, to count how many of the skipped rows it held. (Reading the keys first, then
   * the rows at the same offset, walked up to POSITION_STRIDE index entries twice per deep
   * page.) Keys alone (`whole` false) are read from each part's index, at most skip + need.
   */
  private async seek(shape: ListShape, read: Record<string, unknown>, position: Position, skip: number, need: number, whole: boolean): Promise<Row[]> {
    const found: Row[] = [];
    for (let j = shape.keys.length - 1; j >= 0 && found.length < need; j--) {
      const partRead: Record<string, unknown> = { ...read };
      for (let i = 0; i <= j; i++) partRead[`k${i}`] = position[i];
      const want = need - found.length;
      if (whole) {
        const rows = await this.run(shape.partRows[j], { ...partRead, limit: want, offset: skip });
        if (rows.length > 0) {
          // The rows after `skip` in this part, as many as it has up to `want`: the next part starts at its first row.
          found.push(...rows);
          skip = 0;
        } else if (skip > 0) {
          // This part holds `skip` rows or fewer, all skipped: the rest are skipped in the next parts.
          skip -= (await this.run(shape.partKeys[j], { ...partRead, limit: skip })).length;
        }
        continue;
      }
      const located = await this.run(shape.partKeys[j], { ...partRead, limit: skip + want });
      if (located.length <= skip) {
        skip -= located.length;
        continue;
      }
      found.push(...located.slice(skip, skip + Math.min(want, located.length - skip)));
      skip = 0;
    }
    return found;
  }

  /**
   * The rows of a page at least POSITION_STRIDE deep: sought from a cached position (deepRows),
   * else (a filtered list, a position that cannot be sought from) read by OFFSET. A sought page
   * with fewer rows than the total leaves room for is read again by OFFSET: seeking must never
   * skip a row the total counts.
   */
  private async deepPage(
    shape: ListShape,
    table: string,
    read: Record<string, unknown>,
    order: Order,
    version: string | null,
    paging: Paging,
    total: number,
  ): Promise<Row[]> {
    const offset = (paging.page - 1) * paging.pageSize;
    const byOffset = () => this.run(shape.page, { ...read, limit: paging.pageSize, offset });
    const sought = await this.deepRows(shape, table, read, order, version, paging);
    if (sought === null) return byOffset();
    return sought.length < Math.min(paging.pageSize, total - offset) ? byOffset() : sought;
  }

  /** The exact total: the counts table for an unfiltered list (with its version), else a count through the index. */
  private async totalOf(shape: ListShape, table: string, read: Record<string, unknown>, conditions: Condition[]): Promise<{ total: number; version: Version }> {
    if (conditions.length === 0) {
      const [counter] = await this.run(this.counter, { owner: read.owner, list: table });
      return { total: countOf(counter?.total, table), version: String(counter?.version ?? 0) };
    }
    const [counted] = await this.run(shape.count, read);
    return { total: countOf(counted?.total, table), version: null };
  }

  /** A page at least POSITION_STRIDE rows deep of an unfiltered list, by seeking; null for any other page. */
  private async deepRows(
    shape: ListShape,
    table: string,
    read: Record<string, unknown>,
    order: Order,
    version: string | null,
    paging: Paging,
  ): Promise<Row[] | null> {
    const offset = (paging.page - 1) * paging.pageSize;
    if (version === null || offset < POSITION_STRIDE) return null;
    const index = Math.floor(offset / POSITION_STRIDE);
    const position = await this.positions.at(`${table}|${String(read.owner)}|${order.join(';')}`, version, index, async (previous) => {
      const [found] = previous
        ? await this.seek(shape, read, previous, POSITION_STRIDE, 1, false)
        : await this.run(shape.firstPosition, read);
      if (!found) return null;
      const keys = shape.keys.map(([column]) => found[column]);
      if ((previous !== null && this.unsought.has(previous)) || this.lossy(keys)) this.unsought.add(keys);
      return keys;
    });
    return position && !this.unsought.has(position) ? this.seek(shape, read, position, offset - index * POSITION_STRIDE, paging.pageSize, true) : null;
  }

  /** Whether keys read back from SQLite hold U+FFFD, which may stand for bytes that are not UTF-8. */
  private lossy(keys: Position): boolean {
    return this.engine === 'sqlite' && keys.some((key) => typeof key === 'string' && key.indexOf('\ufffd') !== -1);
  }

  /** Exact row counts of `lists` for one owner (from the counts table; 0 for a list it has no row in). */
  async counts<List extends string>(owner: string, lists: readonly List[]): Promise<Record<List, number>> {
    const found = new Map((await this.run(this.countsOfOwner, { owner })).map((row) => [row.list, countOf(row.total, row.list)]));
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
