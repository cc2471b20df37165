/** HR tables (area C); the list tables' rows come from their declarations (hrm-lists.ts). */
import type { TableRow } from '../list-declaration.js';
import type { OwnerTable } from './core.js';
import type { HrmList } from './hrm-lists.js';

/** Each declared list's table and its row. */
export type HrmListTables = { [L in HrmList as L['table']]: TableRow<L['columns'], 'company_id'> };

/** The tables of area C, as they appear in the store's Database interface. */
export type HrmTables = HrmListTables & {
  /** The HR companies an operator created or loaded (migration 012): a company's rows carry its id as `company_id`. */
  hrm_companies: OwnerTable;
};
