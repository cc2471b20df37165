/**
 * The one store for all areas: Kysely over SQLite (better-sqlite3, a file in DATA_DIR, the
 * embedded default) or PostgreSQL (pg, when DATABASE_URL is set). Migrations run at open;
 * an empty store gets the demo data.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import type { Logger } from 'pino';
import type { DemoSeeder } from './demo/index.js';
import { DEMO_SEEDER_NAMES } from './demo/seeder-names.js';
import type { Engine } from './engine.js';
import { LISTS } from './lists.js';
import { ensureDeclaredLists } from './migrations/declared-lists.js';
import { openPostgres } from './postgres/open.js';
import { openSqlite } from './sqlite/open.js';
import type { OpenStoreOptions, Store } from './store.js';
import { templateName } from './store-template.js';
import type { Database } from './schema.js';

export type { StoreEngine } from './engine.js';
export type { OpenStoreOptions, Store, StoreBreakerOptions, StoreSummary } from './store.js';
export { summarizeDatabaseUrl } from './postgres/open.js';
export { clientDeadlineMs } from './postgres/pool.js';

// The migrations and the demo data are loaded only when there is work for them: a start on a
// store that is up to date (every start after the first) and a production start (no demo data)
// skip those modules (docs/performance.md).
const provider: MigrationProvider = { getMigrations: async () => (await import('./migrations/index.js')).migrations };
const loadDemoSeeders = async () => (await import('./demo/index.js')).demoSeeders;

/**
 * The migrations this build ships: the files of ./migrations/ named `NNN-name` (.js built, .ts
 * under tsx), which ./migrations/index.ts lists under the same names (test/store/database.test.ts
 * holds the two to each other). A directory listing, so the check needs none of their modules.
 */
export function shippedMigrationNames(): string[] {
  const names = readdirSync(new URL('./migrations/', import.meta.url)).map((file) => /^(\d{3}-[\w-]+)\.(?:js|ts)$/.exec(file)?.[1]);
  return names.filter((name): name is string => name !== undefined).sort();
}

/**
 * True when the store has run exactly the shipped migrations. Anything else (no migration table
 * yet, a migration pending, one this build does not know, a failed query) answers false, and the
 * Migrator then does the full check under its lock, with its errors.
 */
async function migrationsUpToDate(db: Kysely<Database>, schema: string | undefined): Promise<boolean> {
  try {
    const table = schema === undefined ? sql.id('kysely_migration') : sql.id(schema, 'kysely_migration');
    const applied = new Set((await sql<{ name: string }>`select name from ${table}`.execute(db)).rows.map((row) => row.name));
    const shipped = shippedMigrationNames();
    return applied.size === shipped.length && shipped.every((name) => applied.has(name));
  } catch {
    return false;
  }
}


export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrationTableSchema = await engine.migrationTableSchema(db);
  if (!(await migrationsUpToDate(db, migrationTableSchema))) {
    const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) throw new Error(`store migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
  // Then every declared list's table: made when no migration made it, else checked against its declaration.
  await ensureDeclaredLists(db as unknown as Kysely<unknown>, engine, LISTS);
}

/**
 * Each area's demo data is loaded once, recorded as `demo_seeded:<area>`: a store created
 * before an area existed gets that area's data at its next start, and nothing twice.
 * Returns the areas seeded now.
 */
export async function seedIfEmpty(db: Kysely<Database>, logger?: Logger, seeders?: Record<string, DemoSeeder>): Promise<string[]> {
  const done = new Set((await db.selectFrom('meta').select('key').where('key', 'like', 'demo_seeded:%').execute()).map((row) => row.key));
  // A store with every marker (any start after the first, and a store copied from a template) loads no seeder.
  if (!seeders && DEMO_SEEDER_NAMES.every((name) => done.has(`demo_seeded:${name}`))) return [];
  seeders ??= await loadDemoSeeders();
  const seeded: string[] = [];
  for (const [area, seed] of Object.entries(seeders)) {
    const marker = `demo_seeded:${area}`;
    if (done.has(marker)) continue;
    await db.transaction().execute(async (trx) => {
      logger?.debug({ area }, 'seeding demo data');
      await seed(trx);
      await trx.insertInto('meta').values({ key: marker, value: 'deterministic demo data' }).execute();
    });
    seeded.push(area);
  }
  return seeded;
}

/**
 * Marks every area's demo data as not to be loaded into this store: an operator's commands
 * that load or create data (import, tenants create) call it, so that a later start in
 * development (DEMO_DATA on) never adds demo rows beside real ones, nor fails on an id both
 * hold (docs/product-decisions.md "Putting data in"). Areas already seeded keep their marker.
 */
export async function skipDemoData(db: Kysely<Database>, seeders?: Record<string, DemoSeeder>): Promise<void> {
  seeders ??= await loadDemoSeeders();
  const done = new Set((await db.selectFrom('meta').select('key').where('key', 'like', 'demo_seeded:%').execute()).map((row) => row.key));
  for (const area of Object.keys(seeders)) {
    const marker = `demo_seeded:${area}`;
    if (!done.has(marker)) await db.insertInto('meta').values({ key: marker, value: 'skipped: the store holds loaded data' }).execute();
  }
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const store = options.databaseUrl ? await openPostgres(options.databaseUrl, options) : openSqlite(options);
  await migrateToLatest(store.db, store.engine);
  if (options.seedDemoData !== false) await seedIfEmpty(store.db, options.logger);
  return store;
}

/**
 * Writes the store templates into `folder` (src/store/store-template.ts): the store a first
 * start makes, with the demo data and without it, each made here by the migrations as a start
 * without templates would, then closed (its WAL checkpointed into the file) and copied.
 */
export async function writeStoreTemplates(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const demoData of [true, false]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-template-'));
    try {
      const store = await openStore({ dataDir, seedDemoData: demoData, storeTemplates: null });
      await store.close();
      const file = path.join(dataDir, 'store.sqlite');
      if (existsSync(`${file}-wal`)) throw new Error(`the store template ${templateName(demoData)} kept a WAL file after closing`);
      copyFileSync(file, path.join(folder, templateName(demoData)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
