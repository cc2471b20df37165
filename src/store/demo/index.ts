/**
 * Deterministic demo data for the tenants `acme` and `globex`, loaded into an empty store at
 * start. Each area adds its seeder here and its name to ./seeder-names.ts; the same store always
 * gets the same rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seedCrawlerDemo } from './crawler.js';
import { HRM_DEMO_COMPANIES, seedHrmDemo } from './hrm.js';
import { seedMarketingDemo } from './marketing.js';
import type { DemoSeederName } from './seeder-names.js';

export const DEMO_TENANTS = ['acme', 'globex'] as const;

export type DemoSeeder = (db: Kysely<Database>) => Promise<void>;

export const demoSeeders: Record<string, DemoSeeder> = {
  crawler: seedCrawlerDemo,
  hrm: (db) => seedHrmDemo(db, HRM_DEMO_COMPANIES.acme),
  // Its own marker: a store seeded before HR had companies gets globex at its next start.
  'hrm-globex': (db) => seedHrmDemo(db, HRM_DEMO_COMPANIES.globex),
  marketing: seedMarketingDemo,
} satisfies Record<DemoSeederName, DemoSeeder>;
