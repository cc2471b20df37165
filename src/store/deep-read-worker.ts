/**
 * The worker thread of deep list reads (src/store/deep-reads.ts), on a read-only connection of its
 * own beside the store's (WAL); under tsx deep-read-worker.dev.mjs loads this file.
 */
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { settle, type JobOutcome } from '../adapters/cpu-pool/cpu-pool.js';

export interface DeepRead {
  /** The store's SQLite file. */
  file: string;
  text: string;
  parameters: unknown[];
}

/** Statements kept prepared per thread (the most recently used): a store's list shapes number in the dozens. */
const MAX_STATEMENTS = 200;

const connections = new Map<string, SQLite.Database>();
const statements = new LRUCache<string, SQLite.Statement>({ max: MAX_STATEMENTS });

function connectionOf(file: string): SQLite.Database {
  let connection = connections.get(file);
  if (!connection) {
    connection = new SQLite(file, { readonly: true, fileMustExist: true });
    // As the store's own connection waits for a writer's lock (src/store/database.ts).
    connection.pragma('busy_timeout = 5000');
    connections.set(file, connection);
  }
  return connection;
}

function statementOf(file: string, text: string): SQLite.Statement {
  const key = `${file}\n${text}`;
  let statement = statements.get(key);
  if (statement) return statement;
  statement = connectionOf(file).prepare(text);
  if (!statement.reader) throw new Error('a deep read must read');
  statements.set(key, statement);
  return statement;
}

/** A read's rows, or the statement's error as data (thrown, it would cross threads without its code). */
export type DeepReadAnswer = { rows: unknown[] } | { failed: { code: string; message: string } };

/** The pool's warm-up (its `ping`): the store the thread will read. */
export interface DeepReadWarmUp {
  file: string;
}

/** Opens the store and loads its schema, so a read's time is the read's; a failure is left to the read. */
function warmUp(input: DeepReadWarmUp | null): null {
  if (input === null) return null;
  try {
    connectionOf(input.file).prepare('select 1').get();
  } catch {
    // The first read opens it again and fails with the reason.
  }
  return null;
}

/** piscina's entry: `read` runs one statement; `ping` answers once the thread is up and has opened the store (the pool's warm-up). */
export default function runDeepRead(job: { task: 'read'; input: DeepRead } | { task: 'ping'; input: DeepReadWarmUp | null }): Promise<JobOutcome<DeepReadAnswer | null>> {
  if (job.task === 'ping') return settle(() => warmUp(job.input));
  const { file, text, parameters } = job.input;
  return settle((): DeepReadAnswer => {
    const statement = statementOf(file, text);
    try {
      return { rows: statement.all(...parameters) };
    } catch (error) {
      if (!(error instanceof SQLite.SqliteError)) throw error;
      return { failed: { code: error.code, message: error.message } };
    }
  });
}
