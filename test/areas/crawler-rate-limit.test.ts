/**
 * The crawl platform's simulation limit (CRAWLER_SIMULATION_RATE_LIMIT): the operations whose
 * spec documents a 429 answer share one budget per client address; the others are not counted.
 */
import { expect } from 'chai';
import { crawlerArea } from '../../src/areas/crawler.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { rateLimitedOperations, type CrawlerServices } from '../../src/services/crawler/index.js';
import type { Store } from '../../src/store/database.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';

const API = '/api/public/v1';

describe('crawl platform simulation limit', () => {
  let store: Store;
  let area: TestArea<CrawlerServices>;

  before(async () => {
    store = await openTestStore('sqlite');
    area = await buildTestArea(crawlerArea, { store, env: { CRAWLER_SIMULATION_RATE_LIMIT: '2/60s' } });
  });
  after(async () => {
    await area.close();
    await store.close();
  });

  it('limits exactly the operations whose spec documents 429', () => {
    expect([...rateLimitedOperations(readSpec(crawlerArea.specPath))]).to.have.members(['simulateCrawl', 'suggestParserRules', 'checkDuplicate']);
  });

  it('refuses the third simulation from one address with 429 in the envelope, counts the dedupe check in the same budget, and leaves undocumented operations alone', async () => {
    const simulate = () => area.checked(area.http.post(`${API}/crawl/simulate`).send({ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 100 }));
    expect((await simulate()).status).to.equal(200);
    const duplicate = await area.checked(
      area.http.post(`${API}/quality/dedupe`).send({ candidate: { title: 'A', body: 'b' }, existing: [{ id: 'x', title: 'A', body: 'b' }] }),
    );
    expect(duplicate.status, JSON.stringify(duplicate.body)).to.not.equal(429);
    const refused = await simulate();
    expect(refused.status).to.equal(429);
    expect(refused.body).to.deep.include({ success: false });
    expect(refused.body.error.code).to.equal('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
    for (let i = 0; i < 3; i++) expect((await area.checked(area.http.get(`${API}/health`))).status).to.equal(200);
  });
});
