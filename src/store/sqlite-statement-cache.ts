/**
 * better-sqlite3 behind Kysely's SqliteDialect prepares a new statement for every query;
 * under load `prepare` alone was ~8% of the busy time of an HR list (docs/performance.md).
 * This wrapper hands the dialect the same prepared statement for the same SQL text. It is
 * safe because better-sqlite3 runs each `all`/`run` to completion synchronously; the one
 * re-entrant use, `iterate` (Kysely's `.stream()`), gets a fresh statement so two streams
 * never share a cursor. SQLite re-prepares a cached statement itself after a schema change.
 */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Rows as objects, built by a function compiled for the statement's columns: better-sqlite3
 * sets each column on a fresh object one by one, which cost ~35% more than reading raw
 * arrays and building objects of one shape (docs/performance.md). A later column of the
 * same name wins, as in better-sqlite3's own objects.
 */
function readRows(statement: Statement): (parameters: ReadonlyArray<unknown>) => unknown[] {
  const names = statement.columns().map((column) => column.name);
  // A `__proto__` key in an object literal would set the prototype, not a column.
  if (names.includes('__proto__')) return (parameters) => statement.all(parameters as unknown[]);
  const raw = statement.raw(true);
  const build = new Function('row', `return { ${names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`).join(', ')} };`) as (row: unknown[]) => unknown;
  return (parameters) => {
    const rows = raw.all(parameters as unknown[]) as unknown[][];
    for (let i = 0; i < rows.length; i++) rows[i] = build(rows[i]) as unknown[];
    return rows;
  };
}

/** Distinct SQL texts kept; the store's query shapes number in the dozens, bulk inserts vary by batch size. */
const MAX_STATEMENTS = 500;

export function withStatementCache(database: SqliteDatabase, max = MAX_STATEMENTS): KyselySqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => void database.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        // Most recently used last, so the oldest is the one dropped.
        cache.delete(sqlText);
        cache.set(sqlText, statement);
        return statement;
      }
      const shared = database.prepare(sqlText);
      statement = {
        reader: shared.reader,
        all: shared.reader ? readRows(shared) : (parameters) => shared.all(parameters as unknown[]),
        run: (parameters) => shared.run(parameters as unknown[]),
        iterate: (parameters) => database.prepare(sqlText).iterate(parameters as unknown[]),
      };
      cache.set(sqlText, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
