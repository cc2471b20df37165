/**
 * Requests beyond JSON, read by the one pipeline as a partner's document declares them (here
 * through the mock of that document): form and multipart bodies by their `encoding`, text and
 * binary bodies, and parameters in every OpenAPI style. The mock answers 204 to what it accepts
 * and 400 naming the field to what it refuses; a body of a type the operation does not declare
 * is 415.
 */
import { expect } from 'chai';
import { load } from 'js-yaml';
import type { OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { startSpecMock, type RunningSpecMock } from '../../src/mock/serve-spec.js';
import { silentLogger } from '../support/area-app.js';

const DOCUMENT = load(`
openapi: 3.0.3
info: { title: Workshop, version: '1' }
paths:
  /bookings:
    post:
      operationId: book
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [seats, room]
              properties:
                seats: { type: integer, minimum: 1, maximum: 12 }
                room: { type: string, enum: [loft, cellar] }
                tools: { type: array, maxItems: 2, items: { type: string } }
                note: { type: string, maxLength: 40 }
                contact:
                  type: object
                  required: [email]
                  properties: { email: { type: string, format: email }, phone: { type: string } }
            encoding:
              tools: { style: pipeDelimited, explode: false }
              note: { allowReserved: false }
              contact: { style: deepObject, explode: true }
      responses:
        '204': { description: Booked. }
  /portfolios:
    post:
      operationId: submitPortfolio
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              required: [title, cover]
              properties:
                title: { type: string, minLength: 3 }
                year: { type: integer }
                cover: { type: string, format: binary }
                credits: { type: object, required: [author], properties: { author: { type: string } } }
            encoding:
              cover: { contentType: 'image/png, image/jpeg' }
      responses:
        '204': { description: Received. }
  /visits:
    post:
      operationId: logVisit
      requestBody:
        content:
          'application/x-www-form-urlencoded; charset=utf-8':
            schema: { type: object, additionalProperties: false, properties: { minutes: { type: integer } } }
      responses:
        '204': { description: Logged. }
  /memos:
    post:
      operationId: leaveMemo
      requestBody:
        required: true
        content:
          text/plain:
            schema: { type: string, maxLength: 20 }
      responses:
        '204': { description: Left. }
  /sketches/{name}:
    put:
      operationId: storeSketch
      parameters:
        - { name: name, in: path, required: true, schema: { type: string } }
      requestBody:
        content:
          application/octet-stream:
            schema: { type: string, format: binary }
      responses:
        '204': { description: Stored. }
  /benches:
    get:
      operationId: findBenches
      parameters:
        - name: size
          in: query
          style: form
          explode: false
          schema: { type: object, properties: { width: { type: integer, maximum: 300 }, depth: { type: integer } } }
        - name: finish
          in: query
          style: spaceDelimited
          explode: false
          schema: { type: array, maxItems: 2, items: { type: string, enum: [oak, ash, pine] } }
        - name: near
          in: query
          style: deepObject
          explode: true
          schema: { type: object, properties: { lat: { type: number, maximum: 90 }, lon: { type: number } } }
        - name: X-Workshops
          in: header
          schema: { type: array, maxItems: 2, items: { type: integer } }
      responses:
        '204': { description: Found. }
  /rooms/{floors}/{door}:
    get:
      operationId: findRoom
      parameters:
        - { name: floors, in: path, required: true, style: label, explode: true, schema: { type: array, maxItems: 2, items: { type: integer } } }
        - { name: door, in: path, required: true, style: matrix, schema: { type: integer, maximum: 9 } }
      responses:
        '204': { description: Found. }
  /lamps:
    get:
      operationId: findLamps
      parameters:
        - name: light
          in: query
          schema: { type: object, properties: { watts: { type: integer, maximum: 100 }, warm: { type: boolean } } }
      responses:
        '204': { description: Found. }
`) as OpenApiDocument;

interface Refusal {
  status: number;
  code: string;
  detail: string;
  errors?: Array<{ location: string; path: string; message: string }>;
}

describe('requests beyond JSON: bodies by media type and parameters by style (mock of a partner document)', () => {
  let mock: RunningSpecMock;
  before(async () => {
    mock = await startSpecMock({ document: DOCUMENT, source: '/somewhere/workshop.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
  });
  after(() => mock.stop(0));

  const send = (path: string, init: RequestInit = {}) => fetch(`${mock.url}${path}`, init);
  const form = (body: string) => send('/bookings', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  /** The status, and the fields a refusal names (`path: message`). */
  async function outcome(response: Response): Promise<[number, string[]]> {
    if (response.status === 204) return [204, []];
    const problem = (await response.json()) as Refusal;
    return [response.status, (problem.errors ?? []).map((error) => `${error.path}: ${error.message}`)];
  }

  describe('application/x-www-form-urlencoded', () => {
    it('takes a valid form: numbers sent as text count as numbers, a pipe-delimited list and a deepObject as declared', async () => {
      expect(await outcome(await form('seats=4&room=loft&tools=saw|chisel&contact[email]=ada%40example.org'))).to.deep.equal([204, []]);
    });

    it('refuses what breaks the schema, naming each field: text that is no number, a value off the list', async () => {
      expect(await outcome(await form('seats=four&room=attic'))).to.deep.equal([400, ['seats: must be integer', 'room: must be one of "loft", "cellar"']]);
    });

    it('reads a delimited list and a deepObject field before checking them', async () => {
      expect(await outcome(await form('seats=2&room=cellar&tools=saw|chisel|plane'))).to.deep.equal([400, ['tools: must NOT have more than 2 items']]);
      expect(await outcome(await form('seats=2&room=cellar&contact[phone]=555'))).to.deep.equal([400, ['contact.email: is required']]);
    });

    it('refuses reserved characters sent unencoded in a field whose encoding does not allow them, and takes them percent-encoded', async () => {
      expect(await outcome(await form('seats=1&room=loft&note=bring/tea'))).to.deep.equal([400, ['note: holds reserved characters that are not percent-encoded (its encoding does not allow them)']]);
      expect(await outcome(await form('seats=1&room=loft&note=bring%2Ftea+please'))).to.deep.equal([204, []]);
    });

    it('refuses a missing required form, and a body whose percent-encoding is not UTF-8', async () => {
      expect(await outcome(await send('/bookings', { method: 'POST' }))).to.deep.equal([400, ['(root): is required']]);
      expect(await outcome(await form('seats=1&room=loft&note=%FF'))).to.deep.equal([400, ['note: is not percent-encoded UTF-8']]);
    });

    it('reads a form whose declared media type carries parameters', async () => {
      const visit = (body: string) => send('/visits', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(await outcome(await visit('minutes=45'))).to.deep.equal([204, []]);
      expect(await outcome(await visit('minutes=long'))).to.deep.equal([400, ['minutes: must be integer']]);
    });

    it('refuses a form of more fields than its schema can hold before reading them, as a JSON body of too many values', async () => {
      const response = await send('/visits', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'minutes=1&'.repeat(1100) });
      expect(await outcome(response)).to.deep.equal([400, ['(root): holds more than 1002 fields; no valid request holds that many']]);
    });

    it('answers 415 naming the declared type to a body of another type, JSON included', async () => {
      const response = await send('/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"seats":1,"room":"loft"}' });
      expect(response.status).to.equal(415);
      expect(((await response.json()) as Refusal).detail).to.equal('The request body must be application/x-www-form-urlencoded; got application/json.');
    });

    it('keeps the body limit: a form over it is 413', async () => {
      const response = await form(`seats=1&room=loft&note=${'a'.repeat(2 * 1024 * 1024)}`);
      expect(response.status).to.equal(413);
      expect(((await response.json()) as Refusal).code).to.equal('PAYLOAD_TOO_LARGE');
    });
  });

  describe('multipart/form-data', () => {
    const png = new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00])], { type: 'image/png' });
    function portfolio(fields: Record<string, string | Blob>): Promise<Response> {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value instanceof Blob) body.append(name, value, 'cover.bin');
        else body.append(name, value);
      }
      return send('/portfolios', { method: 'POST', body });
    }

    it('takes text parts, a file of a declared type and a JSON part for an object', async () => {
      expect(await outcome(await portfolio({ title: 'Chairs', year: '2024', cover: png, credits: '{"author":"Ada"}' }))).to.deep.equal([204, []]);
    });

    it('checks each part against its property: text that is no number, an object part missing a field', async () => {
      expect(await outcome(await portfolio({ title: 'Chairs', year: 'last', cover: png, credits: '{"by":"Ada"}' }))).to.deep.equal([400, ['year: must be integer', 'credits.author: is required']]);
    });

    it('refuses a file whose type its encoding does not list, an object part that is not JSON, and a missing part', async () => {
      expect(await outcome(await portfolio({ title: 'Chairs', cover: new Blob(['GIF89a'], { type: 'image/gif' }) }))).to.deep.equal([400, ['cover: was sent as image/gif; its encoding takes image/png, image/jpeg']]);
      expect(await outcome(await portfolio({ title: 'Chairs', cover: png, credits: 'Ada' }))).to.deep.equal([400, ['credits: is not valid JSON']]);
      expect(await outcome(await portfolio({ title: 'Chairs' }))).to.deep.equal([400, ['cover: is required']]);
    });

    it('refuses a multipart body without the boundary its parts need', async () => {
      const response = await send('/portfolios', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'title=Chairs' });
      expect(await outcome(response)).to.deep.equal([400, ['(root): is not a multipart/form-data body with the boundary its Content-Type names']]);
    });
  });

  describe('text and binary bodies', () => {
    const memo = (body: string | Buffer, type = 'text/plain') => send('/memos', { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body) });

    it('takes text as a string (in the charset it names) and checks it against the schema', async () => {
      expect(await outcome(await memo('glue is drying'))).to.deep.equal([204, []]);
      expect(await outcome(await memo(Buffer.from('crème brûlée', 'latin1'), 'text/plain; charset=iso-8859-1'))).to.deep.equal([204, []]);
      expect(await outcome(await memo('the glue is drying, do not touch'))).to.deep.equal([400, ['(root): must NOT have more than 20 characters']]);
    });

    it('refuses text that is not in its charset, and a charset it does not know', async () => {
      expect(await outcome(await memo(Buffer.from([0x67, 0xff, 0x65])))).to.deep.equal([400, ['(root): is not valid utf-8 text']]);
      const unknown = await memo('glue', 'text/plain; charset=klingon');
      expect([unknown.status, ((await unknown.json()) as Refusal).detail]).to.deep.equal([415, "The request body's charset klingon is not supported."]);
    });

    it('takes any bytes as an octet stream, and refuses another type with 415', async () => {
      const bytes = new Uint8Array([0, 1, 2, 0xff, 0xfe]);
      expect(await outcome(await send('/sketches/stool', { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes }))).to.deep.equal([204, []]);
      const wrong = await send('/sketches/stool', { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
      expect([wrong.status, ((await wrong.json()) as Refusal).detail]).to.deep.equal([415, 'The request body must be application/octet-stream; got image/png.']);
    });
  });

  describe('parameters in every style', () => {
    it('reads a form object not exploded (`size=width,120,depth,60`) and checks its members', async () => {
      expect(await outcome(await send('/benches?size=width,120,depth,60'))).to.deep.equal([204, []]);
      expect(await outcome(await send('/benches?size=width,400'))).to.deep.equal([400, ['size.width: must be <= 300']]);
    });

    it('reads a form object exploded, its members as keys of their own', async () => {
      expect(await outcome(await send('/lamps?watts=60&warm=true'))).to.deep.equal([204, []]);
      expect(await outcome(await send('/lamps?watts=150'))).to.deep.equal([400, ['light.watts: must be <= 100']]);
    });

    it('reads a space-delimited list and a deepObject', async () => {
      expect(await outcome(await send('/benches?finish=oak%20ash&near[lat]=51.5&near[lon]=-0.1'))).to.deep.equal([204, []]);
      expect(await outcome(await send('/benches?finish=oak%20ash%20pine'))).to.deep.equal([400, ['finish: must NOT have more than 2 items']]);
      expect(await outcome(await send('/benches?near[lat]=91'))).to.deep.equal([400, ['near.lat: must be <= 90']]);
    });

    it('reads a header list (simple style)', async () => {
      expect(await outcome(await send('/benches', { headers: { 'x-workshops': '3, 4' } }))).to.deep.equal([204, []]);
      expect(await outcome(await send('/benches', { headers: { 'x-workshops': '3,4,5' } }))).to.deep.equal([400, ['x-workshops: must NOT have more than 2 items']]);
      expect(await outcome(await send('/benches', { headers: { 'x-workshops': '3,four' } }))).to.deep.equal([400, ['x-workshops.1: must be integer']]);
    });

    it('reads label and matrix path parameters', async () => {
      expect(await outcome(await send('/rooms/.1.2/;door=7'))).to.deep.equal([204, []]);
      expect(await outcome(await send('/rooms/.1.2.3/;door=12'))).to.deep.equal([400, ['floors: must NOT have more than 2 items', 'door: must be <= 9']]);
    });
  });
});
