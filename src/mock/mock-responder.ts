/**
 * The mock's executor (src/mock/README.md): makes the body choose-response.ts chose (an example,
 * generated data, the area's failure envelope, the spec document) and answers with a Reply, with
 * the documented headers and `X-Mock` naming the body's source. Every body is checked against its
 * schema here, since the choice depends on it; a checked answer is a Reply marked `conforms`
 * (response validation does not check it twice), anything else meets the pipeline's response
 * validation like a handler's answer.
 */
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import { sample } from '@stoplight/json-schema-sampler';
import type { Logger } from 'pino';
import type { OpenAPIV3 } from 'openapi-types';
import type { AreaDescriptor } from '../areas/descriptors.js';
import { ApiError, errorRegistry, type ErrorCode } from '../errors.js';
import type { CompiledOperation } from '../pipeline/compile-operation.js';
import { errorBody } from '../pipeline/envelope.js';
import { readSpec, resolveRef, type OpenApiDocument } from '../pipeline/openapi-document.js';
import { VIOLATIONS_HEADER, violationsHeaderValue, violationsOf, type Violation } from '../pipeline/violations-header.js';
import type { Executor, PipelineOptions } from '../pipeline/pipeline.js';
import { Reply } from '../pipeline/reply.js';
import { assertOwnPage } from '../pipeline/same-origin.js';
import { challengeFor, prismChallengeFor, wellFormedAuthenticators } from '../pipeline/security.js';
import { authenticate, type AuthenticateConfig } from '../pipeline/stages/authenticate.js';
import { isJsonMediaType } from '../pipeline/media-type.js';
import { isXmlMediaType, xmlText } from '../pipeline/xml-body.js';
import { chooseResponse, mediaFor, type Choice, type ExampleCheck } from './choose-response.js';
import {
  deriveSeed,
  detectPaging,
  fillPage,
  generatedDataSet,
  generateValue,
  pageContainer,
  pageShell,
  prepareSchema,
  seedFromString,
  type PageRequest,
  type PagingShape,
} from './dynamic-data.js';
import { joinAroundTrace, mockOperationsOf, splitAroundTrace, type MockExample, type MockMedia, type MockOperation, type MockResponse } from './mock-operations.js';
import { asksMock, readMockPreferences, stripReservedQuery, type MockPreferences } from './prefer-header.js';
import type { Schema } from './schema-generator.js';

const GENERATION_ATTEMPTS = 8;

/** The seeds an unseeded `dynamic=true` draws from: bounded, so each data set is made once and kept. */
export const DYNAMIC_SEEDS = 1_024;

/** Kept answers' size bound: their keys (tenant, page) come from the request. */
const KEPT_ANSWER_CHARACTERS = 8 * 1024 * 1024;
/** What a kept answer that is not JSON text (a value to copy per request) counts for. */
const OTHER_ANSWER_CHARACTERS = 1_024;

const NO_PREFERENCES: MockPreferences = Object.freeze({ applied: [] });

interface Answer {
  status: number;
  response: MockResponse;
  media: MockMedia | null;
  text?: string;
  value?: unknown;
  source: string;
  checked: boolean;
}

/** `json`: the checked answer's text split around the traceId; null: its value is copied per request. */
interface KeptAnswer {
  answer: Answer;
  json: { head: string; tail: string } | null;
}

interface GenerationContext {
  traceId: string;
  query: Record<string, unknown>;
  tenant: string | undefined;
}

/** `fill`: every optional property present. */
interface Generation {
  operation: CompiledOperation;
  mock: MockOperation;
  choice: Choice;
  seed: number;
  source: string;
  context: GenerationContext;
  fill?: boolean;
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

/** Which registry code an error status is rendered with: the first of that status the spec lists. */
function errorCodeFor(status: number, specCodes: string[]): ErrorCode | null {
  for (const [code, entry] of Object.entries(errorRegistry)) {
    if (entry.status === status && specCodes.includes(code)) return code as ErrorCode;
  }
  return null;
}

/** The statuses a refusal is looked up under in a partner's document, in Prism's order (createInvalidInputResponse). */
const DOCUMENTED_REFUSALS: Partial<Record<ErrorCode, number[]>> = {
  UNAUTHORIZED: [401],
  FORBIDDEN: [403],
  VALIDATION_FAILED: [422, 400],
  MALFORMED_JSON: [422, 400],
  UNSUPPORTED_MEDIA_TYPE: [415],
  NOT_ACCEPTABLE: [406],
  NOT_FOUND: [404],
};

type DocumentedRefusal = NonNullable<PipelineOptions['documentedRefusal']>;

export interface MockResponderOptions {
  /** Prism's `--dynamic`. */
  dynamic?: boolean;
  /** Prism's `--errors`: an answer that breaks a partner's document is a 500 naming its violations. */
  errors?: boolean;
  /** false: Prism's `--json-schema-faker-fillProperties=false`. */
  fillProperties?: boolean;
}

function keptAnswerKey(source: string, mock: MockOperation, choice: Choice, tenant: string | undefined, page: PageRequest | null): string {
  return `${source}\u0000${mock.operationId}\u0000${choice.status}\u0000${choice.media?.type}\u0000${tenant ?? ''}\u0000${page ? `${page.page} ${page.pageSize}` : ''}`;
}

function fromKept({ answer, json }: KeptAnswer, traceId: string): Answer {
  if (json) return { ...answer, text: joinAroundTrace(json, traceId) };
  if (answer.text !== undefined || answer.value === null || typeof answer.value !== 'object') return answer;
  return { ...answer, value: setTrace(structuredClone(answer.value), traceId) };
}

function answerOf(choice: Choice, body: Pick<Answer, 'text' | 'value' | 'source' | 'checked'>): Answer {
  return { status: choice.status, response: choice.response, media: choice.media, ...body };
}

function setTrace(value: unknown, traceId: string): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'traceId' in value) (value as Record<string, unknown>).traceId = traceId;
  return value;
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

/**
 * The example a refused request names; a refusal of the stages (`statuses` given) takes it only
 * when the request also asks for one of those statuses, as Prism: the example of a 200 is no 422's.
 */
function askedExample(requestHeaders: IncomingHttpHeaders, query: Record<string, unknown>, statuses: number[] | null): string | undefined {
  if (requestHeaders.prefer === undefined && query.__example === undefined) return undefined;
  try {
    const preferences = readMockPreferences(requestHeaders.prefer, query);
    if (statuses !== null && (preferences.code === undefined || !statuses.includes(preferences.code))) return undefined;
    return preferences.example;
  } catch {
    return undefined;
  }
}

/**
 * Ours as live mode sends it; a partner's as documented, as Prism (JSON and XML need no charset:
 * RFC 8259 §11, RFC 7303 §3.2), text naming its UTF-8 (some clients read a bare `text/*` as US-ASCII).
 */
function contentTypeOf(partner: boolean, type: string): string {
  if (!partner) return `${type}; charset=utf-8`;
  if (type === '*/*') return 'text/plain; charset=utf-8';
  return /^text\//i.test(type) && !/;\s*charset=/i.test(type) ? `${type}; charset=utf-8` : type;
}

/** The answer's headers for a document, each documented value made once. */
function headerWriter(document: OpenApiDocument) {
  const headerValues = new Map<string, string | null>();

  function headerValue(name: string, header: OpenAPIV3.HeaderObject, mock: MockOperation, status: number, challenge: string): string | null {
    const key = `${mock.operationId} ${status} ${name}`;
    if (!headerValues.has(key)) headerValues.set(key, computeHeaderValue(name, header, mock, status, challenge));
    return headerValues.get(key)!;
  }

  function computeHeaderValue(name: string, header: OpenAPIV3.HeaderObject, mock: MockOperation, status: number, challenge: string): string | null {
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

  /** In the order they are sent. */
  return function headersOf(mock: MockOperation, result: Answer, preferences: MockPreferences, challenge: string): Record<string, string> {
    const headers: Record<string, string> = {};
    let allow = false;
    let authenticate = false;
    for (const name in result.response.headers) {
      const value = headerValue(name, result.response.headers[name], mock, result.status, challenge);
      if (value === null) continue;
      headers[name] = value;
      const lower = name.toLowerCase();
      allow ||= lower === 'allow';
      authenticate ||= lower === 'www-authenticate';
    }
    if (result.status === 405 && !allow) headers.Allow = mock.allow;
    if (result.status === 401 && challenge && !authenticate) headers['WWW-Authenticate'] = challenge;
    headers['X-Mock'] = result.source;
    if (preferences.applied.length > 0) headers['Preference-Applied'] = preferences.applied.join(', ');
    return headers;
  };
}

/**
 * The check of an `x-authenticated-upstream` operation's credential (well-formed only), and each
 * operation's 401 challenge: its own schemes, or every scheme for a public one; Prism's words for a partner.
 */
function challengesOf(area: AreaDescriptor, document: OpenApiDocument) {
  const challengeOfSchemes = (schemes?: readonly string[]) =>
    area.partner ? prismChallengeFor(document, schemes) : challengeFor(document, area.name, schemes);
  const challenge = challengeOfSchemes();
  const upstream: AuthenticateConfig = {
    authenticators: wellFormedAuthenticators(document, area.partner ? 'partner' : 'own'),
    challenge,
    challengeOf: challengeOfSchemes,
  };
  const challenges = new Map<string, string>();
  const challengeOf = (operation: CompiledOperation): string => {
    let value = challenges.get(operation.operationId);
    if (value === undefined) {
      const schemes = [...new Set(operation.security.flat())];
      challenges.set(operation.operationId, (value = schemes.length === 0 ? challenge : challengeOfSchemes(schemes)));
    }
    return value;
  };
  return { upstream, challengeOf };
}

const VIOLATING_ANSWER = 'The answer the mock would send does not match the document, and the mock runs with --errors: its violations are listed.';

export function createMockResponder(area: AreaDescriptor, logger?: Logger, options: MockResponderOptions = {}) {
  const unasked: MockPreferences = options.dynamic ? Object.freeze({ dynamic: true, applied: [] }) : NO_PREFERENCES;
  const document = readSpec(area.specPath);
  const specCodes = ((document.components?.schemas?.ErrorCode as OpenAPIV3.SchemaObject | undefined)?.enum ?? []) as string[];
  const { upstream, challengeOf } = challengesOf(area, document);
  let specJson: string | null = null;
  let specYaml: string | null = null;

  const byId = mockOperationsOf(document, area);
  const headersOf = headerWriter(document);
  const keptAnswers = new LRUCache<string, KeptAnswer>({
    maxSize: KEPT_ANSWER_CHARACTERS,
    sizeCalculation: ({ json }) => (json ? json.head.length + json.tail.length : OTHER_ANSWER_CHARACTERS) || 1,
  });

  function preparedOf(media: MockMedia): Schema {
    return (media.prepared ??= prepareSchema(document, media.schema ?? {}));
  }

  function pagingOf(media: MockMedia): PagingShape | null {
    if (media.paging === undefined) media.paging = media.schema && isJsonMediaType(media.type) ? detectPaging(preparedOf(media)) : null;
    return media.paging;
  }

  /**
   * A generated body, retried with derived seeds until it conforms (else the first draw,
   * unchecked); its records are the caller's tenant's where the schema allows it, as live.
   */
  function generated({ operation, mock, choice, seed, source, context, fill = false }: Generation): Answer {
    const media = choice.media!;
    const paging = pagingOf(media);
    const schema = paging ? (media.shell ??= pageShell(preparedOf(media), paging)) : preparedOf(media);
    let first: unknown;
    for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt++) {
      const drawSeed = attempt === 0 ? seed : deriveSeed(seed, 0xa77e + attempt);
      // The last attempts draw optional properties: where filling them all breaks the schema (a
      // oneOf whose branches then overlap), a body with fewer of them may conform.
      const filled = fill && attempt < GENERATION_ATTEMPTS / 2;
      const value = setTrace(generateValue(schema, drawSeed, filled), context.traceId);
      const container = paging ? pageContainer(value, paging) : null;
      if (paging && container) {
        const dataSet = generatedDataSet(paging, seed, filled);
        fillPage(container, paging, pageRequest(mock, context.query), dataSet.total, dataSet.itemAt);
      }
      if (attempt === 0) first = value;
      if (!isJsonMediaType(media.type)) return answerOf(choice, { value, source, checked: true });
      // A copy only where there may be a tenant to set: a body whose schema names no tenant key is not read for one.
      media.namesTenant ??= /"tenant_?[iI]d"/.test(JSON.stringify(preparedOf(media)));
      if (context.tenant !== undefined && media.namesTenant) {
        const owned = withTenant(structuredClone(value), context.tenant);
        if (operation.checkResponse(choice.status, media.type, owned) === null) return answerOf(choice, { value: owned, source, checked: true });
      }
      if (operation.checkResponse(choice.status, media.type, value) === null) return answerOf(choice, { value, source, checked: true });
    }
    return answerOf(choice, { value: first, source, checked: false });
  }

  function keep(key: string, answer: Answer): KeptAnswer {
    const json = answer.checked && answer.value !== undefined && answer.media !== null && isJsonMediaType(answer.media.type);
    // Kept as its text alone: the value's objects would take several times the text's memory.
    const kept = json ? { answer: { ...answer, value: undefined }, json: splitAroundTrace(answer.value) } : { answer, json: null };
    keptAnswers.set(key, kept);
    return kept;
  }

  /** A generated answer, made once per source (its seed), operation, response, tenant and page, then kept. */
  function keptGenerated(generation: Generation): Answer {
    const { mock, choice, source, context } = generation;
    const page = choice.media && pagingOf(choice.media) ? pageRequest(mock, context.query) : null;
    const key = keptAnswerKey(source, mock, choice, context.tenant, page);
    return fromKept(keptAnswers.get(key) ?? keep(key, generated(generation)), context.traceId);
  }

  const staticSamples = new WeakMap<MockMedia, { head: string; tail: string } | null>();

  /** Prism's static body (its sampler) for a response without an example, not a page, when it conforms; else null. */
  function staticSample(operation: CompiledOperation, choice: Choice, context: GenerationContext): Answer | null {
    const media = choice.media;
    if (!media?.schema || pagingOf(media)) return null;
    // Sampled and checked once per media type: the sample is a pure function of the schema.
    if (!staticSamples.has(media)) staticSamples.set(media, sampledText(operation, choice.status, media, context.traceId));
    const sampled = staticSamples.get(media);
    return sampled ? answerOf(choice, { text: joinAroundTrace(sampled, context.traceId), source: 'static', checked: true }) : null;
  }

  /** The static sample split around its traceId; null when there is none or it breaks the schema. */
  function sampledText(operation: CompiledOperation, status: number, media: MockMedia, traceId: string): { head: string; tail: string } | null {
    let value: unknown;
    try {
      value = setTrace(sample(media.schema as never, { ticks: 2500 }, document), traceId);
    } catch {
      return null; // too complex to sample (SchemaSizeExceededError), or a reference it cannot follow
    }
    if (isXmlMediaType(media.type)) return { head: xmlText(value, media.schema, document), tail: '' };
    if (!isJsonMediaType(media.type)) {
      // text/plain and the like: a string, number or boolean sample (the schema's example) is the text, as Prism sends it.
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? { head: String(value), tail: '' } : null;
    }
    return operation.checkResponse(status, media.type, value) === null ? splitAroundTrace(value) : null;
  }

  /** An error status without an example: the area's own failure envelope with the code of that status. */
  function failureEnvelope(operation: CompiledOperation, mock: MockOperation, choice: Choice, context: GenerationContext): Answer {
    const code = errorCodeFor(choice.status, specCodes);
    if (code && choice.media && isJsonMediaType(choice.media.type)) {
      // The one place error bodies are made (src/pipeline/envelope.ts), as the pipeline's own errors.
      const { value, payload } = errorBody(area.envelope, context.traceId, { code });
      if (operation.checkResponse(choice.status, choice.media.type, value) === null) return answerOf(choice, { text: payload, value, source: `envelope; code=${code}`, checked: true });
    }
    const seed = seedFromString(`${mock.operationId} ${choice.status}`);
    return generated({ operation, mock, choice, seed, source: `generated; seed=${seed}`, context });
  }

  /** Whether an example conforms to its response schema, checked once per status (a failure is logged once). */
  function verdictOf(operation: CompiledOperation, status: number, media: MockMedia, example: MockExample, traceId: string): string | null {
    let verdict = example.verdicts.get(status);
    if (verdict === undefined) {
      verdict = isJsonMediaType(media.type) ? operation.checkResponse(status, media.type, setTrace(structuredClone(example.value), traceId)) : null;
      example.verdicts.set(status, verdict);
      if (verdict !== null) logger?.warn({ operationId: operation.operationId, status, example: example.name, problem: verdict }, 'a spec example breaks its own schema; the mock will not pick it by default');
    }
    return verdict;
  }

  function fromExample(
    operation: CompiledOperation,
    mock: MockOperation,
    choice: Choice,
    example: MockExample,
    context: GenerationContext,
    rawQuery: Record<string, unknown>,
  ): Answer {
    const { traceId, tenant } = context;
    const media = choice.media!;
    const source = `example=${example.name}`;
    if (!isJsonMediaType(media.type)) return answerOf(choice, { text: textOf(media, example.value), source, checked: true });
    const paging = pagingOf(media);
    if (paging && namesPage(mock, rawQuery) && Array.isArray(pageContainer(example.value, paging)?.items)) {
      // The caller named a page: a data set of the example's `total`, its first items the example's
      // and the rest generated (seeded by the operation); made, checked and serialised once per page and tenant.
      const request = pageRequest(mock, context.query);
      const key = keptAnswerKey(`${source}; paged`, mock, choice, tenant, request);
      const kept = keptAnswers.get(key);
      if (kept) return fromKept(kept, traceId);
      const value = setTrace(structuredClone(example.value), traceId);
      const container = pageContainer(value, paging)!;
      const items = container.items as unknown[];
      const total = typeof container.total === 'number' ? container.total : items.length;
      const rest = generatedDataSet(paging, seedFromString(`${mock.operationId} items`));
      const generatedItem = (index: number) => (tenant === undefined ? rest.itemAt(index) : withTenant(rest.itemAt(index), tenant));
      fillPage(container, paging, request, total, (index) => (index < items.length ? structuredClone(items[index]) : generatedItem(index)));
      const checked = operation.checkResponse(choice.status, media.type, value) === null;
      return fromKept(keep(key, answerOf(choice, { value, source: `${source}; paged`, checked })), traceId);
    }
    const checked = verdictOf(operation, choice.status, media, example, traceId) === null;
    return answerOf(choice, { text: joinAroundTrace(example.json!, traceId), value: example.value, source, checked });
  }

  function answer(operation: CompiledOperation, mock: MockOperation, choice: Choice, context: GenerationContext, rawQuery: Record<string, unknown>): Answer {
    const { status, response, media, body } = choice;
    switch (body.kind) {
      case 'none':
        return { status, response, media: null, source: 'no-content', checked: true };
      case 'example':
        return fromExample(operation, mock, choice, body.example, context, rawQuery);
      case 'envelope':
        return failureEnvelope(operation, mock, choice, context);
      case 'dynamic': {
        // Reported, not secret: Math.random, far cheaper per request than node:crypto.
        const seed = body.seed ?? Math.floor(Math.random() * DYNAMIC_SEEDS);
        return keptGenerated({ operation, mock, choice, seed, source: `dynamic; seed=${seed}`, context, fill: options.fillProperties !== false });
      }
      case 'generated':
        return staticSample(operation, choice, context) ?? keptGenerated({ operation, mock, choice, seed: body.seed, source: `generated; seed=${body.seed}`, context });
      case 'spec-document': {
        const text = mock.specDocument === 'json' ? (specJson ??= JSON.stringify(document)) : (specYaml ??= readFileSync(area.specPath, 'utf8'));
        // Not checked here: response validation checks it, as it checks the live handler's.
        return { status, response, media, text, source: 'spec-document', checked: false };
      }
    }
  }

  /** JSON, XML from the schema's `xml` objects, or a string of any other type as its own text. */
  function textOf(media: MockMedia, value: unknown): string {
    if (isJsonMediaType(media.type)) return JSON.stringify(value);
    if (isXmlMediaType(media.type)) return xmlText(value, media.schema, document);
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** Example text as precomputed, or checked generated data, goes out byte for byte. */
  function replyOf(result: Answer, headers: Record<string, string>, traceId: string): Reply {
    const { status, media } = result;
    if (!media) return new Reply({ status, headers, empty: true, conforms: true });
    if (result.checked || result.value === undefined) {
      const text = result.text ?? textOf(media, result.value);
      const contentType = contentTypeOf(area.partner === true, media.type);
      return new Reply({ status, headers, serialised: { mediaType: media.type, contentType, text }, conforms: result.checked });
    }
    // A value that failed its check: the pipeline's response validation decides (strict: 500 in the envelope).
    return Reply.raw(status, media.type, setTrace(structuredClone(result.value), traceId) as object, headers);
  }

  const execute: Executor = async (operation, input, context, target) => {
    const mock = byId.get(operation.operationId);
    if (!mock) throw new Error(`The mock has no operation ${operation.operationId}`);
    // The live service's own rules first, in its order (docs/product-decisions.md "Browsers and CORS").
    if (mock.sameOriginOnly) assertOwnPage(context);
    if (mock.upstreamSecurity) {
      await authenticate(upstream, { operationId: operation.operationId, security: mock.upstreamSecurity }, context, context.clientAddress);
    }
    const rawQuery = target.query;
    const { headers } = context;
    const preferred = asksMock(headers.prefer, rawQuery) ? readMockPreferences(headers.prefer, rawQuery) : unasked;
    const preferences = preferred.dynamic === undefined && preferred.example === undefined && options.dynamic ? { ...preferred, dynamic: true } : preferred;
    const query = input.query as Record<string, unknown>;
    const asked = query.tenantId ?? query.tenant_id;
    const tenant = typeof asked === 'string' ? asked : context.principal?.tenantId;
    const generation: GenerationContext = { traceId: context.traceId, query, tenant };
    const conforms: ExampleCheck = (example, status, media) => verdictOf(operation, status, media, example, context.traceId) === null;
    let choice: Choice;
    try {
      choice = chooseResponse(mock, preferences, { accept: headers.accept, query: rawQuery, partner: area.partner }, conforms);
    } catch (error) {
      // A status or example the partner's document does not have: its own 404, when it documents one.
      const missing = area.partner && (error as ApiError).code === 'NOT_FOUND';
      const documented = missing ? documentedRefusal(error as ApiError, operation, headers, context.traceId, {}) : null;
      if (documented) return documented;
      throw error;
    }
    const result = answer(operation, mock, choice, generation, rawQuery);
    const replyHeaders = headersOf(mock, result, preferences, challengeOf(operation));
    if (area.partner) reportViolations(operation, result, rawQuery, replyHeaders);
    return replyOf(result, replyHeaders, context.traceId);
  };

  /** A partner's document, as Prism reports: what of the answer breaks it, and deprecated query parameters used. */
  function reportViolations(operation: CompiledOperation, result: Answer, rawQuery: Record<string, unknown>, headers: Record<string, string>): void {
    const broken = !result.checked && result.value !== undefined && result.media !== null && isJsonMediaType(result.media.type)
      ? violationsOf('response', operation.explainResponse(result.status, result.media.type, result.value))
      : [];
    const deprecated: Violation[] = byId.get(operation.operationId)!.deprecatedQuery
      .filter((name) => rawQuery[name] !== undefined)
      .map((name) => ({ where: 'request', location: `query.${name}`, schemaPath: '', message: `Query param ${name} is deprecated` }));
    const violations = [...broken, ...deprecated];
    if (violations.length === 0) return;
    headers[VIOLATIONS_HEADER] = violationsHeaderValue(violations);
    if (options.errors && broken.length > 0) {
      throw new ApiError('RESPONSE_VALIDATION_FAILED', VIOLATING_ANSWER, {
        details: broken.map(({ location, message }) => ({ location: 'response', path: location, message })),
        headers: { [VIOLATIONS_HEADER]: headers[VIOLATIONS_HEADER] },
      });
    }
  }

  /**
   * A partner's document: a refusal of the stages or of the mock's choice, answered as the
   * operation documents it, as Prism does (src/mock/README.md): the named example, else the first
   * conforming one, else our error body where the schema admits it, else the static sample or
   * generated data. Null (the envelope's own error body) when nothing is documented, or when our
   * body fits the refusal's own status.
   */
  const documentedRefusal: DocumentedRefusal = (error, operation, requestHeaders, traceId, query) => {
    const statuses = DOCUMENTED_REFUSALS[error.code];
    const mock = byId.get(operation.operationId);
    if (!statuses || !mock) return null;
    const status = statuses.find((candidate) => mock.responses.has(String(candidate))) ?? error.status;
    const response = mock.responses.get(String(status)) ?? mock.responses.get(`${String(error.status)[0]}XX`) ?? mock.responses.get('default');
    if (!response) return null;
    // Documented without content: answered so, as Prism does (its challenge kept).
    if (response.media.length === 0) return Reply.empty(status, error.headers);
    const media = mediaFor(response, requestHeaders.accept);
    const context: GenerationContext = { traceId, query: {}, tenant: undefined };
    const named = askedExample(requestHeaders, query, error.code === 'NOT_FOUND' ? null : statuses);
    const example = named === undefined
      ? media.examples.find((candidate) => verdictOf(operation, status, media, candidate, traceId) === null)
      : media.examples.find((candidate) => candidate.name === named);
    if (named !== undefined && !example) {
      const missing = new ApiError('NOT_FOUND', `Response for contentType: ${media.type} and exampleKey: ${named} does not exist.`);
      const mediaType = area.envelope.failureMediaType?.(404, operation.operationId) ?? 'application/json';
      return new Reply({ status: 404, serialised: { mediaType, contentType: mediaType, text: errorBody(area.envelope, traceId, missing).payload } });
    }
    let result: Answer | null = null;
    if (example) {
      result = fromExample(operation, mock, { status, response, media, body: { kind: 'example', example } }, example, context, {});
    } else if (isJsonMediaType(media.type)) {
      // Our own error body, the status it names being the one answered (RFC 9457 §3.1.2).
      const { value } = errorBody(area.envelope, traceId, error);
      if (status !== error.status && value && typeof value === 'object' && typeof (value as { status?: unknown }).status === 'number') (value as { status: number }).status = status;
      if (operation.checkResponse(status, media.type, value) === null) {
        if (status === error.status) return null;
        result = { status, response, media, value, source: 'refusal', checked: true };
      }
    } else if (media.schema === undefined || media.schema === null) {
      // Text of no documented form (text/plain without schema or example): the refusal's message.
      result = { status, response, media, text: error.message, source: 'refusal', checked: true };
    }
    const seed = seedFromString(`${mock.operationId} ${status}`);
    result ??= answer(operation, mock, { status, response, media, body: { kind: 'generated', seed } }, context, {});
    const headers = { ...headersOf(mock, result, NO_PREFERENCES, challengeOf(operation)), ...error.headers };
    if (result.source === 'refusal') delete headers['X-Mock'];
    return replyOf(result, headers, traceId);
  };

  return {
    execute,
    documentedRefusal: area.partner ? documentedRefusal : undefined,
    reservedQuery: stripReservedQuery,
    // The documented headers are exposed by src/pipeline/cors.ts itself.
    exposedHeaders: ['X-Mock', 'Preference-Applied'],
  };
}
