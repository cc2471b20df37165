/** The PostgreSQL engine (pg): what it writes differently from SQLite (src/store/engine.ts). */
import type { Engine } from '../engine.js';
import { jsonItemsSql } from './item-sql.js';

export const postgresEngine: Engine = {
  name: 'postgres',
  jsonItemsSql,
};
