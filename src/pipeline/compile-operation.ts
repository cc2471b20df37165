/**
 * Everything the pipeline needs per operation, compiled once at start: parameter and body
 * validators, security requirements, required scopes, producible media types and the
 * response validators for every documented status and media type.
 */
import type { ValidateFunction } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';
import { resolveRef, type OpenApiDocument, type SpecOperation } from './openapi-document.js';
import { createSchemaCompiler, describeAjvErrors, type ValidationProblem } from './schema-compiler.js';

export interface CompiledOperation {
  operationId: string;
  method: string;
  path: string;
  /** Alternatives (OR) of scheme sets (AND); empty = public. */
  security: string[][];
  requiredScopes: string[];
  body: { required: boolean; mediaTypes: string[]; validate: ValidateFunction | null } | null;
  responseMediaTypes: string[];
  validateParameters(input: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown> }): ValidationProblem[];
  validateBody(body: unknown): ValidationProblem[];
  /** Null when the response conforms, else what is wrong (status undocumented, schema path...). */
  checkResponse(status: number, contentType: string, body: unknown): string | null;
}

/** The operation extension of operations whose declared security an upstream checks. */
export const AUTHENTICATED_UPSTREAM = 'x-authenticated-upstream';

type ParameterLocation = 'path' | 'query' | 'header';

function parameterSchema(parameters: OpenAPIV3.ParameterObject[], location: ParameterLocation): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== location) continue;
    const name = location === 'header' ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = parameter.schema ?? {};
    if (parameter.required) required.push(name);
  }
  return {
    type: 'object',
    properties,
    required,
    // Unknown query parameters are a client mistake worth telling; unknown headers are normal.
    additionalProperties: location !== 'query',
  };
}

function responseEntries(document: OpenApiDocument, operation: OpenAPIV3.OperationObject) {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => [status, resolveRef<OpenAPIV3.ResponseObject>(document, response)] as const);
}

/** A validator compiled on its first call (then kept), for starts that must be quick (mock mode). */
function deferred(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const wrapper = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    wrapper.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return wrapper;
}

export function compileOperations(document: OpenApiDocument, operations: SpecOperation[], specName: string, options: { lazy?: boolean } = {}): CompiledOperation[] {
  const parameterSchemas = createSchemaCompiler(document, { coerceTypes: true, name: `${specName}-parameters` });
  const bodySchemas = createSchemaCompiler(document, { coerceTypes: false, name: `${specName}-bodies` });
  const lazily = (compiler: typeof parameterSchemas) => (options.lazy ? { compile: (schema: unknown) => deferred(() => compiler.compile(schema)) } : compiler);
  const parameterCompiler = lazily(parameterSchemas);
  const bodyCompiler = lazily(bodySchemas);
  const defaultSecurity = document.security ?? [];

  return operations.map((spec): CompiledOperation => {
    const { operation } = spec;
    const validators = {
      path: parameterCompiler.compile(parameterSchema(spec.parameters, 'path')),
      query: parameterCompiler.compile(parameterSchema(spec.parameters, 'query')),
      header: parameterCompiler.compile(parameterSchema(spec.parameters, 'header')),
    };

    let body: CompiledOperation['body'] = null;
    if (operation.requestBody) {
      const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(document, operation.requestBody);
      const json = requestBody.content['application/json'];
      body = {
        required: requestBody.required === true,
        mediaTypes: Object.keys(requestBody.content),
        validate: json?.schema ? bodyCompiler.compile(json.schema) : null,
      };
    }

    const responseValidators = new Map<string, Map<string, ValidateFunction | null>>();
    const producible = new Set<string>();
    for (const [status, response] of responseEntries(document, operation)) {
      const byType = new Map<string, ValidateFunction | null>();
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        byType.set(mediaType, media.schema ? bodyCompiler.compile(media.schema) : null);
        if (/^2/.test(status)) producible.add(mediaType);
      }
      responseValidators.set(status, byType);
    }

    // `x-authenticated-upstream`: the declared credential is checked by the upstream this
    // operation forwards to (the HR member sign-in proxy), not here; the mock stands in for it.
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
      validateParameters(input) {
        const problems: ValidationProblem[] = [];
        if (!validators.path(input.path)) problems.push(...describeAjvErrors(validators.path.errors, 'path'));
        if (!validators.query(input.query)) problems.push(...describeAjvErrors(validators.query.errors, 'query'));
        if (!validators.header(input.headers)) problems.push(...describeAjvErrors(validators.header.errors, 'header'));
        return problems;
      },
      validateBody(value) {
        if (!body?.validate || body.validate(value)) return [];
        return describeAjvErrors(body.validate.errors, 'body');
      },
      checkResponse(status, contentType, value) {
        const byType =
          responseValidators.get(String(status)) ?? responseValidators.get(`${String(status)[0]}XX`) ?? responseValidators.get('default');
        if (!byType) return `${spec.operationId}: status ${status} is not documented`;
        if (byType.size === 0) return null;
        const mediaType = contentType.split(';')[0].trim().toLowerCase();
        if (!byType.has(mediaType)) return `${spec.operationId}: status ${status} does not document content type ${mediaType}`;
        const validate = byType.get(mediaType);
        if (!validate || validate(value)) return null;
        const first = validate.errors?.[0];
        return `${spec.operationId} ${status} ${mediaType}: ${first?.instancePath || '(root)'} ${first?.message ?? 'is invalid'} (schema path ${first?.schemaPath})`;
      },
    };
  });
}
