import type http from 'node:http';
import { expect } from 'chai';
import { ApiError } from '../../../src/errors.js';
import { createMemoryCache, type TtlCache } from '../../../src/adapters/cache/ttl-cache.js';
import { createGuardedFetcher, type GuardedFetcher } from '../../../src/adapters/http/guarded-fetch.js';
import { MAX_ROBOTS_BYTES } from '../../../src/services/crawler/robots/parse-robots.js';
import { createRobotsChecker, ROBOTS_CACHE_TTL_SECONDS, ROBOTS_UNREACHABLE_TTL_SECONDS } from '../../../src/services/crawler/robots/robots-check.js';
import { listenOnPort0 } from '../../support/listen.js';

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface RobotsServer {
  origin: string;
  hits: () => number;
  close: () => Promise<void>;
}

/** A local site whose /robots.txt answers with `route`; counts robots.txt requests. */
async function startSite(route: Route): Promise<RobotsServer> {
  let hits = 0;
  const site = await listenOnPort0((req, res) => {
    if (req.url === '/robots.txt') hits++;
    route(req, res);
  });
  return { origin: site.url, hits: () => hits, close: site.close };
}

const text = (body: string, status = 200): Route => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end(body);
};

/** Records every ttl the checker asks for. */
function spyCache(inner: TtlCache = createMemoryCache()) {
  const ttls: Array<[string, number]> = [];
  const cache: TtlCache = {
    get: (key) => inner.get(key),
    set: async (key, value, ttl) => {
      ttls.push([key, ttl]);
      await inner.set(key, value, ttl);
    },
  };
  return { cache, ttls };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the check to fail');
}

const fixedNow = () => new Date('2025-01-02T03:04:05.000Z');

describe('robots check', () => {
  const sites: RobotsServer[] = [];
  let fetcher: GuardedFetcher;
  const site = async (route: Route) => {
    const s = await startSite(route);
    sites.push(s);
    return s;
  };

  beforeEach(() => {
    fetcher = createGuardedFetcher({ allowPrivateNetworks: true, timeoutMs: 10_000 }); // room for a loaded machine
  });
  afterEach(async () => {
    await fetcher.close();
    await Promise.all(sites.splice(0).map((s) => s.close()));
  });

  it('fetches, parses and then answers from the cache', async () => {
    const s = await site(text('User-agent: *\nDisallow: /private/\n\nUser-agent: FooBot\nDisallow: /\nAllow: /open\n'));
    const { cache, ttls } = spyCache();
    const checker = createRobotsChecker({ fetcher, cache, now: fixedNow });

    const first = await checker.check({ url: `${s.origin}/private/page`, userAgent: 'OtherBot/1.0' });
    expect(first).to.deep.equal({
      allowed: false,
      url: `${s.origin}/private/page`,
      userAgent: 'OtherBot/1.0',
      robotsTxtUrl: `${s.origin}/robots.txt`,
      source: 'fetched',
      matchedRule: { directive: 'disallow', pattern: '/private/', line: 2 },
      group: '*',
      fetchedAt: '2025-01-02T03:04:05.000Z',
      cached: false,
    });

    const second = await checker.check({ url: `${s.origin}/open/x`, userAgent: 'FooBot/2.1' });
    expect(second).to.deep.include({
      allowed: true,
      source: 'fetched',
      matchedRule: { directive: 'allow', pattern: '/open', line: 6 },
      group: 'foobot',
      fetchedAt: '2025-01-02T03:04:05.000Z',
      cached: true,
    });
    expect(s.hits()).to.equal(1);
    expect(ttls).to.deep.equal([[`robots:${s.origin}`, ROBOTS_CACHE_TTL_SECONDS]]);
    expect(ROBOTS_CACHE_TTL_SECONDS).to.equal(24 * 60 * 60);
  });

  it('treats 404 as unavailable: everything allowed, cached for 24 h', async () => {
    const s = await site(text('no robots here', 404));
    const { cache, ttls } = spyCache();
    const checker = createRobotsChecker({ fetcher, cache, now: fixedNow });

    const first = await checker.check({ url: `${s.origin}/anything`, userAgent: 'FooBot' });
    expect(first).to.deep.equal({
      allowed: true,
      url: `${s.origin}/anything`,
      userAgent: 'FooBot',
      robotsTxtUrl: `${s.origin}/robots.txt`,
      source: 'unavailable',
      matchedRule: null,
      group: null,
      fetchedAt: '2025-01-02T03:04:05.000Z',
      cached: false,
    });
    const second = await checker.check({ url: `${s.origin}/else`, userAgent: 'FooBot' });
    expect(second).to.deep.include({ allowed: true, source: 'unavailable', cached: true });
    expect(s.hits()).to.equal(1);
    expect(ttls.map(([, ttl]) => ttl)).to.deep.equal([ROBOTS_CACHE_TTL_SECONDS]);
  });

  it('treats 503 as unreachable: everything disallowed, cached for 5 min only', async () => {
    const s = await site(text('maintenance', 503));
    const { cache, ttls } = spyCache();
    const checker = createRobotsChecker({ fetcher, cache, now: fixedNow });

    const first = await checker.check({ url: `${s.origin}/page`, userAgent: 'FooBot' });
    expect(first).to.deep.include({ allowed: false, source: 'unreachable', matchedRule: null, group: null, cached: false });
    const second = await checker.check({ url: `${s.origin}/page`, userAgent: 'FooBot' });
    expect(second).to.deep.include({ allowed: false, source: 'unreachable', cached: true });
    expect(s.hits()).to.equal(1);
    expect(ttls.map(([, ttl]) => ttl)).to.deep.equal([ROBOTS_UNREACHABLE_TTL_SECONDS]);
    expect(ROBOTS_UNREACHABLE_TTL_SECONDS).to.equal(300);
  });

  it('treats a timeout as unreachable', async () => {
    const s = await site(() => undefined);
    const impatient = createGuardedFetcher({ allowPrivateNetworks: true, timeoutMs: 200 });
    try {
      const checker = createRobotsChecker({ fetcher: impatient, cache: createMemoryCache() });
      const result = await checker.check({ url: `${s.origin}/page`, userAgent: 'FooBot' });
      expect(result).to.deep.include({ allowed: false, source: 'unreachable' });
    } finally {
      await impatient.close();
    }
  });

  it('treats a refused connection as unreachable', async () => {
    const s = await startSite(text(''));
    await s.close();
    const checker = createRobotsChecker({ fetcher, cache: createMemoryCache() });
    const result = await checker.check({ url: `${s.origin}/page`, userAgent: 'FooBot' });
    expect(result).to.deep.include({ allowed: false, source: 'unreachable' });
  });

  it('follows redirects to the robots.txt', async () => {
    const s = await site((req, res) => {
      if (req.url === '/robots.txt') {
        res.writeHead(301, { location: '/real-robots.txt' });
        return void res.end();
      }
      text('User-agent: *\nDisallow: /x\n')(req, res);
    });
    const checker = createRobotsChecker({ fetcher, cache: createMemoryCache() });
    const result = await checker.check({ url: `${s.origin}/x`, userAgent: 'FooBot' });
    expect(result).to.deep.include({ allowed: false, source: 'fetched' });
  });

  it('treats more than five redirects as unavailable', async () => {
    const s = await site((req, res) => {
      const n = req.url === '/robots.txt' ? 0 : Number(req.url?.slice(3));
      res.writeHead(302, { location: `/r/${n + 1}` });
      res.end();
    });
    const checker = createRobotsChecker({ fetcher, cache: createMemoryCache() });
    const result = await checker.check({ url: `${s.origin}/x`, userAgent: 'FooBot' });
    expect(result).to.deep.include({ allowed: true, source: 'unavailable' });
  });

  it('parses only the first 500 KiB of a large robots.txt', async () => {
    const head = 'User-agent: *\nDisallow: /early\n';
    const body = head + '#'.repeat(MAX_ROBOTS_BYTES) + '\nDisallow: /late\n';
    const s = await site(text(body));
    const checker = createRobotsChecker({ fetcher, cache: createMemoryCache() });
    expect(await checker.check({ url: `${s.origin}/early`, userAgent: 'FooBot' })).to.deep.include({ allowed: false });
    expect(await checker.check({ url: `${s.origin}/late`, userAgent: 'FooBot' })).to.deep.include({
      allowed: true,
      cached: true,
    });
  });

  it('shares one fetch between concurrent checks of an origin', async () => {
    const s = await site(text('User-agent: *\nDisallow: /\n'));
    const checker = createRobotsChecker({ fetcher, cache: createMemoryCache() });
    const results = await Promise.all(
      [1, 2, 3].map((i) => checker.check({ url: `${s.origin}/${i}`, userAgent: 'FooBot' })),
    );
    expect(results.map((r) => r.allowed)).to.deep.equal([false, false, false]);
    expect(s.hits()).to.equal(1);
  });

  it('keeps working when the cache fails', async () => {
    const s = await site(text('User-agent: *\nDisallow: /\n'));
    const broken: TtlCache = {
      get: () => Promise.reject(new Error('cache down')),
      set: () => Promise.reject(new Error('cache down')),
    };
    const warnings: string[] = [];
    const checker = createRobotsChecker({ fetcher, cache: broken, logger: { warn: (_o, msg) => warnings.push(msg) } });
    const result = await checker.check({ url: `${s.origin}/a`, userAgent: 'FooBot' });
    expect(result).to.deep.include({ allowed: false, source: 'fetched', cached: false });
    expect(warnings).to.deep.equal(['robots cache read failed', 'robots cache write failed']);
  });

  it('lets FETCH_BLOCKED through and caches nothing', async () => {
    const s = await site(text('User-agent: *\nDisallow: /\n'));
    const strict = createGuardedFetcher({ allowPrivateNetworks: false });
    const { cache, ttls } = spyCache();
    try {
      const checker = createRobotsChecker({ fetcher: strict, cache });
      const err = await rejection(checker.check({ url: `${s.origin}/a`, userAgent: 'FooBot' }));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(ttls).to.deep.equal([]);
      expect(s.hits()).to.equal(0);
    } finally {
      await strict.close();
    }
  });

  describe('inline robots.txt', () => {
    const noFetch = {
      fetch: () => Promise.reject(new Error('must not fetch')),
    };

    it('judges the given text without fetching', async () => {
      const checker = createRobotsChecker({ fetcher: noFetch, cache: createMemoryCache() });
      const result = await checker.check({
        url: 'https://example.com/shop/cart?id=1',
        userAgent: 'FooBot/2.1',
        robotsTxt: 'User-agent: foobot\nDisallow: /shop/cart\nSitemap: https://example.com/s.xml\nAllow: /shop/\n',
      });
      expect(result).to.deep.equal({
        allowed: false,
        url: 'https://example.com/shop/cart?id=1',
        userAgent: 'FooBot/2.1',
        robotsTxtUrl: 'https://example.com/robots.txt',
        source: 'inline',
        matchedRule: { directive: 'disallow', pattern: '/shop/cart', line: 2 },
        group: 'foobot',
      });
    });

    it('treats empty text as no rules', async () => {
      const checker = createRobotsChecker({ fetcher: noFetch, cache: createMemoryCache() });
      const result = await checker.check({ url: 'https://example.com:8443/a', userAgent: 'FooBot', robotsTxt: '' });
      expect(result).to.deep.include({
        allowed: true,
        source: 'inline',
        matchedRule: null,
        group: null,
        robotsTxtUrl: 'https://example.com:8443/robots.txt',
      });
    });
  });

  describe('input validation', () => {
    const checker = () => createRobotsChecker({ fetcher: { fetch: () => Promise.reject(new Error('no')) }, cache: createMemoryCache() });

    for (const url of ['/relative/path', 'example.com/page', 'ftp://example.com/file', 'javascript:alert(1)', '']) {
      it(`refuses url ${JSON.stringify(url)}`, async () => {
        const err = await rejection(checker().check({ url, userAgent: 'FooBot' }));
        expect(err.code).to.equal('VALIDATION_FAILED');
        expect(err.status).to.equal(400);
        expect(err.message).to.equal('url must be an absolute http or https URL.');
        expect(err.details).to.deep.equal([{ location: 'body', path: 'url', message: 'must be an absolute http or https URL' }]);
      });
    }

    for (const userAgent of ['', '   ', '/1.0']) {
      it(`refuses userAgent ${JSON.stringify(userAgent)}`, async () => {
        const err = await rejection(checker().check({ url: 'https://example.com/', userAgent }));
        expect(err.code).to.equal('VALIDATION_FAILED');
        expect((err.details as Array<{ path: string }>)[0].path).to.equal('userAgent');
      });
    }
  });
});
