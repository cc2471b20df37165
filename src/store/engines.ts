/** The two engines by name, and the one behind a Kysely instance. */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Engine, StoreEngine } from './engine.js';
import { postgresEngine } from './postgres/index.js';
import { sqliteEngine } from './sqlite/index.js';

export const ENGINES: Readonly<Record<StoreEngine, Engine>> = { sqlite: sqliteEngine, postgres: postgresEngine };

/** The engine behind a Kysely instance or transaction. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database or transaction: only its adapter is read
export const engineOf = (db: Kysely<any>): Engine => (db.getExecutor().adapter instanceof PostgresAdapter ? postgresEngine : sqliteEngine);
