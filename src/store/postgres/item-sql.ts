/** PostgreSQL's items as JSON (src/store/json-items.ts). */
import { fieldSql, itemEntries, literal, roundedSql, type ItemField, type ItemSqlDialect } from '../json-items.js';

const items: ItemSqlDialect = {
  hundredths: (value) => `trim_scale((${value})::numeric / 100)`,
  ratioHundredths: (numerator, denominator) => roundedSql(`(${numerator}::float8 / ${denominator} * 100)`),
  bool: (value) => `(${value} = 1)`,
  cents: (value) => `concat(case when ${value} < 0 then '-' else '' end, abs(${value}) / 100, '.', lpad((abs(${value}) % 100)::text, 2, '0'))`,
};

/**
 * PostgreSQL's item of one row as compact JSON text, the bytes SQLite's json_object and
 * JSON.stringify write: json_build_object and json_agg put spaces around `:` and after `,`
 * (`{"id" : "emp-0001", …`), so an answer's bytes would depend on the engine. The object is
 * concatenated from its keys (escaped here, as JSON.stringify escapes them) and each value's
 * to_json text, which escapes strings as JSON.stringify does.
 */
function objectSql(alias: string, fields: readonly ItemField[]): string {
  const parts = itemEntries(fields).map(({ name, field, members }, index) => {
    const key = literal(`${index === 0 ? '{' : ','}${JSON.stringify(name)}:`);
    const value = field ? `coalesce(to_json(${fieldSql(items, alias, field[1], field[2])})::text, 'null')` : objectSql(alias, members!);
    return `${key} || ${value}`;
  });
  return `(${parts.join(' || ')} || '}')`;
}

/** Each row's object built here (PostgreSQL's generated columns need immutable expressions), `order` given again to the aggregate. */
export function jsonItemsSql(alias: string, fields: readonly ItemField[], order: string): string {
  return `'[' || coalesce(string_agg(${objectSql(alias, fields)}, ',' order by ${order}), '') || ']'`;
}
