/**
 * A tenant's sources, jobs and runs, read from the store. An unknown tenant is 404 for
 * every read, so callers cannot tell "no data" from "no access" by the shape of the error.
 */
import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../generated/crawler.js';
import { ApiError } from '../../errors.js';
import type { Database } from '../../store/schema.js';
import type { CrawlerRunsTable, CrawlerSourcesTable } from '../../store/tables/crawler.js';

export type Source = components['schemas']['Source'];
export type Job = components['schemas']['Job'];
export type Run = components['schemas']['Run'];

function toSource(row: Selectable<CrawlerSourcesTable>): Source {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    url: row.url,
    legalStatus: { status: row.legal_status as Source['legalStatus']['status'], reviewedAt: row.legal_reviewed_at, note: row.legal_note },
    robotsStatus: { status: row.robots_status as Source['robotsStatus']['status'], checkedAt: row.robots_checked_at },
    schedule: { cron: row.schedule_cron, timezone: row.schedule_timezone, crawlDelaySeconds: row.crawl_delay_seconds },
  };
}

function toRun(row: Selectable<CrawlerRunsTable>): Run {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    jobId: row.job_id,
    sourceId: row.source_id,
    status: row.status as Run['status'],
    httpStatus: row.http_status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    error: row.error,
    quality: {
      records: row.records,
      // PostgreSQL double precision and SQLite REAL both come back as numbers.
      emptyFieldRate: Number(row.empty_field_rate),
      duplicateRate: Number(row.duplicate_rate),
      durationMs: row.duration_ms,
    },
  };
}

/** Keeps the first run of each job and source pair from runs ordered newest first. */
function latestPerPair(runs: Run[]): Run[] {
  const seen = new Set<string>();
  return runs.filter((run) => {
    const key = `${run.jobId}\u0000${run.sourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createTenantDirectory(db: Kysely<Database>) {
  async function requireTenant(tenantId: string): Promise<void> {
    const tenant = await db.selectFrom('crawler_tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw new ApiError('NOT_FOUND', `No tenant ${tenantId} exists.`);
  }

  async function jobsOf(tenantId: string, jobId?: string): Promise<Job[]> {
    let query = db.selectFrom('crawler_jobs').selectAll().where('tenant_id', '=', tenantId);
    if (jobId !== undefined) query = query.where('id', '=', jobId);
    const jobs = await query.orderBy('id').execute();
    if (jobs.length === 0) return [];
    const ids = jobs.map((job) => job.id);
    const [links, rules] = await Promise.all([
      db.selectFrom('crawler_job_sources').selectAll().where('job_id', 'in', ids).orderBy('job_id').orderBy('position').execute(),
      db.selectFrom('crawler_parser_rules').selectAll().where('job_id', 'in', ids).orderBy('job_id').orderBy('position').execute(),
    ]);
    return jobs.map((job) => ({
      id: job.id,
      tenantId: job.tenant_id,
      name: job.name,
      cadence: { cron: job.cron, timezone: job.timezone },
      enabled: job.enabled === 1,
      sourceIds: links.filter((link) => link.job_id === job.id).map((link) => link.source_id),
      parserRules: rules
        .filter((rule) => rule.job_id === job.id)
        .map((rule) => ({ field: rule.field, css: rule.css, xpath: rule.xpath, required: rule.required === 1 })),
    }));
  }

  return {
    requireTenant,

    async listSources(tenantId: string) {
      await requireTenant(tenantId);
      const rows = await db.selectFrom('crawler_sources').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
      const items = rows.map(toSource);
      return { tenantId, total: items.length, items };
    },

    async listJobs(tenantId: string) {
      await requireTenant(tenantId);
      const items = await jobsOf(tenantId);
      return { tenantId, total: items.length, items };
    },

    /** The latest run of each job and source pair, newest first. */
    async listLatestRuns(tenantId: string) {
      await requireTenant(tenantId);
      const rows = await db
        .selectFrom('crawler_runs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('finished_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const items = latestPerPair(rows.map(toRun));
      return { tenantId, total: items.length, items };
    },

    /** One job with its sources (in the job's order) and their latest runs for this job. */
    async jobForSimulation(tenantId: string, jobId: string) {
      await requireTenant(tenantId);
      const [job] = await jobsOf(tenantId, jobId);
      // A job of another tenant is as unknown as a missing one.
      if (!job) throw new ApiError('NOT_FOUND', `Tenant ${tenantId} has no job ${jobId}.`);
      const [sourceRows, runRows] = await Promise.all([
        job.sourceIds.length === 0
          ? Promise.resolve([])
          : db.selectFrom('crawler_sources').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', job.sourceIds).execute(),
        db.selectFrom('crawler_runs').selectAll().where('job_id', '=', jobId).orderBy('finished_at', 'desc').orderBy('id', 'desc').execute(),
      ]);
      const byId = new Map(sourceRows.map((row) => [row.id, toSource(row)]));
      const sources = job.sourceIds.map((id) => byId.get(id)).filter((source): source is Source => source !== undefined);
      const latestRuns = new Map(latestPerPair(runRows.map(toRun)).map((run) => [run.sourceId, run]));
      return { job, sources, latestRuns };
    },
  };
}

export type TenantDirectory = ReturnType<typeof createTenantDirectory>;
