/**
 * The marketing service's rules: status, the tenant's summary and its seven lists in the
 * API's shape (money from cents, ROAS, nested issue counts). Reads go through a
 * TenantRepository built for the caller's tenant, never through the store directly.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../../generated/marketing.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { Database } from '../../store/schema.js';
import type { StoreEngine } from '../../store/database.js';
import type { MarketingAdPerformanceTable } from '../../store/tables/marketing.js';
import { listData, pagingOf } from './paging.js';
import { checkDateRange, type DateRange } from '../date-range.js';
import { createTenantRepository } from './tenant-repository.js';

type Schemas = components['schemas'];
type ListQuery = { page?: number; page_size?: number };

/** How long /status waits for the store before calling it unavailable. */
const STATUS_PROBE_MS = 2000;

const money = (cents: number): number => cents / 100;

/** Return on ad spend: revenue / spend to two decimals; null on a day without spend. */
export function roasOf(revenueCents: number, spendCents: number): number | null {
  return spendCents === 0 ? null : Math.round((revenueCents / spendCents) * 100) / 100;
}


function performanceItem(row: Selectable<MarketingAdPerformanceTable>): Schemas['AdPerformance'] {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    campaign_id: row.campaign_id,
    date: row.date,
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    spend: money(row.spend_cents),
    revenue: money(row.revenue_cents),
    currency: row.currency,
    roas: roasOf(row.revenue_cents, row.spend_cents),
  };
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

    async seoAudits(query: ListQuery): Promise<Schemas['SeoAuditPage']> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.seoAudits(paging);
      const items = rows.map((row) => ({
        id: row.id,
        tenant_id: row.tenant_id,
        site: row.site,
        score: row.score,
        pages_crawled: row.pages_crawled,
        issues: { critical: row.issues_critical, warning: row.issues_warning, notice: row.issues_notice },
        audited_at: row.audited_at,
      }));
      return listData(items, total, paging);
    },

    async keywords(query: ListQuery & { intent?: Schemas['KeywordIntent'] }): Promise<Schemas['KeywordPage']> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.keywords({ intent: query.intent }, paging);
      const items = rows.map((row) => ({
        id: row.id,
        tenant_id: row.tenant_id,
        keyword: row.keyword,
        search_volume: row.search_volume,
        difficulty: row.difficulty,
        cpc: money(row.cpc_cents),
        currency: row.currency,
        intent: row.intent as Schemas['KeywordIntent'],
      }));
      return listData(items, total, paging);
    },

    async serpRankings(query: ListQuery & { engine?: Schemas['SearchEngine']; device?: Schemas['Device'] }): Promise<Schemas['SerpRankingPage']> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.serpRankings({ engine: query.engine, device: query.device }, paging);
      const items = rows.map((row) => ({
        id: row.id,
        tenant_id: row.tenant_id,
        keyword_id: row.keyword_id,
        keyword: row.keyword,
        engine: row.engine as Schemas['SearchEngine'],
        device: row.device as Schemas['Device'],
        position: row.position,
        url: row.url,
        checked_at: row.checked_at,
      }));
      return listData(items, total, paging);
    },

    async socialPosts(query: ListQuery & { status?: Schemas['PostStatus']; network?: Schemas['SocialNetwork'] }): Promise<Schemas['SocialPostPage']> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.socialPosts({ status: query.status, network: query.network }, paging);
      const items = rows.map((row) => ({
        id: row.id,
        tenant_id: row.tenant_id,
        network: row.network as Schemas['SocialNetwork'],
        status: row.status as Schemas['PostStatus'],
        content: row.content,
        created_at: row.created_at,
        scheduled_at: row.scheduled_at,
        published_at: row.published_at,
        failure_reason: row.failure_reason,
      }));
      return listData(items, total, paging);
    },

    async socialEngagements(query: ListQuery & DateRange & { post_id?: string }): Promise<Schemas['SocialEngagementPage']> {
      const paging = pagingOf(query);
      const range = checkDateRange({ from: query.from, to: query.to });
      const { rows, total } = await repository.socialEngagements({ ...range, postId: query.post_id }, paging);
      const items = rows.map((row) => ({
        id: row.id,
        tenant_id: row.tenant_id,
        post_id: row.post_id,
        network: row.network as Schemas['SocialNetwork'],
        date: row.date,
        likes: row.likes,
        comments: row.comments,
        shares: row.shares,
        reach: row.reach,
        clicks: row.clicks,
      }));
      return listData(items, total, paging);
    },

    async adCampaigns(query: ListQuery & { status?: Schemas['CampaignStatus'] }): Promise<Schemas['AdCampaignPage']> {
      const paging = pagingOf(query);
      const { rows, total } = await repository.adCampaigns({ status: query.status }, paging);
      const items = rows.map((row) => ({
        id: row.id,
        tenant_id: row.tenant_id,
        name: row.name,
        channel: row.channel as Schemas['AdCampaign']['channel'],
        budget: money(row.budget_cents),
        currency: row.currency,
        start_date: row.start_date,
        end_date: row.end_date,
        status: row.status as Schemas['CampaignStatus'],
      }));
      return listData(items, total, paging);
    },

    async adPerformance(query: ListQuery & DateRange & { campaign_id?: string }): Promise<Schemas['AdPerformancePage']> {
      const paging = pagingOf(query);
      const range = checkDateRange({ from: query.from, to: query.to });
      const { rows, total } = await repository.adPerformance({ ...range, campaignId: query.campaign_id }, paging);
      return listData(rows.map(performanceItem), total, paging);
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
