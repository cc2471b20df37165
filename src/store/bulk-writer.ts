/**
 * Many rows into one table fast, in large statements of the same text, inside the caller's
 * transaction. An upsert touches only a row of the same owner: another's is left and not counted,
 * so the caller finds it (docs/product-decisions.md "Putting data in"). Triggers run as always.
 */
import { quoted as quote, type FieldKind } from './json-items.js';

/** How the values of a column travel to PostgreSQL: an array of this type. */
export type PgColumnType = 'text' | 'int8' | 'float8';

/** The PostgreSQL array type of a declared field's column (src/store/json-items.ts kinds). */
export const PG_COLUMN_TYPE: Record<FieldKind, PgColumnType> = { text: 'text', int: 'int8', bool: 'int8', cents: 'int8', money: 'int8', ratio: 'int8', real: 'float8' };

export interface BulkTable {
  table: string;
  columns: readonly string[];
  /** PostgreSQL's type of each column's values, in `columns` order. */
  types: readonly PgColumnType[];
  /** Upsert on `id`, only over rows whose `ownerColumn` is the same; plain inserts without. */
  upsert?: { ownerColumn: string };
}

export interface BulkWriter {
  /** The rows one call of `write` should be given, for the fastest writes (any number works). */
  readonly batchSize: number;
  /** Writes the rows (values in `columns` order); returns how many rows were inserted or updated. */
  write(rows: readonly (readonly unknown[])[]): Promise<number>;
}

/** `insert into <table> (<columns>)` of `target`, and its `on conflict` clause (empty without upsert). */
export function insertParts(target: BulkTable): { insertInto: string; onConflict: string } {
  const onConflict = target.upsert
    ? ` on conflict (id) do update set ${target.columns
        .filter((column) => column !== 'id')
        .map((column) => `${quote(column)} = excluded.${quote(column)}`)
        .join(', ')} where ${quote(target.table)}.${quote(target.upsert.ownerColumn)} = excluded.${quote(target.upsert.ownerColumn)}`
    : '';
  return { insertInto: `insert into ${quote(target.table)} (${target.columns.map(quote).join(', ')})`, onConflict };
}
