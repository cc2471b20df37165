/**
 * Many rows into one table fast, for imports and the benchmark seed: the rows are written in
 * large statements whose SQL text is the same from batch to batch, inside the caller's
 * transaction.
 * - SQLite: a multi-row `insert … values (?, …), (?, …)` of ROWS_PER_STATEMENT rows, so one
 *   prepare and one call serve a whole batch.
 * - PostgreSQL: one `insert … select * from unnest($1::text[], $2::int8[], …)` per batch: a
 *   parameter per column whatever the number of rows, so a statement of thousands of rows is
 *   parsed once and sent as a few arrays (pg sends a parameter per value otherwise, and
 *   PostgreSQL allows 65,535).
 * An upsert (`conflict: 'id'`) updates a row of the same id instead, but only a row of the
 * same owner: a row another owner holds is left as it is and not counted among the rows
 * written, so the caller finds it (docs/product-decisions.md "Putting data in").
 * Triggers run as for any write: list counts and their versions (migrations 005, 007), the
 * value checks (011), SQLite's item JSON (008, 009).
 */
import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { StoreEngine } from './engine.js';
import type { FieldKind } from './json-items.js';

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

/**
 * SQLite rows per statement: as many as SQLite's 32,766 parameters allow (2,909 rows of 11
 * columns). 200,000 rows of marketing ad performance took 5.3 to 5.6 s so, against 6.9 to 7.4 s
 * at 500 rows per statement and 6.1 to 8.1 s at 100 (docs/performance.md "Loading data").
 */
const SQLITE_PARAMETERS = 32_000;
const SQLITE_MAX_ROWS = 5_000;
/** PostgreSQL rows per statement. */
const POSTGRES_MAX_ROWS = 5_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface BulkWriter {
  /** The rows one call of `write` should be given, for the fastest writes (any number works). */
  readonly batchSize: number;
  /** Writes the rows (values in `columns` order); returns how many rows were inserted or updated. */
  write(rows: readonly (readonly unknown[])[]): Promise<number>;
}

/** The engine behind a Kysely instance or transaction. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database or transaction: only its adapter is read
export const engineOf = (db: Kysely<any>): StoreEngine => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time; Kysely's types cannot follow it
export function bulkWriter(db: Kysely<any>, target: BulkTable): BulkWriter {
  const engine = engineOf(db);
  const columns = target.columns.map(quote).join(', ');
  const onConflict = target.upsert
    ? ` on conflict (id) do update set ${target.columns
        .filter((column) => column !== 'id')
        .map((column) => `${quote(column)} = excluded.${quote(column)}`)
        .join(', ')} where ${quote(target.table)}.${quote(target.upsert.ownerColumn)} = excluded.${quote(target.upsert.ownerColumn)}`
    : '';
  const width = target.columns.length;

  if (engine === 'postgres') {
    const arrays = target.types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
    const text = `insert into ${quote(target.table)} (${columns}) select * from unnest(${arrays})${onConflict}`;
    const bigint = target.types.map((type) => type === 'int8');
    return {
      batchSize: POSTGRES_MAX_ROWS,
      async write(rows) {
        let written = 0;
        for (let start = 0; start < rows.length; start += POSTGRES_MAX_ROWS) {
          const batch = rows.slice(start, start + POSTGRES_MAX_ROWS);
          const parameters = target.columns.map((_, column) =>
            batch.map((row) => {
              const value = row[column];
              // int8 values beyond 2^53 travel as text (cents are bigints); pg writes a number as it prints.
              return bigint[column] && typeof value === 'bigint' ? value.toString() : value;
            }),
          );
          const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
          written += Number(result.numAffectedRows ?? 0n);
        }
        return written;
      },
    };
  }

  const perStatement = Math.max(1, Math.min(SQLITE_MAX_ROWS, Math.floor(SQLITE_PARAMETERS / width)));
  const tuple = `(${new Array(width).fill('?').join(', ')})`;
  const textFor = new Map<number, string>();
  const statementOf = (rows: number) => {
    let text = textFor.get(rows);
    if (text === undefined) textFor.set(rows, (text = `insert into ${quote(target.table)} (${columns}) values ${new Array(rows).fill(tuple).join(', ')}${onConflict}`));
    return text;
  };
  return {
    batchSize: perStatement * 2,
    async write(rows) {
      let written = 0;
      for (let start = 0; start < rows.length; start += perStatement) {
        const count = Math.min(perStatement, rows.length - start);
        const parameters = new Array<unknown>(count * width);
        for (let r = 0; r < count; r++) {
          const row = rows[start + r];
          for (let c = 0; c < width; c++) parameters[r * width + c] = row[c];
        }
        const result = await db.executeQuery(CompiledQuery.raw(statementOf(count), parameters));
        written += Number(result.numAffectedRows ?? 0n);
      }
      return written;
    },
  };
}

/**
 * A condition `column` is one of `values`, with SQL text that does not depend on how many
 * there are (so it is prepared once): PostgreSQL `= any($n::text[])`, SQLite a JSON array read
 * by json_each. Returns the SQL and its one parameter; `placeholder` is `?` or `$n`.
 */
export function oneOf(engine: StoreEngine, column: string, values: readonly string[], placeholder: string): { sql: string; parameter: unknown } {
  if (engine === 'postgres') return { sql: `${column} = any(${placeholder}::text[])`, parameter: values };
  return { sql: `${column} in (select value from json_each(${placeholder}))`, parameter: JSON.stringify(values) };
}
