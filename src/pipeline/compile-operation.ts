/** Everything the pipeline needs per operation, compiled once at start. */
import type { ValidateFunction } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';
import { bareMediaType, bodyKindOf, formFieldsOf, type BodyKind, type FormField } from './body-media.js';
import { valueLimitOf } from './json-limits.js';
import { readFormValue, readSimpleValue, shapeOf, type FormRule, type Shape } from './parameter-styles.js';
import { parameterSchema, resolveRef, type OpenApiDocument, type ParameterLocation, type SpecOperation } from './spec-model.js';
import { createSchemaCompiler, describeAjvErrors, escapePointer, listSchemaFailures, specPointer, type CheckingFunction, type PrecompiledLookup, type SchemaFailure, type ValidationProblem } from './schema-compiler.js';

export interface CompiledOperation {
  operationId: string;
  method: string;
  path: string;
  /** Alternatives (OR) of scheme sets (AND); empty = public. */
  security: string[][];
  requiredScopes: string[];
  /** `media`: each declared media type, as its bodies are read (src/pipeline/body-media.ts). */
  body: { required: boolean; mediaTypes: string[]; media: BodyMedia[] } | null;
  responseMediaTypes: string[];
  validateParameters(input: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown> }): ValidationProblem[];
  /** The body read as `mediaType` (JSON when not given); `stoppedEarly`: too large to list every problem. */
  validateBody(body: unknown, mediaType?: string): { problems: ValidationProblem[]; stoppedEarly: boolean };
  /** Whether the operation documents this status (itself, its range or `default`). */
  documents(status: number): boolean;
  /** Null when the response conforms, else what is wrong (status undocumented, schema path...). */
  checkResponse(status: number, contentType: string, body: unknown): string | null;
  /** The same checks, each failure with where it is and the spec keyword it breaks (the validating proxy). */
  explainParameters(input: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown> }): SchemaFailure[];
  explainBody(body: unknown, mediaType?: string): SchemaFailure[];
  /** `contentType` is undefined when the answer has no body; `body` when it was not read (only the status and media type are checked). */
  explainResponse(status: number, contentType: string | undefined, body: unknown): SchemaFailure[];
  /** The answer's headers against those its status documents; undocumented ones and `Content-Type` pass. */
  explainResponseHeaders(status: number, headers: Record<string, string | string[] | number | undefined>): SchemaFailure[];
  /** Whether a documented response of this status has content to check (a body worth reading). */
  documentsResponseBody(status: number, contentType: string | undefined): boolean;
  /** The documented key (`204`, `4XX`, `default`) a status answers to, when that response has no content. */
  contentlessKey(status: number): string | undefined;
  /** As written in the spec: `200`, `4XX`, `default`. */
  documentedStatuses: string[];
}

export interface BodyMedia {
  /** As declared, in lower case without parameters. */
  type: string;
  kind: BodyKind;
  /** Null: no schema, or bytes not checked against one (binary). Form bodies' validators coerce their text. */
  validate: CheckingFunction | null;
  /** Form and multipart bodies: how each field travels (the media type's `encoding`). */
  fields: FormField[];
  /** Most values (JSON) or fields (form) a body may hold before it is parsed (src/pipeline/json-limits.ts). */
  valueLimit: number;
}

interface DocumentedHeader {
  /** As the spec writes it, and in lower case (how Node hands headers over). */
  name: string;
  key: string;
  required: boolean;
  /** Of `{value: <the header's schema>}`, coercing text as parameters are. */
  validate: ValidateFunction | null;
  pointer: string;
}

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
  return (input: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown> }) => {
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
  return requirements.flatMap((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const scheme = schemes[name];
      return scheme && !('$ref' in scheme) && scheme.type === 'apiKey' && scheme.in === 'query' ? [scheme.name] : [];
    }),
  );
}

function responseEntries(document: OpenApiDocument, operation: OpenAPIV3.OperationObject) {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => [status, resolveRef<OpenAPIV3.ResponseObject>(document, response)] as const);
}

/** A validator compiled on its first call, for starts that must be quick (mock mode). */
function deferred(compile: () => CheckingFunction): CheckingFunction {
  let compiled: CheckingFunction | undefined;
  const wrapper = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    wrapper.errors = compiled.errors;
    wrapper.stoppedEarly = compiled.stoppedEarly;
    return valid;
  }) as CheckingFunction;
  return wrapper;
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

function findResponse<T>(byStatus: Map<string, T>, status: number): [string, T] | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const found = byStatus.get(key);
    if (found !== undefined) return [key, found];
  }
  return undefined;
}

/** `precompiled`: this spec's build-time validators (src/pipeline/precompiled-validators.ts). */
export function compileOperations(
  document: OpenApiDocument,
  operations: SpecOperation[],
  specName: string,
  options: { lazy?: boolean; precompiled?: { parameters: PrecompiledLookup; bodies: PrecompiledLookup } } = {},
): CompiledOperation[] {
  const parameterCompilerName = `${specName}-parameters`;
  const bodyCompilerName = `${specName}-bodies`;
  const parameterSchemas = createSchemaCompiler(document, { coerceTypes: true, name: parameterCompilerName, precompiled: options.precompiled?.parameters });
  const bodySchemas = createSchemaCompiler(document, { coerceTypes: false, name: bodyCompilerName, precompiled: options.precompiled?.bodies });
  const lazily = (compiler: typeof parameterSchemas) => (options.lazy ? { compile: (schema: unknown) => deferred(() => compiler.compile(schema)) } : compiler);
  const parameterCompiler = lazily(parameterSchemas);
  const bodyCompiler = lazily(bodySchemas);
  const defaultSecurity = document.security ?? [];

  return operations.map((spec): CompiledOperation => {
    const { operation } = spec;
    // An API key that travels in the query is a known parameter, checked by security.
    const schemaOf = (location: ParameterLocation, knownNames?: string[]) =>
      parameterSchema(spec.parameters, location, { knownNames, refuseUnknownQuery: true });
    const validators = {
      path: parameterCompiler.compile(schemaOf('path')),
      query: parameterCompiler.compile(schemaOf('query', queryKeyNames(document, operation.security ?? defaultSecurity))),
      header: parameterCompiler.compile(schemaOf('header')),
      // Only operations that document a cookie parse the Cookie header.
      cookie: spec.parameters.some((parameter) => parameter.in === 'cookie') ? parameterCompiler.compile(schemaOf('cookie')) : null,
    };

    let body: CompiledOperation['body'] = null;
    if (operation.requestBody) {
      const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(document, operation.requestBody);
      const media = Object.entries(requestBody.content).map(([declared, content]): BodyMedia => {
        const type = bareMediaType(declared);
        const kind = bodyKindOf(type);
        const form = kind === 'form' || kind === 'multipart';
        // Form fields travel as text: their validator coerces it as the schema types it, as parameters are.
        const compiler = form ? parameterCompiler : bodyCompiler;
        return {
          type,
          kind,
          validate: content.schema && kind !== 'binary' ? compiler.compile(content.schema) : null,
          fields: form ? formFieldsOf(document, content) : [],
          valueLimit: valueLimitOf(document, content.schema),
        };
      });
      body = {
        required: requestBody.required === true,
        mediaTypes: Object.keys(requestBody.content),
        media,
      };
    }
    const bodyMedia = (mediaType: string | undefined) =>
      mediaType === undefined ? (body?.media.find((entry) => entry.type === 'application/json') ?? body?.media.find((entry) => entry.kind === 'json')) : body?.media.find((entry) => entry.type === mediaType);

    const responseValidators = new Map<string, Map<string, ValidateFunction | null>>();
    const responseHeaders = new Map<string, DocumentedHeader[]>();
    const producible = new Set<string>();
    // Where things are in the spec only matters to the tools' explanations: written out when first asked.
    let responsesPointer: string | undefined;
    for (const [status, response] of responseEntries(document, operation)) {
      const raw = (operation.responses ?? {})[status];
      const base = () => (raw && '$ref' in raw ? raw.$ref : `${(responsesPointer ??= specPointer('paths', spec.path, spec.method, 'responses'))}/${status}`);
      const documented: DocumentedHeader[] = [];
      for (const [name, rawHeader] of Object.entries(response.headers ?? {})) {
        if (name.toLowerCase() === 'content-type') continue;
        const header = resolveRef<OpenAPIV3.HeaderObject>(document, rawHeader);
        documented.push({
          name,
          key: name.toLowerCase(),
          required: header.required === true,
          // Only tools read response headers (the proxy): compiled on first use, never at a server's start.
          validate: header.schema ? deferred(() => parameterSchemas.compile({ type: 'object', properties: { value: header.schema } })) : null,
          pointer: '$ref' in rawHeader ? rawHeader.$ref : `${base()}/headers/${escapePointer(name)}`,
        });
      }
      responseHeaders.set(status, documented);
      const byType = new Map<string, ValidateFunction | null>();
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        byType.set(mediaType, media.schema ? bodyCompiler.compile(media.schema) : null);
        if (/^2/.test(status)) producible.add(mediaType);
      }
      responseValidators.set(status, byType);
    }
    const documentedStatuses = [...responseValidators.keys()];
    if (producible.size === 0) {
      // No success documented: what it answers is `default`, else its first response (Prism's choice too).
      const [, answered] = responseEntries(document, operation).find(([status]) => status === 'default') ?? responseEntries(document, operation)[0] ?? [];
      for (const mediaType of Object.keys(answered?.content ?? {})) producible.add(mediaType);
    }

    const readParameters = parameterReader(document, spec.parameters);
    let operationPointerText: string | undefined;
    const operationPointer = () => (operationPointerText ??= specPointer('paths', spec.path, spec.method));
    let pointers: Map<string, string> | undefined;
    /** `/properties/page/type` of the synthesized parameter object → the parameter's own schema in the spec. */
    const parameterSchemaPath = (location: ParameterLocation) => (relative: string) => {
      pointers ??= parameterPointers(document, spec);
      const named = /^\/properties\/([^/]+)(.*)$/.exec(relative);
      if (named) return `${pointers.get(`${location}:${named[1].replace(/~1/g, '/').replace(/~0/g, '~')}`) ?? `${operationPointer()}/parameters`}/schema${named[2]}`;
      return `${operationPointer()}/parameters`;
    };
    const explainPart = (location: ParameterLocation, validate: ValidateFunction, value: Record<string, unknown>): SchemaFailure[] => {
      if (validate(value)) return [];
      const failures = listSchemaFailures(validate.errors, location, parameterCompilerName, parameterSchemaPath(location), value);
      // A missing required parameter is reported at the parameter itself, not the synthesized object.
      return failures.map((failure) => {
        if (failure.message !== 'is required') return failure;
        const name = failure.location.slice(location.length + 1);
        pointers ??= parameterPointers(document, spec);
        return { ...failure, schemaPath: `${pointers.get(`${location}:${name}`) ?? `${operationPointer()}/parameters`}/required` };
      });
    };
    const requestBodyPointer = () =>
      operation.requestBody && '$ref' in operation.requestBody ? operation.requestBody.$ref : specPointer('paths', spec.path, spec.method, 'requestBody');

    // The declared credential is checked by the upstream this operation forwards to; the mock stands in for it.
    const upstream = (operation as Record<string, unknown>)[AUTHENTICATED_UPSTREAM] === true;
    const security = upstream ? [] : (operation.security ?? defaultSecurity).map((requirement) => Object.keys(requirement));
    const requiredScopes = ((operation as Record<string, unknown>)['x-required-scopes'] as string[] | undefined) ?? [];

    return {
      operationId: spec.operationId,
      method: spec.method.toUpperCase(),
      path: spec.path,
      security: security.some((schemes) => schemes.length === 0) ? [] : security,
      requiredScopes,
      body,
      responseMediaTypes: [...producible],
      documentedStatuses,
      validateParameters(input) {
        readParameters?.(input);
        const problems: ValidationProblem[] = [];
        if (!validators.path(input.path)) problems.push(...describeAjvErrors(validators.path.errors, 'path', input.path));
        if (!validators.query(input.query)) problems.push(...describeAjvErrors(validators.query.errors, 'query', input.query));
        if (!validators.header(input.headers)) problems.push(...describeAjvErrors(validators.header.errors, 'header', input.headers));
        const cookies = validators.cookie ? parseCookies(input.headers.cookie as string | string[] | undefined) : undefined;
        if (validators.cookie && !validators.cookie(cookies)) {
          problems.push(...describeAjvErrors(validators.cookie.errors, 'cookie', cookies));
        }
        return problems;
      },
      validateBody(value, mediaType) {
        const validate = bodyMedia(mediaType)?.validate;
        if (!validate || validate(value)) return NO_BODY_PROBLEMS;
        return { problems: describeAjvErrors(validate.errors, 'body', value), stoppedEarly: validate.stoppedEarly === true };
      },
      documents(status) {
        return findResponse(responseValidators, status) !== undefined;
      },
      checkResponse(status, contentType, value) {
        const byType = findResponse(responseValidators, status)?.[1];
        if (!byType) return `${spec.operationId}: status ${status} is not documented`;
        if (byType.size === 0) return null;
        const mediaType = bareMediaType(contentType);
        if (!byType.has(mediaType)) return `${spec.operationId}: status ${status} does not document content type ${mediaType}`;
        const validate = byType.get(mediaType);
        if (!validate || validate(value)) return null;
        const first = validate.errors?.[0];
        return `${spec.operationId} ${status} ${mediaType}: ${first?.instancePath || '(root)'} ${first?.message ?? 'is invalid'} (schema path ${first?.schemaPath})`;
      },
      explainParameters(input) {
        readParameters?.(input);
        return [
          ...explainPart('path', validators.path, input.path),
          ...explainPart('query', validators.query, input.query),
          ...explainPart('header', validators.header, input.headers),
          ...(validators.cookie ? explainPart('cookie', validators.cookie, parseCookies(input.headers.cookie as string | string[] | undefined)) : []),
        ];
      },
      explainBody(value, mediaType) {
        const media = bodyMedia(mediaType);
        if (!media?.validate || media.validate(value)) return [];
        const compilerName = media.kind === 'form' || media.kind === 'multipart' ? parameterCompilerName : bodyCompilerName;
        const declared = body!.mediaTypes.find((type) => bareMediaType(type) === media.type) ?? media.type;
        return listSchemaFailures(media.validate.errors, 'body', compilerName, (relative) => `${requestBodyPointer()}/content/${escapePointer(declared)}/schema${relative}`, value);
      },
      explainResponse(status, contentType, value) {
        const responses = specPointer('paths', spec.path, spec.method, 'responses');
        const found = findResponse(responseValidators, status);
        if (!found) return [{ location: 'status', schemaPath: responses, message: `${status} is not a documented status (documented: ${documentedStatuses.join(', ')})` }];
        const [key, byType] = found;
        // No content type: an answer without a body (204, HEAD), nothing more to check.
        if (byType.size === 0 || contentType === undefined) return [];
        const mediaType = bareMediaType(contentType);
        if (!byType.has(mediaType)) {
          return [{ location: 'header.content-type', schemaPath: specPointer('paths', spec.path, spec.method, 'responses', key, 'content'), message: `${mediaType || 'no content type'} is not documented for ${key} (documented: ${[...byType.keys()].join(', ')})` }];
        }
        const validate = byType.get(mediaType);
        if (!validate || value === undefined || validate(value)) return [];
        const raw = (operation.responses ?? {})[key];
        const base = raw && '$ref' in raw ? raw.$ref : `${responses}/${key}`;
        return listSchemaFailures(validate.errors, 'body', bodyCompilerName, (relative) => `${base}/content/${escapePointer(mediaType)}/schema${relative}`, value);
      },
      explainResponseHeaders(status, headers) {
        const documented = findResponse(responseHeaders, status)?.[1] ?? [];
        const failures: SchemaFailure[] = [];
        for (const header of documented) {
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
            for (const failure of listSchemaFailures(header.validate!.errors, '', parameterCompilerName, (relative) => `${header.pointer}/schema${relative.replace(/^\/properties\/value/, '')}`, data)) {
              failures.push({ ...failure, location: failure.location.replace(/^value/, location) });
            }
          });
        }
        return failures;
      },
      documentsResponseBody(status, contentType) {
        return findResponse(responseValidators, status)?.[1].get(bareMediaType(contentType)) != null;
      },
      contentlessKey(status) {
        const found = findResponse(responseValidators, status);
        return found?.[1].size === 0 ? found[0] : undefined;
      },
    };
  });
}
