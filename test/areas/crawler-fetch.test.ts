/**
 * The crawl platform's outbound fetches end to end: robots checks and parser-rule
 * suggestions against real local servers (port 0), allowed only with
 * FETCH_ALLOW_PRIVATE_NETWORKS=true and refused with FETCH_BLOCKED without it.
 */
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { Redis } from 'ioredis';
import pino from 'pino';
import { crawlerArea } from '../../src/areas/crawler.js';
import type { CrawlerServices } from '../../src/services/crawler/index.js';
import { ROBOTS_CACHE_TTL_SECONDS } from '../../src/services/crawler/robots/robots-check.js';
import type { Store } from '../../src/store/database.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { listenOnPort0 } from '../support/listen.js';
import { openTestStore } from '../support/store.js';
import { redisUrlOrSkip } from '../support/requirements.js';

const API = '/api/public/v1';

interface Site {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** A local site answering every path with `route`; remembers the paths asked for. */
async function startSite(route: (path: string, res: http.ServerResponse) => void): Promise<Site> {
  const hits: string[] = [];
  const site = await listenOnPort0((req, res) => {
    hits.push(req.url ?? '');
    route(req.url ?? '', res);
  });
  return { origin: site.url, hits, close: site.close };
}

const ROBOTS = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: TestBot', 'Allow: /private/public', 'Disallow: /'].join('\n');

const SHOP = `<html><head><title>Shop</title></head><body><h1>Shop</h1><ul class="products">
<li class="product"><h2 class="name">Red kettle</h2><span class="price">19.99</span><a href="/p/1">View</a></li>
<li class="product"><h2 class="name">Blue mug</h2><span class="price">7.50</span><a href="/p/2">View</a></li>
<li class="product"><h2 class="name">Green teapot</h2><span class="price">24.00</span><a href="/p/3">View</a></li>
</ul></body></html>`;

describe('crawl platform (area B): guarded fetching', () => {
  let store: Store;
  let open: TestArea<CrawlerServices>;
  let guarded: TestArea<CrawlerServices>;
  let sites: Record<'rules' | 'missing' | 'down' | 'shop', Site>;

  before(async () => {
    store = await openTestStore('sqlite');
    open = await buildTestArea(crawlerArea, { store, env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true' } });
    guarded = await buildTestArea(crawlerArea, { store });
    sites = {
      rules: await startSite((path, res) => {
        if (path === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end(ROBOTS);
        else res.writeHead(200).end('page');
      }),
      missing: await startSite((_path, res) => res.writeHead(404).end('not here')),
      down: await startSite((_path, res) => res.writeHead(503).end('maintenance')),
      shop: await startSite((path, res) => {
        if (path === '/products') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP);
        else if (path === '/latin1') res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('<ul><li>Café crème</li><li>Thé glacé</li></ul>', 'latin1'));
        else res.writeHead(404).end();
      }),
    };
  });
  after(async () => {
    await Promise.all(Object.values(sites).map((site) => site.close()));
    await open.close();
    await guarded.close();
    await store.close();
  });

  describe('robots check', () => {
    const check = (area: TestArea<CrawlerServices>, body: unknown) => area.checked(area.http.post(`${API}/compliance/robots-check`).send(body as object));

    it('applies the fetched rules of the matching group and names the deciding line', async () => {
      const before = sites.rules.hits.length;
      const denied = await check(open, { url: `${sites.rules.origin}/private/report`, userAgent: 'TestBot/1.0' });
      expect(denied.status).to.equal(200);
      expect(denied.body.data).to.deep.include({
        allowed: false,
        url: `${sites.rules.origin}/private/report`,
        userAgent: 'TestBot/1.0',
        robotsTxtUrl: `${sites.rules.origin}/robots.txt`,
        source: 'fetched',
        matchedRule: { directive: 'disallow', pattern: '/', line: 6 },
        group: 'testbot',
        cached: false,
      });
      expect(Date.parse(denied.body.data.fetchedAt)).to.be.closeTo(Date.now(), 60_000);

      const allowed = await check(open, { url: `${sites.rules.origin}/private/public/page`, userAgent: 'TestBot/1.0' });
      expect(allowed.body.data).to.deep.include({ allowed: true, source: 'fetched', matchedRule: { directive: 'allow', pattern: '/private/public', line: 5 }, cached: true });
      expect(allowed.body.data.fetchedAt).to.equal(denied.body.data.fetchedAt);

      const other = await check(open, { url: `${sites.rules.origin}/private/x`, userAgent: 'OtherBot' });
      expect(other.body.data).to.deep.include({ allowed: false, group: '*', matchedRule: { directive: 'disallow', pattern: '/private/', line: 2 } });
      // One fetch of robots.txt served all three checks.
      expect(sites.rules.hits.slice(before)).to.deep.equal(['/robots.txt']);
    });

    it('treats a 4xx robots.txt as unavailable: everything allowed', async () => {
      const res = await check(open, { url: `${sites.missing.origin}/anything`, userAgent: 'TestBot/1.0' });
      expect(res.body.data).to.deep.include({ allowed: true, source: 'unavailable', matchedRule: null, group: null });
    });

    it('treats a 5xx robots.txt as unreachable: everything disallowed', async () => {
      const res = await check(open, { url: `${sites.down.origin}/anything`, userAgent: 'TestBot/1.0' });
      expect(res.body.data).to.deep.include({ allowed: false, source: 'unreachable', matchedRule: null });
    });

    it('judges an inline robots.txt without fetching', async () => {
      const before = sites.missing.hits.length;
      const res = await check(guarded, { url: `${sites.missing.origin}/private/a`, userAgent: 'AcmeBot/2.1', robotsTxt: 'User-agent: *\nDisallow: /private/\n' });
      expect(res.body.data).to.deep.equal({
        allowed: false,
        url: `${sites.missing.origin}/private/a`,
        userAgent: 'AcmeBot/2.1',
        robotsTxtUrl: `${sites.missing.origin}/robots.txt`,
        source: 'inline',
        matchedRule: { directive: 'disallow', pattern: '/private/', line: 2 },
        group: '*',
      });
      expect(sites.missing.hits.length).to.equal(before);
    });

    it('refuses a loopback address with FETCH_BLOCKED unless private networks are allowed', async () => {
      const before = sites.rules.hits.length;
      const res = await check(guarded, { url: `${sites.rules.origin}/private/report`, userAgent: 'TestBot/1.0' });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('FETCH_BLOCKED');
      expect(res.body.error.details).to.deep.include({ reason: 'address', range: 'loopback' });
      expect(res.body.warnings).to.deep.equal([]);
      expect(sites.rules.hits.length).to.equal(before);
    });

    it('does not tell the client which range a host name resolved to, but logs it for the operator', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      const logged = await buildTestArea(crawlerArea, { store, logger });
      try {
        const port = new URL(sites.rules.origin).port;
        const res = await check(logged, { url: `http://localhost:${port}/private/report`, userAgent: 'TestBot/1.0' });
        expect(res.status).to.equal(400);
        expect(res.body.error).to.deep.equal({
          code: 'FETCH_BLOCKED',
          message: `Fetching http://localhost:${port}/robots.txt is blocked: localhost resolves to an address that may not be fetched.`,
          details: { reason: 'address', host: 'localhost' },
        });
        expect(res.text).to.not.match(/loopback|range|127\.0\.0\.1|::1/);
        const entry = lines.find((line) => line.msg === 'outbound fetch refused by the address rule');
        expect(entry?.fetchBlocked).to.deep.include({ host: 'localhost', range: 'loopback', literal: false });
      } finally {
        await logged.close();
      }
    });

    for (const [body, path] of [
      [{ url: 'ftp://example.com/file', userAgent: 'TestBot' }, 'url'],
      [{ url: 'not a url', userAgent: 'TestBot' }, 'url'],
      [{ url: 'https://example.com/', userAgent: '' }, 'userAgent'],
      [{ url: 'https://example.com/', userAgent: '  /1.0' }, 'userAgent'],
      [{ userAgent: 'TestBot' }, 'url'],
    ] as const) {
      it(`refuses ${JSON.stringify(body)} naming ${path}`, async () => {
        const res = await check(guarded, body);
        expect(res.status).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal([path]);
      });
    }
  });

  describe('parser-rule suggestion', () => {
    const suggest = (area: TestArea<CrawlerServices>, body: unknown) => area.checked(area.http.post(`${API}/parser-rule/suggest`).send(body as object));
    const names = { name: 'name', css: 'li.product > h2.name', matchCount: 3, samples: ['Red kettle', 'Blue mug', 'Green teapot'] };
    const prices = { name: 'price', css: 'li.product > span.price', matchCount: 3, samples: ['19.99', '7.50', '24.00'] };

    it('suggests CSS and XPath rules for inline HTML', async () => {
      const res = await suggest(guarded, { html: SHOP, sampleValues: ['Red kettle', '19.99'] });
      expect(res.status).to.equal(200);
      expect(res.body.data.source).to.equal('html');
      expect(res.body.data.rules).to.have.length(2);
      expect(res.body.data.rules[0]).to.deep.include(names);
      expect(res.body.data.rules[1]).to.deep.include(prices);
      expect(res.body.data.rules[0].xpath).to.match(/^\/\/li\[.*product.*\]\/h2\[.*name.*\]$/);
      expect(res.body.data.recordSelector).to.deep.include({ css: 'li.product', matchCount: 3 });
      expect(res.body.warnings).to.deep.equal([]);
    });

    it('fetches a URL through the guarded fetcher and gives the same rules', async () => {
      const res = await suggest(open, { url: `${sites.shop.origin}/products`, sampleValues: ['Red kettle', '19.99'] });
      expect(res.status).to.equal(200);
      expect(res.body.data.source).to.equal('url');
      const inline = await suggest(open, { html: SHOP, sampleValues: ['Red kettle', '19.99'] });
      expect(res.body.data.rules).to.deep.equal(inline.body.data.rules);
    });

    it('decodes a page in the charset its Content-Type names', async () => {
      const res = await suggest(open, { url: `${sites.shop.origin}/latin1` });
      expect(res.status).to.equal(200);
      expect(res.body.data.rules.flatMap((rule: { samples: string[] }) => rule.samples)).to.include.members(['Café crème', 'Thé glacé']);
    });

    it('puts the suggester warnings in the envelope', async () => {
      const res = await suggest(guarded, { html: '<html><body><article><h1 class="title">Quarterly results</h1></article></body></html>', sampleValues: ['Quarterly results'] });
      expect(res.body.data.rules[0]).to.deep.include({ name: 'title', css: 'h1.title', matchCount: 1, samples: ['Quarterly results'] });
      expect(res.body.data.recordSelector).to.equal(null);
      expect(res.body.warnings).to.deep.equal(['no repeating structure was found around the sample values; each rule selects the one element found']);
    });

    it('refuses a loopback URL with FETCH_BLOCKED unless private networks are allowed', async () => {
      const res = await suggest(guarded, { url: `${sites.shop.origin}/products` });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('FETCH_BLOCKED');
    });

    it('answers 502 FETCH_FAILED when the page answers an error status or cannot be reached', async () => {
      const missing = await suggest(open, { url: `${sites.shop.origin}/nothing` });
      expect(missing.status).to.equal(502);
      expect(missing.body.error).to.deep.include({ code: 'FETCH_FAILED', details: { reason: 'http_status', status: 404 } });
      const closed = await startSite(() => undefined);
      await closed.close();
      const refused = await suggest(open, { url: `${closed.origin}/products` });
      expect(refused.status).to.equal(502);
      expect(refused.body.error.code).to.equal('FETCH_FAILED');
      expect(refused.body.error.details.reason).to.equal('network');
    });

    for (const [body, path] of [
      [{ html: SHOP, url: 'https://shop.example/' }, 'url'],
      [{ sampleValues: ['x'] }, 'html'],
      [{ html: '' }, 'html'],
      [{ html: SHOP, sampleValues: new Array(21).fill('x') }, 'sampleValues'],
      [{ html: SHOP, sampleValues: ['ok', '   '] }, 'sampleValues.1'],
    ] as const) {
      it(`refuses ${JSON.stringify(body).slice(0, 60)} naming ${path}`, async () => {
        const res = await suggest(guarded, body);
        expect(res.status).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal([path]);
      });
    }
  });

  it('keeps checking robots.txt when Redis is down, only without the cache', async () => {
    // No offline queue and nothing listening: every cache command fails at once.
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on('error', () => undefined);
    const area = await buildTestArea(crawlerArea, { store, env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'true' }, redis: down });
    try {
      const body = { url: `${sites.rules.origin}/private/x`, userAgent: 'OtherBot' };
      const before = sites.rules.hits.length;
      for (const attempt of [1, 2]) {
        const res = await area.checked(area.http.post(`${API}/compliance/robots-check`).send(body));
        expect(res.status, `attempt ${attempt}`).to.equal(200);
        expect(res.body.data).to.include({ allowed: false, source: 'fetched', cached: false });
      }
      expect(sites.rules.hits.length - before).to.equal(2);
    } finally {
      await area.close();
      down.disconnect();
    }
  });

  describe('robots cache in Redis', function () {
    let redis: Redis;
    let prefix: string;
    let areas: TestArea<CrawlerServices>[] = [];

    before(function () {
      const redisUrl = redisUrlOrSkip(this); // skipped without Redis on a developer machine, failed under CI=true
      redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      prefix = `crawltest_${randomBytes(4).toString('hex')}_`;
    });
    after(async () => {
      for (const area of areas) await area.close();
      if (!redis) return;
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('keeps outcomes under the index prefix for at most 24 h, shared by every instance', async () => {
      const env = { FETCH_ALLOW_PRIVATE_NETWORKS: 'true', CRAWLER_INDEX_PREFIX: prefix };
      areas = [await buildTestArea(crawlerArea, { store, env, redis }), await buildTestArea(crawlerArea, { store, env, redis })];
      const health = await areas[0].checked(areas[0].http.get(`${API}/health`));
      expect(health.body.data).to.include({ robotsCache: 'redis', indexPrefix: prefix });

      const body = { url: `${sites.missing.origin}/page`, userAgent: 'TestBot/1.0' };
      const first = await areas[0].checked(areas[0].http.post(`${API}/compliance/robots-check`).send(body));
      expect(first.body.data).to.include({ source: 'unavailable', cached: false });
      const key = `${prefix}robots:${sites.missing.origin}`;
      expect(await redis.exists(key)).to.equal(1);
      const ttl = await redis.ttl(key);
      expect(ttl).to.be.within(ROBOTS_CACHE_TTL_SECONDS - 60, ROBOTS_CACHE_TTL_SECONDS);

      const hits = sites.missing.hits.length;
      const second = await areas[1].checked(areas[1].http.post(`${API}/compliance/robots-check`).send(body));
      expect(second.body.data).to.include({ source: 'unavailable', cached: true, fetchedAt: first.body.data.fetchedAt });
      expect(sites.missing.hits.length).to.equal(hits);
    });
  });
});
