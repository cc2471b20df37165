import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import type { Store } from '../../src/store/database.js';
import type { JsonPage, Paging } from '../../src/store/list-page-sql.js';
import { HRM_LISTS } from '../../src/store/tables/hrm-lists.js';
import { databaseUrlOrSkip } from '../support/requirements.js';
import { openTestStore } from '../support/store.js';

const [EMPLOYEES] = HRM_LISTS;
const PAYROLL = HRM_LISTS.find((list) => list.table === 'hrm_payroll_runs')!;

/** The page statements pg is given while `asked` runs, by whether they read many pages (`unnest`). */
async function statementsOf<T>(asked: () => Promise<T>): Promise<{ result: T; single: number; many: number }> {
  const texts: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const text = (config as { text?: string } | null)?.text;
    if (text?.includes('string_agg')) texts.push(text);
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  try {
    const result = await asked();
    return { result, single: texts.filter((text) => !text.includes('unnest')).length, many: texts.filter((text) => text.includes('unnest')).length };
  } finally {
    pg.Client.prototype.query = query;
  }
}

/**
 * PostgreSQL reads the shallow pages of one list and owner asked for in one turn in one
 * statement (src/store/list-page-sql.ts `pageOfMany`, src/store/postgres/many-pages.ts): each
 * page is the page it is alone.
 */
describe('PostgreSQL: the shallow pages of one turn in one statement', () => {
  let store: Store;
  before(async function () {
    databaseUrlOrSkip(this); // skipped without PostgreSQL on a developer machine, failed under CI=true
    store = await openTestStore('postgres');
  });
  after(async () => {
    await store?.close();
  });

  const hrm = () => store.lists.of({ ownerColumn: 'company_id', countsTable: 'hrm_list_counts' });
  const employees = (owner: string, paging: Paging) => hrm().pageJson(EMPLOYEES.table, owner, [], EMPLOYEES.order, paging);
  const pagings: Paging[] = [
    { page: 1, pageSize: 20 },
    { page: 2, pageSize: 20 },
    { page: 1, pageSize: 5 },
    { page: 3, pageSize: 7 },
    { page: 1, pageSize: 100 },
    { page: 40, pageSize: 25 },
  ];

  it('answers every page of a turn as it answers it alone, in one statement per owner', async () => {
    const alone: JsonPage[] = [];
    for (const owner of ['acme', 'globex']) for (const paging of pagings) alone.push(await employees(owner, paging));
    expect(alone[0].total).to.be.greaterThan(20);
    const { result, single, many } = await statementsOf(() => Promise.all(['acme', 'globex'].flatMap((owner) => pagings.map((paging) => employees(owner, paging)))));
    expect(result).to.deep.equal(alone);
    expect({ single, many }).to.deep.equal({ single: 0, many: 2 });
  });

  it('reads a page asked for alone in a turn by its own statement, and more pages than one statement takes in several', async () => {
    expect(await statementsOf(() => employees('acme', pagings[0]))).to.deep.include({ single: 1, many: 0 });
    const asked = Array.from({ length: 70 }, (_, n) => ({ page: 1 + (n % 10), pageSize: 1 + (n % 4) }));
    const alone: JsonPage[] = [];
    for (const paging of asked) alone.push(await employees('acme', paging));
    const { result, many } = await statementsOf(() => Promise.all(asked.map((paging) => employees('acme', paging))));
    expect(result).to.deep.equal(alone);
    expect(many).to.equal(2);
  });

  it('fails only the pages holding a stored number the API cannot serve', async () => {
    const payroll = (paging: Paging) => hrm().pageJson(PAYROLL.table, 'acme', [], PAYROLL.order, paging);
    const first = await payroll({ page: 1, pageSize: 1 });
    const second = await payroll({ page: 2, pageSize: 1 });
    const { id } = (JSON.parse(first.itemsJson) as Array<{ id: string }>)[0];
    await sql`alter table hrm_payroll_runs drop constraint if exists hrm_payroll_runs_values`.execute(store.db);
    await sql`update hrm_payroll_runs set gross_cents = -9223372036854775808 where id = ${id}`.execute(store.db);
    const asked = [payroll({ page: 1, pageSize: 1 }), payroll({ page: 2, pageSize: 1 })];
    const outcomes = await Promise.all(asked.map((page) => page.then((found) => found, (error: Error) => error.name)));
    expect(outcomes).to.deep.equal(['StoredValueError', second]);
  });
});
