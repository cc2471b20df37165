/**
 * The SQLite statements of the lists stay prepared. SQLite (3.53 here) reads a bare `?`
 * after LIMIT or OFFSET while planning and then marks the statement to be prepared again
 * whenever that parameter is bound: a cached page statement was parsed and planned anew on
 * every request, and the HR list ran at about half its speed (docs/performance.md). No
 * timing is asserted: every statement the lists prepare, shallow and deep pages of every
 * HR and marketing list, must carry its LIMIT and OFFSET values in a form the planner does
 * not read (`+?`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { createListService, type ListQuery } from '../../src/services/lists.js';
import { findList } from '../../src/store/lists.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { BENCH_COMPANY, BENCH_TENANT, bulkSeed } from '../../src/store/bulk-seed.js';
import { SEEK_DEPTH, type ListStatementRunner } from '../../src/store/list-page-sql.js';
import { sqliteListReads } from '../../src/store/sqlite/list-reads.js';
import { openTestStore } from '../support/store.js';

/** A LIMIT or OFFSET whose value is a bare parameter: SQLite re-prepares the statement at each binding. */
const PLANNED_PARAMETER = /\b(limit|offset)\s+\?/i;

describe('SQLite list statements (prepared once, not at every binding)', () => {
  it('never gives LIMIT or OFFSET a bare parameter, on shallow and deep pages of every list', async function () {
    this.timeout(60_000);
    const store = await openTestStore('sqlite');
    const prototype = SQLite.prototype as unknown as { prepare(sql: string): unknown };
    const prepare = prototype.prepare;
    const prepared: string[] = [];
    try {
      await bulkSeed(store.db, 3 * SEEK_DEPTH);
      prototype.prepare = function (this: unknown, sql: string) {
        prepared.push(sql);
        return prepare.call(this, sql);
      };
      const hrLists = createListService(store.db, store.lists, 'hrm', () => BENCH_COMPANY);
      const marketingLists = createListService(store.db, store.lists, 'marketing', () => BENCH_TENANT);
      const hr = (name: string, query: ListQuery) => hrLists.read(findList('hrm', name)!, query, null) as Promise<{ items: { text: string } }>;
      const marketing = (name: string, query: ListQuery) => marketingLists.read(findList('marketing', name)!, query, null) as Promise<{ items: { text: string } }>;
      const deep = Math.ceil((2 * SEEK_DEPTH) / 20);
      const pages = [
        ...[1, deep].map((page) => hr('attendance', { page, pageSize: 20 })),
        hr('attendance', { page: 2, pageSize: 20, employeeId: 'emp-6000' }),
        ...['employees', 'leave', 'payroll-runs', 'documents'].map((name) => hr(name, { page: 1, pageSize: 20 })),
      ];
      const read: Array<{ items: { text: string } }> = await Promise.all([
        ...pages,
        ...MARKETING_LISTS.map((list) => marketing(list.name, { page: 1, page_size: 20 })),
        marketing('ads/performance', { page: deep, page_size: 20 }),
      ]);
      // The deep pages really were read (by seeking from a cached position), not answered empty.
      expect(JSON.parse(read[1].items.text)).to.have.length(20);
      expect(JSON.parse(read.at(-1)!.items.text)).to.have.length(20);

      const paged = prepared.filter((text) => /\blimit\b/i.test(text));
      expect(paged.length, 'list statements prepared').to.be.greaterThan(5);
      expect(prepared.filter((text) => PLANNED_PARAMETER.test(text))).to.deep.equal([]);

      // The same pages again prepare nothing: every list statement is kept, once per text.
      const before = prepared.length;
      await Promise.all([
        hr('attendance', { page: 1, pageSize: 20 }),
        hr('attendance', { page: deep, pageSize: 20 }),
        marketing('ads/performance', { page: deep, page_size: 20 }),
      ]);
      expect(prepared.slice(before), 'statements prepared again').to.deep.equal([]);
    } finally {
      prototype.prepare = prepare;
      await store.close();
    }
  });
});

describe('SQLite list reads of one turn (run together at its end, in one read transaction)', () => {
  let dir: string;
  let database: SQLite.Database;
  let other: SQLite.Database;
  let db: Kysely<{ notes: { id: number; body: string } }>;
  /** A list read, as src/store/list-page-sql.ts runs them. */
  let listRead: ListStatementRunner;
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  const readNotes = async () => (await listRead('select "id", "body" from "notes" where "id" >= ?', [0])).length;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'turn-reads-'));
    database = new SQLite(path.join(dir, 'store.sqlite'));
    database.pragma('journal_mode = WAL');
    database.exec('create table notes (id integer primary key, body text not null)');
    // Another process's connection to the same file.
    other = new SQLite(path.join(dir, 'store.sqlite'));
    db = new Kysely({ dialect: new SqliteDialect({ database }) });
    listRead = sqliteListReads(database)((text, parameters) => db.executeQuery(CompiledQuery.raw(text, [...parameters])).then((result) => result.rows));
  });

  afterEach(async () => {
    await db.destroy();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const othersSee = () => (other.prepare('select count(*) as n from notes').get() as { n: number }).n;

  it('commits a write when its call returns, in a turn that read before it', async () => {
    await readNotes();
    await db.insertInto('notes').values({ id: 1, body: 'a' }).execute();
    expect(othersSee(), 'another connection sees the write before the turn ends').to.equal(1);
    expect(await readNotes(), 'a list read after the write sees it').to.equal(1);
    const [returned] = await db.insertInto('notes').values({ id: 2, body: 'b' }).returning('id').execute();
    expect(returned.id).to.equal(2);
    expect(othersSee(), 'a RETURNING insert is a write, not a read').to.equal(2);
  });

  it("runs a turn's reads at its end, on what other connections committed by then, and holds nothing past it", async () => {
    other.prepare('insert into notes (id, body) values (1, ?)').run('x'.repeat(5000));
    const asked = readNotes();
    other.prepare('insert into notes (id, body) values (2, ?)').run('y');
    const askedLater = readNotes();
    expect(await Promise.all([asked, askedLater]), "both read at the turn's end").to.deep.equal([2, 2]);
    other.prepare('insert into notes (id, body) values (3, ?)').run('z');
    expect(await readNotes(), 'the next turn reads afresh').to.equal(3);
    await nextTurn();
    // A reader left open would pin the WAL: TRUNCATE would report busy and leave it in place.
    const [checkpoint] = other.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number; log: number }>;
    expect(checkpoint).to.deep.equal({ busy: 0, log: 0, checkpointed: 0 });
  });

  it("answers each of a turn's reads on its own: a statement that fails fails only its read", async () => {
    await db.insertInto('notes').values({ id: 1, body: 'a' }).execute();
    const reads = [readNotes(), listRead('select "id" from "no_such_list"', []), readNotes()];
    const settled = await Promise.allSettled(reads);
    expect(settled.map((result) => result.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason.message).to.match(/no such table: no_such_list/);
    expect(await readNotes(), 'the turn after reads as usual').to.equal(1);
    expect(othersSee()).to.equal(1);
  });

  it('runs a store transaction begun in a turn that read, and a list read meanwhile waits for its end', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'a' }).execute();
    await readNotes();
    let duringTransaction: Promise<number> | null = null;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'b' }).execute();
      // Another request's list read, between two awaits of this transaction.
      duringTransaction = readNotes();
      expect(await trx.selectFrom('notes').selectAll().execute(), 'a read inside sees the transaction').to.have.length(2);
      expect(othersSee(), 'nothing is visible before the commit').to.equal(1);
      await trx.insertInto('notes').values({ id: 3, body: 'c' }).execute();
    });
    expect(await duringTransaction!, 'the list read saw the transaction whole, once committed').to.equal(3);
    expect(othersSee()).to.equal(3);
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 4, body: 'd' }).execute();
        duringTransaction = readNotes();
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    expect(failed).to.equal('roll back');
    expect(await duringTransaction!, 'a list read never sees a write rolled back').to.equal(3);
    expect(await readNotes()).to.equal(3);
  });
});
