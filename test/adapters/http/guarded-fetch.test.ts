import http from 'node:http';
import { expect } from 'chai';
import { ApiError } from '../../../src/errors.js';
import { listenOnPort0 } from '../../support/listen.js';
import { classifyAddress, type AddressPolicy } from '../../../src/adapters/http/address-policy.js';
import { createGuardedFetcher, DEFAULT_USER_AGENT, type GuardedFetcher, type Resolver } from '../../../src/adapters/http/guarded-fetch.js';

interface TestServer {
  origin: string;
  port: number;
  hits: Map<string, number>;
  connections: () => number;
  close: () => Promise<void>;
}

/** A local server whose routes cover every outcome the fetcher distinguishes. */
async function startServer(): Promise<TestServer> {
  const hits = new Map<string, number>();
  let connections = 0;
  let port = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      if (left === 0) return void res.end('landed');
      res.writeHead(302, { location: `/redirect/${left - 1}` });
      return void res.end();
    }
    switch (path) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'text/plain', 'x-multi': ['a', 'b'] });
        return void res.end('hello');
      case '/missing':
        res.writeHead(404);
        return void res.end('not here');
      case '/down':
        res.writeHead(503);
        return void res.end('down');
      case '/relative':
        res.writeHead(301, { location: 'ok#fragment' });
        return void res.end();
      case '/to-loopback':
        res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` });
        return void res.end();
      case '/to-internal-name':
        res.writeHead(307, { location: `http://internal.test:${port}/ok` });
        return void res.end();
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return void res.end();
      case '/echo-ua':
        return void res.end(req.headers['user-agent'] ?? '');
      case '/slow':
        return; // never answers
      case '/slow-body':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first part');
        return; // never finishes
      case '/big':
        // Chunked, no content-length: only counting while reading can catch it.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        for (let i = 0; i < 100; i++) res.write(Buffer.alloc(1024, 'a'));
        return void res.end();
      case '/big-declared':
        res.writeHead(200, { 'content-length': String(100 * 1024) });
        return void res.end(Buffer.alloc(100 * 1024, 'b'));
      default:
        res.writeHead(404);
        return void res.end();
    }
  });
  server.on('connection', () => connections++);
  const listening = await listenOnPort0(server);
  port = listening.port;
  return { origin: listening.url, port, hits, connections: () => connections, close: listening.close };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the fetch to fail');
}

describe('guarded fetch', () => {
  let server: TestServer;
  const fetchers: GuardedFetcher[] = [];
  const make = (options: Parameters<typeof createGuardedFetcher>[0]) => {
    const fetcher = createGuardedFetcher(options);
    fetchers.push(fetcher);
    return fetcher;
  };

  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await Promise.all(fetchers.splice(0).map((f) => f.close()));
    await server.close();
  });

  describe('with private networks allowed', () => {
    let fetcher: GuardedFetcher;
    beforeEach(() => {
      // Room for a loaded machine's round trips; the timeout tests below have their own fetcher.
      fetcher = make({ allowPrivateNetworks: true, timeoutMs: 10_000, maxBytes: 4096 });
    });

    it('returns a 200 with body, flattened headers and no redirects', async () => {
      const res = await fetcher.fetch(`${server.origin}/ok`);
      expect(res.status).to.equal(200);
      expect(res.url).to.equal(`${server.origin}/ok`);
      expect(res.body.toString()).to.equal('hello');
      expect(res.headers['content-type']).to.equal('text/plain');
      expect(res.headers['x-multi']).to.equal('a, b');
      expect(res.redirects).to.equal(0);
      expect(res.truncated).to.equal(false);
    });

    it('returns 404 and 503 as responses, not errors', async () => {
      const missing = await fetcher.fetch(`${server.origin}/missing`);
      expect([missing.status, missing.body.toString()]).to.deep.equal([404, 'not here']);
      const down = await fetcher.fetch(`${server.origin}/down`);
      expect([down.status, down.body.toString()]).to.deep.equal([503, 'down']);
    });

    it('sends the platform user-agent by default', async () => {
      const res = await fetcher.fetch(`${server.origin}/echo-ua`);
      expect(res.body.toString()).to.equal(DEFAULT_USER_AGENT);
      expect(DEFAULT_USER_AGENT).to.equal('CrawlPlatformBot/1.0 (+robots-check)');
    });

    it('follows up to five redirects and reports the final URL', async () => {
      const res = await fetcher.fetch(`${server.origin}/redirect/5`);
      expect(res.status).to.equal(200);
      expect(res.body.toString()).to.equal('landed');
      expect(res.url).to.equal(`${server.origin}/redirect/0`);
      expect(res.redirects).to.equal(5);
    });

    it('resolves a relative Location and drops the fragment', async () => {
      const res = await fetcher.fetch(`${server.origin}/relative`);
      expect(res.url).to.equal(`${server.origin}/ok`);
      expect(res.redirects).to.equal(1);
    });

    it('fails with too_many_redirects past the limit', async () => {
      const err = await rejection(fetcher.fetch(`${server.origin}/redirect/6`));
      expect(err.code).to.equal('FETCH_FAILED');
      expect(err.status).to.equal(502);
      expect(err.details).to.deep.equal({ reason: 'too_many_redirects' });
      expect(err.message).to.equal(`Fetching ${server.origin}/redirect/6 failed: more than 5 redirects.`);
      expect(server.hits.get('/redirect/0')).to.equal(undefined);
    });

    it('honours a smaller maxRedirects', async () => {
      const strict = make({ allowPrivateNetworks: true, maxRedirects: 1 });
      const err = await rejection(strict.fetch(`${server.origin}/redirect/2`));
      expect(err.details).to.deep.equal({ reason: 'too_many_redirects' });
    });

    it('times out a server that never answers', async () => {
      const impatient = make({ allowPrivateNetworks: true, timeoutMs: 200 });
      // /slow never answers: the timeout is the only way this can end, however slow the machine.
      const err = await rejection(impatient.fetch(`${server.origin}/slow`));
      expect(err.code).to.equal('FETCH_FAILED');
      expect(err.details).to.deep.equal({ reason: 'timeout' });
      expect(err.message).to.equal(`Fetching ${server.origin}/slow failed: no complete answer in time.`);
    });

    it('times out a body that never ends', async () => {
      const impatient = make({ allowPrivateNetworks: true, timeoutMs: 200 });
      const err = await rejection(impatient.fetch(`${server.origin}/slow-body`));
      expect(err.details).to.deep.equal({ reason: 'timeout' });
    });

    it('refuses a body over maxBytes while reading it', async () => {
      const err = await rejection(fetcher.fetch(`${server.origin}/big`));
      expect(err.code).to.equal('FETCH_FAILED');
      expect(err.details).to.deep.equal({ reason: 'too_large' });
      expect(err.message).to.equal(`Fetching ${server.origin}/big failed: the body is larger than 4096 bytes.`);
    });

    it('refuses a declared content-length over maxBytes up front', async () => {
      const err = await rejection(fetcher.fetch(`${server.origin}/big-declared`));
      expect(err.details).to.deep.equal({ reason: 'too_large' });
    });

    it('truncates at the cap when asked to', async () => {
      for (const path of ['/big', '/big-declared']) {
        const res = await fetcher.fetch(`${server.origin}${path}`, { maxBytes: 1000, truncate: true });
        expect(res.body.length, path).to.equal(1000);
        expect(res.truncated, path).to.equal(true);
      }
    });

    it('reports a refused connection as network', async () => {
      const closed = await startServer();
      await closed.close();
      const err = await rejection(fetcher.fetch(`${closed.origin}/ok`));
      expect(err.code).to.equal('FETCH_FAILED');
      expect(err.details).to.deep.equal({ reason: 'network' });
    });

    it('refuses schemes other than http and https', async () => {
      for (const url of ['ftp://example.com/file', 'file:///etc/passwd', 'gopher://127.0.0.1/']) {
        const err = await rejection(fetcher.fetch(url));
        expect(err.code, url).to.equal('FETCH_BLOCKED');
        expect(err.details, url).to.include({ reason: 'scheme' });
      }
      const err = await rejection(fetcher.fetch('ftp://example.com/file'));
      expect(err.message).to.equal('Fetching ftp://example.com/file is blocked: only http and https URLs may be fetched, not ftp.');
    });

    it('refuses a redirect to another scheme', async () => {
      const err = await rejection(fetcher.fetch(`${server.origin}/to-file`));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(err.details).to.deep.equal({ reason: 'scheme', scheme: 'file' });
    });

    it('refuses a string that is not an absolute URL', async () => {
      const err = await rejection(fetcher.fetch('/relative/path'));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(err.details).to.deep.equal({ reason: 'invalid_url' });
    });
  });

  describe('with private networks refused (the default policy)', () => {
    let fetcher: GuardedFetcher;
    beforeEach(() => {
      fetcher = make({ allowPrivateNetworks: false, timeoutMs: 1000 });
    });

    for (const path of ['/ok', '/missing', '/down', '/redirect/5', '/redirect/6', '/slow', '/big']) {
      it(`refuses ${path} on 127.0.0.1 before connecting`, async () => {
        const err = await rejection(fetcher.fetch(`${server.origin}${path}`));
        expect(err.code).to.equal('FETCH_BLOCKED');
        expect(err.status).to.equal(400);
        expect(err.message).to.equal(
          `Fetching ${server.origin}${path} is blocked: 127.0.0.1 is in a refused address range (loopback).`,
        );
        expect(err.details).to.deep.equal({ reason: 'address', host: '127.0.0.1', range: 'loopback' });
        expect(server.connections()).to.equal(0);
      });
    }

    it('refuses a name that resolves to loopback (localhost)', async () => {
      const err = await rejection(fetcher.fetch(`http://localhost:${server.port}/ok`));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(err.message).to.equal(`Fetching http://localhost:${server.port}/ok is blocked: localhost resolves to an address that may not be fetched.`);
      // No range for a name: it would tell a caller where internal names point.
      expect(err.details).to.deep.equal({ reason: 'address', host: 'localhost' });
      expect(server.connections()).to.equal(0);
    });

    it('guards https the same way (the lookup reaches tls.connect)', async () => {
      for (const [url, host] of [['https://localhost:1/', 'localhost'], ['https://127.0.0.1:1/', '127.0.0.1']]) {
        const err = await rejection(fetcher.fetch(url));
        expect(err.code, url).to.equal('FETCH_BLOCKED');
        expect((err.details as { host: string }).host, url).to.equal(host);
      }
    });

    it('refuses IPv6 and IPv4-mapped loopback literals and numeric IPv4 forms', async () => {
      const cases: Array<[string, string]> = [
        [`http://[::1]:${server.port}/ok`, 'loopback'],
        [`http://[::ffff:127.0.0.1]:${server.port}/ok`, 'ipv4Mapped:loopback'],
        [`http://2130706433:${server.port}/ok`, 'loopback'],
        [`http://0x7f.1:${server.port}/ok`, 'loopback'],
        [`http://169.254.169.254/latest/meta-data/`, 'linkLocal'],
        [`http://10.0.0.1:${server.port}/`, 'private'],
        [`http://0.0.0.0:${server.port}/`, 'unspecified'],
      ];
      for (const [url, range] of cases) {
        const err = await rejection(fetcher.fetch(url));
        expect(err.code, url).to.equal('FETCH_BLOCKED');
        expect((err.details as { range: string }).range, url).to.equal(range);
      }
      expect(server.connections()).to.equal(0);
    });
  });

  describe('redirect from an allowed host to an internal one', () => {
    // Test seams: `public.test` resolves to the local server and the policy treats that one
    // name as public; every other address is judged by the production classifier.
    const resolve: Resolver = async (hostname) => {
      if (hostname === 'public.test' || hostname === 'internal.test') return [{ address: '127.0.0.1', family: 4 }];
      if (hostname === 'mixed.test') {
        return [
          { address: '127.0.0.1', family: 4 },
          { address: '10.0.0.7', family: 4 },
        ];
      }
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const seen: Array<[string, string]> = [];
    const policy: AddressPolicy = (address, hostname) => {
      seen.push([address, hostname]);
      if ((hostname === 'public.test' || hostname === 'mixed.test') && address === '127.0.0.1') {
        return { allowed: true, range: 'unicast' };
      }
      return classifyAddress(address);
    };
    let fetcher: GuardedFetcher;
    const blockedLog: unknown[] = [];
    beforeEach(() => {
      seen.length = 0;
      blockedLog.length = 0;
      fetcher = make({ allowPrivateNetworks: false, timeoutMs: 1000, resolve, addressPolicy: policy, onBlocked: (blocked) => blockedLog.push(blocked) });
    });

    it('reaches the allowed host, judging the address it connects to', async () => {
      const res = await fetcher.fetch(`http://public.test:${server.port}/ok`);
      expect(res.body.toString()).to.equal('hello');
      expect(seen).to.deep.equal([['127.0.0.1', 'public.test']]);
    });

    it('refuses the hop to a loopback literal', async () => {
      const err = await rejection(fetcher.fetch(`http://public.test:${server.port}/to-loopback`));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(err.message).to.equal(
        `Fetching http://127.0.0.1:${server.port}/ok is blocked: 127.0.0.1 is in a refused address range (loopback).`,
      );
      expect(server.hits.get('/to-loopback')).to.equal(1);
      expect(server.hits.get('/ok')).to.equal(undefined);
    });

    it('refuses the hop to a name that resolves inside', async () => {
      const err = await rejection(fetcher.fetch(`http://public.test:${server.port}/to-internal-name`));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(err.message).to.equal(
        `Fetching http://internal.test:${server.port}/ok is blocked: internal.test resolves to an address that may not be fetched.`,
      );
      expect(err.details).to.deep.equal({ reason: 'address', host: 'internal.test' });
      expect(JSON.stringify(err.details) + err.message).to.not.match(/loopback|127\.0\.0\.1/);
      expect(server.hits.get('/ok')).to.equal(undefined);
    });

    it('refuses a name when any of its answers is refused', async () => {
      const err = await rejection(fetcher.fetch(`http://mixed.test:${server.port}/ok`));
      expect(err.code).to.equal('FETCH_BLOCKED');
      expect(err.details).to.deep.equal({ reason: 'address', host: 'mixed.test' });
      // The operator's log (onBlocked) keeps the range the client is not told.
      expect(blockedLog).to.deep.equal([{ host: 'mixed.test', range: 'private', literal: false, url: `http://mixed.test:${server.port}/ok` }]);
      expect(server.connections()).to.equal(0);
    });

    it('reports an unknown name as network', async () => {
      const err = await rejection(fetcher.fetch(`http://nowhere.test:${server.port}/ok`));
      expect(err.code).to.equal('FETCH_FAILED');
      expect(err.details).to.deep.equal({ reason: 'network' });
    });
  });
});

describe('classifyAddress', () => {
  const table: Array<[ip: string, allowed: boolean, range: string]> = [
    // IPv4
    ['8.8.8.8', true, 'unicast'],
    ['93.184.216.34', true, 'unicast'],
    ['172.32.0.1', true, 'unicast'],
    ['127.0.0.1', false, 'loopback'],
    ['127.255.255.254', false, 'loopback'],
    ['10.0.0.1', false, 'private'],
    ['172.16.0.1', false, 'private'],
    ['172.31.255.255', false, 'private'],
    ['192.168.1.1', false, 'private'],
    ['169.254.169.254', false, 'linkLocal'],
    ['169.254.0.1', false, 'linkLocal'],
    ['100.64.0.1', false, 'carrierGradeNat'],
    ['100.127.255.255', false, 'carrierGradeNat'],
    ['224.0.0.1', false, 'multicast'],
    ['239.255.255.250', false, 'multicast'],
    ['0.0.0.0', false, 'unspecified'],
    ['0.1.2.3', false, 'unspecified'],
    ['255.255.255.255', false, 'broadcast'],
    ['240.0.0.1', false, 'reserved'],
    ['192.0.2.1', false, 'reserved'],
    ['198.18.0.1', false, 'reserved'],
    // IPv6
    ['2001:4860:4860::8888', true, 'unicast'],
    ['2606:4700::1111', true, 'unicast'],
    ['::1', false, 'loopback'],
    ['::', false, 'unspecified'],
    ['fc00::1', false, 'uniqueLocal'],
    ['fd12:3456::1', false, 'uniqueLocal'],
    ['fe80::1', false, 'linkLocal'],
    ['fe80::1%eth0', false, 'linkLocal'],
    ['ff02::1', false, 'multicast'],
    ['2001:db8::1', false, 'reserved'],
    ['4000::1', false, 'reserved'],
    ['::7f00:1', false, 'reserved'],
    ['[::1]', false, 'loopback'],
    // IPv6 forms that embed an IPv4 address are judged by it
    ['::ffff:127.0.0.1', false, 'ipv4Mapped:loopback'],
    ['::ffff:7f00:1', false, 'ipv4Mapped:loopback'],
    ['::ffff:10.1.2.3', false, 'ipv4Mapped:private'],
    ['::ffff:169.254.169.254', false, 'ipv4Mapped:linkLocal'],
    ['::ffff:8.8.8.8', true, 'unicast'],
    ['64:ff9b::7f00:1', false, 'rfc6052:loopback'],
    ['64:ff9b::a00:1', false, 'rfc6052:private'],
    ['64:ff9b::808:808', true, 'unicast'],
    ['64:ff9b:1::1', false, 'rfc6052'],
    ['2002:7f00:1::1', false, '6to4:loopback'],
    ['2002:808:808::1', true, 'unicast'],
    // Not an address
    ['example.com', false, 'invalid'],
    ['', false, 'invalid'],
  ];
  for (const [ip, allowed, range] of table) {
    it(`${JSON.stringify(ip)} → ${allowed ? 'allowed' : 'refused'} (${range})`, () => {
      expect(classifyAddress(ip)).to.deep.equal({ allowed, range });
    });
  }
});
