/** Marketing list paging (docs/product-decisions.md): `{items, total, page, page_size, total_pages}`. */
import type { Paging } from './tenant-repository.js';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

/** The pipeline has checked the bounds against the spec; absent values take the documented defaults. */
export function pagingOf(query: { page?: number; page_size?: number }): Paging {
  return { page: query.page ?? DEFAULT_PAGE, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE };
}

export function listData<Item>(items: Item[], total: number, paging: Paging) {
  return { items, total, page: paging.page, page_size: paging.pageSize, total_pages: Math.ceil(total / paging.pageSize) };
}
