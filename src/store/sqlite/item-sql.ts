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
    .map(({ name, field, members }) => `${literal(name)}, ${field ? fieldSql(items, null, field[1], field[2]) : `json_object(${pairsSql(members!)})`}`)
    .join(', ');
}

/**
 * SQLite's item of one row as a JSON object text, from the row's own columns: the expression
 * of a table's generated `item_json` column (migration 008). It holds literals only, no
 * parameters, as a generated column must.
 */
export function sqliteItemSql(fields: readonly ItemField[]): RawBuilder<string> {
  return sql.raw<string>(`json_object(${pairsSql(fields)})`);
}

/**
 * The page's items from the rows' generated `item_json`, read from the list's index where
 * every write has kept it (migration 008), which made the page statement about half as costly
 * as building the objects per read; concatenated as the page subquery yields them: its LIMIT
 * keeps it a co-routine walking the list's index in order. An ORDER BY inside group_concat
 * sorted those 20 rows again, a third of the statement (docs/performance.md). SQLite documents
 * the aggregate's input order as arbitrary, so test/store/item-json.test.ts and the areas'
 * order tests read pages of rows written out of order on every run: a SQLite that fed the
 * aggregate in another order fails there.
 */
export function jsonItemsSql(alias: string): string {
  return `'[' || coalesce(group_concat(${quoted(`${alias}.${ITEM_JSON_COLUMN}`)}, ','), '') || ']'`;
}
