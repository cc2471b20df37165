/** SQLite's items as JSON (src/store/json-items.ts). */
import { sql, type RawBuilder } from 'kysely';
import { fieldSql, ITEM_JSON_COLUMN, itemEntries, literal, quoted, roundedSql, type ItemField, type ItemSqlDialect } from '../json-items.js';

const items: ItemSqlDialect = {
  hundredths: (value) =>
    `json(printf('%s%d%s', case when ${value} < 0 then '-' else '' end, abs(${value}) / 100, case when abs(${value}) % 100 = 0 then '' when abs(${value}) % 10 = 0 then printf('.%d', abs(${value}) % 100 / 10) else printf('.%02d', abs(${value}) % 100) end))`,
  // SQLite's floor and ceil give reals: hundredths are counted as an integer.
  ratioHundredths: (numerator, denominator) => `cast(${roundedSql(`(${numerator} * 1.0 / ${denominator} * 100)`)} as integer)`,
  bool: (value) => `json(case when ${value} = 1 then 'true' else 'false' end)`,
  cents: (value) => `printf('%s%d.%02d', case when ${value} < 0 then '-' else '' end, abs(${value}) / 100, abs(${value}) % 100)`,
};

/** The `key, value` pairs of SQLite's json_object for `fields`. */
function pairsSql(fields: readonly ItemField[]): string {
  return itemEntries(fields)
    .map(({ name, field, members }) => `${literal(name)}, ${field ? fieldSql(items, field) : `json_object(${pairsSql(members!)})`}`)
    .join(', ');
}

/** The expression of a table's generated `item_json` column (migration 008): literals only, as it must be. */
export function sqliteItemSql(fields: readonly ItemField[]): RawBuilder<string> {
  return sql.raw<string>(`json_object(${pairsSql(fields)})`);
}

/**
 * The page's items from the rows' `item_json` in the list's index, concatenated in the order the
 * page subquery yields them (its LIMIT keeps it walking the index in order; an ORDER BY inside
 * group_concat cost a third of the statement). SQLite calls that order arbitrary, so
 * test/store/item-json.test.ts reads pages of rows written out of order.
 */
export function jsonItemsSql(alias: string): string {
  return `'[' || coalesce(group_concat(${quoted(`${alias}.${ITEM_JSON_COLUMN}`)}, ','), '') || ']'`;
}
