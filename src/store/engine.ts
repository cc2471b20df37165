/**
 * What differs between the two stores, behind one interface: SQLite (the embedded default,
 * src/store/sqlite/) and PostgreSQL (DATABASE_URL, src/store/postgres/). The rest of the store
 * writes SQL once and asks its engine for the parts that differ.
 */
import type { ItemField } from './json-items.js';

export type StoreEngine = 'sqlite' | 'postgres';

export interface Engine {
  readonly name: StoreEngine;
  /**
   * The JSON array of the rows of `alias`, one object per row with the declared fields, in
   * `order` (SQL text of an ORDER BY list); an empty set gives `[]`. The same bytes on both engines.
   */
  jsonItemsSql(alias: string, fields: readonly ItemField[], order: string): string;
}
