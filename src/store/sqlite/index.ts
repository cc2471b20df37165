/** The SQLite engine (better-sqlite3): what it writes differently from PostgreSQL (src/store/engine.ts). */
import type { Engine } from '../engine.js';
import { jsonItemsSql } from './item-sql.js';

export const sqliteEngine: Engine = {
  name: 'sqlite',
  jsonItemsSql,
};
