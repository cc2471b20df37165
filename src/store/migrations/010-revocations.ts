/**
 * The revocation feed (src/adapters/auth/revocation-feed.ts). `revocation_clock`'s one row is
 * updated in the inserting transaction, so a reader that sees a number sees every smaller one (a
 * sequence alone could commit 6 before 5 on PostgreSQL, and a poll between would skip 5).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revocations')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revocations_expires_at').on('revocations').column('expires_at').execute();
  await db.schema
    .createTable('revocation_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into revocation_clock (id, seq) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revocation_clock').execute();
  await db.schema.dropTable('revocations').execute();
}
