/**
 * SQLite: each list row carries its API item as JSON text in a generated `item_json` column,
 * and the list's index (`<table>_listed`, src/store/migrations/counted-lists.ts) becomes one
 * that also holds it (`<table>_listed_items`). SQLite computes the column on every insert and
 * update of the row, in the same statement, so the item never lags the row; a shallow page
 * then reads its entries from the index and concatenates them instead of building an object
 * per row per read (docs/performance.md). PostgreSQL: nothing (its generated columns need
 * immutable expressions, and json_build_object is only stable); its page query builds the items.
 *
 * A store that ran such a migration keeps the items as they were declared then: a later change
 * to a declaration needs a migration of its own that drops and adds the column again (SQLite
 * cannot alter a generated column) and records the new fingerprint; test/store/item-json.test.ts
 * fails until it exists. What a released migration passed here is frozen with it.
 */
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ITEM_JSON_COLUMN, type ItemField } from '../json-items.js';
import { sqliteItemSql } from '../sqlite/item-sql.js';

export interface ItemJsonLists {
  ownerColumn: string;
  /** Each list's declared items. */
  items: Record<string, readonly ItemField[]>;
  /** Each list's index columns after the owner, as its `<table>_listed` index has them. */
  listed: Record<string, string>;
}

/** SHA-256 (first 16 hex digits) of the declarations a migration built its columns from. */
export const itemsFingerprint = (items: Record<string, readonly ItemField[]>): string => createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16);

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function addItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, fields] of Object.entries(lists.items)) {
    await sql`alter table ${sql.table(table)} add column ${sql.ref(ITEM_JSON_COLUMN)} text generated always as (${sqliteItemSql(fields)}) virtual`.execute(db);
    await sql.raw(`create index ${table}_listed_items on ${table} (${lists.ownerColumn}, ${lists.listed[table]}, ${ITEM_JSON_COLUMN})`).execute(db);
    await sql.raw(`drop index ${table}_listed`).execute(db);
  }
}

export async function dropItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of Object.keys(lists.items)) {
    await sql.raw(`create index ${table}_listed on ${table} (${lists.ownerColumn}, ${lists.listed[table]})`).execute(db);
    await sql.raw(`drop index ${table}_listed_items`).execute(db);
    await sql.raw(`alter table ${table} drop column ${ITEM_JSON_COLUMN}`).execute(db);
  }
}
