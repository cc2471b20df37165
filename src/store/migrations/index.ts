/**
 * Versioned migrations, applied in name order at start by Kysely's Migrator. Each area adds
 * its own file; a migration once released is never edited, only followed by a new one.
 */
import type { Migration } from 'kysely';
import * as core from './001-core.js';

export const migrations: Record<string, Migration> = {
  '001-core': core,
};
