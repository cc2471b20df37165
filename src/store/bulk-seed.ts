/**
 * A large store for benchmarks: the marketing demo rows of `acme`, copied generation by
 * generation into the tenant `bench` until the largest list holds about `rows` rows. Ids
 * and the references between rows are suffixed per generation, so every copy stays
 * consistent; the demo tenants are left untouched.
 */
import type { Insertable, Kysely } from 'kysely';
import { buildMarketingDemo } from './demo/marketing.js';
import type { Database } from './schema.js';
import type { MarketingTables } from './tables/marketing.js';

export const BENCH_TENANT = 'bench';

/** The benchmark tenant is seeded once per store; the CLI says how to start over. */
export class AlreadySeededError extends Error {}
const BATCH = 500;

type Row = Record<string, unknown>;

export interface BulkSeedResult {
  tenant: string;
  generations: number;
  rowsByTable: Record<string, number>;
}

export function planBulkRows(rows: number): { generations: number; total: number } {
  const demo = buildMarketingDemo();
  const lists = (Object.keys(demo) as Array<keyof MarketingTables>).filter((table) => table !== 'marketing_tenants');
  const perGeneration = lists.map((table) => demo[table].filter((row) => (row as Row).tenant_id === 'acme').length);
  const generations = Math.max(1, Math.ceil(rows / Math.max(...perGeneration)));
  return { generations, total: generations * perGeneration.reduce((a, b) => a + b, 0) };
}

/** All or nothing: a failed seed leaves the store as it was. */
export async function bulkSeed(store: Kysely<Database>, rows: number, onProgress: (inserted: number) => void = () => undefined): Promise<BulkSeedResult> {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError('rows must be a positive integer');
  return store.transaction().execute((trx) => seedInto(trx, rows, onProgress));
}

async function seedInto(db: Kysely<Database>, rows: number, onProgress: (inserted: number) => void): Promise<BulkSeedResult> {
  const demo = buildMarketingDemo();
  const { generations } = planBulkRows(rows);
  const existing = await db.selectFrom('marketing_tenants').select('id').where('id', '=', BENCH_TENANT).executeTakeFirst();
  if (existing) throw new AlreadySeededError(`the store already holds the benchmark tenant "${BENCH_TENANT}"`);
  await db.insertInto('marketing_tenants').values({ id: BENCH_TENANT, name: 'Benchmark tenant', currency: 'USD' }).execute();

  const source = Object.fromEntries(
    (Object.keys(demo) as Array<keyof MarketingTables>)
      .filter((table) => table !== 'marketing_tenants')
      .map((table) => [table, (demo[table] as Row[]).filter((row) => row.tenant_id === 'acme')]),
  ) as Record<string, Row[]>;
  const ids = new Set(Object.values(source).flatMap((list) => list.map((row) => row.id as string)));
  const rowsByTable: Record<string, number> = {};
  let inserted = 0;

  for (let generation = 0; generation < generations; generation++) {
    const rename = (value: unknown) => (typeof value === 'string' && ids.has(value) ? `${value}-g${generation}` : value);
    // Tables in foreign-key order, as the demo builder lists them.
    for (const [table, list] of Object.entries(source)) {
      const copies = list.map((row) => {
        const copy: Row = {};
        for (const [column, value] of Object.entries(row)) copy[column] = column === 'tenant_id' ? BENCH_TENANT : column === 'id' || column.endsWith('_id') ? rename(value) : value;
        // A tenant's keywords are unique; later generations track variants of them.
        if (table === 'marketing_keywords' && generation > 0) copy.keyword = `${copy.keyword} ${generation + 1}`;
        return copy;
      });
      for (let start = 0; start < copies.length; start += BATCH) {
        const batch = copies.slice(start, start + BATCH);
        await db.insertInto(table as keyof MarketingTables).values(batch as Insertable<MarketingTables[keyof MarketingTables]>[] as never).execute();
        inserted += batch.length;
        onProgress(inserted);
      }
      rowsByTable[table] = (rowsByTable[table] ?? 0) + copies.length;
    }
  }
  return { tenant: BENCH_TENANT, generations, rowsByTable };
}
