/**
 * Deterministic demo data for the tenants `acme` and `globex`, loaded into an empty store at
 * start. Each area adds its seeder here; the same store always gets the same rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seedCrawlerDemo } from './crawler.js';
import { seedHrmDemo } from './hrm.js';
import { seedMarketingDemo } from './marketing.js';

export const DEMO_TENANTS = ['acme', 'globex'] as const;

export type DemoSeeder = (db: Kysely<Database>) => Promise<void>;

export const demoSeeders: Record<string, DemoSeeder> = {
  crawler: seedCrawlerDemo,
  hrm: seedHrmDemo,
  marketing: seedMarketingDemo,
};
