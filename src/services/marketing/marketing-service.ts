/**
 * The marketing service's rules: status, the tenant's summary and its seven lists in the
 * API's shape. Reads go through a TenantRepository built for the caller's tenant, never
 * through the store directly; list items (money from cents, ROAS, nested issue counts) are
 * written by the store from their declarations (src/store/tables/marketing-items.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { components } from '../../../generated/marketing.js';
import type { Principal } from '../../pipeline/handler-types.js';
import { JsonFragment } from '../../pipeline/json-fragment.js';
import type { Database } from '../../store/schema.js';
import type { StoreEngine } from '../../store/database.js';
import { listData, pagingOf } from './paging.js';
import { checkDateRange, type DateRange } from '../date-range.js';
import { createTenantRepository, type JsonPage, type Paging } from './tenant-repository.js';

type Schemas = components['schemas'];
type ListQuery = { page?: number; page_size?: number };

/** A page whose items the store wrote as JSON; the handler sends it with Reply.withFragments. */
export type ItemsPage = ReturnType<typeof listData<JsonFragment>>;

/** How long /status waits for the store before calling it unavailable. */
const STATUS_PROBE_MS = 2000;

/** Return on ad spend: revenue / spend to two decimals; null on a day without spend (the `ratio` kind of src/store/json-items.ts). */
export function roasOf(revenueCents: number, spendCents: number): number | null {
  return spendCents === 0 ? null : Math.round((revenueCents / spendCents) * 100) / 100;
}

/** The list's page in the envelope's shape, its items as the store wrote them. */
async function itemsPage(read: (paging: Paging) => Promise<JsonPage>, query: ListQuery): Promise<ItemsPage> {
  const paging = pagingOf(query);
  const { itemsJson, total } = await read(paging);
  return listData(new JsonFragment(itemsJson), total, paging);
}

/** The lists and summary of one tenant. */
export function createTenantMarketing(db: Kysely<Database>, engine: StoreEngine, tenantId: string) {
  const repository = createTenantRepository(db, tenantId, engine);
  return {
    tenantId,

    async summary(): Promise<Schemas['Summary']> {
      const c = await repository.counts();
      const seo = { audits: c.marketing_seo_audits, keywords: c.marketing_keywords, serp_rankings: c.marketing_serp_rankings };
      const social = { posts: c.marketing_social_posts, engagements: c.marketing_social_engagements };
      const ads = { campaigns: c.marketing_ad_campaigns, performance: c.marketing_ad_performance };
      const sum = (group: Record<string, number>) => Object.values(group).reduce((a, b) => a + b, 0);
      return {
        tenant_id: tenantId,
        seo: { ...seo, total: sum(seo) },
        social: { ...social, total: sum(social) },
        ads: { ...ads, total: sum(ads) },
        total: sum(seo) + sum(social) + sum(ads),
      };
    },

    seoAudits: (query: ListQuery): Promise<ItemsPage> => itemsPage((paging) => repository.seoAudits(paging), query),

    keywords: (query: ListQuery & { intent?: Schemas['KeywordIntent'] }): Promise<ItemsPage> => itemsPage((paging) => repository.keywords({ intent: query.intent }, paging), query),

    serpRankings: (query: ListQuery & { engine?: Schemas['SearchEngine']; device?: Schemas['Device'] }): Promise<ItemsPage> =>
      itemsPage((paging) => repository.serpRankings({ engine: query.engine, device: query.device }, paging), query),

    socialPosts: (query: ListQuery & { status?: Schemas['PostStatus']; network?: Schemas['SocialNetwork'] }): Promise<ItemsPage> =>
      itemsPage((paging) => repository.socialPosts({ status: query.status, network: query.network }, paging), query),

    socialEngagements(query: ListQuery & DateRange & { post_id?: string }): Promise<ItemsPage> {
      const range = checkDateRange({ from: query.from, to: query.to });
      return itemsPage((paging) => repository.socialEngagements({ ...range, postId: query.post_id }, paging), query);
    },

    adCampaigns: (query: ListQuery & { status?: Schemas['CampaignStatus'] }): Promise<ItemsPage> => itemsPage((paging) => repository.adCampaigns({ status: query.status }, paging), query),

    adPerformance(query: ListQuery & DateRange & { campaign_id?: string }): Promise<ItemsPage> {
      const range = checkDateRange({ from: query.from, to: query.to });
      return itemsPage((paging) => repository.adPerformance({ ...range, campaignId: query.campaign_id }, paging), query);
    },
  };
}

export type TenantMarketing = ReturnType<typeof createTenantMarketing>;

/** `version` is the spec's info.version, reported by /status. */
export function createMarketingService(db: Kysely<Database>, engine: StoreEngine, version: string) {
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
      return { service: 'marketing', status: available ? 'ok' : 'degraded', version, store: { engine, available } };
    },

    /** The caller's tenant view. The security stage admits only tenant-bound keys, so a missing tenant is a bug. */
    forPrincipal(principal: Principal | null): TenantMarketing {
      if (!principal?.tenantId) throw new Error('marketing: a protected operation ran without a tenant-bound principal');
      let view = views.get(principal.tenantId);
      if (!view) views.set(principal.tenantId, (view = createTenantMarketing(db, engine, principal.tenantId)));
      return view;
    },

    async knownTenants(): Promise<string[]> {
      return (await db.selectFrom('marketing_tenants').select('id').orderBy('id').execute()).map((row) => row.id);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
