import type { Kysely } from 'kysely';
import { createIndex, createTable } from './create-table.js';

const TENANT = { id: 'text primary key', tenant_id: 'text references crawler_tenants' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'crawler_tenants', { id: 'text primary key', name: 'text' });
  await createTable(db, 'crawler_sources', {
    ...TENANT, name: 'text', url: 'text', legal_status: 'text', legal_reviewed_at: 'text?', legal_note: 'text?',
    robots_status: 'text', robots_checked_at: 'text?', schedule_cron: 'text', schedule_timezone: 'text',
    crawl_delay_seconds: 'integer',
  });
  await createIndex(db, 'crawler_sources_tenant', 'crawler_sources', ['tenant_id']);
  const jobs = { ...TENANT, name: 'text', cron: 'text', timezone: 'text', enabled: 'integer' };
  await createTable(db, 'crawler_jobs', jobs);
  await createIndex(db, 'crawler_jobs_tenant', 'crawler_jobs', ['tenant_id']);
  const [job, source] = ['text references crawler_jobs', 'text references crawler_sources'];
  const jobSources = { job_id: job, source_id: source, position: 'integer' };
  await createTable(db, 'crawler_job_sources', jobSources, { primaryKey: ['job_id', 'source_id'] });
  const rules = { job_id: job, position: 'integer', field: 'text', css: 'text', xpath: 'text', required: 'integer' };
  await createTable(db, 'crawler_parser_rules', rules, { primaryKey: ['job_id', 'position'] });
  await createTable(db, 'crawler_runs', {
    ...TENANT, job_id: job, source_id: source, status: 'text', http_status: 'integer?',
    started_at: 'text', finished_at: 'text', error: 'text?', records: 'integer',
    empty_field_rate: 'double precision', duplicate_rate: 'double precision', duration_ms: 'integer',
  });
  // The latest run per job and source is read by tenant, newest first.
  await createIndex(db, 'crawler_runs_tenant_finished', 'crawler_runs', ['tenant_id', 'finished_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['crawler_runs', 'crawler_parser_rules', 'crawler_job_sources', 'crawler_jobs', 'crawler_sources', 'crawler_tenants']) {
    await db.schema.dropTable(table).execute();
  }
}
