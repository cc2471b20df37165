/**
 * What the mock knows of each operation, read from the spec on its first request, for the choice
 * rule (choose-response.ts) and the responder (mock-responder.ts).
 */
import type { OpenAPIV3 } from 'openapi-types';
import type { AreaDescriptor } from '../areas/descriptors.js';
import { AUTHENTICATED_UPSTREAM } from '../pipeline/compile-operation.js';
import { isJsonMediaType } from '../pipeline/media-type.js';
import { listOperations, resolveRef, type OpenApiDocument, type SpecOperation } from '../pipeline/openapi-document.js';
import { SAME_ORIGIN_ONLY } from '../pipeline/same-origin.js';
import type { PagingShape } from './dynamic-data.js';
import type { Schema } from './schema-generator.js';

export interface MockExample {
  name: string;
  value: unknown;
  /** splitAroundTrace's. */
  json: { head: string; tail: string } | null;
  /** Per status (null = conforms), on first use. */
  verdicts: Map<number, string | null>;
}

export interface MockMedia {
  type: string;
  schema: unknown;
  examples: MockExample[];
  prepared?: Schema;
  paging?: PagingShape | null;
  /** `prepared` with a paged list's items held empty (the page is filled after). */
  shell?: Schema;
  /** Whether `prepared` names `tenant_id` or `tenantId`. */
  namesTenant?: boolean;
}

export interface MockResponse {
  key: string;
  headers: Record<string, OpenAPIV3.HeaderObject>;
  media: MockMedia[];
}

export interface MockOperation {
  operationId: string;
  /** By status key as the spec writes it, upper-cased (`200`, `4XX`), and `default`. */
  responses: Map<string, MockResponse>;
  documented: string[];
  defaultStatus: number;
  allow: string;
  specDocument: 'json' | 'yaml' | null;
  pageParameters: ReturnType<typeof pageParametersOf>;
  /** A partner's document: the deprecated query parameters, reported when used. */
  deprecatedQuery: string[];
  /** `x-same-origin-only`, as live mode. */
  sameOriginOnly: boolean;
  /** `x-authenticated-upstream`: the declared security, checked as the upstream would. */
  upstreamSecurity: string[][] | null;
}

const TRACE_MARKER = '\u0000trace\u0000';

/** A body as JSON split around its top-level traceId, for each request's; all of it `head` when it has none. */
export function splitAroundTrace(value: unknown): { head: string; tail: string } {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'traceId' in value) {
    const text = JSON.stringify({ ...(value as object), traceId: TRACE_MARKER });
    const marker = JSON.stringify(TRACE_MARKER);
    const at = text.indexOf(marker);
    return { head: text.slice(0, at), tail: text.slice(at + marker.length) };
  }
  return { head: JSON.stringify(value), tail: '' };
}

/** splitAroundTrace's text with `traceId` put in. */
export function joinAroundTrace(json: { head: string; tail: string }, traceId: string): string {
  return json.tail === '' ? json.head : `${json.head}${JSON.stringify(traceId)}${json.tail}`;
}

function examplesOf(document: OpenApiDocument, media: OpenAPIV3.MediaTypeObject, type: string): MockExample[] {
  const json = isJsonMediaType(type);
  const make = (name: string, value: unknown): MockExample => ({ name, value, json: json ? splitAroundTrace(value) : null, verdicts: new Map() });
  if (media.examples) {
    return Object.entries(media.examples).map(([name, example]) => make(name, resolveRef<OpenAPIV3.ExampleObject>(document, example).value));
  }
  return media.example !== undefined ? [make('example', media.example)] : [];
}

/** The Allow header of each path: its documented methods, HEAD with GET. */
function allowByPath(operations: SpecOperation[]): Map<string, string> {
  const methods = new Map<string, Set<string>>();
  for (const op of operations) {
    const set = methods.get(op.path) ?? new Set<string>();
    set.add(op.method.toUpperCase());
    methods.set(op.path, set);
  }
  return new Map([...methods].map(([path, set]) => [path, [...(set.has('GET') ? set.add('HEAD') : set)].sort().join(', ')]));
}

function pageParametersOf(spec: SpecOperation) {
  const query = spec.parameters.filter((p) => p.in === 'query');
  const page = query.find((p) => p.name === 'page');
  const pageSize = query.find((p) => p.name === 'pageSize' || p.name === 'page_size');
  return page && pageSize ? { page, pageSize } : null;
}

/** Prism's choice without `code=` (src/mock/README.md); a 1xx is never final (RFC 9110 §15.2). */
function defaultStatusOf(keys: string[]): number {
  const final = keys.filter((key) => key === 'default' || !key.startsWith('1'));
  const success = final.filter((key) => key.startsWith('2')).sort()[0];
  if (success !== undefined) return Number(success.replace('XX', '00'));
  const first = final.find((key) => key !== 'default');
  return first === undefined || final.includes('default') ? 200 : Number(first.replace('XX', '00'));
}

/** By operationId, each read when first asked for (a large partner document has thousands). */
export function mockOperationsOf(document: OpenApiDocument, area: Pick<AreaDescriptor, 'prefix'>): Pick<Map<string, MockOperation>, 'get'> {
  const specOperations = new Map(listOperations(document).map((spec) => [spec.operationId, spec]));
  const allowOf = allowByPath([...specOperations.values()]);
  const byId = new Map<string, MockOperation>();
  const operationOf = (spec: SpecOperation): MockOperation => {
    const responses = new Map<string, MockResponse>();
    for (const [key, raw] of Object.entries(spec.operation.responses ?? {})) {
      const response = resolveRef<OpenAPIV3.ResponseObject>(document, raw);
      const headers: Record<string, OpenAPIV3.HeaderObject> = {};
      for (const [name, header] of Object.entries(response.headers ?? {})) {
        headers[name] = resolveRef<OpenAPIV3.HeaderObject>(document, header);
      }
      const media = Object.entries(response.content ?? {}).map(([type, content]) => ({
        type,
        schema: content.schema,
        examples: examplesOf(document, content, type),
      }));
      responses.set(key.toUpperCase() === 'DEFAULT' ? 'default' : key.toUpperCase(), { key, headers, media });
    }
    const extension = (name: string) => (spec.operation as Record<string, unknown>)[name];
    const allow = allowOf.get(spec.path)!;
    const specDocument = spec.method === 'get' && spec.path === `${area.prefix}/openapi.json` ? 'json' : spec.method === 'get' && spec.path === `${area.prefix}/openapi.yaml` ? 'yaml' : null;
    return {
      operationId: spec.operationId,
      responses,
      documented: [...responses.keys()],
      defaultStatus: defaultStatusOf([...responses.keys()]),
      allow,
      specDocument,
      pageParameters: pageParametersOf(spec),
      deprecatedQuery: spec.parameters.filter((p) => p.in === 'query' && p.deprecated === true).map((p) => p.name),
      sameOriginOnly: extension(SAME_ORIGIN_ONLY) === true,
      upstreamSecurity:
        extension(AUTHENTICATED_UPSTREAM) === true ? (spec.operation.security ?? document.security ?? []).map((requirement) => Object.keys(requirement)) : null,
    };
  };
  return {
    get(operationId) {
      const spec = specOperations.get(operationId);
      let mock = byId.get(operationId);
      if (!mock && spec) byId.set(operationId, (mock = operationOf(spec)));
      return mock;
    },
  };
}
