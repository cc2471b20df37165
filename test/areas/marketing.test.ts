import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { MARKETING_SPEC } from '../../src/handlers/marketing/index.js';
import { listOperations, readSpec } from '../../src/pipeline/openapi-document.js';
import { testEngines } from '../support/store.js';
import { BASE, inOrder, LISTS, openMarketing, TENANTS, type MarketingFixture } from './marketing-support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list items read as plain JSON
type Item = Record<string, any>;

for (const engine of testEngines) {
  describe(`marketing service (area D) on ${engine}`, () => {
    let fx: MarketingFixture;
    const get = (path: string, key?: string) => {
      const test = fx.area.http.get(`${BASE}${path}`);
      return fx.area.checked(key === undefined ? test : test.set('X-Api-Key', key));
    };
    /** Every item of a list, in one page (no demo list is longer than 100). */
    const all = async (path: string, key: string, query = '') => {
      const res = await get(`${path}?page_size=100${query}`, key);
      expect(res.status, JSON.stringify(res.body.error)).to.equal(200);
      expect(res.body.data.total_pages).to.be.at.most(1);
      return res.body.data.items as Item[];
    };

    before(async () => {
      fx = await openMarketing(engine);
    });
    after(() => fx?.close());

    describe('without a key', () => {
      it('reports status with the store engine', async () => {
        const res = await get('/status');
        expect(res.status).to.equal(200);
        expect(res.body).to.deep.include({ success: true, error: null });
        expect(res.body.data).to.deep.equal({ service: 'marketing', status: 'ok', version: '1.2.0', store: { engine, available: true } });
        expect(res.body.traceId).to.match(/^[0-9a-f]{32}$/);
      });

      it('lists every operation of the spec in the catalog, with what needs a key', async () => {
        const res = await get('/catalog');
        expect(res.status).to.equal(200);
        const operations = listOperations(readSpec(MARKETING_SPEC));
        expect(res.body.data.endpoints.map((e: Item) => `${e.method} ${e.path}`)).to.deep.equal(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
        const open = res.body.data.endpoints.filter((e: Item) => !e.requires_api_key).map((e: Item) => e.path);
        expect(open).to.deep.equal([`${BASE}/status`, `${BASE}/catalog`, `${BASE}/openapi.json`, `${BASE}/openapi.yaml`]);
        expect(res.body.data.authentication).to.deep.equal({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
        const performance = res.body.data.endpoints.find((e: Item) => e.operation_id === 'listAdPerformance');
        expect(performance.query_parameters).to.deep.equal(['page', 'page_size', 'from', 'to', 'campaign_id']);
      });

      it('lists the seven resources with their fields and filters', async () => {
        const res = await get('/catalog');
        const resources = res.body.data.resources as Item[];
        expect(resources.map((r) => `${r.group} ${r.name}`)).to.deep.equal([
          'seo seo/audits',
          'seo seo/keywords',
          'seo seo/serp-rankings',
          'social social/posts',
          'social social/engagements',
          'ads ads/campaigns',
          'ads ads/performance',
        ]);
        expect(resources.map((r) => r.path)).to.deep.equal(LISTS.map((l) => `${BASE}${l.path}`));
        const posts = resources.find((r) => r.name === 'social/posts')!;
        expect(posts.filters).to.deep.equal(['status', 'network']);
        expect(posts.fields).to.deep.equal(['id', 'tenant_id', 'network', 'status', 'content', 'created_at', 'scheduled_at', 'published_at', 'failure_reason']);
        for (const resource of resources) expect(resource.fields).to.include.members(['id', 'tenant_id']);
      });

      it('publishes its own description as JSON and YAML', async () => {
        const spec = YAML.parse(readFileSync(MARKETING_SPEC, 'utf8'));
        const json = await get('/openapi.json');
        expect(json.status).to.equal(200);
        expect(json.body).to.deep.equal(spec);
        const yaml = await get('/openapi.yaml');
        expect(yaml.headers['content-type']).to.match(/^application\/yaml/);
        expect(YAML.parse(yaml.text)).to.deep.equal(spec);
      });

      for (const list of [{ path: '/summary' }, ...LISTS]) {
        it(`refuses ${list.path} with 401 and a challenge`, async () => {
          const res = await get(list.path);
          expect(res.status).to.equal(401);
          expect(res.headers['www-authenticate']).to.equal('ApiKey realm="marketing", header="X-Api-Key"');
          expect(res.body).to.deep.include({ success: false, data: null, error: { code: 'UNAUTHORIZED', message: 'Missing or invalid credentials.' } });
        });
      }
    });

    describe('keys', () => {
      it('gives the same 401 to an unknown, revoked, malformed, tampered or HR key', async () => {
        const { apiKeys } = fx.area.services;
        const revoked = await apiKeys.create({ service: 'marketing', tenantId: 'acme', name: 'old-crm' });
        expect(await apiKeys.revoke(revoked.record.id)).to.equal(true);
        const hr = await apiKeys.create({ service: 'hrm', companyId: 'acme', scopes: ['employee.read'], name: 'payroll-sync' });
        const tampered = `${fx.keys.acme.slice(0, -1)}${fx.keys.acme.endsWith('A') ? 'B' : 'A'}`;
        const unknown = `mkt_zzzzzzzzzzzz_${'A'.repeat(43)}`;
        const bad = { unknown, revoked: revoked.key, malformed: 'not-a-key', empty: '', tampered, hr: hr.key, lowercasePrefix: `MKT${fx.keys.acme.slice(3)}` };
        const answers = new Set<string>();
        for (const [name, key] of Object.entries(bad)) {
          const res = await get('/summary', key);
          expect(res.status, name).to.equal(401);
          expect(res.headers['www-authenticate'], name).to.equal('ApiKey realm="marketing", header="X-Api-Key"');
          answers.add(JSON.stringify({ ...res.body, traceId: null }));
        }
        expect([...answers]).to.deep.equal([JSON.stringify({ success: false, data: null, error: { code: 'UNAUTHORIZED', message: 'Missing or invalid credentials.' }, traceId: null })]);
        // The same key as it was issued still works: the failures above were the key, not the route.
        expect((await get('/summary', fx.keys.acme)).status).to.equal(200);
      });

      it('binds each key to its tenant', async () => {
        for (const tenant of TENANTS) {
          const res = await get('/summary', fx.keys[tenant]);
          expect(res.body.data.tenant_id).to.equal(tenant);
        }
      });
    });

    describe('summary', () => {
      for (const tenant of TENANTS) {
        it(`counts the SEO, social and ad records of ${tenant}`, async () => {
          const res = await get('/summary', fx.keys[tenant]);
          expect(res.status).to.equal(200);
          expect(res.body.error).to.equal(null);
          const data = res.body.data;
          for (const list of LISTS) expect(data[list.counted[0]][list.counted[1]], list.path).to.equal(list.totals[tenant]);
          const sum = (group: string) => LISTS.filter((l) => l.counted[0] === group).reduce((n, l) => n + l.totals[tenant], 0);
          expect([data.seo.total, data.social.total, data.ads.total]).to.deep.equal([sum('seo'), sum('social'), sum('ads')]);
          expect(data.total).to.equal(sum('seo') + sum('social') + sum('ads'));
        });
      }
    });

    for (const list of LISTS) {
      describe(`GET ${list.path}`, () => {
        it('pages with the documented defaults (page 1, page_size 20)', async () => {
          for (const tenant of TENANTS) {
            const total = list.totals[tenant];
            const res = await get(list.path, fx.keys[tenant]);
            expect(res.status).to.equal(200);
            expect(res.body).to.deep.include({ success: true, error: null });
            const { items, ...paging } = res.body.data;
            expect(paging).to.deep.equal({ total, page: 1, page_size: 20, total_pages: Math.ceil(total / 20) });
            expect(items).to.have.length(20);
          }
        });

        it('returns every item once over the pages, in the documented order', async () => {
          const tenant = 'globex';
          const everything = await all(list.path, fx.keys[tenant]);
          expect(everything).to.have.length(list.totals[tenant]);
          expect(inOrder(everything, list.order), 'documented order').to.equal(true);
          const walked: Item[] = [];
          for (let page = 1; page <= 4; page++) {
            const res = await get(`${list.path}?page=${page}&page_size=9`, fx.keys[tenant]);
            expect(res.body.data).to.deep.include({ page, page_size: 9, total: list.totals[tenant], total_pages: Math.ceil(list.totals[tenant] / 9) });
            walked.push(...res.body.data.items);
          }
          expect(walked).to.deep.equal(everything.slice(0, 36));
        });

        it('answers an empty page past the last one', async () => {
          const res = await get(`${list.path}?page=7&page_size=10`, fx.keys.acme);
          expect(res.status).to.equal(200);
          expect(res.body.data).to.deep.equal({ items: [], total: list.totals.acme, page: 7, page_size: 10, total_pages: Math.ceil(list.totals.acme / 10) });
        });

        it('accepts the bounds page_size 1 and 100', async () => {
          const one = await get(`${list.path}?page_size=1&page=2`, fx.keys.acme);
          expect(one.body.data.items).to.have.length(1);
          expect(one.body.data.total_pages).to.equal(list.totals.acme);
          const hundred = await get(`${list.path}?page_size=100`, fx.keys.acme);
          expect(hundred.body.data.items).to.have.length(list.totals.acme);
          expect(hundred.body.data.items[1]).to.deep.equal(one.body.data.items[0]);
        });

        for (const [query, parameter] of [
          ['page=0', 'page'],
          ['page=-1', 'page'],
          ['page=1.5', 'page'],
          ['page=two', 'page'],
          ['page=100001', 'page'],
          ['page_size=0', 'page_size'],
          ['page_size=101', 'page_size'],
          ['page_size=2.5', 'page_size'],
          ['page_size=', 'page_size'],
          ['pagesize=10', 'pagesize'],
          ['tenant_id=globex', 'tenant_id'],
        ] as const) {
          it(`refuses ${query} naming ${parameter}`, async () => {
            const res = await get(`${list.path}?${query}`, fx.keys.acme);
            expect(res.status).to.equal(400);
            expect(res.body).to.deep.include({ success: false, data: null });
            expect(res.body.error.code).to.equal('VALIDATION_FAILED');
            expect(res.body.error.details.map((d: Item) => d.path)).to.deep.equal([parameter]);
          });
        }

        it('answers 406 when Accept excludes JSON, and serves application/json', async () => {
          const refused = await fx.area.checked(fx.area.http.get(`${BASE}${list.path}`).set('X-Api-Key', fx.keys.acme).set('Accept', 'text/csv'));
          expect(refused.status).to.equal(406);
          expect(refused.body.error).to.deep.equal({ code: 'NOT_ACCEPTABLE', message: 'This operation produces application/json only.' });
          const served = await fx.area.checked(fx.area.http.get(`${BASE}${list.path}`).set('X-Api-Key', fx.keys.acme).set('Accept', 'application/json'));
          expect(served.status).to.equal(200);
        });
      });
    }

    describe('fields', () => {
      it('computes ROAS as revenue / spend, null when nothing was spent', async () => {
        for (const tenant of TENANTS) {
          const rows = await all('/ads/performance', fx.keys[tenant]);
          const idle = rows.filter((r) => r.spend === 0);
          expect(idle, `${tenant} has a day without spend`).to.not.be.empty;
          for (const row of idle) expect(row.roas).to.equal(null);
          for (const row of rows.filter((r) => r.spend > 0)) expect(row.roas).to.be.closeTo(row.revenue / row.spend, 0.005);
          expect(rows.every((r) => r.currency === (tenant === 'acme' ? 'USD' : 'EUR'))).to.equal(true);
        }
      });

      it('gives each post status its timestamps', async () => {
        const posts = await all('/social/posts', fx.keys.acme);
        const byStatus = (status: string) => posts.filter((p) => p.status === status);
        for (const post of byStatus('draft')) expect([post.scheduled_at, post.published_at, post.failure_reason]).to.deep.equal([null, null, null]);
        for (const post of byStatus('scheduled')) expect([typeof post.scheduled_at, post.published_at, post.failure_reason]).to.deep.equal(['string', null, null]);
        for (const post of byStatus('published')) expect([typeof post.published_at, post.failure_reason]).to.deep.equal(['string', null]);
        for (const post of byStatus('failed')) expect([typeof post.scheduled_at, post.published_at, typeof post.failure_reason]).to.deep.equal(['string', null, 'string']);
        expect(new Set(posts.map((p) => p.status))).to.deep.equal(new Set(['draft', 'scheduled', 'published', 'failed']));
      });

      it('reports engagement for published posts only', async () => {
        const posts = await all('/social/posts', fx.keys.acme);
        const published = new Set(posts.filter((p) => p.status === 'published').map((p) => p.id));
        const engagements = await all('/social/engagements', fx.keys.acme);
        expect(engagements.every((e) => published.has(e.post_id))).to.equal(true);
      });
    });

    describe('filters', () => {
      const partitions: Array<[string, string, string[]]> = [
        ['/social/posts', 'status', ['draft', 'scheduled', 'published', 'failed']],
        ['/social/posts', 'network', ['facebook', 'instagram', 'linkedin', 'x', 'tiktok']],
        ['/ads/campaigns', 'status', ['draft', 'active', 'paused', 'completed']],
        ['/seo/serp-rankings', 'engine', ['google', 'bing']],
        ['/seo/serp-rankings', 'device', ['desktop', 'mobile']],
        ['/seo/keywords', 'intent', ['informational', 'navigational', 'commercial', 'transactional']],
      ];
      for (const [path, parameter, values] of partitions) {
        it(`${path}?${parameter}= returns only matching rows, and the values cover the list`, async () => {
          const total = LISTS.find((l) => l.path === path)!.totals.acme;
          let covered = 0;
          for (const value of values) {
            const res = await get(`${path}?${parameter}=${value}&page_size=100`, fx.keys.acme);
            expect(res.status).to.equal(200);
            expect(res.body.data.items.every((item: Item) => item[parameter] === value), `${parameter}=${value}`).to.equal(true);
            expect(res.body.data.total).to.equal(res.body.data.items.length);
            covered += res.body.data.total;
          }
          expect(covered).to.equal(total);
          const refused = await get(`${path}?${parameter}=everything`, fx.keys.acme);
          expect(refused.status).to.equal(400);
          expect(refused.body.error.details).to.deep.equal([{ location: 'query', path: parameter, message: `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}` }]);
        });
      }

      it('combines a filter with paging', async () => {
        const res = await get('/social/posts?status=published&page=2&page_size=5', fx.keys.acme);
        expect(res.body.data).to.deep.include({ total: 24, page: 2, page_size: 5, total_pages: 5 });
        expect(res.body.data.items.map((p: Item) => p.status)).to.deep.equal(Array(5).fill('published'));
      });

      for (const path of ['/social/engagements', '/ads/performance']) {
        it(`${path} keeps the days from..to, inclusive`, async () => {
          const everything = await all(path, fx.keys.acme);
          const days = [...new Set(everything.map((r) => r.date as string))].sort();
          expect(days.length).to.be.greaterThan(3);
          const [from, to] = [days[1], days[days.length - 2]];
          const expected = everything.filter((r) => r.date >= from && r.date <= to);
          expect(expected.length).to.be.lessThan(everything.length);
          expect(await all(path, fx.keys.acme, `&from=${from}&to=${to}`)).to.deep.equal(expected);
          expect(await all(path, fx.keys.acme, `&from=${days[days.length - 1]}`)).to.deep.equal(everything.filter((r) => r.date === days[days.length - 1]));
          expect(await all(path, fx.keys.acme, `&to=${days[0]}`)).to.deep.equal(everything.filter((r) => r.date === days[0]));
        });

        for (const [query, parameter] of [
          ['from=2026-02-30', 'from'],
          ['to=yesterday', 'to'],
          ['from=2026-02-01T00:00:00Z', 'from'],
          ['from=2026-02-10&to=2026-02-01', 'from'],
        ] as const) {
          it(`${path} refuses ${query} naming ${parameter}`, async () => {
            const res = await get(`${path}?${query}`, fx.keys.acme);
            expect(res.status).to.equal(400);
            expect(res.body.error.code).to.equal('VALIDATION_FAILED');
            expect(res.body.error.details.map((d: Item) => d.path)).to.deep.equal([parameter]);
          });
        }
      }

      it('narrows performance to one campaign and engagement to one post', async () => {
        const [campaign] = (await all('/ads/performance', fx.keys.acme)).map((r) => r.campaign_id as string);
        const performance = await all('/ads/performance', fx.keys.acme, `&campaign_id=${campaign}`);
        expect(performance).to.have.length(2);
        expect(performance.every((r) => r.campaign_id === campaign)).to.equal(true);
        const [post] = (await all('/social/engagements', fx.keys.acme)).map((r) => r.post_id as string);
        const engagement = await all('/social/engagements', fx.keys.acme, `&post_id=${post}`);
        expect(engagement).to.have.length(2);
        expect(engagement.every((r) => r.post_id === post)).to.equal(true);
        const refused = await get('/ads/performance?campaign_id=42', fx.keys.acme);
        expect(refused.status).to.equal(400);
        expect(refused.body.error.details.map((d: Item) => d.path)).to.deep.equal(['campaign_id']);
      });
    });

    describe('requests outside the description', () => {
      it('answers 405 with Allow for another method', async () => {
        const res = await fx.area.checked(fx.area.http.post(`${BASE}/summary`).set('X-Api-Key', fx.keys.acme));
        expect(res.status).to.equal(405);
        expect(res.headers.allow).to.equal('GET, HEAD');
        expect(res.body).to.deep.include({ success: false, data: null });
        expect(res.body.error.code).to.equal('METHOD_NOT_ALLOWED');
      });

      it('answers 404 for an unknown path', async () => {
        const res = await get('/seo/backlinks', fx.keys.acme);
        expect(res.status).to.equal(404);
        expect(res.body).to.deep.include({ success: false, data: null, error: { code: 'NOT_FOUND', message: 'No operation is served at GET /api/public/v1/seo/backlinks.' } });
      });

      it('answers 400 for an unknown parameter on a public operation', async () => {
        const res = await get('/status?verbose=1');
        expect(res.status).to.equal(400);
        expect(res.body.error.details).to.deep.equal([{ location: 'query', path: 'verbose', message: 'is not a known parameter' }]);
      });

      it('answers 406 on a public operation when Accept excludes JSON', async () => {
        const res = await fx.area.checked(fx.area.http.get(`${BASE}/catalog`).set('Accept', 'application/xml'));
        expect(res.status).to.equal(406);
        expect(res.body).to.deep.include({ success: false, data: null });
      });

      it('answers 413 for a body over 1 MiB', async () => {
        const res = await fx.area.checked(fx.area.http.get(`${BASE}/summary`).set('X-Api-Key', fx.keys.acme).set('Content-Type', 'application/json').send('x'.repeat(1_100_000)));
        expect(res.status).to.equal(413);
        expect(res.body).to.deep.include({ success: false, data: null, error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1048576 bytes.' } });
      });

      it('reads a body only after authentication: the same body over 1 MiB without a key, or with a bad one, is 401', async () => {
        for (const key of [undefined, 'mk_not-a-key']) {
          const test = fx.area.http.get(`${BASE}/summary`).set('Content-Type', 'application/json');
          const res = await fx.area.checked((key ? test.set('X-Api-Key', key) : test).send('x'.repeat(1_100_000)));
          expect(res.status, String(key)).to.equal(401);
          expect(res.body.error.code, String(key)).to.not.equal('PAYLOAD_TOO_LARGE');
        }
      });

      it('answers 415 for a body in an unknown Content-Encoding', async () => {
        const res = await fx.area.checked(fx.area.http.get(`${BASE}/status`).set('Content-Encoding', 'foo').set('Content-Type', 'application/json').send('{}'));
        expect(res.status).to.equal(415);
        expect(res.body).to.deep.include({ success: false, data: null, error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'unsupported content encoding "foo"' } });
      });
    });
  });
}
