/**
 * The demo seeders' names, each recorded as `demo_seeded:<name>` once its data is loaded
 * (../database.ts): a start finds every marker without loading the seeders (./index.ts, whose
 * record of seeders has exactly these keys).
 */
export const DEMO_SEEDER_NAMES = ['crawler', 'hrm', 'hrm-globex', 'marketing'] as const;
export type DemoSeederName = (typeof DEMO_SEEDER_NAMES)[number];
