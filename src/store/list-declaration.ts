/**
 * What a list is, declared once (`defineList`): from one declaration come its table and index
 * (src/store/migrations/declared-lists.ts), its row type, its handler and answer
 * (src/services/lists.ts), and its demo data. What an area's lists share is LIST_AREAS.
 */
import type { ChildItems, FieldKind, ItemField } from './json-items.js';

export const DATA_AREAS = ['marketing', 'hrm', 'crawler'] as const;
export type DataArea = (typeof DATA_AREAS)[number];

/** A column of a list that names a row of another list of the same owner. */
export interface Reference {
  /** The item field (or child field, `sourceIds`) that holds the other row's id. */
  field: string;
  list: string;
}

/** A list's order: columns and directions; `id` breaks ties (src/store/list-page-sql.ts). */
export type Order = Array<[column: string, direction: 'asc' | 'desc']>;

/** The list's order with `id` last, so it is total and a position names exactly one row. */
export function totalOrder(order: Order): Order {
  return order.some(([column]) => column === 'id') ? order : [...order, ['id', 'asc']];
}

/** A column's SQL type (`real`: double precision); `?` marks a column that may hold null. */
export type ColumnType = 'text' | 'text?' | 'integer' | 'integer?' | 'real' | 'real?';
export type Columns = Readonly<Record<string, ColumnType>>;

type ValueOf<T extends ColumnType> = T extends 'text' ? string : T extends 'text?' ? string | null : T extends 'integer' | 'real' ? number : number | null;

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Renames<C extends Columns> = Partial<Record<keyof C & string, string | readonly [field: string, kind: FieldKind]>>;
type FieldOf<K extends string, Case, As> = K extends keyof As ? (As[K] extends readonly [infer F, FieldKind] ? F : As[K]) : Case extends 'camel' ? Camel<K> : K;
const KIND_OF: Record<ColumnType, FieldKind> = { text: 'text', 'text?': 'text', integer: 'int', 'integer?': 'int', real: 'real', 'real?': 'real' };

/**
 * Item fields named after `columns` in their order, after `id` and `owner`: as the columns or, with
 * `camel`, in camelCase; kinds from the column types; `as` renames or retypes a column's field.
 */
export function fieldsOf<const C extends Columns, const Case extends 'same' | 'camel', const As extends Renames<C> = Record<never, never>, const Owner extends string = never>(
  columns: C,
  naming: Case,
  options: { owner?: Owner; as?: As } = {},
): Array<[field: 'id' | FieldOf<Owner | (keyof C & string), Case, As>, column: string, kind: FieldKind]> {
  const named = (column: string) => (naming === 'camel' ? column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) : column);
  const fields: ItemField[] = [['id', 'id', 'text'], ...(options.owner === undefined ? [] : [[named(options.owner), options.owner, 'text'] as ItemField])];
  for (const [column, type] of Object.entries(columns)) {
    const given = (options.as as Renames<C> | undefined)?.[column as keyof C & string];
    const [field, kind] = given === undefined ? [named(column), KIND_OF[type]] : typeof given === 'string' ? [given, KIND_OF[type]] : given;
    fields.push([field, column, kind]);
  }
  return fields as never;
}

/** The row of a declared list's table: `id`, its owner, and its declared columns. */
export type TableRow<C extends Columns, Owner extends string = 'tenant_id'> = { id: string } & { [K in Owner]: string } & { -readonly [K in keyof C]: ValueOf<C[K]> };

/** A filter: the query parameter's value compared with a column (`from`/`to` of a date range: `>=`/`<=`). */
export type Filter = readonly [column: string, op: '=' | '>=' | '<='];

/** What every list of an area shares: owner, counts and paging (null: the whole list, no counts). */
export interface ListArea {
  ownerColumn: 'tenant_id' | 'company_id';
  ownerTable: string;
  /** The item field that names the owner (it must be the owner being loaded); HR items name none. */
  ownerField: string | null;
  /** The query parameter naming the owner; null when the caller's credentials do. */
  ownerParameter: string | null;
  /** The area's table of exact counts per owner and list (src/store/migrations/counted-lists.ts). */
  countsTable: string | null;
  /** A page's size parameter and total-pages field, and its data fields in order; null: one answer holds every item. */
  paging: { size: string; pages: string; fields: readonly string[] } | null;
}

export const LIST_AREAS: Record<DataArea, ListArea> = {
  marketing: {
    ownerColumn: 'tenant_id',
    ownerTable: 'marketing_tenants',
    ownerField: 'tenant_id',
    ownerParameter: null,
    countsTable: 'marketing_list_counts',
    paging: { size: 'page_size', pages: 'total_pages', fields: ['items', 'total', 'page', 'page_size', 'total_pages'] },
  },
  hrm: {
    ownerColumn: 'company_id',
    ownerTable: 'hrm_companies',
    ownerField: null,
    ownerParameter: null,
    countsTable: 'hrm_list_counts',
    paging: { size: 'pageSize', pages: 'totalPages', fields: ['items', 'page', 'pageSize', 'total', 'totalPages'] },
  },
  crawler: { ownerColumn: 'tenant_id', ownerTable: 'crawler_tenants', ownerField: 'tenantId', ownerParameter: 'tenantId', countsTable: null, paging: null },
};

/** Each owner of the demo data, as the demo generators see it (src/store/demo/marketing-values.ts). */
export interface DemoContext<Tenant> {
  tenant: Tenant;
  /** The demo rows of a list declared before this one, for this owner. */
  rowsOf(list: string): ReadonlyArray<Record<string, unknown>>;
  /** A value built once per owner and shared by the generators that ask for it by `key` (lists drawn from one seeded sequence). */
  shared<T>(key: string, build: () => T): T;
}

/** A declared list: its area's ListArea, and what builds its table, its queries, its items and its demo rows. */
export interface DeclaredList<
  Table extends string = string,
  C extends Columns = Columns,
  Tenant = unknown,
  Name extends string = string,
  Op extends string = string,
> extends ListArea {
  area: DataArea;
  /** The list's name in commands and export files: the API path after the area's prefix. */
  name: Name;
  table: Table;
  /** The spec operation whose 200 answer lists these items (spec/<area>.yaml). */
  operationId: Op;
  /** The group of the list in the summary and the catalog: its operation's tag, lower case (marketing). */
  group: string | null;
  /** Every column besides `id` (text, the primary key) and the owner column (text, the owner's id). */
  columns: C;
  fields: readonly ItemField[];
  /** Array fields kept in tables of their own, written and removed with the item. */
  children: readonly ChildItems[];
  references: readonly Reference[];
  /** The documented order; `id` breaks ties (src/store/list-page-sql.ts). */
  order: Order;
  /** Query parameters that filter the list, in the order their conditions are applied. */
  filters: Readonly<Record<string, Filter>>;
  /** Keeps, in list order, only the first row of each combination of these columns' values. */
  firstPer: readonly string[];
  /** Column sets unique over the whole table. */
  unique: ReadonlyArray<readonly string[]>;
  /** The list's demo rows for one owner, the same rows every time (src/seeded-random.ts); none when absent. */
  demo?: (context: DemoContext<Tenant>) => Array<TableRow<C>>;
}

/** Any declared list, as the code common to every area sees it. */
export type AnyList = DeclaredList<string, Columns, never>;

/** What imports, exports and owner removal know of a list (src/services/records/). */
export type ListDeclaration = Pick<
  AnyList,
  'area' | 'name' | 'table' | 'ownerColumn' | 'ownerField' | 'fields' | 'children' | 'operationId' | 'references'
>;

/** A declaration's inputs; `references` are given per column (or child field) and become ListDeclaration's. */
export type ListInput<Table extends string, C extends Columns, Tenant, Name extends string = string, Operation extends string = string> = Pick<
  DeclaredList<Table, C, Tenant, Name, Operation>,
  'area' | 'name' | 'table' | 'operationId' | 'columns' | 'fields' | 'order' | 'demo'
> &
  Partial<Pick<DeclaredList, 'children' | 'filters' | 'unique'>> & {
    group?: string;
    firstPer?: readonly (keyof C & string)[];
    /** Columns (or child fields) that hold the id of a row of another list (by the list's name). */
    references?: Partial<Record<keyof C & string, string>> | Readonly<Record<string, string>>;
  };

/** A list's declaration, checked: every column it names is one of its columns (a typo fails at start). */
export function defineList<const Table extends string, const C extends Columns, Tenant, const Name extends string, const Operation extends string>(
  input: ListInput<Table, C, Tenant, Name, Operation>,
): DeclaredList<Table, C, Tenant, Name, Operation> {
  const area = LIST_AREAS[input.area];
  const children = input.children ?? [];
  const known = new Set(['id', area.ownerColumn, ...Object.keys(input.columns)]);
  const named = [
    ...input.fields.flatMap(([, column]) => (typeof column === 'string' ? [column] : [...column])),
    ...input.order.map(([column]) => column),
    ...Object.values(input.filters ?? {}).map(([column]) => column),
    ...Object.keys(input.references ?? {}).filter((key) => !children.some((child) => child.field === key)),
    ...(input.firstPer ?? []),
    ...(input.unique ?? []).flat(),
  ];
  const unknown = named.filter((column) => !known.has(column));
  if (unknown.length > 0) throw new Error(`list ${input.name}: ${[...new Set(unknown)].join(', ')} not among the columns of ${input.table}`);
  const columnOfField = new Map(input.fields.map(([field, column]) => [column, field]));
  return {
    ...area,
    ...input,
    group: input.group ?? null,
    children,
    filters: input.filters ?? {},
    firstPer: input.firstPer ?? [],
    references: Object.entries(input.references ?? {}).map(([column, list]) => ({ field: columnOfField.get(column) ?? column, list: list as string })),
    unique: input.unique ?? [],
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
