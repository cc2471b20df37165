/**
 * The SQLite statements of the lists stay prepared. SQLite (3.53 here) reads a bare `?`
 * after LIMIT or OFFSET while planning and then marks the statement to be prepared again
 * whenever that parameter is bound: a cached page statement was parsed and planned anew on
 * every request, and the HR list ran at about half its speed (docs/performance.md). No
 * timing is asserted: every statement the lists prepare, shallow and deep pages of every
 * HR and marketing list, must carry its LIMIT and OFFSET values in a form the planner does
 * not read (`+?`).
 */
import { expect } from 'chai';
import SQLite from 'better-sqlite3';
import type { Principal } from '../../src/pipeline/handler-types.js';
import { createHrmRecords } from '../../src/services/hrm/hrm-records.js';
import { createTenantMarketing } from '../../src/services/marketing/marketing-service.js';
import { BENCH_COMPANY, BENCH_TENANT, bulkSeed } from '../../src/store/bulk-seed.js';
import { POSITION_STRIDE } from '../../src/store/ordered-lists.js';
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
      await bulkSeed(store.db, 3 * POSITION_STRIDE);
      prototype.prepare = function (this: unknown, sql: string) {
        prepared.push(sql);
        return prepare.call(this, sql);
      };
      const hr = createHrmRecords(store.db, 'sqlite');
      const caller: Principal = { kind: 'apiKey', id: 'test', scopes: [], scheme: 'apiKey', companyId: BENCH_COMPANY };
      const deep = Math.ceil((2 * POSITION_STRIDE) / 20);
      const pages = [
        ...[1, deep].map((page) => hr.listAttendance({ page, pageSize: 20 }, caller)),
        hr.listAttendance({ page: 2, pageSize: 20, employeeId: 'emp-6000' }, caller),
        hr.listEmployees({ page: 1, pageSize: 20 }, caller),
        hr.listLeave({ page: 1, pageSize: 20 }, caller),
        hr.listPayrollRuns({ page: 1, pageSize: 20 }, caller),
        hr.listDocuments({ page: 1, pageSize: 20 }, caller),
      ];
      const marketing = createTenantMarketing(store.db, 'sqlite', BENCH_TENANT);
      const lists = [marketing.seoAudits, marketing.keywords, marketing.serpRankings, marketing.socialPosts, marketing.socialEngagements, marketing.adCampaigns, marketing.adPerformance];
      const read: Array<{ items: { text: string } }> = await Promise.all([...pages, ...lists.map((list) => list({ page: 1, page_size: 20 })), marketing.adPerformance({ page: deep, page_size: 20 })]);
      // The deep pages really were read (by seeking from a cached position), not answered empty.
      expect(JSON.parse(read[1].items.text)).to.have.length(20);
      expect(JSON.parse(read.at(-1)!.items.text)).to.have.length(20);

      const paged = prepared.filter((text) => /\blimit\b/i.test(text));
      expect(paged.length, 'list statements prepared').to.be.greaterThan(5);
      expect(prepared.filter((text) => PLANNED_PARAMETER.test(text))).to.deep.equal([]);
    } finally {
      prototype.prepare = prepare;
      await store.close();
    }
  });
});
