/**
 * Text the store cannot hold as sent is refused at the door (src/pipeline/text-checks.ts), on
 * both engines alike: a NUL in a crawl job id made PostgreSQL fail (500) where SQLite looked
 * it up (404); a lone surrogate was stored as U+FFFD; query bytes that are not UTF-8 were
 * replaced before validation. Each is 400 VALIDATION_FAILED naming where it is.
 */
import { expect } from 'chai';
import type { Response } from 'supertest';
import { crawlerArea } from '../../src/areas/crawler.js';
import type { CrawlerServices } from '../../src/services/crawler/index.js';
import type { Store } from '../../src/store/database.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';

const API = '/api/public/v1';

for (const engine of testEngines) {
  describe(`request text the store cannot hold (${engine})`, () => {
    let store: Store;
    let area: TestArea<CrawlerServices>;

    before(async () => {
      store = await openTestStore(engine);
      area = await buildTestArea(crawlerArea, { store });
    });
    after(async () => {
      await area.close();
      await store.close();
    });

    const simulate = (body: string) => area.checked(area.http.post(`${API}/crawl/simulate`).set('Content-Type', 'application/json').send(body));

    function expectRefused(response: Response, location: string, path: string, message: RegExp): void {
      expect(response.status, JSON.stringify(response.body)).to.equal(400);
      expect(response.body.error.code).to.equal('VALIDATION_FAILED');
      expect(response.body.error.details).to.have.length(1);
      expect(response.body.error.details[0]).to.include({ location, path });
      expect(response.body.error.details[0].message).to.match(message);
    }

    it('refuses a NUL in a JSON string that queries the store (a crawl job id)', async () => {
      expectRefused(await simulate('{"tenantId":"acme","jobId":"acme-news-daily\\u0000","maxRecords":10}'), 'body', 'jobId', /NUL/);
      // The same request without it is served.
      const served = await simulate('{"tenantId":"acme","jobId":"acme-news-daily","maxRecords":10}');
      expect(served.status).to.equal(200);
    });

    it('refuses a lone surrogate escape in a JSON string, which UTF-8 cannot encode', async () => {
      expectRefused(await simulate('{"tenantId":"acme","jobId":"acme-news-daily\\ud800","maxRecords":10}'), 'body', 'jobId', /lone surrogate/);
      expectRefused(await simulate('{"tenantId":"acme","jobId":"\\udfff-x","maxRecords":10}'), 'body', 'jobId', /lone surrogate/);
      // A surrogate pair is one character: looked up, and not found.
      const pair = await simulate('{"tenantId":"acme","jobId":"job-\\ud83d\\ude00","maxRecords":10}');
      expect(pair.status).to.equal(404);
    });

    it('refuses query bytes that are not UTF-8 and a NUL in the query, before they are decoded away', async () => {
      expectRefused(await area.checked(area.http.get(`${API}/sources?tenantId=acme%FF`)), 'query', 'tenantId', /UTF-8/);
      expectRefused(await area.checked(area.http.get(`${API}/sources?tenantId=acme%00`)), 'query', 'tenantId', /NUL/);
      const served = await area.checked(area.http.get(`${API}/sources?tenantId=acme`));
      expect(served.status).to.equal(200);
    });
  });
}
