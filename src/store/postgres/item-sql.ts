/** PostgreSQL's items as JSON (src/store/json-items.ts). */
import { sql, type Kysely } from 'kysely';
import type { ItemJsonLists } from '../engine.js';
import { fieldSql, ITEM_JSON_COLUMN, itemEntries, literal, quoted, roundedSql, type ItemField, type ItemSqlDialect } from '../json-items.js';

// Immutable operators only (|| and casts, not concat()): the item is a generated column's expression.
const items: ItemSqlDialect = {
  hundredths: (value) => `trim_scale((${value})::numeric / 100)`,
  ratioHundredths: (numerator, denominator) => roundedSql(`(${numerator}::float8 / ${denominator} * 100)`),
  bool: (value) => `(${value} = 1)`,
  cents: (value) => `(case when ${value} < 0 then '-' else '' end || (abs(${value}) / 100)::text || '.' || lpad((abs(${value}) % 100)::text, 2, '0'))`,
};

/**
 * A value's JSON text. to_json is only stable, since some types' text follows settings (dates,
 * floats' extra_float_digits); an item's values are text, integers, numerics, booleans and
 * doubles, written by our own connections with the default settings, so the same row always
 * gives the same bytes and the wrapper may say immutable, as a generated column requires.
 */
const JSON_TEXT_FUNCTION = 'cfs_json_text';

/**
 * PostgreSQL's item of one row as compact JSON text, the bytes SQLite's json_object and
 * JSON.stringify write: json_build_object and json_agg put spaces around `:` and after `,`
 * (`{"id" : "emp-0001", …`), so an answer's bytes would depend on the engine. The object is
 * concatenated from its keys (escaped here, as JSON.stringify escapes them) and each value's
 * to_json text, which escapes strings as JSON.stringify does.
 */
function objectSql(fields: readonly ItemField[]): string {
  const parts = itemEntries(fields).map(({ name, field, members }, index) => {
    const key = literal(`${index === 0 ? '{' : ','}${JSON.stringify(name)}:`);
    const value = field ? valueSql(field) : objectSql(members!);
    return `${key} || ${value}`;
  });
  return `(${parts.join(' || ')} || '}')`;
}

/**
 * A field's JSON text. abs() of -2^63 overflows, and the column's expression must not fail (a
 * row written around the checks would stop migration 014): such cents write a number past JSON's
 * range, which a page holding it refuses as SQLite's do (the engine's `itemsMayOverflow`).
 */
function valueSql(field: ItemField): string {
  const [, column, kind] = field;
  const json = `${JSON_TEXT_FUNCTION}(${fieldSql(items, field)})`;
  return kind === 'cents' ? `(case when ${quoted(column as string)} = -9223372036854775808 then '9.0e+999' else ${json} end)` : json;
}

/** Each row's item as a stored generated `item_json` column (migration 014), kept on every write. */
export async function addItemJson(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  await sql
    .raw(`create or replace function ${JSON_TEXT_FUNCTION}(anyelement) returns text language sql immutable parallel safe as $$ select coalesce(to_json($1)::text, 'null') $$`)
    .execute(db);
  for (const [table, fields] of Object.entries(lists.items)) {
    await sql.raw(`alter table ${quoted(table)} add column ${ITEM_JSON_COLUMN} text generated always as (${objectSql(fields)}) stored`).execute(db);
  }
}

export async function dropItemJson(db: Kysely<unknown>, lists: ItemJsonLists): Promise<void> {
  for (const table of Object.keys(lists.items)) await sql.raw(`alter table ${quoted(table)} drop column ${ITEM_JSON_COLUMN}`).execute(db);
}

/** The page's items from its rows' `item_json`, `order` given again to the aggregate. */
export function jsonItemsSql(alias: string, order: string): string {
  return `'[' || coalesce(string_agg(${quoted(`${alias}.${ITEM_JSON_COLUMN}`)}, ',' order by ${order}), '') || ']'`;
}
