/**
 * The revocation feed (src/adapters/auth/revocation-feed.ts): every revoked API key and every
 * member token signed out through the HR proxy is a row of `revocations`, numbered by `seq`,
 * which each serving process polls for rows past the last one it saw. `revocation_clock`
 * hands out the numbers: its one row is updated in the transaction that inserts the row, so
 * writers take their numbers one after the other and a reader that sees a number sees every
 * smaller one (a sequence alone could commit 6 before 5 on PostgreSQL, and a poll between
 * the two would skip 5 for good). Rows go once `expires_at` has passed.
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
