import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { expect } from 'chai';
import { createMemberProxy } from '../../../src/adapters/http/member-proxy.js';
import { isSameOrigin } from '../../../src/pipeline/same-origin.js';
import type { MemberProxy } from '../../../src/adapters/http/member-proxy.js';
import { ApiError } from '../../../src/errors.js';
import { asyncListener, listenOnPort0, type Listening } from '../../support/listen.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The upstream member API: records what it received and answers per path. */
async function startUpstream(): Promise<{ server: Listening; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer(asyncListener(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/member-api/auth/login') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'set-cookie': ['sid=abc; Path=/; HttpOnly; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'csrf=xyz; Path=/; SameSite=Strict'],
        'cache-control': 'no-store',
        'x-upstream-secret': 'internal',
        server: 'member-api/1.0',
        connection: 'keep-alive, x-hop',
        'x-hop': 'drop me',
        'keep-alive': 'timeout=5',
      });
      res.end('{"ok":true}');
    } else if (path === '/member-api/slow-headers') {
      // Never answers: only the proxy's deadline can end the exchange, however slow the machine.
    } else if (path === '/member-api/slow-body') {
      // Starts the body, never ends it.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part, ');
    } else if (path.startsWith('/member-api/status/')) {
      const status = Number(path.split('/').pop());
      res.writeHead(status, { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' });
      res.end(JSON.stringify({ status }));
    } else if (path === '/member-api/big') {
      res.end(Buffer.alloc(2048, 'a'));
    } else {
      res.writeHead(404).end();
    }
  }));
  const listening = await listenOnPort0(server);
  return { server: listening, url: `${listening.url}/member-api/`, seen };
}

async function expectApiError(promise: Promise<unknown>, code: string, status: number): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).code).to.equal(code);
    expect((err as ApiError).status).to.equal(status);
    return err as ApiError;
  }
  throw new Error(`expected ${code}`);
}

describe('adapters/http/member-proxy', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let proxy: MemberProxy;

  beforeEach(async () => {
    upstream = await startUpstream();
    // Room for a loaded machine's round trips; the slow paths above never answer at all.
    proxy = createMemberProxy({ upstreamUrl: upstream.url, timeoutMs: 3000 });
  });

  afterEach(async () => {
    await proxy.close();
    await upstream.server.close();
  });

  describe('forward', () => {
    it('forwards the method, path, body and only the allowlisted headers', async () => {
      const body = Buffer.from('{"loginId":"hr.admin","password":"p"}');
      await proxy.forward({
        method: 'post',
        path: '/auth/login?lang=en',
        headers: {
          Authorization: 'Bearer abc',
          cookie: 'a=1',
          'content-type': 'application/json',
          accept: 'application/json',
          traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
          'x-api-key': 'hrm_secret',
          'keep-alive': 'timeout=5',
          'proxy-authorization': 'Basic Zm9vOmJhcg==',
          te: 'trailers',
          trailer: 'x-foo',
          upgrade: 'websocket',
          'transfer-encoding': 'chunked',
          'x-forwarded-for': '10.0.0.1',
          origin: 'http://hr.example',
          host: 'evil.example',
          'content-length': '999',
          'user-agent': 'browser',
          'x-undefined': undefined,
        },
        body,
      });
      expect(upstream.seen).to.have.length(1);
      const [seen] = upstream.seen;
      expect(seen.method).to.equal('POST');
      expect(seen.url).to.equal('/member-api/auth/login?lang=en');
      expect(seen.body).to.equal(body.toString());
      const { host, connection, ...forwarded } = seen.headers;
      expect(host).to.equal(new URL(upstream.url).host);
      expect(connection ?? 'keep-alive').to.equal('keep-alive');
      expect(forwarded).to.deep.equal({
        authorization: 'Bearer abc',
        cookie: 'a=1',
        'content-type': 'application/json',
        accept: 'application/json',
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
        'content-length': String(body.length),
      });
    });

    it('drops headers the request names in its Connection header', async () => {
      await proxy.forward({
        method: 'GET',
        path: '/auth/me',
        headers: { connection: 'keep-alive, Traceparent', traceparent: '00-x', authorization: 'Bearer abc' },
      });
      expect(upstream.seen[0].headers).to.not.have.property('traceparent');
      expect(upstream.seen[0].headers.authorization).to.equal('Bearer abc');
      expect(upstream.seen[0].body).to.equal('');
    });

    it('joins repeated cookie headers with "; "', async () => {
      await proxy.forward({ method: 'GET', path: '/auth/me', headers: { cookie: ['a=1', 'b=2'] } });
      expect(upstream.seen[0].headers.cookie).to.equal('a=1; b=2');
    });

    it('returns status, body, content-type, cache headers and every Set-Cookie, nothing else', async () => {
      const res = await proxy.forward({ method: 'POST', path: '/auth/login', headers: {} });
      expect(res.status).to.equal(200);
      expect(res.body.toString()).to.equal('{"ok":true}');
      expect(res.headers).to.deep.equal({
        'content-type': 'application/json; charset=utf-8',
        'set-cookie': ['sid=abc; Path=/; HttpOnly; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'csrf=xyz; Path=/; SameSite=Strict'],
        'cache-control': 'no-store',
      });
    });

    for (const status of [400, 401, 403, 429, 500, 503]) {
      it(`passes an upstream ${status} through`, async () => {
        const res = await proxy.forward({ method: 'GET', path: `/status/${status}`, headers: {} });
        expect(res.status).to.equal(status);
        expect(JSON.parse(res.body.toString())).to.deep.equal({ status });
        expect(res.headers).to.deep.equal({
          'content-type': 'application/json',
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      });
    }

    it('answers UPSTREAM_TIMEOUT (504) when the upstream is slow to answer', async () => {
      // Cut at the deadline: the upstream never answers, so nothing else could end it.
      const err = await expectApiError(proxy.forward({ method: 'GET', path: '/slow-headers', headers: {} }), 'UPSTREAM_TIMEOUT', 504);
      expect(err.message).to.equal('The upstream service did not answer in time.');
      expect(err.cause).to.exist;
    });

    it('answers UPSTREAM_TIMEOUT (504) when the body stalls past the deadline', async () => {
      await expectApiError(proxy.forward({ method: 'GET', path: '/slow-body', headers: {} }), 'UPSTREAM_TIMEOUT', 504);
    });

    it('answers UPSTREAM_UNAVAILABLE (502) when nothing listens upstream', async () => {
      const { port } = upstream.server;
      await upstream.server.close();
      const down = createMemberProxy({ upstreamUrl: `http://127.0.0.1:${port}` });
      try {
        const err = await expectApiError(down.forward({ method: 'GET', path: '/auth/me', headers: {} }), 'UPSTREAM_UNAVAILABLE', 502);
        expect(err.cause).to.exist;
      } finally {
        await down.close();
        upstream = await startUpstream(); // for afterEach
      }
    });

    it('answers UPSTREAM_UNAVAILABLE (502) for an oversized upstream body', async () => {
      const small = createMemberProxy({ upstreamUrl: upstream.url, maxResponseBytes: 1024 });
      try {
        await expectApiError(small.forward({ method: 'GET', path: '/big', headers: {} }), 'UPSTREAM_UNAVAILABLE', 502);
      } finally {
        await small.close();
      }
    });

    it('refuses paths that climb out of the upstream base path', async () => {
      for (const path of ['/../admin', '/%2e%2e/admin', 'auth/login', '//evil.example/x']) {
        try {
          await proxy.forward({ method: 'GET', path, headers: {} });
          expect.fail(`accepted ${path}`);
        } catch (err) {
          expect(err, path).to.be.instanceOf(TypeError);
        }
      }
      expect(upstream.seen).to.have.length(0);
    });

    it('refuses a non-http upstream', () => {
      expect(() => createMemberProxy({ upstreamUrl: 'file:///etc/passwd' })).to.throw(TypeError);
    });
  });

  describe('isSameOrigin', () => {
    const cases: [string | undefined, string, string, boolean][] = [
      [undefined, 'hr.example', 'https', true],
      ['https://hr.example', 'hr.example', 'https', true],
      ['https://HR.example', 'hr.example', 'https', true],
      // Browsers serialize origins without the default port (RFC 6454 §6.2); anything else is not a real Origin.
      ['https://hr.example:443', 'hr.example', 'https', false],
      ['https://hr.example', 'hr.example:443', 'https:', true],
      ['http://127.0.0.1:8083', '127.0.0.1:8083', 'http', true],
      ['http://hr.example', 'hr.example', 'https', false],
      ['https://hr.example:8443', 'hr.example', 'https', false],
      ['https://evil.example', 'hr.example', 'https', false],
      ['https://hr.example.evil.example', 'hr.example', 'https', false],
      ['null', 'hr.example', 'https', false],
      ['', 'hr.example', 'https', false],
      ['https://hr.example/path', 'hr.example', 'https', false],
      ['https://user@hr.example', 'hr.example', 'https', false],
      ['not a url', 'hr.example', 'https', false],
    ];
    for (const [origin, host, protocol, want] of cases) {
      it(`${JSON.stringify(origin)} on ${protocol.replace(/:$/, '')}://${host} → ${want}`, () => {
        expect(isSameOrigin(origin, host, protocol)).to.equal(want);
      });
    }
  });
});
