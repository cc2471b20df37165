/** The one store for all areas, SQLite or PostgreSQL (DATABASE_URL); migrations run at open. */
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

export type { StoreEngine, StoreSummary } from './engine.js';
export type { OpenStoreOptions, Store } from './store.js';
export { summarizeDatabaseUrl } from './postgres/open.js';
export { clientDeadlineMs } from './postgres/pool.js';

// The migrations and the demo data are loaded only when there is work for them (docs/performance.md).
const provider: MigrationProvider = { getMigrations: async () => (await import('./migrations/index.js')).migrations };
const loadDemoSeeders = async () => (await import('./demo/index.js')).demoSeeders;

/** The migrations this build ships, by a directory listing, so the check loads none of their modules. */
export function shippedMigrationNames(): string[] {
  const names = readdirSync(new URL('./migrations/', import.meta.url)).map((file) => /^(\d{3}-[\w-]+)\.(?:js|ts)$/.exec(file)?.[1]);
  return names.filter((name): name is string => name !== undefined).sort();
}

/** Whether the store ran exactly the shipped migrations; false leaves the full check to the Migrator. */
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

/** The `demo_seeded:<area>` markers of the store. */
const seededMarkers = async (db: Kysely<Database>) =>
  new Set((await db.selectFrom('meta').select('key').where('key', 'like', 'demo_seeded:%').execute()).map((row) => row.key));

/** Loads each area's demo data once (`demo_seeded:<area>`); returns the areas seeded now. */
export async function seedIfEmpty(db: Kysely<Database>, logger?: Logger, seeders?: Record<string, DemoSeeder>): Promise<string[]> {
  const done = await seededMarkers(db);
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

/** Marks demo data as never to be loaded beside an operator's (docs/product-decisions.md "Putting data in"). */
export async function skipDemoData(db: Kysely<Database>): Promise<void> {
  const done = await seededMarkers(db);
  for (const area of DEMO_SEEDER_NAMES) {
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

/** Writes the store templates (src/store/store-template.ts), with and without demo data, made by the migrations. */
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
