/**
 * SQLite: each HR list row keeps its API item as JSON in a generated `item_json` column held in
 * the list's index (src/store/migrations/item-json-columns.ts), the items declared in
 * src/store/tables/hrm-items.ts. PostgreSQL: nothing.
 */
import type { Kysely } from 'kysely';
import { HRM_ITEMS } from '../tables/hrm-items.js';
import { addItemJsonColumns, dropItemJsonColumns, type ItemJsonLists } from './item-json-columns.js';

/** SHA-256 (first 16 hex digits) of JSON.stringify(HRM_ITEMS) as this migration built the columns. */
export const ITEMS_FINGERPRINT = 'c597f671f34efe09';

const LISTS: ItemJsonLists = {
  ownerColumn: 'company_id',
  items: HRM_ITEMS,
  // Each list's index columns after the company, as migration 007 made them (frozen here).
  listed: {
    hrm_employees: 'employee_number asc, id asc',
    hrm_attendance: 'work_date desc, employee_id asc, id asc',
    hrm_leave_requests: 'start_date desc, id asc',
    hrm_payroll_runs: 'period desc, id asc',
    hrm_documents: 'created_at desc, id asc',
  },
};

export const up = (db: Kysely<unknown>): Promise<void> => addItemJsonColumns(db, LISTS);
export const down = (db: Kysely<unknown>): Promise<void> => dropItemJsonColumns(db, LISTS);
