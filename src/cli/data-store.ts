/**
 * The store as the data commands (import, export, tenants) open it: the services' store
 * (DATABASE_URL, else the SQLite file in DATA_DIR), migrated, never given demo data, with a
 * PostgreSQL deadline long enough for statements of thousands of rows.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { loadSettings } from '../config/settings.js';
import { openStore, type Store } from '../store/database.js';

/** PostgreSQL's deadline of one statement for bulk work: a batch of thousands of rows, or a large delete. */
export const BULK_TIMEOUT_MS = 30 * 60_000;

export async function openDataStore(env: Record<string, string | undefined>): Promise<{ store: Store; where: string }> {
  // The store alone: no member API is needed, in production either.
  const settings = loadSettings(env, { requireMemberApi: false });
  const store = await openStore({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    seedDemoData: false,
    timeoutMs: Math.max(settings.storeTimeoutMs, BULK_TIMEOUT_MS),
  });
  await forBulkWrites(store);
  const where = store.summary.engine === 'sqlite' ? `SQLite ${path.join(settings.dataDir, store.summary.database)}` : `PostgreSQL ${store.summary.host}/${store.summary.database}`;
  return { store, where };
}

/** SQLite: a page cache large enough for the indexes a bulk load walks (512 MB at most; the default is 2 MB). */
export async function forBulkWrites(store: Store): Promise<void> {
  if (store.engine === 'sqlite') await sql`pragma cache_size = -524288`.execute(store.db);
}
