/**
 * The one list service: every list operation answered from its declaration
 * (src/store/list-declaration.ts), for the owner the area finds for the caller, as a page with
 * its exact total (items written as JSON by the store) or every item of the owner.
 */
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.js';
import type { Principal } from '../pipeline/handler-types.js';
import { JsonFragment } from '../pipeline/json-fragment.js';
import { listOperations, type OpenApiDocument } from '../pipeline/openapi-document.js';
import { itemMapper, type ChildItems } from '../store/json-items.js';
import { conditionsOf, LIST_AREAS, type AnyList, type DataArea } from '../store/list-declaration.js';
import { totalOrder } from '../store/list-declaration.js';
import type { Condition, ListReader, ListsConfig } from '../store/list-page-sql.js';
import type { Database } from '../store/schema.js';

/** As the pipeline validated and coerced it (the spec's paging defaults applied). */
export type ListQuery = Readonly<Record<string, unknown>>;

/** The owner whose rows the caller reads; an owner the caller may not read is refused here. */
export type OwnerOf = (query: ListQuery, principal: Principal | null) => string | Promise<string>;

type Row = Record<string, unknown>;

/** The first row of each combination of `columns`' values, in the rows' order. */
function firstPer(rows: Row[], columns: readonly string[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = columns.map((column) => String(row[column])).join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * At start: every declared list is an operation of the spec taking exactly its filters; a
 * grouped list is at `<basePath>/<name>` under its tag. Drift stops the area, not a request.
 */
export function checkListDeclarations(document: OpenApiDocument, lists: readonly AnyList[], basePath = ''): void {
  const operations = new Map(listOperations(document).map((found) => [found.operationId, found]));
  const problems: string[] = [];
  for (const list of lists) {
    const found = operations.get(list.operationId);
    if (!found) {
      problems.push(`${list.name}: the spec has no operation ${list.operationId}`);
      continue;
    }
    if (list.group !== null) {
      if (found.path !== `${basePath}/${list.name}`) problems.push(`${list.name}: ${list.operationId} is at ${found.path}, not ${basePath}/${list.name}`);
      const tag = found.operation.tags?.[0];
      if (tag?.toLowerCase() !== list.group) problems.push(`${list.name}: group ${list.group}, but ${list.operationId} is tagged ${tag}`);
    }
    const notFilters = new Set(['page', list.paging?.size, list.ownerParameter]);
    const parameters = found.parameters.filter((p) => p.in === 'query' && !notFilters.has(p.name)).map((p) => p.name);
    const declared = Object.keys(list.filters);
    if ([...parameters].sort().join() !== [...declared].sort().join()) problems.push(`${list.name}: filters ${declared.join(', ') || 'none'}, but ${list.operationId} takes ${parameters.join(', ') || 'none'}`);
  }
  if (problems.length > 0) throw new Error(`${lists[0]?.area} lists do not match their spec: ${problems.join('; ')}`);
}

/** `reader`: the store's `lists`, for an area that pages its lists. */
export function createListService(db: Kysely<Database>, reader: ListReader | null, area: DataArea, ownerOf: OwnerOf) {
  const { ownerColumn, ownerParameter, countsTable, paging } = LIST_AREAS[area];
  if (countsTable !== null && reader === null) throw new Error(`${area}: its lists are paged from the store's list reader, and none was given`);
  const pages = countsTable === null ? null : reader!.of({ ownerColumn, countsTable: countsTable as ListsConfig['countsTable'] });
  const rowsDb = db as unknown as Kysely<Record<string, Row>>;

  /** In list order, as items with their children. */
  async function items<Item = Row>(list: AnyList, owner: string, conditions: readonly Condition[] = []): Promise<Item[]> {
    let query = rowsDb.selectFrom(list.table).selectAll().where(ownerColumn, '=', owner);
    for (const [column, op, value] of conditions) query = query.where(column, op, value);
    for (const [column, direction] of totalOrder(list.order)) query = query.orderBy(column, direction);
    const rows = await query.execute();
    const kept = list.firstPer.length === 0 ? rows : firstPer(rows, list.firstPer);
    const found = kept.map(itemMapper<Row>(list.fields));
    await addChildren(list, kept, found, (child, ids) =>
      rowsDb.selectFrom(child.table).selectAll().where(child.parentColumn, 'in', ids).orderBy(child.parentColumn).orderBy(child.positionColumn).execute(),
    );
    return found as Item[];
  }

  return {
    items,

    /** The `data` of a list operation's answer. */
    async read(list: AnyList, query: ListQuery, principal: Principal | null): Promise<Record<string, unknown>> {
      const { from, to } = query as { from?: string; to?: string };
      // `from` after `to` is well-formed per parameter, so the spec cannot refuse it; this rule does.
      if ('from' in list.filters && 'to' in list.filters && from !== undefined && to !== undefined && from > to) {
        throw new ApiError('VALIDATION_FAILED', undefined, { details: [{ location: 'query', path: 'from', message: `must not be after to (${to})` }] });
      }
      const named = ownerOf(query, principal);
      // Awaited only when looked up: a microtask turn on every request otherwise.
      const owner = typeof named === 'string' ? named : await named;
      const conditions = conditionsOf(list, query);
      if (paging === null || pages === null) {
        const found = await items(list, owner, conditions);
        return { [ownerParameter ?? ownerColumn]: owner, total: found.length, items: found };
      }
      const page = (query.page as number | undefined) ?? 1;
      const pageSize = query[paging.size] as number | undefined;
      if (pageSize === undefined) throw new Error(`${list.name}: read without ${paging.size} (the pipeline applies the spec's default)`);
      const { itemsJson, total } = await pages.pageJson(list.table, owner, conditions, list.order, { page, pageSize });
      const pageCount = Math.ceil(total / pageSize);
      const values: Record<string, unknown> = { items: new JsonFragment(itemsJson), total, page, [paging.size]: pageSize, [paging.pages]: pageCount };
      const data: Record<string, unknown> = {};
      for (const field of paging.fields) data[field] = values[field];
      return data;
    },

    counts<Table extends string>(owner: string, tables: readonly Table[]): Promise<Record<Table, number>> {
      if (pages === null) throw new Error(`${area}: its lists keep no counts`);
      return pages.counts(owner, tables);
    },
  };
}

export type ListService = ReturnType<typeof createListService>;

/** Each item's child lists, from its children's rows in position order, read by `childRowsOf`. */
export async function addChildren(list: Pick<AnyList, 'children'>, rows: readonly Row[], items: Row[], childRowsOf: (child: ChildItems, ids: string[]) => Promise<Row[]>): Promise<void> {
  const ids = rows.map((row) => row.id as string);
  for (const child of ids.length === 0 ? [] : list.children) {
    const elementOf = child.fields ? itemMapper<Row>(child.fields) : (row: Row) => row[child.value![0]];
    const byParent = new Map<unknown, unknown[]>(ids.map((id) => [id, []]));
    for (const row of await childRowsOf(child, ids)) byParent.get(row[child.parentColumn])!.push(elementOf(row));
    items.forEach((item, index) => (item[child.field] = byParent.get(ids[index])));
  }
}
