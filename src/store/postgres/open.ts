/** A PostgreSQL store (DATABASE_URL): the pool behind the circuit breaker, its list reads and each tenant's share. */
import { Kysely, PostgresAdapter, PostgresDialect, sql, type DialectAdapter } from 'kysely';
import { createCircuitBreaker } from '../../adapters/circuit-breaker.js';
import { listReader } from '../list-page-sql.js';
import { createOwnerShare, type OwnerShare } from '../owner-share.js';
import type { Database } from '../schema.js';
import type { StoreSummary } from '../engine.js';
import type { OpenStoreOptions, Store } from '../store.js';
import { postgresEngine } from './index.js';
import { clientDeadlineMs, guardPool, IDLE_IN_TRANSACTION_MS } from './pool.js';
import { MIGRATION_LOCK_CLASS } from './schema.js';

/** What may be shown of a PostgreSQL URL: host, port and database, never user or password. */
export function summarizeDatabaseUrl(databaseUrl: string): StoreSummary {
  const parsed = new URL(databaseUrl);
  return { engine: 'postgres', host: `${parsed.hostname}:${parsed.port || 5432}`, database: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres' };
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

export async function openPostgres(databaseUrl: string, options: OpenStoreOptions): Promise<Store> {
  const timeoutMs = options.timeoutMs ?? 2000;
  // A store that stops answering costs a caller at most timeoutMs per wait (connect, query),
  // then a 503 (docs/reliability.md); keepAlive finds dead peers that never say goodbye.
  // pg is loaded only for a PostgreSQL store: the embedded one starts without it.
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({
    connectionString: databaseUrl,
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
  const breaker = createCircuitBreaker({
    name: 'store',
    failureThreshold: options.breaker?.failureThreshold ?? 3,
    openMs: options.breaker?.openMs ?? 3000,
  });
  breaker.onStateChange((to, from) => {
    options.logger?.[to === 'closed' ? 'info' : 'warn']({ breaker: 'store', from, to }, to === 'open' ? 'PostgreSQL circuit open: store requests fail fast until a probe succeeds' : `PostgreSQL circuit ${to}`);
  });
  const guarded = guardPool(pool, breaker);
  const db = new Kysely<Database>({ dialect: new StorePostgresDialect({ pool: guarded }) });
  // The pool is what the tenants share: one tenant's pages hold at most half of it.
  const readsPerOwner = options.readsPerOwner ?? 5;
  const ownerShare: OwnerShare | null = readsPerOwner > 0 ? createOwnerShare({ concurrency: readsPerOwner, waitMs: Math.min(timeoutMs, 1000) }) : null;
  return {
    db,
    engine: postgresEngine,
    summary: summarizeDatabaseUrl(databaseUrl),
    breaker,
    ownerShare,
    // The list reads skip Kysely's executor: its per-query work (a connection wrapper per
    // checkout, a query id, the result copied per plugin pass) cost about as much client CPU as
    // pg itself (docs/performance.md).
    lists: listReader({ engine: postgresEngine, run: guarded.rows, share: ownerShare }),
    close: () => db.destroy(),
  };
}
