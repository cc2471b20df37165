/** SQLite's schema work: a table's columns. */
import { sql, type Kysely } from 'kysely';
import type { StoredColumn } from '../engine.js';

/** table_info leaves out the generated item_json. */
export async function storedColumns(db: Kysely<unknown>, table: string): Promise<StoredColumn[]> {
  const found = await sql<{ name: string; type: string; notnull: number }>`select name, type, "notnull" from pragma_table_info(${table})`.execute(db);
  return found.rows.map((row) => ({ name: row.name, type: row.type.toLowerCase(), nullable: row.notnull === 0 }));
}
