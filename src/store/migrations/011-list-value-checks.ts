/**
 * The store refuses list values the API cannot serve, whoever writes them (test/store/list-values.test.ts):
 * numbers within their field's range in the spec and within JSON's (2^53 - 1) or the engine's,
 * booleans 0 or 1, counts the same; on SQLite also every value's type, and text UTF-8 without NUL.
 * PostgreSQL: a CHECK per table, `<table>_values`; SQLite: insert and update triggers. Frozen.
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
