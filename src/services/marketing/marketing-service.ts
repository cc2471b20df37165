/**
 * The marketing service's rules: status, the tenant's summary and its lists in the API's
 * shape. Reads go through a TenantRepository built for the caller's tenant, never through the
 * store directly; list items (money from cents, ROAS, nested issue counts) are written by the
 * store from their declarations (src/store/tables/marketing-lists.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../generated/marketing.js';
import type { Principal } from '../../pipeline/handler-types.js';
import { JsonFragment } from '../../pipeline/json-fragment.js';
import type { ListReader } from '../../store/list-page-sql.js';
import type { Database } from '../../store/schema.js';
import { listData, pagingOf } from './paging.js';
import { checkDateRange } from '../date-range.js';
import { MARKETING_LISTS, type MarketingList } from '../../store/tables/marketing-lists.js';
import { createTenantRepository, marketingList, type ListName } from './tenant-repository.js';

type Schemas = components['schemas'];
/** A list operation's query: paging and the list's filter parameters (src/store/tables/marketing-lists.ts). */
type ListQuery = Readonly<{ page?: number; page_size?: number } & Record<string, unknown>>;

/** A page whose items the store wrote as JSON; the handler sends it with Reply.withFragments. */
export type ItemsPage = ReturnType<typeof listData<JsonFragment>>;

/** How long /status waits for the store before calling it unavailable. */
const STATUS_PROBE_MS = 2000;

/** Return on ad spend: revenue / spend to two decimals; null on a day without spend (the `ratio` kind of src/store/json-items.ts). */
export function roasOf(revenueCents: number, spendCents: number): number | null {
  return spendCents === 0 ? null : Math.round((revenueCents / spendCents) * 100) / 100;
}

/** A list's field in its group of the summary: its name after the group, `-` as `_` (`seo/serp-rankings`: `serp_rankings`). */
const summaryFieldOf = (list: MarketingList): string => (list.name.startsWith(`${list.group}/`) ? list.name.slice(list.group.length + 1) : list.name).replaceAll(/[-/]/g, '_');

/** The lists and summary of one tenant. */
export function createTenantMarketing(lists: ListReader, tenantId: string) {
  const repository = createTenantRepository(tenantId, lists);
  return {
    tenantId,

    /** Every list's count, grouped by the lists' declared groups (the Summary schema's seo, social, ads), each group with its total. */
    async summary(): Promise<Schemas['Summary']> {
      const counts = await repository.counts();
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
      // Its shape follows the declarations; the response stage checks it against the spec's Summary.
      return summary as unknown as Schemas['Summary'];
    },

    /** A page of the list `name`, its items as the store wrote them; `from` after `to` is refused (a list with a date range). */
    async list(name: ListName, query: ListQuery): Promise<ItemsPage> {
      const list = marketingList(name);
      if ('from' in list.filters && 'to' in list.filters) checkDateRange({ from: query.from as string | undefined, to: query.to as string | undefined });
      const paging = pagingOf(query);
      const { itemsJson, total } = await repository.page(list, query, paging);
      return listData(new JsonFragment(itemsJson), total, paging);
    },
  };
}

export type TenantMarketing = ReturnType<typeof createTenantMarketing>;

/** `version` is the spec's info.version, reported by /status. */
export function createMarketingService(db: Kysely<Database>, lists: ListReader, version: string) {
  // One view per tenant, built on its first call and reused: a view holds no state but its
  // tenant, so requests allocate nothing for it. Bounded by the tenants that have keys
  // (a key is bound to a known tenant when it is created).
  const views = new Map<string, TenantMarketing>();

  async function storeAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), STATUS_PROBE_MS);
      timer.unref();
    });
    const probe = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async status(): Promise<Schemas['Status']> {
      const available = await storeAnswers();
      return { service: 'marketing', status: available ? 'ok' : 'degraded', version, store: { engine: lists.engine.name, available } };
    },

    /** The caller's tenant view. The security stage admits only tenant-bound keys, so a missing tenant is a bug. */
    forPrincipal(principal: Principal | null): TenantMarketing {
      if (!principal?.tenantId) throw new Error('marketing: a protected operation ran without a tenant-bound principal');
      let view = views.get(principal.tenantId);
      if (!view) views.set(principal.tenantId, (view = createTenantMarketing(lists, principal.tenantId)));
      return view;
    },

    async knownTenants(): Promise<string[]> {
      return (await db.selectFrom('marketing_tenants').select('id').orderBy('id').execute()).map((row) => row.id);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
