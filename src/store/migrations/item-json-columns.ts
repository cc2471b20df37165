/**
 * SQLite: each list row carries its API item as JSON text in a generated `item_json` column,
 * and the list's index (`<table>_listed`, src/store/migrations/counted-lists.ts) becomes one
 * that also holds it (`<table>_listed_items`). SQLite computes the column on every insert and
 * update of the row, in the same statement, so the item never lags the row; a shallow page
 * then reads its entries from the index and concatenates them instead of building an object
 * per row per read (docs/performance.md). PostgreSQL's column is kept by a trigger
 * instead (addTriggerKeptItemJson, below).
 *
 * A store that ran such a migration keeps the items as they were declared then: a later change
 * to a declaration needs a migration of its own that drops and adds the column again (SQLite
 * cannot alter a generated column) and records the new fingerprint; test/store/item-json.test.ts
 * fails until it exists. What a released migration passed here is frozen with it.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ITEM_JSON_COLUMN, postgresItemSql, sqliteItemSql, type ItemField } from '../json-items.js';

export interface ItemJsonLists {
  ownerColumn: string;
  /** Each list's declared items. */
  items: Record<string, readonly ItemField[]>;
  /** Each list's index columns after the owner, as its `<table>_listed` index has them. */
  listed: Record<string, string>;
}

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

/** Rows filled per statement when a PostgreSQL store that already has rows gets its items: each statement stays well inside STORE_TIMEOUT_MS. */
const FILL_BATCH = 5000;

/**
 * PostgreSQL: the same `item_json` column, kept by a row trigger before every insert and
 * update (a generated column there needs an immutable expression, and json_build_object is
 * only stable). The trigger runs in the writing statement, so the item never lags the row.
 * Rows already there are filled in batches in primary-key order, so that no statement of the
 * migration runs longer than a query may (STORE_TIMEOUT_MS) on a store of a million rows.
 * Each list's existing `<table>_listed` index still orders its pages; the rows of a page are
 * read from the table.
 */
export async function addTriggerKeptItemJson(db: Kysely<unknown>, items: Record<string, readonly ItemField[]>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, fields] of Object.entries(items)) {
    const compiled = postgresItemSql(fields, 'new').compile(db);
    if (compiled.parameters.length > 0) throw new Error(`${table}: an item expression must hold literals only`);
    await sql.raw(`alter table ${table} add column ${ITEM_JSON_COLUMN} text`).execute(db);
    await sql.raw(`create function ${table}_item_json() returns trigger language plpgsql as $$ begin new.${ITEM_JSON_COLUMN} := ${compiled.sql}; return new; end $$`).execute(db);
    await sql.raw(`create trigger ${table}_item_json before insert or update on ${table} for each row execute function ${table}_item_json()`).execute(db);
    // The trigger fills each row the update touches; `last` is the batch's greatest id in the
    // column's own collation, the order the next batch continues from.
    for (let after = ''; ; ) {
      const { rows } = await sql<{ last: string | null }>`with batch as (select id from ${sql.table(table)} where id > ${after} order by id limit ${FILL_BATCH}),
        touched as (update ${sql.table(table)} t set id = t.id from batch where t.id = batch.id)
        select max(id) as last from batch`.execute(db);
      if (rows[0]?.last == null) break;
      after = rows[0].last;
    }
    await sql.raw(`alter table ${table} alter column ${ITEM_JSON_COLUMN} set not null`).execute(db);
  }
}

export async function dropTriggerKeptItemJson(db: Kysely<unknown>, items: Record<string, readonly ItemField[]>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of Object.keys(items)) {
    await sql.raw(`drop trigger ${table}_item_json on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_item_json()`).execute(db);
    await sql.raw(`alter table ${table} drop column ${ITEM_JSON_COLUMN}`).execute(db);
  }
}
