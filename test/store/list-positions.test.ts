/**
 * Deep pages seek from positions learnt in one pass over a list's index (src/store/list-positions.ts):
 * one statement per deep page once learnt, one pass again after a write (shared by concurrent
 * pages), none while a constantly written list waits its turn (those pages are read by OFFSET),
 * and pages byte-identical to what OFFSET gives, on both engines.
 */
import { expect } from 'chai';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { BENCH_TENANT, bulkSeed } from '../../src/store/bulk-seed.js';
import { ENGINES } from '../../src/store/engines.js';
import { OrderedLists, POSITION_STRIDE, SEEK_DEPTH, type Condition, type ListStatementRunner } from '../../src/store/list-page-sql.js';
import { ListPositions, MAX_POSITIONS, MAX_POSITIONS_PER_LIST, RELEARN_AFTER, type Pass } from '../../src/store/list-positions.js';
import type { Database } from '../../src/store/schema.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { openTestStore, testEngines } from '../support/store.js';

const LIST = MARKETING_LISTS.find((list) => list.table === 'marketing_ad_performance')!;
/** A condition every row meets: the page is then read by OFFSET, with the same items builder. */
const EVERY_ROW: Condition = ['date', '>=', '0000-01-01'];

/** A clock the test moves. */
function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

for (const engine of testEngines) {
  describe(`deep pages from positions learnt in one pass (${engine})`, function () {
    this.timeout(120_000);
    let db: Kysely<Database>;
    let close: () => Promise<void>;
    let texts: string[];
    let time: ReturnType<typeof clock>;
    let lists: OrderedLists;
    let runner: ListStatementRunner;

    before(async () => {
      const store = await openTestStore(engine);
      db = store.db;
      close = () => store.close();
      await bulkSeed(db, 3 * SEEK_DEPTH);
    });

    after(() => close());

    beforeEach(() => {
      texts = [];
      time = clock();
      runner = async (text, parameters) => {
        texts.push(text);
        // A pass takes 50 ms on the test's clock.
        if (text.includes('row_number()')) time.advance(50);
        return (await db.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows;
      };
      lists = new OrderedLists({ engine: ENGINES[engine], run: runner }, { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' }, new ListPositions(POSITION_STRIDE, time.now));
    });

    const passes = () => texts.filter((text) => text.includes('row_number()')).length;
    const page = (page: number, pageSize: number) => lists.pageJson(LIST.table, BENCH_TENANT, [], LIST.order, { page, pageSize });
    const byOffset = (page: number, pageSize: number) => lists.pageJson(LIST.table, BENCH_TENANT, [EVERY_ROW], LIST.order, { page, pageSize });

    async function expectSameAsOffset(pages: Array<[page: number, pageSize: number]>) {
      for (const [number, pageSize] of pages) {
        const [sought, expected] = [await page(number, pageSize), await byOffset(number, pageSize)];
        expect(sought.itemsJson, `page ${number} of ${pageSize}`).to.equal(expected.itemsJson);
        expect(sought.total).to.equal(expected.total);
      }
    }

    async function total(): Promise<number> {
      const rows = await sql<{ n: number | string }>`select count(*) as n from marketing_ad_performance where tenant_id = ${BENCH_TENANT}`.execute(db);
      return Number(rows.rows[0].n);
    }

    /** Pages of 20, 25, 7 and 100 from the seek depth to past the end. */
    async function deepPages(): Promise<Array<[number, number]>> {
      const rows = await total();
      expect(rows).to.be.greaterThan(SEEK_DEPTH + 200);
      return [20, 25, 7, 100].flatMap((size) => {
        const first = Math.ceil(SEEK_DEPTH / size) + 1;
        const last = Math.ceil(rows / size);
        return [first, first + 1, Math.floor((first + last) / 2), last - 1, last, last + 1].map((number): [number, number] => [number, size]);
      });
    }

    it('learns every position in one pass, then reads each deep page in one statement', async () => {
      await page(SEEK_DEPTH / 20 + 1, 20);
      // The version and total, the pass, the page.
      expect(texts).to.have.length(3);
      expect(passes()).to.equal(1);
      texts = [];
      const pages = await deepPages();
      for (const [number, size] of pages) await page(number, size);
      expect(texts, 'one statement per deep page').to.have.length(pages.length);
      expect(passes()).to.equal(0);
      await expectSameAsOffset(pages);
    });

    it('learns a list longer than a slice in several statements, the event loop turning between them, and serves pages meanwhile', async () => {
      const positions = new ListPositions(POSITION_STRIDE, time.now);
      const events: string[] = [];
      lists = new OrderedLists(
        {
          engine: ENGINES[engine],
          run: async (text, parameters) => {
            if (text.includes('row_number()')) events.push('slice');
            return runner(text, parameters);
          },
        },
        { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' },
        positions,
        500,
      );
      // Another request's work: a callback queued for every turn of the event loop.
      let ticking = true;
      const tick = () => {
        events.push('tick');
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const pages = await deepPages();
      // Pages while the pass is under way: sought from the positions learnt so far, or by OFFSET.
      await expectSameAsOffset(pages.slice(0, 6));
      await positions.passesEnd();
      ticking = false;
      const slices = events.filter((event) => event === 'slice').length;
      expect(slices, 'statements of the pass').to.be.at.least(Math.ceil((await total()) / 500));
      expect(passes()).to.equal(slices);
      // Between any two statements of the pass, the event loop turned.
      const order = events.filter((event, i) => event === 'slice' || events[i - 1] !== 'tick').join(' ');
      expect(order).to.not.include('slice slice');
      texts = [];
      for (const [number, size] of pages) await page(number, size);
      expect(texts, 'one statement per deep page once learnt').to.have.length(pages.length);
      await expectSameAsOffset(pages);
    });

    it('discards a pass that a write interrupts, and reads its pages by OFFSET until the next pass is due', async () => {
      const positions = new ListPositions(POSITION_STRIDE, time.now);
      // The pass's second slice waits for the write: on PostgreSQL the slices and the write are
      // round trips of their own, and a loaded machine could otherwise finish the pass first.
      let written!: () => void;
      const write = new Promise<void>((resolve) => (written = resolve));
      let slicesRun = 0;
      const afterTheWrite: ListStatementRunner = async (text, parameters) => {
        if (text.includes('row_number()') && ++slicesRun === 2) await write;
        return runner(text, parameters);
      };
      lists = new OrderedLists({ engine: ENGINES[engine], run: afterTheWrite }, { ownerColumn: 'tenant_id', countsTable: 'marketing_list_counts' }, positions, 500);
      const pages = await deepPages();
      const slices = Math.ceil((await total()) / 500);
      // The page waits for the pass's first slice only; the write comes before the second.
      await page(SEEK_DEPTH / 20 + 1, 20);
      const [campaign] = (await sql<{ id: string }>`select id from marketing_ad_campaigns where tenant_id = ${BENCH_TENANT} order by id limit 1`.execute(db)).rows;
      await db
        .insertInto('marketing_ad_performance')
        .values({ id: 'prf_fffffffffd', tenant_id: BENCH_TENANT, campaign_id: campaign.id, date: '1999-01-01', impressions: 1, clicks: 0, conversions: 0, spend_cents: 0, revenue_cents: 0, currency: 'USD' })
        .execute();
      written();
      await positions.passesEnd();
      expect(passes(), 'the pass stopped at the slice that read the new version').to.be.below(slices);
      texts = [];
      await expectSameAsOffset(pages);
      expect(passes(), 'no pass right after the discarded one').to.equal(0);
      time.advance(60_000);
      await expectSameAsOffset(pages);
      await positions.passesEnd();
      expect(passes(), 'one whole pass once it is due').to.be.at.least(slices);
      await db.deleteFrom('marketing_ad_performance').where('id', '=', 'prf_fffffffffd').execute();
    });

    it('learns them again in one pass after a write, shared by concurrent pages, and the pages stay exact', async () => {
      await page(SEEK_DEPTH / 20 + 1, 20);
      const [campaign] = (await sql<{ id: string }>`select id from marketing_ad_campaigns where tenant_id = ${BENCH_TENANT} order by id limit 1`.execute(db)).rows;
      await db
        .insertInto('marketing_ad_performance')
        .values({ id: 'prf_fffffffffe', tenant_id: BENCH_TENANT, campaign_id: campaign.id, date: '2099-01-01', impressions: 1, clicks: 0, conversions: 0, spend_cents: 0, revenue_cents: 0, currency: 'USD' })
        .execute();
      time.advance(60_000);
      texts = [];
      const pages = await deepPages();
      await Promise.all(pages.map(([number, size]) => page(number, size)));
      expect(passes(), 'one pass for every page after the write').to.equal(1);
      await expectSameAsOffset(pages);
      await db.deleteFrom('marketing_ad_performance').where('id', '=', 'prf_fffffffffe').execute();
    });

    it('reads a constantly written list by OFFSET until its next pass is due', async () => {
      await page(SEEK_DEPTH / 20 + 1, 20);
      const pages = await deepPages();
      const middle = await sql<{ id: string }>`select id from marketing_ad_performance where tenant_id = ${BENCH_TENANT} order by id limit 1 offset 1500`.execute(db);
      const id = middle.rows[0].id;
      for (const date of ['2000-01-01', '2099-12-31']) {
        await db.updateTable('marketing_ad_performance').set({ date }).where('id', '=', id).execute();
        texts = [];
        // The clock has not moved: a pass now would come straight after the last one.
        await expectSameAsOffset(pages);
        expect(passes(), `no pass right after the last (${date})`).to.equal(0);
      }
      time.advance(60_000);
      texts = [];
      await expectSameAsOffset(pages);
      expect(passes(), 'one pass once it is due').to.equal(1);
    });
  });
}

describe('list positions kept', () => {
  const fakePass = (rows: number, version = '1', before = () => {}): Pass =>
    async function* (stride) {
      before();
      yield { version, positions: Array.from({ length: Math.ceil(rows / stride) }, (_, i) => [i * stride]), unsought: [], last: true };
    };

  it(`keeps at most ${MAX_POSITIONS.toLocaleString('en')} positions over all lists, a longer list at a larger stride`, async () => {
    const positions = new ListPositions(POSITION_STRIDE);
    const rows = POSITION_STRIDE * MAX_POSITIONS_PER_LIST;
    for (let i = 0; i < 5; i++) {
      const learnt = await positions.learn(`list ${i}`, '1', rows, fakePass(rows));
      expect(learnt!.stride).to.equal(POSITION_STRIDE);
      expect(positions.size).to.be.at.most(MAX_POSITIONS);
    }
    // The most recently learnt lists are kept.
    expect(positions.known('list 4')).to.not.equal(null);
    expect(positions.known('list 0')).to.equal(null);
    const longer = await positions.learn('ten million', '1', 10_000_000, fakePass(10_000_000));
    expect(longer!.stride % POSITION_STRIDE).to.equal(0);
    expect(longer!.positions.length).to.be.at.most(MAX_POSITIONS_PER_LIST);
    expect(positions.size).to.be.at.most(MAX_POSITIONS);
  });

  it(`learns a written list again only ${RELEARN_AFTER} times its last pass after that pass`, async () => {
    const time = clock();
    const positions = new ListPositions(POSITION_STRIDE, time.now);
    const slowPass = (version: string): Pass => fakePass(1000, version, () => time.advance(100));
    expect((await positions.learn('list', '1', 1000, slowPass('1')))!.version).to.equal('1');
    time.advance(RELEARN_AFTER * 100 - 1);
    expect(await positions.learn('list', '2', 1000, slowPass('2'))).to.equal(null);
    time.advance(1);
    expect((await positions.learn('list', '2', 1000, slowPass('2')))!.version).to.equal('2');
  });

  it('gives null for a pass that fails (its pages are read by OFFSET), and spaces the next one the same way', async () => {
    const time = clock();
    const positions = new ListPositions(POSITION_STRIDE, time.now);
    let passes = 0;
    const failing: Pass = () => ({
      next: async () => {
        passes++;
        time.advance(100);
        throw new Error('canceling statement due to statement timeout');
      },
    });
    expect(await positions.learn('list', '1', 1000, failing)).to.equal(null);
    time.advance(RELEARN_AFTER * 100 - 1);
    expect(await positions.learn('list', '1', 1000, failing)).to.equal(null);
    expect(passes, 'no second pass before it is due').to.equal(1);
    time.advance(1);
    expect((await positions.learn('list', '1', 1000, fakePass(1000)))!.version).to.equal('1');
  });
});
