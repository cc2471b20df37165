/**
 * The store refuses list texts longer than the spec lets the API answer (each field's
 * `maxLength`: crawler 2.1.0, hrm 2.2.0, marketing 1.2.0), whoever writes them, as migration 011
 * refuses numbers: an import checks records against the spec first, but a seed or an operator's
 * SQL does not, and a value of 20 MB goes out whole in every page that holds it. The
 * owner columns are left out: they name rows of the owner tables, whose ids `npm run tenants`
 * bounds.
 *
 * Lengths are characters, as JSON Schema's maxLength counts code points: PostgreSQL's
 * `char_length`, SQLite's `length` of text (UTF-8 without NUL: migration 011).
 * PostgreSQL: one CHECK constraint per table, `<table>_lengths`, added NOT VALID (rows written
 * before keep serving, or answer 500 RESPONSE_VALIDATION_FAILED). SQLite: two triggers per table,
 * `<table>_lengths_insert` and `<table>_lengths_update`, in the form of migration 011's, which
 * the bulk seed sets aside and checks once per table the same way (src/store/sqlite/bulk-load.ts).
 *
 * What this migration checks is frozen here, as every released migration is;
 * test/store/list-text-lengths.test.ts checks it against the specs.
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
