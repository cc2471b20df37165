/**
 * Crawl platform tables (area B). Booleans are 0/1, times ISO-8601 text and rates
 * double precision, so both engines return the same values.
 */
export interface CrawlerTenantsTable {
  id: string;
  name: string;
}

export interface CrawlerSourcesTable {
  id: string;
  tenant_id: string;
  name: string;
  url: string;
  /** approved | pending_review | restricted */
  legal_status: string;
  legal_reviewed_at: string | null;
  legal_note: string | null;
  /** allowed | partially_allowed | disallowed | unknown */
  robots_status: string;
  robots_checked_at: string | null;
  schedule_cron: string;
  schedule_timezone: string;
  crawl_delay_seconds: number;
}

export interface CrawlerJobsTable {
  id: string;
  tenant_id: string;
  name: string;
  cron: string;
  timezone: string;
  enabled: number;
}

/** Which sources a job crawls, in order. */
export interface CrawlerJobSourcesTable {
  job_id: string;
  source_id: string;
  position: number;
}

export interface CrawlerParserRulesTable {
  job_id: string;
  position: number;
  field: string;
  css: string;
  xpath: string;
  required: number;
}

/** One worker run of a job over one of its sources. */
export interface CrawlerRunsTable {
  id: string;
  tenant_id: string;
  job_id: string;
  source_id: string;
  /** success | failure | http_403 | captcha */
  status: string;
  http_status: number | null;
  started_at: string;
  finished_at: string;
  error: string | null;
  records: number;
  empty_field_rate: number;
  duplicate_rate: number;
  duration_ms: number;
}

/** Area B's tables, merged into Database (src/store/schema.ts). */
export interface CrawlerTables {
  crawler_tenants: CrawlerTenantsTable;
  crawler_sources: CrawlerSourcesTable;
  crawler_jobs: CrawlerJobsTable;
  crawler_job_sources: CrawlerJobSourcesTable;
  crawler_parser_rules: CrawlerParserRulesTable;
  crawler_runs: CrawlerRunsTable;
}
