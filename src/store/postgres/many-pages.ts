/** Many pages of one list shape in one PostgreSQL statement (src/store/engine.ts `manyPagesSql`). */
import { quoted } from '../json-items.js';

/**
 * The pages' values arrive as arrays, unnested side by side into one row per page; each row
 * runs the page statement as a lateral subquery on its own values, so every page is read as
 * it would be alone, in one statement and one round trip for all of them.
 */
export function manyPagesSql(columns: ReadonlyArray<readonly [name: string, type: 'text' | 'int8']>, page: (column: (name: string) => string) => string): string {
  const arrays = columns.map(([, type], n) => `$${n + 1}::${type}[]`).join(', ');
  const names = columns.map(([name]) => quoted(name)).join(', ');
  return `select "b"."i", "q".* from unnest(${arrays}) with ordinality as "b"(${names}, "i") cross join lateral (${page((name) => quoted(`b.${name}`))}) as "q"`;
}
