/**
 * Answers node's HTTP layer gives before any app runs (src/http-server.ts): malformed
 * requests (`clientError`), an unsupported `Expect` (`checkExpectation`) and a missing,
 * repeated or invalid `Host` (RFC 9112 section 3.2, checked before the app). fetch cannot
 * send such requests, so these tests write raw bytes on a socket, against every live area
 * (and the member API stand-in) and every mock area, and check each answer against the
 * area's spec: its envelope, a documented code, and the status documented for every operation.
 */
import { expect } from 'chai';
import type { Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { areaDescriptors } from '../../src/areas/descriptors.js';
import { memberApiArea } from '../../src/areas/member-api.js';
import { loadSettings } from '../../src/config/settings.js';
import { drain, listen, type RunningServer } from '../../src/http-server.js';
import { startMockAreas } from '../../src/mock/serve-mock.js';
import { envelopes } from '../../src/pipeline/envelope.js';
import { listOperations, readSpec } from '../../src/pipeline/openapi-document.js';
import { createSchemaCompiler } from '../../src/pipeline/schema-compiler.js';
import { startLiveAreas } from '../../src/server.js';
import { silentLogger } from '../support/area-app.js';
import { ZERO_PORTS } from '../support/processes.js';
import { temporaryFolder } from '../support/temporary-folders.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `bytes` on a fresh connection and reads everything until the server closes it. */
function rawExchange(url: string, bytes: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Checks an answer against the area's spec as a client would: envelope, code, documented status. */
function specChecker(specPath: string) {
  const document = readSpec(specPath);
  const compile = createSchemaCompiler(document, { coerceTypes: false, name: `client-errors-${path.basename(specPath)}` }).compile;
  const envelope: ValidateFunction = compile({ $ref: '#/components/schemas/ErrorEnvelope' });
  const codes = (document.components!.schemas!.ErrorCode as { enum: string[] }).enum;
  const operations = listOperations(document);
  return (answer: RawAnswer, status: number, code: string, where: string) => {
    expect(answer.status, where).to.equal(status);
    expect(answer.headers['content-type'], where).to.equal('application/json; charset=utf-8');
    expect(answer.headers.connection, where).to.equal('close');
    expect(Number(answer.headers['content-length']), where).to.equal(Buffer.byteLength(answer.body));
    const body = JSON.parse(answer.body);
    expect(envelope(body), `${where}: ${JSON.stringify(envelope.errors)} ${answer.body}`).to.equal(true);
    expect(body.success, where).to.equal(false);
    expect(body.traceId, where).to.match(/^[0-9a-f]{32}$/);
    expect(body.error.code, where).to.equal(code);
    expect(codes, where).to.include(code);
    // The status is documented for every operation, since any request may get it.
    for (const operation of operations) expect(operation.operation.responses, `${where}: ${operation.operationId}`).to.have.property(String(status));
    return body;
  };
}

const specPathOf = (name: string) => (name === memberApiArea.name ? memberApiArea.specPath : areaDescriptors[name as keyof typeof areaDescriptors].specPath);

const BIG = 20 * 1024; // over node's 16 KiB default for the request line and headers together

/**
 * A public operation of each area that takes a JSON body: the app reads a body only once the
 * operation is matched and its caller admitted, so only there does it wait for one. Marketing
 * has none (every operation wants a key, and a request without one is answered unread).
 */
const BODY_PATHS: Record<string, string> = {
  knowledge: '/api/v1/crawl/simulate',
  crawler: '/api/public/v1/crawl/simulate',
  hrm: '/api/v1/member-auth/login',
  'member-api': '/auth/login',
};

const CASES: Array<{ name: string; bytes: string | Buffer | ((server: string) => string | undefined); status: number; code: string }> = [
  { name: 'a NUL byte in the request line', bytes: 'GET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  { name: 'an invalid byte in the method', bytes: 'G\x01T / HTTP/1.1\r\nHost: x\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  { name: 'an invalid header name', bytes: 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  // The app has the request already and waits for its body when the parser fails.
  {
    name: 'an invalid chunk size in the body',
    bytes: (server) => BODY_PATHS[server] && `POST ${BODY_PATHS[server]} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    status: 400,
    code: 'MALFORMED_REQUEST',
  },
  { name: 'a URL over 16 KiB', bytes: `GET /${'a'.repeat(BIG)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: 431, code: 'HEADERS_TOO_LARGE' },
  { name: 'a header over 16 KiB', bytes: `GET / HTTP/1.1\r\nHost: x\r\nCookie: c=${'a'.repeat(BIG)}\r\n\r\n`, status: 431, code: 'HEADERS_TOO_LARGE' },
  // RFC 9112 section 3.2: node answered the first with a bare 400 and served the second as if it had one Host.
  { name: 'an HTTP/1.1 request without a Host header', bytes: 'GET / HTTP/1.1\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  { name: 'two Host headers', bytes: 'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  { name: 'two Host headers on HTTP/1.0', bytes: 'GET / HTTP/1.0\r\nHost: x\r\nhost: x\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  { name: 'a Host that is not a host and port', bytes: 'GET / HTTP/1.1\r\nHost: x/y@z\r\n\r\n', status: 400, code: 'MALFORMED_REQUEST' },
  { name: 'an Expect other than 100-continue', bytes: 'POST / HTTP/1.1\r\nHost: x\r\nExpect: 101-hello\r\nContent-Length: 2\r\n\r\n{}', status: 417, code: 'EXPECTATION_FAILED' },
];

function everyCaseOn(servers: () => RunningServer[]) {
  for (const { name, bytes, status, code } of CASES) {
    it(`answers ${name} with ${status} ${code} in each area's envelope`, async () => {
      expect(servers().length).to.be.greaterThan(0);
      for (const server of servers()) {
        const check = specChecker(specPathOf(server.name));
        const sent = typeof bytes === 'function' ? bytes(server.name) : bytes;
        if (sent === undefined) continue;
        check(await rawExchange(server.url, sent), status, code, `${server.name} ${name}`);
      }
    });
  }
}

describe("answers of node's HTTP layer, in the envelope and the spec", function () {
  // Starting every live area and the stand-in takes a few seconds on a loaded machine.
  this.timeout(60_000);

  describe('live servers (every area and the member API stand-in)', () => {
    let live: Awaited<ReturnType<typeof startLiveAreas>>;
    before(async () => {
      const settings = loadSettings({ ...ZERO_PORTS, DATA_DIR: temporaryFolder('client-errors-') });
      live = await startLiveAreas(settings, silentLogger);
    });
    after(() => live?.stop());

    it('serves the four areas and the stand-in', () => {
      expect(live.running.map((s) => s.name).sort()).to.deep.equal(['crawler', 'hrm', 'knowledge', 'marketing', 'member-api']);
    });

    everyCaseOn(() => live.running);

    it('keeps each envelope style: crawler with warnings, marketing with data null', async () => {
      const crawler = live.running.find((s) => s.name === 'crawler')!;
      const marketing = live.running.find((s) => s.name === 'marketing')!;
      const crawlerBody = JSON.parse((await rawExchange(crawler.url, CASES[0].bytes as string)).body);
      expect(Object.keys(crawlerBody).sort()).to.deep.equal(['error', 'success', 'traceId', 'warnings']);
      expect(crawlerBody.warnings).to.deep.equal([]);
      const marketingBody = JSON.parse((await rawExchange(marketing.url, CASES[0].bytes as string)).body);
      expect(Object.keys(marketingBody).sort()).to.deep.equal(['data', 'error', 'success', 'traceId']);
      expect(marketingBody.data).to.equal(null);
    });

    it('carries the traceId of a valid traceparent on a 417, and no body for HEAD', async () => {
      const knowledge = live.running.find((s) => s.name === 'knowledge')!;
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const answer = await rawExchange(knowledge.url, `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nExpect: fancy\r\ntraceparent: 00-${traceId}-00f067aa0ba902b7-01\r\n\r\n`);
      expect(answer.status).to.equal(417);
      expect(JSON.parse(answer.body)).to.deep.equal({
        success: false,
        traceId,
        error: { code: 'EXPECTATION_FAILED', message: 'The expectation "fancy" is not supported; only 100-continue is.' },
      });
      const head = await rawExchange(knowledge.url, 'HEAD /api/v1/health HTTP/1.1\r\nHost: x\r\nExpect: fancy\r\n\r\n');
      expect(head.status).to.equal(417);
      expect(head.body).to.equal('');
    });

    it('refuses a missing or repeated Host on a path that would answer 200, with the traceparent\'s traceId, and no body for HEAD', async () => {
      const knowledge = live.running.find((s) => s.name === 'knowledge')!;
      const check = specChecker(specPathOf('knowledge'));
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const missing = check(await rawExchange(knowledge.url, `GET /api/v1/health HTTP/1.1\r\ntraceparent: 00-${traceId}-00f067aa0ba902b7-01\r\n\r\n`), 400, 'MALFORMED_REQUEST', 'no Host');
      expect(missing).to.deep.equal({ success: false, traceId, error: { code: 'MALFORMED_REQUEST', message: 'An HTTP/1.1 request needs a Host header.' } });
      const twice = check(await rawExchange(knowledge.url, 'GET /api/v1/health HTTP/1.1\r\nHost: a\r\nHOST: a\r\n\r\n'), 400, 'MALFORMED_REQUEST', 'two Hosts');
      expect(twice.error.message).to.equal('The request has more than one Host header.');
      const head = await rawExchange(knowledge.url, 'HEAD /api/v1/health HTTP/1.1\r\n\r\n');
      expect(head.status).to.equal(400);
      expect(head.body).to.equal('');
    });

    it('serves HTTP/1.0 without a Host, an empty Host and a Host with a port or an IPv6 literal', async () => {
      const knowledge = live.running.find((s) => s.name === 'knowledge')!;
      for (const request of [
        'GET /api/v1/health HTTP/1.0\r\n\r\n',
        'GET /api/v1/health HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n',
        'GET /api/v1/health HTTP/1.1\r\nHost: api.example.com:8081\r\nConnection: close\r\n\r\n',
        'GET /api/v1/health HTTP/1.1\r\nHost: [::1]:8081\r\nConnection: close\r\n\r\n',
      ]) {
        const answer = await rawExchange(knowledge.url, request);
        expect(answer.status, request).to.equal(200);
        expect(JSON.parse(answer.body).success, request).to.equal(true);
      }
    });

    it('sends 100 Continue only when it reads the body: before the answer of a body it wants, never for a request without one', async () => {
      const knowledge = live.running.find((s) => s.name === 'knowledge')!;
      // RFC 9110 section 10.1.1: a server may omit 100 Continue for a request without content.
      const bodiless = await rawExchange(knowledge.url, 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
      expect(bodiless.status).to.equal(200);
      expect(JSON.parse(bodiless.body).success).to.equal(true);
      const body = '{"scenario":"baseline"}';
      const withBody = await rawExchange(knowledge.url, `POST ${BODY_PATHS.knowledge} HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
      expect(withBody.status).to.equal(100);
      expect(withBody.body).to.match(/^HTTP\/1\.1 (200|400) /);
    });
  });

  describe('mock servers (every area)', () => {
    let mock: Awaited<ReturnType<typeof startMockAreas>>;
    before(async () => {
      mock = await startMockAreas(loadSettings({ ...ZERO_PORTS, DATA_DIR: temporaryFolder('client-errors-mock-') }), silentLogger);
    });
    after(() => mock?.stop());

    it('serves the four areas', () => {
      expect(mock.running.map((s) => s.name).sort()).to.deep.equal(['crawler', 'hrm', 'knowledge', 'marketing']);
    });

    everyCaseOn(() => mock.running);
  });

  describe('a request that does not arrive in time', () => {
    let server: Server;
    before(async () => {
      // Timeouts shortened from node's 60 s so the test waits about a second, not a minute.
      server = await listen((_request, response) => response.end('never reached'), '127.0.0.1', 0, {
        envelope: envelopes.withWarnings,
        server: { headersTimeout: 500, requestTimeout: 500, connectionsCheckingInterval: 100 },
      });
    });
    after(() => drain(server, 0));

    it('answers 408 REQUEST_TIMEOUT in the envelope', async () => {
      const { port } = server.address() as net.AddressInfo;
      const answer = await rawExchange(`http://127.0.0.1:${port}`, 'GET / HTTP/1.1\r\nHost: x\r\n');
      specChecker(areaDescriptors.crawler.specPath)(answer, 408, 'REQUEST_TIMEOUT', 'headers never finished');
    });
  });
});
