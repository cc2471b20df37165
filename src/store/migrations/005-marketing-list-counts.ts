/**
 * Marketing lists at a million rows (docs/performance.md):
 * - `marketing_list_counts` holds the exact row count of every list per tenant, kept by
 *   triggers in the same transaction as every insert, delete and update, so a list's total and
 *   the summary need no count(*) over the tenant's rows. Its `version` grows with every write,
 *   so positions cached in memory (src/store/seek-paging.ts) know when they are stale.
 * - One index per list in its full documented order (id last), so a page is a range scan with
 *   no sort, and a seek from a known position needs no offset from the start. PostgreSQL
 *   sorts text by `collate "C"` (byte order, as on SQLite), so its index says so too.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Direction = 'asc' | 'desc';

/** Each list's order as the API documents it; `id` breaks ties. Frozen here with this migration. */
const LIST_ORDERS: Record<string, Array<[string, Direction]>> = {
  marketing_seo_audits: [['audited_at', 'desc']],
  marketing_keywords: [['keyword', 'asc']],
  marketing_serp_rankings: [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']],
  marketing_social_posts: [['created_at', 'desc']],
  marketing_social_engagements: [['date', 'desc'], ['post_id', 'asc']],
  marketing_ad_campaigns: [['start_date', 'desc']],
  marketing_ad_performance: [['date', 'desc'], ['campaign_id', 'asc']],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('marketing_list_counts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('marketing_list_counts_pk', ['tenant_id', 'list'])
    .execute();

  if (postgres) {
    // One function for every list; statement-level triggers count a bulk insert in one upsert.
    await sql`
      create function marketing_count_rows() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update marketing_list_counts c set total = c.total - d.n, version = c.version + 1
            from (select tenant_id, count(*) as n from old_rows group by tenant_id) d
            where c.tenant_id = d.tenant_id and c.list = tg_table_name;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into marketing_list_counts (tenant_id, list, total, version)
            select tenant_id, tg_table_name, count(*), 1 from new_rows group by tenant_id
            on conflict (tenant_id, list) do update
              set total = marketing_list_counts.total + excluded.total, version = marketing_list_counts.version + 1;
        end if;
        return null;
      end $$`.execute(db);
  }

  for (const [table, order] of Object.entries(LIST_ORDERS)) {
    const columns = [...order, ['id', 'asc'] as [string, Direction]];
    const keyList = columns.map(([column, direction]) => `${column}${postgres ? ' collate "C"' : ''} ${direction}`).join(', ');
    await sql.raw(`create index ${table}_listed on ${table} (tenant_id, ${keyList})`).execute(db);
    // The list's index by (tenant_id, first key) of 004 is now a prefix of this one.
    await sql.raw(`drop index ${table}_tenant`).execute(db);

    await sql
      .raw(
        `insert into marketing_list_counts (tenant_id, list, total, version)
         select tenant_id, '${table}', count(*), 1 from ${table} group by tenant_id`,
      )
      .execute(db);

    if (postgres) {
      await sql.raw(`create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows for each statement execute function marketing_count_rows()`).execute(db);
      await sql.raw(`create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows for each statement execute function marketing_count_rows()`).execute(db);
      await sql
        .raw(`create trigger ${table}_count_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function marketing_count_rows()`)
        .execute(db);
    } else {
      const add = (row: 'new') =>
        `insert into marketing_list_counts (tenant_id, list, total, version) values (${row}.tenant_id, '${table}', 1, 1)
         on conflict (tenant_id, list) do update set total = total + 1, version = version + 1;`;
      const remove = `update marketing_list_counts set total = total - 1, version = version + 1 where tenant_id = old.tenant_id and list = '${table}';`;
      await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${add('new')} end`).execute(db);
      await sql.raw(`create trigger ${table}_count_delete after delete on ${table} begin ${remove} end`).execute(db);
      await sql.raw(`create trigger ${table}_count_update after update on ${table} begin ${remove} ${add('new')} end`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, order] of Object.entries(LIST_ORDERS)) {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_count_${event}${postgres ? ` on ${table}` : ''}`).execute(db);
    await sql.raw(`drop index ${table}_listed`).execute(db);
    await sql.raw(`create index ${table}_tenant on ${table} (tenant_id, ${order[0][0]})`).execute(db);
  }
  if (postgres) await sql`drop function marketing_count_rows()`.execute(db);
  await db.schema.dropTable('marketing_list_counts').execute();
}
