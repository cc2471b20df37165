/**
 * What the marketing demo rows are made of: the demo tenants, sized differently so paging shows,
 * and values seeded by tenant and list, so the same store always gets the same rows.
 */
import { createHash } from 'node:crypto';
import { mulberry32 } from '../../seeded-random.js';

/** The day the demo data is "as of"; every date is relative to it. */
export const AS_OF = Date.UTC(2026, 2, 1);
export const DAY = 86_400_000;

export interface DemoTenant {
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

export const KEYWORD_PATTERNS: Array<[string, string]> = [
  ['buy {p}', 'transactional'],
  ['best {p}', 'commercial'],
  ['{p} price comparison', 'commercial'],
  ['{p} reviews', 'commercial'],
  ['how to install a {p}', 'informational'],
  ['{p} buying guide', 'informational'],
  ['{b} {p}', 'navigational'],
  ['{p} discount code', 'transactional'],
];
export const POST_STATUSES = ['published', 'published', 'scheduled', 'published', 'draft', 'failed', 'published'];
export const FAILURE_REASONS = [
  'The access token of the connected account has expired.',
  'The network rejected the image: it exceeds the size limit.',
  'The connected page no longer grants publishing permission.',
];
export const CAMPAIGN_STATUSES = ['active', 'active', 'completed', 'paused', 'draft', 'completed'];
export const CAMPAIGN_THEMES = ['Spring sale', 'Brand awareness', 'Retargeting', 'Summer launch', 'Holiday push', 'Lead generation'];
export const CHANNELS = ['google_ads', 'meta_ads', 'linkedin_ads', 'microsoft_ads'];

/** mulberry32 (src/seeded-random.ts) seeded by the first four bytes of the text's SHA-256. */
export function prng(seedText: string): () => number {
  return mulberry32(createHash('sha256').update(seedText).digest().readUInt32BE(0));
}

export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function demoId(prefix: string, tenant: string, list: string, index: number): string {
  return `${prefix}_${createHash('sha256').update(`${tenant}:${list}:${index}`).digest('hex').slice(0, 10)}`;
}

export const isoTime = (ms: number) => new Date(ms).toISOString();
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
export const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/** The product the tenant's keyword number `index` is about (each product has one keyword per pattern). */
export const keywordProduct = (tenant: DemoTenant, index: number): string =>
  tenant.products[Math.floor(index / KEYWORD_PATTERNS.length) % tenant.products.length];
