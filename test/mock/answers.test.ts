/**
 * How the mock of a partner's document (`cfs-mock --spec`) answers, as Prism answers: the body
 * written in the negotiated media type (XML from the schema's `xml` objects, text unquoted,
 * JSON under the documented type), the status chosen as Prism chooses it (ranges, `default`,
 * `__code` / `__example`), HEAD and empty answers. Strict response validation runs on every
 * answer, so each one here conforms to the document.
 */
import { expect } from 'chai';
import { load } from 'js-yaml';
import type { OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { startSpecMock, type RunningSpecMock } from '../../src/mock/serve-spec.js';
import { silentLogger } from '../support/area-app.js';

const LIBRARY = load(`
openapi: 3.0.3
info: { title: Library, version: '1' }
paths:
  /shelves/{id}:
    get:
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200':
          description: A shelf, in XML first.
          content:
            application/xml:
              schema: { $ref: '#/components/schemas/Shelf' }
              example: { id: 7, room: Reading & Writing, books: [Emma, Persuasion], label: Austen }
            application/json:
              schema: { $ref: '#/components/schemas/Shelf' }
              example: { id: 7, room: Reading & Writing, books: [Emma, Persuasion], label: Austen }
        '400':
          description: A bad shelf number, in the partner's own shape.
          content:
            application/json:
              schema:
                type: object
                required: [problem, field]
                additionalProperties: false
                properties: { problem: { type: string, example: not a number }, field: { type: string, example: id } }
  /loans:
    get:
      responses:
        '200':
          description: Loans as a plain table and as JSON.
          content:
            text/plain:
              schema: { type: string }
              example: Emma due Friday
            application/vnd.library+json:
              schema: { type: object, required: [due], properties: { due: { type: string, example: Friday } } }
  /notes:
    get:
      responses:
        '200':
          description: A note with no xml object anywhere.
          content:
            description: a key that is no media type, as some documents have it
            application/xml:
              schema: { type: object, properties: { text: { type: string }, pages: { type: integer } } }
              example: { text: see chapter 2, pages: 3 }
            application/json:
              schema: { type: object }
              example: { text: see chapter 2 }
  /lendings:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [book], properties: { book: { type: string, maxLength: 5 } } }
      responses:
        '201': { description: Lent. }
        '422':
          description: Not lendable.
          content:
            application/json:
              schema: { type: object, properties: { message: { type: string } } }
              examples:
                tooLong: { value: { message: title too long } }
                missing: { value: { message: no title } }
  /authors:
    get:
      responses:
        '200':
          description: Authors without an example, an unwrapped list in a default namespace.
          content:
            application/xml:
              schema:
                type: object
                xml: { name: authors, namespace: 'https://library.example/authors' }
                properties:
                  author: { type: array, items: { type: string, example: Austen } }
                  count: { type: integer, xml: { attribute: true }, example: 1 }
  /fines:
    get:
      responses:
        5XX:
          description: The till is down.
          content:
            text/plain: { example: till down }
        4XX:
          description: Not yours to see.
          content:
            text/plain: { example: not yours }
  /members:
    get:
      responses:
        2XX:
          description: Any success.
          content:
            application/json: { example: [{ name: Ada }] }
        '406':
          description: Only JSON here.
          content:
            application/json:
              schema: { type: object, required: [error], properties: { error: { type: string } } }
              example: { error: JSON only }
        '404':
          description: No members.
          content:
            application/json:
              examples:
                empty: { value: { reason: none yet } }
                closed: { value: { reason: library closed } }
  /catalogue:
    head:
      responses:
        '200':
          description: The catalogue exists.
          headers:
            X-Books: { schema: { type: integer }, example: 1200 }
          content:
            application/json: { example: { books: 1200 } }
    put:
      responses:
        '204': { description: Stored. }
components:
  schemas:
    Shelf:
      type: object
      xml: { name: shelf, prefix: lib, namespace: 'https://library.example/ns' }
      properties:
        id: { type: integer, xml: { attribute: true } }
        room: { type: string }
        books:
          type: array
          xml: { name: books, wrapped: true }
          items: { type: string, xml: { name: book } }
        label: { type: string, xml: { name: tag } }
`) as OpenApiDocument;

describe('mock of a partner document: answers as Prism gives them', () => {
  let mock: RunningSpecMock;
  before(async () => {
    mock = await startSpecMock({ document: LIBRARY, source: '/partners/library.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
  });
  after(() => mock.stop(0));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${mock.url}${path}`, { method, headers });

  describe('the negotiated media type', () => {
    it('writes XML from the schema: a renamed, prefixed root with its namespace, an attribute, a wrapped list, a renamed element', async () => {
      const response = await get('/shelves/7', { accept: 'application/xml' });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/xml');
      expect(await response.text()).to.equal(
        '<lib:shelf xmlns:lib="https://library.example/ns" id="7"><room>Reading &amp; Writing</room><books><book>Emma</book><book>Persuasion</book></books><tag>Austen</tag></lib:shelf>',
      );
    });

    it('names the root <xml> and each property after itself when the schema has no xml object', async () => {
      const response = await get('/notes', { accept: 'application/xml' });
      expect(await response.text()).to.equal('<xml><text>see chapter 2</text><pages>3</pages></xml>');
    });

    it('writes the static sample as XML when there is no example: an unwrapped list repeats its element', async () => {
      const response = await get('/authors', { accept: 'application/xml' });
      expect(response.headers.get('x-mock')).to.equal('static');
      expect(await response.text()).to.equal('<authors xmlns="https://library.example/authors" count="1"><author>Austen</author></authors>');
      const generated = await get('/authors?__seed=7', { accept: 'application/xml' });
      expect(generated.headers.get('x-mock')).to.equal('dynamic; seed=7');
      expect(await generated.text()).to.match(/^<authors xmlns="https:\/\/library\.example\/authors"( count="-?\d+")?>(<author>[^<]*<\/author>)*<\/authors>$/);
    });

    it('answers Accept */* with the first media type the document lists, and no Accept with the JSON one', async () => {
      const anything = await get('/shelves/7', { accept: '*/*' });
      expect(anything.headers.get('content-type')).to.equal('application/xml');
      const notMediaTypes = await get('/notes', { accept: '*/*' });
      expect(notMediaTypes.headers.get('content-type')).to.equal('application/xml');
      const unsaid = await fetch(`${mock.url}/loans`, { headers: { accept: '' } });
      expect(unsaid.headers.get('content-type')).to.equal('application/vnd.library+json');
      expect(await unsaid.json()).to.deep.equal({ due: 'Friday' });
    });

    it('sends JSON under the documented type as written, without a charset, and text unquoted with its charset', async () => {
      const json = await get('/shelves/7', { accept: 'application/json' });
      expect(json.headers.get('content-type')).to.equal('application/json');
      expect(await json.json()).to.deep.equal({ id: 7, room: 'Reading & Writing', books: ['Emma', 'Persuasion'], label: 'Austen' });
      const text = await get('/loans', { accept: 'text/plain' });
      expect(text.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
      expect(await text.text()).to.equal('Emma due Friday');
    });

    it('matches a vendor type asked with a parameter the document does not name', async () => {
      const response = await get('/loans', { accept: 'application/vnd.library+json; version=2' });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/vnd.library+json');
    });

    it('refuses with 406 an Accept that admits none of the documented types', async () => {
      const response = await get('/loans', { accept: 'image/png' });
      expect(response.status).to.equal(406);
      expect(response.headers.get('content-type')).to.equal('application/problem+json');
      expect(await response.json()).to.include({ status: 406, code: 'NOT_ACCEPTABLE' });
    });
  });

  describe('the status', () => {
    it('answers an operation documenting only error ranges with its first documented one, never an undocumented 204', async () => {
      const response = await get('/fines');
      expect(response.status).to.equal(500);
      expect(await response.text()).to.equal('till down');
    });

    it('refuses with 406 an Accept the first documented error response cannot meet, answering the document\'s own 4XX', async () => {
      const refused = await get('/fines', { accept: 'application/json' });
      expect(refused.status).to.equal(406);
      expect(refused.headers.get('content-type')).to.equal('text/plain; charset=utf-8');
      expect(await refused.text()).to.equal('not yours');
    });

    it('answers a 2XX range as 200, and __code within a range with that range\'s answer', async () => {
      const success = await get('/members');
      expect(success.status).to.equal(200);
      expect(await success.json()).to.deep.equal([{ name: 'Ada' }]);
      const teapot = await get('/fines?__code=418');
      expect(teapot.status).to.equal(418);
      expect(await teapot.text()).to.equal('not yours');
    });

    it('picks a named example with __example, and answers 404 for a status or an example the document does not have', async () => {
      const closed = await get('/members?__code=404&__example=closed');
      expect(closed.status).to.equal(404);
      expect(await closed.json()).to.deep.equal({ reason: 'library closed' });

      const undocumented = await get('/loans?__code=503');
      expect(undocumented.status).to.equal(404);
      expect(undocumented.headers.get('content-type')).to.equal('application/problem+json');
      expect(await undocumented.json()).to.include({ status: 404, code: 'NOT_FOUND', detail: 'Requested status code 503 is not defined in the document.' });

      const unknown = await get('/loans?__example=overdue', { accept: 'application/vnd.library+json' });
      expect(unknown.status).to.equal(404);
      expect(await unknown.json()).to.include({ detail: 'Response for contentType: application/vnd.library+json and exampleKey: overdue does not exist.' });
    });

    it('answers its own 404 and 406 with the document\'s own answer for that status when it documents one', async () => {
      const undocumented = await get('/members?__code=503');
      expect(undocumented.status).to.equal(404);
      expect(await undocumented.json()).to.deep.equal({ reason: 'none yet' });
      const refused = await get('/members', { accept: 'text/csv' });
      expect(refused.status).to.equal(406);
      expect(await refused.json()).to.deep.equal({ error: 'JSON only' });
    });

    it('answers an invalid request with the documented example __example names for that status, and 404 when there is none such', async () => {
      const post = (query: string) => fetch(`${mock.url}/lendings${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"book":"Middlemarch"}' });
      const first = await post('');
      expect(first.status).to.equal(422);
      expect(await first.json()).to.deep.equal({ message: 'title too long' });
      const named = await post('?__code=422&__example=missing');
      expect(named.status).to.equal(422);
      expect(await named.json()).to.deep.equal({ message: 'no title' });
      // An example named without asking for the refusal's status is another status's: the first is sent.
      const unasked = await post('?__example=missing');
      expect(await unasked.json()).to.deep.equal({ message: 'title too long' });
      const unknown = await post('?__code=422&__example=stolen');
      expect(unknown.status).to.equal(404);
      expect(unknown.headers.get('content-type')).to.equal('application/problem+json');
      expect(await unknown.json()).to.include({ status: 404, code: 'NOT_FOUND', detail: 'Response for contentType: application/json and exampleKey: stolen does not exist.' });
    });

    it('answers its own error in the schema the document declares for that status, when it has no example', async () => {
      const invalid = await get('/shelves/seven');
      expect(invalid.status).to.equal(400);
      const body = (await invalid.json()) as Record<string, unknown>;
      expect(body).to.have.all.keys('problem', 'field');
    });
  });

  describe('answers without a body', () => {
    it('answers a documented HEAD operation with its status and headers, no body', async () => {
      const response = await get('/catalogue', {}, 'HEAD');
      expect(response.status).to.equal(200);
      expect(response.headers.get('x-books')).to.equal('1200');
      expect(await response.text()).to.equal('');
    });

    it('answers a 204 with neither body nor Content-Type', async () => {
      const response = await get('/catalogue', {}, 'PUT');
      expect(response.status).to.equal(204);
      expect(response.headers.get('content-type')).to.equal(null);
      expect(await response.text()).to.equal('');
    });
  });
});
