/**
 * The list pages every area serves, in plain SQL, built for a million rows per owner
 * (docs/performance.md): a page with its exact total (from the counts table, or counted through
 * the index when filtered) in one statement; a page SEEK_DEPTH deep or more of an unfiltered list
 * seeks from the nearest cached position (src/store/list-positions.ts). Every statement starts
 * from `owner = ?`. The SQL text is written once per shape from the declarations, never from
 * request values, which are always parameters.
 */
import { CompiledQuery, createQueryId, FromNode, SelectQueryNode, TableNode, type Kysely } from 'kysely';
import type { Engine } from './engine.js';
import { ITEM_JSON_COLUMN, quoted } from './json-items.js';
import { totalOrder, type Order } from './list-declaration.js';
import { ListPositions, type Learnt, type Position, type Slice } from './list-positions.js';
import type { Database } from './schema.js';
import { DeepStatementError, isStoredNumberOverflow, StoreBusyError, StoredValueError } from './store-errors.js';
import type { OwnerShare } from './owner-share.js';

export interface Paging {
  page: number;
  pageSize: number;
}

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

/** Pages this many rows deep or deeper seek from cached positions; shallower ones are read by OFFSET. */
export const SEEK_DEPTH = 1000;

/** Rows between two cached positions of a list: 20 divides the offsets of pages of 10, 20 and 100. */
export const POSITION_STRIDE = 20;

/** Rows per slice of a pass over a list's index: one statement, which holds SQLite's event loop (docs/performance.md). */
export const PASS_SLICE_ROWS = 10_000;

/** Runs one read-only statement and gives its rows as objects keyed by column name. */
export type ListStatementRunner = (text: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/** Rows a read may walk from which it runs on the deep reader, when the store has one (src/store/deep-reads.ts). */
export const DEEP_READ_ROWS = 20_000;

/** Where a store's list reads run: openStore gives its engine's (src/store/sqlite/, src/store/postgres/). */
export interface ListReads {
  engine: Engine;
  run: ListStatementRunner;
  /** Where OFFSET reads from DEEP_READ_ROWS rows deep run (a SQLite file store's worker); a failure there runs them on `run`. */
  deep?: ListStatementRunner;
  /** Each owner's share of the store: at most so many of its pages read at once (src/store/owner-share.ts). */
  share?: OwnerShare | null;
  /** The share counts only pages that may walk far (SQLite: waiting would break up a turn's batch). */
  shareFarReadsOnly?: boolean;
}

/** A store's list readers, one per counts table, so its statements and positions serve every owner. */
export interface ListReader {
  readonly engine: Engine;
  of(config: ListsConfig): OrderedLists;
}

export function listReader(reads: ListReads): ListReader {
  const byTable = new Map<string, OrderedLists>();
  return {
    engine: reads.engine,
    of(config) {
      let reader = byTable.get(config.countsTable);
      if (!reader) byTable.set(config.countsTable, (reader = new OrderedLists(reads, config)));
      return reader;
    },
  };
}

/** List reads through `db`'s own executor: its plugins (tracing) see each read, which waits for a transaction's end. */
export function executorReads(db: Kysely<Database>): ListStatementRunner {
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

/** A statement's SQL text and, per parameter in order, which value of a read it takes. */
interface ListSql<Row> {
  text: string;
  parameters: string[];
  /** Rows of this shape only: the type the text's select list gives. */
  readonly row?: Row;
}

/** Writes one statement: `p(name)` is the placeholder of the read's value `name`. */
function statement<Row>(engine: Engine, write: (p: (name: string) => string, bound: (name: string) => string) => string): ListSql<Row> {
  const parameters: string[] = [];
  const p = (name: string) => {
    parameters.push(name);
    return engine.placeholder(parameters.length);
  };
  const bound = (name: string) => engine.bound(p(name));
  return { text: write(p, bound), parameters };
}

type CounterRow = { total: number | string; version: number | string };
type CountsRow = { list: string; total: number | string };
type PageJsonRow = { total: number | string | null; items: string };
type SoughtRow = { total: number | string | null; version: number | string | null; n: number | string; items: string };
type Row = Record<string, unknown>;

/** The statements of one list in one order with one set of present filters, written once. */
class ListShape {
  readonly keys: Order;
  private pageJson?: ListSql<PageJsonRow>;
  private manyPages?: string;
  /** Per number of keys shared with the position before and with the page's end (`m * keys + q`, see `after`). */
  private readonly soughtJson: Array<ListSql<SoughtRow>> = [];
  /** The statements of a pass: `slices[j]` reads one index range (see `sliceOf`). */
  readonly slices: Array<ListSql<Row>>;

  constructor(
    private readonly engine: Engine,
    private readonly config: ListsConfig,
    private readonly table: string,
    order: Order,
    private readonly filters: ReadonlyArray<[column: string, op: Condition[1]]>,
  ) {
    this.keys = totalOrder(order);
    this.slices = this.keys.map((_, j) => this.sliceOf(j)).concat(this.sliceOf(this.keys.length));
  }

  /**
   * One slice of a pass over the list's index, one index range in list order: the next `limit`
   * rows of the owner's list that share the first `j` keys with the row `k<i>` and are strictly
   * beyond it on key j (`part`; with j the number of keys, the list from its start). It gives
   * the keys of the rows whose number in the whole list (`base` rows before the range's first)
   * is a multiple of `stride`, and of the range's last row, with `rn` (from 1) and the range's
   * rows (`n`), and the list's version, in one statement. The ranges j = keys - 1 down to 0 are
   * read in turn, each a seek without a sort (one range bounded by the first key alone would walk
   * every row of that key before the row).
   */
  private sliceOf(j: number): ListSql<Row> {
    const { table } = this;
    const keyColumns = this.keys.map(([column]) => quoted(column)).join(', ');
    const orderBy = this.orderBy(null);
    return statement(this.engine, (p, bound) => {
      // Placeholders in the order of the text (SQLite's are positional).
      const where = j === this.keys.length ? this.matching(p) : this.part(p, j);
      const rows = `select ${keyColumns} from ${quoted(table)} where ${where} order by ${orderBy} limit ${bound('limit')}`;
      // Ranked once, read twice: a `count(*) over ()` beside the row number would be a second window over the rows.
      const ranked = `select ${keyColumns}, row_number() over (order by ${orderBy}) as "rn" from (${rows}) as "slice"`;
      const version = this.counter(p, 'version');
      return (
        `with "ranked" as materialized (${ranked}) select (${version}) as "version", ${keyColumns}, "rn", "n" ` +
        `from "ranked", (select max("rn") as "n" from "ranked") as "last" where ("rn" - 1 + ${p('base')}) % ${p('stride')} = 0 or "rn" = "n" order by "rn"`
      );
    });
  }

  /** The list's counts row's `column` (total or version). */
  private counter(p: (name: string) => string, column: 'total' | 'version'): string {
    const { config } = this;
    return `select ${quoted(column)} from ${quoted(config.countsTable)} where ${quoted(config.ownerColumn)} = ${p('owner')} and "list" = ${p('list')}`;
  }

  private sortKey(column: string): string {
    return this.engine.sortKey(quoted(column));
  }

  /** What a page's rows are read for: the list's keys, to order them, and each row's item. */
  private pageColumns(): string {
    return [...this.keys.map(([column]) => column), ITEM_JSON_COLUMN].map(quoted).join(', ');
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
   * The rows at or after a position (`k<i>`) that share its first `m` keys, as one range of
   * the list's index: equal on the first m keys and at or beyond the position on key m bound
   * the range, and a filter drops the range's rows before the position (those sharing its
   * first m + 1 keys). The caller picks m so that fewer than a stride of rows are dropped.
   */
  private after(p: (name: string) => string, m: number): string {
    const conditions = [this.matching(p), ...this.keys.slice(0, m).map(([column], i) => `${this.sortKey(column)} = ${p(`k${i}`)}`), this.beyond(p, m, false)];
    // At or after the position on keys m..: beyond it on key j, or equal and so on; the last key at or beyond.
    const at = (j: number): string => (j === this.keys.length - 1 ? this.beyond(p, j, false) : `(${this.beyond(p, j, true)} or (${this.sortKey(this.keys[j][0])} = ${p(`k${j}`)} and ${at(j + 1)}))`);
    if (m < this.keys.length - 1) conditions.push(at(m));
    return conditions.join(' and ');
  }

  /** The rows equal to the position on its first j keys and strictly beyond it on key j: one index range. */
  private part(p: (name: string) => string, j: number): string {
    return [this.matching(p), ...this.keys.slice(0, j).map(([column], i) => `${this.sortKey(column)} = ${p(`k${i}`)}`), this.beyond(p, j, true)].join(' and ');
  }

  private beyond(p: (name: string) => string, j: number, strictly: boolean): string {
    const [column, direction] = this.keys[j];
    return `${this.sortKey(column)} ${direction === 'desc' ? '<' : '>'}${strictly ? '' : '='} ${p(`k${j}`)}`;
  }

  /**
   * A page sought from a position (`k<i>`): `limit` rows after `offset` rows from the
   * position's row, as one JSON array of items and their number (`n`), with the
   * list's total and version, in one statement. The position shares `m` keys with the position
   * before it (so `after(m)` drops fewer than a stride of rows) and `q` <= m with the first
   * position at or after the page's end (so every row of the page shares them): the page is in
   * after(m) and the parts m - 1 down to q, each one index range, in list order: the fewest seeks,
   * and none walks every row of the position's first key.
   */
  soughtJsonOf(m: number, q: number): ListSql<SoughtRow> {
    const slot = m * this.keys.length + q;
    const known = this.soughtJson[slot];
    if (known) return known;
    const { engine, table } = this;
    const found = statement<SoughtRow>(engine, (p, bound) => {
      // Placeholders in the order of the text (SQLite's are positional).
      const [total, version] = [this.counter(p, 'total'), this.counter(p, 'version')];
      const columns = this.pageColumns();
      const orderBy = this.orderBy(null);
      let rows: string;
      if (m === q) rows = `select ${columns} from ${quoted(table)} where ${this.after(p, m)} order by ${orderBy} limit ${bound('limit')} offset ${bound('offset')}`;
      else {
        const arms: string[] = [];
        for (let j = m; j >= q; j--) {
          const where = j === m ? this.after(p, m) : this.part(p, j);
          arms.push(`select * from (select ${columns} from ${quoted(table)} where ${where} order by ${orderBy} limit ${bound('reach')}) as "arm${j}"`);
        }
        rows = `select * from (${arms.join(' union all ')}) as "sought" order by ${orderBy} limit ${bound('limit')} offset ${bound('offset')}`;
      }
      return `select (${total}) as "total", (${version}) as "version", count(*) as "n", ${engine.jsonItemsSql('page', this.orderBy('page'))} as "items" from (${rows}) as "page"`;
    });
    this.soughtJson[slot] = found;
    return found;
  }

  /**
   * A shallow page as one JSON array of items, built by the store, and the
   * list's exact total, in one statement (one round trip to PostgreSQL): from the counts
   * table for an unfiltered list (`list`), else counted through the index.
   */
  pageJsonOf(): ListSql<PageJsonRow> {
    return (this.pageJson ??= statement(this.engine, (p, bound) => this.pageJsonText(p, bound)));
  }

  /** The page statement of `pageJsonOf`, its values written by `p` and `bound`. */
  private pageJsonText(p: (name: string) => string, bound: (name: string) => string): string {
    const { engine, table } = this;
    const total = this.filters.length === 0 ? this.counter(p, 'total') : `select count(*) as "n" from ${quoted(table)} where ${this.matching(p)}`;
    const columns = this.pageColumns();
    const rows = `select ${columns} from ${quoted(table)} where ${this.matching(p)} order by ${this.orderBy(null)} limit ${bound('limit')} offset ${bound('offset')}`;
    return `select (${total}) as "total", (select ${engine.jsonItemsSql('page', this.orderBy('page'))} as "items" from (${rows}) as "page") as "items"`;
  }

  /**
   * Shallow pages of the unfiltered list, any number in one statement, where the engine writes
   * that (`manyPagesSql`); its parameters are arrays of MANY_PAGES_COLUMNS' values, in order.
   */
  manyPagesOf(): string | undefined {
    const { engine } = this;
    if (!engine.manyPagesSql || this.filters.length > 0) return undefined;
    return (this.manyPages ??= engine.manyPagesSql(MANY_PAGES_COLUMNS, (column) => this.pageJsonText(column, column)));
  }
}

/** The values of a shallow page of an unfiltered list, as `manyPagesOf` takes them. */
const MANY_PAGES_COLUMNS = [
  ['owner', 'text'],
  ['list', 'text'],
  ['limit', 'int8'],
  ['offset', 'int8'],
] as const;

/** Pages read in one statement at most (`manyPagesOf`); more asked in one turn take several. */
const MAX_PAGES_AT_ONCE = 64;

/** Shallow pages of one list of one owner asked for in one turn (`OrderedLists.pageOfMany`). */
interface PageBatch {
  table: string;
  owner: string;
  /** The statement reading all of them. */
  many: string;
  reads: Array<{ limit: number; offset: number; resolve: (page: JsonPage) => void; reject: (error: unknown) => void }>;
}

export class OrderedLists {
  private readonly shapes = new Map<string, ListShape>();
  private readonly shapesByOrder = new WeakMap<Order, Map<string, ListShape>>();
  private readonly counter: ListSql<CounterRow>;
  private readonly countsOfOwner: ListSql<CountsRow>;

  private readonly runner: ListStatementRunner;
  private readonly engine: Engine;
  private readonly deepRunner?: ListStatementRunner;
  private readonly share?: OwnerShare | null;
  private readonly shareFarReadsOnly: boolean;
  /** The shallow pages asked for in this turn, by page statement and owner (`pageOfMany`). */
  private pendingPages = new Map<ListSql<PageJsonRow>, Map<string, PageBatch>>();

  constructor(
    reads: ListReads,
    private readonly config: ListsConfig,
    /** The lists' positions (a test gives its own, on a clock it moves). */
    private readonly positions = new ListPositions(POSITION_STRIDE),
    /** Rows per slice of a pass (a test takes fewer, to see several). */
    private readonly sliceRows = PASS_SLICE_ROWS,
  ) {
    ({ run: this.runner, engine: this.engine, deep: this.deepRunner, share: this.share } = reads);
    this.shareFarReadsOnly = reads.shareFarReadsOnly === true;
    const { engine } = this;
    const counts = quoted(config.countsTable);
    const owner = quoted(config.ownerColumn);
    this.counter = statement(engine, (p) => `select "total", "version" from ${counts} where ${owner} = ${p('owner')} and "list" = ${p('list')}`);
    this.countsOfOwner = statement(engine, (p) => `select "list", "total" from ${counts} where ${owner} = ${p('owner')}`);
  }

  /** The rows of `query` with the values of `read`, named as the statement's parameters name them. */
  private run<R>(query: ListSql<R>, read: Record<string, unknown>, runner = this.runner): Promise<R[]> {
    const values = query.parameters.map((name) => read[name]);
    // The row type is the one the statement's own select list gives.
    return runner(query.text, values) as Promise<R[]>;
  }

  /** `run` on the deep reader (off the event loop); on the store's connection when the reader fails, unless it is busy. */
  private async runDeep<R>(query: ListSql<R>, read: Record<string, unknown>, deepRunner: ListStatementRunner): Promise<R[]> {
    try {
      return await this.run(query, read, deepRunner);
    } catch (error) {
      // Busy: a 503 (on the store's connection it would hold the event loop); the statement's own failure stands.
      if (error instanceof StoreBusyError || error instanceof DeepStatementError) throw error;
      // The worker could not run it (the reader logged why).
      return this.run(query, read);
    }
  }

  /** The shape of a read, keyed by the declared order array the callers pass, so no name is written per request. */
  private shapeOf(table: string, order: Order, conditions: readonly Condition[]): ListShape {
    let ofOrder = this.shapesByOrder.get(order);
    if (!ofOrder) this.shapesByOrder.set(order, (ofOrder = new Map()));
    let name = table;
    for (const [column, op] of conditions) name += `|${column}${op}`;
    let shape = ofOrder.get(name);
    if (shape) return shape;
    // A new order array: an equal order of another array shares its shape (and statements).
    const fullName = `${name}|${order.map(([column, direction]) => `${column} ${direction}`).join(',')}`;
    shape = this.shapes.get(fullName);
    if (!shape) {
      shape = new ListShape(this.engine, this.config, table, order, conditions.map(([column, op]) => [column, op]));
      this.shapes.set(fullName, shape);
    }
    ofOrder.set(name, shape);
    return shape;
  }

  /** One page of `owner`'s rows meeting every condition, with the exact total, its items JSON built by the store. */
  pageJson(table: string, owner: string, conditions: Condition[], order: Order, paging: Paging): Promise<JsonPage> {
    const unfiltered = conditions.length === 0;
    const shallow = unfiltered && (paging.page - 1) * paging.pageSize < SEEK_DEPTH;
    if (shallow && this.engine.manyPagesSql) return this.pageOfMany(table, owner, order, paging);
    const read = () => this.readPage(table, owner, conditions, order, paging) as Promise<JsonPage>;
    if (!this.share || (shallow && this.shareFarReadsOnly)) return read();
    if (!unfiltered || !this.shareFarReadsOnly) return this.inShare(owner, read);
    // A deep page sought from positions already learnt walks less than a stride, as a shallow
    // page does: only when it cannot be sought does it wait for the owner's share.
    return this.readPage(table, owner, conditions, order, paging, true).then((sought) => sought ?? this.inShare(owner, read));
  }

  private inShare<T>(owner: string, read: () => Promise<T>): Promise<T> {
    return this.share!.run(`${this.config.countsTable}:${owner}`, this.config.ownerColumn === 'tenant_id' ? 'tenant' : 'company', read);
  }

  /**
   * A shallow page of an unfiltered list, read at the end of the turn (setImmediate) with every
   * other page of the same list and owner asked for in it, in one statement (`manyPagesOf`):
   * each statement costs PostgreSQL and pg a round trip's work of their own besides its pages'.
   * A turn's pages of one owner hold one read of its share, as they hold one connection.
   */
  private pageOfMany(table: string, owner: string, order: Order, paging: Paging): Promise<JsonPage> {
    const shape = this.shapeOf(table, order, []);
    const single = shape.pageJsonOf();
    return new Promise((resolve, reject) => {
      if (this.pendingPages.size === 0) setImmediate(() => this.readPendingPages());
      let byOwner = this.pendingPages.get(single);
      if (!byOwner) this.pendingPages.set(single, (byOwner = new Map()));
      let batch = byOwner.get(owner);
      if (!batch) byOwner.set(owner, (batch = { table, owner, many: shape.manyPagesOf()!, reads: [] }));
      batch.reads.push({ limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize, resolve, reject });
    });
  }

  private readPendingPages(): void {
    const pending = this.pendingPages;
    this.pendingPages = new Map();
    for (const [single, byOwner] of pending) {
      for (const batch of byOwner.values()) {
        const read = () => this.readBatch(single, batch);
        (this.share ? this.inShare(batch.owner, read) : read()).catch((error: unknown) => {
          for (const { reject } of batch.reads) reject(error);
        });
      }
    }
  }

  /** A turn's pages of one list and owner: one alone by its own statement, more by `many`, MAX_PAGES_AT_ONCE a statement. */
  private async readBatch(single: ListSql<PageJsonRow>, batch: PageBatch): Promise<void> {
    const { table, owner, many } = batch;
    const readOne = async ({ limit, offset, resolve, reject }: PageBatch['reads'][number]) => {
      try {
        const [found] = await this.run(single, { owner, list: table, limit, offset });
        resolve(this.pageOf(found, table));
      } catch (error) {
        reject(pageFailure(error, table));
      }
    };
    if (batch.reads.length === 1) return readOne(batch.reads[0]);
    for (let start = 0; start < batch.reads.length; start += MAX_PAGES_AT_ONCE) {
      const reads = batch.reads.slice(start, start + MAX_PAGES_AT_ONCE);
      let rows: Array<PageJsonRow & { i: number | string }>;
      try {
        const values = [reads.map(() => owner), reads.map(() => table), reads.map((read) => read.limit), reads.map((read) => read.offset)];
        rows = (await this.runner(many, values)) as typeof rows;
      } catch (error) {
        for (const { reject } of reads) reject(error);
        continue;
      }
      for (const row of rows) {
        const read = reads[Number(row.i) - 1];
        try {
          read.resolve(this.pageOf(row, table));
        } catch (error) {
          read.reject(error);
        }
      }
      // Every page has its row; were one missing, its request must not wait for ever.
      if (rows.length !== reads.length) for (const { reject } of reads) reject(new Error(`${table}: a page of a batched read was not answered`));
    }
  }

  /** The page of a page statement's row. */
  private pageOf(found: PageJsonRow, table: string): JsonPage {
    return { itemsJson: this.servable(found.items, table), total: countOf(found.total, table) };
  }

  /** A page; with `knownSeekOnly`, the page sought from positions already learnt, else null. */
  private async readPage(
    table: string, owner: string, conditions: Condition[], order: Order, paging: Paging, knownSeekOnly = false,
  ): Promise<JsonPage | null> {
    const shape = this.shapeOf(table, order, conditions);
    const offset = (paging.page - 1) * paging.pageSize;
    const read: Record<string, unknown> = { owner, list: table, limit: paging.pageSize, offset };
    for (let i = 0; i < conditions.length; i++) read[`w${i}`] = conditions[i][2];
    try {
      const sought = offset >= SEEK_DEPTH && conditions.length === 0 ? await this.soughtPage(shape, table, read, order, paging, knownSeekOnly) : null;
      if (sought) return { itemsJson: this.servable(sought.itemsJson, table), total: sought.total };
      if (knownSeekOnly) return null;
      const query = shape.pageJsonOf();
      // Filtered, the list's length decides; an unfiltered page is sent in this same tick (reads of a turn are batched).
      const walksFar = offset >= DEEP_READ_ROWS || (conditions.length > 0 && this.deepRunner && (await this.isLong(table, read.owner)));
      const [found] = walksFar && this.deepRunner ? await this.runDeep(query, read, this.deepRunner) : await this.run(query, read);
      return this.pageOf(found, table);
    } catch (error) {
      throw pageFailure(error, table);
    }
  }

  /** Whether the owner's list is DEEP_READ_ROWS long, as its counts row says. */
  private async isLong(table: string, owner: unknown): Promise<boolean> {
    const [counter] = await this.run(this.counter, { owner, list: table });
    return countOf(counter?.total, table) >= DEEP_READ_ROWS;
  }

  /**
   * The page's items as the store wrote them, unless a stored number in them is past JSON's
   * range: SQLite writes an infinity (a REAL in an integer column) as `9.0e+999`, PostgreSQL cents
   * of -2^63 too, which JSON.parse reads as Infinity. Only a page whose text holds `+999` (one native search, its first character
   * rare) is read as JSON.
   */
  private servable(itemsJson: string, table: string): string {
    if (!this.engine.itemsMayOverflow || itemsJson.indexOf('+999') === -1) return itemsJson;
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
   * A page at least SEEK_DEPTH rows deep of an unfiltered list, sought from the list's cached
   * positions in one statement; positions not learnt, or of another version, are learnt first
   * (one statement for the version, then a pass, of which the page waits for the first slice
   * only; with `knownOnly`, none are learnt). Null when the page is to be read by OFFSET: the
   * list was learnt again too recently (see ListPositions), the pass has not reached the page's
   * position yet, the position cannot be sought from, or the list changed again between the
   * pass and the page.
   */
  private async soughtPage(
    shape: ListShape,
    table: string,
    read: Record<string, unknown>,
    order: Order,
    paging: Paging,
    knownOnly = false,
  ): Promise<JsonPage | null> {
    const key = `${table}|${String(read.owner)}|${order.join(';')}`;
    const known = this.positions.known(key);
    let seen = known ? await this.seekPage(shape, table, read, known, paging) : null;
    if (seen && 'itemsJson' in seen) return seen;
    if (knownOnly) return null;
    if (seen === null) {
      // Nothing learnt of this list yet (or forgotten): its version and total first.
      const [counter] = await this.run(this.counter, { owner: read.owner, list: table });
      seen = { total: countOf(counter?.total, table), version: String(counter?.version ?? 0) };
    }
    const { total, version } = seen;
    if ((paging.page - 1) * paging.pageSize >= total) return { itemsJson: '[]', total };
    const learnt = await this.positions.learn(key, version, total, (stride) => this.pass(shape, table, read.owner, version, stride));
    const again = learnt ? await this.seekPage(shape, table, read, learnt, paging) : null;
    return again && 'itemsJson' in again ? again : null;
  }

  /**
   * A pass over the list's index, slice by slice (see ListPositions), each slice one index
   * range of at most `sliceRows` rows (`ListShape.sliceOf`): the list from its start, then from
   * the last row read, the rows sharing all its keys but the last, then all but the last two,
   * and so on, a range that gives fewer rows than asked being exhausted. `version` is the
   * list's as read before, for an empty list.
   */
  private async *pass(shape: ListShape, table: string, owner: unknown, version: string, stride: number): AsyncGenerator<Slice> {
    const interned = new Map<unknown, unknown>();
    // Positions share their leading keys (a date, a campaign) with many others: kept once.
    const intern = (value: unknown) => (interned.get(value) ?? (interned.set(value, value), value));
    const deepest = shape.keys.length - 1;
    let [base, learnt, range] = [0, 0, shape.keys.length];
    let after: Position = [];
    for (;;) {
      const read: Record<string, unknown> = { owner, list: table, stride, base, limit: this.sliceRows };
      after.forEach((value, i) => (read[`k${i}`] = value));
      const rows: Row[] = await this.run(shape.slices[range], read);
      const slice: Slice = { version: rows.length > 0 ? String(rows[0].version) : version, positions: [], unsought: [], last: false };
      let inRange = 0;
      for (const row of rows) {
        const rn = Number(row.rn);
        const keys: Position = shape.keys.map(([column], j) => (j < deepest ? intern(row[column]) : row[column]));
        if ((rn - 1 + base) % stride === 0) {
          if (this.lossy(keys)) slice.unsought.push(learnt + slice.positions.length);
          slice.positions.push(keys);
        }
        if (rn === Number(row.n)) {
          inRange = rn;
          // The next range is sought from this row's keys: keys read back changed cannot be.
          if (this.lossy(keys)) throw new Error(`${table}: a pass cannot continue after a row whose keys are not UTF-8`);
          after = keys;
        }
      }
      base += inRange;
      learnt += slice.positions.length;
      // A full range goes on from its last row, deepest range first; a range exhausted, the next one up.
      if (inRange === this.sliceRows) range = deepest;
      else if (range === shape.keys.length) range = -1;
      else range--;
      slice.last = range < 0;
      yield slice;
      if (slice.last) return;
    }
  }

  /**
   * The page sought from `learnt`'s position before it; the list's total and version instead
   * when they are not the version `learnt` holds for; null when the page's position is not
   * there, or cannot be sought from. A page with fewer rows than the total leaves room for is
   * given to OFFSET (null): seeking must never skip a row the total counts.
   */
  private async seekPage(
    shape: ListShape,
    table: string,
    read: Record<string, unknown>,
    learnt: Learnt,
    paging: Paging,
  ): Promise<JsonPage | { total: number; version: string } | null> {
    const offset = (paging.page - 1) * paging.pageSize;
    const index = Math.floor(offset / learnt.stride);
    // The first position's pages are shallow: read by OFFSET.
    if (index === 0 || index >= learnt.positions.length || learnt.unsought.has(index)) return null;
    const position = learnt.positions[index];
    // Keys shared with the position before, and with the first at or after the page's end (the list's end: none).
    const shared = (other: Position | undefined) => {
      let keys = 0;
      while (other && keys < position.length - 1 && position[keys] === other[keys]) keys++;
      return keys;
    };
    const m = shared(learnt.positions[index - 1]);
    const q = Math.min(m, shared(learnt.positions[Math.ceil((offset + paging.pageSize) / learnt.stride)]));
    const skip = offset - index * learnt.stride;
    const seekRead: Record<string, unknown> = { ...read, reach: skip + paging.pageSize, offset: skip };
    position.forEach((value, i) => (seekRead[`k${i}`] = value));
    const [found] = await this.run(shape.soughtJsonOf(m, q), seekRead);
    const total = countOf(found.total, table);
    const version = String(found.version ?? 0);
    if (version !== learnt.version) return { total, version };
    return Number(found.n) < Math.min(paging.pageSize, total - offset) ? null : { itemsJson: found.items, total };
  }

  /**
   * Whether keys read back hold U+FFFD, which may stand for bytes that are not UTF-8: those sort
   * elsewhere, so a seek from such a position would skip rows, and its pages are read by OFFSET.
   */
  private lossy(keys: Position): boolean {
    return this.engine.keysMayBeLossy && keys.some((key) => typeof key === 'string' && key.indexOf('\ufffd') !== -1);
  }

  /** Exact row counts of `lists` for one owner (from the counts table; 0 for a list it has no row in). */
  async counts<List extends string>(owner: string, lists: readonly List[]): Promise<Record<List, number>> {
    const found = new Map((await this.run(this.countsOfOwner, { owner })).map((row) => [row.list, countOf(row.total, row.list)]));
    return Object.fromEntries(lists.map((list) => [list, found.get(list) ?? 0])) as Record<List, number>;
  }
}

/** A page read's failure as the store gives it: a stored number the page's SQL cannot format (abs() of -2^63) cannot be served. */
function pageFailure(error: unknown, table: string): unknown {
  return isStoredNumberOverflow(error) ? new StoredValueError(`${table}: a stored number is out of range (${(error as Error).message})`, { cause: error }) : error;
}

/** A list's exact total as the API gives it, a safe integer from 0: a counts row written around the checks may hold anything. */
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
