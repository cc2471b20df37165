/**
 * SQLite's bulk writer (src/store/bulk-writer.ts): a multi-row `insert … values (?, …), (?, …)`
 * of as many rows as its parameters allow, so one prepare and one call serve a whole batch.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { insertParts, type BulkTable, type BulkWriter } from '../bulk-writer.js';

/** Rows per statement: as many as SQLite's 32,766 parameters allow, the fastest (docs/performance.md). */
const SQLITE_PARAMETERS = 32_000;
const SQLITE_MAX_ROWS = 5_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time; Kysely's types cannot follow it
export function bulkWriter(db: Kysely<any>, target: BulkTable): BulkWriter {
  const { insertInto, onConflict } = insertParts(target);
  const width = target.columns.length;
  const perStatement = Math.max(1, Math.min(SQLITE_MAX_ROWS, Math.floor(SQLITE_PARAMETERS / width)));
  const tuple = `(${new Array(width).fill('?').join(', ')})`;
  const textFor = new Map<number, string>();
  const statementOf = (rows: number) => {
    let text = textFor.get(rows);
    if (text === undefined) textFor.set(rows, (text = `${insertInto} values ${new Array(rows).fill(tuple).join(', ')}${onConflict}`));
    return text;
  };
  return {
    batchSize: perStatement * 2,
    async write(rows) {
      let written = 0;
      for (let start = 0; start < rows.length; start += perStatement) {
        const count = Math.min(perStatement, rows.length - start);
        const parameters = new Array<unknown>(count * width);
        for (let r = 0; r < count; r++) {
          const row = rows[start + r];
          for (let c = 0; c < width; c++) parameters[r * width + c] = row[c];
        }
        const result = await db.executeQuery(CompiledQuery.raw(statementOf(count), parameters));
        written += Number(result.numAffectedRows ?? 0n);
      }
      return written;
    },
  };
}
