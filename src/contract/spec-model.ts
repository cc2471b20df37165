/**
 * The spec as the contract engine sees it: every operation with its parameters, body,
 * security alternatives and documented responses, all `$ref`s resolved. The document comes
 * from src/contract/spec-document.ts (Swagger 2.0, OpenAPI 3.0 or 3.1, the one loader of the
 * three tools); one that cannot be read, parsed or validated is a ContractSpecError.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { HTTP_METHODS, resolveRef, type OpenApiDocument } from '../pipeline/openapi-document.js';
import { ContractSpecError } from './errors.js';
import { loadDocument, type SpecVersion } from './spec-document.js';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: unknown;
  style: string;
  explode: boolean;
  /** Documented example values: the parameter's `example`/`examples`, else its schema's `example`. */
  examples: unknown[];
  /** A query parameter sent empty (`?name=`) is valid only with `allowEmptyValue: true` (OpenAPI 3.0 default false). */
  allowEmptyValue: boolean;
}

export interface NamedExample {
  name: string;
  value: unknown;
}

export interface BodyModel {
  required: boolean;
  /** The JSON media type requests are sent with; null when the operation takes no JSON. */
  mediaType: string | null;
  mediaTypes: string[];
  schema: unknown;
  examples: NamedExample[];
}

export interface SecuritySchemeModel {
  name: string;
  /** OAuth2 and OpenID Connect are 'bearer': an access token travels as a bearer token (RFC 6750). */
  kind: 'apiKey' | 'bearer' | 'basic' | 'other';
  /** apiKey: where the key travels and under which name. */
  in?: 'header' | 'query' | 'cookie';
  parameterName?: string;
}

export interface ResponseHeaderModel {
  name: string;
  required: boolean;
  schema: unknown;
}

/** An OpenAPI link of a response: how its values fill a request of another operation. */
export interface LinkModel {
  name: string;
  /** The target, from `operationId` or a local `operationRef` (`#/paths/~1x/get`). */
  operationId: string;
  /** Parameter name (or `in.name`) → a runtime expression or a constant. */
  parameters: Record<string, unknown>;
  /** A runtime expression, a constant, or an object/array whose strings may be expressions. */
  requestBody?: unknown;
}

export interface ResponseModel {
  /** As written in the spec: `200`, `4XX` or `default`. */
  status: string;
  content: Record<string, { schema: unknown }> | null;
  headers: ResponseHeaderModel[];
  links: LinkModel[];
}

export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  parameters: ParameterModel[];
  body: BodyModel | null;
  /** Alternatives (any one admits) of scheme sets (all needed); empty = public. */
  security: SecuritySchemeModel[][];
  responses: ResponseModel[];
  /** Media types of the success responses, for `Accept`. */
  produces: string[];
  /**
   * Whether a 2xx (or `2XX`, or `default`) is documented. An operation that documents only
   * errors (`400`, `405`) cannot be reached with a 2xx, and its documented answers to valid
   * requests are not refusals.
   */
  documentsSuccess: boolean;
}

export interface SpecModel {
  source: string;
  title: string;
  version: string;
  document: OpenApiDocument;
  operations: OperationModel[];
  /** Documented methods per path (upper case). */
  pathMethods: Map<string, string[]>;
  securitySchemes: Map<string, SecuritySchemeModel>;
  /** The version the source was written in (a 2.0 document is served and tested as its OpenAPI 3.0 conversion). */
  sourceVersion: SpecVersion;
  /** What loaded although our lint would refuse it (spec-document.ts); the tools print these at start. */
  warnings: string[];
}

/** Headers OpenAPI says are described elsewhere; parameters with these names are ignored. */
const IGNORED_HEADER_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);

function securitySchemes(document: OpenApiDocument): Map<string, SecuritySchemeModel> {
  const schemes = new Map<string, SecuritySchemeModel>();
  for (const [name, raw] of Object.entries(document.components?.securitySchemes ?? {})) {
    const scheme = resolveRef<OpenAPIV3.SecuritySchemeObject>(document, raw);
    if (scheme.type === 'apiKey') schemes.set(name, { name, kind: 'apiKey', in: scheme.in as 'header' | 'query' | 'cookie', parameterName: scheme.name });
    else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'bearer') schemes.set(name, { name, kind: 'bearer' });
    else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') schemes.set(name, { name, kind: 'basic' });
    else if (scheme.type === 'oauth2' || (scheme.type as string) === 'openIdConnect') schemes.set(name, { name, kind: 'bearer' });
    else schemes.set(name, { name, kind: 'other' });
  }
  return schemes;
}

function examplesOf(document: OpenApiDocument, holder: { example?: unknown; examples?: Record<string, unknown> }, schema: unknown): NamedExample[] {
  const found: NamedExample[] = [];
  if (holder.example !== undefined) found.push({ name: 'example', value: holder.example });
  for (const [name, raw] of Object.entries(holder.examples ?? {})) {
    const example = resolveRef<OpenAPIV3.ExampleObject>(document, raw as OpenAPIV3.ExampleObject);
    if (example && example.value !== undefined) found.push({ name, value: example.value });
  }
  if (found.length === 0 && schema) {
    const resolved = resolveRef<OpenAPIV3.SchemaObject>(document, schema as OpenAPIV3.SchemaObject);
    if (resolved.example !== undefined) found.push({ name: 'schema example', value: resolved.example });
  }
  return found;
}

/** The operationId a local operationRef (`#/paths/~1employees/get`) points at. */
function operationIdAt(document: OpenApiDocument, ref: string | undefined): string | undefined {
  const match = ref ? /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(ref) : null;
  if (!match) return undefined;
  const path = decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~');
  const item = document.paths?.[path] as Record<string, { operationId?: string }> | undefined;
  const operation = item?.[match[2]];
  return operation ? operation.operationId ?? `${match[2].toUpperCase()} ${path}` : undefined;
}

function modelOperations(document: OpenApiDocument, schemes: Map<string, SecuritySchemeModel>): OperationModel[] {
  const operations: OperationModel[] = [];
  const seenIds = new Set<string>();
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    if (!rawItem) continue;
    const pathItem = resolveRef<OpenAPIV3.PathItemObject>(document, rawItem);
    const shared = (pathItem.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p));
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const operationId = operation.operationId ?? `${method.toUpperCase()} ${path}`;
      if (seenIds.has(operationId)) throw new ContractSpecError(`operationId ${operationId} is used twice`);
      seenIds.add(operationId);

      const merged = new Map<string, OpenAPIV3.ParameterObject>();
      for (const parameter of [...shared, ...(operation.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p))]) {
        merged.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const parameters: ParameterModel[] = [];
      for (const parameter of merged.values()) {
        if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())) continue;
        const location = parameter.in as ParameterLocation;
        const style = parameter.style ?? (location === 'query' || location === 'cookie' ? 'form' : 'simple');
        parameters.push({
          name: parameter.name,
          in: location,
          required: location === 'path' ? true : parameter.required === true,
          schema: parameter.schema ?? {},
          style,
          explode: parameter.explode ?? style === 'form',
          examples: examplesOf(document, parameter as never, parameter.schema).map((e) => e.value),
          allowEmptyValue: parameter.allowEmptyValue === true,
        });
      }

      let body: BodyModel | null = null;
      // A body on GET or HEAD has no defined meaning (RFC 9110 §9.3.1) and HTTP clients refuse to send one: not sent.
      if (operation.requestBody && method !== 'get' && method !== 'head') {
        const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(document, operation.requestBody);
        const mediaTypes = Object.keys(requestBody.content ?? {});
        const mediaType = mediaTypes.find((type) => /^application\/(.+\+)?json$/i.test(type.split(';')[0].trim())) ?? null;
        const media = mediaType ? requestBody.content[mediaType] : undefined;
        body = {
          required: requestBody.required === true,
          mediaType,
          mediaTypes,
          schema: media?.schema ?? null,
          examples: media ? examplesOf(document, media as never, media.schema) : [],
        };
      }

      const requirements = operation.security ?? document.security ?? [];
      const isPublic = requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
      const security = isPublic
        ? []
        : requirements.map((requirement) =>
            Object.keys(requirement).map((name) => {
              const scheme = schemes.get(name);
              if (!scheme) throw new ContractSpecError(`${operationId}: security scheme ${name} is not defined in components.securitySchemes`);
              return scheme;
            }),
          );

      const responses: ResponseModel[] = [];
      const produces = new Set<string>();
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const response = resolveRef<OpenAPIV3.ResponseObject>(document, raw);
        const content = response.content
          ? Object.fromEntries(Object.entries(response.content).map(([type, media]) => [type.toLowerCase(), { schema: media.schema ?? null }]))
          : null;
        if (/^2/.test(status)) for (const type of Object.keys(content ?? {})) produces.add(type);
        const headers = Object.entries(response.headers ?? {}).map(([name, rawHeader]) => {
          const header = resolveRef<OpenAPIV3.HeaderObject>(document, rawHeader);
          return { name, required: header.required === true, schema: header.schema ?? {} };
        });
        const links = Object.entries(response.links ?? {}).map(([name, rawLink]) => {
          const link = resolveRef<OpenAPIV3.LinkObject>(document, rawLink);
          const target = link.operationId ?? operationIdAt(document, link.operationRef);
          if (!target) throw new ContractSpecError(`${operationId}: link ${name} names no operationId or local operationRef`);
          return {
            name,
            operationId: target,
            parameters: { ...(link.parameters ?? {}) },
            ...(link.requestBody === undefined ? {} : { requestBody: link.requestBody }),
          };
        });
        responses.push({ status, content, headers, links });
      }

      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        parameters,
        body,
        security,
        responses,
        produces: [...produces],
        documentsSuccess: responses.some((response) => /^2/.test(response.status) || response.status === 'default'),
      });
    }
  }
  return operations;
}

/** Reads (a file path or an http(s) URL), checks and models a Swagger 2.0, OpenAPI 3.0 or 3.1 document. */
export async function loadSpec(source: string): Promise<SpecModel> {
  const loaded = await loadDocument(source);
  return { ...modelSpec(loaded.document, source), sourceVersion: loaded.sourceVersion, warnings: loaded.warnings };
}

/** Builds the model of an already parsed document (no schema validation of the document itself). */
export function modelSpec(document: OpenApiDocument, source = 'spec'): SpecModel {
  try {
    const schemes = securitySchemes(document);
    const operations = modelOperations(document, schemes);
    const pathMethods = new Map<string, string[]>();
    const ids = new Set(operations.map((operation) => operation.operationId));
    for (const operation of operations) {
      for (const link of operation.responses.flatMap((response) => response.links)) {
        if (!ids.has(link.operationId)) throw new ContractSpecError(`${operation.operationId}: link ${link.name} names operation ${link.operationId}, which the spec does not have`);
      }
    }
    for (const operation of operations) pathMethods.set(operation.path, [...(pathMethods.get(operation.path) ?? []), operation.method]);
    return {
      source,
      title: document.info?.title ?? source,
      version: document.info?.version ?? '',
      document,
      operations,
      pathMethods,
      securitySchemes: schemes,
      sourceVersion: document.openapi?.startsWith('3.1') ? '3.1' : '3.0',
      warnings: [],
    };
  } catch (error) {
    if (error instanceof ContractSpecError) throw new ContractSpecError(`${source}: ${error.message}`);
    throw new ContractSpecError(`${source}: ${(error as Error).message}`);
  }
}

/** The documented response for a status: exact, then `4XX`-style, then `default`. */
export function documentedResponse(operation: OperationModel, status: number): ResponseModel | undefined {
  const exact = String(status);
  return (
    operation.responses.find((r) => r.status === exact) ??
    operation.responses.find((r) => r.status.toUpperCase() === `${exact[0]}XX`) ??
    operation.responses.find((r) => r.status === 'default')
  );
}
