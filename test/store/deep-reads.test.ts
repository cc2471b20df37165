/**
 * Deep OFFSET reads of a SQLite file store run on a worker thread's own connection
 * (src/store/deep-reads.ts), so the event loop turns while one is read: the same bytes as on the
 * store's connection, shallow reads kept on that connection, the same answer when the worker
 * cannot read, the same error when the statement fails there, and a 503 (never a read on the
 * store's connection) when it is too busy to. A filtered read of a list that long runs there too,
 * however shallow: its exact total counts every match.
 */
import SQLite from 'better-sqlite3';
import { expect } from 'chai';
import { CompiledQuery } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_TENANT, bulkSeed } from '../../src/store/bulk-seed.js';
import { openStore, type Store } from '../../src/store/database.js';
import { createDeepReader, DEEP_READS_IN_LINE, type DeepReader } from '../../src/store/deep-reads.js';
import { classifyStoreError, DeepStatementError, StoreBusyError, StoredValueError } from '../../src/store/store-errors.js';
import { ENGINES } from '../../src/store/engines.js';
import { DEEP_READ_ROWS, OrderedLists, type Condition, type ListsConfig, type ListStatementRunner } from '../../src/store/list-page-sql.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';

const LIST = MARKETING_LISTS.find((list) => list.table === 'marketing_ad_performance')!;
/** A condition every row meets: such a page has no learnt position and is read by OFFSET. */
const EVERY_ROW: Condition = ['date', '>=', '0000-01-01'];
const CONFIG: ListsConfig = { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' };
const DEEP_PAGE = Math.floor(DEEP_READ_ROWS / 20) + 7;
/** A read that takes seconds on any machine: counts to fifty million. */
const SLOW_READ = 'with recursive n(x) as (select 1 union all select x + 1 from n where x < 50000000) select count(*) as "rows" from n';

/** A runner that counts the statements it runs. */
function counting(runner: ListStatementRunner): { runner: ListStatementRunner; reads: number } {
  const counted = {
    reads: 0,
    runner: (text: string, parameters: readonly unknown[]) => {
      counted.reads++;
      return runner(text, parameters);
    },
  };
  return counted;
}

async function refusal(reading: Promise<unknown>): Promise<Error> {
  try {
    await reading;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the read was answered');
}

describe('deep list reads on a worker thread (SQLite file store)', function () {
  this.timeout(120_000);
  let dir: string;
  let store: Store;
  let reader: DeepReader;
  let onConnection: ListStatementRunner;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'deep-reads-'));
    store = await openStore({ dataDir: dir, seedDemoData: false });
    await bulkSeed(store.db, DEEP_READ_ROWS + 1_000);
    reader = createDeepReader(path.join(dir, 'store.sqlite'), { timeoutMs: 60_000 });
    onConnection = async (text, parameters) => (await store.db.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows;
  });

  after(async () => {
    await reader.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const onConnectionOnly = () => new OrderedLists({ engine: ENGINES.sqlite, run: onConnection }, CONFIG);
  const pageOf = (lists: OrderedLists, page: number) => lists.pageJson(LIST.table, BENCH_TENANT, [EVERY_ROW], LIST.order, { page, pageSize: 20 });

  /** Lists that read deep on the worker, with the statements sent there. */
  const listsWithWorker = () => {
    const onWorker: string[] = [];
    const deep: ListStatementRunner = (text, parameters) => {
      onWorker.push(text);
      return reader.run(text, parameters);
    };
    return { onWorker, withWorker: new OrderedLists({ engine: ENGINES.sqlite, run: onConnection, deep }, CONFIG) };
  };

  it('reads a page DEEP_READ_ROWS deep on the worker, the same bytes as the store connection reads', async () => {
    const { onWorker, withWorker } = listsWithWorker();
    const [sent, expected] = [await pageOf(withWorker, DEEP_PAGE), await pageOf(onConnectionOnly(), DEEP_PAGE)];
    expect(onWorker).to.have.length(1);
    expect(sent.itemsJson).to.equal(expected.itemsJson);
    expect(sent.total).to.equal(expected.total).and.to.be.greaterThan(DEEP_READ_ROWS);
    expect(JSON.parse(sent.itemsJson)).to.have.length(20);
    // A shallow page stays on the store's connection.
    await withWorker.pageJson(LIST.table, BENCH_TENANT, [], LIST.order, { page: 2, pageSize: 20 });
    expect(onWorker).to.have.length(1);
  });

  it('reads a filtered page of a list DEEP_READ_ROWS long on the worker, however shallow (its total counts every match); of a shorter list on the connection', async () => {
    const { onWorker, withWorker } = listsWithWorker();
    const [sent, expected] = [await pageOf(withWorker, 1), await pageOf(onConnectionOnly(), 1)];
    expect(onWorker).to.have.length(1);
    expect(sent.itemsJson).to.equal(expected.itemsJson);
    expect(sent.total).to.equal(expected.total).and.to.be.greaterThan(DEEP_READ_ROWS);
    const short = await withWorker.pageJson(LIST.table, 'globex', [EVERY_ROW], LIST.order, { page: 1, pageSize: 20 });
    expect(short.total).to.equal(0);
    expect(onWorker, "a filtered page of a tenant's short list").to.have.length(1);
  });

  it('reads on the store connection, with the same answer, when the worker cannot read', async () => {
    const broken = new OrderedLists({ engine: ENGINES.sqlite, run: onConnection, deep: () => Promise.reject(new Error('the thread did not start')) }, CONFIG);
    const [sent, expected] = [await pageOf(broken, DEEP_PAGE), await pageOf(onConnectionOnly(), DEEP_PAGE)];
    expect(sent).to.deep.equal(expected);
  });

  it('lets the event loop turn while the store it opened reads a deep page', async () => {
    const lists = store.lists.of(CONFIG);
    let turned = false;
    const reading = pageOf(lists, DEEP_PAGE).then((page) => ({ page, turnedBefore: turned }));
    setImmediate(() => (turned = true));
    const { page, turnedBefore } = await reading;
    expect(turnedBefore, 'a timer ran before the deep page was answered').to.equal(true);
    expect(JSON.parse(page.itemsJson)).to.have.length(20);
    // A shallow page is read at once, on the connection: no turn of the loop in between.
    turned = false;
    const shallow = lists.pageJson(LIST.table, BENCH_TENANT, [], LIST.order, { page: 1, pageSize: 20 }).then(() => turned);
    setImmediate(() => (turned = true));
    expect(await shallow).to.equal(false);
  });

  it("keeps one tenant's far-walking pages to its share of the store (STORE_READS_PER_TENANT, 5 by default): the rest 503 after a brief wait, another tenant's page and its own shallow page read beside them", async () => {
    // The store's own share, as openStore made it for this SQLite store; its deep reads held until released.
    const share = store.ownerShare;
    expect(share, "the SQLite store's share").to.not.equal(null);
    const held: Array<() => void> = [];
    let hostileOnReader = 0;
    const gated: ListStatementRunner = async (text, parameters) => {
      if (parameters.includes(BENCH_TENANT)) {
        hostileOnReader++;
        await new Promise<void>((go) => held.push(go));
      }
      return reader.run(text, parameters);
    };
    const lists = new OrderedLists({ engine: ENGINES.sqlite, run: onConnection, deep: gated, share, shareFarReadsOnly: true }, CONFIG);
    const settled: Array<string | Error> = [];
    const hostile = Array.from({ length: 12 }, () => pageOf(lists, DEEP_PAGE).then(() => 'read', (error: Error) => error).then((outcome) => settled.push(outcome)));
    const other = await lists.pageJson(LIST.table, 'globex', [EVERY_ROW], LIST.order, { page: DEEP_PAGE, pageSize: 20 });
    expect(other.total, "the other tenant's deep page, read while the hostile one's are held").to.equal(0);
    const shallow = await lists.pageJson(LIST.table, BENCH_TENANT, [], LIST.order, { page: 1, pageSize: 20 });
    expect(JSON.parse(shallow.itemsJson), "the hostile tenant's own shallow page, not counted against its share").to.have.length(20);
    while (settled.length < 7) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hostileOnReader, "the hostile tenant's reads that reached the deep reader").to.equal(5);
    for (const refused of settled) {
      expect(refused).to.be.instanceOf(StoreBusyError);
      expect(classifyStoreError(refused as Error)).to.include({ status: 503, code: 'STORE_UNAVAILABLE' });
    }
    for (const go of held) go();
    await Promise.all(hostile);
    expect(settled.filter((outcome) => outcome === 'read')).to.have.length(5);
    expect(share!.size(), 'nothing kept once the reads are done').to.equal(0);
  });

  it("reads a tenant's deep page sought from learnt positions beside its far-walking pages, outside its share", async () => {
    const share = store.ownerShare!;
    const held: Array<() => void> = [];
    let gate = false;
    const gated: ListStatementRunner = async (text, parameters) => {
      if (gate) await new Promise<void>((go) => held.push(go));
      return reader.run(text, parameters);
    };
    const lists = new OrderedLists({ engine: ENGINES.sqlite, run: onConnection, deep: gated, share, shareFarReadsOnly: true }, CONFIG);
    const unfilteredDeep = () => lists.pageJson(LIST.table, BENCH_TENANT, [], LIST.order, { page: DEEP_PAGE, pageSize: 20 });
    // The first deep page starts learning the list's positions (until the pass reaches it, it is read by OFFSET).
    const expected = await unfilteredDeep();
    gate = true;
    // The tenant's share taken by five filtered pages held on the reader; more of them wait for it.
    const hostile = Array.from({ length: 5 }, () => pageOf(lists, DEEP_PAGE));
    while (held.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    let sought: Awaited<ReturnType<typeof unfilteredDeep>> | null = null;
    for (let tries = 0; tries < 100 && sought === null; tries++) {
      const page = await Promise.race([unfilteredDeep(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 200))]);
      if (page) sought = page;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sought, 'the sought page, answered while the share is taken').to.not.equal(null);
    expect(sought!.itemsJson).to.equal(expected.itemsJson);
    expect(held, 'the sought page did not reach the reader').to.have.length(5);
    gate = false;
    while (held.length > 0) held.shift()!();
    await Promise.all(hostile);
  });

  it('refuses a deep read at once, a 503 with Retry-After, while DEEP_READS_IN_LINE are in line, and takes one again after', async () => {
    const inLine = Array.from({ length: DEEP_READS_IN_LINE }, (_, i) => reader.run('select ? as "n"', [i]));
    const refused = await refusal(reader.run('select 1 as "n"', []));
    expect(refused).to.be.instanceOf(StoreBusyError);
    const answer = classifyStoreError(refused)!;
    expect(answer.code).to.equal('STORE_UNAVAILABLE');
    expect(answer.status).to.equal(503);
    expect(answer.headers).to.deep.equal({ 'Retry-After': '1' });
    expect((await Promise.all(inLine)).map((rows) => (rows as Array<{ n: number }>)[0].n)).to.deep.equal([...Array(DEEP_READS_IN_LINE).keys()]);
    expect(await reader.run('select 1 as "n"', [])).to.deep.equal([{ n: 1 }]);
  });

  it('stops a read not answered within the store timeout, a 503, and reads the next on a new thread', async () => {
    const hurried = createDeepReader(path.join(dir, 'store.sqlite'), { timeoutMs: 300 });
    try {
      await hurried.run('select 1 as "n"', []); // the thread is up: its start is not the read's time
      const started = performance.now();
      const stopped = await refusal(hurried.run(SLOW_READ, []));
      expect(stopped).to.be.instanceOf(StoreBusyError);
      expect(stopped.message).to.include('300 ms');
      expect(performance.now() - started).to.be.below(5_000);
      expect(await hurried.run('select 2 as "n"', [])).to.deep.equal([{ n: 2 }]);
    } finally {
      await hurried.close();
    }
  });

  it("opens the store on the reader's thread before a read's time starts, also on the thread that replaces a stopped one", async () => {
    // A store whose schema takes long to load (300 tables of 1,000 columns: about 0.2 to 0.6 s,
    // loaded by a connection's first statement), read with a timeout far below that.
    const slowDir = mkdtempSync(path.join(tmpdir(), 'deep-reads-schema-'));
    const file = path.join(slowDir, 'store.sqlite');
    const writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    const columns = Array.from({ length: 1_000 }, (_, i) => `c${i} text`).join(', ');
    writer.transaction(() => {
      for (let i = 0; i < 300; i++) writer.exec(`create table wide_${i} (${columns})`);
    })();
    writer.close();
    const hurried = createDeepReader(file, { timeoutMs: 100 });
    try {
      expect(await hurried.run('select 1 as "n"', [])).to.deep.equal([{ n: 1 }]);
      expect(await refusal(hurried.run(SLOW_READ, []))).to.be.instanceOf(StoreBusyError);
      expect(await hurried.run('select 2 as "n"', [])).to.deep.equal([{ n: 2 }]);
    } finally {
      await hurried.close();
      rmSync(slowDir, { recursive: true, force: true });
    }
  });

  it('answers a 503 when the deep reader is busy, without reading the page on the store connection', async () => {
    const connection = counting(onConnection);
    const busy = new OrderedLists({ engine: ENGINES.sqlite, run: connection.runner, deep: () => Promise.reject(new StoreBusyError(`${DEEP_READS_IN_LINE} deep list reads are already in line`)) }, CONFIG);
    const refused = await refusal(pageOf(busy, DEEP_PAGE));
    expect(refused).to.be.instanceOf(StoreBusyError);
    expect(connection.reads).to.equal(0);
    expect(classifyStoreError(refused)!.status).to.equal(503);
  });

  it("fails a statement that fails on the worker with SQLite's code and message, and the page as the store connection would, without reading it there", async () => {
    const failed = await refusal(reader.run('select abs(?) as "n"', [-(2n ** 63n)]));
    expect(failed).to.be.instanceOf(DeepStatementError);
    expect(failed).to.include({ code: 'SQLITE_ERROR', message: 'integer overflow' });
    const connection = counting(onConnection);
    const overflowing = new OrderedLists({ engine: ENGINES.sqlite, run: connection.runner, deep: () => Promise.reject(failed) }, CONFIG);
    const refused = await refusal(pageOf(overflowing, DEEP_PAGE));
    expect(refused).to.be.instanceOf(StoredValueError);
    expect(connection.reads).to.equal(0);
    expect(classifyStoreError(refused)!.code).to.equal('RESPONSE_VALIDATION_FAILED');
  });
});
