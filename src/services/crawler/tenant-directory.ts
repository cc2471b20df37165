/**
 * A tenant's sources, jobs and runs, read from the store. An unknown tenant is 404 for
 * every read, so callers cannot tell "no data" from "no access" by the shape of the error.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../generated/crawler.js';
import { ApiError } from '../../errors.js';
import { itemMapper } from '../../store/json-items.js';
import type { Database } from '../../store/schema.js';
import { JOB, JOB_CHILDREN, RUN, SOURCE } from '../../store/tables/crawler-items.js';

export type Source = components['schemas']['Source'];
export type Job = components['schemas']['Job'];
export type Run = components['schemas']['Run'];

/** Rows to items by the list declarations (src/store/tables/crawler-items.ts), which imports and exports share. */
const toSource = itemMapper<Source>(SOURCE);
const toRun = itemMapper<Run>(RUN);
const toJob = itemMapper<Omit<Job, 'sourceIds' | 'parserRules'>>(JOB);
const [SOURCE_IDS, PARSER_RULES] = JOB_CHILDREN;
const toParserRule = itemMapper<Job['parserRules'][number]>(PARSER_RULES.fields!);

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
      ...toJob(job),
      [SOURCE_IDS.field]: links.filter((link) => link.job_id === job.id).map((link) => link.source_id),
      [PARSER_RULES.field]: rules.filter((rule) => rule.job_id === job.id).map(toParserRule),
    }) as Job);
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
