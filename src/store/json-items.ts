/**
 * List items written as JSON by the store itself. A page of 20 HR employees is 260 values;
 * read into JavaScript, each becomes a string or number, then a property of a row object,
 * then of an item object, and JSON.stringify walks them all again. Built by SQLite's
 * json_object/json_group_array or PostgreSQL's json_build_object/json_agg, the page is one
 * string, which the pipeline places into the envelope as is (src/pipeline/json-fragment.ts).
 * That halved the CPU time of a page read and its serialisation (docs/performance.md).
 *
 * One declaration per list says which column fills which field and how it converts; the
 * same declaration gives the JavaScript mapper for the paths that read rows (deep pages),
 * so both paths give the same JSON values.
 */
import { sql, type RawBuilder } from 'kysely';
import type { StoreEngine } from './engine.js';

/**
 * How a column becomes a field: `text` and `int` as they are (null stays null), `bool` from a
 * 0/1 integer, `cents` an integer amount of cents as a decimal string with two decimals.
 */
export type FieldKind = 'text' | 'int' | 'bool' | 'cents';
/** One field of an item: its name (a property of `Item`), the column that fills it, and how. */
export type ItemField<Item = Record<string, unknown>> = [field: keyof Item & string, column: string, kind: FieldKind];

/** Integer cents as a decimal string with two decimals; int8 arrives as a string from PostgreSQL. */
export function formatCents(value: number | string | bigint): string {
  const cents = BigInt(value);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

const convert: Record<FieldKind, (value: unknown) => unknown> = {
  text: (value) => value,
  int: (value) => (value === null ? null : Number(value)),
  bool: (value) => (value === null ? null : Number(value) === 1),
  cents: (value) => (value === null ? null : formatCents(value as number | string)),
};

/** A row (the table's columns) to an item (the API's fields), in the declared field order. */
export function itemMapper<Item>(fields: readonly ItemField[]): (row: Record<string, unknown>) => Item {
  return (row) => {
    const item: Record<string, unknown> = {};
    for (const [field, column, kind] of fields) item[field] = convert[kind](row[column]);
    return item as Item;
  };
}

/** The SQL value of one field, read from `alias.column` (the row's own column without an alias). */
function fieldSql(engine: StoreEngine, alias: string | null, column: string, kind: FieldKind): RawBuilder<unknown> {
  const ref = sql.ref(alias === null ? column : `${alias}.${column}`);
  switch (kind) {
    case 'text':
    case 'int':
      return sql`${ref}`;
    case 'bool':
      return engine === 'postgres' ? sql`(${ref} = 1)` : sql`json(case when ${ref} = 1 then 'true' else 'false' end)`;
    case 'cents':
      return engine === 'postgres'
        ? sql`concat(case when ${ref} < 0 then '-' else '' end, abs(${ref}) / 100, '.', lpad((abs(${ref}) % 100)::text, 2, '0'))`
        : sql`printf('%s%d.%02d', case when ${ref} < 0 then '-' else '' end, abs(${ref}) / 100, abs(${ref}) % 100)`;
  }
}

/**
 * SQLite's item of one row as a JSON object text, from the row's own columns: the expression
 * of a table's generated `item_json` column (migration 008). It holds literals only, no
 * parameters, as a generated column must.
 */
export function sqliteItemSql(fields: readonly ItemField[]): RawBuilder<string> {
  return sql<string>`json_object(${sql.join(fields.map(([field, column, kind]) => sql`${sql.lit(field)}, ${fieldSql('sqlite', null, column, kind)}`))})`;
}

/** The column that holds a row's item JSON on SQLite (a generated column in the list's index). */
export const ITEM_JSON_COLUMN = 'item_json';

/**
 * The JSON array of the rows of `alias`, one object per row with the declared fields, in
 * `order` (given again to the aggregate: row order through a subquery is not promised). An
 * empty set gives `[]`. PostgreSQL builds each object here; SQLite reads the rows' generated
 * `item_json` from the list's index, where every write has kept it (migration 008), which
 * made the page statement about half as costly as building the objects per read.
 */
export function jsonItemsSql(engine: StoreEngine, alias: string, fields: readonly ItemField[], order: RawBuilder<unknown>): RawBuilder<string> {
  if (engine === 'sqlite') return sql<string>`'[' || coalesce(group_concat(${sql.ref(`${alias}.${ITEM_JSON_COLUMN}`)}, ',' order by ${order}), '') || ']'`;
  const pairs = sql.join(fields.map(([field, column, kind]) => sql`${sql.lit(field)}, ${fieldSql(engine, alias, column, kind)}`));
  return sql<string>`coalesce(json_agg(json_build_object(${pairs}) order by ${order}), '[]')::text`;
}
