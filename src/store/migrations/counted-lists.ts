/**
 * Lists at a million rows (docs/performance.md), for the migrations that set them up:
 * - a counts table holds the exact row count of every list per owner, kept by triggers in the
 *   same transaction as every insert, delete and update, so a list's total needs no count(*)
 *   over the owner's rows. Its `version` grows with every write, so positions cached in
 *   memory (src/store/list-positions.ts) know when they are stale;
 * - one index per list in its full documented order (`id` last), so a page is a range scan
 *   with no sort, and a seek from a known position needs no offset from the start.
 *   PostgreSQL sorts text by `collate "C"` (byte order, as on SQLite), so its index says so.
 * What a released migration passed here is frozen with it; this code changes only by adding.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Order } from '../list-declaration.js';

export interface CountedLists {
  countsTable: string;
  ownerColumn: string;
  /** Each list's order as the API documents it; `id` is appended where it is not already last. */
  orders: Record<string, Order>;
}

const fullOrder = (order: Order): Order => (order.some(([column]) => column === 'id') ? order : [...order, ['id', 'asc']]);

export async function addCountedLists(db: Kysely<unknown>, lists: CountedLists): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { countsTable, ownerColumn: owner } = lists;
  await db.schema
    .createTable(countsTable)
    .addColumn(owner, 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${countsTable}_pk`, [owner, 'list'])
    .execute();

  const countRows = `${countsTable}_count_rows`;
  if (postgres) {
    // One function for every list; statement-level triggers count a bulk insert in one upsert.
    await sql
      .raw(
        `create function ${countRows}() returns trigger language plpgsql as $$
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

  for (const [table, order] of Object.entries(lists.orders)) await addCountedList(db, lists, table, order);
}

/**
 * One list's ordered index, its counts rows and its triggers, into a counts table (and, on
 * PostgreSQL, its counting function) that addCountedLists made already.
 */
export async function addCountedList(db: Kysely<unknown>, lists: Pick<CountedLists, 'countsTable' | 'ownerColumn'>, table: string, order: Order): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { countsTable, ownerColumn: owner } = lists;
  const countRows = `${countsTable}_count_rows`;
  const keyList = fullOrder(order)
    .map(([column, direction]) => `${column}${postgres ? ' collate "C"' : ''} ${direction}`)
    .join(', ');
  await sql.raw(`create index ${table}_listed on ${table} (${owner}, ${keyList})`).execute(db);
  await sql.raw(`insert into ${countsTable} (${owner}, list, total, version) select ${owner}, '${table}', count(*), 1 from ${table} group by ${owner}`).execute(db);

  if (postgres) {
    await sql.raw(`create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${countRows}()`).execute(db);
    await sql.raw(`create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${countRows}()`).execute(db);
    await sql
      .raw(`create trigger ${table}_count_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${countRows}()`)
      .execute(db);
  } else {
    const add = `insert into ${countsTable} (${owner}, list, total, version) values (new.${owner}, '${table}', 1, 1)
         on conflict (${owner}, list) do update set total = total + 1, version = version + 1;`;
    const remove = `update ${countsTable} set total = total - 1, version = version + 1 where ${owner} = old.${owner} and list = '${table}';`;
    await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${add} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_update after update on ${table} begin ${remove} ${add} end`).execute(db);
  }
}

export async function dropCountedLists(db: Kysely<unknown>, lists: CountedLists): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of Object.keys(lists.orders)) {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_count_${event}${postgres ? ` on ${table}` : ''}`).execute(db);
    await sql.raw(`drop index ${table}_listed`).execute(db);
  }
  if (postgres) await sql.raw(`drop function ${lists.countsTable}_count_rows()`).execute(db);
  await db.schema.dropTable(lists.countsTable).execute();
}
