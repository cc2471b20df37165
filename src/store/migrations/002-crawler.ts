import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crawler_tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('crawler_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('crawler_tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('legal_status', 'text', (c) => c.notNull())
    .addColumn('legal_reviewed_at', 'text')
    .addColumn('legal_note', 'text')
    .addColumn('robots_status', 'text', (c) => c.notNull())
    .addColumn('robots_checked_at', 'text')
    .addColumn('schedule_cron', 'text', (c) => c.notNull())
    .addColumn('schedule_timezone', 'text', (c) => c.notNull())
    .addColumn('crawl_delay_seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crawler_sources_tenant').on('crawler_sources').column('tenant_id').execute();
  await db.schema
    .createTable('crawler_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('crawler_tenants.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cron', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crawler_jobs_tenant').on('crawler_jobs').column('tenant_id').execute();
  await db.schema
    .createTable('crawler_job_sources')
    .addColumn('job_id', 'text', (c) => c.notNull().references('crawler_jobs.id'))
    .addColumn('source_id', 'text', (c) => c.notNull().references('crawler_sources.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('crawler_job_sources_pk', ['job_id', 'source_id'])
    .execute();
  await db.schema
    .createTable('crawler_parser_rules')
    .addColumn('job_id', 'text', (c) => c.notNull().references('crawler_jobs.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('css', 'text', (c) => c.notNull())
    .addColumn('xpath', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('crawler_parser_rules_pk', ['job_id', 'position'])
    .execute();
  await db.schema
    .createTable('crawler_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('crawler_tenants.id'))
    .addColumn('job_id', 'text', (c) => c.notNull().references('crawler_jobs.id'))
    .addColumn('source_id', 'text', (c) => c.notNull().references('crawler_sources.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('records', 'integer', (c) => c.notNull())
    .addColumn('empty_field_rate', 'double precision', (c) => c.notNull())
    .addColumn('duplicate_rate', 'double precision', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  // The latest run per job and source is read by tenant, newest first.
  await db.schema.createIndex('crawler_runs_tenant_finished').on('crawler_runs').columns(['tenant_id', 'finished_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['crawler_runs', 'crawler_parser_rules', 'crawler_job_sources', 'crawler_jobs', 'crawler_sources', 'crawler_tenants']) {
    await db.schema.dropTable(table).execute();
  }
}
