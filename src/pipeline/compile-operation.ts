/** Everything the pipeline needs per operation, compiled once at start. */
import type { ValidateFunction } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';
import { bareMediaType, bodyKindOf, formFieldsOf } from './body-media.js';
import { valueLimitOf } from './json-limits.js';
import { readFormValue, readSimpleValue, shapeOf, type FormRule, type Shape } from './parameter-styles.js';
import { firstEntry } from './router.js';
import { parameterSchema, resolveRef, type OpenApiDocument, type ParameterLocation, type SpecOperation } from './spec-model.js';
import { createSchemaCompiler, describeAjvErrors, escapePointer, listSchemaFailures, specPointer, unescapePointer, type CheckingFunction, type PrecompiledLookup, type SchemaCompiler, type SchemaFailure, type ValidationProblem } from './schema-compiler.js';

/** A request's parameters by location, as routed and parsed; validation coerces them in place. */
type ParameterInput = { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown> };

export type CompiledOperation = ReturnType<typeof compileOperation>;
/** One declared media type of a request body, as its bodies are read (src/pipeline/body-media.ts). */
export type BodyMedia = NonNullable<ReturnType<typeof compileBody>>['media'][number];

/**
 * The cookies of a `Cookie` header (RFC 6265 §5.4), unquoted; the first of a repeated name wins.
 * Not percent-decoded: a cookie is opaque to HTTP, and length limits apply to what was sent.
 */
export function parseCookies(header: string | string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (header === undefined) return cookies;
  for (const line of Array.isArray(header) ? header : [header]) {
    for (const pair of line.split(';')) {
      const equals = pair.indexOf('=');
      if (equals === -1) continue;
      const name = pair.slice(0, equals).trim();
      if (name === '' || Object.hasOwn(cookies, name)) continue;
      let value = pair.slice(equals + 1).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      cookies[name] = value;
    }
  }
  return cookies;
}

const NO_BODY_PROBLEMS = Object.freeze({ problems: Object.freeze([]) as unknown as ValidationProblem[], stoppedEarly: false });

/** The operation extension of operations whose declared security an upstream checks. */
export const AUTHENTICATED_UPSTREAM = 'x-authenticated-upstream';

/** Reads `style`/`explode`-serialized parameters into their arrays and objects; null when all are read as sent. */
function parameterReader(document: OpenApiDocument, parameters: OpenAPIV3.ParameterObject[]) {
  const query: FormRule[] = [];
  const simple: Array<{ location: 'path' | 'headers'; key: string; name: string; shape: Shape; style: string; explode: boolean }> = [];
  for (const parameter of parameters) {
    const { shape, properties } = shapeOf(document, parameter.schema);
    if (parameter.in === 'query') {
      const style = parameter.style ?? 'form';
      const explode = parameter.explode ?? style === 'form';
      if (style === 'deepObject' || shape === 'object' || (shape === 'array' && !explode)) query.push({ name: parameter.name, shape, style, explode, properties });
    } else if (parameter.in === 'path' || parameter.in === 'header') {
      const style = parameter.style ?? 'simple';
      if (shape === 'scalar' && style === 'simple') continue;
      const key = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      simple.push({ location: parameter.in === 'path' ? 'path' : 'headers', key, name: parameter.name, shape, style, explode: parameter.explode ?? false });
    }
  }
  if (query.length === 0 && simple.length === 0) return null;
  const taken = new Set(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
  return (input: ParameterInput) => {
    for (const rule of query) readFormValue(input.query, rule, taken);
    // The request's own headers are not rewritten: the reader gets a copy.
    if (simple.some((rule) => rule.location === 'headers')) input.headers = { ...input.headers };
    for (const rule of simple) {
      const values = input[rule.location];
      const text = values[rule.key];
      // A header list may space its commas (RFC 9110 section 5.6.1; node joins a repeated header with ", ").
      if (typeof text === 'string') values[rule.key] = readSimpleValue(rule.location === 'headers' ? text.replace(/\s*,\s*/g, ',') : text, rule.name, rule.shape, rule.style, rule.explode);
    }
  };
}

/** The names of the query API keys among the schemes of an operation's security requirements. */
function queryKeyNames(document: OpenApiDocument, requirements: OpenAPIV3.SecurityRequirementObject[]): string[] {
  const schemes = document.components?.securitySchemes ?? {};
  return requirements
    .flatMap((requirement) => Object.keys(requirement).map((name) => schemes[name]))
    .flatMap((s) => (s && !('$ref' in s) && s.type === 'apiKey' && s.in === 'query' ? [s.name] : []));
}

/** Where each parameter of an operation is written in the spec, as a JSON pointer (following a `$ref`). */
function parameterPointers(document: OpenApiDocument, spec: SpecOperation): Map<string, string> {
  const pointers = new Map<string, string>();
  const collect = (list: Array<OpenAPIV3.ParameterObject | OpenAPIV3.ReferenceObject> | undefined, base: string[]) =>
    list?.forEach((raw, index) => {
      const parameter = resolveRef<OpenAPIV3.ParameterObject>(document, raw);
      const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
      pointers.set(`${parameter.in}:${name}`, '$ref' in raw ? raw.$ref : specPointer(...base, 'parameters', String(index)));
    });
  collect(document.paths?.[spec.path]?.parameters, ['paths', spec.path]);
  collect(spec.operation.parameters, ['paths', spec.path, spec.method]);
  return pointers;
}

/** The documented response a status answers to: its own, its range (`4XX`), else `default`. */
const findResponse = <T>(byStatus: Map<string, T>, status: number) =>
  firstEntry(byStatus, [String(status), `${String(status)[0]}XX`, 'default']);

/** The compilers of one spec: parameters (and form fields) coerce text, bodies must not. */
interface Compilers {
  document: OpenApiDocument;
  parameters: SchemaCompiler;
  bodies: SchemaCompiler;
}

interface DocumentedResponse {
  /** Where the response is written in the spec (following a `$ref`). */
  pointer: () => string;
  byType: Map<string, ValidateFunction | null>;
  headers: Array<ReturnType<typeof documentedHeader>>;
}

/** `precompiled`: this spec's build-time validators (src/pipeline/precompiled-validators.ts). */
export function compileOperations(
  document: OpenApiDocument,
  operations: SpecOperation[],
  specName: string,
  options: { lazy?: boolean; precompiled?: { parameters: PrecompiledLookup; bodies: PrecompiledLookup } } = {},
) {
  const { lazy, precompiled } = options;
  const parameters = createSchemaCompiler(document, { coerceTypes: true, name: `${specName}-parameters`, precompiled: precompiled?.parameters, lazy });
  const bodies = createSchemaCompiler(document, { coerceTypes: false, name: `${specName}-bodies`, precompiled: precompiled?.bodies, lazy });
  return operations.map((spec) => compileOperation({ document, parameters, bodies }, spec));
}

/** Each location's validator, in the order their problems are listed. */
function parameterValidators(c: Compilers, spec: SpecOperation): Array<[ParameterLocation, CheckingFunction]> {
  // An API key that travels in the query is a known parameter, checked by security.
  const schemaOf = (location: ParameterLocation, knownNames?: string[]) =>
    c.parameters.compile(parameterSchema(spec.parameters, location, { knownNames, refuseUnknownQuery: true }));
  const query = schemaOf('query', queryKeyNames(c.document, spec.operation.security ?? c.document.security ?? []));
  const validators: Array<[ParameterLocation, CheckingFunction]> = [['path', schemaOf('path')], ['query', query], ['header', schemaOf('header')]];
  // Only operations that document a cookie parse the Cookie header.
  if (spec.parameters.some((parameter) => parameter.in === 'cookie')) validators.push(['cookie', schemaOf('cookie')]);
  return validators;
}

/** One location's values of a request (for `cookie`, its Cookie header parsed). */
function valuesAt(input: ParameterInput, location: ParameterLocation): Record<string, unknown> {
  if (location === 'cookie') return parseCookies(input.headers.cookie as string | string[] | undefined);
  return location === 'header' ? input.headers : input[location];
}

function compileBody(c: Compilers, operation: OpenAPIV3.OperationObject) {
  if (!operation.requestBody) return null;
  const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(c.document, operation.requestBody);
  const media = Object.entries(requestBody.content).map(([declared, content]) => {
    // As declared, in lower case without parameters.
    const type = bareMediaType(declared);
    const kind = bodyKindOf(type);
    const form = kind === 'form' || kind === 'multipart';
    // Form fields travel as text: their validator coerces it as the schema types it, as parameters are.
    const compiler = form ? c.parameters : c.bodies;
    return {
      type,
      kind,
      // Null: no schema, or bytes not checked against one (binary).
      validate: content.schema && kind !== 'binary' ? compiler.compile(content.schema) : null,
      // How each field of a form or multipart body travels (the media type's `encoding`).
      fields: form ? formFieldsOf(c.document, content) : [],
      // Most values (JSON) or fields (form) a body may hold before it is parsed (src/pipeline/json-limits.ts).
      valueLimit: valueLimitOf(c.document, content.schema),
    };
  });
  return { required: requestBody.required === true, mediaTypes: Object.keys(requestBody.content), media };
}

/** Each documented response by its key, and the media types the operation answers with. */
function compileResponses(c: Compilers, spec: SpecOperation): { responses: Map<string, DocumentedResponse>; producible: string[] } {
  const responses = new Map<string, DocumentedResponse>();
  const producible = new Set<string>();
  // Where things are in the spec only matters to the tools' explanations: written out when first asked.
  let responsesPointer: string | undefined;
  for (const [status, raw] of Object.entries(spec.operation.responses ?? {})) {
    const response = resolveRef<OpenAPIV3.ResponseObject>(c.document, raw);
    const pointer = () => ('$ref' in raw ? raw.$ref : `${(responsesPointer ??= specPointer('paths', spec.path, spec.method, 'responses'))}/${status}`);
    const headers = Object.entries(response.headers ?? {})
      .filter(([name]) => name.toLowerCase() !== 'content-type')
      .map(([name, rawHeader]) => documentedHeader(c, name, rawHeader, pointer));
    const byType = new Map<string, ValidateFunction | null>();
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      byType.set(mediaType, media.schema ? c.bodies.compile(media.schema) : null);
      if (/^2/.test(status)) producible.add(mediaType);
    }
    responses.set(status, { pointer, byType, headers });
  }
  if (producible.size === 0) {
    // No success documented: what it answers is `default`, else its first response (Prism's choice too).
    const answered = responses.get('default') ?? responses.values().next().value;
    for (const mediaType of answered?.byType.keys() ?? []) producible.add(mediaType);
  }
  return { responses, producible: [...producible] };
}

function documentedHeader(c: Compilers, name: string, raw: OpenAPIV3.HeaderObject | OpenAPIV3.ReferenceObject, response: () => string) {
  const header = resolveRef<OpenAPIV3.HeaderObject>(c.document, raw);
  return {
    // In lower case, as Node hands headers over.
    key: name.toLowerCase(),
    required: header.required === true,
    // Of `{value: <the header's schema>}`, coercing text as parameters are. Only tools read response
    // headers (the proxy): compiled on first use, never at a server's start.
    validate: header.schema ? c.parameters.compile({ type: 'object', properties: { value: header.schema } }, true) : null,
    pointer: '$ref' in raw ? raw.$ref : `${response()}/headers/${escapePointer(name)}`,
  };
}

/** A parameter location's failures, each at the parameter's own schema in the spec. */
function parameterExplainer(c: Compilers, spec: SpecOperation) {
  let pointers: Map<string, string> | undefined;
  const parameterAt = (location: ParameterLocation, name: string) =>
    (pointers ??= parameterPointers(c.document, spec)).get(`${location}:${name}`) ?? `${specPointer('paths', spec.path, spec.method)}/parameters`;
  return (location: ParameterLocation, validate: ValidateFunction, value: Record<string, unknown>): SchemaFailure[] => {
    if (validate(value)) return [];
    // `/properties/page/type` of the synthesized parameter object → the parameter's own schema in the spec.
    const schemaPath = (relative: string) => {
      const named = /^\/properties\/([^/]+)(.*)$/.exec(relative);
      return named ? `${parameterAt(location, unescapePointer(named[1]))}/schema${named[2]}` : `${specPointer('paths', spec.path, spec.method)}/parameters`;
    };
    // A missing required parameter is reported at the parameter itself, not the synthesized object.
    return listSchemaFailures(validate.errors, location, c.parameters.name, schemaPath, value).map((failure) =>
      failure.message === 'is required' ? { ...failure, schemaPath: `${parameterAt(location, failure.location.slice(location.length + 1))}/required` } : failure,
    );
  };
}

/** Everything the pipeline needs of one operation. */
function compileOperation(c: Compilers, spec: SpecOperation) {
  const { operation } = spec;
  const validators = parameterValidators(c, spec);
  const body = compileBody(c, operation);
  const bodyMedia = (mediaType: string | undefined) =>
    mediaType === undefined ? (body?.media.find((entry) => entry.type === 'application/json') ?? body?.media.find((entry) => entry.kind === 'json')) : body?.media.find((entry) => entry.type === mediaType);
  const { responses, producible } = compileResponses(c, spec);
  const documentedStatuses = [...responses.keys()];
  const readParameters = parameterReader(c.document, spec.parameters);
  const explainPart = parameterExplainer(c, spec);
  // The declared credential is checked by the upstream this operation forwards to; the mock stands in for it.
  const upstream = (operation as Record<string, unknown>)[AUTHENTICATED_UPSTREAM] === true;
  const security = upstream ? [] : (operation.security ?? c.document.security ?? []).map((requirement) => Object.keys(requirement));

  return {
    operationId: spec.operationId,
    method: spec.method.toUpperCase(),
    path: spec.path,
    /** Alternatives (OR) of scheme sets (AND); empty = public. */
    security: security.some((schemes) => schemes.length === 0) ? [] : security,
    requiredScopes: ((operation as Record<string, unknown>)['x-required-scopes'] as string[] | undefined) ?? [],
    body,
    responseMediaTypes: producible,
    /** As written in the spec: `200`, `4XX`, `default`. */
    documentedStatuses,
    validateParameters(input: ParameterInput): ValidationProblem[] {
      readParameters?.(input);
      const problems: ValidationProblem[] = [];
      for (const [location, validate] of validators) {
        const values = valuesAt(input, location);
        if (!validate(values)) problems.push(...describeAjvErrors(validate.errors, location, values));
      }
      return problems;
    },
    /** The body read as `mediaType` (JSON when not given); `stoppedEarly`: too large to list every problem. */
    validateBody(value: unknown, mediaType?: string): { problems: ValidationProblem[]; stoppedEarly: boolean } {
      const validate = bodyMedia(mediaType)?.validate;
      if (!validate || validate(value)) return NO_BODY_PROBLEMS;
      return { problems: describeAjvErrors(validate.errors, 'body', value), stoppedEarly: validate.stoppedEarly === true };
    },
    /** Whether the operation documents this status (itself, its range or `default`). */
    documents(status: number): boolean {
      return findResponse(responses, status) !== undefined;
    },
    /** Null when the response conforms, else what is wrong (status undocumented, schema path...). */
    checkResponse(status: number, contentType: string, value: unknown): string | null {
      const byType = findResponse(responses, status)?.[1].byType;
      if (!byType) return `${spec.operationId}: status ${status} is not documented`;
      if (byType.size === 0) return null;
      const mediaType = bareMediaType(contentType);
      if (!byType.has(mediaType)) return `${spec.operationId}: status ${status} does not document content type ${mediaType}`;
      const validate = byType.get(mediaType);
      if (!validate || validate(value)) return null;
      const first = validate.errors?.[0];
      return `${spec.operationId} ${status} ${mediaType}: ${first?.instancePath || '(root)'} ${first?.message ?? 'is invalid'} (schema path ${first?.schemaPath})`;
    },
    /** The same checks, each failure with where it is and the spec keyword it breaks (the validating proxy). */
    explainParameters(input: ParameterInput): SchemaFailure[] {
      readParameters?.(input);
      return validators.flatMap(([location, validate]) => explainPart(location, validate, valuesAt(input, location)));
    },
    explainBody(value: unknown, mediaType?: string): SchemaFailure[] {
      const media = bodyMedia(mediaType);
      if (!media?.validate || media.validate(value)) return [];
      const compilerName = media.kind === 'form' || media.kind === 'multipart' ? c.parameters.name : c.bodies.name;
      const declared = body!.mediaTypes.find((type) => bareMediaType(type) === media.type) ?? media.type;
      const requestBody = operation.requestBody && '$ref' in operation.requestBody ? operation.requestBody.$ref : specPointer('paths', spec.path, spec.method, 'requestBody');
      return listSchemaFailures(media.validate.errors, 'body', compilerName, (relative) => `${requestBody}/content/${escapePointer(declared)}/schema${relative}`, value);
    },
    /** `contentType` undefined: the answer has no body; `value` undefined: not read (status and media type checked). */
    explainResponse(status: number, contentType: string | undefined, value: unknown): SchemaFailure[] {
      const found = findResponse(responses, status);
      if (!found) {
        const schemaPath = specPointer('paths', spec.path, spec.method, 'responses');
        return [{ location: 'status', schemaPath, message: `${status} is not a documented status (documented: ${documentedStatuses.join(', ')})` }];
      }
      const [key, { byType, pointer }] = found;
      // No content type: an answer without a body (204, HEAD), nothing more to check.
      if (byType.size === 0 || contentType === undefined) return [];
      const mediaType = bareMediaType(contentType);
      if (!byType.has(mediaType)) {
        return [{ location: 'header.content-type', schemaPath: specPointer('paths', spec.path, spec.method, 'responses', key, 'content'), message: `${mediaType || 'no content type'} is not documented for ${key} (documented: ${[...byType.keys()].join(', ')})` }];
      }
      const validate = byType.get(mediaType);
      if (!validate || value === undefined || validate(value)) return [];
      return listSchemaFailures(validate.errors, 'body', c.bodies.name, (relative) => `${pointer()}/content/${escapePointer(mediaType)}/schema${relative}`, value);
    },
    /** The answer's headers against those its status documents; undocumented ones and `Content-Type` pass. */
    explainResponseHeaders(status: number, headers: Record<string, string | string[] | number | undefined>): SchemaFailure[] {
      const failures: SchemaFailure[] = [];
      for (const header of findResponse(responses, status)?.[1].headers ?? []) {
        const sent = headers[header.key];
        if (sent === undefined) {
          if (header.required) failures.push({ location: `header.${header.key}`, schemaPath: `${header.pointer}/required`, message: 'is required' });
          continue;
        }
        if (!header.validate) continue;
        const values = Array.isArray(sent) ? sent : [String(sent)];
        values.forEach((value, index) => {
          const data = { value };
          if (header.validate!(data)) return;
          const location = values.length > 1 ? `header.${header.key}[${index}]` : `header.${header.key}`;
          for (const failure of listSchemaFailures(header.validate!.errors, '', c.parameters.name, (relative) => `${header.pointer}/schema${relative.replace(/^\/properties\/value/, '')}`, data)) {
            failures.push({ ...failure, location: failure.location.replace(/^value/, location) });
          }
        });
      }
      return failures;
    },
    /** Whether a documented response of this status has content to check (a body worth reading). */
    documentsResponseBody(status: number, contentType: string | undefined): boolean {
      return findResponse(responses, status)?.[1].byType.get(bareMediaType(contentType)) != null;
    },
    /** The documented key (`204`, `4XX`, `default`) a status answers to, when that response has no content. */
    contentlessKey(status: number): string | undefined {
      const found = findResponse(responses, status);
      return found?.[1].byType.size === 0 ? found[0] : undefined;
    },
  };
}
