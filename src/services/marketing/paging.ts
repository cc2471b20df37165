/** Marketing list paging (docs/product-decisions.md): query `page`, `page_size`; data `{items, total, page, page_size, total_pages}`. */
import { pagingFrom, totalPagesOf, type Paging } from '../paging.js';

export function pagingOf(query: { page?: number; page_size?: number }): Paging {
  return pagingFrom(query.page, query.page_size);
}

export function listData<Item>(items: Item[], total: number, paging: Paging) {
  return { items, total, page: paging.page, page_size: paging.pageSize, total_pages: totalPagesOf(total, paging) };
}
