/** The marketing service's status and summary; its lists are the list service's (src/services/lists.ts). */
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../generated/marketing.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { Database } from '../../store/schema.js';
import type { StoreEngine } from '../../store/database.js';
import { MARKETING_LISTS, type MarketingList } from '../../store/tables/marketing-lists.js';
import type { ListService } from '../lists.js';

type Schemas = components['schemas'];

const STATUS_PROBE_MS = 2000;

const LIST_TABLES = MARKETING_LISTS.map((list) => list.table);

/** The security stage admits only tenant-bound keys: a missing tenant is a bug. */
export function tenantOf(principal: Principal | null): string {
  if (!principal?.tenantId) throw new Error('marketing: a protected operation ran without a tenant-bound principal');
  return principal.tenantId;
}

/** `seo/serp-rankings`: `serp_rankings`. */
const summaryFieldOf = (list: MarketingList): string => (list.name.startsWith(`${list.group}/`) ? list.name.slice(list.group.length + 1) : list.name).replaceAll(/[-/]/g, '_');

export function createMarketingService(db: Kysely<Database>, engine: StoreEngine, version: string, lists: ListService) {
  async function storeAnswers(): Promise<boolean> {
    const probe = sql`select 1`.execute(db).then(() => true, () => false);
    const timer = new AbortController();
    try {
      return await Promise.race([probe, delay(STATUS_PROBE_MS, false, { ref: false, signal: timer.signal })]);
    } finally {
      timer.abort();
    }
  }

  return {
    async status(): Promise<Schemas['Status']> {
      const available = await storeAnswers();
      return { service: 'marketing', status: available ? 'ok' : 'degraded', version, store: { engine, available } };
    },

    /** Every list's count of the caller's tenant, by declared group, each with its total. */
    async summary(principal: Principal | null): Promise<Schemas['Summary']> {
      const tenantId = tenantOf(principal);
      const counts = await lists.counts(tenantId, LIST_TABLES);
      const groups: Record<string, Record<string, number>> = {};
      for (const list of MARKETING_LISTS) (groups[list.group] ??= {})[summaryFieldOf(list)] = counts[list.table];
      const summary: Record<string, unknown> = { tenant_id: tenantId };
      let total = 0;
      for (const [name, group] of Object.entries(groups)) {
        const sum = Object.values(group).reduce((a, b) => a + b, 0);
        summary[name] = { ...group, total: sum };
        total += sum;
      }
      summary.total = total;
      // The response stage checks the shape against the spec's Summary.
      return summary as unknown as Schemas['Summary'];
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
