/** A spec's OpenAPI 3.0 schemas as ajv validators; components registered once under an id, `nullable` rewritten. */
import type { Ajv, ErrorObject, Options, ValidateFunction } from 'ajv';
import { addCustomFormats, customFormatProblem } from '../formats/index.js';
import { onFirstUse } from '../lazy-require.js';
import type { OpenApiDocument } from './spec-model.js';

type AjvConstructor = new (options: Options) => Ajv;

// Loaded on first use, with require to keep compiling synchronous: a server of our specs runs
// precompiled validators and needs ajv only to list a failing value's problems.
const ajvModule = onFirstUse<AjvConstructor>('ajv', { interop: true });
// OpenAPI 3.1's schemas are JSON Schema 2020-12 (partner documents read by the tools; ours are 3.0.3).
const ajv2020Module = onFirstUse<AjvConstructor>('ajv/dist/2020.js', { interop: true });
const addFormatsModule = onFirstUse<(ajv: Ajv) => unknown>('ajv-formats', { interop: true });

type Schema = Record<string, unknown>;

interface Instance {
  ajv: Ajv;
  registered: Set<string>;
}

/** ajv's `u` flag refuses ECMA-262 patterns partners write (a lone `{`): retried without it. */
const lenientRegExp = Object.assign(
  (pattern: string, flags: string): RegExp => {
    try {
      return new RegExp(pattern, flags);
    } catch {
      return new RegExp(pattern, flags.replace('u', ''));
    }
  },
  { code: 'new RegExp' },
);

/** OpenAPI 3.0 → JSON Schema: `nullable` becomes a `null` branch; local refs point at the registered components. */
export function toJsonSchema(schema: unknown, componentsId: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, componentsId));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      out.$ref = `${componentsId}#/definitions/${value.slice('#/components/schemas/'.length)}`;
    } else if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value as Schema).map(([name, sub]) => [name, toJsonSchema(sub, componentsId)]),
      );
    } else if (key === 'example' || key === 'examples' || key === 'xml' || key === 'externalDocs' || key.startsWith('x-')) {
      continue;
    } else {
      out[key] = toJsonSchema(value, componentsId);
    }
  }
  if ((schema as Schema).nullable === true) {
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return { anyOf: [{ type: 'null' }, out] };
  }
  return out;
}

export interface SchemaCompiler {
  /** Its components' id: failures inside them are mapped back into the spec (listSchemaFailures). */
  name: string;
  /** `lazy`: compiled on its first call (default: the compiler's `lazy` option). */
  compile(schema: unknown, lazy?: boolean): CheckingFunction;
}

/** After a failure, `errors` lists every problem of a value up to EXPLAINED_VALUES_LIMIT values, else only the first. */
export type CheckingFunction = ValidateFunction & { stoppedEarly?: boolean };

/** Listing every problem of an unbounded input can take the whole memory: past this, only the first. */
export const EXPLAINED_VALUES_LIMIT = 10_000;

/** Whether `value` holds at most `limit` values, found without walking further than that. */
export function holdsAtMost(value: unknown, limit: number): boolean {
  const pending: unknown[] = [value];
  let seen = 0;
  while (pending.length > 0) {
    const next = pending.pop();
    if (++seen > limit) return false;
    if (next === null || typeof next !== 'object') continue;
    if (Array.isArray(next)) {
      if (seen + next.length > limit) return false;
      for (const item of next) pending.push(item);
    } else {
      for (const key in next) pending.push((next as Record<string, unknown>)[key]);
      if (seen + pending.length > limit) return false;
    }
  }
  return true;
}

/** Shared with scripts/generate-validators.ts, which must compile exactly what the server would. */
export function ajvOptions(listEveryProblem: boolean, coerceTypes: boolean) {
  return {
    allErrors: listEveryProblem,
    strict: false,
    // NaN and Infinity are not JSON numbers: a value that holds one breaks any number schema.
    strictNumbers: true,
    coerceTypes: coerceTypes ? ('array' as const) : false,
    useDefaults: coerceTypes,
    validateFormats: true,
    // Errors carry their schema and value, for closestAlternatives (dropped before anyone sees them).
    verbose: listEveryProblem,
    // The specs are linted before they ship; the meta-schema check slows every start.
    validateSchema: false,
  };
}

/** Validators compiled at build time (src/pipeline/precompiled-validators.ts), asked before compiling. */
export interface PrecompiledLookup {
  validator(jsonSchema: object): ValidateFunction | undefined;
  /** Ask on a validator's first call, so a start converts and hashes no schema; unset: at compile time. */
  onFirstUse?: boolean;
}

/**
 * One compiler per spec and purpose: request parameters need type coercion, bodies must not.
 * `lazy`: each validator compiled on its first call, for starts that must be quick (mock mode).
 */
export function createSchemaCompiler(
  document: OpenApiDocument,
  options: { coerceTypes: boolean; name: string; precompiled?: PrecompiledLookup; lazy?: boolean },
): SchemaCompiler {
  const componentsId = `${options.name}.json`;
  const componentRef = `${componentsId}#/definitions/`;
  const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
  // Each component as JSON Schema, converted when a first compiled schema reaches it.
  const convertedComponents = new Map<string, unknown>();
  const componentOf = (name: string): unknown => {
    let converted = convertedComponents.get(name);
    if (converted === undefined && Object.hasOwn(components, name)) convertedComponents.set(name, (converted = toJsonSchema(components[name], componentsId)));
    return converted;
  };
  // A `$ref` into a component (`.../Pet/properties/id`) resolves only within the components as
  // one schema: once one is met, every later ajv instance is given them all.
  let wholeComponents = false;
  const newAjv = (listEveryProblem: boolean): Instance => {
    const Dialect = document.openapi?.startsWith('3.1') ? ajv2020Module() : ajvModule();
    // ajv's optimisation passes slow compiling down and do not make checking faster.
    const ajv = new Dialect({ ...ajvOptions(listEveryProblem, options.coerceTypes), code: { regExp: lenientRegExp, optimize: false } });
    addFormatsModule()(ajv);
    addCustomFormats(ajv);
    if (wholeComponents) {
      const definitions = Object.fromEntries(Object.keys(components).map((name) => [name, componentOf(name)]));
      ajv.addSchema({ $id: componentsId, definitions }, componentsId);
    }
    return { ajv, registered: new Set() };
  };
  // Made on first need: with every schema precompiled, a server never needs it.
  let fastInstance: Instance | undefined;
  let listingInstance: Instance | undefined;
  // Each component a schema reaches is registered before it compiles: a large document converts only what is used.
  function compileWith(instance: () => Instance, schema: Schema): ValidateFunction {
    if (!wholeComponents) {
      const target = instance();
      const reached = new Set<string>();
      const pending: unknown[] = [schema];
      while (pending.length > 0 && !wholeComponents) {
        const node = pending.pop();
        if (!node || typeof node !== 'object') continue;
        for (const [key, value] of Object.entries(node)) {
          if (key !== '$ref' || typeof value !== 'string') pending.push(value);
          else if (value.startsWith(componentRef)) {
            const name = value.slice(componentRef.length);
            // What a name's closure reaches was given with it.
            if (target.registered.has(name) || reached.has(name)) continue;
            if (!/^[\w.-]+$/.test(name)) wholeComponents = true;
            const component = componentOf(name);
            if (component === undefined) continue;
            reached.add(name);
            pending.push(component);
          }
        }
      }
      if (wholeComponents) fastInstance = listingInstance = undefined;
      for (const name of wholeComponents ? [] : reached) {
        target.ajv.addSchema(componentOf(name) as Schema, componentRef + name);
        target.registered.add(name);
      }
    }
    return instance().ajv.compile(schema);
  }
  const fastAjv = () => (fastInstance ??= newAjv(false));
  const listingAjv = () => (listingInstance ??= newAjv(true));

  const branchValidators = new WeakMap<object, ValidateFunction>();
  const branchValidator = (branch: object): ValidateFunction => {
    let validate = branchValidators.get(branch);
    if (!validate) branchValidators.set(branch, (validate = compileWith(listingAjv, branch as Schema)));
    return validate;
  };

  /**
   * A failed oneOf/anyOf reported against the closest alternative only (fewest errors, first on a
   * tie). Ajv lists each alternative's errors in order just before the oneOf/anyOf error;
   * validating each alternative again says how many are whose.
   */
  function closestAlternatives(errors: ErrorObject[]): ErrorObject[] {
    const out = [...errors];
    for (let index = out.length - 1; index >= 0; index--) {
      const error = out[index];
      const failedOneOf = error.keyword === 'oneOf' && (error.params as { passingSchemas?: unknown }).passingSchemas == null;
      if (!failedOneOf && error.keyword !== 'anyOf') continue;
      const alternatives = error.schema;
      if (!Array.isArray(alternatives) || alternatives.some((branch) => !branch || typeof branch !== 'object')) continue;
      const counts = alternatives.map((branch: object) => {
        const validate = branchValidator(branch);
        return validate(error.data) ? 0 : (validate.errors ?? []).length;
      });
      const reported = counts.reduce((sum, count) => sum + count, 0);
      const block = out.slice(index - reported, index);
      // Only when the errors before it are exactly its alternatives' (else ajv's own list stands).
      if (reported === 0 || reported > index || !block.every((inner) => inner.instancePath.startsWith(error.instancePath))) continue;
      let best: ErrorObject[] | null = null;
      let start = 0;
      for (const count of counts) {
        const own = closestAlternatives(block.slice(start, start + count));
        start += count;
        if (count > 0 && (best === null || own.length < best.length)) best = own;
      }
      out.splice(index - reported, reported + 1, ...best!);
      index -= reported;
    }
    return out;
  }

  return {
    name: options.name,
    compile: (schema, lazy = options.lazy) => {
      let jsonSchema: Schema | undefined;
      const converted = () => (jsonSchema ??= toJsonSchema(schema, componentsId) as Schema);
      const resolve = () => options.precompiled?.validator(converted()) ?? compileWith(fastAjv, converted());
      let validate: ValidateFunction | undefined = lazy || options.precompiled?.onFirstUse ? undefined : resolve();
      let listEvery: ValidateFunction | undefined;
      const checking = ((data: unknown) => {
        const fast = (validate ??= resolve());
        if (fast(data)) {
          checking.errors = null;
          checking.stoppedEarly = false;
          return true;
        }
        if (!holdsAtMost(data, EXPLAINED_VALUES_LIMIT)) {
          checking.errors = fast.errors;
          checking.stoppedEarly = true;
          return false;
        }
        const listing = (listEvery ??= compileWith(listingAjv, converted()));
        listing(data);
        // Without what `verbose` added (schemas and values): nothing downstream needs them.
        checking.errors = closestAlternatives(listing.errors ?? fast.errors ?? []).map(
          ({ schema: _schema, parentSchema: _parent, data: _data, ...error }) => error,
        );
        checking.stoppedEarly = false;
        return false;
      }) as CheckingFunction;
      return checking;
    },
  };
}

export interface ValidationProblem {
  location: 'path' | 'query' | 'header' | 'cookie' | 'body' | 'response';
  path: string;
  message: string;
}

export const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at an ajv instance path (`/items/0/cron`) of the validated data. */
function valueAt(data: unknown, instancePath: string): unknown {
  let node = data;
  for (const raw of instancePath.split('/').slice(1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[unescapePointer(raw)];
  }
  return node;
}

/** A custom format's failure in the server's words; null when a sibling keyword already refuses the value. */
function customFormatMessage(error: ErrorObject, errors: ErrorObject[], data: unknown): string | null | undefined {
  if (error.keyword !== 'format' || data === undefined) return undefined;
  const reason = customFormatProblem((error.params as { format?: string }).format, valueAt(data, error.instancePath));
  if (reason === undefined) return undefined;
  const schema = error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));
  const sibling = (other: ErrorObject) => other !== error && other.instancePath === error.instancePath && other.schemaPath.slice(0, other.schemaPath.lastIndexOf('/')) === schema;
  return errors.some(sibling) ? null : reason;
}

/** One ajv error as a client reads it: the value's path segments, a property it names, and what is wrong. */
interface Problem {
  error: ErrorObject;
  segments: string[];
  property?: string;
  message: string;
}

/** `additional`: the message of an undeclared property; `skipCoveredAnyOf`: an anyOf whose branch errors say it. */
function problemsOf(errors: ErrorObject[] | null | undefined, data: unknown, additional: string, skipCoveredAnyOf: boolean): Problem[] {
  const problems: Problem[] = [];
  for (const error of errors ?? []) {
    const formatMessage = customFormatMessage(error, errors!, data);
    if (formatMessage === null) continue;
    if (skipCoveredAnyOf && error.keyword === 'anyOf' && errors!.some((e) => e !== error && e.instancePath === error.instancePath)) continue;
    const problem: Problem = { error, segments: error.instancePath.split('/').slice(1).map(unescapePointer), message: formatMessage ?? error.message ?? 'is invalid' };
    const params = error.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
    if (error.keyword === 'additionalProperties') Object.assign(problem, { property: params.additionalProperty, message: additional });
    else if (error.keyword === 'required') Object.assign(problem, { property: params.missingProperty, message: 'is required' });
    else if (error.keyword === 'enum') problem.message = `must be one of ${params.allowedValues!.map((v) => JSON.stringify(v)).join(', ')}`;
    problems.push(problem);
  }
  return problems;
}

/** Each item once, by its key. */
function once<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  // Kept when adding its key grows the set: the key is new.
  return items.filter((item) => seen.size < seen.add(key(item)).size);
}

/** Ajv errors as clients get them: where, which field, what is wrong. */
export function describeAjvErrors(errors: ErrorObject[] | null | undefined, location: ValidationProblem['location'], data?: unknown): ValidationProblem[] {
  const additional = location === 'query' || location === 'header' ? 'is not a known parameter' : 'is not an allowed property';
  const problems = problemsOf(errors, data, additional, true).map(({ segments, property, message }) => ({
    location,
    path: (property === undefined ? segments : [...segments, property]).join('.') || '(root)',
    message,
  }));
  return once(problems, (problem) => `${problem.path}|${problem.message}`);
}

/** A schema failure as the proxy reports it: where in the value, which spec keyword (JSON pointer), what. */
export interface SchemaFailure {
  location: string;
  schemaPath: string;
  message: string;
}

/** A JSON pointer into the spec from its segments: `pointer('paths', '/pets', 'get')` → `#/paths/~1pets/get`. */
export function specPointer(...segments: string[]): string {
  return `#/${segments.map(escapePointer).join('/')}`;
}

/** Ajv errors with schema paths mapped back into the spec (`within`: where the validated schema sits). */
export function listSchemaFailures(
  errors: ErrorObject[] | null | undefined,
  prefix: string,
  compilerName: string,
  within: (relativePointer: string) => string,
  data?: unknown,
): SchemaFailure[] {
  const componentsPrefix = `${compilerName}.json#/definitions/`;
  const failures = problemsOf(errors, data, 'is not allowed by the schema', false).map(({ error, segments, property, message }) => {
    let location = prefix;
    for (const segment of segments) location += /^\d+$/.test(segment) ? `[${segment}]` : location === '' ? segment : `.${segment}`;
    if (property !== undefined) location = location === '' ? property : `${location}.${property}`;
    const schemaPath = error.schemaPath.startsWith(componentsPrefix)
      ? `#/components/schemas/${error.schemaPath.slice(componentsPrefix.length)}`
      : within(error.schemaPath.replace(/^#/, ''));
    return { location, schemaPath, message };
  });
  return once(failures, (failure) => `${failure.location}|${failure.message}`).map((failure) => ({ ...failure, location: failure.location || '(root)' }));
}
