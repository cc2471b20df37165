/** The store as the areas use it, and the options openStore (src/store/database.ts) opens it with. */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CircuitBreaker } from '../adapters/circuit-breaker.js';
import type { Engine, StoreSummary } from './engine.js';
import type { ListReader } from './list-page-sql.js';
import type { OwnerShare } from './owner-share.js';
import type { Database } from './schema.js';

export interface Store {
  db: Kysely<Database>;
  engine: Engine;
  summary: StoreSummary;
  /** PostgreSQL's circuit breaker (docs/reliability.md); null for SQLite, which is in-process. */
  breaker?: CircuitBreaker | null;
  /** PostgreSQL: each tenant's (company's) share of the pool for list pages; null when off and for SQLite. */
  ownerShare?: OwnerShare | null;
  /** The list pages' reads, for the services that serve lists (src/store/list-page-sql.ts). */
  lists: ListReader;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir; ':memory:' for an in-memory store. */
  sqliteFile?: string;
  logger?: Logger;
  seedDemoData?: boolean;
  /** Deadline of one statement (STORE_TIMEOUT_MS; default 2000), and of a SQLite file store's deep reads. */
  timeoutMs?: number;
  /** PostgreSQL: the deadline of making a connection, and of waiting for a pooled one; default timeoutMs. */
  connectTimeoutMs?: number;
  /** PostgreSQL's idle_in_transaction_session_timeout, so a vanished client holds no locks for long; default 10 s. */
  idleInTransactionMs?: number;
  /**
   * PostgreSQL: the circuit breaker in front of the pool: failures in a row that open it
   * (STORE_BREAKER_FAILURES; default 3), how long it stays open before one probe (STORE_BREAKER_OPEN_MS; default 3000).
   */
  breaker?: { failureThreshold?: number; openMs?: number };
  /** List pages of one tenant read at once at most (STORE_READS_PER_TENANT; 0: no share), src/store/owner-share.ts. */
  readsPerOwner?: number;
  /** SQLite: where a new store file is copied from (src/store/store-template.ts); null: made by the migrations. */
  storeTemplates?: URL | null;
}
