/**
 * The mock for any OpenAPI 3.0 document (`cfs-mock --spec`): a partner's spec, not one of
 * ours, answered as documented, with no envelope of ours.
 */
import { expect } from 'chai';
import { load } from 'js-yaml';
import { connect } from 'node:net';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AreaDescriptor } from '../../src/areas/descriptors.js';
import { envelopes } from '../../src/pipeline/envelope.js';
import { registerSpec, withOperationIds, type OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { startSpecMock, specNameOf, type RunningSpecMock } from '../../src/mock/serve-spec.js';
import { silentLogger } from '../support/area-app.js';

/** Written as partners write them: one operation without an operationId, a bare array answer. */
const SPEC = load(`
openapi: 3.0.3
info: { title: Todo, version: '1' }
paths:
  /todos:
    get:
      parameters:
        - { name: done, in: query, schema: { type: boolean } }
      responses:
        '200':
          description: All.
          content:
            application/json:
              schema: { type: array, items: { $ref: '#/components/schemas/Todo' } }
              example: [{ id: 1, title: Write the spec, done: true }]
        '400':
          description: A bad filter, in the partner's own JSON.
          content:
            application/json:
              schema: { type: object, required: [title], properties: { title: { type: string } } }
  /todos/{id}:
    get:
      operationId: getTodo
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200':
          description: One.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Todo' }
        '404':
          description: No such todo, in the partner's own error shape.
          content:
            application/json:
              schema: { type: object, required: [message], properties: { message: { type: string } } }
              example: { message: no such todo }
  /me:
    get:
      operationId: getMe
      security: [{ basic: [] }, { session: [] }]
      responses:
        '200':
          description: The caller.
          content:
            application/json:
              schema: { type: object, properties: { name: { type: string } } }
              example: { name: Ada }
        '401':
          description: Who are you?
components:
  securitySchemes:
    basic: { type: http, scheme: basic }
    session: { type: apiKey, in: cookie, name: sid }
  schemas:
    Todo:
      type: object
      required: [id, title, done]
      properties:
        id: { type: integer }
        title: { type: string }
        done: { type: boolean }
`) as OpenApiDocument;

describe('mock of any spec (cfs-mock --spec)', () => {
  let mock: RunningSpecMock;
  before(async () => {
    mock = await startSpecMock({ document: SPEC, source: '/somewhere/todo-api.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
  });
  after(() => mock.stop(0));

  it('answers the example exactly as documented, no envelope, for an operation without an operationId', async () => {
    const response = await fetch(`${mock.url}/todos`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal([{ id: 1, title: 'Write the spec', done: true }]);
  });

  it('answers the schema\'s static sample where there is no example', async () => {
    const response = await fetch(`${mock.url}/todos/3`);
    expect(response.status).to.equal(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).to.have.all.keys('id', 'title', 'done');
    expect(body.id).to.be.a('number');
    expect(response.headers.get('x-mock')).to.equal('static');
  });

  it('refuses an invalid request with a neutral problem body naming the field', async () => {
    const response = await fetch(`${mock.url}/todos/abc`);
    expect(response.status).to.equal(400);
    expect(response.headers.get('content-type')).to.equal('application/problem+json');
    const problem = (await response.json()) as { status: number; code: string; errors: Array<{ location: string; path: string }> };
    expect(problem).to.include({ status: 400, code: 'VALIDATION_FAILED', type: 'about:blank' });
    expect(problem.errors).to.deep.equal([{ location: 'path', path: 'id', message: 'must be integer' }]);
  });

  it('answers an unknown path 404 in the same form', async () => {
    const response = await fetch(`${mock.url}/nothing`);
    expect(response.status).to.equal(404);
    expect(response.headers.get('content-type')).to.equal('application/problem+json');
    expect(await response.json()).to.include({ status: 404, code: 'NOT_FOUND' });
  });

  it('sends its own errors as application/problem+json, and an error the spec documents as documented', async () => {
    // Its 401 is documented without content: answered so, as Prism does, naming the missing credential.
    const unauthorized = await fetch(`${mock.url}/me`);
    expect(unauthorized.status).to.equal(401);
    expect(unauthorized.headers.get('content-type')).to.equal(null);
    expect(await unauthorized.text()).to.equal('');
    expect(JSON.parse(unauthorized.headers.get('x-contract-violations')!)).to.have.length(1);
    const wrongMethod = await fetch(`${mock.url}/todos`, { method: 'DELETE' });
    expect(wrongMethod.status).to.equal(405);
    expect(wrongMethod.headers.get('content-type')).to.equal('application/problem+json');
    // Prefer picks the documented 404: the spec's media type and example, not a problem.
    const documented = await fetch(`${mock.url}/todos/3`, { headers: { prefer: 'code=404' } });
    expect(documented.status).to.equal(404);
    expect(documented.headers.get('content-type')).to.match(/^application\/json/);
    expect(await documented.json()).to.deep.equal({ message: 'no such todo' });
  });

  it('sends its own error as the JSON media type the spec documents for that status, when it documents one', async () => {
    const response = await fetch(`${mock.url}/todos?done=maybe`);
    expect(response.status).to.equal(400);
    expect(response.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(await response.json()).to.include({ status: 400, code: 'VALIDATION_FAILED', type: 'about:blank' });
  });

  it('answers what node refuses before the mock runs (a malformed request) as a problem too', async () => {
    const { port } = new URL(mock.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /todos HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).to.match(/^HTTP\/1\.1 400 /);
    expect(raw).to.include('Content-Type: application/problem+json\r\n');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).to.include({ status: 400, code: 'MALFORMED_REQUEST', type: 'about:blank' });
  });

  it('admits a well-formed basic credential or session cookie, refuses none or a malformed one with 401', async () => {
    const basic = await fetch(`${mock.url}/me`, { headers: { authorization: `Basic ${Buffer.from('ada:secret').toString('base64')}` } });
    expect(basic.status).to.equal(200);
    expect(await basic.json()).to.deep.equal({ name: 'Ada' });
    const cookie = await fetch(`${mock.url}/me`, { headers: { cookie: 'theme=dark; sid=session-123456' } });
    expect(cookie.status).to.equal(200);
    const none = await fetch(`${mock.url}/me`);
    expect(none.status).to.equal(401);
    expect(none.headers.get('www-authenticate')).to.include('Basic realm=');
    const malformed = await fetch(`${mock.url}/me`, { headers: { authorization: 'Basic bm9jb2xvbg==' } });
    expect(malformed.status, 'no colon: not a user:password pair').to.equal(401);
  });

  it('names a spec from its file or URL', () => {
    expect(specNameOf('/a/b/Todo API.yaml')).to.equal('todo-api');
    expect(specNameOf('https://example.com/specs/hr.json?v=2')).to.equal('hr');
  });
});

describe('mock of any spec: Prism\'s security rules are for partner documents only', () => {
  const document = load(`
openapi: 3.0.3
info: { title: Rules, version: '1' }
paths:
  /things:
    get:
      operationId: listThings
      security: [{ key: [] }]
      responses:
        '200':
          description: Things.
          content:
            application/json:
              example: [thing]
        '401':
          description: No key.
          content:
            application/json:
              example: { reason: no key }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Key }
`) as OpenApiDocument;

  async function serve(partner: boolean): Promise<{ url: string; close: () => Promise<void> }> {
    const key = `rules-${partner ? 'partner' : 'own'}`;
    registerSpec(key, withOperationIds(document));
    const descriptor: AreaDescriptor = { name: key, specPath: key, prefix: '/api/v1', envelope: envelopes.plain, ...(partner ? { partner } : {}) };
    const { app } = await createMockApp(descriptor, { logger: silentLogger, responseValidation: 'warn' });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  it('our own rules without `partner`: an 8-character key at least, our envelope for a documented 401', async () => {
    const own = await serve(false);
    try {
      const short = await fetch(`${own.url}/things`, { headers: { 'x-key': 'k1' } });
      expect(short.status).to.equal(401);
      expect(short.headers.get('www-authenticate')).to.equal('ApiKey realm="rules-own", header="X-Key"');
      expect(await short.json()).to.deep.include({ success: false, error: { code: 'UNAUTHORIZED', message: 'Missing or invalid credentials.' } });
      expect((await fetch(`${own.url}/things`, { headers: { 'x-key': 'key-of-8+' } })).status).to.equal(200);
    } finally {
      await own.close();
    }
  });

  it("Prism's with `partner`: a key of any length, the documented 401 example", async () => {
    const partner = await serve(true);
    try {
      expect((await fetch(`${partner.url}/things`, { headers: { 'x-key': 'k1' } })).status).to.equal(200);
      const none = await fetch(`${partner.url}/things`);
      expect(none.status).to.equal(401);
      expect(none.headers.get('www-authenticate')).to.equal(null);
      expect(await none.json()).to.deep.equal({ reason: 'no key' });
    } finally {
      await partner.close();
    }
  });
});

/** A parcel tracker whose example breaks its own schema, with a deprecated filter. */
const TRACKER = load(`
openapi: 3.0.3
info: { title: Parcels, version: '1' }
paths:
  /parcels/{code}:
    get:
      operationId: trackParcel
      parameters:
        - { name: code, in: path, required: true, schema: { type: string } }
        - { name: carrier, in: query, deprecated: true, schema: { type: string } }
      responses:
        '200':
          description: Where the parcel is.
          content:
            application/json:
              schema: { type: object, required: [state], properties: { state: { type: string, enum: [sorting, on-the-road, delivered] } } }
              example: { state: lost }
  /parcels:
    post:
      operationId: sendParcel
      parameters:
        - { name: carrier, in: query, deprecated: true, schema: { type: string } }
      requestBody:
        content:
          application/json:
            schema: { type: object, required: [to], properties: { to: { type: string } } }
      responses:
        '201':
          description: Booked.
          content:
            application/json:
              schema: { type: object, properties: { code: { type: string } } }
              examples:
                booked: { value: { code: PX-1 } }
        '422':
          description: Not a parcel we can book.
          content:
            application/json:
              schema: { type: object, properties: { reason: { type: string } } }
              examples:
                no-address: { value: { reason: no address } }
`) as OpenApiDocument;

describe("mock of any spec: what breaks the document is reported, as Prism's sl-violations", () => {
  const violationsOf = (response: Response) => JSON.parse(response.headers.get('x-contract-violations') ?? '[]') as Array<{ where: string; location: string; message: string }>;
  let plain: RunningSpecMock;
  let errors: RunningSpecMock;
  before(async () => {
    plain = await startSpecMock({ document: TRACKER, source: 'parcels.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
    errors = await startSpecMock({ document: TRACKER, source: 'parcels.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn', errors: true });
  });
  after(async () => {
    await plain.stop(0);
    await errors.stop(0);
  });

  it('sends an example that breaks its schema as written, naming the break and a deprecated parameter used', async () => {
    const response = await fetch(`${plain.url}/parcels/PX-1?carrier=post`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ state: 'lost' });
    const violations = violationsOf(response);
    expect(violations.map((v) => v.where)).to.deep.equal(['response', 'request']);
    expect(violations[0]).to.include({ location: 'body.state' });
    expect(violations[0].message).to.match(/must be one of/);
    expect(violations[1]).to.include({ location: 'query.carrier', message: 'Query param carrier is deprecated' });
  });

  it('with errors, answers such an example with a 500 problem listing the break instead', async () => {
    const response = await fetch(`${errors.url}/parcels/PX-1`);
    expect(response.status).to.equal(500);
    expect(response.headers.get('content-type')).to.equal('application/problem+json');
    const body = (await response.json()) as { code: string; errors: Array<{ location: string }> };
    expect(body.code).to.equal('RESPONSE_VALIDATION_FAILED');
    expect(body.errors[0].location).to.equal('response');
    expect(violationsOf(response)).to.have.length(1);
  });

  it('with errors, still answers a conforming example when the request only uses a deprecated parameter', async () => {
    const response = await fetch(`${errors.url}/parcels`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"to":"Oslo"}' });
    expect(response.status).to.equal(201);
    expect(violationsOf(response)).to.deep.equal([]);
    const deprecated = await fetch(`${errors.url}/parcels?carrier=post`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"to":"Oslo"}' });
    expect(deprecated.status).to.equal(201);
    expect(await deprecated.json()).to.deep.equal({ code: 'PX-1' });
    expect(violationsOf(deprecated).map((v) => v.location)).to.deep.equal(['query.carrier']);
  });

  it('refuses an invalid request with its documented 422, ignoring an example asked for another status', async () => {
    const response = await fetch(`${plain.url}/parcels`, { method: 'POST', headers: { 'content-type': 'application/json', prefer: 'code=201, example=booked' }, body: '{}' });
    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({ reason: 'no address' });
    const violations = violationsOf(response);
    expect(violations).to.have.length(1);
    expect(violations[0]).to.include({ where: 'request', message: 'is required' });
    expect(violations[0].location).to.match(/to$/);
  });
});

describe("mock of any spec: open to any page by default, as Prism's mock", () => {
  let open: RunningSpecMock;
  let closed: RunningSpecMock;
  before(async () => {
    open = await startSpecMock({ document: TRACKER, source: 'parcels.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
    closed = await startSpecMock({ document: TRACKER, source: 'parcels.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn', cors: false });
  });
  after(async () => {
    await open.stop(0);
    await closed.stop(0);
  });

  it("allows the caller's origin on every answer and answers a preflight 204 with the method asked", async () => {
    const answer = await fetch(`${open.url}/parcels/PX-1`, { headers: { origin: 'http://shop.test' } });
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('access-control-allow-origin')).to.equal('http://shop.test');
    expect(answer.headers.get('access-control-allow-credentials')).to.equal('true');
    const anyone = await fetch(`${open.url}/parcels/PX-1`);
    expect(anyone.headers.get('access-control-allow-origin')).to.equal('*');
    const preflight = await fetch(`${open.url}/parcels`, { method: 'OPTIONS', headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST' } });
    expect(preflight.status).to.equal(204);
    expect(preflight.headers.get('access-control-allow-methods')).to.equal('POST');
    expect(preflight.headers.get('access-control-allow-headers')).to.equal('*');
  });

  it('with cors off, sends no CORS header and answers an undocumented OPTIONS 405', async () => {
    const answer = await fetch(`${closed.url}/parcels/PX-1`, { headers: { origin: 'http://shop.test' } });
    expect(answer.headers.get('access-control-allow-origin')).to.equal(null);
    const options = await fetch(`${closed.url}/parcels`, { method: 'OPTIONS' });
    expect(options.status).to.equal(405);
    expect(options.headers.get('allow')).to.equal('POST');
  });
});

describe('mock of any spec: names that are also Object members', () => {
  /** `constructor` and `toString` are names a partner may use for a property or a custom format. */
  const ODD = load(`
openapi: 3.0.3
info: { title: Odd names, version: '1' }
paths:
  /odd:
    get:
      responses:
        '200':
          description: Properties and a format named after Object's members.
          content:
            application/json:
              schema:
                type: object
                required: [constructor, toString, code]
                properties:
                  constructor: { type: string }
                  toString: { type: string }
                  code: { type: string, format: constructor }
`) as OpenApiDocument;
  let mock: RunningSpecMock;
  before(async () => {
    mock = await startSpecMock({ document: ODD, source: 'odd.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict', dynamic: true });
  });
  after(() => mock.stop(0));

  it('draws them as plain strings, conforming, instead of answering 500', async () => {
    for (const seed of [1, 2, 3]) {
      const answer = await fetch(`${mock.url}/odd`, { headers: { prefer: `dynamic=true, seed=${seed}` } });
      expect(answer.status).to.equal(200);
      const body = (await answer.json()) as Record<string, unknown>;
      for (const name of ['constructor', 'toString', 'code']) expect(body[name]).to.be.a('string');
    }
  });
});
