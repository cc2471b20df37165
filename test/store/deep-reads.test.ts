/**
 * Deep OFFSET reads of a SQLite file store run on a worker thread's own connection
 * (src/store/deep-reads.ts), so the event loop turns while one is read: the same bytes as on the
 * store's connection, shallow reads kept on that connection, and the same answer when the worker
 * cannot read.
 */
import { expect } from 'chai';
import { CompiledQuery } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_TENANT, bulkSeed } from '../../src/store/bulk-seed.js';
import { openStore, type Store } from '../../src/store/database.js';
import { createDeepReader, type DeepReader } from '../../src/store/deep-reads.js';
import { DEEP_READ_ROWS, OrderedLists, orderedListsOf, type Condition, type ListsConfig, type ListStatementRunner } from '../../src/store/list-page-sql.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';

const LIST = MARKETING_LISTS.find((list) => list.table === 'marketing_ad_performance')!;
/** A condition every row meets: such a page has no learnt position and is read by OFFSET. */
const EVERY_ROW: Condition = ['date', '>=', '0000-01-01'];
const CONFIG: ListsConfig = { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' };
const DEEP_PAGE = Math.floor(DEEP_READ_ROWS / 20) + 7;

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
    reader = createDeepReader(path.join(dir, 'store.sqlite'));
    onConnection = async (text, parameters) => (await store.db.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows;
  });

  after(async () => {
    await reader.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pageOf = (lists: OrderedLists, page: number) => lists.pageJson(LIST.table, BENCH_TENANT, [EVERY_ROW], LIST.order, { page, pageSize: 20 }, LIST.fields);

  it('reads a page DEEP_READ_ROWS deep on the worker, the same bytes as the store connection reads', async () => {
    const onWorker: string[] = [];
    const deep: ListStatementRunner = (text, parameters) => {
      onWorker.push(text);
      return reader.run(text, parameters);
    };
    const withWorker = new OrderedLists(onConnection, 'sqlite', CONFIG, undefined, undefined, deep);
    const [sent, expected] = [await pageOf(withWorker, DEEP_PAGE), await pageOf(new OrderedLists(onConnection, 'sqlite', CONFIG), DEEP_PAGE)];
    expect(onWorker).to.have.length(1);
    expect(sent.itemsJson).to.equal(expected.itemsJson);
    expect(sent.total).to.equal(expected.total).and.to.be.greaterThan(DEEP_READ_ROWS);
    expect(JSON.parse(sent.itemsJson)).to.have.length(20);
    // A shallow page stays on the store's connection.
    await pageOf(withWorker, 2);
    expect(onWorker).to.have.length(1);
  });

  it('reads on the store connection, with the same answer, when the worker cannot read', async () => {
    const broken = new OrderedLists(onConnection, 'sqlite', CONFIG, undefined, undefined, () => Promise.reject(new Error('the thread did not start')));
    const [sent, expected] = [await pageOf(broken, DEEP_PAGE), await pageOf(new OrderedLists(onConnection, 'sqlite', CONFIG), DEEP_PAGE)];
    expect(sent).to.deep.equal(expected);
  });

  it('lets the event loop turn while the store it opened reads a deep page', async () => {
    const lists = orderedListsOf(store.db, 'sqlite', CONFIG);
    let turned = false;
    const reading = pageOf(lists, DEEP_PAGE).then((page) => ({ page, turnedBefore: turned }));
    setImmediate(() => (turned = true));
    const { page, turnedBefore } = await reading;
    expect(turnedBefore, 'a timer ran before the deep page was answered').to.equal(true);
    expect(JSON.parse(page.itemsJson)).to.have.length(20);
    // A shallow page is read at once, on the connection: no turn of the loop in between.
    turned = false;
    const shallow = pageOf(lists, 1).then(() => turned);
    setImmediate(() => (turned = true));
    expect(await shallow).to.equal(false);
  });
});
