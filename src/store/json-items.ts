/**
 * List items written as JSON by the store itself. A page of 20 HR employees is 260 values;
 * read into JavaScript, each becomes a string or number, then a property of a row object,
 * then of an item object, and JSON.stringify walks them all again. Built by SQLite's
 * json_object/group_concat or PostgreSQL's to_json/string_agg, the page is one
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
 * 0/1 integer, `cents` an integer amount of cents as a decimal string with two decimals,
 * `money` the same amount as a JSON number (cents / 100), and `ratio` the quotient of two
 * columns (`[numerator, denominator]`) as a number to two decimals, null when the denominator
 * is 0 (Math.round of the quotient times 100, over 100), and `real` a floating-point column
 * (double precision, SQLite REAL) as the JSON number it holds.
 */
export type FieldKind = 'text' | 'int' | 'bool' | 'cents' | 'money' | 'ratio' | 'real';
/** A field's name in the item; `a.b` is the property `b` of the nested object `a`. */
type FieldName<Item> = (keyof Item & string) | `${keyof Item & string}.${string}`;
/** One field of an item: its name (a property of `Item`), the column(s) that fill it, and how. */
export type ItemField<Item = Record<string, unknown>> = [field: FieldName<Item>, column: string | readonly [string, string], kind: FieldKind];

/** Integer cents as a decimal string with two decimals; int8 arrives as a string from PostgreSQL. */
export function formatCents(value: number | string | bigint): string {
  const cents = BigInt(value);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** An SQL identifier, quoted (`a.b` as `"a"."b"`, as Kysely's sql.ref writes it). */
export function quoted(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}

/** An SQL string literal. */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** What JavaScript's Math.round gives, in SQL: the nearest integer, halves toward +infinity. */
const roundedSql = (value: string) => `(case when ${value} - floor(${value}) >= 0.5 then ceil(${value}) else floor(${value}) end)`;

/**
 * An integer number of hundredths as the JSON number JavaScript writes for it (n / 100):
 * `1500`, `123.4`, `123.45`, `-0.05`, byte for byte, on both engines.
 */
function hundredthsSql(engine: StoreEngine, value: string): string {
  if (engine === 'postgres') return `trim_scale((${value})::numeric / 100)`;
  return `json(printf('%s%d%s', case when ${value} < 0 then '-' else '' end, abs(${value}) / 100, case when abs(${value}) % 100 = 0 then '' when abs(${value}) % 10 = 0 then printf('.%d', abs(${value}) % 100 / 10) else printf('.%02d', abs(${value}) % 100) end))`;
}

const convert: Record<FieldKind, (value: unknown, denominator?: unknown) => unknown> = {
  text: (value) => value,
  int: (value) => (value === null ? null : Number(value)),
  bool: (value) => (value === null ? null : Number(value) === 1),
  cents: (value) => (value === null ? null : formatCents(value as number | string)),
  money: (value) => (value === null ? null : Number(value) / 100),
  ratio: (numerator, denominator) => (Number(denominator) === 0 ? null : Math.round((Number(numerator) / Number(denominator)) * 100) / 100),
  real: (value) => (value === null ? null : Number(value)),
};

/** A row (the table's columns) to an item (the API's fields), in the declared field order. */
export function itemMapper<Item>(fields: readonly ItemField[]): (row: Record<string, unknown>) => Item {
  const steps = fields.map(([field, column, kind]) => ({ path: field.split('.'), columns: typeof column === 'string' ? [column] : column, kind }));
  return (row) => {
    const item: Record<string, unknown> = {};
    for (const { path, columns, kind } of steps) {
      let target = item;
      for (let i = 0; i < path.length - 1; i++) target = (target[path[i]] ??= {}) as Record<string, unknown>;
      target[path[path.length - 1]] = convert[kind](row[columns[0]], columns[1] === undefined ? undefined : row[columns[1]]);
    }
    return item as Item;
  };
}

/** The SQL value of one field, read from `alias.column` (the row's own column without an alias). */
function fieldSql(engine: StoreEngine, alias: string | null, column: ItemField[1], kind: FieldKind): string {
  const refOf = (name: string) => quoted(alias === null ? name : `${alias}.${name}`);
  if (kind === 'ratio') {
    const [numerator, denominator] = column as readonly [string, string];
    const percent = engine === 'postgres' ? `(${refOf(numerator)}::float8 / ${refOf(denominator)} * 100)` : `(${refOf(numerator)} * 1.0 / ${refOf(denominator)} * 100)`;
    // SQLite's floor and ceil give reals: hundredths are counted as an integer.
    const hundredths = engine === 'postgres' ? roundedSql(percent) : `cast(${roundedSql(percent)} as integer)`;
    return `case when ${refOf(denominator)} = 0 then null else ${hundredthsSql(engine, hundredths)} end`;
  }
  const ref = refOf(column as string);
  switch (kind) {
    case 'text':
    case 'int':
    case 'real':
      return ref;
    case 'bool':
      return engine === 'postgres' ? `(${ref} = 1)` : `json(case when ${ref} = 1 then 'true' else 'false' end)`;
    case 'money':
      return hundredthsSql(engine, ref);
    case 'cents':
      return engine === 'postgres'
        ? `concat(case when ${ref} < 0 then '-' else '' end, abs(${ref}) / 100, '.', lpad((abs(${ref}) % 100)::text, 2, '0'))`
        : `printf('%s%d.%02d', case when ${ref} < 0 then '-' else '' end, abs(${ref}) / 100, abs(${ref}) % 100)`;
  }
}

/** An item's fields in output order, fields named `a.b` gathered into one nested object `a` where the first of them stands. */
type ItemEntry = { name: string; field?: ItemField; members?: ItemField[] };
function itemEntries(fields: readonly ItemField[]): ItemEntry[] {
  const entries: ItemEntry[] = [];
  const nested = new Map<string, ItemField[]>();
  for (const [name, column, kind] of fields) {
    const dot = name.indexOf('.');
    if (dot === -1) {
      entries.push({ name, field: [name, column, kind] });
      continue;
    }
    const parent = name.slice(0, dot);
    let members = nested.get(parent);
    if (!members) {
      nested.set(parent, (members = []));
      entries.push({ name: parent, members });
    }
    members.push([name.slice(dot + 1), column, kind]);
  }
  return entries;
}

/** The `key, value` pairs of SQLite's json_object for `fields`. */
function sqlitePairsSql(fields: readonly ItemField[]): string {
  return itemEntries(fields)
    .map(({ name, field, members }) => `${literal(name)}, ${field ? fieldSql('sqlite', null, field[1], field[2]) : `json_object(${sqlitePairsSql(members!)})`}`)
    .join(', ');
}

/**
 * PostgreSQL's item of one row as compact JSON text, the bytes SQLite's json_object and
 * JSON.stringify write: json_build_object and json_agg put spaces around `:` and after `,`
 * (`{"id" : "emp-0001", …`), so an answer's bytes would depend on the engine. The object is
 * concatenated from its keys (escaped here, as JSON.stringify escapes them) and each value's
 * to_json text, which escapes strings as JSON.stringify does.
 */
function postgresObjectSql(alias: string, fields: readonly ItemField[]): string {
  const parts = itemEntries(fields).map(({ name, field, members }, index) => {
    const key = literal(`${index === 0 ? '{' : ','}${JSON.stringify(name)}:`);
    const value = field ? `coalesce(to_json(${fieldSql('postgres', alias, field[1], field[2])})::text, 'null')` : postgresObjectSql(alias, members!);
    return `${key} || ${value}`;
  });
  return `(${parts.join(' || ')} || '}')`;
}

/**
 * SQLite's item of one row as a JSON object text, from the row's own columns: the expression
 * of a table's generated `item_json` column (migration 008). It holds literals only, no
 * parameters, as a generated column must.
 */
export function sqliteItemSql(fields: readonly ItemField[]): RawBuilder<string> {
  return sql.raw<string>(`json_object(${sqlitePairsSql(fields)})`);
}

/** The column that holds a row's item JSON on SQLite (a generated column in the list's index). */
export const ITEM_JSON_COLUMN = 'item_json';

/**
 * The JSON array of the rows of `alias`, one object per row with the declared fields, in
 * `order` (SQL text of an ORDER BY list). An empty set gives `[]`. PostgreSQL builds each
 * object here, `order` given again to the aggregate, as compact JSON (the same bytes on both
 * engines). SQLite reads the rows' generated `item_json` from the list's index, where every
 * write has kept it (migration 008), which made the page statement about half as costly as
 * building the objects per read; and concatenates them as the page subquery yields them: its
 * LIMIT keeps it a co-routine walking the list's index in order. An ORDER BY inside
 * group_concat sorted those 20 rows again, a third of the statement (14.4 to 9.4 us in a tight
 * loop, server CPU per HR list request 167 to 150 us: docs/performance.md). SQLite documents
 * the aggregate's input order as arbitrary, so test/store/item-json.test.ts and the areas'
 * order tests read pages of rows written out of order on every run: a SQLite that fed the
 * aggregate in another order fails there.
 */
export function jsonItemsSql(engine: StoreEngine, alias: string, fields: readonly ItemField[], order: string): string {
  if (engine === 'sqlite') return `'[' || coalesce(group_concat(${quoted(`${alias}.${ITEM_JSON_COLUMN}`)}, ','), '') || ']'`;
  return `'[' || coalesce(string_agg(${postgresObjectSql(alias, fields)}, ',' order by ${order}), '') || ']'`;
}

/**
 * An array field of an item kept in a table of its own, one row per element in `position`
 * order (a crawl job's `sourceIds` and `parserRules`): `parentColumn` names the item's row,
 * and either `value` fills a scalar element from one column or `fields` an object element,
 * as ItemField does for the item itself.
 */
export interface ChildItems {
  field: string;
  table: string;
  parentColumn: string;
  positionColumn: string;
  value?: readonly [column: string, kind: FieldKind];
  fields?: readonly ItemField[];
}
