/**
 * Every answer the mock can give conforms to the spec: for every spec of redocly.yaml (so
 * the areas are covered as they land), every operation, every documented status (by
 * `Prefer: code`), every example name, and dynamic data with several seeds, each response
 * checked with assertMatchesSpec and the app's own strict response validation.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import YAML from 'yaml';
import type { Test } from 'supertest';
import type { AreaModule } from '../../src/areas/area-module.js';
import { areaModules } from '../../src/areas/index.js';
import { memberApiArea } from '../../src/areas/member-api.js';
import { generateValue, prepareSchema } from '../../src/mock/dynamic-data.js';
import { listOperations, readSpec, resolveRef, type OpenApiDocument, type SpecOperation } from '../../src/pipeline/openapi-document.js';
import { buildMockArea, fixtureArea, type MockTestArea } from './mock-app.js';

const SEEDS = [1, 2, 3];
const redocly = YAML.parse(readFileSync('redocly.yaml', 'utf8')) as { apis: Record<string, { root: string }> };

function sampleOf(document: OpenApiDocument, parameter: OpenAPIV3.ParameterObject | { schema?: unknown; example?: unknown }): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const schema = parameter.schema ? resolveRef<OpenAPIV3.SchemaObject>(document, parameter.schema as OpenAPIV3.SchemaObject) : undefined;
  if (schema?.example !== undefined) return schema.example;
  if (schema?.default !== undefined) return schema.default;
  if (schema?.enum) return schema.enum[0];
  return generateValue(prepareSchema(document, schema ?? { type: 'string' }), 1);
}

/** A valid request for the operation: path and required parameters, a body, credentials. */
function requestFor(mock: MockTestArea, document: OpenApiDocument, spec: SpecOperation, options: { credentials: boolean; query?: string }): Test {
  let url = spec.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(sampleOf(document, spec.parameters.find((p) => p.in === 'path' && p.name === name)!))));
  const query = spec.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleOf(document, p)))}`);
  if (options.query) query.push(options.query);
  if (query.length > 0) url += `?${query.join('&')}`;
  let test = (mock.http as unknown as Record<string, (url: string) => Test>)[spec.method](url);
  for (const header of spec.parameters.filter((p) => p.in === 'header' && p.required)) test = test.set(header.name, String(sampleOf(document, header)));
  if (options.credentials) {
    const schemes = document.components?.securitySchemes ?? {};
    for (const name of Object.keys((spec.operation.security ?? document.security ?? [])[0] ?? {})) {
      const scheme = resolveRef<OpenAPIV3.SecuritySchemeObject>(document, schemes[name]);
      if (scheme.type === 'apiKey' && scheme.in === 'header') test = test.set(scheme.name, 'mock_key_0123456789abcdef');
      if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'bearer') test = test.set('Authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJtb2NrIn0.c2ln');
    }
  }
  if (spec.operation.requestBody) {
    const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(document, spec.operation.requestBody);
    const media = requestBody.content['application/json'];
    if (media) {
      const first = media.examples ? resolveRef<OpenAPIV3.ExampleObject>(document, Object.values(media.examples)[0]).value : media.example;
      test = test.set('Content-Type', 'application/json').send(JSON.stringify(first ?? generateValue(prepareSchema(document, media.schema ?? {}), 1)));
    }
  }
  return test;
}

/** The status to ask for when the spec documents a range or `default`. */
function statusFor(key: string, documented: string[]): number {
  if (/^\d{3}$/.test(key)) return Number(key);
  const candidates = key === 'default' ? [500, 502, 503, 418] : Array.from({ length: 100 }, (_, i) => Number(key[0]) * 100 + i);
  return candidates.find((status) => !documented.includes(String(status)))!;
}

function walk(name: string, area: AreaModule | undefined, specPath: string) {
  describe(`mock contract walk: ${name} (${specPath})`, function () {
    this.timeout(60_000);
    if (!area) {
      it('has an area module to walk', () => expect.fail(`${name} (${specPath}) is listed in redocly.yaml but has no area module`));
      return;
    }
    let mock: MockTestArea;
    const document = readSpec(area.specPath);
    before(async () => {
      mock = await buildMockArea(area);
    });
    after(() => expect(mock.stats.responseViolations, 'the app replaced answers that broke the spec').to.equal(0));

    for (const spec of listOperations(document)) {
      it(`${spec.operationId}: every status, example and seed conforms`, async () => {
        const secured = (spec.operation.security ?? document.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
        const send = async (label: string, prefer: string | null, expected: number, accept?: string, query?: string) => {
          let test = requestFor(mock, document, spec, { credentials: true, query });
          if (prefer) test = test.set('Prefer', prefer);
          if (accept) test = test.set('Accept', accept);
          const res = await mock.checked(test);
          expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 300)}`).to.equal(expected);
          expect(res.headers['x-mock'], `${label}: X-Mock`).to.be.a('string');
          return res;
        };

        const responses = spec.operation.responses ?? {};
        const documented = Object.keys(responses);
        let answers = 0;
        const successTypes = documented
          .filter((key) => key.startsWith('2'))
          .flatMap((key) => Object.keys(resolveRef<OpenAPIV3.ResponseObject>(document, responses[key]).content ?? {}));
        for (const key of documented) {
          const status = statusFor(key, documented);
          const response = resolveRef<OpenAPIV3.ResponseObject>(document, responses[key]);
          await send(`code=${status}`, `code=${status}`, status);
          answers++;
          for (const [type, media] of Object.entries(response.content ?? {})) {
            const names = media.examples ? Object.keys(media.examples) : media.example !== undefined ? ['example'] : [];
            for (const example of names) {
              // Negotiation looks at the success media types; ask for this one only where it is one of them.
              const accept = successTypes.includes(type) ? type : undefined;
              const res = await send(`code=${status}, example=${example} (${type})`, `code=${status}, example=${example}`, status, accept);
              expect(res.headers['x-mock']).to.match(new RegExp(`^example=${example}(; paged)?$`));
              answers++;
            }
          }
          for (const seed of status < 400 ? SEEDS : SEEDS.slice(0, 1)) {
            await send(`code=${status}, seed=${seed}`, `code=${status}, dynamic=true, seed=${seed}`, status);
            answers++;
          }
        }

        const pageSize = spec.parameters.find((p) => p.in === 'query' && (p.name === 'pageSize' || p.name === 'page_size'));
        if (spec.parameters.some((p) => p.in === 'query' && p.name === 'page') && pageSize) {
          for (const prefer of [null, ...SEEDS.map((seed) => `seed=${seed}`)]) {
            const res = await send(`page 2 of 3, ${prefer ?? 'default'}`, prefer, Number(documented.find((k) => /^2\d\d$/.test(k)) ?? 200), undefined, `page=2&${pageSize.name}=3`);
            const page = res.body.data ?? res.body;
            const totalPages = page.totalPages ?? page.total_pages;
            expect([page.page, page.pageSize ?? page.page_size], 'page asked for').to.deep.equal([2, 3]);
            expect(page.items.length, 'items on page 2').to.equal(Math.max(0, Math.min(3, page.total - 3)));
            expect(totalPages, 'page count').to.equal(Math.ceil(page.total / 3));
          }
        }

        if (secured) {
          const res = await mock.checked(requestFor(mock, document, spec, { credentials: false }));
          expect(res.status, 'without credentials').to.equal(401);
          expect(res.headers['www-authenticate'], 'WWW-Authenticate').to.be.a('string').and.not.equal('');
        }
        expect(answers).to.be.greaterThan(documented.length);
      });
    }
  });
}

// The member API stand-in is no area of `npm run mock`, but its spec is published all the same:
// its examples and generated answers are walked too.
const walked: Record<string, AreaModule> = { ...areaModules, 'member-api': memberApiArea };
for (const [name, api] of Object.entries(redocly.apis)) walk(name, walked[name], path.normalize(api.root));
walk('fixture', fixtureArea, 'test/mock/fixtures/mock-features.yaml');
