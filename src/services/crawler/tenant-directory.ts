/**
 * A tenant's sources, jobs and runs, through the list service. An unknown tenant is 404 for
 * every read: callers cannot tell "no data" from "no access".
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../generated/crawler.js';
import { ApiError } from '../../errors.js';
import { itemMapper } from '../../store/json-items.js';
import type { Database } from '../../store/schema.js';
import { CRAWLER_LISTS } from '../../store/tables/crawler-lists.js';
import { createListService } from '../lists.js';

export type Source = components['schemas']['Source'];
export type Job = components['schemas']['Job'];
export type Run = components['schemas']['Run'];

const [SOURCES, JOBS, RUNS] = CRAWLER_LISTS;
const toSource = itemMapper<Source>(SOURCES.fields);

export function createTenantDirectory(db: Kysely<Database>) {
  async function requireTenant(tenantId: string): Promise<void> {
    const tenant = await db.selectFrom('crawler_tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw new ApiError('NOT_FOUND', `No tenant ${tenantId} exists.`);
  }

  const lists = createListService(db, null, 'crawler', async (query) => {
    const tenantId = String(query.tenantId);
    await requireTenant(tenantId);
    return tenantId;
  });

  return {
    requireTenant,
    lists,

    /** Sources in the job's order. */
    async jobForSimulation(tenantId: string, jobId: string) {
      await requireTenant(tenantId);
      const [job] = await lists.items<Job>(JOBS, tenantId, [['id', '=', jobId]]);
      // A job of another tenant is as unknown as a missing one.
      if (!job) throw new ApiError('NOT_FOUND', `Tenant ${tenantId} has no job ${jobId}.`);
      const [sourceRows, runs] = await Promise.all([
        job.sourceIds.length === 0
          ? Promise.resolve([])
          : db.selectFrom('crawler_sources').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', job.sourceIds).execute(),
        lists.items<Run>(RUNS, tenantId, [['job_id', '=', jobId]]),
      ]);
      const byId = new Map(sourceRows.map((row) => [row.id, toSource(row)]));
      const sources = job.sourceIds.map((id) => byId.get(id)).filter((source): source is Source => source !== undefined);
      const latestRuns = new Map(runs.map((run) => [run.sourceId, run]));
      return { job, sources, latestRuns };
    },
  };
}
