/**
 * PostgreSQL's schema work: the migration lock and tables of the connection's schema, a table's
 * columns, and the count triggers of lists (src/store/migrations/counted-lists.ts): one function
 * per counts table for every list; statement-level triggers count a bulk insert in one upsert.
 */
import { sql, type Kysely } from 'kysely';
import type { CountsOf, StoredColumn } from '../engine.js';

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
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`.execute(db);
  return found.rows.map((row) => ({ name: row.name, type: row.type.toLowerCase(), nullable: row.nullable === 'YES' }));
}

const countRowsOf = (countsTable: string) => `${countsTable}_count_rows`;

export async function addCounter(db: Kysely<unknown>, { countsTable, ownerColumn: owner }: CountsOf): Promise<void> {
  await sql
    .raw(
      `create function ${countRowsOf(countsTable)}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update ${countsTable} c set total = c.total - d.n, version = c.version + 1
            from (select ${owner}, count(*) as n from old_rows group by ${owner}) d
            where c.${owner} = d.${owner} and c.list = tg_table_name;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ${countsTable} (${owner}, list, total, version)
            select ${owner}, tg_table_name, count(*), 1 from new_rows group by ${owner}
            on conflict (${owner}, list) do update
              set total = ${countsTable}.total + excluded.total, version = ${countsTable}.version + 1;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
}

export async function dropCounter(db: Kysely<unknown>, countsTable: string): Promise<void> {
  await sql.raw(`drop function ${countRowsOf(countsTable)}()`).execute(db);
}

/** The transition tables each count trigger reads. */
const TRANSITIONS = {
  insert: 'new table as new_rows',
  delete: 'old table as old_rows',
  update: 'old table as old_rows new table as new_rows',
};

export async function addCountTriggers(db: Kysely<unknown>, { countsTable }: CountsOf, table: string): Promise<void> {
  for (const [event, rows] of Object.entries(TRANSITIONS)) {
    await sql.raw(`create trigger ${table}_count_${event} after ${event} on ${table} referencing ${rows} for each statement execute function ${countRowsOf(countsTable)}()`).execute(db);
  }
}

export async function dropCountTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of Object.keys(TRANSITIONS)) await sql.raw(`drop trigger ${table}_count_${event} on ${table}`).execute(db);
}
