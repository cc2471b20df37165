/**
 * List items written as JSON by the store itself, one string the pipeline places into the
 * envelope as is: half the CPU time of building them in JavaScript (docs/performance.md). The
 * same declaration gives the JavaScript mapper for the paths that read rows, so both agree.
 */
/**
 * How a column becomes a field: `bool` from 0/1, `cents` integer cents as a decimal string,
 * `money` the same as a JSON number, `ratio` two columns' quotient to two decimals (null when the
 * denominator is 0), `real` a double as its JSON number; `text` and `int` as they are.
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

export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** What JavaScript's Math.round gives, in SQL: the nearest integer, halves toward +infinity. */
export const roundedSql = (value: string) => `(case when ${value} - floor(${value}) >= 0.5 then ceil(${value}) else floor(${value}) end)`;

/** The SQL of the field kinds that differ between the engines; each gives the value JavaScript's mapper gives. */
export interface ItemSqlDialect {
  /** An integer number of hundredths as the JSON number JavaScript writes for it (n / 100): `1500`, `123.4`, `123.45`, `-0.05`. */
  hundredths(value: string): string;
  /** numerator / denominator * 100, rounded as Math.round does, as an integer (hundredths of the ratio). */
  ratioHundredths(numerator: string, denominator: string): string;
  /** A 0/1 integer as a JSON boolean. */
  bool(value: string): string;
  /** Integer cents as a decimal string with two decimals. */
  cents(value: string): string;
}

/** A `ratio` field's value: the quotient to two decimals, null when the denominator is 0. */
export const ratioOf = (numerator: unknown, denominator: unknown) =>
  Number(denominator) === 0 ? null : Math.round((Number(numerator) / Number(denominator)) * 100) / 100;

const convert: Record<FieldKind, (value: unknown, denominator?: unknown) => unknown> = {
  text: (value) => value,
  int: (value) => (value === null ? null : Number(value)),
  bool: (value) => (value === null ? null : Number(value) === 1),
  cents: (value) => (value === null ? null : formatCents(value as number | string)),
  money: (value) => (value === null ? null : Number(value) / 100),
  ratio: ratioOf,
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

/** The SQL value of one field, read from the row's own columns. */
export function fieldSql(dialect: ItemSqlDialect, [, column, kind]: ItemField): string {
  if (kind === 'ratio') {
    const [numerator, denominator] = (column as readonly [string, string]).map(quoted);
    return `case when ${denominator} = 0 then null else ${dialect.hundredths(dialect.ratioHundredths(numerator, denominator))} end`;
  }
  const ref = quoted(column as string);
  if (kind === 'bool' || kind === 'cents') return dialect[kind](ref);
  return kind === 'money' ? dialect.hundredths(ref) : ref;
}

/** An item's fields in output order, fields named `a.b` gathered into one nested object `a` where the first of them stands. */
export type ItemEntry = { name: string; field?: ItemField; members?: ItemField[] };
export function itemEntries(fields: readonly ItemField[]): ItemEntry[] {
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

/** The generated column that holds a row's item JSON (src/store/migrations/item-json-columns.ts). */
export const ITEM_JSON_COLUMN = 'item_json';

/** An array field kept in a table of its own, one row per element: `value` a scalar element, `fields` an object. */
export interface ChildItems {
  field: string;
  table: string;
  parentColumn: string;
  positionColumn: string;
  value?: readonly [column: string, kind: FieldKind];
  fields?: readonly ItemField[];
}
