/** HR list paging (docs/product-decisions.md): query `page`, `pageSize`; data `{items, page, pageSize, total, totalPages}`. */

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

export interface Paging {
  page: number;
  pageSize: number;
}

/** `items`: the page's items, as an array or as JSON text the store wrote (JsonFragment). */
export interface Page<Items> extends Paging {
  items: Items;
  total: number;
  totalPages: number;
}

/** The pipeline has checked the bounds against the spec; absent values take the documented defaults. */
export function pagingOf(query: { page?: number; pageSize?: number }): Paging {
  return { page: query.page ?? DEFAULT_PAGE, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}

export function offsetOf(paging: Paging): number {
  return (paging.page - 1) * paging.pageSize;
}

export function pageOf<Items>(items: Items, total: number, paging: Paging): Page<Items> {
  return { items, page: paging.page, pageSize: paging.pageSize, total, totalPages: Math.ceil(total / paging.pageSize) };
}
