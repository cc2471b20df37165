/**
 * PostgreSQL's bulk writer (src/store/bulk-writer.ts): one `insert … select * from
 * unnest($1::text[], $2::int8[], …)` per batch, a parameter per column whatever the number of
 * rows, so a statement of thousands of rows is parsed once and sent as a few arrays (pg sends
 * a parameter per value otherwise, and PostgreSQL allows 65,535).
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { insertParts, type BulkTable, type BulkWriter } from '../bulk-writer.js';

/** Rows per statement. */
const POSTGRES_MAX_ROWS = 5_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time; Kysely's types cannot follow it
export function bulkWriter(db: Kysely<any>, target: BulkTable): BulkWriter {
  const { insertInto, onConflict } = insertParts(target);
  const arrays = target.types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
  const text = `${insertInto} select * from unnest(${arrays})${onConflict}`;
  const bigint = target.types.map((type) => type === 'int8');
  return {
    batchSize: POSTGRES_MAX_ROWS,
    async write(rows) {
      let written = 0;
      for (let start = 0; start < rows.length; start += POSTGRES_MAX_ROWS) {
        const batch = rows.slice(start, start + POSTGRES_MAX_ROWS);
        const parameters = target.columns.map((_, column) =>
          batch.map((row) => {
            const value = row[column];
            // int8 values beyond 2^53 travel as text (cents are bigints); pg writes a number as it prints.
            return bigint[column] && typeof value === 'bigint' ? value.toString() : value;
          }),
        );
        const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
        written += Number(result.numAffectedRows ?? 0n);
      }
      return written;
    },
  };
}
