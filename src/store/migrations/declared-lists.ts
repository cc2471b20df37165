/**
 * The declared lists' tables, after the numbered migrations: one no migration made is made here
 * with its index, counts and item JSON, its fingerprint in `meta`. Run at every start: an existing
 * table that disagrees with its declaration stops the open; a change needs a numbered migration.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Engine, StoredColumn } from '../engine.js';
import { totalOrder, type Columns, type DeclaredList } from '../list-declaration.js';
import { addCountedList } from './counted-lists.js';
import { createTable } from './create-table.js';

type List = Pick<DeclaredList, 'name' | 'table' | 'ownerColumn' | 'ownerTable' | 'countsTable' | 'columns' | 'fields' | 'order' | 'unique' | 'references'>;

const metaKey = (table: string) => `list_declaration:${table}`;

/** SHA-256 (first 16 hex digits) of what a declared list's table is built from. */
export function declarationFingerprint(list: List): string {
  const { table, ownerColumn, columns, fields, order, unique, references } = list;
  return createHash('sha256').update(JSON.stringify({ table, ownerColumn, columns, fields, order, unique, references })).digest('hex').slice(0, 16);
}

const SQL_TYPES = { text: 'text', integer: 'integer', real: 'double precision' } as const;
const baseType = (type: Columns[string]) => SQL_TYPES[type.replace('?', '') as keyof typeof SQL_TYPES];
/** The types a column of a declared type may have in the store (a migration may have made an integer bigint). */
const STORED_TYPES = { text: ['text'], integer: ['integer', 'bigint'], 'double precision': ['double precision'] } as const;

/** How the stored table differs from its declaration; empty when it does not. */
function differences(list: List, stored: StoredColumn[]): string[] {
  const problems: string[] = [];
  const declared = new Map<string, Columns[string]>([['id', 'text'], [list.ownerColumn, 'text'], ...Object.entries(list.columns)]);
  const found = new Map(stored.map((column) => [column.name, column]));
  for (const [name, type] of declared) {
    const column = found.get(name);
    if (!column) {
      problems.push(`${list.table}.${name} is declared but not in the table`);
      continue;
    }
    const types: readonly string[] = STORED_TYPES[baseType(type)];
    if (!types.includes(column.type)) problems.push(`${list.table}.${name} is ${column.type}, declared ${type}`);
    // SQLite leaves a text primary key nullable in its own bookkeeping.
    if (name !== 'id' && column.nullable !== type.endsWith('?')) problems.push(`${list.table}.${name} ${column.nullable ? 'takes' : 'refuses'} null, declared ${type}`);
  }
  for (const name of found.keys()) if (!declared.has(name)) problems.push(`${list.table}.${name} is in the table but not declared`);
  return problems;
}

/** The table of a list no migration made, and everything a list's page, total and item need. */
async function createListTable(db: Kysely<unknown>, engine: Engine, list: List, lists: readonly List[]): Promise<void> {
  const tableOf = (name: string) => lists.find((candidate) => candidate.name === name)?.table ?? name;
  const columnOf = (field: string) => list.fields.find(([name]) => name === field)?.[1] ?? field;
  const referenced = new Map(list.references.map((reference) => [columnOf(reference.field), tableOf(reference.list)]));
  const owner = `text references ${list.ownerTable}`;
  const columns: Record<string, string> = { id: 'text primary key', [list.ownerColumn]: owner };
  for (const [name, type] of Object.entries(list.columns)) {
    const target = referenced.get(name);
    columns[name] = type.replace(/^\w+/, baseType(type)) + (target === undefined ? '' : ` references ${target}`);
  }
  const unique = Object.fromEntries(list.unique.map((set) => [`${list.table}_${set.join('_')}`, [...set]]));
  await createTable(db, list.table, columns, { unique });
  const keys = totalOrder(list.order).map(([column, direction]) => `${column} ${direction}`);
  if (list.countsTable === null) {
    // A list answered whole: its index in list order, read from the owner's first row.
    await sql.raw(`create index ${list.table}_listed on ${list.table} (${list.ownerColumn}, ${keys.join(', ')})`).execute(db);
  } else {
    await addCountedList(db, { countsTable: list.countsTable, ownerColumn: list.ownerColumn }, list.table, list.order);
    await engine.addItemJson(db, { ownerColumn: list.ownerColumn, items: { [list.table]: list.fields }, listed: { [list.table]: keys.join(', ') } });
  }
  await sql`insert into meta (key, value) values (${metaKey(list.table)}, ${declarationFingerprint(list)})`.execute(db);
}

/** Makes every missing declared table, checks the others (throws naming each difference); the tables made. */
export async function ensureDeclaredLists(db: Kysely<unknown>, engine: Engine, lists: readonly List[]): Promise<string[]> {
  const made: string[] = [];
  const problems: string[] = [];
  for (const list of lists) {
    let stored = await engine.storedColumns(db, list.table);
    if (stored.length === 0) {
      // Only a missing table takes the migration lock; an instance starting beside waits, then finds it made.
      const created = await db.transaction().execute(async (trx) => {
        await engine.lockMigrations(trx);
        if ((await engine.storedColumns(trx, list.table)).length > 0) return false;
        await createListTable(trx, engine, list, lists);
        return true;
      });
      if (created) {
        made.push(list.table);
        continue;
      }
      stored = await engine.storedColumns(db, list.table);
    }
    problems.push(...differences(list, stored));
    const recorded = await sql<{ value: string }>`select value from meta where key = ${metaKey(list.table)}`.execute(db);
    const fingerprint = recorded.rows[0]?.value;
    if (fingerprint !== undefined && fingerprint !== declarationFingerprint(list)) {
      problems.push(`${list.table} was made from another declaration of ${list.name} (fingerprint ${fingerprint}, now ${declarationFingerprint(list)}): a changed list needs a migration`);
    }
  }
  if (problems.length > 0) throw new Error(`store: declared lists do not match their tables: ${problems.join('; ')}`);
  return made;
}
