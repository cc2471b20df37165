import { expect } from 'chai';
import { centsOfMoney, itemRows, childRows, INTEGER_MAX } from '../../src/store/item-rows.js';
import { itemMapper } from '../../src/store/json-items.js';
import { LISTS } from '../../src/store/lists.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { findList } from '../../src/store/lists.js';
import { openTestStore, testEngines } from '../support/store.js';

const MARKETING_ITEMS = Object.fromEntries(MARKETING_LISTS.map((list) => [list.table, list.fields]));
const PAYROLL_RUN = findList('hrm', 'payroll-runs')!.fields;
const JOB_CHILDREN = findList('crawler', 'jobs')!.children;

for (const engine of testEngines) {
  describe(`items to rows on ${engine}`, () => {
    it('gives back every demo row of every list from the item the API makes of it', async () => {
      const store = await openTestStore(engine);
      try {
        for (const list of LISTS) {
          const rows = (await store.db.selectFrom(list.table as never).selectAll().execute()) as Array<Record<string, unknown>>;
          expect(rows.length, list.table).to.be.greaterThan(0);
          const toItem = itemMapper<Record<string, unknown>>(list.fields);
          const mapper = itemRows(list.fields, list.children);
          for (const row of rows) {
            const item = toItem(row);
            for (const child of list.children) item[child.field] = [];
            const back = mapper.rowOf(item);
            expect(back, `${list.table} ${String(row.id)}`).to.be.an('array');
            // Numbers as the engine gives them (PostgreSQL's int8 as text), booleans 0/1.
            const stored = mapper.columns.map((column) => (typeof row[column] === 'string' && typeof (back as unknown[])[mapper.columns.indexOf(column)] !== 'string' ? Number(row[column]) : row[column]));
            expect((back as unknown[]).map((value) => (typeof value === 'bigint' ? Number(value) : value)), `${list.table} ${String(row.id)}`).to.deep.equal(stored);
            expect(mapper.unknownFields(item)).to.deep.equal([]);
          }
        }
      } finally {
        await store.close();
      }
    });
  });
}

describe('items to rows: what the store cannot hold or give back', () => {
  const performance = { id: 'prf_0000000001', tenant_id: 'acme', campaign_id: 'cmp_0000000001', date: '2026-01-02', impressions: 10, clicks: 1, conversions: 0, spend: 12.5, revenue: 25, currency: 'USD', roas: 2 };
  const rows = itemRows(MARKETING_ITEMS.marketing_ad_performance);
  const problemOf = (item: Record<string, unknown>) => {
    const row = rows.rowOf(item);
    expect(row).to.not.be.an('array');
    return row as { field: string; message: string };
  };

  it('maps money to cents and checks the derived roas', () => {
    expect(rows.rowOf(performance)).to.deep.equal(['prf_0000000001', 'acme', 'cmp_0000000001', '2026-01-02', 10, 1, 0, 1250, 2500, 'USD']);
    expect(problemOf({ ...performance, roas: 3 })).to.deep.include({ field: 'roas' });
    expect(problemOf({ ...performance, roas: 3 }).message).to.include('revenue / spend').and.include('2');
    expect(rows.rowOf({ ...performance, spend: 0, roas: null })).to.be.an('array');
    expect(problemOf({ ...performance, spend: 0, roas: 0 }).field).to.equal('roas');
  });

  it('refuses money with more than two decimals or past the column', () => {
    expect(problemOf({ ...performance, spend: 12.345, roas: 2.03 }).message).to.include('two decimals');
    expect(centsOfMoney(0.07)).to.equal(7);
    expect(centsOfMoney(1234567.89)).to.equal(123456789);
    expect(centsOfMoney(INTEGER_MAX / 100 + 1)).to.be.a('string').that.includes('at most');
    expect(centsOfMoney(1e25)).to.be.a('string').that.includes('at most');
    expect(centsOfMoney(1e-7)).to.be.a('string').that.includes('two decimals');
  });

  it('refuses integers past the 32-bit columns, NUL and lone surrogates', () => {
    expect(problemOf({ ...performance, clicks: 2 ** 31 })).to.deep.include({ field: 'clicks' });
    expect(problemOf({ ...performance, currency: 'U\u0000D' }).message).to.include('NUL');
    const keyword = { id: 'kwd_0000000001', tenant_id: 'acme', keyword: 'a\ud800b', search_volume: 1, difficulty: 1, cpc: 1, currency: 'USD', intent: 'commercial' };
    expect((itemRows(MARKETING_ITEMS.marketing_keywords).rowOf(keyword) as { message: string }).message).to.include('lone surrogate');
  });

  it('maps HR money strings to 64-bit cents and refuses what does not fit', () => {
    const run = { id: 'pr-1', period: '2026-01', periodStart: '2026-01-01', periodEnd: '2026-01-31', payDate: '2026-01-30', status: 'paid', currency: 'EUR', employeeCount: 1, grossTotal: '92233720368547758.07', deductionsTotal: '0.00', netTotal: '1.05', paidAt: null };
    const row = itemRows(PAYROLL_RUN).rowOf(run) as unknown[];
    expect(row[8]).to.equal(9223372036854775807n);
    expect(row[10]).to.equal(105n);
    expect((itemRows(PAYROLL_RUN).rowOf({ ...run, grossTotal: '92233720368547758.08' }) as { field: string }).field).to.equal('grossTotal');
  });

  it('names fields no declaration has, nested and in child lists too', () => {
    expect(rows.unknownFields({ ...performance, roi: 1 })).to.deep.equal(['roi']);
    const [, rules] = JOB_CHILDREN;
    expect(childRows(rules).rowsOf('job-1', { parserRules: [{ field: 'title', css: 'h1', xpath: '//h1', required: true }] })).to.deep.equal([['job-1', 0, 'title', 'h1', '//h1', 1]]);
  });
});
