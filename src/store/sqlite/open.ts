/** A SQLite store: a file in DATA_DIR (or in memory), its list reads on its own connection and a deep reader beside it. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { createDeepReader } from '../deep-reads.js';
import { listReader } from '../list-page-sql.js';
import { createOwnerShare } from '../owner-share.js';
import type { Database } from '../schema.js';
import type { OpenStoreOptions, Store } from '../store.js';
import { storeFromTemplate } from '../store-template.js';
import { sqliteEngine } from './index.js';
import { sqliteListReads } from './list-reads.js';

export function openSqlite(options: OpenStoreOptions): Store {
  const file = options.sqliteFile === ':memory:' ? ':memory:' : path.join(options.dataDir, options.sqliteFile ?? 'store.sqlite');
  if (file !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    if (storeFromTemplate(file, options.seedDemoData !== false, options.storeTemplates)) {
      options.logger?.debug({ file }, "new store copied from the build's template");
    }
  }
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // List reads run on this connection outside Kysely, together at the end of each turn (./list-reads.ts).
  const listReads = sqliteListReads(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  // Deep OFFSET reads on a worker thread's own connection (an in-memory store has no file to share).
  const deepReader = file === ':memory:' ? undefined : createDeepReader(file, { timeoutMs: options.timeoutMs ?? 2000, logger: options.logger });
  // The share counts only pages that may walk far; waiting would break up a turn's batch (./list-reads.ts).
  const readsPerOwner = options.readsPerOwner ?? 5;
  const ownerShare = readsPerOwner > 0 ? createOwnerShare({ concurrency: readsPerOwner, waitMs: Math.min(options.timeoutMs ?? 2000, 1000) }) : null;
  const throughKysely = async (text: string, parameters: readonly unknown[]) => (await db.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows;
  return {
    db,
    engine: sqliteEngine,
    summary: { engine: 'sqlite', host: null, database: file === ':memory:' ? ':memory:' : path.basename(file) },
    breaker: null,
    ownerShare,
    lists: listReader({ engine: sqliteEngine, run: listReads(throughKysely), deep: deepReader?.run, share: ownerShare, shareFarReadsOnly: true }),
    async close() {
      await deepReader?.close();
      await db.destroy();
    },
  };
}
