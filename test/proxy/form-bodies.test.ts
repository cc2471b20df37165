/**
 * The validating proxy reads form and multipart request bodies as the pipeline does
 * (src/pipeline/body-media.ts): a field that breaks its schema is reported (and, with
 * `--errors`, refused before the upstream is contacted); a valid form reaches the upstream
 * byte for byte; a body of an undocumented type is reported at its Content-Type.
 */
import { expect } from 'chai';
import { load } from 'js-yaml';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { request } from 'undici';
import { createLogger } from '../../src/logger.js';
import type { OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { startValidatingProxy, type RunningProxy } from '../../src/proxy/proxy-server.js';
import { VIOLATIONS_HEADER } from '../../src/pipeline/violations-header.js';
import { asyncListener, closeServer, listenOnPort0 } from '../support/listen.js';

const DOCUMENT = load(`
openapi: 3.0.3
info: { title: Guestbook, version: '1' }
paths:
  /entries:
    post:
      operationId: signGuestbook
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [name]
              properties:
                name: { type: string, maxLength: 20 }
                visits: { type: integer, minimum: 1 }
                rooms: { type: array, items: { type: integer } }
            encoding:
              rooms: { style: form, explode: false }
          multipart/form-data:
            schema:
              type: object
              required: [name]
              properties:
                name: { type: string, maxLength: 20 }
                visits: { type: integer, minimum: 1 }
      responses:
        '204': { description: Signed. }
`) as OpenApiDocument;

describe('validating proxy: form and multipart request bodies', () => {
  const received: string[] = [];
  let upstream: Awaited<ReturnType<typeof listenOnPort0>>;
  let proxies: RunningProxy[];
  let reporting: RunningProxy;
  let refusing: RunningProxy;

  before(async () => {
    upstream = await listenOnPort0(createServer(asyncListener(async (req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      received.push(body);
      res.writeHead(204).end();
    })));
    const start = (refuseInvalid: boolean) =>
      startValidatingProxy({
        document: DOCUMENT,
        specName: 'guestbook',
        upstream: new URL(upstream.url),
        refuseInvalid,
        maxValidatedBytes: 1024 * 1024,
        upstreamTimeoutMs: 10_000,
        logger: createLogger('silent'),
        host: '127.0.0.1',
        port: 0,
      });
    proxies = [(reporting = await start(false)), (refusing = await start(true))];
  });
  after(async () => {
    await Promise.all(proxies.map((proxy) => proxy.stop(0)));
    await closeServer(upstream.server);
  });
  beforeEach(() => (received.length = 0));

  const post = (proxy: RunningProxy, contentType: string, body: string) => request(`${proxy.url}/entries`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const reported = (headers: Record<string, string | string[] | undefined>) =>
    (JSON.parse(String(headers[VIOLATIONS_HEADER.toLowerCase()] ?? '[]')) as Array<{ location: string; message: string }>).map((v) => `${v.location}: ${v.message}`);

  it('passes a valid form to the upstream byte for byte, with nothing reported', async () => {
    const answer = await post(reporting, 'application/x-www-form-urlencoded', 'name=Ada&visits=3&rooms=4,7');
    await answer.body.text();
    expect([answer.statusCode, reported(answer.headers)]).to.deep.equal([204, []]);
    expect(received).to.deep.equal(['name=Ada&visits=3&rooms=4,7']);
  });

  it('reports the fields of a form that break the schema, read by their encoding, and still forwards it', async () => {
    const answer = await post(reporting, 'application/x-www-form-urlencoded', 'visits=0&rooms=4,seven');
    await answer.body.text();
    expect(answer.statusCode).to.equal(204);
    expect(reported(answer.headers)).to.have.members(['body.visits: must be >= 1', 'body.rooms[1]: must be integer', 'body.name: is required']);
    expect(received).to.have.length(1);
  });

  it('refuses a multipart body whose part breaks the schema with --errors, without contacting the upstream', async () => {
    const body = new FormData();
    body.append('name', 'Ada');
    body.append('visits', 'often');
    // fetch: the platform's own FormData, sent with its boundary.
    const answer = await fetch(`${refusing.url}/entries`, { method: 'POST', body });
    const problem = (await answer.json()) as { status: number; violations: Array<{ location: string }> };
    expect(problem.status).to.equal(422);
    expect(problem.violations.map((v) => v.location)).to.deep.equal(['body.visits']);
    expect(received).to.deep.equal([]);
  });

  it('reports a body of a type the operation does not document at its Content-Type', async () => {
    const answer = await post(reporting, 'application/json', '{"name":"Ada"}');
    await answer.body.text();
    expect(reported(answer.headers)).to.deep.equal(['header.content-type: application/json is not documented (documented: application/x-www-form-urlencoded, multipart/form-data)']);
  });
});
