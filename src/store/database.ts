/**
 * The one store for all areas: Kysely over SQLite (better-sqlite3, a file in DATA_DIR, the
 * embedded default) or PostgreSQL (pg, when DATABASE_URL is set). Migrations run at open;
 * an empty store gets the demo data.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type DialectAdapter, type MigrationProvider, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createCircuitBreaker, type CircuitBreaker, type Permit } from '../adapters/circuit-breaker.js';
import { breakerVerdict, isReadTimeout } from './store-errors.js';
import type { DemoSeeder } from './demo/index.js';
import { LISTS } from './lists.js';
import { ensureDeclaredLists, MIGRATION_LOCK_CLASS } from './migrations/declared-lists.js';
import { createDeepReader, type DeepReader } from './deep-reads.js';
import { registerListReads, registerOwnerShare, sqliteListReads } from './list-page-sql.js';
import { createOwnerShare, type OwnerShare } from './owner-share.js';
import { storeFromTemplate, templateName } from './store-template.js';
import type { StoreEngine } from './engine.js';
import type { Database } from './schema.js';

export type { StoreEngine };

export interface StoreSummary {
  engine: StoreEngine;
  /** Host and database name (PostgreSQL) or file (SQLite); never a password or a URL with credentials. */
  host: string | null;
  database: string;
}

export interface Store {
  db: Kysely<Database>;
  engine: StoreEngine;
  summary: StoreSummary;
  /** PostgreSQL's circuit breaker (docs/reliability.md); null for SQLite, which is in-process. */
  breaker?: CircuitBreaker | null;
  /** PostgreSQL: each tenant's (company's) share of the pool for list pages; null when off and for SQLite. */
  ownerShare?: OwnerShare | null;
  close(): Promise<void>;
}

export interface StoreBreakerOptions {
  /** Failures in a row that open the breaker (STORE_BREAKER_FAILURES; default 3). */
  failureThreshold?: number;
  /** How long it stays open before one probe (STORE_BREAKER_OPEN_MS; default 3000). */
  openMs?: number;
}

export interface OpenStoreOptions {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir; ':memory:' for an in-memory store. */
  sqliteFile?: string;
  logger?: Logger;
  seedDemoData?: boolean;
  /**
   * Deadline of one statement (STORE_TIMEOUT_MS; default 2000): PostgreSQL's statement_timeout
   * (and, a little later, the client's own wait for an answer); a SQLite file store's deep
   * reads (src/store/deep-reads.ts).
   */
  timeoutMs?: number;
  /** PostgreSQL: the deadline of making a connection, and of waiting for a pooled one; default timeoutMs. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: how long a session may sit idle inside a transaction before PostgreSQL ends it
   * (idle_in_transaction_session_timeout), so a client that vanished mid-transaction (a network
   * that black-holes, a killed command) holds no locks for long. Default 10 s.
   */
  idleInTransactionMs?: number;
  /** PostgreSQL: the circuit breaker in front of the pool. */
  breaker?: StoreBreakerOptions;
  /**
   * PostgreSQL: list pages of one tenant (or company) read at once at most (STORE_READS_PER_TENANT;
   * default 5, half the pool of 10; 0: no share); the ones past it wait up to
   * min(timeoutMs, 1 s) for their turn, then are refused (src/store/owner-share.ts).
   */
  readsPerOwner?: number;
  /**
   * SQLite: where a new store file is copied from (src/store/store-template.ts); default the
   * build's build/store-templates/, null to make every new store by the migrations.
   */
  storeTemplates?: URL | null;
}

/** What may be shown of a PostgreSQL URL: host, port and database, never user or password. */
export function summarizeDatabaseUrl(databaseUrl: string): StoreSummary {
  const parsed = new URL(databaseUrl);
  return { engine: 'postgres', host: `${parsed.hostname}:${parsed.port || 5432}`, database: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres' };
}

/** PostgreSQL's default idle_in_transaction_session_timeout for our sessions (OpenStoreOptions.idleInTransactionMs). */
export const IDLE_IN_TRANSACTION_MS = 10_000;

/**
 * How long the client waits for an answer to a statement of `statementMs`: a quarter more, at
 * least 100 ms and at most 1 s, the time PostgreSQL's own cancel needs to arrive on a loaded
 * machine; a stalled server costs its caller this much.
 */
export function clientDeadlineMs(statementMs: number): number {
  return statementMs + Math.min(1000, Math.max(100, Math.round(statementMs / 4)));
}

/** "cached plan must not change result type": SQLSTATE feature_not_supported. */
const STALE_PREPARED_STATEMENT = '0A000';

/** Statement names by SQL text; bounded, so text built per request (IN lists) cannot grow it without end. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 1000;

/**
 * The statements the app repeats (every list page, key lookup, counter) go to PostgreSQL as
 * named prepared statements: each connection parses and plans one once, then only binds and
 * executes it. Kysely sends every query unnamed, which makes PostgreSQL parse and plan it on
 * every call; on this project's two cores that work competes with the server itself
 * (docs/performance.md). Only parameterised SELECTs are named: a migration's text may hold
 * several statements, which a prepared statement cannot.
 */
export function namedStatement(text: string, parameters: readonly unknown[] | undefined): pg.QueryConfig {
  const values = parameters as unknown[] | undefined;
  if (!values?.length || !/^\s*(with|select)\b/i.test(text)) return { text, values };
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return { text, values };
    name = `s${statementNames.size}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** The guarded pool: Kysely's pool, and a way to run one statement without Kysely's executor. */
export interface GuardedPool extends PostgresPool {
  /**
   * One statement on a connection of its own, its rows: the same gate, verdict and stale-connection
   * rule as a query through `connect`, for the list reads (src/store/list-page-sql.ts).
   */
  rows(text: string, parameters: readonly unknown[]): Promise<unknown[]>;
}

/**
 * The pool as Kysely sees it, behind the breaker. The gate is taking a connection: while the
 * breaker is open, that fails at once with CircuitOpenError (a 503 STORE_UNAVAILABLE with
 * Retry-After), with no connection attempt and no wait. The verdict is every query's outcome
 * (`breakerVerdict`): a failure to reach PostgreSQL counts against it (a timeout on its own, a
 * reset or refusal once per incident), any answer for it: an SQL error, and a statement
 * PostgreSQL itself ended at statement_timeout, which is that request's failure, not the
 * store's. A wait for a pooled connection is queueing and says nothing either way.
 * Queries on a connection already taken are never refused: a transaction must be able to
 * reach its ROLLBACK, or the connection would go back to the pool inside it.
 */
export function guardPool(pool: pg.Pool, breaker: CircuitBreaker): GuardedPool {
  async function take(): Promise<{ client: pg.PoolClient; permit: Permit }> {
    const permit = breaker.admit();
    try {
      return { client: await pool.connect(), permit };
    } catch (error) {
      judge(permit, error);
      permit.release();
      throw error;
    }
  }
  function judge(permit: Permit, error: unknown): void {
    const verdict = breakerVerdict(error);
    if (verdict === 'answer') permit.success();
    else if (verdict !== 'none') permit.failure({ timedOut: verdict === 'timeout' });
  }
  /**
   * A failed query's verdict; true when its connection must leave the pool: a connection that
   * gave no answer in time (its statement may still hold it) and one whose prepared statement
   * went stale (another instance migrated a table under it: PostgreSQL refuses that statement
   * on this connection from now on).
   */
  function judgeFailure(permit: Permit, error: unknown): boolean {
    judge(permit, error);
    return isReadTimeout(error) || (error as { code?: string } | null)?.code === STALE_PREPARED_STATEMENT;
  }
  return {
    async connect(): Promise<PostgresPoolClient> {
      const { client, permit } = await take();
      let leaves = false;
      /**
       * Set when a query got no answer in time: pg would queue the next one (a transaction's
       * ROLLBACK) behind the one still unanswered, to wait a whole deadline again; it fails at
       * once instead, and the connection is closed when released.
       */
      let unanswered: unknown = null;
      const run = <T>(query: () => Promise<T>): Promise<T> => {
        if (unanswered) return Promise.reject(unanswered);
        return query().then(
          (result) => {
            permit.success();
            return result;
          },
          (error: unknown) => {
            if (judgeFailure(permit, error)) leaves = true;
            if (isReadTimeout(error)) unanswered = error;
            throw error;
          },
        );
      };
      return {
        query: ((text: unknown, parameters?: readonly unknown[]) =>
          // A cursor (streaming, not configured here) passes unjudged: its reads are its own.
          typeof text === 'string' ? run(() => client.query(namedStatement(text, parameters))) : client.query(text as never)) as unknown as PostgresPoolClient['query'],
        release() {
          permit.release();
          client.release(leaves);
        },
      };
    },
    async rows(text, parameters) {
      const { client, permit } = await take();
      let leaves = false;
      try {
        const result = await client.query(namedStatement(text, parameters));
        permit.success();
        return result.rows;
      } catch (error) {
        leaves = judgeFailure(permit, error);
        throw error;
      } finally {
        permit.release();
        client.release(leaves);
      }
    },
    end: () => pool.end(),
  };
}

// The migrations and the demo data are loaded only when there is work for them: a start on a
// store that is up to date (every start after the first) and a production start (no demo data)
// skip those modules (docs/performance.md "Start").
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

/**
 * Kysely's PostgreSQL migration lock is one advisory lock for the whole server, so stores in
 * different schemas of one database (several deployments, or tests in parallel) queued behind
 * each other's migrations, and a queued one failed when the store's statement timeout ended
 * its wait. The lock here is per schema: (a key of ours, the schema's hash).
 */
class SchemaMigrationLockAdapter extends PostgresAdapter {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async acquireMigrationLock(db: Kysely<any>): Promise<void> {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_CLASS)}, hashtext(current_schema()))`.execute(db);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override async releaseMigrationLock(db: Kysely<any>): Promise<void> {
    await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_CLASS)}, hashtext(current_schema()))`.execute(db);
  }
}
class StorePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new SchemaMigrationLockAdapter();
  }
}

export async function migrateToLatest(db: Kysely<Database>, engine: StoreEngine = 'sqlite'): Promise<void> {
  // Kysely looks for its migration tables in any schema; pin them to the connection's own
  // schema so that stores in different PostgreSQL schemas never see each other's history.
  const migrationTableSchema = engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
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
  seeders ??= await loadDemoSeeders();
  const done = new Set((await db.selectFrom('meta').select('key').where('key', 'like', 'demo_seeded:%').execute()).map((row) => row.key));
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
  let db: Kysely<Database>;
  let summary: StoreSummary;
  let deepReader: DeepReader | undefined;
  let breaker: CircuitBreaker | null = null;
  let ownerShare: OwnerShare | null = null;
  const timeoutMs = options.timeoutMs ?? 2000;
  if (options.databaseUrl) {
    // A store that stops answering costs a caller at most timeoutMs per wait (connect, query),
    // then a 503 (docs/reliability.md); keepAlive finds dead peers that never say goodbye.
    // pg is loaded only for a PostgreSQL store: the embedded one starts without it.
    const { default: pgModule } = await import('pg');
    const pool = new pgModule.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? timeoutMs,
      // PostgreSQL ends a statement that runs too long and says so (57014): that request's
      // failure. The client waits a little longer, so that only a server that does not answer
      // at all reaches its own deadline, which is a store failure for the breaker.
      statement_timeout: timeoutMs,
      query_timeout: clientDeadlineMs(timeoutMs),
      idle_in_transaction_session_timeout: options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS,
      keepAlive: true,
    });
    // A down database must not crash the process: the pool reconnects on the next query.
    // pool.on('error') hears idle clients only; a client checked out for a query emits its own
    // 'error' when its connection drops mid-query, and an unheard 'error' ends the process.
    const warn = (error: Error) => options.logger?.warn({ err: { message: error.message } }, 'PostgreSQL connection failed');
    pool.on('error', warn);
    pool.on('connect', (client) => client.on('error', warn));
    breaker = createCircuitBreaker({
      name: 'store',
      failureThreshold: options.breaker?.failureThreshold ?? 3,
      openMs: options.breaker?.openMs ?? 3000,
    });
    breaker.onStateChange((to, from) => {
      options.logger?.[to === 'closed' ? 'info' : 'warn']({ breaker: 'store', from, to }, to === 'open' ? 'PostgreSQL circuit open: store requests fail fast until a probe succeeds' : `PostgreSQL circuit ${to}`);
    });
    const guarded = guardPool(pool, breaker);
    db = new Kysely<Database>({ dialect: new StorePostgresDialect({ pool: guarded }) });
    // The list reads skip Kysely's executor: its per-query work (a connection wrapper per
    // checkout, a query id, the result copied per plugin pass) cost about as much client CPU as
    // pg itself (docs/performance.md).
    registerListReads(db, guarded.rows);
    // The pool is what the tenants share: one tenant's pages hold at most half of it.
    const readsPerOwner = options.readsPerOwner ?? 5;
    if (readsPerOwner > 0) registerOwnerShare(db, (ownerShare = createOwnerShare({ concurrency: readsPerOwner, waitMs: Math.min(timeoutMs, 1000) })));
    summary = summarizeDatabaseUrl(options.databaseUrl);
  } else {
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
    // List reads run on this connection outside Kysely, together at the end of each turn
    // (src/store/list-page-sql.ts).
    const listReads = sqliteListReads(database);
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    const kyselyDb = db;
    // Deep OFFSET reads on a worker thread's own connection (an in-memory store has no file to share).
    if (file !== ':memory:') deepReader = createDeepReader(file, { timeoutMs, logger: options.logger });
    const throughKysely = async (text: string, parameters: readonly unknown[]) => (await kyselyDb.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows;
    registerListReads(db, listReads(throughKysely), deepReader?.run);
    summary = { engine: 'sqlite', host: null, database: file === ':memory:' ? ':memory:' : path.basename(file) };
  }
  await migrateToLatest(db, summary.engine);
  if (options.seedDemoData !== false) await seedIfEmpty(db, options.logger);
  return {
    db,
    engine: summary.engine,
    summary,
    breaker,
    ownerShare,
    async close() {
      await deepReader?.close();
      await db.destroy();
    },
  };
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
