/**
 * The PostgreSQL schema a benchmark runs in: a fresh one, dropped at the end, or a named one
 * kept between runs (seeded once). The URL it gives pins the schema through search_path.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchSchema {
  url: string;
  /** The named schema was there before this run (its rows are reused). */
  kept: boolean;
  drop: () => Promise<void>;
}

export async function benchSchema(base: string, keptName?: string): Promise<BenchSchema> {
  if (keptName !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(keptName)) throw new Error('the schema name must be a plain lower-case identifier');
  const schema = keptName ?? `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const existed = (await admin.query(`select 1 from information_schema.schemata where schema_name = $1`, [schema])).rowCount! > 0;
  if (!existed) await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    kept: existed,
    drop: async () => {
      if (keptName) return;
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
