/** PostgreSQL's schema work: the migration lock and tables of the connection's schema, a table's columns. */
import { sql, type Kysely } from 'kysely';
import type { StoredColumn } from '../engine.js';

/** The migration lock of a schema: (this key, the schema's hash), taken by the migrator and by a declared list's new table. */
export const MIGRATION_LOCK_CLASS = 0x4d_49_47_52; // "MIGR"

// Kysely looks for its migration tables in any schema; pinned to the connection's own schema,
// stores in different PostgreSQL schemas never see each other's history.
export async function migrationTableSchema(db: Kysely<unknown>): Promise<string | undefined> {
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
}

export async function lockMigrations(trx: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_CLASS)}, hashtext(current_schema()))`.execute(trx);
}

export async function storedColumns(db: Kysely<unknown>, table: string): Promise<StoredColumn[]> {
  const found = await sql<{ name: string; type: string; nullable: string }>`select column_name as name, data_type as type, is_nullable as nullable from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return found.rows.map((row) => ({ name: row.name, type: row.type.toLowerCase(), nullable: row.nullable === 'YES' }));
}
