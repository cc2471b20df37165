/**
 * The validating proxy against a tiny upstream (node:http) with seeded violations: what breaks
 * the spec is reported live (header and log line), a valid exchange passes untouched,
 * `--errors` refuses without contacting the upstream, and large bodies stream.
 */
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { request } from 'undici';
import { createLogger } from '../../src/logger.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { startValidatingProxy, type RunningProxy } from '../../src/proxy/proxy-server.js';
import { VIOLATIONS_HEADER } from '../../src/pipeline/violations-header.js';
import { asyncListener, listenOnPort0 } from '../support/listen.js';

const SPEC = fileURLToPath(new URL('./pets.yaml', import.meta.url));
/** Exactly the bytes the upstream sends for a valid pet, odd spacing included. */
const VALID_PET = Buffer.from('{ "id": 1,  "name": "Rex" }\n');
const BIG_BYTES = 24 * 1024 * 1024;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** The upstream: a few fixed answers, one of them breaking the spec, and a record of what reached it. */
async function startUpstream(): Promise<{ server: Server; url: string; seen: Seen[]; release: () => void }> {
  const seen: Seen[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(asyncListener(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
      if (size < 1024 * 1024) chunks.push(chunk as Buffer);
    }
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
    const path = req.url!.split('?')[0];
    if (path === '/pets/1') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes', 'content-length': VALID_PET.length });
      res.end(VALID_PET);
    } else if (path === '/pets/2') {
      // Seeded violation: `name` is required.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id":2}');
    } else if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST' });
      res.end();
    } else if (path === '/pets/5') {
      // An upstream that reports violations itself (a mock of ours does), with the same seeded one.
      res.writeHead(200, { 'content-type': 'application/json', 'x-contract-violations': '[{"where":"response","location":"upstream\'s own"}]' });
      res.end('{"id":5}');
    } else if (path === '/pets/4') {
      // A CORS-speaking upstream with a seeded violation: the report must be readable by browser code.
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-expose-headers': 'X-Request-Id' });
      res.end('{"id":4}');
    } else if (path === '/pets/3') {
      // The same violation, gzip-encoded: the proxy reads the decoded body, passes the encoded bytes.
      const body = gzipSync('{"id":"three","name":"Tom"}');
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
    } else if (path === '/session') {
      // `variant=bad` seeds header violations: RateLimit missing, Retry-After not an integer, a second Set-Cookie off its pattern.
      const bad = req.url!.includes('variant=bad');
      const headers: Array<[string, string | string[]]> = bad
        ? [['retry-after', 'soon'], ['set-cookie', ['session=abcd1234; HttpOnly', 'session=BAD!; Path=/']]]
        : [['ratelimit', '"api";r=9;t=60'], ['retry-after', '0'], ['set-cookie', 'session=abcd1234; HttpOnly']];
      res.writeHead(200, [['content-type', 'application/json'], ...headers].flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]])).flat() as string[]);
      res.end('{"id":1,"name":"Rex"}');
    } else if (path === '/pets' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"items":[]}');
    } else if (path === '/pets' && req.method === 'POST') {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"id":7,"name":"New"}');
    } else if (path === '/files/big' || path === '/files/big.json') {
      // The first chunk, then the rest only once the test has received that chunk through the
      // proxy: a proxy that buffered the whole answer would never deliver it.
      const json = path.endsWith('.json');
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/octet-stream' });
      const chunk = Buffer.alloc(1024 * 1024, json ? 0x20 : 0x61);
      res.write(json ? Buffer.concat([Buffer.from('{"id":1,"name":"'), chunk.subarray(16)]) : chunk);
      await released;
      for (let sent = chunk.length; sent < BIG_BYTES; sent += chunk.length) {
        if (!res.write(chunk)) await once(res, 'drain');
      }
      res.end(json ? '"}' : undefined);
    } else if (path === '/files/upload' && req.method === 'PUT') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`${size} ${hash.digest('hex')}`);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('upstream has no such thing');
    }
  }));
  const { url } = await listenOnPort0(server);
  return { server, url, seen, release: () => release() };
}

interface LogLine {
  msg: string;
  operation?: string;
  where?: string;
  location?: string;
  schemaPath?: string;
  problem?: string;
  status?: number;
}

async function startProxy(upstream: string, options: { refuseInvalid?: boolean; maxValidatedBytes?: number } = {}) {
  const lines: LogLine[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const proxy = await startValidatingProxy({
    document: readSpec(SPEC),
    specName: 'pets',
    upstream: new URL(upstream),
    refuseInvalid: options.refuseInvalid ?? false,
    maxValidatedBytes: options.maxValidatedBytes ?? 1024 * 1024,
    upstreamTimeoutMs: 30_000,
    logger,
    host: '127.0.0.1',
    port: 0,
  });
  return { proxy, lines };
}

function violationsOf(
  headers: Record<string, string | string[] | undefined>,
): Array<{ where: string; location: string; message: string; schemaPath: string }> | null {
  const raw = headers[VIOLATIONS_HEADER.toLowerCase()];
  return raw === undefined ? null : JSON.parse(String(raw));
}

describe('validating proxy', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let running: RunningProxy;
  let lines: LogLine[];

  before(async () => {
    upstream = await startUpstream();
    ({ proxy: running, lines } = await startProxy(upstream.url));
  });
  after(async () => {
    await running.stop(0);
    upstream.server.closeAllConnections();
    upstream.server.close();
  });
  beforeEach(() => {
    lines.length = 0;
    upstream.seen.length = 0;
  });

  it('passes a valid exchange through byte for byte, with no violation header and no violation logged', async () => {
    const answer = await request(`${running.url}/pets/1`, { headers: { 'x-client': 'c1' } });
    const body = Buffer.from(await answer.body.arrayBuffer());
    expect(answer.statusCode).to.equal(200);
    expect(body.equals(VALID_PET), body.toString()).to.equal(true);
    expect(answer.headers['x-upstream']).to.equal('yes');
    expect(answer.headers['content-type']).to.equal('application/json');
    expect(violationsOf(answer.headers)).to.equal(null);
    expect(lines.filter((line) => line.msg === 'contract violation')).to.deep.equal([]);
    // What the client sent reached the upstream, hop-by-hop headers aside.
    expect(upstream.seen[0]).to.include({ method: 'GET', url: '/pets/1' });
    expect(upstream.seen[0].headers['x-client']).to.equal('c1');
    expect(upstream.seen[0].headers['x-forwarded-for']).to.equal('127.0.0.1');
  });

  it('reports an answer missing a required field in the header and one log line (operation, side, location, schema path)', async () => {
    const answer = await request(`${running.url}/pets/2`);
    expect(answer.statusCode).to.equal(200);
    expect(await answer.body.text()).to.equal('{"id":2}');
    expect(violationsOf(answer.headers)).to.deep.equal([{ where: 'response', location: 'body.name', message: 'is required', schemaPath: '#/components/schemas/Pet/required' }]);
    const logged = lines.filter((line) => line.msg === 'contract violation');
    expect(logged).to.have.length(1);
    expect(logged[0]).to.include({ operation: 'getPet', where: 'response', location: 'body.name', schemaPath: '#/components/schemas/Pet/required', problem: 'is required', status: 200 });
  });

  it("sends one report, its own, in place of an upstream's violations header", async () => {
    const answer = await request(`${running.url}/pets/5`);
    expect(await answer.body.text()).to.equal('{"id":5}');
    expect(violationsOf(answer.headers)).to.deep.equal([{ where: 'response', location: 'body.name', message: 'is required', schemaPath: '#/components/schemas/Pet/required' }]);
  });

  it('exposes the report to browser code when the upstream speaks CORS, and leaves preflights unreported', async () => {
    const answer = await request(`${running.url}/pets/4`, { headers: { origin: 'http://app.example' } });
    await answer.body.text();
    expect(answer.headers['access-control-expose-headers']).to.equal(`X-Request-Id, ${VIOLATIONS_HEADER}`);
    expect(violationsOf(answer.headers)).to.have.length(1);
    const preflight = await request(`${running.url}/pets`, { method: 'OPTIONS', headers: { origin: 'http://app.example', 'access-control-request-method': 'POST' } });
    await preflight.body.text();
    expect(preflight.statusCode).to.equal(204);
    expect(violationsOf(preflight.headers)).to.equal(null);
    expect(upstream.seen.map((s) => s.method)).to.deep.equal(['GET', 'OPTIONS']);
  });

  it('reads a gzip-encoded answer to check it and passes the encoded bytes on', async () => {
    const answer = await request(`${running.url}/pets/3`);
    const body = Buffer.from(await answer.body.arrayBuffer());
    expect(answer.headers['content-encoding']).to.equal('gzip');
    expect(body.equals(gzipSync('{"id":"three","name":"Tom"}'))).to.equal(true);
    expect(violationsOf(answer.headers)).to.deep.equal([{ where: 'response', location: 'body.id', message: 'must be integer', schemaPath: '#/components/schemas/Pet/properties/id/type' }]);
  });

  it('reports a request with a bad query parameter and still forwards it', async () => {
    const answer = await request(`${running.url}/pets?page=zero`);
    expect(answer.statusCode).to.equal(200);
    await answer.body.text();
    expect(upstream.seen.map((s) => s.url)).to.deep.equal(['/pets?page=zero']);
    expect(violationsOf(answer.headers)).to.deep.equal([{ where: 'request', location: 'query.page', message: 'must be integer', schemaPath: '#/paths/~1pets/get/parameters/0/schema/type' }]);
    const logged = lines.filter((line) => line.msg === 'contract violation');
    expect(logged).to.have.length(1);
    expect(logged[0]).to.include({ operation: 'listPets', where: 'request', location: 'query.page', schemaPath: '#/paths/~1pets/get/parameters/0/schema/type', problem: 'must be integer' });
  });

  it('reports a body that breaks its schema and a missing credential, and forwards the body unchanged', async () => {
    const sent = '{"name":"","colour":"red"}';
    const answer = await request(`${running.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: sent });
    expect(answer.statusCode).to.equal(201);
    await answer.body.text();
    expect(upstream.seen[0].body.toString()).to.equal(sent);
    const locations = violationsOf(answer.headers)!.map((v) => `${v.where} ${v.location} ${v.schemaPath}`);
    expect(locations).to.have.members([
      'request header.x-api-key #/paths/~1pets/post/security',
      'request body.colour #/components/schemas/NewPet/additionalProperties',
      'request body.name #/components/schemas/NewPet/properties/name/minLength',
    ]);
  });

  it('checks documented response headers and request cookies: a valid exchange passes, a seeded violation is reported live', async () => {
    const valid = await request(`${running.url}/session?variant=ok`, { headers: { cookie: 'theme=dark; session=abcd1234' } });
    await valid.body.text();
    expect(valid.statusCode).to.equal(200);
    expect(violationsOf(valid.headers)).to.equal(null);
    expect(lines.filter((line) => line.msg === 'contract violation')).to.deep.equal([]);

    const answer = await request(`${running.url}/session?variant=bad`, { headers: { cookie: 'session=NOPE' } });
    expect(await answer.body.text()).to.equal('{"id":1,"name":"Rex"}');
    // The client still gets every header the upstream sent.
    expect(answer.headers['set-cookie']).to.deep.equal(['session=abcd1234; HttpOnly', 'session=BAD!; Path=/']);
    const expected = [
      { where: 'request', location: 'cookie.session', message: 'must match pattern "^[a-z0-9]{8}$"', schemaPath: '#/paths/~1session/get/parameters/0/schema/pattern' },
      { where: 'response', location: 'header.ratelimit', message: 'is required', schemaPath: '#/paths/~1session/get/responses/200/headers/RateLimit/required' },
      { where: 'response', location: 'header.retry-after', message: 'must be integer', schemaPath: '#/paths/~1session/get/responses/200/headers/Retry-After/schema/type' },
      { where: 'response', location: 'header.set-cookie[1]', message: 'must match pattern "^session=[a-z0-9]{8};"', schemaPath: '#/paths/~1session/get/responses/200/headers/Set-Cookie/schema/pattern' },
    ];
    expect(violationsOf(answer.headers)).to.deep.equal(expected);
    const logged = lines.filter((line) => line.msg === 'contract violation');
    expect(logged.map(({ operation, where, location, schemaPath, problem }) => ({ operation, where, location, schemaPath, problem }))).to.deep.equal(
      expected.map(({ where, location, schemaPath, message }) => ({ operation: 'getSession', where, location, schemaPath, problem: message })),
    );
    expect(logged.filter((line) => line.where === 'response').every((line) => line.status === 200)).to.equal(true);

    // A missing required cookie is a request violation at the cookie itself.
    const noCookie = await request(`${running.url}/session?variant=ok`);
    await noCookie.body.text();
    expect(violationsOf(noCookie.headers)).to.deep.equal([{ where: 'request', location: 'cookie.session', message: 'is required', schemaPath: '#/paths/~1session/get/parameters/0/required' }]);
  });

  it('forwards an unknown path and reports it as no operation', async () => {
    const answer = await request(`${running.url}/nowhere?x=1`);
    expect(answer.statusCode).to.equal(404);
    expect(await answer.body.text()).to.equal('upstream has no such thing');
    expect(upstream.seen.map((s) => s.url)).to.deep.equal(['/nowhere?x=1']);
    const [violation] = violationsOf(answer.headers)!;
    expect(violation).to.include({ where: 'request', location: 'path' });
    expect(violation.message).to.match(/^no operation/);
    expect(lines.find((line) => line.msg === 'contract violation')).to.include({ operation: 'no operation', location: 'path' });
  });

  it('routes a path under the spec server URL\'s base path (/v1)', async () => {
    const answer = await request(`${running.url}/v1/pets/2`);
    await answer.body.text();
    // The upstream had no /v1 route: the answer is its 404, which getPet documents without
    // content; its text body is reported against getPet's 404, which says the route was found.
    expect(answer.statusCode).to.equal(404);
    expect(violationsOf(answer.headers)).to.deep.equal([
      { where: 'response', location: 'body', schemaPath: '#/paths/~1pets~1{id}/get/responses/404', message: '404 is documented without content, yet a body was sent (text/plain)' },
    ]);
    expect(upstream.seen.map((s) => s.url)).to.deep.equal(['/v1/pets/2']);
  });

  it('streams a large non-JSON answer: the first bytes arrive before the upstream has sent the rest', async function () {
    this.timeout(60_000);
    const answer = await request(`${running.url}/files/big`);
    expect(answer.statusCode).to.equal(200);
    let received = 0;
    const hash = createHash('sha256');
    for await (const chunk of answer.body) {
      if (received === 0) upstream.release();
      received += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    expect(received).to.equal(BIG_BYTES);
    expect(hash.digest('hex')).to.equal(createHash('sha256').update(Buffer.alloc(BIG_BYTES, 0x61)).digest('hex'));
    expect(violationsOf(answer.headers)).to.equal(null);
  });

  it('streams a request body it does not validate (an upload) to the upstream unchanged', async function () {
    this.timeout(60_000);
    const upload = Buffer.alloc(8 * 1024 * 1024, 0x62);
    const answer = await request(`${running.url}/files/upload`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: upload });
    expect(await answer.body.text()).to.equal(`${upload.length} ${createHash('sha256').update(upload).digest('hex')}`);
    // 200 where the spec documents only 204: reported, and passed on as it came.
    expect(answer.statusCode).to.equal(200);
    expect(violationsOf(answer.headers)![0]).to.include({ where: 'response', location: 'status' });
  });

  it('shrugs off a client that goes away in the middle of a JSON body it was reading', async () => {
    const socket = net.connect((running.server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    // The proxy's listener runs before this one, and starts reading the body at once: once this
    // fires, the body is being read (no guessed sleep).
    const arrived = once(running.server, 'request') as Promise<[IncomingMessage, ServerResponse]>;
    socket.write('POST /pets HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":');
    const [, response] = await arrived;
    const closed = once(response, 'close');
    socket.destroy();
    // The proxy has seen the client go; whatever it does about it happens before the next request's I/O.
    await closed;
    const answer = await request(`${running.url}/pets/1`);
    expect(answer.statusCode).to.equal(200);
    await answer.body.text();
    expect(lines.filter((line) => (line as { level?: number }).level! >= 50), 'no error logged').to.deep.equal([]);
    expect(upstream.seen.map((s) => s.url), 'the half request never reached the upstream').to.deep.equal(['/pets/1']);
  });

  it('answers 502 in problem+json when the upstream cannot be reached', async () => {
    const { proxy, lines: log } = await startProxy('http://127.0.0.1:9');
    try {
      const answer = await request(`${proxy.url}/pets/1`);
      expect(answer.statusCode).to.equal(502);
      expect(answer.headers['content-type']).to.equal('application/problem+json');
      expect(await answer.body.json()).to.include({ status: 502, title: 'Bad Gateway' });
      expect(log.find((line) => line.msg === 'upstream failed')).to.not.equal(undefined);
    } finally {
      await proxy.stop(0);
    }
  });
});

describe('validating proxy with --errors', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let running: RunningProxy;

  before(async () => {
    upstream = await startUpstream();
    ({ proxy: running } = await startProxy(upstream.url, { refuseInvalid: true }));
  });
  after(async () => {
    await running.stop(0);
    upstream.server.close();
  });
  beforeEach(() => (upstream.seen.length = 0));

  it('refuses a body that breaks its schema with 422 problem+json, without contacting the upstream', async () => {
    const answer = await request(`${running.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'key-123456' }, body: '{"name":""}' });
    expect(answer.statusCode).to.equal(422);
    expect(answer.headers['content-type']).to.equal('application/problem+json');
    const problem = (await answer.body.json()) as { status: number; operation: string; violations: Array<{ location: string }> };
    expect(problem).to.include({ status: 422, operation: 'createPet' });
    expect(problem.violations.map((v) => v.location)).to.deep.equal(['body.name']);
    expect(violationsOf(answer.headers)).to.have.length(1);
    expect(upstream.seen).to.deep.equal([]);
  });

  it('refuses a bad query parameter with 400 and a missing credential with 401', async () => {
    const badQuery = await request(`${running.url}/pets?page=0`);
    expect(badQuery.statusCode).to.equal(400);
    expect(((await badQuery.body.json()) as { violations: Array<{ location: string }> }).violations.map((v) => v.location)).to.deep.equal(['query.page']);
    const noKey = await request(`${running.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Rex"}' });
    expect(noKey.statusCode).to.equal(401);
    await noKey.body.text();
    expect(upstream.seen).to.deep.equal([]);
  });

  it('forwards a valid request', async () => {
    const answer = await request(`${running.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'key-123456' }, body: '{"name":"Rex"}' });
    expect(answer.statusCode).to.equal(201);
    expect(await answer.body.json()).to.deep.equal({ id: 7, name: 'New' });
    expect(violationsOf(answer.headers)).to.equal(null);
    expect(upstream.seen).to.have.length(1);
  });
});

describe('validating proxy: bodies over the validation bound', () => {
  it('forwards a JSON request body larger than the bound whole, unvalidated', async () => {
    const upstream = await startUpstream();
    const { proxy, lines } = await startProxy(upstream.url, { maxValidatedBytes: 64 * 1024 });
    try {
      // Chunked (no Content-Length): the proxy finds out it is too large only while reading it.
      const sent = JSON.stringify({ name: 'x'.repeat(200 * 1024) });
      const answer = await request(`${proxy.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'key-123456' }, body: Readable.from([sent.slice(0, 1000), sent.slice(1000)]) });
      expect(answer.statusCode).to.equal(201);
      await answer.body.text();
      expect(upstream.seen[0].body.toString()).to.equal(sent);
      expect(violationsOf(answer.headers)).to.equal(null);
      expect(lines.find((line) => line.msg.startsWith('request body larger than the validation bound'))).to.not.equal(undefined);
    } finally {
      await proxy.stop(0);
      upstream.server.close();
    }
  });

  it('passes a JSON answer larger than the bound on as a stream, unvalidated', async function () {
    this.timeout(60_000);
    const upstream = await startUpstream();
    const { proxy, lines } = await startProxy(upstream.url, { maxValidatedBytes: 64 * 1024 });
    try {
      const answer = await request(`${proxy.url}/files/big.json`);
      let received = 0;
      for await (const chunk of answer.body) {
        if (received === 0) upstream.release();
        received += (chunk as Buffer).length;
      }
      expect(received).to.equal(BIG_BYTES + 2);
      expect(violationsOf(answer.headers)).to.equal(null);
      expect(lines.find((line) => line.msg.startsWith('response body larger than the validation bound'))).to.not.equal(undefined);
    } finally {
      await proxy.stop(0);
      upstream.server.close();
    }
  });
});
