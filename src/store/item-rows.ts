/**
 * Items to rows, for imports: the list declarations (src/store/json-items.ts) read the other way,
 * so what a client reads is what an operator loads. Values are checked against what the store can
 * hold and give back unchanged (docs/product-decisions.md "Putting data in"): `int` and `money`
 * within PostgreSQL's 32-bit `integer` on both engines (a file that loads into one loads into
 * the other), and a derived `ratio` exactly the value the store will give back.
 */
import { textProblem } from '../pipeline/text-checks.js';
import { itemEntries, ratioOf, type ChildItems, type FieldKind, type ItemField } from './json-items.js';

/** One value the store cannot take: the item's field (`issues.critical`, `parserRules[2].css`) and why. */
export interface FieldProblem {
  field: string;
  message: string;
  value?: unknown;
}

/** Bounds of the store's integer columns (PostgreSQL `integer`). */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;
/** Largest integer of the engines (PostgreSQL bigint, SQLite integer). */
export const ENGINE_INTEGER_MAX = 9_223_372_036_854_775_807n;

/** The integer cents of a JSON number of money, or why it has none: read from its shortest decimal form, not by floating-point arithmetic. */
export function centsOfMoney(value: number): number | string {
  // Almost every amount: its cents read back as the same number, so it has at most two decimals.
  const rounded = Math.round(value * 100);
  if (rounded >= 0 && rounded <= INTEGER_MAX && rounded / 100 === value) return rounded;
  const text = String(value);
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  const tooLarge = `must be at most ${INTEGER_MAX / 100} (the store keeps cents in a 32-bit integer column)`;
  if (!match) return /e\+/.test(text) ? tooLarge : 'must have at most two decimals (whole cents)';
  const cents = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (cents > BigInt(INTEGER_MAX)) return tooLarge;
  return Number(cents);
}

/** A column value from one item value; a string is a problem. */
type Convert = (value: unknown) => unknown;

class Refused {
  constructor(readonly message: string) {}
}

/** `convert` for a value that is present; absent (undefined or null) is null. */
const present = (convert: Convert): Convert => (value) => (value === null || value === undefined ? null : convert(value));

const toColumn: Record<Exclude<FieldKind, 'ratio'>, Convert> = {
  text: (value) => {
    if (typeof value !== 'string') return value ?? null;
    const problem = textProblem(value);
    return problem ? new Refused(problem) : value;
  },
  int: present((value) =>
    Number.isInteger(value) && (value as number) >= INTEGER_MIN && (value as number) <= INTEGER_MAX
      ? value
      : new Refused(`must be an integer from ${INTEGER_MIN} to ${INTEGER_MAX} (the store keeps it in a 32-bit integer column)`),
  ),
  real: present((value) => (Number.isFinite(value) ? value : new Refused('must be a finite number'))),
  bool: present((value) => (value === true ? 1 : 0)),
  money: present((value) => {
    const cents = centsOfMoney(value as number);
    return typeof cents === 'string' ? new Refused(cents) : cents;
  }),
  cents: present((value) => {
    const match = /^(\d+)\.(\d{2})$/.exec(String(value));
    if (!match) return new Refused('must be a decimal amount with two decimals');
    const cents = BigInt(match[1]) * 100n + BigInt(match[2]);
    return cents > ENGINE_INTEGER_MAX ? new Refused(`must be at most ${ENGINE_INTEGER_MAX / 100n}.${String(ENGINE_INTEGER_MAX % 100n).padStart(2, '0')} (cents within a 64-bit integer)`) : cents;
  }),
};

/** The value at `a.b` of an item. */
function valueAt(item: Record<string, unknown>, path: readonly string[]): unknown {
  let node: unknown = item;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

interface ItemRows {
  /** The table's columns the item fills, in row order. */
  columns: readonly string[];
  /** The row of one item (values in `columns` order), or the first problem of its values. */
  rowOf(item: Record<string, unknown>): unknown[] | FieldProblem;
  /** The item's fields no declaration names (an item holds exactly the declared fields). */
  unknownFields(item: Record<string, unknown>): string[];
}

/** The writer of one list's rows from its items; `children`' rows come from `childRows`. */
export function itemRows(fields: readonly ItemField[], children: readonly ChildItems[] = []): ItemRows {
  const steps = fields
    .filter(([, , kind]) => kind !== 'ratio')
    .map(([field, column, kind]) => ({ field, path: field.split('.'), column: column as string, convert: toColumn[kind as Exclude<FieldKind, 'ratio'>] }));
  const ratios = fields
    .filter(([, , kind]) => kind === 'ratio')
    .map(([field, column]) => {
      const [numerator, denominator] = column as readonly [string, string];
      return { field, path: field.split('.'), numerator: steps.findIndex((step) => step.column === numerator), denominator: steps.findIndex((step) => step.column === denominator) };
    });
  for (const ratio of ratios) if (ratio.numerator < 0 || ratio.denominator < 0) throw new Error(`item declaration: the ratio ${ratio.field} names a column no field fills`);
  // The fields an item may hold: top-level names, and the members of nested objects.
  const entries = itemEntries(fields);
  const topLevel = new Set([...entries.map((entry) => entry.name), ...children.map((child) => child.field)]);
  const objects = entries.filter((entry) => entry.members !== undefined);
  const nested = new Map(objects.map((entry) => [entry.name, new Set(entry.members!.map(([member]) => member))]));
  const childFields = new Map(children.filter((child) => child.fields).map((child) => [child.field, new Set(child.fields!.map(([field]) => field))]));
  return {
    columns: steps.map((step) => step.column),
    rowOf(item) {
      const row = new Array<unknown>(steps.length);
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i];
        const value = step.path.length === 1 ? item[step.field] : valueAt(item, step.path);
        const converted = step.convert(value);
        if (converted instanceof Refused) return { field: step.field, message: converted.message, value };
        row[i] = converted;
      }
      for (const ratio of ratios) {
        const given = valueAt(item, ratio.path);
        const expected = ratioOf(row[ratio.numerator], row[ratio.denominator]);
        if (given !== expected) {
          const [numerator, denominator] = [steps[ratio.numerator].field, steps[ratio.denominator].field];
          return { field: ratio.field, message: `must be ${numerator} / ${denominator} rounded to two decimals (null when ${denominator} is 0): ${JSON.stringify(expected)} for this record`, value: given };
        }
      }
      return row;
    },
    unknownFields(item) {
      const unknown: string[] = [];
      for (const key of Object.keys(item)) {
        if (!topLevel.has(key)) unknown.push(key);
        else if (nested.has(key) && item[key] !== null && typeof item[key] === 'object') {
          for (const member of Object.keys(item[key] as object)) if (!nested.get(key)!.has(member)) unknown.push(`${key}.${member}`);
        } else if (childFields.has(key) && Array.isArray(item[key])) {
          (item[key] as unknown[]).forEach((element, index) => {
            if (element === null || typeof element !== 'object') return;
            for (const member of Object.keys(element)) if (!childFields.get(key)!.has(member)) unknown.push(`${key}[${index}].${member}`);
          });
        }
      }
      return unknown;
    },
  };
}

/** The rows of one child list of an item: [parent id, position, ...values], in the child's `columns` order. */
export function childRows(child: ChildItems): {
  columns: readonly string[];
  rowsOf(parentId: string, item: Record<string, unknown>): unknown[][] | FieldProblem;
} {
  const elementFields = child.fields ?? [];
  const element = child.value ? null : itemRows(elementFields);
  const columns = [child.parentColumn, child.positionColumn, ...(child.value ? [child.value[0]] : element!.columns)];
  const convertValue = child.value ? toColumn[child.value[1] as Exclude<FieldKind, 'ratio'>] : null;
  return {
    columns,
    rowsOf(parentId, item) {
      const list = (item[child.field] ?? []) as unknown[];
      const rows: unknown[][] = [];
      for (let position = 0; position < list.length; position++) {
        if (convertValue) {
          const value = convertValue(list[position]);
          if (value instanceof Refused) return { field: `${child.field}[${position}]`, message: value.message, value: list[position] };
          rows.push([parentId, position, value]);
          continue;
        }
        const row = element!.rowOf(list[position] as Record<string, unknown>);
        if (!Array.isArray(row)) return { ...row, field: `${child.field}[${position}].${row.field}` };
        rows.push([parentId, position, ...row]);
      }
      return rows;
    },
  };
}
