/**
 * A fresh store per test suite: in-memory SQLite by default; with TEST_DATABASE_URL, a
 * PostgreSQL schema of its own (dropped afterwards), so suites never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type Store } from '../../src/store/database.js';
import { inCi } from './requirements.js';

export type TestEngine = 'sqlite' | 'postgres';

/**
 * The engines the store tests run on: always SQLite, PostgreSQL too when TEST_DATABASE_URL is set.
 * A developer machine without PostgreSQL runs SQLite only; under CI=true PostgreSQL is always in,
 * so a CI run without TEST_DATABASE_URL fails rather than leaving PostgreSQL untested.
 */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL || inCi ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * An empty PostgreSQL schema of its own on the server of `base` (`<prefix>_<random>`): the URL
 * that puts it on the search path, and `drop` to remove it with everything in it.
 */
export async function freshSchema(base: string, prefix: string): Promise<{ schema: string; url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await cleanup.end();
  };
  return { schema, url: url.toString(), drop };
}

export async function openTestStore(engine: TestEngine = 'sqlite', options: { seedDemoData?: boolean } = {}): Promise<Store & { url?: string }> {
  if (engine === 'sqlite') return openStore({ dataDir: '.', sqliteFile: ':memory:', seedDemoData: options.seedDemoData });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error(`TEST_DATABASE_URL is not set${inCi ? ' (CI=true runs every store test on PostgreSQL too)' : ''}`);
  const { url, drop: dropSchema } = await freshSchema(base, 'test');
  let store: Store;
  try {
    store = await openStore({ databaseUrl: url, dataDir: '.', seedDemoData: options.seedDemoData });
  } catch (error) {
    await dropSchema();
    throw error;
  }
  return {
    ...store,
    url,
    async close() {
      await store.close();
      await dropSchema();
    },
  };
}
