/** Marketing list paging (docs/product-decisions.md): query `page`, `page_size`; data `{items, total, page, page_size, total_pages}`. */
import { pagingFrom, totalPagesOf, type Paging } from '../paging.js';

export function pagingOf(query: { page?: number; page_size?: number }): Paging {
  return pagingFrom(query.page, query.page_size);
}

/** `items`: the page's items, as an array or as JSON text the store wrote (JsonFragment). */
export function listData<Items>(items: Items, total: number, paging: Paging) {
  return { items, total, page: paging.page, page_size: paging.pageSize, total_pages: totalPagesOf(total, paging) };
}
