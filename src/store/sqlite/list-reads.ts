/** SQLite's list reads: on the store's own connection, outside Kysely, the reads of one turn together. */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { ListStatementRunner } from '../list-page-sql.js';

/** Distinct statement texts kept prepared (the most recently used); a store's list shapes number in the dozens. */
const MAX_STATEMENTS = 500;

/**
 * The SQLite runner, and the database handed to Kysely, on one better-sqlite3 connection;
 * statements prepared once per text.
 *
 * List reads asked for in one turn of the event loop run together at its end, in one read
 * transaction: back to back they keep the CPU caches, two to three times cheaper
 * (docs/performance.md). The transaction opens and commits in that one synchronous run, so
 * Kysely never finds it open. A read while a store transaction holds the connection goes
 * through Kysely (`waiting`), so it never sees what is not committed.
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
      try {
        read.resolve(statementOf(read.text).all(...read.parameters));
      } catch (error) {
        read.reject(error);
      }
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
