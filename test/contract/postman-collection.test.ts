/**
 * A Postman Collection as a partner document (src/contract/postman-collection.ts): loaded by
 * the one loader of the three tools, served by the mock as Prism serves it (saved responses as
 * examples, auth as security, saved query parameters and headers required, JSON bodies checked
 * against the schema inferred from the saved one), and contract-tested against that mock.
 * Every answer read here is checked against the loaded spec.
 */
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSpec, runContract, type SpecModel } from '../../src/contract/index.js';
import { documentedResponse } from '../../src/pipeline/spec-model.js';
import { SpecValidators } from '../../src/contract/validation.js';
import { startSpecMock, type RunningSpecMock } from '../../src/mock/serve-spec.js';
import { silentLogger } from '../support/area-app.js';

const json = [{ key: 'Content-Type', value: 'application/json' }];

/** A lending library: a collection-wide basic auth, a folder with its own API key, an open item. */
const LIBRARY = {
  info: { name: 'Lending library', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
  auth: { type: 'basic' },
  variable: [{ key: 'shelfView', value: 'compact' }],
  item: [
    {
      name: 'Shelves',
      auth: { type: 'apikey', apikey: [{ key: 'in', value: 'header' }, { key: 'key', value: 'X-Shelf-Key' }] },
      item: [
        {
          name: 'One shelf',
          request: { method: 'GET', url: { raw: 'https://library.test/shelves/:shelfId?view={{shelfView}}', host: ['library', 'test'], path: ['shelves', ':shelfId'], query: [{ key: 'view', value: '{{shelfView}}' }] } },
          response: [
            { name: 'found', code: 200, header: json, body: '{"id": "oak-3", "books": 41, "labels": ["poetry", "maps"]}' },
            { name: 'missing', code: 404, header: json, body: '{"message": "no such shelf"}' },
          ],
        },
      ],
    },
    {
      name: 'Lend a book',
      request: { method: 'POST', header: json, url: { path: ['loans'] }, body: { mode: 'raw', raw: '{"bookId": "b-118", "days": 14}' } },
      response: [
        { name: 'lent', code: 201, header: json, body: '{"loanId": "loan-9"}' },
        { name: 'refused', code: 422, header: json, body: '{"message": "days must be a number of days"}' },
      ],
    },
    {
      name: 'Opening hours',
      request: { method: 'GET', auth: { type: 'noauth' }, url: { path: ['hours'] } },
      response: [{ name: 'open', code: 200, header: [{ key: 'Content-Type', value: 'text/plain' }, { key: 'X-Branch', value: 'riverside' }], body: 'Mon-Sat 9-18' }],
    },
  ],
};

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; type: string | null; body: unknown; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  const type = response.headers.get('content-type');
  return { status: response.status, type, body: type?.includes('json') && text ? JSON.parse(text) : text, headers: response.headers };
}

describe('Postman Collections as partner documents', () => {
  let spec: SpecModel;
  let mock: RunningSpecMock;

  /** The answer is documented for its operation, and a JSON body matches the documented schema. */
  function expectConforms(method: string, template: string, answer: { status: number; type: string | null; body: unknown }): void {
    const operation = spec.operations.find((o) => o.method === method && o.path === template)!;
    const documented = documentedResponse(operation, answer.status);
    expect(documented, `${method} ${template} documents ${answer.status}`).to.not.equal(undefined);
    if (answer.type === null || !answer.type.includes('json') || !documented!.content) return;
    const media = documented!.content[answer.type.split(';')[0].trim()];
    expect(media, `${answer.type} documented`).to.not.equal(undefined);
    expect(new SpecValidators(spec).responseProblems(media!.schema, answer.body)).to.deep.equal([]);
  }

  before(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'collection-'));
    const file = path.join(folder, 'library.postman_collection.json');
    writeFileSync(file, JSON.stringify(LIBRARY));
    spec = await loadSpec(file);
    mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger: silentLogger, responseValidation: 'warn' });
  });
  after(() => mock?.stop(100));

  it('loads as a collection: each request an operation, `:name` segments path parameters, no warning', () => {
    expect(spec.sourceVersion).to.equal('postman');
    expect(spec.title).to.equal('Lending library');
    expect(spec.operations.map((o) => `${o.method} ${o.path}`).sort()).to.deep.equal(['GET /hours', 'GET /shelves/{shelfId}', 'POST /loans']);
    expect(spec.warnings).to.deep.equal([]);
  });

  it('answers an open request with its saved response: body as saved, its headers sent', async () => {
    const hours = await call(`${mock.url}/hours`);
    expect(hours.status).to.equal(200);
    expect(hours.type).to.match(/^text\/plain/);
    expect(hours.body).to.equal('Mon-Sat 9-18');
    expect(hours.headers.get('x-branch')).to.equal('riverside');
    expectConforms('GET', '/hours', hours);
  });

  it("asks for the folder's API key, not the collection's basic credentials, and admits any key", async () => {
    const url = `${mock.url}/shelves/oak-3?view=compact`;
    const refused = await call(url, { headers: { authorization: 'Basic cmVhZGVyOnNlY3JldA==' } });
    expect(refused.status).to.equal(401);
    const admitted = await call(url, { headers: { 'x-shelf-key': 'k1' } });
    expect(admitted.status).to.equal(200);
    expect(admitted.body).to.deep.equal({ id: 'oak-3', books: 41, labels: ['poetry', 'maps'] });
    expectConforms('GET', '/shelves/{shelfId}', admitted);
  });

  it('requires the query parameter the saved request sends (its variable resolved), and answers a saved error on request', async () => {
    const headers = { 'x-shelf-key': 'k1' };
    const without = await call(`${mock.url}/shelves/oak-3`, { headers });
    expect(without.status).to.equal(400);
    expect(JSON.stringify(without.body)).to.match(/view/);
    const missing = await call(`${mock.url}/shelves/elm-1?view=compact`, { headers: { ...headers, prefer: 'code=404' } });
    expect(missing.status).to.equal(404);
    expect(missing.body).to.deep.equal({ message: 'no such shelf' });
    expectConforms('GET', '/shelves/{shelfId}', missing);
  });

  it("checks a JSON body against the schema inferred from the saved one, answering the collection's own 422 when it breaks it", async () => {
    const headers = { authorization: 'Basic cmVhZGVyOnNlY3JldA==', 'content-type': 'application/json' };
    const lent = await call(`${mock.url}/loans`, { method: 'POST', headers, body: JSON.stringify({ bookId: 'b-7', days: 3 }) });
    expect(lent.status).to.equal(201);
    expect(lent.body).to.deep.equal({ loanId: 'loan-9' });
    expectConforms('POST', '/loans', lent);
    const refused = await call(`${mock.url}/loans`, { method: 'POST', headers, body: JSON.stringify({ bookId: 'b-7', days: 'a fortnight' }) });
    expect(refused.status).to.equal(422);
    expect(refused.body).to.deep.equal({ message: 'days must be a number of days' });
    const anonymous = await call(`${mock.url}/loans`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookId: 'b-7', days: 3 }) });
    expect(anonymous.status).to.equal(401);
  });

  it('is contract-tested against its mock: the only failures are the refusals no saved response documents', async () => {
    const run = await runContract({ spec, baseUrl: mock.url, seed: 11, maxExamples: 5, mock: true, phases: ['examples', 'coverage', 'fuzzing', 'negative', 'auth'] });
    const found = new Set(run.failures.map((f) => `${f.check} ${f.method} ${f.path} ${f.response?.status}`));
    expect([...found].sort()).to.deep.equal([
      'status_code_documented GET /shelves/{shelfId} 400',
      'status_code_documented GET /shelves/{shelfId} 401',
      'status_code_documented POST /loans 401',
    ]);
    expect(run.checks.positive_data_acceptance.failed).to.equal(0);
    expect(run.checks.response_schema_conformance.failed).to.equal(0);
    expect(run.checks.operation_reached.passed).to.equal(3);
  });

  it('refuses, naming the file, what is neither an OpenAPI document nor a collection', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'collection-'));
    const file = path.join(folder, 'notes.json');
    writeFileSync(file, JSON.stringify({ info: { name: 'notes' }, items: [] }));
    let message = '';
    await loadSpec(file).catch((error: Error) => (message = error.message));
    expect(message).to.equal(`${file}: not an OpenAPI document (no "openapi" or "swagger" field) nor a Postman Collection (no "item" list)`);
  });
});
