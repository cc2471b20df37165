/** What differs between SQLite (src/store/sqlite/) and PostgreSQL (src/store/postgres/), behind one interface. */
/* eslint-disable @typescript-eslint/no-explicit-any -- any database or transaction, the tables chosen at run time */
import type { Kysely } from 'kysely';
import type { BulkTable, BulkWriter } from './bulk-writer.js';
import type { ItemField } from './json-items.js';

export type StoreEngine = 'sqlite' | 'postgres';

/** What may be shown of a store: never a password or a URL with credentials. */
export interface StoreSummary {
  engine: StoreEngine;
  /** Host and port (PostgreSQL); null for SQLite. */
  host: string | null;
  /** The database's name (PostgreSQL) or file (SQLite). */
  database: string;
}

/** The lists whose rows carry their item as JSON (src/store/migrations/item-json-columns.ts). */
export interface ItemJsonLists {
  ownerColumn: string;
  items: Record<string, readonly ItemField[]>;
  /** Each list's index columns after the owner, as its `<table>_listed` index has them. */
  listed: Record<string, string>;
}

/** A counts table and the column naming a row's owner there and in its lists (src/store/migrations/counted-lists.ts). */
export interface CountsOf {
  countsTable: string;
  ownerColumn: string;
}

/** An integer column: its least and greatest value. */
export type ValueRange = readonly [min: bigint, max: bigint];

export interface StoredColumn {
  name: string;
  type: string;
  nullable: boolean;
}

export interface Engine {
  readonly name: StoreEngine;
  /** The JSON array of the rows of `alias` in `order` (`[]` when none): the same bytes on both engines. */
  jsonItemsSql(alias: string, order: string): string;
  /** The placeholder of a statement's parameter `n` (from 1). */
  placeholder(n: number): string;
  /** `column` is one of `values`, in SQL text that does not depend on how many (prepared once). */
  oneOf(column: string, values: readonly string[], placeholder: string): { sql: string; parameter: unknown };
  /** Many rows into one table fast, inside the caller's transaction (src/store/bulk-writer.ts). */
  bulkWriter(db: Kysely<any>, target: BulkTable): BulkWriter;
  /** A LIMIT or OFFSET value at `placeholder`. */
  bound(placeholder: string): string;
  /** A (quoted) text column as a sort key in byte order, as an index of the list has it. */
  sortKey(column: string): string;
  /**
   * One statement reading many pages of one shape (PostgreSQL): `page` is the page statement
   * with its values as columns (`column(name)`); the statement's parameters are one array per
   * column of `columns`, the n-th page's values at n, and each row carries its page's number
   * (from 1) as `i`. Absent where a turn's reads are batched otherwise (SQLite).
   */
  manyPagesSql?(columns: ReadonlyArray<readonly [name: string, type: 'text' | 'int8']>, page: (column: (name: string) => string) => string): string;
  /** Its items' JSON may hold a number past JSON's range (an infinity written as `9.0e+999`). */
  readonly itemsMayOverflow: boolean;
  /** Text read back may stand for bytes that were not UTF-8 (as U+FFFD), so it may sort elsewhere than the stored text. */
  readonly keysMayBeLossy: boolean;
  /** The schema Kysely's migration tables are kept in (PostgreSQL: the connection's own); none on SQLite. */
  migrationTableSchema(db: Kysely<any>): Promise<string | undefined>;
  /** Takes the schema's migration lock until the end of the transaction `trx` (SQLite's one writer is its lock). */
  lockMigrations(trx: Kysely<any>): Promise<void>;
  /** A table's columns as the store has them (none: no such table); a generated item_json is not one. */
  storedColumns(db: Kysely<any>, table: string): Promise<StoredColumn[]>;
  /** The store as a command names it: SQLite's file (in `dataDir`), PostgreSQL's host and database. */
  describe(summary: StoreSummary, dataDir: string): string;
  forBulkWrites(db: Kysely<any>): Promise<void>;
  /**
   * Sets aside the lists' per-row work (checks, counts) for a bulk load (src/store/sqlite/bulk-load.ts);
   * null: none. `restore` checks the owner's rows, counts them and puts the triggers back; it throws
   * (the caller rolls back) on a value the store refuses.
   */
  setAsideRowWork(db: Kysely<any>, tables: ReadonlyArray<{ table: string; ownerColumn: string; owner: string }>): Promise<{ restore(): Promise<void> } | null>;
  /** What a counts table needs besides itself (PostgreSQL: the function its lists' triggers call). */
  addCounter(db: Kysely<any>, counts: CountsOf): Promise<void>;
  dropCounter(db: Kysely<any>, countsTable: string): Promise<void>;
  /** The triggers that keep a list's counts rows, in the transaction of every insert, delete and update. */
  addCountTriggers(db: Kysely<any>, counts: CountsOf, table: string): Promise<void>;
  dropCountTriggers(db: Kysely<any>, table: string): Promise<void>;
  /** Each row's item as JSON in an `item_json` column, kept by the store on every write; pages are read from it. */
  addItemJson(db: Kysely<any>, lists: ItemJsonLists): Promise<void>;
  /** The migrations that gave the released lists their item JSON: SQLite's at 008 and 009, PostgreSQL's at 014 (src/store/migrations/item-json-columns.ts). */
  readonly itemJsonAt: '008-009' | '014';
  dropItemJson(db: Kysely<any>, lists: ItemJsonLists): Promise<void>;
  /** Refuses a write of a number of `ranges`' columns outside its range (migration 011); `<table>_values`. */
  addValueChecks(db: Kysely<any>, table: string, ranges: Readonly<Record<string, ValueRange>>): Promise<void>;
  /** Refuses a write of a text longer than its limit, in characters (migration 013); `<table>_lengths`. */
  addLengthChecks(db: Kysely<any>, table: string, limits: Readonly<Record<string, number>>): Promise<void>;
  /** Drops a table's checks of one kind, made for `columns` columns. */
  dropChecks(db: Kysely<any>, table: string, kind: 'values' | 'lengths', columns: number): Promise<void>;
  /** A failure that says the store cannot be reached or cannot take the statement now (a 503). */
  isUnavailable(error: unknown): boolean;
  /** A statement that failed on a stored number out of range. */
  isNumberOverflow(error: unknown): boolean;
}
