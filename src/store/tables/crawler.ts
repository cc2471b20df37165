/**
 * Crawl platform tables (area B). The list tables' rows are derived from their declarations
 * (src/store/tables/crawler-lists.ts); a job's sources and parser rules are its children.
 */
import type { TableRow } from '../list-declaration.js';
import type { OwnerTable } from './core.js';
import type { CrawlerList } from './crawler-lists.js';

type ListTables = { [L in CrawlerList as L['table']]: TableRow<L['columns']> };
export type CrawlerSourcesTable = ListTables['crawler_sources'];
export type CrawlerJobsTable = ListTables['crawler_jobs'];
export type CrawlerRunsTable = ListTables['crawler_runs'];

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

/** Area B's tables, merged into Database (src/store/schema.ts). */
export interface CrawlerTables extends ListTables {
  crawler_tenants: OwnerTable;
  crawler_job_sources: CrawlerJobSourcesTable;
  crawler_parser_rules: CrawlerParserRulesTable;
}
