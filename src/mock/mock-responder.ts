/**
 * The mock's execute stage: picks the response an operation documents and answers with it,
 * the way Prism does.
 *
 * - By default: the lowest documented 2xx, its first usable example (as written, with the
 *   request's traceId; one that breaks its schema is skipped). Without one, a body generated
 *   from the schema with a seed fixed per operation and status, so the default never changes.
 * - `Prefer: code=<status>` / `__code`: that documented status (exact, `4XX` or `default`).
 * - `Prefer: example=<name>` / `__example`: that example of the chosen response.
 * - `Prefer: dynamic=true` / `__dynamic`, `Prefer: seed=<n>` / `__seed`: generated from the
 *   schema; a seed alone implies dynamic, and the same seed gives the same body.
 * - An error status without an example (or asked dynamically) is rendered in the area's
 *   envelope with the registry code of that status (404 → NOT_FOUND...).
 * - Paged lists honour `page` and the page size: generated pages come from one data set per
 *   seed; an example is re-paged when the caller names a page.
 * - The area's own `<prefix>/openapi.json|yaml` serve the real document unless asked otherwise.
 * - An undocumented code, an unknown example name or a malformed preference is a 400
 *   VALIDATION_FAILED in the envelope naming what was asked and what exists (Prism answers
 *   404 NO_RESPONSE_DEFINED / NO_EXAMPLE, but 404 is not documented by every operation, and
 *   an answer outside the contract is exactly what a mock must not give).
 * - `X-Mock` says where the body came from: `example=<name>`, `dynamic; seed=<n>`,
 *   `generated; seed=<n>`, `envelope; code=<CODE>` or `spec-document`.
 *
 * Every body is checked against its response schema: a static example once (the verdict is
 * kept), a generated one on every answer (a failing draw is retried with derived seeds).
 * Checked answers are written directly, static ones from JSON precomputed at start; anything
 * that fails its check goes back to the pipeline, whose response validation decides.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { OpenAPIV3 } from 'openapi-types';
import type { AreaDescriptor } from '../areas/descriptors.js';
import { ApiError, errorRegistry, type ErrorCode } from '../errors.js';
import type { CompiledOperation } from '../pipeline/compile-operation.js';
import { listOperations, readSpec, resolveRef, type OpenApiDocument, type SpecOperation } from '../pipeline/openapi-document.js';
import type { Executor } from '../pipeline/pipeline.js';
import { Reply } from '../pipeline/reply.js';
import { AUTHENTICATED_UPSTREAM } from '../pipeline/compile-operation.js';
import { SAME_ORIGIN_ONLY, assertOwnPage } from '../pipeline/same-origin.js';
import { authenticate, challengeFor, wellFormedAuthenticators } from '../pipeline/security.js';
import type { JsonSchema } from 'json-schema-faker';
import {
  deriveSeed,
  detectPaging,
  fillPage,
  generatedDataSet,
  generateValue,
  pageContainer,
  prepareSchema,
  seedFromString,
  type PageRequest,
  type PagingShape,
} from './dynamic-data.js';
import { readMockPreferences, stripReservedQuery, type MockPreferences } from './prefer-header.js';
import { isJsonMediaType } from '../pipeline/media-type.js';

const GENERATION_ATTEMPTS = 8;

/** What the executor returns once it has written the answer itself; the pipeline sends nothing more. */
export const RESPONSE_WRITTEN = Symbol('mock response written');

interface MockExample {
  name: string;
  value: unknown;
  /** The example as JSON, split around the top-level traceId so the request's can go in between. */
  json: { head: string; tail: string } | null;
  /** Validation verdict per status (null = conforms), computed on first use. */
  verdicts: Map<number, string | null>;
}

interface MockMedia {
  type: string;
  schema: unknown;
  examples: MockExample[];
  prepared?: JsonSchema;
  paging?: PagingShape | null;
}

interface MockResponse {
  key: string;
  headers: Record<string, OpenAPIV3.HeaderObject>;
  media: MockMedia[];
}

interface PageParameters {
  page: OpenAPIV3.ParameterObject;
  pageSize: OpenAPIV3.ParameterObject;
}

interface MockOperation {
  operationId: string;
  responses: Map<string, MockResponse>;
  documented: string[];
  defaultStatus: number;
  allow: string;
  specDocument: 'json' | 'yaml' | null;
  pageParameters: PageParameters | null;
  /** `x-same-origin-only`: a foreign Origin is refused with 403, as live mode does. */
  sameOriginOnly: boolean;
  /** `x-authenticated-upstream`: the declared security, checked here as the upstream would (well-formed). */
  upstreamSecurity: string[][] | null;
}

interface Choice {
  status: number;
  response: MockResponse;
  media: MockMedia | null;
}

interface Answer {
  status: number;
  response: MockResponse;
  media: MockMedia | null;
  /** Already-serialized body (static example, spec document) or a value to serialize. */
  text?: string;
  value?: unknown;
  source: string;
  /** Set when the body is known to conform (or was checked just now). */
  checked: boolean;
}

const TRACE_MARKER = '\u0000trace\u0000';

interface GenerationContext {
  traceId: string;
  /** The validated query (page, page size...). */
  query: Record<string, unknown>;
  tenant: string | undefined;
}

const TENANT_KEYS = new Set(['tenant_id', 'tenantId']);

/** Sets every string `tenant_id` / `tenantId` of a generated body to the caller's tenant. */
function withTenant(value: unknown, tenant: string): unknown {
  if (Array.isArray(value)) value.forEach((item) => withTenant(item, tenant));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (TENANT_KEYS.has(key) && typeof child === 'string') (value as Record<string, unknown>)[key] = tenant;
      else withTenant(child, tenant);
    }
  }
  return value;
}


function splitAroundTrace(value: unknown): MockExample['json'] {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'traceId' in value) {
    const text = JSON.stringify({ ...(value as object), traceId: TRACE_MARKER });
    const marker = JSON.stringify(TRACE_MARKER);
    const at = text.indexOf(marker);
    return { head: text.slice(0, at), tail: text.slice(at + marker.length) };
  }
  return { head: JSON.stringify(value), tail: '' };
}

function examplesOf(document: OpenApiDocument, media: OpenAPIV3.MediaTypeObject, type: string): MockExample[] {
  const json = isJsonMediaType(type);
  const make = (name: string, value: unknown): MockExample => ({ name, value, json: json ? splitAroundTrace(value) : null, verdicts: new Map() });
  if (media.examples) {
    return Object.entries(media.examples).map(([name, example]) => make(name, resolveRef<OpenAPIV3.ExampleObject>(document, example).value));
  }
  if (media.example !== undefined) return [make('example', media.example)];
  return [];
}

function allowFor(operations: SpecOperation[], path: string): string {
  const methods = new Set(operations.filter((op) => op.path === path).map((op) => op.method.toUpperCase()));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort().join(', ');
}

function pageParametersOf(spec: SpecOperation): PageParameters | null {
  const query = spec.parameters.filter((p) => p.in === 'query');
  const page = query.find((p) => p.name === 'page');
  const pageSize = query.find((p) => p.name === 'pageSize' || p.name === 'page_size');
  return page && pageSize ? { page, pageSize } : null;
}

function defaultStatusOf(keys: string[]): number {
  const exact = keys.filter((key) => /^\d{3}$/.test(key)).map(Number).sort((a, b) => a - b);
  const success = exact.find((status) => status >= 200 && status < 300);
  if (success !== undefined) return success;
  if (keys.includes('2XX') || keys.includes('default')) return 200;
  return exact[0] ?? 200;
}

/** Which registry code an error status is rendered with: the first of that status the spec lists. */
function errorCodeFor(status: number, specCodes: string[]): ErrorCode | null {
  for (const [code, entry] of Object.entries(errorRegistry)) {
    if (entry.status === status && specCodes.includes(code)) return code as ErrorCode;
  }
  return null;
}

export interface MockResponder {
  execute: Executor;
  reservedQuery: (query: Record<string, unknown>) => void;
  /** The mock's own response headers (X-Mock...), for Access-Control-Expose-Headers. */
  exposedHeaders: string[];
}

export function createMockResponder(area: AreaDescriptor, logger?: Logger): MockResponder {
  const document = readSpec(area.specPath);
  const specOperations = listOperations(document);
  const specCodes = ((document.components?.schemas?.ErrorCode as OpenAPIV3.SchemaObject | undefined)?.enum ?? []) as string[];
  const challenge = challengeFor(document, area.name);
  const upstreamAuthenticators = wellFormedAuthenticators(document);
  let specJson: string | null = null;
  let specYaml: string | null = null;
  // The documented headers are exposed by src/pipeline/cors.ts itself.
  const exposed = ['X-Mock', 'Preference-Applied'];

  const byId = new Map<string, MockOperation>();
  for (const spec of specOperations) {
    const responses = new Map<string, MockResponse>();
    for (const [key, raw] of Object.entries(spec.operation.responses ?? {})) {
      const response = resolveRef<OpenAPIV3.ResponseObject>(document, raw);
      const headers: Record<string, OpenAPIV3.HeaderObject> = {};
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        headers[name] = resolveRef<OpenAPIV3.HeaderObject>(document, header);
      }
      const media = Object.entries(response.content ?? {}).map(([type, content]) => ({ type, schema: content.schema, examples: examplesOf(document, content, type) }));
      // JSON first: it is what clients of these APIs ask for.
      media.sort((a, b) => Number(isJsonMediaType(b.type)) - Number(isJsonMediaType(a.type)));
      responses.set(key.toUpperCase() === 'DEFAULT' ? 'default' : key.toUpperCase(), { key, headers, media });
    }
    const extension = (name: string) => (spec.operation as Record<string, unknown>)[name];
    const allow = allowFor(specOperations, spec.path);
    const specDocument = spec.method === 'get' && spec.path === `${area.prefix}/openapi.json` ? 'json' : spec.method === 'get' && spec.path === `${area.prefix}/openapi.yaml` ? 'yaml' : null;
    byId.set(spec.operationId, {
      operationId: spec.operationId,
      responses,
      documented: [...responses.keys()],
      defaultStatus: defaultStatusOf([...responses.keys()]),
      allow,
      specDocument,
      pageParameters: pageParametersOf(spec),
      sameOriginOnly: extension(SAME_ORIGIN_ONLY) === true,
      upstreamSecurity: extension(AUTHENTICATED_UPSTREAM) === true ? (spec.operation.security ?? document.security ?? []).map((requirement) => Object.keys(requirement)) : null,
    });
  }

  function preparedOf(media: MockMedia): JsonSchema {
    if (!media.prepared) media.prepared = prepareSchema(document, media.schema ?? {});
    return media.prepared;
  }

  function pagingOf(media: MockMedia): PagingShape | null {
    if (media.paging === undefined) media.paging = media.schema && isJsonMediaType(media.type) ? detectPaging(preparedOf(media)) : null;
    return media.paging;
  }

  function choose(mock: MockOperation, preferences: MockPreferences, request: Request): Choice {
    let status = mock.defaultStatus;
    let response: MockResponse | undefined;
    if (preferences.code !== undefined) {
      status = preferences.code;
      response = mock.responses.get(String(status)) ?? mock.responses.get(`${String(status)[0]}XX`) ?? mock.responses.get('default');
      if (!response) {
        const where = request.query.__code !== undefined ? 'query' : 'header';
        throw new ApiError('VALIDATION_FAILED', `${mock.operationId} documents no ${status} response; documented: ${mock.documented.join(', ')}.`, {
          details: [{ location: where, path: where === 'query' ? '__code' : 'Prefer.code', message: `${status} is not documented; documented: ${mock.documented.join(', ')}` }],
        });
      }
    } else {
      response = mock.responses.get(String(status)) ?? mock.responses.get(`${String(status)[0]}XX`) ?? mock.responses.get('default')!;
    }
    if (response.media.length === 0) return { status, response, media: null };
    const types = response.media.map((m) => m.type);
    const accept = request.headers.accept;
    const accepted = !accept || accept === '*/*' || types.length === 1 ? types[0] : request.accepts(types);
    const media = response.media.find((m) => m.type === accepted) ?? response.media[0];
    return { status, response, media };
  }

  function pageRequest(mock: MockOperation, query: Record<string, unknown>): PageRequest {
    const read = (parameter: OpenAPIV3.ParameterObject | undefined, fallback: number) => {
      const value = parameter ? query[parameter.name] : undefined;
      if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
      const schema = parameter?.schema as OpenAPIV3.SchemaObject | undefined;
      const preset = typeof schema?.default === 'number' ? schema.default : fallback;
      return typeof schema?.maximum === 'number' ? Math.min(preset, schema.maximum) : preset;
    };
    return { page: read(mock.pageParameters?.page, 1), pageSize: read(mock.pageParameters?.pageSize, 20) };
  }

  function namesPage(mock: MockOperation, rawQuery: Record<string, unknown>): boolean {
    return mock.pageParameters !== null && (rawQuery[mock.pageParameters.page.name] !== undefined || rawQuery[mock.pageParameters.pageSize.name] !== undefined);
  }

  function check(operation: CompiledOperation, status: number, media: MockMedia, value: unknown): string | null {
    return operation.checkResponse(status, media.type, value);
  }

  function setTrace(value: unknown, traceId: string): unknown {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'traceId' in value) (value as Record<string, unknown>).traceId = traceId;
    return value;
  }

  /**
   * A generated body for a success status, retried with derived seeds until it conforms.
   * Generated records belong to the caller's tenant (the `tenantId` asked for, else the
   * mock caller's), as the live service's would, when the schema allows it.
   */
  function generated(operation: CompiledOperation, mock: MockOperation, choice: Choice, seed: number, source: string, context: GenerationContext): Answer {
    const media = choice.media!;
    const schema = preparedOf(media);
    const paging = pagingOf(media);
    let value: unknown;
    for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt++) {
      const drawSeed = attempt === 0 ? seed : deriveSeed(seed, 0xa77e + attempt);
      value = setTrace(generateValue(schema, drawSeed), context.traceId);
      const container = paging ? pageContainer(value, paging) : null;
      if (paging && container) {
        const dataSet = generatedDataSet(paging, seed);
        fillPage(container, paging, pageRequest(mock, context.query), dataSet.total, dataSet.itemAt);
      }
      if (!isJsonMediaType(media.type)) return { status: choice.status, response: choice.response, media, value, source, checked: true };
      if (context.tenant !== undefined) {
        const owned = withTenant(structuredClone(value), context.tenant);
        if (check(operation, choice.status, media, owned) === null) return { status: choice.status, response: choice.response, media, value: owned, source, checked: true };
      }
      if (check(operation, choice.status, media, value) === null) return { status: choice.status, response: choice.response, media, value, source, checked: true };
    }
    return { status: choice.status, response: choice.response, media, value, source, checked: false };
  }

  /** An error status without an example: the area's own failure envelope with the code of that status. */
  function failureEnvelope(operation: CompiledOperation, mock: MockOperation, choice: Choice, context: GenerationContext): Answer {
    const code = errorCodeFor(choice.status, specCodes);
    if (code && choice.media && isJsonMediaType(choice.media.type)) {
      const value = area.envelope.failure(context.traceId, { code, message: errorRegistry[code].message });
      if (check(operation, choice.status, choice.media, value) === null) return { status: choice.status, response: choice.response, media: choice.media, value, source: `envelope; code=${code}`, checked: true };
    }
    const seed = seedFromString(`${mock.operationId} ${choice.status}`);
    return generated(operation, mock, choice, seed, `generated; seed=${seed}`, context);
  }

  /** Whether an example conforms to its response schema, checked once per status (a failure is logged once). */
  function verdictOf(operation: CompiledOperation, mock: MockOperation, choice: Choice, example: MockExample, traceId: string): string | null {
    let verdict = example.verdicts.get(choice.status);
    if (verdict === undefined) {
      verdict = isJsonMediaType(choice.media!.type) ? check(operation, choice.status, choice.media!, setTrace(structuredClone(example.value), traceId)) : null;
      example.verdicts.set(choice.status, verdict);
      if (verdict !== null) logger?.warn({ operationId: mock.operationId, status: choice.status, example: example.name, problem: verdict }, 'a spec example breaks its own schema; the mock will not pick it by default');
    }
    return verdict;
  }

  function fromExample(operation: CompiledOperation, mock: MockOperation, choice: Choice, example: MockExample, context: GenerationContext, rawQuery: Record<string, unknown>): Answer {
    const { traceId, query, tenant } = context;
    const media = choice.media!;
    const source = `example=${example.name}`;
    if (!isJsonMediaType(media.type)) {
      const text = typeof example.value === 'string' ? example.value : JSON.stringify(example.value);
      return { status: choice.status, response: choice.response, media, text, source, checked: true };
    }
    const paging = pagingOf(media);
    if (paging && namesPage(mock, rawQuery)) {
      // The caller named a page: a data set of the example's `total`, whose first items are
      // the example's and the rest generated (stable per operation).
      const value = setTrace(structuredClone(example.value), traceId);
      const container = pageContainer(value, paging);
      if (container && Array.isArray(container.items)) {
        const items = container.items as unknown[];
        const total = typeof container.total === 'number' ? container.total : items.length;
        const rest = generatedDataSet(paging, seedFromString(`${mock.operationId} items`));
        const generatedItem = (index: number) => (tenant === undefined ? rest.itemAt(index) : withTenant(rest.itemAt(index), tenant));
        fillPage(container, paging, pageRequest(mock, query), total, (index) => (index < items.length ? structuredClone(items[index]) : generatedItem(index)));
        return { status: choice.status, response: choice.response, media, value, source: `${source}; paged`, checked: check(operation, choice.status, media, value) === null };
      }
    }
    const verdict = verdictOf(operation, mock, choice, example, traceId);
    const json = example.json!;
    return { status: choice.status, response: choice.response, media, text: json.tail === '' ? json.head : `${json.head}"${traceId}"${json.tail}`, value: example.value, source, checked: verdict === null };
  }

  function answer(operation: CompiledOperation, mock: MockOperation, preferences: MockPreferences, request: Request, context: GenerationContext): Answer {
    const choice = choose(mock, preferences, request);
    if (!choice.media) return { status: choice.status, response: choice.response, media: null, source: 'no-content', checked: true };
    const media = choice.media;
    const rawQuery = request.query as Record<string, unknown>;

    if (preferences.example !== undefined) {
      const example = media.examples.find((e) => e.name === preferences.example);
      if (!example) {
        const names = media.examples.map((e) => e.name);
        const where = rawQuery.__example !== undefined ? 'query' : 'header';
        const has = names.length > 0 ? `its examples: ${names.join(', ')}` : 'it has no examples';
        throw new ApiError('VALIDATION_FAILED', `The ${choice.status} response of ${mock.operationId} has no example "${preferences.example}"; ${has}.`, {
          details: [{ location: where, path: where === 'query' ? '__example' : 'Prefer.example', message: `"${preferences.example}" is not an example of the ${choice.status} response; ${has}` }],
        });
      }
      return fromExample(operation, mock, choice, example, context, rawQuery);
    }

    const dynamic = preferences.dynamic === true || (preferences.seed !== undefined && preferences.dynamic !== false);
    if (dynamic) {
      if (choice.status >= 400) return failureEnvelope(operation, mock, choice, context);
      const seed = preferences.seed ?? randomBytes(4).readUInt32BE(0);
      return generated(operation, mock, choice, seed, `dynamic; seed=${seed}`, context);
    }

    if (mock.specDocument && preferences.code === undefined && choice.status < 300) {
      if (mock.specDocument === 'json' && isJsonMediaType(media.type)) {
        specJson ??= JSON.stringify(document);
        return { status: choice.status, response: choice.response, media, text: specJson, source: 'spec-document', checked: true };
      }
      if (mock.specDocument === 'yaml' && !isJsonMediaType(media.type)) {
        specYaml ??= readFileSync(area.specPath, 'utf8');
        return { status: choice.status, response: choice.response, media, text: specYaml, source: 'spec-document', checked: true };
      }
    }
    // The first usable example: one that breaks its schema is only sent when asked for by name.
    const usable = media.examples.find((example) => verdictOf(operation, mock, choice, example, context.traceId) === null);
    if (usable) return fromExample(operation, mock, choice, usable, context, rawQuery);
    if (choice.status >= 400) return failureEnvelope(operation, mock, choice, context);
    const seed = preferences.seed ?? seedFromString(`${mock.operationId} ${choice.status}`);
    return generated(operation, mock, choice, seed, `generated; seed=${seed}`, context);
  }

  const headerValues = new Map<string, string | null>();

  /** A documented response header's value: the real Allow / WWW-Authenticate, else its example, else generated (once). */
  function headerValue(name: string, header: OpenAPIV3.HeaderObject, mock: MockOperation, status: number): string | null {
    const key = `${mock.operationId} ${status} ${name}`;
    let value = headerValues.get(key);
    if (value === undefined) {
      value = computeHeaderValue(name, header, mock, status);
      headerValues.set(key, value);
    }
    return value;
  }

  function computeHeaderValue(name: string, header: OpenAPIV3.HeaderObject, mock: MockOperation, status: number): string | null {
    const lower = name.toLowerCase();
    if (lower === 'allow') return mock.allow;
    if (lower === 'www-authenticate') return challenge || null;
    if (header.example !== undefined) return String(header.example);
    if (header.examples) {
      const first = Object.values(header.examples)[0];
      if (first) return String(resolveRef<OpenAPIV3.ExampleObject>(document, first).value);
    }
    const schema = header.schema ? resolveRef<OpenAPIV3.SchemaObject>(document, header.schema) : undefined;
    if (schema?.example !== undefined) return String(schema.example);
    if (!schema) return null;
    const value = generateValue(prepareSchema(document, schema), seedFromString(`${mock.operationId} ${status} ${name}`));
    return value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }

  function writeHeaders(response: Response, mock: MockOperation, result: Answer, preferences: MockPreferences): void {
    for (const name in result.response.headers) {
      const value = headerValue(name, result.response.headers[name], mock, result.status);
      if (value !== null) response.setHeader(name, value);
    }
    if (result.status === 405 && !response.hasHeader('allow')) response.setHeader('Allow', mock.allow);
    if (result.status === 401 && challenge && !response.hasHeader('www-authenticate')) response.setHeader('WWW-Authenticate', challenge);
    response.setHeader('X-Mock', result.source);
    if (preferences.applied.length > 0) response.setHeader('Preference-Applied', preferences.applied.join(', '));
  }

  const execute: Executor = async (operation, input, context, request) => {
    const mock = byId.get(operation.operationId);
    if (!mock) throw new Error(`The mock has no operation ${operation.operationId}`);
    // The live service's own rules before its answer, in its order (docs/product-decisions.md
    // "Browsers and CORS"): the same-origin rule, then the credential its upstream would check.
    if (mock.sameOriginOnly) assertOwnPage(context);
    if (mock.upstreamSecurity) await authenticate({ ...operation, security: mock.upstreamSecurity }, upstreamAuthenticators, request, challenge);
    const rawQuery = request.query as Record<string, unknown>;
    const preferences =
      request.headers.prefer === undefined && rawQuery.__code === undefined && rawQuery.__example === undefined && rawQuery.__dynamic === undefined && rawQuery.__seed === undefined
        ? { applied: [] }
        : readMockPreferences(request.headers.prefer, rawQuery);
    const query = input.query as Record<string, unknown>;
    const asked = query.tenantId ?? query.tenant_id;
    const tenant = typeof asked === 'string' ? asked : context.principal?.tenantId;
    const result = answer(operation, mock, preferences, request, { traceId: context.traceId, query, tenant });
    const response = request.res!;
    writeHeaders(response, mock, result, preferences);

    if (!result.media) {
      response.status(result.status).end();
      return RESPONSE_WRITTEN;
    }
    if (!result.checked) {
      // Let the pipeline's response validation decide (strict: 500 in the envelope).
      const value = result.value !== undefined ? setTrace(structuredClone(result.value), context.traceId) : result.text;
      return Reply.raw(result.status, result.media.type, value as object);
    }
    const text = result.text ?? JSON.stringify(result.value);
    response.statusCode = result.status;
    response.setHeader('Content-Type', `${result.media.type}; charset=utf-8`);
    response.setHeader('Content-Length', Buffer.byteLength(text));
    response.end(text);
    return RESPONSE_WRITTEN;
  };

  return {
    execute,
    reservedQuery: stripReservedQuery,
    exposedHeaders: exposed,
  };
}
