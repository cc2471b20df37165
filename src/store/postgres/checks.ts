/**
 * PostgreSQL's checks of list values (migrations 011, 013): one CHECK constraint per table and
 * kind, `<table>_<kind>`, added NOT VALID: it holds every row written from now on, and an
 * upgrade never fails on a row written before (an operator checks those with `alter table
 * <table> validate constraint <table>_<kind>`, docs/production.md). Its text cannot hold NUL or
 * bytes that are not UTF-8 in the first place.
 */
import { sql, type Kysely } from 'kysely';
import type { ValueRange } from '../engine.js';

async function addCheck(db: Kysely<unknown>, table: string, kind: string, conditions: string[]): Promise<void> {
  if (conditions.length > 0) await sql.raw(`alter table ${table} add constraint ${table}_${kind} check (${conditions.join(' and ')}) not valid`).execute(db);
}

export const addValueChecks = (db: Kysely<unknown>, table: string, ranges: Readonly<Record<string, ValueRange>>) =>
  addCheck(db, table, 'values', Object.entries(ranges).map(([column, [min, max]]) => `${column} between ${min} and ${max}`));

/** Lengths in characters, as JSON Schema's maxLength counts code points. */
export const addLengthChecks = (db: Kysely<unknown>, table: string, limits: Readonly<Record<string, number>>) =>
  addCheck(db, table, 'lengths', Object.entries(limits).map(([column, max]) => `char_length(${column}) <= ${max}`));

export async function dropChecks(db: Kysely<unknown>, table: string, kind: 'values' | 'lengths', columns: number): Promise<void> {
  if (columns > 0) await sql.raw(`alter table ${table} drop constraint ${table}_${kind}`).execute(db);
}
