/**
 * SQLite: each list row's API item as a generated `item_json` column, held in the list's index, so
 * a page concatenates entries instead of building objects (docs/performance.md). PostgreSQL cannot
 * (json_build_object is not immutable). A changed declaration needs a migration that drops and adds
 * the column (test/store/item-json.test.ts fails until it exists). Frozen with released migrations.
 */
import type { Kysely } from 'kysely';
import type { ItemJsonLists } from '../engine.js';
import { engineOf } from '../engines.js';

export type { ItemJsonLists };

export async function addItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  await engineOf(db).addItemJson(db, lists);
}

export async function dropItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  await engineOf(db).dropItemJson(db, lists);
}
