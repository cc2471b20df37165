/** SQLite's generated item_json columns (src/store/migrations/item-json-columns.ts). */
import { sql, type Kysely } from 'kysely';
import type { ItemJsonLists } from '../engine.js';
import { ITEM_JSON_COLUMN } from '../json-items.js';
import { sqliteItemSql } from './item-sql.js';

export async function addItemJson(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  for (const [table, fields] of Object.entries(lists.items)) {
    await sql`alter table ${sql.table(table)} add column ${sql.ref(ITEM_JSON_COLUMN)} text generated always as (${sqliteItemSql(fields)}) virtual`.execute(db);
    await sql.raw(`create index ${table}_listed_items on ${table} (${lists.ownerColumn}, ${lists.listed[table]}, ${ITEM_JSON_COLUMN})`).execute(db);
    await sql.raw(`drop index ${table}_listed`).execute(db);
  }
}

export async function dropItemJson(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  for (const table of Object.keys(lists.items)) {
    await sql.raw(`create index ${table}_listed on ${table} (${lists.ownerColumn}, ${lists.listed[table]})`).execute(db);
    await sql.raw(`drop index ${table}_listed_items`).execute(db);
    await sql.raw(`alter table ${table} drop column ${ITEM_JSON_COLUMN}`).execute(db);
  }
}
