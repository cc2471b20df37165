/**
 * ajv validators for one spec, compiled once per schema: request parts (parameters as a server
 * sees them: strings, coerced), response bodies and headers.
 */
import type { ValidateFunction } from 'ajv';
import { createSchemaCompiler, describeAjvErrors, type SchemaCompiler } from '../pipeline/schema-compiler.js';
import { serverView, type RequestDraft } from './request.js';
import { parameterSchema, type OperationModel, type ParameterLocation, type SpecModel } from '../pipeline/spec-model.js';

let instances = 0;

/** The validator cached under `key`, compiled on first use. */
function cached<K>(cache: Map<K, ValidateFunction>, key: K, compile: () => ValidateFunction): ValidateFunction {
  let validate = cache.get(key);
  if (!validate) {
    validate = compile();
    cache.set(key, validate);
  }
  return validate;
}

export class SpecValidators {
  private readonly coercing: SchemaCompiler;
  private readonly strict: SchemaCompiler;
  private readonly cache = new Map<unknown, ValidateFunction>();
  private readonly coercedCache = new Map<unknown, ValidateFunction>();
  private readonly parameterCache = new Map<string, ValidateFunction>();

  /** `refuseUnknownQuery`: an undocumented query parameter is invalid (OpenAPI does not say so). */
  constructor(
    spec: SpecModel,
    private readonly options: { refuseUnknownQuery?: boolean } = {},
  ) {
    instances++;
    this.coercing = createSchemaCompiler(spec.document, { coerceTypes: true, name: `contract-parameters-${instances}` });
    this.strict = createSchemaCompiler(spec.document, { coerceTypes: false, name: `contract-bodies-${instances}` });
  }

  private compiled(schema: unknown): ValidateFunction {
    return cached(this.cache, schema, () => this.strict.compile(schema ?? {}));
  }

  /** A coercing validator of `{value: schema}`, cached by the schema. */
  private compiledHeader(schema: unknown): ValidateFunction {
    return cached(this.coercedCache, schema, () =>
      this.coercing.compile({ type: 'object', properties: { value: schema ?? {} } }),
    );
  }

  private parameters(operation: OperationModel, location: Exclude<ParameterLocation, 'cookie'>): ValidateFunction {
    const { refuseUnknownQuery } = this.options;
    return cached(this.parameterCache, `${operation.operationId}|${location}`, () =>
      this.coercing.compile(parameterSchema(operation.parameters, location, { refuseUnknownQuery })),
    );
  }

  /** What is wrong with a request draft against the operation, as `location.path: message` lines. */
  requestProblems(operation: OperationModel, draft: RequestDraft): string[] {
    const problems: string[] = [];
    const view = serverView(draft, operation);
    // `style: deepObject` travels as `name[key]=value`: a server reads it back as one object.
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query' || parameter.style !== 'deepObject') continue;
      const prefix = `${parameter.name}[`;
      for (const key of Object.keys(view.query)) {
        if (!key.startsWith(prefix) || !key.endsWith(']')) continue;
        const object = (view.query[parameter.name] ??= {}) as Record<string, unknown>;
        object[key.slice(prefix.length, -1)] = view.query[key];
        delete view.query[key];
      }
    }
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query' || parameter.allowEmptyValue) continue;
      const sent = view.query[parameter.name];
      if (sent === '' || (Array.isArray(sent) && sent.includes(''))) problems.push(`query.${parameter.name} must not be empty (allowEmptyValue is not set)`);
    }
    for (const location of ['path', 'query', 'header'] as const) {
      const validate = this.parameters(operation, location);
      const parameters = structuredClone(view[location]);
      if (!validate(parameters)) {
        for (const p of describeAjvErrors(validate.errors, location, parameters)) problems.push(`${location}.${p.path} ${p.message}`);
      }
    }
    const body = operation.body;
    if (body) {
      if (draft.body.kind === 'none') {
        if (body.required) problems.push('body is required');
      } else if (draft.body.kind === 'raw') {
        problems.push(`body is not ${body.mediaType ?? body.mediaTypes.join(' or ')}`);
      } else if (body.schema) {
        problems.push(...this.valueProblems(body.schema, draft.body.value).map((p) => `body${p.startsWith('(root)') ? p.slice(6) : `.${p}`}`));
      }
    } else if (draft.body.kind !== 'none') {
      problems.push('body is not expected');
    }
    return problems;
  }

  /** Problems of a JSON value against a schema, as `path message` lines; empty when valid. */
  valueProblems(schema: unknown, value: unknown): string[] {
    const validate = this.compiled(schema);
    if (validate(value)) return [];
    return describeAjvErrors(validate.errors, 'body', value).map((p) => `${p.path} ${p.message}`);
  }

  /** Problems of a response body, with JSON-pointer paths, most specific first. */
  responseProblems(schema: unknown, value: unknown): string[] {
    const validate = this.compiled(schema);
    if (validate(value)) return [];
    const problems = new Set<string>();
    for (const error of validate.errors ?? []) {
      if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
      let where = error.instancePath || '/';
      let message = error.message ?? 'is invalid';
      if (error.keyword === 'required') {
        where = `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`;
        message = 'is required';
      } else if (error.keyword === 'additionalProperties') {
        where = `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`;
        message = 'is not an allowed property';
      } else if (error.keyword === 'enum') {
        message = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
      }
      problems.add(`${where} ${message}`);
    }
    if (problems.size === 0) {
      const first = validate.errors?.[0];
      problems.add(`${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`);
    }
    return [...problems];
  }

  /** Problems of one response header value (coerced from text). */
  headerProblems(schema: unknown, value: string): string[] {
    const validate = this.compiledHeader(schema);
    if (validate({ value })) return [];
    return (validate.errors ?? []).map((e) => e.message ?? 'is invalid');
  }
}
