/**
 * Lists at a million rows (docs/performance.md): a counts table kept by triggers in every write's
 * transaction (its `version` tells cached positions they are stale), and one index per list in
 * its full order (`id` last). What a released migration passed here is frozen: only add.
 */
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engines.js';
import { totalOrder, type Order } from '../list-declaration.js';
import { createTable } from './create-table.js';

export interface CountedLists {
  countsTable: string;
  ownerColumn: string;
  /** Each list's order as the API documents it; `id` is appended where it is not already last. */
  orders: Record<string, Order>;
}

export async function addCountedLists(db: Kysely<unknown>, lists: CountedLists): Promise<void> {
  const engine = engineOf(db);
  const { countsTable, ownerColumn: owner } = lists;
  const columns = { [owner]: 'text', list: 'text', total: 'bigint', version: 'bigint' };
  await createTable(db, countsTable, columns, { primaryKey: [owner, 'list'] });

  await engine.addCounter(db, lists);

  for (const [table, order] of Object.entries(lists.orders)) await addCountedList(db, lists, table, order);
}

/**
 * One list's ordered index, its counts rows and its triggers, into a counts table (and, on
 * PostgreSQL, its counting function) that addCountedLists made already.
 */
export async function addCountedList(db: Kysely<unknown>, lists: Pick<CountedLists, 'countsTable' | 'ownerColumn'>, table: string, order: Order): Promise<void> {
  const engine = engineOf(db);
  const { countsTable, ownerColumn: owner } = lists;
  const keyList = totalOrder(order)
    .map(([column, direction]) => `${engine.sortKey(column)} ${direction}`)
    .join(', ');
  await sql.raw(`create index ${table}_listed on ${table} (${owner}, ${keyList})`).execute(db);
  await sql.raw(`insert into ${countsTable} (${owner}, list, total, version) select ${owner}, '${table}', count(*), 1 from ${table} group by ${owner}`).execute(db);
  await engine.addCountTriggers(db, lists, table);
}

export async function dropCountedLists(db: Kysely<unknown>, lists: CountedLists): Promise<void> {
  const engine = engineOf(db);
  for (const table of Object.keys(lists.orders)) {
    await engine.dropCountTriggers(db, table);
    await sql.raw(`drop index ${table}_listed`).execute(db);
  }
  await engine.dropCounter(db, lists.countsTable);
  await db.schema.dropTable(lists.countsTable).execute();
}
