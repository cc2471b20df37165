/**
 * Marketing demo data for `acme` and `globex`: every list gets 30 to 60 rows per tenant,
 * sized differently per tenant so paging shows. Values come from a PRNG seeded by tenant
 * and list, ids from a hash of tenant, list and index: the same store always gets the same rows.
 */
import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { MarketingTables } from '../tables/marketing.js';
import { mulberry32 } from '../../seeded-random.js';

/** The day the demo data is "as of"; every date is relative to it. */
const AS_OF = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;

interface DemoTenant {
  id: string;
  name: string;
  currency: string;
  brand: string;
  sites: string[];
  products: string[];
  networks: string[];
  sizes: { audits: number; keywords: number; rankedKeywords: number; posts: number; campaigns: number };
}

export const MARKETING_DEMO_TENANTS: DemoTenant[] = [
  {
    id: 'acme',
    name: 'Acme Corporation',
    currency: 'USD',
    brand: 'acme',
    sites: ['https://www.acme.example', 'https://shop.acme.example', 'https://blog.acme.example'],
    products: ['anvil', 'rocket skates', 'giant magnet', 'portable hole', 'pogo stick', 'bird seed'],
    networks: ['facebook', 'instagram', 'linkedin', 'x', 'tiktok'],
    sizes: { audits: 36, keywords: 48, rankedKeywords: 14, posts: 42, campaigns: 36 },
  },
  {
    id: 'globex',
    name: 'Globex Corporation',
    currency: 'EUR',
    brand: 'globex',
    sites: ['https://www.globex.example', 'https://investors.globex.example'],
    products: ['heat pump', 'solar panel', 'home battery', 'smart thermostat', 'ev charger'],
    networks: ['linkedin', 'x', 'facebook'],
    sizes: { audits: 31, keywords: 33, rankedKeywords: 10, posts: 31, campaigns: 30 },
  },
];

const KEYWORD_PATTERNS: Array<[string, string]> = [
  ['buy {p}', 'transactional'],
  ['best {p}', 'commercial'],
  ['{p} price comparison', 'commercial'],
  ['{p} reviews', 'commercial'],
  ['how to install a {p}', 'informational'],
  ['{p} buying guide', 'informational'],
  ['{b} {p}', 'navigational'],
  ['{p} discount code', 'transactional'],
];
const POST_STATUSES = ['published', 'published', 'scheduled', 'published', 'draft', 'failed', 'published'];
const FAILURE_REASONS = [
  'The access token of the connected account has expired.',
  'The network rejected the image: it exceeds the size limit.',
  'The connected page no longer grants publishing permission.',
];
const CAMPAIGN_STATUSES = ['active', 'active', 'completed', 'paused', 'draft', 'completed'];
const CAMPAIGN_THEMES = ['Spring sale', 'Brand awareness', 'Retargeting', 'Summer launch', 'Holiday push', 'Lead generation'];
const CHANNELS = ['google_ads', 'meta_ads', 'linkedin_ads', 'microsoft_ads'];

/** mulberry32 (src/seeded-random.ts) seeded by the first four bytes of the text's SHA-256. */
function prng(seedText: string): () => number {
  return mulberry32(createHash('sha256').update(seedText).digest().readUInt32BE(0));
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function demoId(prefix: string, tenant: string, list: string, index: number): string {
  return `${prefix}_${createHash('sha256').update(`${tenant}:${list}:${index}`).digest('hex').slice(0, 10)}`;
}

const isoTime = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

type Rows = { [T in keyof MarketingTables]: Insertable<MarketingTables[T]>[] };

/** Every demo row of every marketing table, in insertion (foreign-key) order. */
export function buildMarketingDemo(): Rows {
  const rows: Rows = {
    marketing_tenants: [],
    marketing_seo_audits: [],
    marketing_keywords: [],
    marketing_serp_rankings: [],
    marketing_social_posts: [],
    marketing_social_engagements: [],
    marketing_ad_campaigns: [],
    marketing_ad_performance: [],
  };

  for (const tenant of MARKETING_DEMO_TENANTS) {
    const t = tenant.id;
    rows.marketing_tenants.push({ id: t, name: tenant.name, currency: tenant.currency });

    let random = prng(`${t}:audits`);
    for (let i = 0; i < tenant.sizes.audits; i++) {
      const site = tenant.sites[i % tenant.sites.length];
      rows.marketing_seo_audits.push({
        id: demoId('aud', t, 'audits', i),
        tenant_id: t,
        site,
        score: between(random, 52, 98),
        pages_crawled: between(random, 80, 2400),
        issues_critical: between(random, 0, 6),
        issues_warning: between(random, 2, 45),
        issues_notice: between(random, 10, 120),
        audited_at: isoTime(AS_OF - Math.floor(i / tenant.sites.length) * 7 * DAY - (i % tenant.sites.length) * 3_600_000 + 4 * 3_600_000),
      });
    }

    random = prng(`${t}:keywords`);
    const keywords: Array<{ id: string; keyword: string; product: string }> = [];
    for (let i = 0; i < tenant.sizes.keywords; i++) {
      const product = tenant.products[Math.floor(i / KEYWORD_PATTERNS.length) % tenant.products.length];
      const [pattern, intent] = KEYWORD_PATTERNS[i % KEYWORD_PATTERNS.length];
      const keyword = pattern.replace('{p}', product).replace('{b}', tenant.brand);
      const id = demoId('kwd', t, 'keywords', i);
      keywords.push({ id, keyword, product });
      const buying = intent === 'transactional' || intent === 'commercial';
      rows.marketing_keywords.push({
        id,
        tenant_id: t,
        keyword,
        search_volume: Math.round((50 + random() ** 2 * 40_000) / 10) * 10,
        difficulty: between(random, 4, 92),
        cpc_cents: buying ? between(random, 60, 940) : between(random, 10, 180),
        currency: tenant.currency,
        intent,
      });
    }

    random = prng(`${t}:rankings`);
    let ranking = 0;
    for (const [k, keyword] of keywords.slice(0, tenant.sizes.rankedKeywords).entries()) {
      for (const engine of ['google', 'bing']) {
        for (const device of ['desktop', 'mobile']) {
          rows.marketing_serp_rankings.push({
            id: demoId('rnk', t, 'rankings', ranking++),
            tenant_id: t,
            keyword_id: keyword.id,
            keyword: keyword.keyword,
            engine,
            device,
            position: between(random, 1, 60),
            url: `${tenant.sites[0]}/products/${slug(keyword.product)}`,
            checked_at: isoTime(AS_OF - (k % 3) * DAY + 5 * 3_600_000),
          });
        }
      }
    }

    random = prng(`${t}:posts`);
    let engagement = 0;
    for (let i = 0; i < tenant.sizes.posts; i++) {
      const status = POST_STATUSES[i % POST_STATUSES.length];
      const network = tenant.networks[i % tenant.networks.length];
      const product = tenant.products[i % tenant.products.length];
      const created = AS_OF - (i + 2) * DAY + 9 * 3_600_000;
      const direct = status === 'published' && i % 2 === 1;
      let scheduled: number | null = created + DAY;
      if (status === 'draft' || direct) scheduled = null;
      else if (status === 'scheduled') scheduled = AS_OF + ((i % 5) + 1) * DAY + 8 * 3_600_000;
      const published = status === 'published' ? (direct ? created + 20 * 60_000 : scheduled! + 60_000) : null;
      const id = demoId('pst', t, 'posts', i);
      rows.marketing_social_posts.push({
        id,
        tenant_id: t,
        network,
        status,
        content: `${capitalised(product)}: ${['new arrivals', 'customer story', 'how-to video', 'limited offer'][i % 4]} from ${tenant.name}.`,
        created_at: isoTime(created),
        scheduled_at: scheduled === null ? null : isoTime(scheduled),
        published_at: published === null ? null : isoTime(published),
        failure_reason: status === 'failed' ? FAILURE_REASONS[i % FAILURE_REASONS.length] : null,
      });
      if (published === null) continue;
      // Published posts get their first two days of engagement.
      for (let day = 0; day < 2; day++) {
        const reach = between(random, 400, 24_000);
        rows.marketing_social_engagements.push({
          id: demoId('eng', t, 'engagements', engagement++),
          tenant_id: t,
          post_id: id,
          network,
          date: isoDay(published + day * DAY),
          likes: Math.round(reach * (0.01 + random() * 0.05)),
          comments: Math.round(reach * random() * 0.006),
          shares: Math.round(reach * random() * 0.004),
          reach,
          clicks: Math.round(reach * (0.004 + random() * 0.02)),
        });
      }
    }

    random = prng(`${t}:campaigns`);
    let performance = 0;
    for (let i = 0; i < tenant.sizes.campaigns; i++) {
      const status = CAMPAIGN_STATUSES[i % CAMPAIGN_STATUSES.length];
      const theme = CAMPAIGN_THEMES[i % CAMPAIGN_THEMES.length];
      const product = tenant.products[Math.floor(i / CAMPAIGN_THEMES.length) % tenant.products.length];
      let start: number;
      let end: number | null;
      if (status === 'active') [start, end] = [AS_OF - (10 + i * 3) * DAY, i % 4 === 0 ? null : AS_OF + 30 * DAY];
      else if (status === 'completed') [start, end] = [AS_OF - (45 + i * 3) * DAY, AS_OF - (15 + i * 3) * DAY];
      else if (status === 'paused') [start, end] = [AS_OF - (20 + i * 2) * DAY, AS_OF + 20 * DAY];
      else [start, end] = [AS_OF + (14 + i) * DAY, AS_OF + (44 + i) * DAY];
      const id = demoId('cmp', t, 'campaigns', i);
      rows.marketing_ad_campaigns.push({
        id,
        tenant_id: t,
        name: `${theme}: ${product}`,
        channel: CHANNELS[i % CHANNELS.length],
        budget_cents: between(random, 10, 500) * 10_000,
        currency: tenant.currency,
        start_date: isoDay(start),
        end_date: end === null ? null : isoDay(end),
        status,
      });
      if (status === 'draft') continue;
      // Two days of figures: the last two days the campaign ran (up to the as-of day).
      const last = Math.min(end ?? AS_OF, AS_OF);
      for (const day of [last - DAY, last]) {
        // A paused campaign spent nothing on its last day: the row with spend 0 (roas null).
        const idle = status === 'paused' && day === last;
        const impressions = idle ? 0 : between(random, 1_500, 45_000);
        const clicks = Math.round(impressions * (0.008 + random() * 0.04));
        const conversions = Math.round(clicks * random() * 0.09);
        rows.marketing_ad_performance.push({
          id: demoId('prf', t, 'performance', performance++),
          tenant_id: t,
          campaign_id: id,
          date: isoDay(day),
          impressions,
          clicks,
          conversions,
          spend_cents: clicks * between(random, 25, 260),
          revenue_cents: conversions * between(random, 1_800, 16_000),
          currency: tenant.currency,
        });
      }
    }
  }
  return rows;
}

export async function seedMarketingDemo(db: Kysely<Database>): Promise<void> {
  const rows = buildMarketingDemo();
  for (const table of Object.keys(rows) as Array<keyof Rows>) {
    if (rows[table].length > 0) await db.insertInto(table).values(rows[table] as never).execute();
  }
}
