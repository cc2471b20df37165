/** The PostgreSQL engine (pg): what it writes differently from SQLite (src/store/engine.ts). */
import type { Engine } from '../engine.js';
import { bulkWriter } from './bulk-writer.js';
import { isNumberOverflow, isUnavailable } from './errors.js';
import { addLengthChecks, addValueChecks, dropChecks } from './checks.js';
import { addItemJson, dropItemJson, jsonItemsSql } from './item-sql.js';
import { manyPagesSql } from './many-pages.js';
import { addCounter, addCountTriggers, dropCounter, dropCountTriggers, lockMigrations, migrationTableSchema, storedColumns } from './schema.js';

export const postgresEngine: Engine = {
  name: 'postgres',
  jsonItemsSql,
  placeholder: (n) => `$${n}`,
  oneOf: (column, values, placeholder) => ({ sql: `${column} = any(${placeholder}::text[])`, parameter: values }),
  bulkWriter,
  bound: (placeholder) => placeholder,
  // The default collation may follow a locale; SQLite sorts text in byte order.
  sortKey: (column) => `${column} collate "C"`,
  manyPagesSql,
  // Cents of -2^63, written around the checks, go into the item as `9.0e+999` (./item-sql.ts).
  itemsMayOverflow: true,
  // Its text comes back as stored.
  keysMayBeLossy: false,
  migrationTableSchema,
  lockMigrations,
  storedColumns,
  describe: (summary) => `PostgreSQL ${summary.host}/${summary.database}`,
  forBulkWrites: async () => undefined,
  // Its count triggers run once per statement already, its checks are constraints.
  setAsideRowWork: async () => null,
  addCounter,
  dropCounter,
  addCountTriggers,
  dropCountTriggers,
  addItemJson,
  dropItemJson,
  itemJsonAt: '014',
  addValueChecks,
  addLengthChecks,
  dropChecks,
  isUnavailable,
  isNumberOverflow,
};
