/**
 * Paging of the owner-bound lists (HR, marketing), one rule for both: `page` from 1 and a
 * page size, absent values taking the defaults both specs document (page 1, 20 a page), and
 * as many pages as the total needs. The query and data field names differ per area (HR
 * `pageSize`/`totalPages`, marketing `page_size`/`total_pages`): ./hrm/paging.ts and
 * ./marketing/paging.ts spell them.
 */
import type { Paging } from '../store/list-page-sql.js';

export type { Paging };

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

/** The pipeline has checked the bounds against the spec. */
export function pagingFrom(page: number | undefined, pageSize: number | undefined): Paging {
  return { page: page ?? DEFAULT_PAGE, pageSize: pageSize ?? DEFAULT_PAGE_SIZE };
}

export function totalPagesOf(total: number, paging: Paging): number {
  return Math.ceil(total / paging.pageSize);
}
