/**
 * SQLite's checks of list values (migrations 011, 013): a table cannot gain a CHECK without a
 * rebuild, so triggers `<table>_<kind>_insert`/`_update` abort a write the API could not serve.
 * SQLite takes any type in any column: values are held to what PostgreSQL would hold.
 */
import { sql, type Kysely } from 'kysely';
import type { ValueRange } from '../engine.js';

/**
 * Not the counts tables: a trigger there ran twice per list row written; a count written around
 * the lists' triggers is refused where it is read (src/store/list-page-sql.ts, `countOf`).
 */
export const checkedBySqlite = (table: string): boolean => !table.endsWith('_list_counts');

/** A GLOB that matches text holding a character outside U+0001..U+007F (the class's bounds are those two characters themselves). */
const NON_ASCII_GLOB = `'*[^\u0001-\u007f]*'`;

/**
 * SQLite: true when a text column of `row` is not what PostgreSQL would hold (not text, a NUL, not
 * UTF-8). An ASCII row costs one GLOB and two lengths of all its text (`length` stops at a NUL in
 * text, not in a blob); any other is checked character by character: `unicode` of a character's
 * bytes gives U+FFFD, or a code point whose `char` is other bytes, exactly when they are not UTF-8.
 */
function badTextSql(row: string, columns: readonly string[]): string | null {
  if (columns.length === 0) return null;
  const notText = columns.map((column) => `typeof(${row}.${column}) not in ('text', 'null')`);
  const all = `(${columns.map((column) => `coalesce(${row}.${column}, '')`).join(' || ')})`;
  const notPlainAscii = `${all} glob ${NON_ASCII_GLOB} or length(${all}) <> length(cast(${all} as blob))`;
  const bad = columns.map((column) => {
    const value = `${row}.${column}`;
    const characters = `json_each('[' || substr(replace(hex(zeroblob(length(${value}))), '00', ',0'), 2) || ']')`;
    const reencoded = `cast(char(unicode(substr(${value}, c.key + 1, 1))) as blob) <> cast(substr(${value}, c.key + 1, 1) as blob)`;
    return `instr(${value}, char(0)) > 0 or exists (select 1 from ${characters} as c where ${reencoded})`;
  });
  return `${notText.join(' or ')} or ((${notPlainAscii}) and (${bad.join(' or ')}))`;
}

/** SQLite: true when the integer `value` is not an integer within its range. */
function badIntegerSql(value: string, [min, max]: ValueRange): string {
  return `typeof(${value}) not in ('integer', 'null') or ${value} < ${min} or ${value} > ${max}`;
}

async function addTriggers(db: Kysely<unknown>, table: string, kind: string, condition: string, message: string): Promise<void> {
  for (const event of ['insert', 'update']) {
    await sql.raw(`create trigger ${table}_${kind}_${event} before ${event} on ${table} when ${condition} begin select raise(abort, '${message.replaceAll("'", "''")}'); end`).execute(db);
  }
}

export async function addValueChecks(db: Kysely<unknown>, table: string, ranges: Readonly<Record<string, ValueRange>>): Promise<void> {
  if (!checkedBySqlite(table)) return;
  // Every text column of the table as it is now (table_info leaves out the generated item_json).
  const columns = (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db)).rows;
  const text = columns.filter((column) => column.type.toLowerCase() === 'text').map((column) => column.name);
  const condition = [...Object.entries(ranges).map(([column, range]) => badIntegerSql(`new.${column}`, range)), badTextSql('new', text)]
    .filter((part) => part !== null)
    .map((part) => `(${part})`)
    .join(' or ');
  const rules = [...Object.entries(ranges).map(([column, [min, max]]) => `${column} an integer from ${min} to ${max}`), ...(text.length > 0 ? ['text UTF-8 without NUL'] : [])].join(', ');
  await addTriggers(db, table, 'values', condition, `${table}: a value the API cannot serve (${rules})`);
}

/** Lengths in characters (`length` of text, UTF-8 without NUL by the value checks), as JSON Schema's maxLength counts code points. */
export async function addLengthChecks(db: Kysely<unknown>, table: string, limits: Readonly<Record<string, number>>): Promise<void> {
  const columns = Object.entries(limits);
  const condition = columns.map(([column, max]) => `length(new.${column}) > ${max}`).join(' or ');
  const rules = columns.map(([column, max]) => `${column} at most ${max}`).join(', ');
  await addTriggers(db, table, 'lengths', condition, `${table}: a text longer than the API serves (${rules} characters)`);
}

export async function dropChecks(db: Kysely<unknown>, table: string, kind: 'values' | 'lengths'): Promise<void> {
  if (kind === 'values' && !checkedBySqlite(table)) return;
  for (const event of ['insert', 'update']) await sql.raw(`drop trigger ${table}_${kind}_${event}`).execute(db);
}
