/** HR tables (area C); the list tables' rows come from their declarations (hrm-lists.ts). */
import type { TableRow } from '../list-declaration.js';
import type { HrmList } from './hrm-lists.js';

/** Each declared list's table and its row. */
export type HrmTables = { [L in HrmList as L['table']]: TableRow<L['columns'], 'company_id'> };

/** Exact row counts per company and list, kept by triggers (migration 007); `version` grows with every write. */
export interface HrmListCountsTable {
  company_id: string;
  list: string;
  /** bigint: a string from PostgreSQL. */
  total: number | string;
  version: number | string;
}

/** Bookkeeping of the HR lists (no demo rows of its own). */
export interface HrmCountTables {
  hrm_list_counts: HrmListCountsTable;
}

/** The HR companies an operator created or loaded (migration 012): a company's rows carry its id as `company_id`. */
export interface HrmCompaniesTable {
  id: string;
  name: string;
}

/** The HR companies, merged into Database beside the lists. */
export interface HrmCompanyTables {
  hrm_companies: HrmCompaniesTable;
}
