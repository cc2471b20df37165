/**
 * A large store for benchmarks: marketing's `acme` demo rows copied into the tenant `bench`, ids
 * renumbered per generation, until the largest list holds about `rows`; an HR company `bench`
 * whose attendance holds at least `rows`. The demo owners are left untouched.
 */
import type { Kysely } from 'kysely';
import { PG_COLUMN_TYPE, type BulkWriter } from './bulk-writer.js';
import { engineOf } from './engines.js';
import { activeEmployeeCount, seedHrmAttendanceAtScale, type HrmDemoCompany } from './demo/hrm.js';
import { buildMarketingDemo } from './demo/marketing.js';
import type { FieldKind } from './json-items.js';
import { LISTS } from './lists.js';
import type { Database } from './schema.js';

export const BENCH_TENANT = 'bench';
export const BENCH_COMPANY = 'bench';

/** The HR benchmark company: ids `emp-6000` to `emp-9999` at most, beside the demo companies' ones. */
function benchCompany(rows: number): HrmDemoCompany {
  const employees = Math.min(4000, Math.max(5, Math.ceil(rows / 250)));
  return { id: BENCH_COMPANY, name: 'Benchmark company', employees, firstEmployee: 6000, numberPrefix: 'B-', firstNumber: 100000, idTag: 'bn-', leaveRequests: 0, currency: 'EUR' };
}

/** The benchmark tenant is seeded once per store; the CLI says how to start over. */
export class AlreadySeededError extends Error {}

type Row = Record<string, unknown>;

/** `acme`'s marketing demo rows by list table, in foreign-key order: what each generation copies. */
function acmeRows(): Record<string, Row[]> {
  const lists = Object.entries(buildMarketingDemo() as Record<string, Row[]>).filter(([table]) => table !== 'marketing_tenants');
  return Object.fromEntries(lists.map(([table, rows]) => [table, rows.filter((row) => row.tenant_id === 'acme')]));
}

export function planBulkRows(rows: number): { generations: number; total: number } {
  const perGeneration = Object.values(acmeRows()).map((list) => list.length);
  const generations = Math.max(1, Math.ceil(rows / Math.max(...perGeneration)));
  if (generations >= 16 ** GENERATION_DIGITS || Math.max(...perGeneration) >= 16 ** ORDINAL_DIGITS) throw new RangeError(`${rows} rows is more than copy ids can number`);
  // The HR company's attendance: whole days of its active staff, at least `rows`.
  const company = benchCompany(rows);
  const active = activeEmployeeCount(company);
  const hrRows = company.employees + active * Math.ceil(rows / active);
  return { generations, total: generations * perGeneration.reduce((a, b) => a + b, 0) + hrRows };
}

/** Hex digits of a copy's id given to the generation and to the row's place in its demo table. */
const GENERATION_DIGITS = 7;
const ORDINAL_DIGITS = 3;

/** A demo row's copy's id in the spec's form, from the generation and the row's place, so copies never collide. */
export function copyId(demoId: string, generation: number, ordinal: number): string {
  const prefix = demoId.slice(0, demoId.indexOf('_') + 1);
  return `${prefix}${generation.toString(16).padStart(GENERATION_DIGITS, '0')}${ordinal.toString(16).padStart(ORDINAL_DIGITS, '0')}`;
}

/** A list table's rows as the bulk writer takes them, typed by the list's declaration. */
function tableWriter(db: Kysely<Database>, table: string, columns: string[]): { writer: BulkWriter; valuesOf(row: Row): unknown[] } {
  const list = LISTS.find((candidate) => candidate.table === table)!;
  const kinds = new Map<string, FieldKind>(list.fields.filter(([, column]) => typeof column === 'string').map(([, column, kind]) => [column as string, kind]));
  const types = columns.map((column) => PG_COLUMN_TYPE[kinds.get(column) ?? 'text']);
  return { writer: engineOf(db).bulkWriter(db, { table, columns, types }), valuesOf: (row) => columns.map((column) => row[column] ?? null) };
}

/** All or nothing, through the bulk writer in large statements (docs/performance.md). */
export async function bulkSeed(store: Kysely<Database>, rows: number, onProgress: (inserted: number) => void = () => undefined) {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('rows must be a positive integer');
  return store.transaction().execute((trx) => seedInto(trx, rows, onProgress));
}

async function seedInto(db: Kysely<Database>, rows: number, onProgress: (inserted: number) => void) {
  const { generations } = planBulkRows(rows);
  const existing = await db.selectFrom('marketing_tenants').select('id').where('id', '=', BENCH_TENANT).executeTakeFirst();
  if (existing) throw new AlreadySeededError(`the store already holds the benchmark tenant "${BENCH_TENANT}"`);
  await db.insertInto('marketing_tenants').values({ id: BENCH_TENANT, name: 'Benchmark tenant', currency: 'USD' }).execute();
  // SQLite's per-row triggers are set aside for the load (src/store/sqlite/bulk-load.ts).
  const seeded = [
    ...LISTS.filter((list) => list.area === 'marketing').map((list) => ({ table: list.table, ownerColumn: list.ownerColumn, owner: BENCH_TENANT })),
    ...['hrm_employees', 'hrm_attendance'].map((table) => ({ table, ownerColumn: 'company_id', owner: BENCH_COMPANY })),
  ];
  const setAside = await engineOf(db).setAsideRowWork(db, seeded);

  const source = acmeRows();
  // A demo row's place in its table: with the generation, it makes the copy's id.
  const ordinals = new Map<string, number>();
  for (const list of Object.values(source)) list.forEach((row, index) => ordinals.set(row.id as string, index));
  const rowsByTable: Record<string, number> = {};
  let inserted = 0;
  const writers = new Map<string, ReturnType<typeof tableWriter>>();
  /** Writes rows of a table in the writer's batches, reporting progress after each. */
  const write = async (table: string, list: Row[]) => {
    if (list.length === 0) return;
    let found = writers.get(table);
    if (!found) writers.set(table, (found = tableWriter(db, table, Object.keys(list[0]))));
    const { writer, valuesOf } = found;
    for (let start = 0; start < list.length; start += writer.batchSize) {
      const batch = list.slice(start, start + writer.batchSize);
      await writer.write(batch.map(valuesOf));
      inserted += batch.length;
      onProgress(inserted);
      // better-sqlite3 writes synchronously: a turn of the event loop per batch lets the progress bar's timer draw.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  // Generations are written together, tables in foreign-key order, so that statements stay large.
  let buffered: Record<string, Row[]> = {};
  let bufferedRows = 0;
  const flush = async () => {
    for (const [table, list] of Object.entries(buffered)) await write(table, list);
    buffered = {};
    bufferedRows = 0;
  };

  for (let generation = 0; generation < generations; generation++) {
    const rename = (value: unknown) => (typeof value === 'string' && ordinals.has(value) ? copyId(value, generation, ordinals.get(value)!) : value);
    // Tables in foreign-key order, as the demo builder lists them.
    for (const [table, list] of Object.entries(source)) {
      const copies = list.map((row) => {
        const copy: Row = {};
        for (const [column, value] of Object.entries(row)) copy[column] = column === 'tenant_id' ? BENCH_TENANT : column === 'id' || column.endsWith('_id') ? rename(value) : value;
        // A tenant's keywords are unique; later generations track variants of them.
        if (table === 'marketing_keywords' && generation > 0) copy.keyword = `${copy.keyword} ${generation + 1}`;
        return copy;
      });
      (buffered[table] ??= []).push(...copies);
      bufferedRows += copies.length;
      rowsByTable[table] = (rowsByTable[table] ?? 0) + copies.length;
    }
    if (bufferedRows >= 20_000) await flush();
  }
  await flush();

  const company = benchCompany(rows);
  await db.insertInto('hrm_companies').values({ id: company.id, name: company.name }).execute();
  const hr = await seedHrmAttendanceAtScale(company, rows, (table, list) => write(table, list as Row[]));
  rowsByTable.hrm_employees = hr.employees;
  rowsByTable.hrm_attendance = hr.attendance;
  await setAside?.restore();
  return { tenant: BENCH_TENANT, company: BENCH_COMPANY, generations, rowsByTable };
}
