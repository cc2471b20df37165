import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import YAML from 'yaml';
import { crawlerArea } from '../../src/areas/crawler.js';
import { DEFAULT_DUPLICATE_THRESHOLD, MAX_BODY_CHARS, MAX_EXISTING_BODIES, MAX_TITLE_CHARS } from '../../src/services/crawler/dedupe.js';
import type { CrawlerServices } from '../../src/services/crawler/index.js';
import { listOperations } from '../../src/pipeline/openapi-document.js';
import { summarizeDatabaseUrl, type Store } from '../../src/store/database.js';
import { ENGINES } from '../../src/store/engines.js';
import { executorReads, listReader } from '../../src/store/list-page-sql.js';
import type { Database } from '../../src/store/schema.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';

const API = '/api/public/v1';
const spec = YAML.parse(readFileSync(crawlerArea.specPath, 'utf8'));

/** A PostgreSQL store nobody answers for: every query fails with ECONNREFUSED. */
function unreachableStore(url: string): Store {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 500 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const lists = listReader({ engine: ENGINES.postgres, run: executorReads(db) });
  return { db, engine: ENGINES.postgres, lists, summary: summarizeDatabaseUrl(url), close: () => db.destroy() };
}

for (const engine of testEngines) {
  describe(`crawl platform (area B, ${engine})`, () => {
    let store: Store;
    let area: TestArea<CrawlerServices>;

    before(async () => {
      store = await openTestStore(engine);
      // A CPU budget no request here comes near (the largest dedupe took 4.4 s of the default 5 s
      // on a loaded machine): these tests check answers; the budget has its own (crawler-cpu-budget).
      area = await buildTestArea(crawlerArea, { store, env: { CRAWLER_INDEX_PREFIX: 'crawltest_', CPU_BUDGET_MS: '600000' } });
    });
    after(async () => {
      await area.close();
      await store.close();
    });

    const get = (path: string) => area.checked(area.http.get(`${API}${path}`));
    const post = (path: string, body: unknown) => area.checked(area.http.post(`${API}${path}`).send(body as object));

    describe('health, catalog, features, spec', () => {
      it('reports health with the store mode, index prefix and storage summary', async () => {
        const res = await get('/health');
        expect(res.status).to.equal(200);
        expect(res.body).to.include({ success: true });
        expect(res.body.warnings).to.deep.equal([]);
        expect(res.body.traceId).to.match(/^[0-9a-f]{32}$/);
        expect(res.body.data).to.deep.include({ status: 'ok', version: '2.1.0', storeMode: engine, indexPrefix: 'crawltest_', robotsCache: 'memory' });
        expect(res.body.data.storage).to.deep.equal({ ...store.summary, reachable: true });
      });

      it('lists every operation of the spec, with purposes and sample payloads from it', async () => {
        const res = await get('/catalog');
        const fromSpec = listOperations(spec);
        expect(res.body.data.operationCount).to.equal(fromSpec.length);
        expect(res.body.data.apis.map((api: { method: string; path: string }) => `${api.method} ${api.path}`)).to.have.members(
          fromSpec.map((op) => `${op.method.toUpperCase()} ${op.path}`),
        );
        for (const op of fromSpec) {
          const entry = res.body.data.apis.find((api: { operationId: string }) => api.operationId === op.operationId);
          expect(entry.purpose, op.operationId).to.equal(op.operation.summary);
          expect(entry.requiresSignIn).to.equal(false);
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec read as plain JSON
          const examples = op.operation.requestBody ? Object.values((op.operation.requestBody as any).content['application/json'].examples) : [];
          expect(entry.samplePayload, op.operationId).to.deep.equal(examples.length ? (examples[0] as { value: unknown }).value : null);
        }
        const sources = res.body.data.apis.find((api: { operationId: string }) => api.operationId === 'listSources');
        expect(sources.sampleQuery).to.deep.equal({ tenantId: 'acme' });
        expect(res.body.data).to.include({ basePath: API, specUrl: `${API}/openapi.json` });
      });

      it('summarises capabilities covering every operation, with the limits the modules enforce', async () => {
        const res = await get('/features');
        const covered = res.body.data.features.flatMap((feature: { operations: string[] }) => feature.operations);
        expect(covered).to.have.members(listOperations(spec).map((op) => op.operationId));
        const dedupe = res.body.data.features.find((feature: { id: string }) => feature.id === 'duplicate-detection');
        expect(dedupe.limits).to.deep.equal({
          threshold: DEFAULT_DUPLICATE_THRESHOLD,
          existingBodiesMax: MAX_EXISTING_BODIES,
          bodyMaxChars: MAX_BODY_CHARS,
          titleMaxChars: MAX_TITLE_CHARS,
        });
        const simulation = res.body.data.features.find((feature: { id: string }) => feature.id === 'crawl-simulation');
        expect(simulation.limits).to.deep.equal({ maxRecordsMin: 1, maxRecordsMax: 100000 });
      });

      it('serves its own spec as JSON and YAML, examples included', async () => {
        const json = await get('/openapi.json');
        expect(json.body.openapi).to.equal('3.0.3');
        expect(json.body.paths[`${API}/crawl/simulate`].post.requestBody.content['application/json'].examples.capped.value).to.deep.equal({ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 100 });
        const yaml = await get('/openapi.yaml');
        expect(yaml.headers['content-type']).to.match(/^application\/yaml/);
        expect(YAML.parse(yaml.text)).to.deep.equal(json.body);
      });
    });

    describe('the spec examples are real answers', () => {
      const operation = (path: string, method: 'get' | 'post') => spec.paths[`${API}${path}`][method];
      const requestExample = (path: string, name: string) => operation(path, 'post').requestBody.content['application/json'].examples[name].value;
      const responseExample = (path: string, method: 'get' | 'post', name: string) => operation(path, method).responses['200'].content['application/json'].examples[name].value;

      for (const [path, request, response] of [
        ['/crawl/simulate', 'capped', 'capped'],
        ['/quality/dedupe', 'repunctuated', 'exact'],
        ['/quality/dedupe', 'edited', 'near'],
        ['/scheduler/preview', 'berlin', 'berlin'],
        ['/compliance/robots-check', 'inline', 'disallowed'],
        ['/parser-rule/suggest', 'html', 'rules'],
      ] as const) {
        it(`POST ${path}: example ${request} gets example ${response}`, async () => {
          const res = await post(path, requestExample(path, request));
          const expected = responseExample(path, 'post', response);
          expect(res.body.data).to.deep.equal(expected.data);
          expect(res.body.warnings).to.deep.equal(expected.warnings);
        });
      }

      for (const [path, name] of [['/sources', 'sources'], ['/jobs', 'jobs'], ['/runs/latest', 'runs']] as const) {
        it(`GET ${path}: the items of example ${name} are served as shown`, async () => {
          const expected = responseExample(path, 'get', name).data;
          const res = await get(`${path}?tenantId=${expected.tenantId}`);
          for (const item of expected.items) {
            const served = res.body.data.items.find((candidate: { id: string }) => candidate.id === item.id);
            // The jobs example shows the first parser rule only.
            if (served?.parserRules) served.parserRules = served.parserRules.slice(0, item.parserRules.length);
            expect(served).to.deep.equal(item);
          }
        });
      }

      it('GET /catalog and /features: the example entries are served as shown', async () => {
        const catalog = await get('/catalog');
        for (const entry of responseExample('/catalog', 'get', 'catalog').data.apis) {
          expect(catalog.body.data.apis).to.deep.include(entry);
        }
        const features = await get('/features');
        for (const feature of responseExample('/features', 'get', 'features').data.features) {
          expect(features.body.data.features).to.deep.include(feature);
        }
      });
    });

    describe('tenant data', () => {
      it('lists the sources of a tenant with URL, legal status, robots status and schedule', async () => {
        const res = await get('/sources?tenantId=acme');
        expect(res.status).to.equal(200);
        expect(res.body.data.tenantId).to.equal('acme');
        expect(res.body.data.total).to.equal(4);
        expect(res.body.data.items.map((s: { id: string }) => s.id)).to.deep.equal(['acme-catalog', 'acme-forum', 'acme-newsroom', 'acme-partner-prices']);
        expect(res.body.data.items[2]).to.deep.equal({
          id: 'acme-newsroom',
          tenantId: 'acme',
          name: 'Acme newsroom',
          url: 'https://news.acme.example/',
          legalStatus: { status: 'approved', reviewedAt: '2026-09-01T09:00:00.000Z', note: 'Public press releases; the terms allow automated access.' },
          robotsStatus: { status: 'allowed', checkedAt: '2026-11-19T22:00:00.000Z' },
          schedule: { cron: '0 */6 * * *', timezone: 'UTC', crawlDelaySeconds: 5 },
        });
        const globex = await get('/sources?tenantId=globex');
        expect(globex.body.data.items.map((s: { tenantId: string }) => s.tenantId)).to.deep.equal(['globex', 'globex']);
      });

      it('lists jobs with cadence, enabled state, source mapping and parser rules', async () => {
        const res = await get('/jobs?tenantId=acme');
        expect(res.body.data.items.map((j: { id: string }) => j.id)).to.deep.equal(['acme-catalog-sync', 'acme-news-daily']);
        const news = res.body.data.items[1];
        expect(news).to.deep.include({ cadence: { cron: '0 6 * * *', timezone: 'Europe/Berlin' }, enabled: true, sourceIds: ['acme-newsroom', 'acme-forum'] });
        expect(news.parserRules.map((r: { field: string }) => r.field)).to.deep.equal(['title', 'publishedAt', 'body', 'author']);
        expect(news.parserRules[3]).to.deep.include({ css: '.byline .author', required: false });
        const globex = await get('/jobs?tenantId=globex');
        expect(globex.body.data.items[0]).to.include({ id: 'globex-careers-weekly', enabled: false });
      });

      it('gives the latest run of each job and source, newest first, with quality indicators', async () => {
        const res = await get('/runs/latest?tenantId=acme');
        expect(res.body.data.items.map((r: { id: string; status: string }) => `${r.id}:${r.status}`)).to.deep.equal([
          'run-acme-0004:captcha',
          'run-acme-0003:success',
          'run-acme-0006:http_403',
          'run-acme-0005:success',
        ]);
        expect(res.body.data.items[1].quality).to.deep.equal({ records: 120, emptyFieldRate: 0.02, duplicateRate: 0.01, durationMs: 112000 });
        expect(res.body.data.items[2]).to.include({ httpStatus: 403, error: 'The site answered 403 Forbidden.' });
        const globex = await get('/runs/latest?tenantId=globex');
        expect(globex.body.data.items.map((r: { status: string }) => r.status)).to.deep.equal(['failure', 'success']);
        expect(globex.body.data.items[0].httpStatus).to.equal(null);
      });

      for (const path of ['/sources', '/jobs', '/runs/latest']) {
        it(`${path}: a known tenant without data gets an empty list; an unknown one 404`, async () => {
          const empty = await get(`${path}?tenantId=initech`);
          expect(empty.status).to.equal(200);
          expect(empty.body.data).to.deep.equal({ tenantId: 'initech', total: 0, items: [] });
          const unknown = await get(`${path}?tenantId=umbrella`);
          expect(unknown.status).to.equal(404);
          expect(unknown.body).to.deep.include({ success: false, warnings: [], error: { code: 'NOT_FOUND', message: 'No tenant umbrella exists.' } });
        });

        it(`${path}: tenantId is required and must be a tenant id`, async () => {
          const missing = await get(path);
          expect(missing.status).to.equal(400);
          expect(missing.body.error.details).to.deep.equal([{ location: 'query', path: 'tenantId', message: 'is required' }]);
          const bad = await get(`${path}?tenantId=${encodeURIComponent('acme; drop table')}`);
          expect(bad.status).to.equal(400);
          expect(bad.body.error.details[0].path).to.equal('tenantId');
        });
      }
    });

    describe('crawl simulation', () => {
      const simulate = (body: unknown) => post('/crawl/simulate', body);

      it('excludes a CAPTCHA-blocked source and caps the estimate at maxRecords, with warnings', async () => {
        const res = await simulate({ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 100 });
        expect(res.status).to.equal(200);
        expect(res.body.warnings).to.deep.equal([
          'Source acme-forum is excluded: its last run was stopped by a CAPTCHA.',
          'The estimate of 120 records is capped at maxRecords 100.',
        ]);
        expect(res.body.data).to.deep.include({
          jobEnabled: true,
          estimatedRecords: 100,
          uncappedEstimate: 120,
          capped: true,
          networkAccess: false,
          dataWritten: false,
        });
        expect(res.body.data.sources.map((s: { sourceId: string; included: boolean; issues: string[] }) => [s.sourceId, s.included, s.issues])).to.deep.equal([
          ['acme-newsroom', true, []],
          ['acme-forum', false, ['blocked_captcha']],
        ]);
        expect(res.body.data.quality).to.deep.equal({
          runsConsidered: 1,
          expectedEmptyFieldRate: 0.02,
          expectedDuplicateRate: 0.01,
          expectedDurationMs: 112000,
          lastRunStatuses: { success: 1, failure: 0, http_403: 0, captcha: 1 },
        });
      });

      it('is not capped when the estimate fits', async () => {
        const res = await simulate({ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 100000 });
        expect(res.body.data).to.include({ estimatedRecords: 120, uncappedEstimate: 120, capped: false });
        expect(res.body.warnings).to.deep.equal(['Source acme-forum is excluded: its last run was stopped by a CAPTCHA.']);
      });

      it('excludes a source that robots.txt disallows, that is not legally approved and that answered 403', async () => {
        const res = await simulate({ tenantId: 'acme', jobId: 'acme-catalog-sync', maxRecords: 5000 });
        expect(res.body.data.estimatedRecords).to.equal(850);
        const partner = res.body.data.sources[1];
        expect(partner).to.deep.include({ sourceId: 'acme-partner-prices', included: false, estimatedRecords: 0, issues: ['legal_not_approved', 'robots_disallowed', 'blocked_http_403'] });
        expect(partner.lastRun).to.deep.equal({ runId: 'run-acme-0006', status: 'http_403', finishedAt: '2026-11-20T02:44:16.000Z' });
        expect(res.body.warnings).to.deep.equal([
          'Source acme-partner-prices is excluded: its legal status is pending_review.',
          'Source acme-partner-prices is excluded: robots.txt disallows crawling it.',
          'Source acme-partner-prices is excluded: its last run was refused with HTTP 403.',
        ]);
        expect(res.body.data.quality).to.include({ runsConsidered: 1, expectedEmptyFieldRate: 0.04, expectedDuplicateRate: 0.12, expectedDurationMs: 850000 });
      });

      it('warns that a job is disabled and that a source failed last time', async () => {
        const res = await simulate({ tenantId: 'globex', jobId: 'globex-careers-weekly', maxRecords: 10 });
        expect(res.body.warnings).to.deep.equal([
          'Job globex-careers-weekly is disabled: the scheduler would not start it.',
          'Source globex-press failed at its last run; its estimate comes from that run.',
          'The estimate of 40 records is capped at maxRecords 10.',
        ]);
        expect(res.body.data).to.include({ jobEnabled: false, estimatedRecords: 10 });
        expect(res.body.data.quality).to.include({ runsConsidered: 2, expectedEmptyFieldRate: 0.1, expectedDurationMs: 68000 });
      });

      it('writes nothing', async () => {
        const count = async () => Promise.all((['crawler_runs', 'crawler_jobs', 'crawler_sources'] as const).map(async (table) => (await store.db.selectFrom(table).select(store.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
        const before = await count();
        await simulate({ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 50 });
        expect(await count()).to.deep.equal(before);
      });

      it('answers 404 for an unknown job, a job of another tenant and an unknown tenant', async () => {
        for (const [body, message] of [
          [{ tenantId: 'acme', jobId: 'nightly-export', maxRecords: 10 }, 'Tenant acme has no job nightly-export.'],
          [{ tenantId: 'acme', jobId: 'globex-careers-weekly', maxRecords: 10 }, 'Tenant acme has no job globex-careers-weekly.'],
          [{ tenantId: 'umbrella', jobId: 'acme-news-daily', maxRecords: 10 }, 'No tenant umbrella exists.'],
        ] as const) {
          const res = await simulate(body);
          expect(res.status).to.equal(404);
          expect(res.body.error).to.deep.equal({ code: 'NOT_FOUND', message });
        }
      });

      for (const [body, field] of [
        [{ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 0 }, 'maxRecords'],
        [{ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 100001 }, 'maxRecords'],
        [{ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 1.5 }, 'maxRecords'],
        [{ tenantId: 'acme', jobId: 'acme-news-daily' }, 'maxRecords'],
        [{ tenantId: 'acme', maxRecords: 5 }, 'jobId'],
        [{ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 5, dryRun: false }, 'dryRun'],
      ] as const) {
        it(`refuses ${JSON.stringify(body)} naming ${field}`, async () => {
          const res = await simulate(body);
          expect(res.status).to.equal(400);
          expect(res.body.error.code).to.equal('VALIDATION_FAILED');
          expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal([field]);
        });
      }
    });

    describe('duplicate check', () => {
      const dedupe = (body: Record<string, unknown>) => post('/quality/dedupe', { tenantId: 'acme', title: 'Plant', ...body });
      const release = 'Acme opens a new plant in Lyon, creating 200 jobs for engineers and technicians over the next three years.';

      it('finds an exact duplicate after normalisation', async () => {
        const res = await dedupe({ body: release, existingBodies: ['Unrelated text about the weather.', `  ACME opens a new plant in Lyon — creating 200 jobs for engineers and technicians over the next three years!!`] });
        expect(res.status).to.equal(200);
        expect(res.body.data).to.deep.include({ tenantId: 'acme', isLikelyDuplicate: true, exactMatch: true, bestMatch: { index: 1, similarity: 1 }, threshold: 0.85, comparedCount: 2 });
        expect(res.body.data.contentHash).to.match(/^[0-9a-f]{64}$/);
      });

      it('finds a near duplicate above the threshold', async () => {
        const res = await dedupe({ body: release, existingBodies: [release.replace('three years', 'four years')] });
        expect(res.body.data).to.include({ isLikelyDuplicate: true, exactMatch: false });
        expect(res.body.data.bestMatch.index).to.equal(0);
        expect(res.body.data.bestMatch.similarity).to.be.within(0.85, 0.999);
      });

      it('does not flag unrelated text, and has no best match without existing bodies', async () => {
        const unrelated = await dedupe({ body: release, existingBodies: ['Globex reports record quarterly revenue driven by cloud services.'] });
        expect(unrelated.body.data).to.include({ isLikelyDuplicate: false, exactMatch: false });
        expect(unrelated.body.data.bestMatch.similarity).to.be.below(0.5);
        const none = await dedupe({ body: release, existingBodies: [] });
        expect(none.body.data).to.deep.include({ isLikelyDuplicate: false, bestMatch: null, comparedCount: 0 });
        expect(none.body.data.contentHash).to.equal(unrelated.body.data.contentHash);
      });

      it('states in the spec the threshold and bounds the module enforces', () => {
        const request = spec.components.schemas.DedupeRequest.properties;
        expect(request.title.maxLength).to.equal(MAX_TITLE_CHARS);
        expect(request.body.maxLength).to.equal(MAX_BODY_CHARS);
        expect(request.existingBodies.maxItems).to.equal(MAX_EXISTING_BODIES);
        expect(request.existingBodies.items.maxLength).to.equal(MAX_BODY_CHARS);
        expect(spec.components.schemas.DedupeResult.properties.threshold.enum).to.deep.equal([DEFAULT_DUPLICATE_THRESHOLD]);
        const description: string = spec.paths[`${API}/quality/dedupe`].post.description;
        for (const figure of [String(DEFAULT_DUPLICATE_THRESHOLD), String(MAX_TITLE_CHARS), String(MAX_BODY_CHARS), String(MAX_EXISTING_BODIES)]) {
          expect(description).to.include(figure);
        }
      });

      for (const [name, body, path] of [
        ['a title over the limit', { title: 'x'.repeat(MAX_TITLE_CHARS + 1), body: 'b', existingBodies: [] }, 'title'],
        ['a body over the limit', { body: 'x'.repeat(MAX_BODY_CHARS + 1), existingBodies: [] }, 'body'],
        ['an existing body over the limit', { body: 'b', existingBodies: ['ok', 'x'.repeat(MAX_BODY_CHARS + 1)] }, 'existingBodies.1'],
        ['too many existing bodies', { body: 'b', existingBodies: new Array(MAX_EXISTING_BODIES + 1).fill('') }, 'existingBodies'],
        ['a missing body', { existingBodies: [] }, 'body'],
      ] as const) {
        it(`refuses ${name}`, async () => {
          const res = await dedupe(body);
          expect(res.status).to.equal(400);
          expect(res.body.error.code).to.equal('VALIDATION_FAILED');
          expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal([path]);
        });
      }

      it('counts limits in characters, not UTF-16 units: an astral-plane body at the limit passes', async () => {
        const res = await dedupe({ body: '😀'.repeat(MAX_BODY_CHARS), existingBodies: [] });
        expect(res.status).to.equal(200);
      });

      it('takes the largest request the bounds allow in one call', async function () {
        this.timeout(120_000); // seconds idle; several times that on two loaded cores
        const bodies = Array.from({ length: MAX_EXISTING_BODIES }, (_, i) => `Article ${i}: ${'lorem ipsum dolor sit amet '.repeat(40)}`);
        const res = await dedupe({ body: bodies[1234], existingBodies: bodies });
        expect(res.status).to.equal(200);
        expect(res.body.data).to.deep.include({ exactMatch: true, bestMatch: { index: 1234, similarity: 1 }, comparedCount: MAX_EXISTING_BODIES });
      });

      it('answers 404 for an unknown tenant', async () => {
        const res = await dedupe({ tenantId: 'umbrella', body: 'b', existingBodies: [] });
        expect(res.status).to.equal(404);
        expect(res.body.error.code).to.equal('NOT_FOUND');
      });
    });

    describe('parser-rule suggestion: exactly one of html and url', () => {
      // The spec's oneOf says it, so the request validation refuses before the service runs,
      // naming what is wrong against the closer alternative (the html one on a tie).
      for (const [body, what, detail] of [
        [{ html: '<p>x</p>', url: 'https://news.acme.example/a' }, 'both', { path: 'url', message: 'is not an allowed property' }],
        [{ sampleValues: ['x'] }, 'neither', { path: 'html', message: 'is required' }],
        [{}, 'an empty body', { path: 'html', message: 'is required' }],
        [{ url: 'not a uri' }, 'a url that is not one', { path: 'url', message: 'must match format "uri"' }],
      ] as const) {
        it(`refuses ${what} with 400 VALIDATION_FAILED`, async () => {
          const res = await post('/parser-rule/suggest', body);
          expect(res.status).to.equal(400);
          expect(res.body.error.code).to.equal('VALIDATION_FAILED');
          expect(res.body.error.details).to.deep.equal([{ location: 'body', ...detail }]);
        });
      }
    });

    describe('schedule preview', () => {
      const preview = (body: unknown) => post('/scheduler/preview', body);

      it('refuses a bad cron and a bad time zone together, each with its reason (formats cron and iana-time-zone)', async () => {
        const res = await preview({ cron: '0 0 30 2 *', timezone: 'Europe/Atlantis' });
        expect(res.status).to.equal(400);
        expect(res.body.error.details).to.deep.equal([
          { location: 'body', path: 'cron', message: 'the day-of-month never occurs in the given month(s), e.g. 30 February' },
          { location: 'body', path: 'timezone', message: "'Europe/Atlantis' is not a known IANA time zone" },
        ]);
      });

      it('takes time zone links and any letter case, as Intl does', async () => {
        for (const timezone of ['US/Pacific', 'europe/berlin', 'Etc/GMT+5']) {
          const res = await preview({ cron: '@daily', count: 1, timezone, from: '2026-01-01T00:00:00Z' });
          expect(res.status, timezone).to.equal(200);
        }
      });

      it('lists runs in UTC across a daylight-saving change', async () => {
        const res = await preview({ cron: '0 6 * * *', count: 3, timezone: 'Europe/Berlin', from: '2026-03-28T00:00:00Z' });
        expect(res.status).to.equal(200);
        expect(res.body.data).to.deep.equal({
          cron: '0 6 * * *',
          timezone: 'Europe/Berlin',
          from: '2026-03-28T00:00:00.000Z',
          runs: ['2026-03-28T05:00:00.000Z', '2026-03-29T04:00:00.000Z', '2026-03-30T04:00:00.000Z'],
        });
      });

      it('runs a job in the spring-forward gap once, an hour later in wall time', async () => {
        const res = await preview({ cron: '30 2 * * *', count: 2, timezone: 'Europe/Berlin', from: '2026-03-28T12:00:00Z' });
        expect(res.body.data.runs).to.deep.equal(['2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z']);
      });

      it('answers 200 for cron nicknames such as @daily, @weekly and @midnight', async () => {
        const cases = {
          '@daily': ['2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
          '@hourly': ['2026-01-01T01:00:00.000Z', '2026-01-01T02:00:00.000Z'],
          '@weekly': ['2026-01-04T00:00:00.000Z', '2026-01-11T00:00:00.000Z'],
          '@monthly': ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
          '@yearly': ['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z'],
          '@annually': ['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z'],
          '@midnight': ['2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
        };
        for (const [cron, runs] of Object.entries(cases)) {
          const res = await preview({ cron, count: 2, from: '2026-01-01T00:00:00Z' });
          expect(res.status, cron).to.equal(200);
          expect(res.body.data, cron).to.deep.equal({ cron, timezone: 'UTC', from: '2026-01-01T00:00:00.000Z', runs });
        }
      });

      it('defaults to 5 runs in UTC from now', async () => {
        const res = await preview({ cron: '*/15 * * * *' });
        expect(res.body.data.timezone).to.equal('UTC');
        expect(res.body.data.runs).to.have.length(5);
        expect(Date.parse(res.body.data.from)).to.be.closeTo(Date.now(), 60_000);
        for (const run of res.body.data.runs) expect(run).to.match(/^\d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00\.000Z$/);
      });

      for (const [body, path, reason] of [
        [{ cron: '60 * * * *' }, 'cron', 'minute value 60 is out of range 0-59'],
        [{ cron: '0 6 * *' }, 'cron', 'expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first; got 4'],
        [{ cron: '0 6 * * *', timezone: 'Mars/Olympus' }, 'timezone', "'Mars/Olympus' is not a known IANA time zone"],
        [{ cron: '0 6 * * *', from: '2026-02-30T00:00:00Z' }, 'from', 'must match format "date-time"'],
        [{ cron: '0 6 * * *', from: '2026-03-01T00:00:00' }, 'from', 'must match format "date-time"'],
        [{ cron: '0 6 * * *', count: 101 }, 'count', 'must be <= 100'],
        [{ cron: '0 6 * * *', count: 0 }, 'count', 'must be >= 1'],
        [{ cron: '' }, 'cron', 'must NOT have fewer than 1 characters'],
      ] as const) {
        it(`refuses ${JSON.stringify(body)} naming ${path} and why`, async () => {
          const res = await preview(body);
          expect(res.status).to.equal(400);
          expect(res.body.error.code).to.equal('VALIDATION_FAILED');
          expect(res.body.error.details).to.deep.equal([{ location: 'body', path, message: reason }]);
        });
      }
    });

    describe('request errors in the envelope', () => {
      it('405 with Allow, 406, 415, malformed JSON and unknown parameters', async () => {
        const wrongMethod = await area.checked(area.http.delete(`${API}/health`));
        expect(wrongMethod.status).to.equal(405);
        expect(wrongMethod.headers.allow).to.equal('GET, HEAD');
        expect(wrongMethod.body).to.deep.include({ success: false, warnings: [] });
        const xml = await area.checked(area.http.get(`${API}/features`).set('Accept', 'application/xml'));
        expect(xml.status).to.equal(406);
        const form = await area.checked(area.http.post(`${API}/scheduler/preview`).type('form').send('cron=0'));
        expect(form.status).to.equal(415);
        const broken = await area.checked(area.http.post(`${API}/scheduler/preview`).type('json').send('{"cron": '));
        expect(broken.status).to.equal(400);
        expect(broken.body.error.code).to.equal('MALFORMED_JSON');
        const extra = await get('/sources?tenantId=acme&page=2');
        expect(extra.status).to.equal(400);
        expect(extra.body.error.details).to.deep.equal([{ location: 'query', path: 'page', message: 'is not a known parameter' }]);
      });

      it('413 past the 16 MiB body limit', async () => {
        const res = await area.checked(area.http.post(`${API}/quality/dedupe`).type('json').send(`{"tenantId":"acme","title":"","body":"${'x'.repeat(16 * 1024 * 1024)}","existingBodies":[]}`));
        expect(res.status).to.equal(413);
        expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
      });
    });
  });
}

describe('crawl platform (area B) with its store down', () => {
  let area: TestArea<CrawlerServices>;
  let store: Store;

  before(async () => {
    // Nothing listens on port 1; the user and password must never reach a response.
    store = unreachableStore('postgres://svc_crawler:s3cret-pw@127.0.0.1:1/crawler?password=q-s3cret&sslmode=disable');
    area = await buildTestArea(crawlerArea, { store });
  });
  after(async () => {
    await area.close();
    await store.close();
  });

  it('answers 503 STORE_UNAVAILABLE on store-backed operations', async () => {
    for (const request of [
      area.http.get(`${API}/sources?tenantId=acme`),
      area.http.get(`${API}/jobs?tenantId=acme`),
      area.http.get(`${API}/runs/latest?tenantId=acme`),
      area.http.post(`${API}/crawl/simulate`).send({ tenantId: 'acme', jobId: 'acme-news-daily', maxRecords: 10 }),
      area.http.post(`${API}/quality/dedupe`).send({ tenantId: 'acme', title: '', body: 'b', existingBodies: [] }),
    ]) {
      const res = await area.checked(request);
      expect(res.status).to.equal(503);
      expect(res.body.error).to.deep.equal({ code: 'STORE_UNAVAILABLE', message: 'The data store is unavailable; retry later.' });
      expect(JSON.stringify(res.body)).to.not.match(/s3cret|svc_crawler|ECONNREFUSED/);
    }
  });

  it('reports health as degraded, with host and database but never the user or password', async () => {
    const res = await area.checked(area.http.get(`${API}/health`));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.include({ status: 'degraded', storeMode: 'postgres', indexPrefix: 'crawl_' });
    expect(res.body.data.storage).to.deep.equal({ engine: 'postgres', host: '127.0.0.1:1', database: 'crawler', reachable: false });
    expect(res.text).to.not.include('s3cret');
    expect(res.text).to.not.include('svc_crawler');
  });

  it('still answers the operations that need no store', async () => {
    const res = await area.checked(area.http.post(`${API}/scheduler/preview`).send({ cron: '0 6 * * *', count: 1, from: '2026-01-01T00:00:00Z' }));
    expect(res.body.data.runs).to.deep.equal(['2026-01-01T06:00:00.000Z']);
  });
});
