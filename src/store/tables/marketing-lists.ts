/**
 * The marketing lists (CONTRIBUTING.md, "Adding a list"): money in integer cents and days as
 * `YYYY-MM-DD` text, so both engines sort and sum alike; fields in the schema's property order.
 */
import type { components } from '../../../generated/marketing.js';
import * as demo from '../demo/marketing-values.js';
import type { ItemField } from '../json-items.js';
import { defineList, fieldsOf, type Columns, type DemoContext, type ListInput, type TableRow } from '../list-declaration.js';

type Schemas = components['schemas'];
type Context = DemoContext<demo.DemoTenant>;

/** A marketing list: owned by a marketing tenant, named in its items by `tenant_id`, in a group of the summary. */
const marketingList = <const Table extends string, const C extends Columns, const Name extends string, const Operation extends string>(
  input: Omit<ListInput<Table, C, demo.DemoTenant, Name, Operation>, 'area'> & { group: string },
) => ({ ...defineList<Table, C, demo.DemoTenant, Name, Operation>({ ...input, area: 'marketing' }), group: input.group });

const SEO_AUDIT_COLUMNS = {
  site: 'text',
  score: 'integer',
  pages_crawled: 'integer',
  issues_critical: 'integer',
  issues_warning: 'integer',
  issues_notice: 'integer',
  audited_at: 'text',
} as const;

const KEYWORD_COLUMNS = { keyword: 'text', search_volume: 'integer', difficulty: 'integer', cpc_cents: 'integer', currency: 'text', intent: 'text' } as const;

const SERP_COLUMNS = { keyword_id: 'text', keyword: 'text', engine: 'text', device: 'text', position: 'integer', url: 'text', checked_at: 'text' } as const;

const POST_COLUMNS = { network: 'text', status: 'text', content: 'text', created_at: 'text', scheduled_at: 'text?', published_at: 'text?', failure_reason: 'text?' } as const;

const ENGAGEMENT_COLUMNS = { post_id: 'text', network: 'text', date: 'text', likes: 'integer', comments: 'integer', shares: 'integer', reach: 'integer', clicks: 'integer' } as const;

const AD_CAMPAIGN_COLUMNS = {
  name: 'text',
  channel: 'text',
  budget_cents: 'integer',
  currency: 'text',
  start_date: 'text',
  end_date: 'text?',
  status: 'text',
} as const;

const AD_PERFORMANCE_COLUMNS = {
  campaign_id: 'text',
  date: 'text',
  impressions: 'integer',
  clicks: 'integer',
  conversions: 'integer',
  spend_cents: 'integer',
  revenue_cents: 'integer',
  currency: 'text',
} as const;

/** Ad campaigns and their daily figures come from one seeded sequence, a campaign's figures drawn after it. */
function adsDemo({ tenant }: Context): { campaigns: Array<TableRow<typeof AD_CAMPAIGN_COLUMNS>>; performance: Array<TableRow<typeof AD_PERFORMANCE_COLUMNS>> } {
  const t = tenant.id;
  const campaigns: Array<TableRow<typeof AD_CAMPAIGN_COLUMNS>> = [];
  const performance: Array<TableRow<typeof AD_PERFORMANCE_COLUMNS>> = [];
  const random = demo.prng(`${t}:campaigns`);
  for (let i = 0; i < tenant.sizes.campaigns; i++) {
    const status = demo.CAMPAIGN_STATUSES[i % demo.CAMPAIGN_STATUSES.length];
    const theme = demo.CAMPAIGN_THEMES[i % demo.CAMPAIGN_THEMES.length];
    const product = tenant.products[Math.floor(i / demo.CAMPAIGN_THEMES.length) % tenant.products.length];
    const { AS_OF, DAY } = demo;
    let start: number;
    let end: number | null;
    if (status === 'active') [start, end] = [AS_OF - (10 + i * 3) * DAY, i % 4 === 0 ? null : AS_OF + 30 * DAY];
    else if (status === 'completed') [start, end] = [AS_OF - (45 + i * 3) * DAY, AS_OF - (15 + i * 3) * DAY];
    else if (status === 'paused') [start, end] = [AS_OF - (20 + i * 2) * DAY, AS_OF + 20 * DAY];
    else [start, end] = [AS_OF + (14 + i) * DAY, AS_OF + (44 + i) * DAY];
    const id = demo.demoId('cmp', t, 'campaigns', i);
    campaigns.push({
      id,
      tenant_id: t,
      name: `${theme}: ${product}`,
      channel: demo.CHANNELS[i % demo.CHANNELS.length],
      budget_cents: demo.between(random, 10, 500) * 10_000,
      currency: tenant.currency,
      start_date: demo.isoDay(start),
      end_date: end === null ? null : demo.isoDay(end),
      status,
    });
    if (status === 'draft') continue;
    // Two days of figures: the last two days the campaign ran (up to the as-of day).
    const last = Math.min(end ?? AS_OF, AS_OF);
    for (const day of [last - DAY, last]) {
      // A paused campaign spent nothing on its last day: the row with spend 0 (roas null).
      const idle = status === 'paused' && day === last;
      const impressions = idle ? 0 : demo.between(random, 1_500, 45_000);
      const clicks = Math.round(impressions * (0.008 + random() * 0.04));
      const conversions = Math.round(clicks * random() * 0.09);
      performance.push({
        id: demo.demoId('prf', t, 'performance', performance.length),
        tenant_id: t,
        campaign_id: id,
        date: demo.isoDay(day),
        impressions,
        clicks,
        conversions,
        spend_cents: clicks * demo.between(random, 25, 260),
        revenue_cents: conversions * demo.between(random, 1_800, 16_000),
        currency: tenant.currency,
      });
    }
  }
  return { campaigns, performance };
}

/** Every marketing list, a referenced list before the lists that refer to it. */
export const MARKETING_LISTS = [
  marketingList({
    name: 'seo/audits',
    table: 'marketing_seo_audits',
    operationId: 'listSeoAudits',
    group: 'seo',
    columns: SEO_AUDIT_COLUMNS,
    fields: fieldsOf(SEO_AUDIT_COLUMNS, 'same', {
      owner: 'tenant_id',
      as: { issues_critical: 'issues.critical', issues_warning: 'issues.warning', issues_notice: 'issues.notice' },
    }) satisfies Array<ItemField<Schemas['SeoAudit']>>,
    order: [['audited_at', 'desc']],
    demo: ({ tenant }) => {
      const random = demo.prng(`${tenant.id}:audits`);
      return Array.from({ length: tenant.sizes.audits }, (_, i) => ({
        id: demo.demoId('aud', tenant.id, 'audits', i),
        tenant_id: tenant.id,
        site: tenant.sites[i % tenant.sites.length],
        score: demo.between(random, 52, 98),
        pages_crawled: demo.between(random, 80, 2400),
        issues_critical: demo.between(random, 0, 6),
        issues_warning: demo.between(random, 2, 45),
        issues_notice: demo.between(random, 10, 120),
        audited_at: demo.isoTime(demo.AS_OF - Math.floor(i / tenant.sites.length) * 7 * demo.DAY - (i % tenant.sites.length) * 3_600_000 + 4 * 3_600_000),
      }));
    },
  }),

  marketingList({
    name: 'seo/keywords',
    table: 'marketing_keywords',
    operationId: 'listSeoKeywords',
    group: 'seo',
    columns: KEYWORD_COLUMNS,
    fields: fieldsOf(KEYWORD_COLUMNS, 'same', { owner: 'tenant_id', as: { cpc_cents: ['cpc', 'money'] } }) satisfies Array<ItemField<Schemas['Keyword']>>,
    order: [['keyword', 'asc']],
    filters: { intent: ['intent', '='] },
    unique: [['tenant_id', 'keyword']],
    demo: ({ tenant }) => {
      const random = demo.prng(`${tenant.id}:keywords`);
      return Array.from({ length: tenant.sizes.keywords }, (_, i) => {
        const [pattern, intent] = demo.KEYWORD_PATTERNS[i % demo.KEYWORD_PATTERNS.length];
        const buying = intent === 'transactional' || intent === 'commercial';
        return {
          id: demo.demoId('kwd', tenant.id, 'keywords', i),
          tenant_id: tenant.id,
          keyword: pattern.replace('{p}', demo.keywordProduct(tenant, i)).replace('{b}', tenant.brand),
          search_volume: Math.round((50 + random() ** 2 * 40_000) / 10) * 10,
          difficulty: demo.between(random, 4, 92),
          cpc_cents: buying ? demo.between(random, 60, 940) : demo.between(random, 10, 180),
          currency: tenant.currency,
          intent,
        };
      });
    },
  }),

  marketingList({
    name: 'seo/serp-rankings',
    table: 'marketing_serp_rankings',
    operationId: 'listSerpRankings',
    group: 'seo',
    columns: SERP_COLUMNS,
    fields: fieldsOf(SERP_COLUMNS, 'same', { owner: 'tenant_id' }) satisfies Array<ItemField<Schemas['SerpRanking']>>,
    order: [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']],
    filters: { engine: ['engine', '='], device: ['device', '='] },
    references: { keyword_id: 'seo/keywords' },
    demo: ({ tenant, rowsOf }) => {
      const random = demo.prng(`${tenant.id}:rankings`);
      const keywords = rowsOf('seo/keywords').slice(0, tenant.sizes.rankedKeywords);
      return keywords.flatMap((keyword, k) =>
        ['google', 'bing'].flatMap((engine, e) =>
          ['desktop', 'mobile'].map((device, d) => ({
            id: demo.demoId('rnk', tenant.id, 'rankings', k * 4 + e * 2 + d),
            tenant_id: tenant.id,
            keyword_id: String(keyword.id),
            keyword: String(keyword.keyword),
            engine,
            device,
            position: demo.between(random, 1, 60),
            url: `${tenant.sites[0]}/products/${demo.slug(demo.keywordProduct(tenant, k))}`,
            checked_at: demo.isoTime(demo.AS_OF - (k % 3) * demo.DAY + 5 * 3_600_000),
          })),
        ),
      );
    },
  }),

  marketingList({
    name: 'social/posts',
    table: 'marketing_social_posts',
    operationId: 'listSocialPosts',
    group: 'social',
    columns: POST_COLUMNS,
    fields: fieldsOf(POST_COLUMNS, 'same', { owner: 'tenant_id' }) satisfies Array<ItemField<Schemas['SocialPost']>>,
    order: [['created_at', 'desc']],
    filters: { status: ['status', '='], network: ['network', '='] },
    demo: ({ tenant }) =>
      Array.from({ length: tenant.sizes.posts }, (_, i) => {
        const { AS_OF, DAY } = demo;
        const status = demo.POST_STATUSES[i % demo.POST_STATUSES.length];
        const product = tenant.products[i % tenant.products.length];
        const created = AS_OF - (i + 2) * DAY + 9 * 3_600_000;
        const direct = status === 'published' && i % 2 === 1;
        let scheduled: number | null = created + DAY;
        if (status === 'draft' || direct) scheduled = null;
        else if (status === 'scheduled') scheduled = AS_OF + ((i % 5) + 1) * DAY + 8 * 3_600_000;
        const published = status === 'published' ? (direct ? created + 20 * 60_000 : scheduled! + 60_000) : null;
        return {
          id: demo.demoId('pst', tenant.id, 'posts', i),
          tenant_id: tenant.id,
          network: tenant.networks[i % tenant.networks.length],
          status,
          content: `${demo.capitalised(product)}: ${['new arrivals', 'customer story', 'how-to video', 'limited offer'][i % 4]} from ${tenant.name}.`,
          created_at: demo.isoTime(created),
          scheduled_at: scheduled === null ? null : demo.isoTime(scheduled),
          published_at: published === null ? null : demo.isoTime(published),
          failure_reason: status === 'failed' ? demo.FAILURE_REASONS[i % demo.FAILURE_REASONS.length] : null,
        };
      }),
  }),

  marketingList({
    name: 'social/engagements',
    table: 'marketing_social_engagements',
    operationId: 'listSocialEngagements',
    group: 'social',
    columns: ENGAGEMENT_COLUMNS,
    fields: fieldsOf(ENGAGEMENT_COLUMNS, 'same', { owner: 'tenant_id' }) satisfies Array<ItemField<Schemas['SocialEngagement']>>,
    order: [['date', 'desc'], ['post_id', 'asc']],
    filters: { from: ['date', '>='], to: ['date', '<='], post_id: ['post_id', '='] },
    references: { post_id: 'social/posts' },
    unique: [['post_id', 'date']],
    // Published posts get their first two days of engagement (the posts draw nothing from `posts`' sequence).
    demo: ({ tenant, rowsOf }) => {
      const random = demo.prng(`${tenant.id}:posts`);
      const rows: Array<TableRow<typeof ENGAGEMENT_COLUMNS>> = [];
      for (const post of rowsOf('social/posts')) {
        if (post.published_at === null) continue;
        const published = Date.parse(String(post.published_at));
        for (let day = 0; day < 2; day++) {
          const reach = demo.between(random, 400, 24_000);
          rows.push({
            id: demo.demoId('eng', tenant.id, 'engagements', rows.length),
            tenant_id: tenant.id,
            post_id: String(post.id),
            network: String(post.network),
            date: demo.isoDay(published + day * demo.DAY),
            likes: Math.round(reach * (0.01 + random() * 0.05)),
            comments: Math.round(reach * random() * 0.006),
            shares: Math.round(reach * random() * 0.004),
            reach,
            clicks: Math.round(reach * (0.004 + random() * 0.02)),
          });
        }
      }
      return rows;
    },
  }),

  marketingList({
    name: 'ads/campaigns',
    table: 'marketing_ad_campaigns',
    operationId: 'listAdCampaigns',
    group: 'ads',
    columns: AD_CAMPAIGN_COLUMNS,
    fields: fieldsOf(AD_CAMPAIGN_COLUMNS, 'same', { owner: 'tenant_id', as: { budget_cents: ['budget', 'money'] } }) satisfies Array<ItemField<Schemas['AdCampaign']>>,
    order: [['start_date', 'desc']],
    filters: { status: ['status', '='] },
    demo: (context) => context.shared('ads', () => adsDemo(context)).campaigns,
  }),

  marketingList({
    name: 'ads/performance',
    table: 'marketing_ad_performance',
    operationId: 'listAdPerformance',
    group: 'ads',
    columns: AD_PERFORMANCE_COLUMNS,
    fields: [
      ...fieldsOf(AD_PERFORMANCE_COLUMNS, 'same', { owner: 'tenant_id', as: { spend_cents: ['spend', 'money'], revenue_cents: ['revenue', 'money'] } }),
      // Return on ad spend: revenue / spend to two decimals, null on a day without spend.
      ['roas', ['revenue_cents', 'spend_cents'], 'ratio'],
    ] satisfies Array<ItemField<Schemas['AdPerformance']>>,
    order: [['date', 'desc'], ['campaign_id', 'asc']],
    filters: { from: ['date', '>='], to: ['date', '<='], campaign_id: ['campaign_id', '='] },
    references: { campaign_id: 'ads/campaigns' },
    unique: [['campaign_id', 'date']],
    demo: (context) => context.shared('ads', () => adsDemo(context)).performance,
  }),
] as const;

export type MarketingList = (typeof MARKETING_LISTS)[number];
