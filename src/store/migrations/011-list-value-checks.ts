/**
 * The store refuses list values the API cannot serve, whoever writes them (the demo and bulk
 * seeds, an operator's SQL): found by writing rows straight into the store, then reading the
 * pages that held them (test/store/list-values.test.ts).
 * - Numbers: each numeric column of an HR or marketing list within its field's range in the
 *   spec (every one is at least 0, some at most 100) and the engine's and JSON's: at most
 *   2^53 - 1 where the API gives the number as a JSON number, the engine's largest integer where
 *   it gives a decimal string (HR payroll amounts). Booleans 0 or 1. The counts tables' totals
 *   (migrations 005, 007) the same. A payroll amount of -2^63 made PostgreSQL's formatting of
 *   it overflow on every page that held it; SQLite took 1e999 where an integer belongs and
 *   wrote it into the item as `9.0e+999`.
 * - SQLite also takes a value of any type in any column: a number must be an integer there,
 *   text text (a blob made the item's JSON fail), and text UTF-8 without NUL, as PostgreSQL
 *   holds it. A sort key that was not UTF-8 read back as U+FFFD and made a deep page seek past
 *   rows (src/store/list-page-sql.ts).
 *
 * PostgreSQL: a CHECK constraint per table, `<table>_values` (src/store/postgres/checks.ts);
 * SQLite: two triggers per list table, `<table>_values_insert` and `<table>_values_update`,
 * which also check the type of every value and that text is UTF-8 without NUL
 * (src/store/sqlite/checks.ts; the counts tables have none there).
 *
 * What this migration checks is frozen here, as every released migration is; how each engine
 * checks it changes only by adding.
 */
import type { Kysely } from 'kysely';
import type { ValueRange } from '../engine.js';
import { engineOf } from '../engines.js';

/** Largest integer a JSON number carries exactly (Number.MAX_SAFE_INTEGER). */
const JSON_MAX = 9_007_199_254_740_991n;
/** Largest integer of the engines (bigint, SQLite's integer). */
const ENGINE_MAX = 9_223_372_036_854_775_807n;

const count: ValueRange = [0n, JSON_MAX];
const percent: ValueRange = [0n, 100n];
const flag: ValueRange = [0n, 1n];

/** The integer columns of each table and their ranges, as spec/hrm.yaml and spec/marketing.yaml give the fields. */
export const VALUE_CHECKS: Readonly<Record<string, Readonly<Record<string, ValueRange>>>> = {
  hrm_employees: {},
  hrm_attendance: { worked_minutes: count },
  hrm_leave_requests: { working_days: [1n, JSON_MAX] },
  // Money: a decimal string of cents (`^[0-9]+\.[0-9]{2}$`).
  hrm_payroll_runs: { employee_count: count, gross_cents: [0n, ENGINE_MAX], deductions_cents: [0n, ENGINE_MAX], net_cents: [0n, ENGINE_MAX] },
  hrm_documents: { size_bytes: count, confidential: flag },
  hrm_list_counts: { total: count, version: [0n, ENGINE_MAX] },
  marketing_seo_audits: { score: percent, pages_crawled: count, issues_critical: count, issues_warning: count, issues_notice: count },
  // Money: cents, given as a JSON number of units (`Money`, minimum 0).
  marketing_keywords: { search_volume: count, difficulty: percent, cpc_cents: count },
  marketing_serp_rankings: { position: [1n, 100n] },
  marketing_social_posts: {},
  marketing_social_engagements: { likes: count, comments: count, shares: count, reach: count, clicks: count },
  marketing_ad_campaigns: { budget_cents: count },
  marketing_ad_performance: { impressions: count, clicks: count, conversions: count, spend_cents: count, revenue_cents: count },
  marketing_list_counts: { total: count, version: [0n, ENGINE_MAX] },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  for (const [table, ranges] of Object.entries(VALUE_CHECKS)) await engine.addValueChecks(db, table, ranges);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  for (const [table, ranges] of Object.entries(VALUE_CHECKS)) await engine.dropChecks(db, table, 'values', Object.keys(ranges).length);
}
