/** The PostgreSQL engine (pg): what it writes differently from SQLite (src/store/engine.ts). */
import type { Engine } from '../engine.js';
import { bulkWriter } from './bulk-writer.js';
import { isNumberOverflow, isUnavailable } from './errors.js';
import { addLengthChecks, addValueChecks, dropChecks } from './checks.js';
import { jsonItemsSql } from './item-sql.js';
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
  pageColumns: () => '*',
  manyPagesSql,
  // Its items hold its integer columns, which cannot be infinite, and its text comes back as stored.
  itemsMayOverflow: false,
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
  // Its generated columns need immutable expressions, and json_build_object is only stable: its page statement builds the items.
  addItemJson: async () => undefined,
  dropItemJson: async () => undefined,
  addValueChecks,
  addLengthChecks,
  dropChecks,
  isUnavailable,
  isNumberOverflow,
};
