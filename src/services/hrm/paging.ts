/** HR list paging (docs/product-decisions.md): query `page`, `pageSize`; data `{items, page, pageSize, total, totalPages}`. */
import { pagingFrom, totalPagesOf, type Paging } from '../paging.js';

export type { Paging };

/** `items`: the page's items, as an array or as JSON text the store wrote (JsonFragment). */
export interface Page<Items> extends Paging {
  items: Items;
  total: number;
  totalPages: number;
}

export function pagingOf(query: { page?: number; pageSize?: number }): Paging {
  return pagingFrom(query.page, query.pageSize);
}

export function pageOf<Items>(items: Items, total: number, paging: Paging): Page<Items> {
  return { items, page: paging.page, pageSize: paging.pageSize, total, totalPages: totalPagesOf(total, paging) };
}
