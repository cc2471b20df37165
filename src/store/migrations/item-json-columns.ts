/**
 * SQLite (src/store/sqlite/item-json.ts): each list row carries its API item as JSON text in a generated `item_json` column,
 * and the list's index (`<table>_listed`, src/store/migrations/counted-lists.ts) becomes one
 * that also holds it (`<table>_listed_items`). SQLite computes the column on every insert and
 * update of the row, in the same statement, so the item never lags the row; a shallow page
 * then reads its entries from the index and concatenates them instead of building an object
 * per row per read (docs/performance.md). PostgreSQL: nothing (its generated columns need
 * immutable expressions, and json_build_object is only stable); its page query builds the items.
 *
 * A store that ran such a migration keeps the items as they were declared then: a later change
 * to a declaration needs a migration of its own that drops and adds the column again (SQLite
 * cannot alter a generated column) and records the new fingerprint; test/store/item-json.test.ts
 * fails until it exists. What a released migration passed here is frozen with it.
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
