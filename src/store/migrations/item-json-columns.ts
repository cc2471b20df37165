/**
 * SQLite: each list row's API item as a generated `item_json` column, held in the list's index, so
 * a page concatenates entries instead of building objects (docs/performance.md). PostgreSQL cannot
 * (json_build_object is not immutable). A changed declaration needs a migration that drops and adds
 * the column (test/store/item-json.test.ts fails until it exists). Frozen with released migrations.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ItemJsonLists } from '../engine.js';
import { engineOf } from '../engines.js';
import type { ItemField } from '../json-items.js';

export type { ItemJsonLists };

/** SHA-256 (first 16 hex digits) of the declarations a migration built its columns from. */
export const itemsFingerprint = (items: Record<string, readonly ItemField[]>): string => createHash('sha256').update(JSON.stringify(items)).digest('hex').slice(0, 16);

export async function addItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  await engineOf(db).addItemJson(db, lists);
}

export async function dropItemJsonColumns(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  await engineOf(db).dropItemJson(db, lists);
}
