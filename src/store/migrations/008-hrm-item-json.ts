/**
 * SQLite: each HR list row carries its API item as JSON text in a generated `item_json`
 * column, and the list's index (migration 007's `<table>_listed`) becomes one that also holds
 * it. SQLite computes the column on every insert and update of the row, in the same
 * statement, so the item never lags the row; a shallow page then reads 20 index entries and
 * concatenates them instead of building 20 objects per read (docs/performance.md).
 *
 * The items come from src/store/tables/hrm-items.ts. A store that ran this migration keeps the
 * items as they were declared then, so a later change to a declaration needs a migration of
 * its own that drops and adds the column again (SQLite cannot alter a generated column) and
 * records the new ITEMS_FINGERPRINT; test/store/item-json.test.ts fails until it exists.
 *
 * PostgreSQL: nothing. Its generated columns need immutable expressions, and json_build_object
 * is only stable; its page query builds the items (src/store/json-items.ts).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ITEM_JSON_COLUMN, sqliteItemSql } from '../json-items.js';
import { HRM_ITEMS } from '../tables/hrm-items.js';

/** Each list's index columns after the company, as migration 007 made them (frozen here). */
const LISTED: Record<keyof typeof HRM_ITEMS, string> = {
  hrm_employees: 'employee_number asc, id asc',
  hrm_attendance: 'work_date desc, employee_id asc, id asc',
  hrm_leave_requests: 'start_date desc, id asc',
  hrm_payroll_runs: 'period desc, id asc',
  hrm_documents: 'created_at desc, id asc',
};

/** SHA-256 (first 16 hex digits) of JSON.stringify(HRM_ITEMS) as this migration built the columns. */
export const ITEMS_FINGERPRINT = 'c597f671f34efe09';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [table, fields] of Object.entries(HRM_ITEMS)) {
    await sql`alter table ${sql.table(table)} add column ${sql.ref(ITEM_JSON_COLUMN)} text generated always as (${sqliteItemSql(fields)}) virtual`.execute(db);
    await sql.raw(`create index ${table}_listed_items on ${table} (company_id, ${LISTED[table as keyof typeof LISTED]}, ${ITEM_JSON_COLUMN})`).execute(db);
    await sql.raw(`drop index ${table}_listed`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of Object.keys(HRM_ITEMS)) {
    await sql.raw(`create index ${table}_listed on ${table} (company_id, ${LISTED[table as keyof typeof LISTED]})`).execute(db);
    await sql.raw(`drop index ${table}_listed_items`).execute(db);
    await sql.raw(`alter table ${table} drop column ${ITEM_JSON_COLUMN}`).execute(db);
  }
}
