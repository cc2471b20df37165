/**
 * What a list is, declared once (`defineList`): its name, table, spec operation and group, its
 * columns with their SQL types, the item fields the store writes from them
 * (src/store/json-items.ts), its documented order, its filters (query parameter → column and
 * comparison), the lists it refers to, its unique keys and its demo rows. From one declaration
 * come the table and its ordered, counted index (src/store/migrations/declared-lists.ts), the
 * Kysely row type (`TableRow`), the page query and its filters (src/services/marketing), the
 * summary's group, the demo data (src/store/demo/marketing.ts) and the lists that imports and
 * exports know (src/store/lists.ts). Plain data and checks: nothing here reads the store.
 */
import type { ChildItems, ItemField } from './json-items.js';

export const DATA_AREAS = ['marketing', 'hrm', 'crawler'] as const;
export type DataArea = (typeof DATA_AREAS)[number];

/** A column of a list that names a row of another list of the same owner. */
export interface Reference {
  /** The item field (or child field, `sourceIds`) that holds the other row's id. */
  field: string;
  list: string;
}

/** What imports, exports and owner removal know of a list (src/services/records/). */
export interface ListDeclaration {
  area: DataArea;
  /** The list's name in commands and export files: the API path after the area's prefix. */
  name: string;
  table: string;
  ownerColumn: 'tenant_id' | 'company_id';
  /** The item field that names the owner (it must be the owner being loaded); HR items name none. */
  ownerField: string | null;
  fields: readonly ItemField[];
  /** Array fields kept in tables of their own, written and removed with the item. */
  children: readonly ChildItems[];
  /** The spec operation whose 200 answer lists these items (spec/<area>.yaml). */
  operationId: string;
  references: readonly Reference[];
}

/** A list's order: columns and directions (src/store/list-page-sql.ts's Order). */
export type Order = Array<[column: string, direction: 'asc' | 'desc']>;

/** A column's SQL type; `?` marks a column that may hold null. */
export type ColumnType = 'text' | 'text?' | 'integer' | 'integer?';
export type Columns = Readonly<Record<string, ColumnType>>;

type ValueOf<T extends ColumnType> = T extends 'text' ? string : T extends 'text?' ? string | null : T extends 'integer' ? number : number | null;

/** The row of a declared list's table: `id`, its owner, and its declared columns. */
export type TableRow<C extends Columns, Owner extends string = 'tenant_id'> = { id: string } & { [K in Owner]: string } & { -readonly [K in keyof C]: ValueOf<C[K]> };

/** A filter: the query parameter's value compared with a column (`from`/`to` of a date range: `>=`/`<=`). */
export type Filter = readonly [column: string, op: '=' | '>=' | '<='];

/** Each owner of the demo data, as the demo generators see it (src/store/demo/marketing-values.ts). */
export interface DemoContext<Tenant> {
  tenant: Tenant;
  /** The demo rows of a list declared before this one, for this owner. */
  rowsOf(list: string): ReadonlyArray<Record<string, unknown>>;
  /** A value built once per owner and shared by the generators that ask for it by `key` (lists drawn from one seeded sequence). */
  shared<T>(key: string, build: () => T): T;
}

/** A declared list: everything of ListDeclaration, and what builds its table, its queries and its demo rows. */
export interface DeclaredList<Table extends string = string, C extends Columns = Columns, Tenant = unknown> extends ListDeclaration {
  table: Table;
  /** The group of the list in the summary and the catalog: its operation's tag, lower case. */
  group: string;
  /** Every column besides `id` (text, the primary key) and the owner column (text, the owner's id). */
  columns: C;
  /** The documented order; `id` breaks ties (src/store/list-page-sql.ts). */
  order: Order;
  /** Query parameters that filter the list, in the order their conditions are applied. */
  filters: Readonly<Record<string, Filter>>;
  /** Column sets unique over the whole table. */
  unique: ReadonlyArray<readonly string[]>;
  /** The owner table the owner column refers to. */
  ownerTable: string;
  /** The area's table of exact counts per owner and list (src/store/migrations/counted-lists.ts). */
  countsTable: string;
  /** The list's demo rows for one owner, the same rows every time (src/seeded-random.ts). */
  demo: (context: DemoContext<Tenant>) => Array<TableRow<C>>;
}

/** A declaration's inputs; `references` are given per column and become ListDeclaration's. */
export interface ListInput<Table extends string, C extends Columns, Tenant> {
  area: DataArea;
  name: string;
  table: Table;
  operationId: string;
  group: string;
  ownerColumn: 'tenant_id' | 'company_id';
  ownerTable: string;
  countsTable: string;
  ownerField: string | null;
  columns: C;
  fields: readonly ItemField[];
  order: Order;
  filters?: Readonly<Record<string, Filter>>;
  /** Columns that hold the id of a row of another list (by the list's name). */
  references?: Partial<Record<keyof C & string, string>>;
  /** Column sets unique over the whole table (checked against the columns at start). */
  unique?: ReadonlyArray<readonly string[]>;
  demo: (context: DemoContext<Tenant>) => Array<TableRow<C>>;
}

/**
 * A list's declaration, checked: every column its fields, order, filters, references and unique
 * keys name is one of its columns (a typo fails at start, not on the first request).
 */
export function defineList<const Table extends string, const C extends Columns, Tenant>(input: ListInput<Table, C, Tenant>): DeclaredList<Table, C, Tenant> {
  const known = new Set(['id', input.ownerColumn, ...Object.keys(input.columns)]);
  const named = [
    ...input.fields.flatMap(([, column]) => (typeof column === 'string' ? [column] : [...column])),
    ...input.order.map(([column]) => column),
    ...Object.values(input.filters ?? {}).map(([column]) => column),
    ...Object.keys(input.references ?? {}),
    ...(input.unique ?? []).flat(),
  ];
  const unknown = named.filter((column) => !known.has(column));
  if (unknown.length > 0) throw new Error(`list ${input.name}: ${[...new Set(unknown)].join(', ')} not among the columns of ${input.table}`);
  const columnOfField = new Map(input.fields.map(([field, column]) => [column, field]));
  return {
    area: input.area,
    name: input.name,
    table: input.table,
    operationId: input.operationId,
    group: input.group,
    ownerColumn: input.ownerColumn,
    ownerTable: input.ownerTable,
    countsTable: input.countsTable,
    ownerField: input.ownerField,
    columns: input.columns,
    fields: input.fields,
    children: [],
    order: input.order,
    filters: input.filters ?? {},
    references: Object.entries(input.references ?? {}).map(([column, list]) => ({ field: columnOfField.get(column) ?? column, list: list as string })),
    unique: input.unique ?? [],
    demo: input.demo,
  };
}

/** The conditions a query's filter parameters make, in the declaration's order (absent and empty values filter nothing). */
export function conditionsOf(list: Pick<DeclaredList, 'filters'>, query: Readonly<Record<string, unknown>>): Array<[column: string, op: Filter[1], value: string]> {
  const conditions: Array<[string, Filter[1], string]> = [];
  for (const [parameter, [column, op]] of Object.entries(list.filters)) {
    const value = query[parameter];
    if (value !== undefined && value !== null && value !== '') conditions.push([column, op, String(value)]);
  }
  return conditions;
}
