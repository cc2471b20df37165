/**
 * The store refuses list texts longer than the spec's `maxLength` (crawler 2.1.0, hrm 2.2.0,
 * marketing 1.2.0), whoever writes them, in characters as JSON Schema counts. PostgreSQL: a CHECK
 * per table added NOT VALID (older rows keep serving); SQLite: triggers as 011's. Frozen;
 * test/store/list-text-lengths.test.ts holds it to the specs.
 */
import type { Kysely } from 'kysely';
import { engineOf } from '../engines.js';

/** Each table's bounded text columns and their most characters. */
export const TEXT_LIMITS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  marketing_seo_audits: { site: 2048 },
  marketing_keywords: { keyword: 200 },
  marketing_serp_rankings: { keyword: 200, url: 2048 },
  marketing_social_posts: { content: 4000, failure_reason: 2000 },
  marketing_ad_campaigns: { name: 200 },
  hrm_employees: { employee_number: 128, first_name: 200, last_name: 200, email: 254, job_title: 200, location: 200, manager_id: 128 },
  hrm_attendance: { id: 128, employee_id: 128 },
  hrm_leave_requests: { id: 128, employee_id: 128, approver_id: 128 },
  hrm_payroll_runs: { id: 128 },
  hrm_documents: { id: 128, employee_id: 128, title: 200, file_name: 255, media_type: 255 },
  crawler_sources: { id: 128, name: 200, url: 2048, legal_note: 2000, schedule_cron: 256, schedule_timezone: 64 },
  crawler_jobs: { id: 128, name: 200, cron: 256, timezone: 64 },
  crawler_job_sources: { source_id: 128 },
  crawler_parser_rules: { field: 200, css: 2000, xpath: 2000 },
  crawler_runs: { id: 128, job_id: 128, source_id: 128, error: 2000 },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  for (const [table, limits] of Object.entries(TEXT_LIMITS)) await engine.addLengthChecks(db, table, limits);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  for (const [table, limits] of Object.entries(TEXT_LIMITS)) await engine.dropChecks(db, table, 'lengths', Object.keys(limits).length);
}
