/**
 * HR list items as the store writes them (src/store/json-items.ts): on SQLite a generated
 * `item_json` column kept in each list's index (migration 008), on PostgreSQL a stored one
 * (migration 014). Read through the HR service's lists, every item must be exactly what the
 * declaration maps its row to, on shallow pages, on deep pages read by seeking, and in a store
 * that had rows before the migration ran.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { createListService } from '../../src/services/lists.js';
import { migrateToLatest, seedIfEmpty } from '../../src/store/database.js';
import { ENGINES } from '../../src/store/engines.js';
import { itemMapper } from '../../src/store/json-items.js';
import { migrations } from '../../src/store/migrations/index.js';
import { ITEMS, ITEMS_FINGERPRINT } from '../../src/store/migrations/008-hrm-item-json.js';
import { executorReads, listReader, SEEK_DEPTH, type ListReader } from '../../src/store/list-page-sql.js';
import type { Database } from '../../src/store/schema.js';
import { findList } from '../../src/store/lists.js';
import { HRM_LISTS } from '../../src/store/tables/hrm-lists.js';
import { freshSchema, openTestStore, testEngines } from '../support/store.js';

type Item = { id: string } & Record<string, unknown>;
type ItemsPage = { items: { text: string }; total: number };
const itemsOf = (page: ItemsPage): Item[] => JSON.parse(page.items.text) as Item[];
const HRM_ITEMS = Object.fromEntries(HRM_LISTS.map((list) => [list.table, list.fields]));
/** A page of the HR list `name` of `company`, read through the list service. */
const pageOf = (db: Kysely<Database>, reader: ListReader, company: string, name: string, query: Record<string, unknown>) =>
  createListService(db, reader, 'hrm', () => company).read(findList('hrm', name)!, query, null) as Promise<ItemsPage>;

/** Each list's first 100 items of `company` through the service, beside its rows (read by id) mapped by the declaration. */
async function everyListRead(
  db: Kysely<Database>,
  reader: ListReader,
  company: string,
): Promise<Array<{ table: string; text: string; read: Item[]; mapped: unknown[] }>> {
  const lists = [];
  for (const { name, table, fields } of HRM_LISTS) {
    const text = (await pageOf(db, reader, company, name, { pageSize: 100 })).items.text;
    const read = JSON.parse(text) as Item[];
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where company_id = ${company}`.execute(db);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    lists.push({ table, text, read, mapped: read.map((item) => itemMapper(fields)(byId.get(item.id) ?? {})) });
  }
  return lists;
}

function expectDeclaredItems(lists: Awaited<ReturnType<typeof everyListRead>>): void {
  for (const { table, text, read, mapped } of lists) {
    expect(read.length, table).to.be.greaterThan(0);
    expect(read, table).to.deep.equal(mapped);
    // Byte for byte what JSON.stringify writes, so an answer does not depend on the engine.
    expect(text, table).to.equal(JSON.stringify(mapped));
  }
}

for (const engine of testEngines) {
  describe(`HR list items written by the store (${engine})`, () => {
    it('gives every demo row of every list exactly the item its declaration maps it to', async () => {
      const store = await openTestStore(engine);
      try {
        expectDeclaredItems(await everyListRead(store.db, store.lists, 'acme'));
      } finally {
        await store.close();
      }
    });

    it('writes a changed row\'s item in the same statement, and deep pages carry the same items as shallow ones', async () => {
      const store = await openTestStore(engine, { seedDemoData: false });
      try {
        const db = store.db;
        await db.insertInto('hrm_employees').values(Array.from({ length: 7 }, (_, i) => ({
          id: `emp-deep-${i}`, company_id: 'deep', employee_number: `D-${1000 + i}`, first_name: 'Deep', last_name: `Row ${i}`, email: `deep${i}@example.com`,
          department: 'engineering', job_title: 'Engineer', employment_type: 'full-time', status: 'active', location: 'Remote', hire_date: '2024-01-01', termination_date: null, manager_id: null,
        }))).execute();
        const rows = Array.from({ length: SEEK_DEPTH + 40 }, (_, i) => ({
          id: `att-${String(i).padStart(5, '0')}`,
          company_id: 'deep',
          employee_id: `emp-deep-${i % 7}`,
          work_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          status: i % 5 === 0 ? 'absent' : 'present',
          check_in: i % 5 === 0 ? null : '09:00',
          check_out: i % 5 === 0 ? null : '17:30',
          worked_minutes: i % 5 === 0 ? 0 : 480 + (i % 3),
        }));
        for (let start = 0; start < rows.length; start += 200) await db.insertInto('hrm_attendance').values(rows.slice(start, start + 200)).execute();
        await db.updateTable('hrm_attendance').set({ status: 'late', worked_minutes: 7 }).where('id', '=', 'att-00003').execute();

        // The documented order (spec/hrm.yaml: newest day first, then employee), `id` last.
        const all = await sql<Record<string, unknown>>`select * from hrm_attendance where company_id = 'deep' order by work_date desc, employee_id asc, id asc`.execute(db);
        const expected = all.rows.map(itemMapper<Item>(HRM_ITEMS.hrm_attendance));
        expect(expected.find((item) => item.id === 'att-00003')).to.include({ status: 'late', workedMinutes: 7 });

        const pageSize = 20;
        const deepest = SEEK_DEPTH / pageSize;
        for (const page of [1, 2, deepest, deepest + 1, deepest + 2, deepest + 3]) {
          const read = await pageOf(db, store.lists, 'deep', 'attendance', { page, pageSize });
          expect(read.total).to.equal(rows.length);
          expect(itemsOf(read), `page ${page}`).to.deep.equal(expected.slice((page - 1) * pageSize, page * pageSize));
        }
      } finally {
        await store.close();
      }
    });
  });
}

describe('HR item declarations and the SQLite stores built from them', () => {
  it('are the declarations the latest item migration built the columns from', () => {
    // A store migrated earlier keeps the items of its day; a fresh one is built from today's.
    expect(createHash('sha256').update(JSON.stringify(ITEMS)).digest('hex').slice(0, 16), 'migration 008 is frozen').to.equal(ITEMS_FINGERPRINT);
    for (const [table, fields] of Object.entries(ITEMS)) {
      expect(HRM_ITEMS[table], `${table}'s item declaration changed: add a migration that re-creates item_json (see 008-hrm-item-json.ts)`).to.deep.equal(fields);
    }
  });
});

describe('HR list items in a SQLite store that had rows before migration 008', () => {
  it('computes every existing row\'s item when the migration runs', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    try {
      const before = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('007-hrm-list-counts');
      expect(before.error).to.equal(undefined);
      expect(await seedIfEmpty(db)).to.include('hrm');
      await migrateToLatest(db, ENGINES.sqlite);
      expectDeclaredItems(await everyListRead(db, listReader({ engine: ENGINES.sqlite, run: executorReads(db) }), 'acme'));
    } finally {
      await db.destroy();
    }
  });
});

if (testEngines.includes('postgres')) {
  describe('HR list items in a PostgreSQL store that had rows before migration 014', () => {
    it('computes every existing row\'s item when the migration runs, and the migration goes down and up again', async () => {
      const { schema, url, drop } = await freshSchema(process.env.TEST_DATABASE_URL!, 'test');
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) });
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
      const reader = listReader({ engine: ENGINES.postgres, run: executorReads(db) });
      try {
        expect((await migrator.migrateTo('013-list-text-lengths')).error).to.equal(undefined);
        expect(await seedIfEmpty(db)).to.include('hrm');
        // A row written around 011's checks, whose cents the column's expression cannot format, does not stop the migration.
        const [payroll] = (await sql<{ id: string; gross_cents: string }>`select id, gross_cents from hrm_payroll_runs order by id limit 1`.execute(db)).rows;
        await sql`alter table hrm_payroll_runs drop constraint hrm_payroll_runs_values`.execute(db);
        await sql`update hrm_payroll_runs set gross_cents = -9223372036854775808 where id = ${payroll.id}`.execute(db);
        await migrateToLatest(db, ENGINES.postgres);
        const [written] = (await sql<{ item_json: string }>`select item_json from hrm_payroll_runs where id = ${payroll.id}`.execute(db)).rows;
        expect(written.item_json).to.include('"grossTotal":9.0e+999,');
        await sql`update hrm_payroll_runs set gross_cents = ${payroll.gross_cents} where id = ${payroll.id}`.execute(db);
        expectDeclaredItems(await everyListRead(db, reader, 'acme'));
        expect((await migrator.migrateTo('013-list-text-lengths')).error).to.equal(undefined);
        const columns = await sql`select 1 from information_schema.columns where table_schema = current_schema() and column_name = 'item_json'`.execute(db);
        expect(columns.rows).to.have.length(0);
        await migrateToLatest(db, ENGINES.postgres);
        expectDeclaredItems(await everyListRead(db, reader, 'acme'));
      } finally {
        await db.destroy();
        await drop();
      }
    });
  });
}
