/**
 * Every list answer of a store, read through the API: the marketing, HR and crawl platform
 * areas in-process (buildTestArea, every answer checked against its spec), every list of every
 * tenant and company, page by page (and marketing's summary). Answers are the response bodies
 * as sent, without their `traceId`: two stores holding the same data give the same text.
 */
import { expect } from 'chai';
import { crawlerArea } from '../../src/areas/crawler.js';
import { hrmArea } from '../../src/areas/hrm.js';
import { marketingArea } from '../../src/areas/marketing.js';
import { listOwners } from '../../src/services/records/owners.js';
import { createApiKeyService, HRM_SCOPES } from '../../src/services/keys/api-keys.js';
import type { Store } from '../../src/store/database.js';
import { listsOf } from '../../src/store/lists.js';
import { buildTestArea } from './area-app.js';

/** Page size of the reads: small, so every demo list has several pages. */
export const PAGE_SIZE = 7;

const withoutTraceId = (text: string) => text.replace(/"traceId":"[0-9a-f]{32}"/, `"traceId":"(any)"`);

export async function listAnswers(store: Store, options: { pageSize?: number } = {}): Promise<Map<string, string>> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const answers = new Map<string, string>();
  const keys = createApiKeyService(store.db);
  // Limits high enough for a few hundred pages per key.
  const env = { HRM_RATE_LIMIT: '100000/60s', MARKETING_RATE_LIMIT: '100000/60s' };
  const marketing = await buildTestArea(marketingArea, { store, env });
  const hrm = await buildTestArea(hrmArea, { store, env });
  const crawler = await buildTestArea(crawlerArea, { store });
  try {
    for (const owner of await listOwners(store.db)) {
      if (owner.area === 'marketing') {
        const { key } = await keys.create({ service: 'marketing', tenantId: owner.id, name: 'answers' });
        const get = async (path: string) => {
          const res = await marketing.checked(marketing.http.get(`/api/public/v1/${path}`).set('X-Api-Key', key));
          expect(res.status, `${path}: ${res.text}`).to.equal(200);
          answers.set(`marketing ${owner.id} ${path}`, withoutTraceId(res.text));
          return res.body as { data: { total_pages: number } };
        };
        await get('summary');
        for (const list of listsOf('marketing')) {
          const first = await get(`${list.name}?page=1&page_size=${pageSize}`);
          for (let page = 2; page <= first.data.total_pages + 1; page++) await get(`${list.name}?page=${page}&page_size=${pageSize}`);
        }
      } else if (owner.area === 'hrm') {
        const { key } = await keys.create({ service: 'hrm', companyId: owner.id, name: 'answers', scopes: [...HRM_SCOPES] });
        for (const list of listsOf('hrm')) {
          const get = async (page: number) => {
            const path = `${list.name}?page=${page}&pageSize=${pageSize}`;
            const res = await hrm.checked(hrm.http.get(`/api/v1/${path}`).set('X-API-Key', key));
            expect(res.status, `${path}: ${res.text}`).to.equal(200);
            answers.set(`hrm ${owner.id} ${path}`, withoutTraceId(res.text));
            return res.body as { data: { totalPages: number } };
          };
          const first = await get(1);
          for (let page = 2; page <= first.data.totalPages + 1; page++) await get(page);
        }
      } else {
        for (const path of ['sources', 'jobs', 'runs/latest']) {
          const res = await crawler.checked(crawler.http.get(`/api/public/v1/${path}?tenantId=${owner.id}`));
          expect(res.status, `${path}: ${res.text}`).to.equal(200);
          answers.set(`crawler ${owner.id} ${path}`, withoutTraceId(res.text));
        }
      }
    }
  } finally {
    await marketing.close();
    await hrm.close();
    await crawler.close();
  }
  return answers;
}
