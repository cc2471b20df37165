import { expect } from 'chai';
import { ApiError } from '../../src/errors.js';
import { chooseResponse, type Choice } from '../../src/mock/choose-response.js';
import { seedFromString } from '../../src/mock/dynamic-data.js';
import { mockOperationsOf } from '../../src/mock/mock-operations.js';
import { readMockPreferences } from '../../src/mock/prefer-header.js';
import type { OpenApiDocument } from '../../src/pipeline/openapi-document.js';

const json = (examples?: Record<string, unknown>) => ({ 'application/json': { schema: { type: 'object' as const }, ...(examples ? { examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])) } : {}) } });

/** A spec made for the rule: examples, an error with and without one, a 4XX range, two media types, no content, the area's own documents. */
const document: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Choice fixture', version: '1.0.0' },
  paths: {
    '/api/v1/things': {
      get: {
        operationId: 'listThings',
        responses: {
          '200': { description: 'Things.', content: { ...json({ first: { n: 1 }, second: { n: 2 } }), 'text/csv': { schema: { type: 'string' }, example: 'n\n1\n' } } },
          '404': { description: 'None.', content: json({ missing: { error: 'NOT_FOUND' } }) },
          '4XX': { description: 'Refused.', content: json() },
          '500': { description: 'Broken.', content: json() },
        },
      },
      delete: { operationId: 'deleteThings', responses: { '204': { description: 'Gone.' }, '400': { description: 'Bad.', content: json() } } },
    },
    '/api/v1/gadgets': { get: { operationId: 'listGadgets', responses: { '200': { description: 'No example.', content: json() } } } },
    '/api/v1/openapi.json': { get: { operationId: 'getOpenApiJson', responses: { '200': { description: 'The document.', content: json({ document: { openapi: '3.0.3' } }) } } } },
    '/api/v1/openapi.yaml': { get: { operationId: 'getOpenApiYaml', responses: { '200': { description: 'The document.', content: { 'application/yaml': { schema: { type: 'string' } } } } } } },
  },
};
const mocks = mockOperationsOf(document, { prefix: '/api/v1' });

interface Given {
  operationId: string;
  prefer?: string;
  query?: Record<string, string>;
  accept?: string;
  /** Examples that break their schema (the responder's check). */
  broken?: string[];
}

/** The choice as X-Mock would say it, or the 400 a caller gets. */
type Want = { status: number; media: string | null; body: string } | { status: 400; path: string; message: string };

function chosen({ operationId, prefer, query = {}, accept, broken = [] }: Given): Want {
  try {
    const choice: Choice = chooseResponse(
      mocks.get(operationId)!,
      readMockPreferences(prefer, query),
      { accept, query },
      (example) => !broken.includes(example.name),
    );
    const { body } = choice;
    const said =
      body.kind === 'example' ? `example=${body.example.name}` : body.kind === 'dynamic' ? `dynamic; seed=${body.seed ?? 'drawn'}` : body.kind === 'generated' ? `generated; seed=${body.seed}` : body.kind;
    return { status: choice.status, media: choice.media?.type ?? null, body: said };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const [detail] = error.details as Array<{ path: string }>;
    return { status: 400, path: detail.path, message: error.message };
  }
}

describe('mock: the choice rule', () => {
  const JSON_TYPE = 'application/json';
  const cases: Array<{ name: string; given: Given; want: Want }> = [
    { name: 'by default the lowest 2xx and its first example', given: { operationId: 'listThings' }, want: { status: 200, media: JSON_TYPE, body: 'example=first' } },
    { name: 'an example that breaks its schema is skipped by default', given: { operationId: 'listThings', broken: ['first'] }, want: { status: 200, media: JSON_TYPE, body: 'example=second' } },
    { name: 'without a usable example, data generated with a seed fixed per operation and status', given: { operationId: 'listThings', broken: ['first', 'second'] }, want: { status: 200, media: JSON_TYPE, body: `generated; seed=${seedFromString('listThings 200')}` } },
    { name: 'without any example, the same', given: { operationId: 'listGadgets' }, want: { status: 200, media: JSON_TYPE, body: `generated; seed=${seedFromString('listGadgets 200')}` } },
    { name: 'a named example is sent even if it breaks its schema', given: { operationId: 'listThings', prefer: 'example=first', broken: ['first'] }, want: { status: 200, media: JSON_TYPE, body: 'example=first' } },
    { name: 'Prefer: code picks the status and its example', given: { operationId: 'listThings', prefer: 'code=404' }, want: { status: 404, media: JSON_TYPE, body: 'example=missing' } },
    { name: '__code does the same from the query', given: { operationId: 'listThings', query: { __code: '404' } }, want: { status: 404, media: JSON_TYPE, body: 'example=missing' } },
    { name: 'an error status without an example is the area\'s failure envelope', given: { operationId: 'listThings', prefer: 'code=500' }, want: { status: 500, media: JSON_TYPE, body: 'envelope' } },
    { name: 'a status of a documented range (4XX) is answered from the range', given: { operationId: 'listThings', prefer: 'code=418' }, want: { status: 418, media: JSON_TYPE, body: 'envelope' } },
    { name: 'an undocumented status is a 400 naming the documented ones', given: { operationId: 'listThings', prefer: 'code=301' }, want: { status: 400, path: 'Prefer.code', message: 'listThings documents no 301 response; documented: 200, 404, 500, 4XX.' } },
    { name: '… saying it came from the query when it did', given: { operationId: 'listThings', query: { __code: '301' } }, want: { status: 400, path: '__code', message: 'listThings documents no 301 response; documented: 200, 404, 500, 4XX.' } },
    { name: 'Prefer: example picks that example', given: { operationId: 'listThings', prefer: 'example=second' }, want: { status: 200, media: JSON_TYPE, body: 'example=second' } },
    { name: 'code and example combine', given: { operationId: 'listThings', prefer: 'code=404, example=missing' }, want: { status: 404, media: JSON_TYPE, body: 'example=missing' } },
    { name: 'an unknown example is a 400 naming the examples', given: { operationId: 'listThings', prefer: 'example=nope' }, want: { status: 400, path: 'Prefer.example', message: 'The 200 response of listThings has no example "nope"; its examples: first, second.' } },
    { name: '… from the query', given: { operationId: 'listThings', query: { __example: 'nope' } }, want: { status: 400, path: '__example', message: 'The 200 response of listThings has no example "nope"; its examples: first, second.' } },
    { name: '… or says there are none', given: { operationId: 'listGadgets', prefer: 'example=nope' }, want: { status: 400, path: 'Prefer.example', message: 'The 200 response of listGadgets has no example "nope"; it has no examples.' } },
    { name: 'dynamic=true generates, the seed to be drawn', given: { operationId: 'listThings', prefer: 'dynamic=true' }, want: { status: 200, media: JSON_TYPE, body: 'dynamic; seed=drawn' } },
    { name: 'a seed alone implies dynamic', given: { operationId: 'listThings', query: { __seed: '42' } }, want: { status: 200, media: JSON_TYPE, body: 'dynamic; seed=42' } },
    { name: 'dynamic=false with a seed keeps the example', given: { operationId: 'listThings', prefer: 'dynamic=false, seed=42' }, want: { status: 200, media: JSON_TYPE, body: 'example=first' } },
    { name: 'dynamic=false with a seed seeds the generated default', given: { operationId: 'listGadgets', prefer: 'dynamic=false, seed=42' }, want: { status: 200, media: JSON_TYPE, body: 'generated; seed=42' } },
    { name: 'dynamic for an error status is the failure envelope', given: { operationId: 'listThings', prefer: 'code=404, dynamic=true' }, want: { status: 404, media: JSON_TYPE, body: 'envelope' } },
    { name: 'Accept picks the media type', given: { operationId: 'listThings', accept: 'text/csv' }, want: { status: 200, media: 'text/csv', body: 'example=example' } },
    { name: 'JSON first when Accept prefers it', given: { operationId: 'listThings', accept: 'text/csv;q=0.5, application/json' }, want: { status: 200, media: JSON_TYPE, body: 'example=first' } },
    { name: 'JSON when Accept names neither', given: { operationId: 'listThings', accept: 'image/png' }, want: { status: 200, media: JSON_TYPE, body: 'example=first' } },
    { name: 'a response without content has no body', given: { operationId: 'deleteThings' }, want: { status: 204, media: null, body: 'none' } },
    { name: '… whatever example is asked for', given: { operationId: 'deleteThings', prefer: 'example=any' }, want: { status: 204, media: null, body: 'none' } },
    { name: 'the area\'s openapi.json is the real document', given: { operationId: 'getOpenApiJson' }, want: { status: 200, media: JSON_TYPE, body: 'spec-document' } },
    { name: 'its example when a code is asked for', given: { operationId: 'getOpenApiJson', prefer: 'code=200' }, want: { status: 200, media: JSON_TYPE, body: 'example=document' } },
    { name: 'its example when asked by name', given: { operationId: 'getOpenApiJson', query: { __example: 'document' } }, want: { status: 200, media: JSON_TYPE, body: 'example=document' } },
    { name: 'the area\'s openapi.yaml is the real document', given: { operationId: 'getOpenApiYaml' }, want: { status: 200, media: 'application/yaml', body: 'spec-document' } },
  ];
  for (const { name, given, want } of cases) {
    it(name, () => {
      expect(chosen(given)).to.deep.equal(want);
    });
  }

  it('a partner spec (no prefix of ours) gets no spec-document shortcut', () => {
    const partner = mockOperationsOf(document, { prefix: '\u0000' });
    const choice = chooseResponse(partner.get('getOpenApiJson')!, readMockPreferences(undefined, {}), { accept: undefined, query: {} }, () => true);
    expect(choice.body.kind).to.equal('example');
  });
});
