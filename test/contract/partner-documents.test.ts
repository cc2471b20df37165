/**
 * The partner tools on documents partners bring (src/contract/spec-document.ts): an OpenAPI
 * 3.1 and a Swagger 2.0 document served by the mock, proxied and contract-tested, and the
 * loose-but-valid 3.0 documents that load with warnings. Every answer read here is checked
 * against the loaded spec (expectConforms).
 */
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSpec, runContract, type SpecModel } from '../../src/contract/index.js';
import { ContractSpecError } from '../../src/contract/errors.js';
import { documentedResponse } from '../../src/pipeline/spec-model.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { startSpecMock, type RunningSpecMock } from '../../src/mock/serve-spec.js';
import { withOperationIds } from '../../src/pipeline/openapi-document.js';
import { startValidatingProxy, type RunningProxy } from '../../src/proxy/proxy-server.js';
import { silentLogger } from '../support/area-app.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** The answer is documented for the operation and its JSON body matches the documented schema. */
function expectConforms(spec: SpecModel, operationId: string, status: number, contentType: string | null, body: unknown): void {
  const operation = spec.operations.find((o) => o.operationId === operationId)!;
  const documented = documentedResponse(operation, status);
  expect(documented, `${operationId} documents ${status}`).to.not.equal(undefined);
  if (contentType === null || !documented!.content) return;
  const media = documented!.content[contentType.split(';')[0].trim()];
  expect(media, `${operationId} ${status} documents ${contentType}`).to.not.equal(undefined);
  expect(new SpecValidators(spec).responseProblems(media!.schema, body), `${operationId} ${status} body`).to.deep.equal([]);
}

async function get(url: string, init: RequestInit = {}): Promise<{ status: number; type: string | null; body: unknown; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  const type = response.headers.get('content-type');
  return { status: response.status, type, body: type?.includes('json') && text ? JSON.parse(text) : text, headers: response.headers };
}

function startUpstreamSaying(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server })));
}

describe('partner documents: OpenAPI 3.1 and Swagger 2.0 in the mock, the proxy and the contract runner', () => {
  for (const [file, version] of [['pets-3.1.yaml', '3.1'], ['pets-2.0.yaml', '2.0']] as const) {
    describe(file, () => {
      let spec: SpecModel;
      let mock: RunningSpecMock;
      let proxy: RunningProxy;
      before(async () => {
        spec = await loadSpec(path.join(FIXTURES, file));
        mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
        proxy = await startValidatingProxy({ document: withOperationIds(spec.document), specName: file.replace('.yaml', ''), upstream: new URL(mock.url), refuseInvalid: false, maxValidatedBytes: 1 << 20, upstreamTimeoutMs: 5000, logger: silentLogger, host: '127.0.0.1', port: 0 });
      });
      after(async () => {
        await proxy?.stop(100);
        await mock?.stop(100);
      });

      it(`loads as written in ${version}`, () => {
        expect(spec.sourceVersion).to.equal(version);
        expect(spec.warnings).to.deep.equal([]);
        expect(spec.operations.map((o) => o.operationId).sort()).to.deep.equal(version === '3.1' ? ['getPet', 'listPets'] : ['addPet', 'listPets']);
      });

      it('is served, and each answer matches the document', async () => {
        if (version === '3.1') {
          const list = await get(`${mock.url}/pets?limit=2`, { headers: { authorization: 'Bearer any-oauth2-access-token' } });
          expect(list.status).to.equal(200);
          expectConforms(spec, 'listPets', list.status, list.type, list.body);
          const one = await get(`${mock.url}/pets/7`);
          expect(one.status, 'a Path Item $ref is routed').to.equal(200);
          expectConforms(spec, 'getPet', one.status, one.type, one.body);
          expect((one.body as { kind: string }).kind, 'const').to.equal('pet');
        } else {
          const list = await get(`${mock.url}/pets`);
          expect(list.status).to.equal(200);
          expectConforms(spec, 'listPets', list.status, list.type, list.body);
          const added = await get(`${mock.url}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-key': 'partner-key-1' }, body: JSON.stringify({ id: 3, name: 'Tom' }) });
          expect(added.status).to.equal(201);
          expectConforms(spec, 'addPet', added.status, added.type, added.body);
        }
      });

      it('is proxied: conforming exchanges pass without a report, a broken request is reported', async () => {
        const path = version === '3.1' ? '/pets/7' : '/pets';
        const good = await fetch(`${proxy.url}${path}`);
        await good.text();
        expect(good.status).to.equal(200);
        expect(good.headers.get('x-contract-violations')).to.equal(null);
        const bad = await fetch(`${proxy.url}${version === '3.1' ? '/pets?limit=0' : '/pets?tag=a'}`, version === '3.1' ? { headers: { authorization: 'Bearer t0ken-value' } } : { method: 'POST', headers: { 'content-type': 'application/json', 'x-key': 'partner-key-1' }, body: '{"id": 0}' });
        await bad.text();
        expect(bad.headers.get('x-contract-violations')).to.be.a('string').and.match(version === '3.1' ? /query\.limit/ : /body/);
      });

      it('is contract-tested against the mock with every check passing', async () => {
        const run = await runContract({ spec, baseUrl: mock.url, seed: 7, maxExamples: 5, mock: true, phases: ['examples', 'coverage', 'fuzzing', 'negative', 'auth'] });
        expect(run.failures.map((f) => `${f.check} ${f.method} ${f.path}: ${f.message}`)).to.deep.equal([]);
        expect(run.requests).to.be.greaterThan(5);
        expect(run.ok).to.equal(true);
      });
    });
  }
});

describe('partner documents: security schemes in the mock', () => {
  let spec: SpecModel;
  let mock: RunningSpecMock;
  before(async () => {
    spec = await loadSpec(path.join(FIXTURES, 'pets-3.1.yaml'));
    mock = await startSpecMock({ document: spec.document, source: 'pets-3.1.yaml', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
  });
  after(() => mock?.stop(100));

  it('admits a bearer token on an OAuth2 operation, and an API key in the query', async () => {
    const tries: Array<{ url: string; headers: Record<string, string> }> = [
      { url: '/pets', headers: { authorization: 'Bearer some.oauth2.token' } },
      { url: '/pets?api_key=partner-key-1', headers: {} },
    ];
    for (const init of tries) {
      const answer = await get(`${mock.url}${init.url}`, { headers: init.headers });
      expect(answer.status, init.url).to.equal(200);
      expectConforms(spec, 'listPets', answer.status, answer.type, answer.body);
    }
  });

  it("answers 401 without credentials, naming only the operation's schemes, each once, in Prism's words", async () => {
    const answer = await get(`${mock.url}/pets`);
    expect(answer.status).to.equal(401);
    expectConforms(spec, 'listPets', answer.status, null, answer.body);
    // OAuth2 as Prism names it; the API key in the query has no challenge.
    expect(answer.headers.get('www-authenticate')).to.equal('OAuth2');
  });
});

describe('partner documents: loose but valid 3.0 documents load, with warnings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'partner-documents-'));
  const write = (name: string, document: object) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(document));
    return file;
  };
  const LOOSE = {
    openapi: '3.0.3',
    info: { title: 'Loose', version: '1' },
    security: [{ undefinedScheme: [] }],
    paths: {
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 0, exclusiveMinimum: true } }],
          responses: {
            '200': {
              description: 'An item.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['size', 'colour'],
                    properties: {
                      size: { type: 'number', maximum: 10, exclusiveMaximum: true },
                      colour: { type: 'string', enum: ['red', 'red', 'blue'] },
                      // 3.0: the siblings of a $ref are ignored (this maxLength does not apply).
                      label: { $ref: '#/components/schemas/Label', maxLength: 1 },
                    },
                  },
                },
              },
            },
          },
        },
      },
      '/copies/{id}': { $ref: '#/paths/~1items~1{id}' },
      '/labels': {
        get: {
          operationId: 'getLabel',
          responses: { '200': { description: 'A label.', content: { 'application/json': { schema: { $ref: '#/paths/~1items~1{id}/get/responses/200/content/application~1json/schema/properties/label' } } } } },
        },
      },
    },
    components: { schemas: { Label: { type: 'string', minLength: 3, example: 'long label' } } },
  };

  it('loads them, each oddity a warning', async () => {
    const spec = await loadSpec(write('loose.json', LOOSE));
    expect(spec.warnings).to.deep.equal([
      'security scheme undefinedScheme is required but not defined in components.securitySchemes; it is not checked',
      'operationId getItem is used twice; GET /copies/{id} is called "GET /copies/{id}"',
      '1 schema $ref(s) with sibling keywords: the siblings are ignored, as OpenAPI 3.0 says',
      '2 boolean exclusiveMinimum/exclusiveMaximum read in their OpenAPI 3.0 meaning',
      '1 enum(s) list a value twice; each value is kept once',
    ]);
  });

  it('serves them as the specification reads them', async () => {
    const spec = await loadSpec(write('loose-served.json', LOOSE));
    const mock = await startSpecMock({ document: spec.document, source: 'loose.json', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
    try {
      const zero = await get(`${mock.url}/items/0`);
      expect(zero.status, 'exclusiveMinimum: true with minimum 0 refuses 0').to.equal(400);
      const item = await get(`${mock.url}/items/1`);
      expect(item.status).to.equal(200);
      expectConforms(spec, 'getItem', item.status, item.type, item.body);
      const body = item.body as { size: number; colour: string; label?: string };
      expect(body.size).to.be.below(10);
      const copy = await get(`${mock.url}/copies/1`);
      expect(copy.status, 'a Path Item $ref is routed').to.equal(200);
      expectConforms(spec, 'GET /copies/{id}', copy.status, copy.type, copy.body);
      const label = await get(`${mock.url}/labels`);
      expect(label.status, 'a $ref into #/paths resolves').to.equal(200);
      expectConforms(spec, 'getLabel', label.status, label.type, label.body);
      // The Label's minLength 3 holds; the maxLength 1 written beside its $ref is ignored, as 3.0 says.
      expect((label.body as string).length).to.be.at.least(3);
    } finally {
      await mock.stop(100);
    }
  });

  it('loads an operation with an empty responses object (3.0 asks for one) as documenting none, answered 204', async () => {
    const spec = await loadSpec(write('empty-responses.json', { openapi: '3.0.3', info: { title: 'Hoot', version: '1' }, paths: { '/hoot': { post: { operationId: 'hoot', responses: {} } } } }));
    expect(spec.warnings).to.deep.equal(['/paths/~1hoot/post/responses is empty (3.0 asks for at least one response); the operation is served as documenting none']);
    const mock = await startSpecMock({ document: spec.document, source: 'empty-responses.json', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
    try {
      const answer = await get(`${mock.url}/hoot`, { method: 'POST' });
      expect(answer.status).to.equal(204);
      expect(answer.body).to.equal('');
    } finally {
      await mock.stop(100);
    }
  });

  it('with --strict, refuses a document its official schema refuses, naming where', async () => {
    try {
      await loadSpec(write('invalid.json', { ...LOOSE, paths: { '/x': { get: { responses: { '200': {} } } } } }), { strict: true });
      expect.fail('loaded');
    } catch (error) {
      expect(error).to.be.instanceOf(ContractSpecError);
      expect((error as Error).message).to.match(/invalid\.json: not a valid OpenAPI 3\.0 document: \/paths\/~1x\/get\/responses\/200 must have required property 'description'/);
    }
  });
});

describe('partner documents: deepObject query parameters', () => {
  it('reads ?filter[min]=3 as filter: {min: 3}, and refuses a value its schema refuses', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partner-deep-'));
    const file = path.join(dir, 'deep.json');
    writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Deep', version: '1' },
        paths: {
          '/search': {
            get: {
              operationId: 'search',
              parameters: [{ name: 'filter', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object', required: ['min'], properties: { min: { type: 'integer', minimum: 1 } } } }],
              responses: { '200': { description: 'Found.', content: { 'application/json': { schema: { type: 'array', maxItems: 2, items: { type: 'integer' } } } } }, '400': { description: 'A bad filter.' } },
            },
          },
        },
      }),
    );
    const spec = await loadSpec(file);
    const mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
    try {
      const found = await get(`${mock.url}/search?filter%5Bmin%5D=3`);
      expect(found.status).to.equal(200);
      expectConforms(spec, 'search', found.status, found.type, found.body);
      const refused = await get(`${mock.url}/search?filter%5Bmin%5D=0`);
      expect(refused.status).to.equal(400);
      expectConforms(spec, 'search', refused.status, null, refused.body);
      // The document declares the 400 without content: no body, as Prism answers; the violation is in the header.
      expect(refused.body).to.equal('');
      expect((JSON.parse(refused.headers.get('x-contract-violations') ?? '[]') as Array<{ location: string }>).map((v) => v.location)).to.deep.equal(['query.filter.min']);
      const run = await runContract({ spec, baseUrl: mock.url, seed: 3, maxExamples: 5, mock: true });
      expect(run.failures.map((f) => `${f.check}: ${f.message}`)).to.deep.equal([]);
    } finally {
      await mock.stop(100);
    }
  });
});

describe('partner documents: the proxy reports a body on a status documented without content', () => {
  it('names the status and what was sent', async () => {
    const spec = await loadSpec(path.join(FIXTURES, 'pets-3.1.yaml'));
    const upstream = await startUpstreamSaying(404, 'not here');
    const proxy = await startValidatingProxy({ document: withOperationIds(spec.document), specName: 'pets-3-1', upstream: new URL(upstream.url), refuseInvalid: false, maxValidatedBytes: 1 << 20, upstreamTimeoutMs: 5000, logger: silentLogger, host: '127.0.0.1', port: 0 });
    try {
      const answer = await get(`${proxy.url}/pets/9`);
      expect(answer.status).to.equal(404);
      expectConforms(spec, 'getPet', answer.status, null, answer.body);
      expect(answer.headers.get('x-contract-violations')).to.include('404 is documented without content, yet a body was sent (text/plain)');
    } finally {
      await proxy.stop(100);
      await new Promise((resolve) => upstream.server.close(resolve));
    }
  });
});

describe('partner documents that break their official schema, served as Prism serves them', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'partner-broken-'));
  const write = (name: string, document: object) => {
    const file = path.join(dir, name);
    writeFileSync(file, JSON.stringify(document));
    return file;
  };
  /** No info, a response without description, a parameter without schema, schema: null, a 3.0 type: 'null'. */
  const BROKEN = {
    openapi: '3.0.3',
    paths: {
      '/notes/{id}': {
        get: {
          operationId: 'getNote',
          parameters: [{ name: 'id', in: 'path', required: true }],
          responses: { '200': { content: { 'application/json': { schema: { type: 'object', required: ['text'], properties: { text: { type: 'string', example: 'buy milk' }, due: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } } } } } } },
        },
      },
      '/notes': { post: { operationId: 'addNote', requestBody: { content: { 'application/json': { schema: null } } }, responses: { '201': { description: 'Added.' } } } },
    },
  };

  it('loads it with a warning naming each defect', async () => {
    const spec = await loadSpec(write('broken.json', BROKEN));
    expect(spec.warnings[0]).to.match(/^not a valid OpenAPI 3\.0 document: .* \(served anyway; --strict refuses it\)$/);
    expect(spec.warnings.slice(1)).to.deep.equal([
      '/ has no info object (the specification requires one); served as titled "broken.json"',
      '1 response(s) without a description (the specification requires one); served with an empty one',
      '1 parameter(s) without a schema or content; any value is accepted',
      '1 "schema: null" dropped: the body or parameter accepts any value',
      "1 schema(s) with type: 'null', which OpenAPI 3.0 has not; read as nullable",
    ]);
  });

  it('serves it: the example, a null where type null was, any body where the schema was null', async () => {
    const spec = await loadSpec(write('broken-served.json', BROKEN));
    const mock = await startSpecMock({ document: spec.document, source: 'broken.json', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
    try {
      const note = await get(`${mock.url}/notes/7`);
      expect(note.status).to.equal(200);
      expectConforms(spec, 'getNote', note.status, note.type, note.body);
      const added = await get(`${mock.url}/notes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"anything": [1, 2]}' });
      expect(added.status).to.equal(201);
      for (let seed = 1; seed <= 20; seed++) {
        const generated = await get(`${mock.url}/notes/7`, { headers: { prefer: `dynamic=true, seed=${seed}` } });
        expect(generated.status).to.equal(200);
        expectConforms(spec, 'getNote', generated.status, generated.type, generated.body);
      }
    } finally {
      await mock.stop(100);
    }
  });

  it('--dynamic generates every body unless the request names an example', async () => {
    const spec = await loadSpec(write('dynamic.json', { ...BROKEN, info: { title: 'Notes', version: '1' } }));
    const mock = await startSpecMock({ document: spec.document, source: 'dynamic.json', host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict', dynamic: true });
    try {
      const generated = await get(`${mock.url}/notes/7`);
      expect(generated.headers.get('x-mock')).to.match(/^dynamic; seed=\d+$/);
      expectConforms(spec, 'getNote', generated.status, generated.type, generated.body);
      const example = await get(`${mock.url}/notes/7?__example=notAnExample`);
      expect(example.status, 'an unknown example is the caller\'s mistake, as without --dynamic').to.be.within(400, 499);
    } finally {
      await mock.stop(100);
    }
  });
});

describe('partner documents: a response without an example', () => {
  it('is answered with the static sample Prism gives: examples[0], the default, a placeholder per type', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partner-static-'));
    const file = path.join(dir, 'static.json');
    const schema = { type: 'object', properties: { title: { type: 'string', examples: ['Work', 'Rest'] }, description: { type: 'string' }, priority: { type: 'number', default: 0 } } };
    writeFileSync(file, JSON.stringify({ openapi: '3.1.0', info: { title: 'Todos', version: '1' }, paths: { '/todos': { get: { operationId: 'listTodos', responses: { '200': { description: 'Todos.', content: { 'application/json': { schema } } } } } } } }));
    const spec = await loadSpec(file);
    const mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
    try {
      const answer = await get(`${mock.url}/todos`);
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('x-mock')).to.equal('static');
      expect(answer.body).to.deep.equal({ title: 'Work', description: 'string', priority: 0 });
      expectConforms(spec, 'listTodos', answer.status, answer.type, answer.body);
    } finally {
      await mock.stop(100);
    }
  });
});

describe('partner documents: numbers as real documents write them', () => {
  it('generates a numeric enum above 1000 and an int32 header of type number as an integer', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partner-numbers-'));
    const file = path.join(dir, 'numbers.json');
    const status = { type: 'object', required: ['code'], properties: { code: { type: 'integer', enum: [1500, 2500] } } };
    const headers = { 'X-Rate-Limit': { description: 'Calls left.', schema: { type: 'number', format: 'int32' } } };
    writeFileSync(file, JSON.stringify({ openapi: '3.0.3', info: { title: 'Numbers', version: '1' }, paths: { '/status': { get: { operationId: 'getStatus', responses: { '200': { description: 'The status.', headers, content: { 'application/json': { schema: status } } } } } } } }));
    const spec = await loadSpec(file);
    const mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
    try {
      for (let seed = 1; seed <= 10; seed++) {
        const answer = await get(`${mock.url}/status`, { headers: { prefer: `dynamic=true, seed=${seed}` } });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
        expect([1500, 2500]).to.include((answer.body as { code: number }).code);
        expect(answer.headers.get('x-rate-limit')).to.match(/^-?\d+$/);
        expectConforms(spec, 'getStatus', answer.status, answer.type, answer.body);
      }
    } finally {
      await mock.stop(100);
    }
  });
});

describe('partner documents: text answers', () => {
  it('are their own text, never JSON-quoted: the example, the static sample, a generated string', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partner-text-'));
    const file = path.join(dir, 'text.json');
    const text = (schema: object) => ({ get: { responses: { '200': { description: 'Text.', content: { 'text/plain': { schema } } } } } });
    writeFileSync(file, JSON.stringify({ openapi: '3.0.3', info: { title: 'Text', version: '1' }, paths: { '/ping': text({ type: 'string' }), '/pong': text({ type: 'string', example: 'pong' }) } }));
    const spec = await loadSpec(file);
    const mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
    try {
      expect((await get(`${mock.url}/pong`)).body).to.equal('pong');
      const ping = await get(`${mock.url}/ping`);
      expect(ping.headers.get('x-mock')).to.equal('static');
      expect(ping.body).to.equal('string');
      const generated = await get(`${mock.url}/ping`, { headers: { prefer: 'dynamic=true, seed=7' } });
      expect(generated.status).to.equal(200);
      expect(generated.body).to.be.a('string').and.not.match(/^"/);
    } finally {
      await mock.stop(100);
    }
  });
});

/**
 * Issue 44: a partner's document is mocked with Prism's security rules. A small notes API whose
 * operations each ask for one kind of credential, and whose refusals are documented in the
 * ways real documents document them: an example, a schema alone, a status alone.
 */
describe('partner documents: credentials, challenges and refusals as Prism answers them', () => {
  const note = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
  const ok = { description: 'The note.', content: { 'application/json': { schema: note, example: { id: 1 } } } };
  const read = (security: unknown[], responses: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({ get: { security, responses: { '200': ok, ...responses }, ...extra } });
  const document = {
    openapi: '3.0.3',
    info: { title: 'Notes', version: '1' },
    paths: {
      '/by-header-key': read([{ headerKey: [] }]),
      '/by-query-key': read([{ queryKey: [] }]),
      '/by-cookie': read([{ session: [] }]),
      '/by-digest': read([{ digest: [] }]),
      '/by-hoba': read([{ hoba: [] }]),
      '/by-basic': read([{ basic: [] }]),
      '/by-openid': read([{ openid: [] }]),
      '/by-oauth-and-basic': read([{ oauth: ['notes:read'], basic: [] }]),
      '/by-bearer-or-key': read([{ bearer: [] }, { headerKey: [] }]),
      '/documented-401': read([{ headerKey: [] }], {
        '401': {
          description: 'No key.',
          headers: { 'X-Help': { schema: { type: 'string' }, example: 'https://notes.example/keys' } },
          content: { 'application/json': { schema: { type: 'object', properties: { reason: { type: 'string' } } }, example: { reason: 'send X-Key' } } },
        },
      }),
      '/401-number': read([{ basic: [] }], { '401': { description: 'A number.', content: { 'application/json': { schema: { type: 'number' } } } } }),
      '/401-fits-ours': read([{ basic: [] }], { '401': { description: 'Any object with a title.', content: { 'application/problem+json': { schema: { type: 'object', required: ['title'] } } } } }),
      '/401-default': read([{ basic: [] }], { default: { description: 'Anything else.', content: { 'application/json': { example: 'nope' } } } }),
      '/401-text-only': read([{ basic: [] }], { '401': { description: 'Text of no given form.', content: { 'text/plain': {} } } }),
      '/invalid-422': read([], {
        '400': { description: 'Bad.', content: { 'application/json': { example: 'bad' } } },
        '422': { description: 'Unprocessable.', content: { 'application/json': { example: { problem: 'limit' } } } },
      }, { parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }] }),
      '/invalid-400': read([], { '400': { description: 'Bad.', content: { 'application/json': { example: 'bad limit' } } } }, { parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }] }),
      '/invalid-422-schema': read([], { '422': { description: 'Any object.', content: { 'application/json': { schema: { type: 'object' } } } } }, { parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer' } }] }),
      '/text': { get: { responses: { '200': { description: 'Plain.', content: { 'text/plain': { schema: { type: 'string', example: 'pong' } } } } } } },
    },
    components: {
      securitySchemes: {
        headerKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
        queryKey: { type: 'apiKey', in: 'query', name: 'key' },
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        digest: { type: 'http', scheme: 'digest' },
        hoba: { type: 'http', scheme: 'HOBA' },
        basic: { type: 'http', scheme: 'Basic' },
        bearer: { type: 'http', scheme: 'bearer' },
        openid: { type: 'openIdConnect', openIdConnectUrl: 'https://notes.example/.well-known/openid-configuration' },
        oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://notes.example/token', scopes: { 'notes:read': 'Read notes.' } } } },
      },
    },
  };
  const basic = `Basic ${Buffer.from('ada:pw').toString('base64')}`;
  let spec: SpecModel;
  let mock: RunningSpecMock;
  before(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partner-security-'));
    const file = path.join(dir, 'notes.json');
    writeFileSync(file, JSON.stringify(document));
    spec = await loadSpec(file);
    mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'strict' });
  });
  after(() => mock?.stop(100));

  it('admits API keys of any length in a header, the query or a cookie; refuses an empty key or one with a space', async () => {
    const admitted: Array<[string, Record<string, string>]> = [
      ['/by-header-key', { 'x-key': 'k1' }],
      ['/by-query-key?key=ab', {}],
      ['/by-cookie', { cookie: 'theme=dark; sid=x' }],
      ['/by-bearer-or-key', { 'x-key': 'k' }],
    ];
    for (const [url, headers] of admitted) {
      const answer = await get(`${mock.url}${url}`, { headers });
      expect(answer.status, url).to.equal(200);
      expect(answer.body, url).to.deep.equal({ id: 1 });
    }
    const refused: Array<[string, Record<string, string>]> = [
      ['/by-query-key?key=', {}],
      ['/by-header-key', { 'x-key': 'two words' }],
      ['/by-cookie', { cookie: 'sid=' }],
    ];
    for (const [url, headers] of refused) expect((await get(`${mock.url}${url}`, { headers })).status, url).to.equal(401);
  });

  it('admits Digest credentials naming username, realm, nonce, uri and response, and any other HTTP scheme under its name', async () => {
    const digest = await get(`${mock.url}/by-digest`, { headers: { authorization: 'Digest username="ada", realm="notes", nonce="n1", uri="/by-digest", response="d41d8c"' } });
    expect(digest.status).to.equal(200);
    expect((await get(`${mock.url}/by-digest`, { headers: { authorization: 'Digest ada' } })).status).to.equal(401);
    expect((await get(`${mock.url}/by-hoba`, { headers: { authorization: 'hoba result="kid.challenge.sig"' } })).status).to.equal(200);
    expect((await get(`${mock.url}/by-hoba`, { headers: { authorization: basic } })).status).to.equal(401);
    // The document writes `Basic`, the client `basic`: schemes are case-insensitive.
    expect((await get(`${mock.url}/by-basic`, { headers: { authorization: basic.replace('Basic', 'basic') } })).status).to.equal(200);
    expect((await get(`${mock.url}/by-openid`, { headers: { authorization: 'Bearer id.token.here' } })).status).to.equal(200);
  });

  it("challenges a 401 with the operation's schemes in Prism's words, joined by ','; an API key has none", async () => {
    const challenges: Array<[string, string | null]> = [
      ['/by-basic', 'Basic realm="*"'],
      ['/by-digest', 'Digest realm="*", nonce="abc123"'],
      ['/by-openid', 'OpenID'],
      ['/by-oauth-and-basic', 'OAuth2,Basic realm="*"'],
      ['/by-bearer-or-key', 'Bearer'],
      ['/by-hoba', 'HOBA realm="*"'],
      ['/by-header-key', null],
    ];
    for (const [url, challenge] of challenges) {
      const answer = await get(`${mock.url}${url}`);
      expect(answer.status, url).to.equal(401);
      expect(answer.headers.get('www-authenticate'), url).to.equal(challenge);
      expect(answer.type, url).to.equal('application/problem+json');
      expect(answer.body, url).to.include({ status: 401, code: 'UNAUTHORIZED' });
    }
    // Both schemes of one requirement: a basic credential alone is not enough.
    expect((await get(`${mock.url}/by-oauth-and-basic`, { headers: { authorization: basic } })).status).to.equal(401);
  });

  it("answers a 401 the operation documents with an example as documented: its status, headers and body", async () => {
    const answer = await get(`${mock.url}/documented-401`);
    expect(answer.status).to.equal(401);
    expect(answer.type).to.match(/^application\/json/);
    expect(answer.body).to.deep.equal({ reason: 'send X-Key' });
    expect(answer.headers.get('x-help')).to.equal('https://notes.example/keys');
    expectConforms(spec, 'GET /documented-401', 401, answer.type, answer.body);
    // A `default` response with an example answers the 401 too, as Prism takes it.
    const byDefault = await get(`${mock.url}/401-default`);
    expect(byDefault.status).to.equal(401);
    expect(byDefault.body).to.equal('nope');
    expect(byDefault.headers.get('www-authenticate')).to.equal('Basic realm="*"');
  });

  it("answers a 401 documented by a schema alone with our body where the schema admits it, else the schema's sample", async () => {
    const number = await get(`${mock.url}/401-number`);
    expect(number.status).to.equal(401);
    expect(number.body).to.equal(0);
    expect(number.headers.get('www-authenticate')).to.equal('Basic realm="*"');
    // Text documented with neither example nor schema: our message, as text.
    const text = await get(`${mock.url}/401-text-only`);
    expect([text.status, text.type, text.body]).to.deep.equal([401, 'text/plain; charset=utf-8', 'Missing or invalid credentials.']);
    const ours = await get(`${mock.url}/401-fits-ours`);
    expect(ours.status).to.equal(401);
    expect(ours.type).to.equal('application/problem+json');
    expect(ours.body).to.include({ status: 401, code: 'UNAUTHORIZED', type: 'about:blank' });
    expect(ours.headers.get('x-mock')).to.equal(null);
  });

  it('answers an invalid request with the documented 422, else the documented 400, as Prism looks for them', async () => {
    const unprocessable = await get(`${mock.url}/invalid-422?limit=many`);
    expect(unprocessable.status).to.equal(422);
    expect(unprocessable.body).to.deep.equal({ problem: 'limit' });
    const bad = await get(`${mock.url}/invalid-400`);
    expect(bad.status).to.equal(400);
    expect(bad.body).to.equal('bad limit');
    // 422 documented by a schema our body fits: our body, naming the status answered and the field.
    const ours = await get(`${mock.url}/invalid-422-schema?limit=x`);
    expect(ours.status).to.equal(422);
    expect(ours.body).to.include({ status: 422, code: 'VALIDATION_FAILED' });
    expect((ours.body as { errors: Array<{ path: string }> }).errors[0].path).to.equal('limit');
    // A valid request is answered as usual, and the mock's own refusal of an undocumented
    // Prefer code is Prism's 404, not the document's invalid-request answer.
    expect((await get(`${mock.url}/invalid-422?limit=3`)).status).to.equal(200);
    const undocumented = await get(`${mock.url}/invalid-422?limit=3`, { headers: { prefer: 'code=418' } });
    expect(undocumented.status).to.equal(404);
    expect(undocumented.body).to.include({ code: 'NOT_FOUND', detail: 'Requested status code 418 is not defined in the document.' });
  });

  it("answers a text/plain response with its schema's example, as text", async () => {
    const answer = await get(`${mock.url}/text`);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.equal('pong');
    expect(answer.headers.get('x-mock')).to.equal('static');
  });
});

describe('partner documents: Swagger 2.0 form fields', () => {
  it('keep what swagger2openapi drops, for fields given inline and by $ref: collectionFormat as the encoding, a required text as minLength 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partner-form-'));
    const file = path.join(dir, 'form.json');
    writeFileSync(
      file,
      JSON.stringify({
        swagger: '2.0',
        info: { title: 'Form', version: '1' },
        consumes: ['application/x-www-form-urlencoded'],
        parameters: {
          piped: { name: 'tags', in: 'formData', type: 'array', items: { type: 'string' }, collectionFormat: 'pipes' },
          required: { name: 'name', in: 'formData', type: 'string', required: true },
        },
        paths: {
          '/things': {
            post: {
              operationId: 'addThing',
              parameters: [
                { $ref: '#/parameters/piped' },
                { $ref: '#/parameters/required' },
                { name: 'codes', in: 'formData', type: 'array', items: { type: 'string' }, collectionFormat: 'ssv' },
                { name: 'note', in: 'formData', type: 'string', allowEmptyValue: true },
              ],
              responses: { '204': { description: 'Added.' } },
            },
          },
        },
      }),
    );
    const spec = await loadSpec(file);
    const body = spec.document.paths['/things']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, { minLength?: number }> }; encoding?: object }> };
    const media = body.content['application/x-www-form-urlencoded'];
    expect(media.encoding).to.deep.equal({ tags: { style: 'pipeDelimited', explode: false }, codes: { style: 'spaceDelimited', explode: false } });
    expect(media.schema.properties.name.minLength).to.equal(1);
    expect(media.schema.properties.note.minLength).to.equal(undefined);
  });
});
