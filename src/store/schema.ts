/**
 * The store's tables: Kysely checks every query against them at compile time. A declared list's
 * row comes from its declaration (tables/*-lists.ts). Booleans are 0/1 and times ISO text, alike
 * on both engines.
 */
import type { Columns, TableRow } from './list-declaration.js';
import type { CrawlerList } from './tables/crawler-lists.js';
import type { HrmList } from './tables/hrm-lists.js';
import type { MarketingList } from './tables/marketing-lists.js';

/** Each declared list's table and its row. */
type ListTables<L extends { table: string; columns: Columns }, Owner extends string> = {
  [T in L as T['table']]: TableRow<T['columns'], Owner>;
};

/** An owner of list rows: a tenant or a company. */
interface OwnerTable {
  id: string;
  name: string;
}

/** Exact row counts per owner and list, kept by triggers (migrations 005, 007); `version` grows with every write. bigint: a string from PostgreSQL. */
type ListCountsTable<Owner extends string> = { [K in Owner]: string } & { list: string; total: number | string; version: number | string };

export interface Database
  extends ListTables<MarketingList, 'tenant_id'>,
    ListTables<HrmList, 'company_id'>,
    ListTables<CrawlerList, 'tenant_id'> {
  meta: {
    key: string;
    value: string;
  };
  api_keys: {
    id: string;
    service: string;
    name: string;
    key_hash: string;
    /** Space-separated scopes (HR keys). */
    scopes: string;
    /** The one tenant a marketing key is bound to. */
    tenant_id: string | null;
    /** The one company an HR key is bound to (migration 006). */
    company_id: string | null;
    created_at: string;
    revoked_at: string | null;
    last_used_at: string | null;
  };
  marketing_tenants: OwnerTable & { currency: string };
  /** The HR companies an operator created or loaded (migration 012): a company's rows carry its id as `company_id`. */
  hrm_companies: OwnerTable;
  crawler_tenants: OwnerTable;
  /** Which sources a job crawls, in order. */
  crawler_job_sources: {
    job_id: string;
    source_id: string;
    position: number;
  };
  crawler_parser_rules: {
    job_id: string;
    position: number;
    field: string;
    css: string;
    xpath: string;
    required: number;
  };
  marketing_list_counts: ListCountsTable<'tenant_id'>;
  hrm_list_counts: ListCountsTable<'company_id'>;
}
