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

/**
 * Reads share one read transaction per turn of the event loop. In WAL mode every transaction
 * takes and drops a read lock on the -shm file, two fcntl calls; on this VM those cost 6 to 9%
 * of an HR list request (docs/performance.md, "Half-second slices, and one read transaction
 * per turn"). Under load one
 * turn answers many requests, so the first read of a turn opens a transaction (BEGIN takes no
 * lock until it reads) and the turn's end (setImmediate) commits it. Anything that is not a
 * read-only query (a write, a RETURNING statement, BEGIN of a store transaction, a stream)
 * commits the shared read first and runs as before, so a write is durable when its call
 * returns and a read after it, in this process, sees it. A read inside a store transaction
 * joins that transaction, as before. Other processes see no difference: WAL readers block no
 * writer, and the snapshot is at most one turn old, as if the read had come a moment earlier.
 */
class TurnReads {
  private open = false;
  private readonly begin: Statement;
  private readonly commit: Statement;

  constructor(private readonly database: SqliteDatabase) {
    this.begin = database.prepare('begin');
    this.commit = database.prepare('commit');
  }

  /** Before a read-only query: inside a transaction already (a store's, or this turn's), or opens this turn's. */
  beforeRead(): void {
    if (this.database.inTransaction) return;
    this.begin.run();
    this.open = true;
    setImmediate(() => this.end());
  }

  /** Commits this turn's read transaction, if one is open; before anything but a read, and at the turn's end. */
  end(): void {
    if (!this.open) return;
    this.open = false;
    if (this.database.inTransaction) this.commit.run();
  }
}

export function withStatementCache(database: SqliteDatabase, max = MAX_STATEMENTS): KyselySqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const reads = new TurnReads(database);
  return {
    close: () => {
      reads.end();
      database.close();
    },
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        // Most recently used last, so the oldest is the one dropped.
        cache.delete(sqlText);
        cache.set(sqlText, statement);
        return statement;
      }
      const shared = database.prepare(sqlText);
      // `readonly` is also true of BEGIN, COMMIT and SAVEPOINT, which are not readers.
      const readOnly = shared.reader && shared.readonly;
      const readRowsOf = shared.reader ? readRows(shared) : null;
      statement = {
        reader: shared.reader,
        all: (parameters) => {
          if (readOnly) reads.beforeRead();
          else reads.end();
          return readRowsOf ? readRowsOf(parameters) : shared.all(parameters as unknown[]);
        },
        run: (parameters) => {
          reads.end();
          return shared.run(parameters as unknown[]);
        },
        iterate: (parameters) => {
          // A stream outlives the turn: it runs outside the shared read, as before.
          reads.end();
          return database.prepare(sqlText).iterate(parameters as unknown[]);
        },
      };
      cache.set(sqlText, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
