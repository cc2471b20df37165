/** SQLite's list reads: on the store's own connection, outside Kysely, the reads of one turn together. */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { ListStatementRunner } from '../list-page-sql.js';

/** Distinct statement texts kept prepared (the most recently used); a store's list shapes number in the dozens. */
const MAX_STATEMENTS = 500;

/**
 * The SQLite runner, and the database handed to Kysely, on one better-sqlite3 connection.
 *
 * Statements are prepared once per text and kept. better-sqlite3 runs each `all` to the end
 * synchronously, so one statement serves every request.
 *
 * List reads asked for in one turn of the event loop run together at its end (setImmediate),
 * one after another in one read transaction. Run back to back, a page's statement costs about
 * what it costs in a tight loop; run between the rest of each request's work, whose code and
 * data had evicted SQLite's from the CPU caches, it costs two to three times that
 * (docs/performance.md). One transaction per turn also spares each read the -shm read lock's
 * two fcntl calls. A request waits for the end of the turn it asked in
 * and no longer: the reads run before the event loop polls for more I/O.
 *
 * The read transaction opens and commits within that one synchronous run, so nothing Kysely
 * runs (a write, a read, a store transaction) ever finds it open: a write is durable when its
 * call returns, and a list read asked for after it, in this process, sees it. Other processes
 * see no difference: WAL readers block no writer, and a read's snapshot is taken at the end of
 * the turn it was asked in, as if the request had come a moment later. The page and its total
 * are one statement, so they agree whether or not a turn's reads share a snapshot; so are a
 * deep page, its total and the list's version its position is checked against.
 *
 * A list read while a store transaction holds the connection (between two of its awaits) at the
 * turn's end must not run inside it and see what it has not committed: it goes through Kysely
 * (`waiting`), whose connection lock makes it wait for the transaction's end.
 */
export function sqliteListReads(database: SqliteDatabase): (waiting: ListStatementRunner) => ListStatementRunner {
  const statements = new LRUCache<string, Statement>({ max: MAX_STATEMENTS });
  const begin = database.prepare('begin');
  const commit = database.prepare('commit');
  const statementOf = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = database.prepare(text);
      if (!statement.reader) throw new Error('a list statement must read');
      statements.set(text, statement);
    }
    return statement;
  };
  /** The reads asked for in this turn, in order. */
  let pending: PendingRead[] = [];
  const readPending = () => {
    const reads = pending;
    pending = [];
    if (!database.open || database.inTransaction) {
      for (const read of reads) read.waiting(read.text, read.parameters).then(read.resolve, read.reject);
      return;
    }
    // This runs from setImmediate: whatever fails is its reads' error, never an uncaught one.
    try {
      begin.run();
    } catch (error) {
      for (const read of reads) read.reject(error);
      return;
    }
    for (const read of reads) {
      let rows: unknown[];
      try {
        rows = statementOf(read.text).all(...read.parameters);
      } catch (error) {
        read.reject(error);
        continue;
      }
      read.resolve(rows);
    }
    try {
      if (database.inTransaction) commit.run();
    } catch {
      // A read transaction has nothing to keep; it must not stay open under Kysely's statements.
      if (database.inTransaction) database.exec('rollback');
    }
  };
  return (waiting) => (text, parameters) =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) setImmediate(readPending);
      pending.push({ text, parameters, waiting, resolve, reject });
    });
}

interface PendingRead {
  text: string;
  parameters: readonly unknown[];
  /** Where the read goes when the connection is not free for it at the turn's end. */
  waiting: ListStatementRunner;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}
