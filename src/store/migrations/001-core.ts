import type { Kysely } from 'kysely';
import { createTable } from './create-table.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'meta', { key: 'text primary key', value: 'text' });
  await createTable(db, 'api_keys', {
    id: 'text primary key', service: 'text', name: 'text', key_hash: 'text', scopes: "text default ''",
    tenant_id: 'text?', created_at: 'text', revoked_at: 'text?', last_used_at: 'text?',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('meta').execute();
}
