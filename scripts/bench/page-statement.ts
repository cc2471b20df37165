/**
 * The HR page statement alone, in a tight loop, with its LIMIT and OFFSET bound three ways
 * (docs/performance.md): a bare `?` (which SQLite re-prepares at every binding), `+?` (what
 * src/store/list-page-sql.ts binds) and literal values. The SQL is the store's own, taken
 * from the statements the HR list prepares on a fresh demo store.
 *   npx tsx scripts/bench/page-statement.ts [iterations]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createListService } from '../../src/services/lists.js';
import { HRM_LISTS } from '../../src/store/tables/hrm-lists.js';
import { openStore } from '../../src/store/database.js';

const iterations = Number(process.argv[2] ?? 20000);
const dir = mkdtempSync(path.join(tmpdir(), 'page-statement-'));
const prototype = SQLite.prototype as unknown as { prepare(sql: string): unknown };
const prepare = prototype.prepare;
const prepared: string[] = [];
prototype.prepare = function (this: unknown, sql: string) {
  prepared.push(sql);
  return prepare.call(this, sql);
};
const store = await openStore({ dataDir: dir });
await createListService(store.db, store.lists, 'hrm', () => 'acme').read(HRM_LISTS[0], { page: 1, pageSize: 20 }, null);
await store.close();
prototype.prepare = prepare;
const pageSql = prepared.find((text) => text.includes('group_concat') && text.includes('hrm_employees'));
if (!pageSql) throw new Error('the HR page statement was not prepared');

const db = new SQLite(path.join(dir, 'store.sqlite'));
const variants: Array<[string, string, unknown[]]> = [
  ['limit ? offset ?', pageSql.replace('limit +? offset +?', 'limit ? offset ?'), ['acme', 'hrm_employees', 'acme', 20, 0]],
  ['limit +? offset +?', pageSql, ['acme', 'hrm_employees', 'acme', 20, 0]],
  ['limit 20 offset 0', pageSql.replace('limit +? offset +?', 'limit 20 offset 0'), ['acme', 'hrm_employees', 'acme']],
];
for (const [name, text, parameters] of variants) {
  const statement = db.prepare(text).raw(true);
  for (let i = 0; i < 2000; i++) statement.all(parameters);
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) statement.all(parameters);
  console.log(`${name.padEnd(20)} ${(Number(process.hrtime.bigint() - started) / iterations / 1000).toFixed(1)} us per page`);
}
db.close();
rmSync(dir, { recursive: true, force: true });
