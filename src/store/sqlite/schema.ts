/** SQLite's schema work: a table's columns, the count triggers of lists, their generated item_json columns. */
import { sql, type Kysely } from 'kysely';
import type { CountsOf, ItemJsonLists, StoredColumn } from '../engine.js';
import { ITEM_JSON_COLUMN } from '../json-items.js';
import { sqliteItemSql } from './item-sql.js';

/** table_info leaves out the generated item_json. */
export async function storedColumns(db: Kysely<unknown>, table: string): Promise<StoredColumn[]> {
  const found = await sql<{ name: string; type: string; notnull: number }>`select name, type, "notnull" from pragma_table_info(${table})`.execute(db);
  return found.rows.map((row) => ({ name: row.name, type: row.type.toLowerCase(), nullable: row.notnull === 0 }));
}

/** A row trigger per write (src/store/migrations/counted-lists.ts). */
export async function addCountTriggers(db: Kysely<unknown>, { countsTable, ownerColumn: owner }: CountsOf, table: string): Promise<void> {
  const add = `insert into ${countsTable} (${owner}, list, total, version) values (new.${owner}, '${table}', 1, 1)
       on conflict (${owner}, list) do update set total = total + 1, version = version + 1;`;
  const remove = `update ${countsTable} set total = total - 1, version = version + 1 where ${owner} = old.${owner} and list = '${table}';`;
  await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${table}_count_delete after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger ${table}_count_update after update on ${table} begin ${remove} ${add} end`).execute(db);
}

export async function dropCountTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_count_${event}`).execute(db);
}

/** Each row's item as a generated column in the list's index (src/store/migrations/item-json-columns.ts). */
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
