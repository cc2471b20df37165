/**
 * The one model of a spec, for the pipeline, the mock, the proxy and the contract engine: the one
 * `$ref` resolver, the one walk over the operations, and the one parameter schema.
 */
import type { OpenAPIV3 } from 'openapi-types';

export type OpenApiDocument = OpenAPIV3.Document;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The version a document was written in (a 2.0 document is modelled as its OpenAPI 3.0 conversion). */
export type SpecVersion = '2.0' | '3.0' | '3.1';
/** What a partner's document was written as: an OpenAPI version, or a Postman Collection. */
export type SourceFormat = SpecVersion | 'postman';

/** An operation as written: what the pipeline compiles, the mock answers and the services read. */
export interface SpecOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  operation: OpenAPIV3.OperationObject;
  /** Path-level and operation-level parameters merged (the operation's win), `$ref`s resolved. */
  parameters: OpenAPIV3.ParameterObject[];
}

/** A spec the model cannot use (an undefined security scheme, a link to no operation, ...). */
export class SpecModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpecModelError';
  }
}

/** The value at a local JSON pointer, or undefined; segments percent-decoded first (a URI fragment, RFC 6901 §6). */
export function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === '#') return document;
  return pointer
    .slice(2)
    .split('/')
    .map((part) => decodeSegment(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}

function decodeSegment(part: string): string {
  if (!part.includes('%')) return part;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Follows a local `#/...` reference (and a reference to a reference); specs are self-contained by design. */
export function resolveRef<T>(document: OpenApiDocument, value: T | OpenAPIV3.ReferenceObject): T {
  let current: unknown = value;
  for (let hops = 0; hops < 20 && current && typeof current === 'object' && '$ref' in current; hops++) {
    const ref = (current as OpenAPIV3.ReferenceObject).$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = resolvePointer(document, ref);
    if (current === undefined) throw new Error(`Unresolvable reference ${ref}`);
  }
  return current as T;
}

/** The one walk over a document's operations, as written; each must have an operationId (a partner's are named first: withOperationIds). */
export function listOperations(document: OpenApiDocument): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    if (!rawItem) continue;
    const pathItem = resolveRef<OpenAPIV3.PathItemObject>(document, rawItem);
    const shared = (pathItem.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p));
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const own = (operation.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p));
      const merged = new Map<string, OpenAPIV3.ParameterObject>();
      for (const parameter of [...shared, ...own]) merged.set(`${parameter.in}:${parameter.name}`, parameter);
      operations.push({ operationId: operation.operationId, method, path, operation, parameters: [...merged.values()] });
    }
  }
  return operations;
}

/**
 * The document with every operation named, one without an operationId as the tools name it (`GET /pets/{id}`).
 * Only what changes is copied: copying a large document whole costs much of the mock's start.
 */
export function withOperationIds(document: OpenApiDocument): OpenApiDocument {
  let paths: OpenAPIV3.PathsObject | undefined;
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    let item: OpenAPIV3.PathItemObject | undefined;
    for (const method of HTTP_METHODS) {
      const operation = pathItem?.[method];
      if (!operation || operation.operationId) continue;
      item ??= { ...pathItem };
      item[method] = { ...operation, operationId: `${method.toUpperCase()} ${path}` };
    }
    if (item) (paths ??= { ...document.paths })[path] = item;
  }
  return paths ? { ...document, paths } : document;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/**
 * One location's parameters as an object schema (header names lower case, as Node gives them).
 * `knownNames`: undocumented but known (an API key in the query). `refuseUnknownQuery`: our
 * servers refuse undocumented query parameters; unknown headers and cookies are always normal.
 */
export function parameterSchema(
  parameters: ReadonlyArray<{ name: string; in: string; required?: boolean; schema?: unknown }>,
  location: ParameterLocation,
  options: { knownNames?: string[]; refuseUnknownQuery?: boolean } = {},
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const name of options.knownNames ?? []) properties[name] = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== location) continue;
    const name = location === 'header' ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = parameter.schema ?? {};
    if (parameter.required) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: location !== 'query' || options.refuseUnknownQuery !== true };
}

export type ParameterModel = ReturnType<typeof parameterModel>;

export interface NamedExample {
  name: string;
  value: unknown;
}

export type BodyModel = NonNullable<ReturnType<typeof bodyModel>>;

export interface SecuritySchemeModel {
  name: string;
  /** OAuth2 and OpenID Connect are 'bearer': an access token travels as a bearer token (RFC 6750). */
  kind: 'apiKey' | 'bearer' | 'basic' | 'other';
  /** apiKey: where the key travels and under which name. */
  in?: 'header' | 'query' | 'cookie';
  parameterName?: string;
}

export type ResponseModel = ReturnType<typeof responseModels>[number];
/** An OpenAPI link of a response: how its values fill a request of another operation. */
export type LinkModel = ResponseModel['links'][number];
export type OperationModel = ReturnType<typeof operationModel>;

export interface SpecModel {
  source: string;
  title: string;
  version: string;
  document: OpenApiDocument;
  operations: OperationModel[];
  /** Documented methods per path (upper case). */
  pathMethods: Map<string, string[]>;
  securitySchemes: Map<string, SecuritySchemeModel>;
  /** What the source was written as (a 2.0 document is served and tested as its OpenAPI 3.0 conversion, a Postman Collection as its 3.1 form). */
  sourceVersion: SourceFormat;
  /** What loaded although our lint would refuse it (src/contract/spec-document.ts); the tools print these at start. */
  warnings: string[];
}

/** Headers OpenAPI says are described elsewhere; parameters with these names are not modelled. */
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

/** The operationId a local operationRef (`#/paths/~1employees/get`) points at (every operation named). */
function operationIdAt(document: OpenApiDocument, ref: string | undefined): string | undefined {
  if (!ref || !/^#\/paths\/[^/]+\/[a-z]+$/.test(ref)) return undefined;
  return (resolvePointer(document, ref) as { operationId?: string } | undefined)?.operationId;
}

/** The delimiter of an array sent as one text by its style (OpenAPI's style table); undefined for an exploded form array (one pair per item). */
function arrayDelimiter(style: string, explode: boolean): string | undefined {
  if (style === 'spaceDelimited') return ' ';
  if (style === 'pipeDelimited') return '|';
  return style === 'simple' || (style === 'form' && !explode) ? ',' : undefined;
}

function parameterModel(document: OpenApiDocument, parameter: OpenAPIV3.ParameterObject) {
  const location = parameter.in as ParameterLocation;
  const style = parameter.style ?? (location === 'query' || location === 'cookie' ? 'form' : 'simple');
  const explode = parameter.explode ?? style === 'form';
  const type = parameter.schema ? resolveRef<OpenAPIV3.SchemaObject>(document, parameter.schema).type : undefined;
  const delimiter = type === 'array' || (Array.isArray(type) && type.includes('array')) ? arrayDelimiter(style, explode) : undefined;
  return {
    name: parameter.name,
    in: location,
    required: location === 'path' ? true : parameter.required === true,
    schema: parameter.schema ?? {},
    style,
    explode,
    /** The parameter's `example`/`examples`, else its schema's; a text example of an array split at `delimiter`. */
    examples: examplesOf(document, parameter as never, parameter.schema).map((e) => (delimiter && typeof e.value === 'string' ? e.value.split(delimiter) : e.value)),
    /** A query parameter sent empty (`?name=`) is valid only with `allowEmptyValue: true` (OpenAPI 3.0 default false). */
    allowEmptyValue: parameter.allowEmptyValue === true,
    /** Where a server splits this parameter's text into its array: an array sent non-exploded (`a,b`, `a|b`). */
    ...(delimiter ? { delimiter } : {}),
  };
}

function bodyModel(document: OpenApiDocument, spec: SpecOperation) {
  // A body on GET or HEAD has no defined meaning (RFC 9110 §9.3.1) and HTTP clients refuse to send one: not sent.
  if (!spec.operation.requestBody || spec.method === 'get' || spec.method === 'head') return null;
  const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(document, spec.operation.requestBody);
  const mediaTypes = Object.keys(requestBody.content ?? {});
  const mediaType = mediaTypes.find((type) => /^application\/(.+\+)?json$/i.test(type.split(';')[0].trim())) ?? null;
  const media = mediaType ? requestBody.content[mediaType] : undefined;
  return {
    required: requestBody.required === true,
    /** The JSON media type requests are sent with; null when the operation takes no JSON. */
    mediaType,
    mediaTypes,
    schema: media?.schema ?? null,
    examples: media ? examplesOf(document, media as never, media.schema) : [],
  };
}

/** Each documented response, its `status` as written in the spec: `200`, `4XX` or `default`. */
function responseModels(document: OpenApiDocument, spec: SpecOperation) {
  return Object.entries(spec.operation.responses ?? {}).map(([status, raw]) => {
    const response = resolveRef<OpenAPIV3.ResponseObject>(document, raw);
    const content = response.content
      ? Object.fromEntries(Object.entries(response.content).map(([type, media]) => [type.toLowerCase(), { schema: media.schema ?? null }]))
      : null;
    const headers = Object.entries(response.headers ?? {}).map(([name, rawHeader]) => {
      const header = resolveRef<OpenAPIV3.HeaderObject>(document, rawHeader);
      return { name, required: header.required === true, schema: header.schema ?? {} };
    });
    const links = Object.entries(response.links ?? {}).map(([name, rawLink]) => {
      const link = resolveRef<OpenAPIV3.LinkObject>(document, rawLink);
      const target = link.operationId ?? operationIdAt(document, link.operationRef);
      if (!target) throw new SpecModelError(`${spec.operationId}: link ${name} names no operationId or local operationRef`);
      // `requestBody`: a runtime expression, a constant, or an object/array whose strings may be expressions.
      const requestBody = link.requestBody === undefined ? {} : { requestBody: link.requestBody as unknown };
      // `parameters`: parameter name (or `in.name`) → a runtime expression or a constant.
      const parameters: Record<string, unknown> = { ...(link.parameters ?? {}) };
      // `operationId`: the target, from `operationId` or a local `operationRef` (`#/paths/~1x/get`).
      return { name, operationId: target, parameters, ...requestBody };
    });
    return { status, content, headers, links };
  });
}

function operationModel(document: OpenApiDocument, spec: SpecOperation, schemes: Map<string, SecuritySchemeModel>) {
  const { operation, operationId } = spec;
  const requirements = operation.security ?? document.security ?? [];
  const isPublic = requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
  const security = isPublic
    ? []
    : requirements.map((requirement) =>
        Object.keys(requirement).map((name) => {
          const scheme = schemes.get(name);
          if (!scheme) throw new SpecModelError(`${operationId}: security scheme ${name} is not defined in components.securitySchemes`);
          return scheme;
        }),
      );
  const responses = responseModels(document, spec);
  const produces = new Set(responses.filter((response) => /^2/.test(response.status)).flatMap((response) => Object.keys(response.content ?? {})));
  return {
    operationId,
    /** Upper case, as sent. */
    method: spec.method.toUpperCase(),
    path: spec.path,
    summary: operation.summary ?? '',
    /** The same operation as written (the object listOperations gives), which the pipeline compiles. */
    spec,
    /** Every parameter a client sends, defaults applied; `Accept`, `Content-Type` and `Authorization` are described elsewhere. */
    parameters: spec.parameters
      .filter((parameter) => !(parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())))
      .map((parameter) => parameterModel(document, parameter)),
    body: bodyModel(document, spec),
    /** Alternatives (any one admits) of scheme sets (all needed); empty = public. */
    security,
    responses,
    /** Media types of the success responses, for `Accept`. */
    produces: [...produces],
    /** Whether a 2xx (or `default`) is documented: if not, its documented answers to valid requests are not refusals. */
    documentsSuccess: responses.some((response) => /^2/.test(response.status) || response.status === 'default'),
  };
}

/** The model of a parsed document; one it cannot use throws a SpecModelError (or the resolver's Error). */
export function modelSpec(document: OpenApiDocument, source = 'spec'): SpecModel {
  const schemes = securitySchemes(document);
  const operations: OperationModel[] = [];
  const seenIds = new Set<string>();
  const named = withOperationIds(document);
  for (const spec of listOperations(named)) {
    if (seenIds.has(spec.operationId)) throw new SpecModelError(`operationId ${spec.operationId} is used twice`);
    seenIds.add(spec.operationId);
    operations.push(operationModel(named, spec, schemes));
  }
  for (const operation of operations) {
    for (const link of operation.responses.flatMap((response) => response.links)) {
      if (seenIds.has(link.operationId)) continue;
      throw new SpecModelError(`${operation.operationId}: link ${link.name} names operation ${link.operationId}, which the spec does not have`);
    }
  }
  const pathMethods = new Map<string, string[]>();
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
