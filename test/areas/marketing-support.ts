/** Shared set-up of the marketing tests: a seeded store, the area, and a live key per demo tenant. */
import { marketingArea } from '../../src/areas/marketing.js';
import type { MarketingServices } from '../../src/services/marketing/index.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, type TestEngine } from '../support/store.js';

export const BASE = '/api/public/v1';
export const TENANTS = ['acme', 'globex'] as const;
export type Tenant = (typeof TENANTS)[number];

type Direction = 'asc' | 'desc';
type Item = Record<string, unknown>;

export interface ListCase {
  path: string;
  operationId: string;
  /** The summary field that counts this list. */
  counted: [group: 'seo' | 'social' | 'ads', field: string];
  /** Demo rows per tenant. */
  totals: Record<Tenant, number>;
  /** The documented order; `id` breaks ties. */
  order: Array<[string, Direction]>;
}

export const LISTS: ListCase[] = [
  { path: '/seo/audits', operationId: 'listSeoAudits', counted: ['seo', 'audits'], totals: { acme: 36, globex: 31 }, order: [['audited_at', 'desc']] },
  { path: '/seo/keywords', operationId: 'listSeoKeywords', counted: ['seo', 'keywords'], totals: { acme: 48, globex: 33 }, order: [['keyword', 'asc']] },
  {
    path: '/seo/serp-rankings',
    operationId: 'listSerpRankings',
    counted: ['seo', 'serp_rankings'],
    totals: { acme: 56, globex: 40 },
    order: [['checked_at', 'desc'], ['keyword', 'asc'], ['engine', 'asc'], ['device', 'asc']],
  },
  { path: '/social/posts', operationId: 'listSocialPosts', counted: ['social', 'posts'], totals: { acme: 42, globex: 31 }, order: [['created_at', 'desc']] },
  { path: '/social/engagements', operationId: 'listSocialEngagements', counted: ['social', 'engagements'], totals: { acme: 48, globex: 36 }, order: [['date', 'desc'], ['post_id', 'asc']] },
  { path: '/ads/campaigns', operationId: 'listAdCampaigns', counted: ['ads', 'campaigns'], totals: { acme: 36, globex: 30 }, order: [['start_date', 'desc']] },
  { path: '/ads/performance', operationId: 'listAdPerformance', counted: ['ads', 'performance'], totals: { acme: 60, globex: 50 }, order: [['date', 'desc'], ['campaign_id', 'asc']] },
];

/** True when `items` follow `order` then `id` (byte order, as documented). */
export function inOrder(items: Item[], order: Array<[string, Direction]>): boolean {
  const keys: Array<[string, Direction]> = [...order, ['id', 'asc']];
  for (let i = 1; i < items.length; i++) {
    for (const [field, direction] of keys) {
      const a = String(items[i - 1][field]);
      const b = String(items[i][field]);
      if (a === b) continue;
      if ((a < b) !== (direction === 'asc')) return false;
      break;
    }
  }
  return true;
}

export interface MarketingFixture {
  area: TestArea<MarketingServices>;
  keys: Record<Tenant, string>;
  close(): Promise<void>;
}

export async function openMarketing(engine: TestEngine): Promise<MarketingFixture> {
  const store = await openTestStore(engine);
  const area = await buildTestArea(marketingArea, { store });
  const keys = {} as Record<Tenant, string>;
  for (const tenant of TENANTS) keys[tenant] = (await area.services.apiKeys.create({ service: 'marketing', tenantId: tenant, name: `${tenant}-crm` })).key;
  return {
    area,
    keys,
    async close() {
      await area.close();
      await store.close();
    },
  };
}
