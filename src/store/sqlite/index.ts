/** The SQLite engine (better-sqlite3): what it writes differently from PostgreSQL (src/store/engine.ts). */
import path from 'node:path';
import { sql } from 'kysely';
import type { Engine } from '../engine.js';
import { setAsideRowWork } from './bulk-load.js';
import { bulkWriter } from './bulk-writer.js';
import { addLengthChecks, addValueChecks, dropChecks } from './checks.js';
import { jsonItemsSql } from './item-sql.js';
import { addCountTriggers, addItemJson, dropCountTriggers, dropItemJson, storedColumns } from './schema.js';

/** What the store classifies as SQLite's failures (src/store/store-errors.ts). */
type Failure = { code?: string; message?: string } | null;
const UNAVAILABLE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL']);

export const sqliteEngine: Engine = {
  name: 'sqlite',
  jsonItemsSql,
  placeholder: () => '?',
  // A JSON array read by json_each.
  oneOf: (column, values, placeholder) => ({ sql: `${column} in (select value from json_each(${placeholder}))`, parameter: JSON.stringify(values) }),
  bulkWriter,
  // SQLite re-prepares a statement whose LIMIT or OFFSET is a bare `?` at every bind; `+?` is
  // the same value but not a parameter its planner reads (docs/performance.md).
  bound: (placeholder) => `+${placeholder}`,
  // Text sorts in byte order already.
  sortKey: (column) => column,
  // A REAL in an integer column (written around migration 011) goes into the item as `9.0e+999`.
  itemsMayOverflow: true,
  // Bytes that are not UTF-8 (written around migration 011) read back as U+FFFD.
  keysMayBeLossy: true,
  migrationTableSchema: async () => undefined,
  lockMigrations: async () => undefined,
  storedColumns,
  describe: (summary, dataDir) => `SQLite ${path.join(dataDir, summary.database)}`,
  // A page cache large enough for the indexes a bulk load walks (512 MB at most; the default is 2 MB).
  forBulkWrites: async (db) => void (await sql`pragma cache_size = -524288`.execute(db)),
  setAsideRowWork,
  // Row triggers need nothing beside the counts table.
  addCounter: async () => undefined,
  dropCounter: async () => undefined,
  addCountTriggers,
  dropCountTriggers,
  addItemJson,
  dropItemJson,
  itemJsonAt: '008-009',
  addValueChecks,
  addLengthChecks,
  dropChecks,
  isUnavailable: (error) => UNAVAILABLE_CODES.has((error as Failure)?.code ?? ''),
  // Integer overflow in a statement (abs() of -2^63 while formatting an amount).
  isNumberOverflow: (error) => (error as Failure)?.code === 'SQLITE_ERROR' && (error as Failure)?.message === 'integer overflow',
};
