/**
 * The store refuses list values the API cannot serve, whoever writes them (the demo and bulk
 * seeds, an operator's SQL): found by writing rows straight into the store, then reading the
 * pages that held them (test/store/list-values.test.ts).
 * - Numbers: each numeric column of an HR or marketing list within its field's range in the
 *   spec (every one is at least 0, some at most 100) and the engine's and JSON's: at most
 *   2^53 - 1 where the API gives the number as a JSON number, the engine's largest integer where
 *   it gives a decimal string (HR payroll amounts). Booleans 0 or 1. The counts tables' totals
 *   (migrations 005, 007) the same. A payroll amount of -2^63 made PostgreSQL's formatting of
 *   it overflow on every page that held it; SQLite took 1e999 where an integer belongs and
 *   wrote it into the item as `9.0e+999`.
 * - SQLite also takes a value of any type in any column: a number must be an integer there,
 *   text text (a blob made the item's JSON fail), and text UTF-8 without NUL, as PostgreSQL
 *   holds it. A sort key that was not UTF-8 read back as U+FFFD and made a deep page seek past
 *   rows (src/store/ordered-lists.ts).
 *
 * PostgreSQL: one CHECK constraint per table, `<table>_values`, added NOT VALID: it holds every
 * row written from now on, and an upgrade never fails on a row written before (a page holding
 * one is answered 500 RESPONSE_VALIDATION_FAILED, src/store/ordered-lists.ts); an operator
 * checks the old rows with `alter table <table> validate constraint <table>_values`
 * (docs/production.md). Its text cannot hold NUL or bytes that are not UTF-8 in the first place.
 * SQLite: tables cannot gain a CHECK constraint without being rebuilt, so two triggers per
 * list table, `<table>_values_insert` and `<table>_values_update`, abort such a write (the
 * counts tables have none: `sqliteChecked`). Text is checked character by character only in
 * a row that holds a character outside ASCII or a NUL.
 *
 * What this migration checks is frozen here, as every released migration is.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** An integer column: its least and greatest value. */
export type ValueRange = readonly [min: bigint, max: bigint];

/** Largest integer a JSON number carries exactly (Number.MAX_SAFE_INTEGER). */
const JSON_MAX = 9_007_199_254_740_991n;
/** Largest integer of the engines (bigint, SQLite's integer). */
const ENGINE_MAX = 9_223_372_036_854_775_807n;

const count: ValueRange = [0n, JSON_MAX];
const percent: ValueRange = [0n, 100n];
const flag: ValueRange = [0n, 1n];

/** The integer columns of each table and their ranges, as spec/hrm.yaml and spec/marketing.yaml give the fields. */
export const VALUE_CHECKS: Readonly<Record<string, Readonly<Record<string, ValueRange>>>> = {
  hrm_employees: {},
  hrm_attendance: { worked_minutes: count },
  hrm_leave_requests: { working_days: [1n, JSON_MAX] },
  // Money: a decimal string of cents (`^[0-9]+\.[0-9]{2}$`).
  hrm_payroll_runs: { employee_count: count, gross_cents: [0n, ENGINE_MAX], deductions_cents: [0n, ENGINE_MAX], net_cents: [0n, ENGINE_MAX] },
  hrm_documents: { size_bytes: count, confidential: flag },
  hrm_list_counts: { total: count, version: [0n, ENGINE_MAX] },
  marketing_seo_audits: { score: percent, pages_crawled: count, issues_critical: count, issues_warning: count, issues_notice: count },
  // Money: cents, given as a JSON number of units (`Money`, minimum 0).
  marketing_keywords: { search_volume: count, difficulty: percent, cpc_cents: count },
  marketing_serp_rankings: { position: [1n, 100n] },
  marketing_social_posts: {},
  marketing_social_engagements: { likes: count, comments: count, shares: count, reach: count, clicks: count },
  marketing_ad_campaigns: { budget_cents: count },
  marketing_ad_performance: { impressions: count, clicks: count, conversions: count, spend_cents: count, revenue_cents: count },
  marketing_list_counts: { total: count, version: [0n, ENGINE_MAX] },
};

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The tables SQLite's triggers check: not the counts tables. Their rows are written by the
 * lists' own triggers (a total one up or down), and a trigger on them ran twice per list row
 * written (the upsert's insert and update): with it the bulk seed took 22% longer than without
 * any check, without it 10% (min of 4 runs of 30,000 rows). A count written around them is
 * refused where it is read (src/store/ordered-lists.ts, `countOf`).
 */
export const sqliteChecked = (): Record<string, Readonly<Record<string, ValueRange>>> =>
  Object.fromEntries(Object.entries(VALUE_CHECKS).filter(([table]) => !table.endsWith('_list_counts')));

/** PostgreSQL: the table's integer columns within their ranges. */
function rangeCheck(ranges: Readonly<Record<string, ValueRange>>): string {
  return Object.entries(ranges)
    .map(([column, [min, max]]) => `${column} between ${min} and ${max}`)
    .join(' and ');
}

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

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, ranges] of Object.entries(VALUE_CHECKS)) {
      if (Object.keys(ranges).length === 0) continue;
      await sql.raw(`alter table ${table} add constraint ${table}_values check (${rangeCheck(ranges)}) not valid`).execute(db);
    }
    return;
  }
  for (const [table, ranges] of Object.entries(sqliteChecked())) {
    // Every text column of the table as it is now (table_info leaves out the generated item_json).
    const columns = (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${table})`.execute(db)).rows;
    const text = columns.filter((column) => column.type.toLowerCase() === 'text').map((column) => column.name);
    const conditions = (row: 'new') =>
      [...Object.entries(ranges).map(([column, range]) => badIntegerSql(`${row}.${column}`, range)), badTextSql(row, text)]
        .filter((condition) => condition !== null)
        .map((condition) => `(${condition})`)
        .join(' or ');
    const rules = [...Object.entries(ranges).map(([column, [min, max]]) => `${column} an integer from ${min} to ${max}`), ...(text.length > 0 ? ['text UTF-8 without NUL'] : [])].join(', ');
    const message = `${table}: a value the API cannot serve (${rules})`.replaceAll("'", "''");
    for (const event of ['insert', 'update']) {
      await sql.raw(`create trigger ${table}_values_${event} before ${event} on ${table} when ${conditions('new')} begin select raise(abort, '${message}'); end`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table, ranges] of Object.entries(VALUE_CHECKS)) {
    if (postgres) {
      if (Object.keys(ranges).length > 0) await sql.raw(`alter table ${table} drop constraint ${table}_values`).execute(db);
    } else if (table in sqliteChecked()) {
      for (const event of ['insert', 'update']) await sql.raw(`drop trigger ${table}_values_${event}`).execute(db);
    }
  }
}
