/**
 * CPU-heavy crawler operations run on worker threads within a per-request budget
 * (docs/reliability.md): the event loop, and with it every other area of the process,
 * keeps answering while they run, and a job past its budget is stopped with 503
 * CPU_BUDGET_EXCEEDED, as the spec documents.
 */
import { expect } from 'chai';
import { crawlerArea } from '../../src/areas/crawler.js';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import type { CrawlerServices } from '../../src/services/crawler/index.js';
import type { KnowledgeServices } from '../../src/services/knowledge/index.js';
import type { Store } from '../../src/store/database.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';

const API = '/api/public/v1';
const MB = 1024 * 1024;

/** The request of issue 13: one 4.8 MB text node and 20 sample values of 500 characters. */
function heavySuggestion(): { html: string; sampleValues: string[] } {
  let text = '';
  for (let i = 0; text.length < 4.8 * MB; i++) text += `word${i % 997} `;
  return {
    html: `<html><body><p>${text}</p></body></html>`,
    sampleValues: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(500, 'q')),
  };
}

/** A table of short rows, `size` characters long. */
function tablePage(size: number): string {
  let html = '<table>';
  for (let i = 0; html.length < size; i++) html += `<tr><td>r${i}</td><td>v ${i % 7}</td><td><a href="/x/${i}">l${i}</a></td></tr>`;
  return `${html}</table>`;
}

describe('crawler: CPU-heavy work off the event loop, within a budget', function () {
  // Building 5 MB inputs and starting worker threads under tsx takes seconds on a loaded machine.
  this.timeout(120_000);
  let store: Store;

  before(async () => {
    store = await openTestStore('sqlite');
  });
  after(async () => {
    await store.close();
  });

  describe('with the default budget', () => {
    let crawler: TestArea<CrawlerServices>;
    let knowledge: TestArea<KnowledgeServices>;

    before(async () => {
      crawler = await buildTestArea(crawlerArea, { store, env: { CRAWLER_INDEX_PREFIX: 'cpubudget_', CPU_WORKERS: '1' } });
      knowledge = await buildTestArea(knowledgeArea, { store });
    });
    after(async () => {
      await crawler.close();
      await knowledge.close();
    });

    it('answers the 4.8 MB suggestion within its budget while health answers quickly', async () => {
      const body = heavySuggestion();
      const budgetMs = crawler.settings.cpu.budgetMs;
      // Start the worker thread first, so the figures below are about the request, not the start.
      await crawler.checked(crawler.http.post(`${API}/parser-rule/suggest`).send({ html: `<p>${'warm '.repeat(5000)}</p>` }));

      const started = performance.now();
      let finished = false;
      const suggestion = crawler.checked(crawler.http.post(`${API}/parser-rule/suggest`).send(body)).finally(() => (finished = true));
      const healthWaits: number[] = [];
      while (!finished) {
        const asked = performance.now();
        const health = await knowledge.checked(knowledge.http.get('/api/v1/health'));
        expect(health.status).to.equal(200);
        if (!finished) healthWaits.push(performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const res = await suggestion;
      const elapsed = performance.now() - started;

      // 200 within the budget, or the documented budget error; never a hang.
      if (res.status === 200) {
        expect(res.body.data.rules).to.deep.equal([]);
        // 20 samples not found, then the fallback to the structure and its finding nothing.
        expect(res.body.warnings).to.have.length(22);
      } else {
        expect(res.status).to.equal(503);
        expect(res.body.error).to.deep.include({ code: 'CPU_BUDGET_EXCEEDED', details: { budgetMs } });
      }
      // The budget, plus parsing and checking 5 MB of JSON on the way in and the hop to the
      // thread: generous, because CI shares two cores with other work.
      expect(elapsed).to.be.below(budgetMs + 5_000);
      expect(healthWaits.length, 'health was asked while the suggestion ran').to.be.greaterThan(0);
      // The target is under 50 ms; 500 ms leaves room for a loaded two-core machine, and is
      // still far below the 26 s health waited when the work ran on the event loop.
      const slowest = Math.max(...healthWaits);
      console.log(`      suggestion ${res.status} in ${Math.round(elapsed)} ms; ${healthWaits.length} health checks meanwhile, slowest ${Math.round(slowest)} ms`);
      expect(slowest).to.be.below(500);
    });

    it('checks a large duplicate request on the pool with the same answer', async () => {
      const existingBodies = Array.from({ length: 3000 }, (_, i) => `Report ${i}: ${'quarterly figures and outlook '.repeat(60)}`.slice(0, 1500));
      const res = await crawler.checked(crawler.http.post(`${API}/quality/dedupe`).send({ tenantId: 'acme', title: 'Report', body: existingBodies[7], existingBodies }));
      expect(res.status).to.equal(200);
      expect(res.body.data).to.deep.include({ exactMatch: true, bestMatch: { index: 7, similarity: 1 }, comparedCount: 3000 });
    });

    it("brings a validation error back from the worker in the pipeline's shape", async () => {
      const html = `<ul>${'<li>item</li>'.repeat(2000)}</ul>`;
      const res = await crawler.checked(crawler.http.post(`${API}/parser-rule/suggest`).send({ html, sampleValues: ['item', ' '] }));
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details).to.deep.equal([{ location: 'body', path: 'sampleValues.1', message: 'each sample value must be a string with a non-space character' }]);
    });
  });

  describe('with a budget of 1 s', () => {
    let crawler: TestArea<CrawlerServices>;

    before(async () => {
      crawler = await buildTestArea(crawlerArea, { store, env: { CRAWLER_INDEX_PREFIX: 'cpubudget_', CPU_WORKERS: '1', CPU_BUDGET_MS: '1000' } });
    });
    after(async () => {
      await crawler.close();
    });

    it('stops a suggestion past the budget with 503 CPU_BUDGET_EXCEEDED, as the spec documents', async () => {
      // A 5 MB table of 70,000 rows: several seconds of analysis even on a fast idle machine.
      const started = performance.now();
      const res = await crawler.checked(crawler.http.post(`${API}/parser-rule/suggest`).send({ html: tablePage(5 * MB - 1024) }));
      expect(res.status).to.equal(503);
      expect(res.body.success).to.equal(false);
      expect(res.body.error).to.deep.equal({
        code: 'CPU_BUDGET_EXCEEDED',
        message: 'The work for this request did not finish within the budget of 1000 ms and was stopped; a smaller input needs less.',
        details: { budgetMs: 1000 },
      });
      // Stopped at the budget, not at the end of the work (plus the worker start and 5 MB of JSON).
      expect(performance.now() - started).to.be.below(10_000);
    });

    it('serves the next job on a fresh thread after one was stopped', async () => {
      // Just over the inline size, so it goes to the pool.
      const rows = Array.from({ length: 600 }, (_, i) => `<li><b>n${i}</b> <i>p${i}</i></li>`).join('');
      const html = `<ul>${rows}</ul>`;
      expect(html.length).to.be.above(2 * 1024);
      const res = await crawler.checked(crawler.http.post(`${API}/parser-rule/suggest`).send({ html }));
      expect(res.status).to.equal(200);
      expect(res.body.data.recordSelector).to.include({ css: 'ul > li', matchCount: 600 });
    });
  });

  describe('with a budget of 10 ms', () => {
    let crawler: TestArea<CrawlerServices>;

    before(async () => {
      crawler = await buildTestArea(crawlerArea, { store, env: { CRAWLER_INDEX_PREFIX: 'cpubudget_', CPU_WORKERS: '1', CPU_BUDGET_MS: '10' } });
    });
    after(async () => {
      await crawler.close();
    });

    it('evaluates a large robots.txt on the pool, stopped past the budget, and a small one inline', async () => {
      // 500 KB of patterns, each scanning a 1.6 KB path: parsing alone takes longer than 10 ms.
      const lines = Array.from({ length: 25_000 }, (_, i) => `Disallow: /*a*b*c*d*e*f*g*h*z${i}`);
      const robotsTxt = `User-agent: *\n${lines.join('\n')}\n`.slice(0, 500 * 1024);
      expect(Buffer.byteLength(robotsTxt)).to.be.above(64 * 1024);
      const url = `https://news.acme.example/${'abcdefgh'.repeat(200)}`;
      const big = await crawler.checked(crawler.http.post(`${API}/compliance/robots-check`).send({ url, userAgent: 'AcmeBot/1.0', robotsTxt }));
      expect(big.status).to.equal(503);
      expect(big.body.error).to.deep.include({ code: 'CPU_BUDGET_EXCEEDED', details: { budgetMs: 10 } });
      // Small files never reach the pool, so the budget does not apply to them.
      const small = await crawler.checked(
        crawler.http.post(`${API}/compliance/robots-check`).send({ url: 'https://news.acme.example/private/x', userAgent: 'AcmeBot/1.0', robotsTxt: 'User-agent: *\nDisallow: /private/\n' }),
      );
      expect(small.status).to.equal(200);
      expect(small.body.data).to.include({ allowed: false, source: 'inline' });
    });
  });
});
