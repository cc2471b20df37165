/**
 * PostgreSQL: each HR and marketing list row keeps its API item as JSON in an `item_json`
 * column kept by a row trigger (src/store/migrations/item-json-columns.ts), from the same
 * declarations SQLite's generated columns were built from (008, 009). SQLite: nothing.
 */
import type { Kysely } from 'kysely';
import { HRM_ITEMS } from '../tables/hrm-items.js';
import { MARKETING_ITEMS } from '../tables/marketing-items.js';
import { addTriggerKeptItemJson, dropTriggerKeptItemJson } from './item-json-columns.js';

const ITEMS = { ...HRM_ITEMS, ...MARKETING_ITEMS };

export const up = (db: Kysely<unknown>): Promise<void> => addTriggerKeptItemJson(db, ITEMS);
export const down = (db: Kysely<unknown>): Promise<void> => dropTriggerKeptItemJson(db, ITEMS);
