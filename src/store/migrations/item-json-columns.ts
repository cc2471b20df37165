/**
 * SQLite: each list row's API item as a generated `item_json` column, held in the list's index, so
 * a page concatenates entries instead of building objects (docs/performance.md). PostgreSQL cannot
 * (json_build_object is not immutable). A changed declaration needs a migration that drops and adds
 * the column (test/store/item-json.test.ts fails until it exists). Frozen with released migrations.
 */
import type { Kysely, Migration } from 'kysely';
import type { ItemJsonLists } from '../engine.js';
import { engineOf } from '../engines.js';
import type { ItemField } from '../json-items.js';
import { totalOrder } from '../list-declaration.js';
import type { CountedLists } from './counted-lists.js';

export type { ItemJsonLists };

export async function addItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  await engineOf(db).addItemJson(db, lists);
}

/** The migration giving `items`' lists their columns, in the indexes `counted` made. */
export function itemJsonMigration(counted: CountedLists, items: Record<string, readonly ItemField[]>): Migration {
  const listed = Object.entries(counted.orders).map(([table, order]) => [table, totalOrder(order).map((key) => key.join(' ')).join(', ')]);
  const lists: ItemJsonLists = { ownerColumn: counted.ownerColumn, items, listed: Object.fromEntries(listed) };
  return { up: (db) => addItemJsonColumns(db, lists), down: (db) => engineOf(db).dropItemJson(db, lists) };
}
