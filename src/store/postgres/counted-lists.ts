/**
 * PostgreSQL's count triggers (src/store/migrations/counted-lists.ts): one function per counts
 * table for every list; statement-level triggers count a bulk insert in one upsert.
 */
import { sql, type Kysely } from 'kysely';
import type { CountsOf } from '../engine.js';

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

export async function addCountTriggers(db: Kysely<unknown>, { countsTable }: CountsOf, table: string): Promise<void> {
  const countRows = countRowsOf(countsTable);
  await sql.raw(`create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${countRows}()`).execute(db);
  await sql.raw(`create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${countRows}()`).execute(db);
  await sql
    .raw(`create trigger ${table}_count_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${countRows}()`)
    .execute(db);
}

export async function dropCountTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_count_${event} on ${table}`).execute(db);
}
