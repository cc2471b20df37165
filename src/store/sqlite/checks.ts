/**
 * SQLite's checks of list values (migrations 011, 013): tables cannot gain a CHECK constraint
 * without being rebuilt, so two triggers per table and kind, `<table>_<kind>_insert` and
 * `<table>_<kind>_update`, abort a write the API could not serve, with a message naming the
 * table and its rules. A bulk load sets them aside and checks once per table (./bulk-load.ts),
 * reading the condition back from the trigger. SQLite also takes a value of any type in any
 * column: a number must be an integer there, text text (a blob made the item's JSON fail), and
 * text UTF-8 without NUL, as PostgreSQL holds it. Text is checked character by character only in
 * a row that holds a character outside ASCII or a NUL.
 */
import { sql, type Kysely } from 'kysely';
import type { ValueRange } from '../engine.js';

/**
 * The tables SQLite's triggers check: not the counts tables. Their rows are written by the
 * lists' own triggers (a total one up or down), and a trigger on them ran twice per list row
 * written (the upsert's insert and update): with it the bulk seed took 22% longer than without
 * any check, without it 10% (min of 4 runs of 30,000 rows). A count written around them is
 * refused where it is read (src/store/list-page-sql.ts, `countOf`).
 */
export const checkedBySqlite = (table: string): boolean => !table.endsWith('_list_counts');

/** A GLOB that matches text holding a character outside U+0001..U+007F (the class's bounds are those two characters themselves). */
const NON_ASCII_GLOB = `'*[^\u0001-\u007f]*'`;

/**
 * SQLite: true when one of the text `columns` of the row `row` is not what PostgreSQL would
 * hold: not text, a NUL in it, or bytes that are not UTF-8. A row whose text is ASCII without
 * NUL (almost every row) costs one GLOB and two lengths of all its text at once (`length` of
 * text counts characters up to the first NUL, of a blob bytes: they differ when a NUL is
 * there): 100,000 inserts took 4.5 us each so, 7.5 us with each column tested on its own,
 * 4.3 us with no text test (docs/performance.md). Any other row has each column checked character by character: SQLite reads a
 * character as its lead byte and the continuation bytes after it (substr) and decodes it
 * (unicode) to U+FFFD, or to a code point whose UTF-8 (char) is other bytes, exactly when those
 * bytes are not UTF-8; json_each over a JSON array of `length` zeros numbers the characters.
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
