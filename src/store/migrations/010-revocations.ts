/**
 * The revocation feed (src/adapters/auth/revocation-feed.ts). `revocation_clock`'s one row is
 * updated in the inserting transaction, so a reader that sees a number sees every smaller one (a
 * sequence alone could commit 6 before 5 on PostgreSQL, and a poll between would skip 5).
 */
import { sql, type Kysely } from 'kysely';
import { createIndex, createTable } from './create-table.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'revocations', { seq: 'bigint primary key', kind: 'text', subject: 'text', expires_at: 'text' });
  await createIndex(db, 'revocations_expires_at', 'revocations', ['expires_at']);
  await createTable(db, 'revocation_clock', { id: 'integer primary key', seq: 'bigint' });
  await sql`insert into revocation_clock (id, seq) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revocation_clock').execute();
  await db.schema.dropTable('revocations').execute();
}
