/** SQLite's count triggers (src/store/migrations/counted-lists.ts): a row trigger per write. */
import { sql, type Kysely } from 'kysely';
import type { CountsOf } from '../engine.js';

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
