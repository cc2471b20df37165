/**
 * Each list row's API item as a generated `item_json` column, so a page concatenates entries
 * instead of building objects (docs/performance.md): on SQLite a virtual column held in the list's
 * index (migrations 008 and 009); on PostgreSQL a stored column (migration 014: its generated
 * columns need immutable expressions, which took a wrapper of to_json). A changed declaration
 * needs a migration that drops and adds the column (test/store/item-json.test.ts fails until it
 * exists). Frozen with released migrations.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine, ItemJsonLists } from '../engine.js';
import { engineOf } from '../engines.js';
import type { ItemField } from '../json-items.js';
import { totalOrder } from '../list-declaration.js';
import type { CountedLists } from './counted-lists.js';

/** The migration `at` giving each part's lists their columns, in the indexes `counted` made, on the engines whose item JSON came then. */
export function itemJsonMigration(at: Engine['itemJsonAt'], ...parts: Array<[counted: CountedLists, items: Record<string, readonly ItemField[]>]>): Migration {
  const lists = parts.map(([counted, items]): ItemJsonLists => {
    const listed = Object.entries(counted.orders).map(([table, order]) => [table, totalOrder(order).map((key) => key.join(' ')).join(', ')]);
    return { ownerColumn: counted.ownerColumn, items, listed: Object.fromEntries(listed) };
  });
  const engineAt = (db: Kysely<unknown>) => {
    const engine = engineOf(db);
    return engine.itemJsonAt === at ? engine : null;
  };
  return {
    up: async (db) => {
      for (const part of lists) await engineAt(db)?.addItemJson(db, part);
    },
    down: async (db) => {
      for (const part of [...lists].reverse()) await engineAt(db)?.dropItemJson(db, part);
    },
  };
}
