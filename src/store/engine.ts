/**
 * What differs between the two stores, behind one interface: SQLite (the embedded default,
 * src/store/sqlite/) and PostgreSQL (DATABASE_URL, src/store/postgres/). The rest of the store
 * writes SQL once and asks its engine for the parts that differ.
 */
import type { Kysely } from 'kysely';
import type { BulkTable, BulkWriter } from './bulk-writer.js';
import type { ItemField } from './json-items.js';

export type StoreEngine = 'sqlite' | 'postgres';

export interface Engine {
  readonly name: StoreEngine;
  /**
   * The JSON array of the rows of `alias`, one object per row with the declared fields, in
   * `order` (SQL text of an ORDER BY list); an empty set gives `[]`. The same bytes on both engines.
   */
  jsonItemsSql(alias: string, fields: readonly ItemField[], order: string): string;
  /** The placeholder of a statement's parameter `n` (from 1). */
  placeholder(n: number): string;
  /**
   * A condition `column` is one of `values`, with SQL text that does not depend on how many
   * there are (so it is prepared once); `placeholder` is its one parameter's, given as `parameter`.
   */
  oneOf(column: string, values: readonly string[], placeholder: string): { sql: string; parameter: unknown };
  /** Many rows into one table fast, inside the caller's transaction (src/store/bulk-writer.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time; Kysely's types cannot follow it
  bulkWriter(db: Kysely<any>, target: BulkTable): BulkWriter;
  /** A LIMIT or OFFSET value at `placeholder`. */
  bound(placeholder: string): string;
  /** A (quoted) text column as a sort key in byte order, as an index of the list has it. */
  sortKey(column: string): string;
  /** The select list of a page's rows for `jsonItemsSql`: the list's `keys` and what the items are built from. */
  pageColumns(keys: readonly string[]): string;
  /** Its items' JSON may hold a number past JSON's range (an infinity written as `9.0e+999`). */
  readonly itemsMayOverflow: boolean;
  /** Text read back may stand for bytes that were not UTF-8 (as U+FFFD), so it may sort elsewhere than the stored text. */
  readonly keysMayBeLossy: boolean;
}
