/**
 * Test data from the spec's schemas, with the mock's compiled generator: every case derives its
 * seed from (run seed, operation, phase, index), so `--operation X` replays a full run's requests to X.
 */
import { CUSTOM_FORMAT_GENERATORS } from '../formats/index.js';
import { SeededRandom } from '../mock/pattern-generator.js';
import { compileSchema, CUT, type Generate, type GeneratorHooks, type Schema } from '../mock/schema-generator.js';
import { toJsonSchema } from '../pipeline/schema-compiler.js';
import { emptyDraft, type RequestDraft } from './request.js';
import { inspectSchema } from './schema-info.js';
import type { OperationModel, ParameterLocation, SpecModel } from '../pipeline/spec-model.js';
import type { SpecValidators } from './validation.js';
import { fnv1a, mulberry32 } from '../seeded-random.js';

/** Which optional parameters and properties a generated request carries. */
export type FillMode = 'required' | 'all' | 'random';

/** A 32-bit seed from a run seed and any labels (FNV-1a). */
export function seedFor(seed: number, ...parts: Array<string | number>): number {
  return fnv1a(parts.join('\u0000'), 0x811c9dc5 ^ (seed >>> 0)) || 1;
}

/** A small seeded PRNG (Mulberry32) for picking and shuffling cases. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    shuffle<T>(items: T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

export interface GeneratedDraft {
  draft: RequestDraft;
  /** Empty when the draft is valid against the spec. */
  problems: string[];
}

/** Generated strings and arrays stay small; boundary values reach the real limits on purpose. */
const GENERATED_MAX_LENGTH = 64;
const GENERATED_MAX_ITEMS = 3;
/** A component met inside itself more than this many times is cut there, so recursive schemas end. */
const MAX_REF_REPEAT = 2;
/** Keywords whose value is a map of names to schemas, not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);

const hooksFor = (optionalsProbability: number): GeneratorHooks => ({
  optionalsProbability,
  maxDefaultItems: 2,
  // Our own formats (cron, iana-time-zone): values their validators accept.
  formats: CUSTOM_FORMAT_GENERATORS,
});
const HOOKS: Record<FillMode, GeneratorHooks> = { required: hooksFor(0), all: hooksFor(1), random: hooksFor(0.5) };

/** References inlined, cut past MAX_REF_REPEAT; `useDefaults`: a schema with a `default` is that value. */
function inlineRefs(node: unknown, definitions: Schema, useDefaults: boolean, seen = new Map<string, number>()): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, definitions, useDefaults, seen));
  if (!node || typeof node !== 'object') return node;
  const schema = node as Schema;
  if (useDefaults && schema.default !== undefined) return { const: schema.default };
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/definitions/')) {
    const name = schema.$ref.slice('#/definitions/'.length);
    const count = seen.get(name) ?? 0;
    if (count >= MAX_REF_REPEAT || !Object.hasOwn(definitions, name)) return CUT;
    seen.set(name, count + 1);
    const resolved = inlineRefs(definitions[name], definitions, useDefaults, seen);
    seen.set(name, count);
    return resolved;
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, inlineRefs(sub, definitions, useDefaults, seen)]));
    } else out[key] = inlineRefs(value, definitions, useDefaults, seen);
  }
  return out;
}

/** A schema copied deep, the values of `literal` keywords (data, not schemas) as they are, each object then `finish`ed. */
function copySchema(schema: unknown, literal: ReadonlySet<string>, finish: (out: Schema, raw: Schema) => void): unknown {
  if (Array.isArray(schema)) return schema.map((item) => copySchema(item, literal, finish));
  if (!schema || typeof schema !== 'object') return schema;
  const raw = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(raw)) out[key] = literal.has(key) ? value : copySchema(value, literal, finish);
  finish(out, raw);
  return out;
}

const capped = (min: unknown, max: unknown, cap: number) => Math.max(typeof min === 'number' ? min : 0, Math.min(typeof max === 'number' ? max : Infinity, cap));

/** `maxLength` and `maxItems` lowered to small values, never below the schema's minimum. */
export function clampSizes(schema: unknown): unknown {
  return copySchema(schema, new Set(['enum', 'const', 'default', 'example']), (out, raw) => {
    const isStringish = raw.type === 'string' || typeof raw.minLength === 'number' || typeof raw.maxLength === 'number';
    if (isStringish && !raw.pattern && !raw.format) out.maxLength = capped(raw.minLength, raw.maxLength, GENERATED_MAX_LENGTH);
    if (raw.type === 'array' || raw.items !== undefined) out.maxItems = capped(raw.minItems, raw.maxItems, GENERATED_MAX_ITEMS);
  });
}

/** An OpenAPI schema whose `example`s become `default`s, so the generator can be told to use them. */
export function examplesAsDefaults(schema: unknown): unknown {
  return copySchema(schema, new Set(['enum', 'example', 'default']), (out, raw) => {
    if (raw.example !== undefined && raw.default === undefined) out.default = raw.example;
  });
}

export interface ValueOptions {
  /** Keep the schema's own maxLength/maxItems (boundary values). */
  exactSizes?: boolean;
  /** Use the schemas' documented examples where they have one. */
  preferExamples?: boolean;
}

export class DataGenerator {
  private readonly definitions: Schema;
  private readonly exampleDefinitions: Schema;
  /** Generators by schema (as JSON) and options: a run asks for the same schemas again and again. */
  private readonly compiled = new Map<string, Generate>();

  constructor(private readonly spec: SpecModel) {
    const schemas = spec.document.components?.schemas ?? {};
    this.definitions = clampSizes(toJsonSchema(schemas, '')) as Schema;
    this.exampleDefinitions = clampSizes(toJsonSchema(examplesAsDefaults(schemas), '')) as Schema;
  }

  /** One value for a schema (the nearest the generator finds when nothing satisfies it). */
  value(schema: unknown, seed: number, mode: FillMode, options: ValueOptions = {}): unknown {
    const key = `${mode} ${options.exactSizes === true} ${options.preferExamples === true} ${JSON.stringify(schema ?? {})}`;
    let generate = this.compiled.get(key);
    if (!generate) {
      const converted = toJsonSchema(options.preferExamples ? examplesAsDefaults(schema ?? {}) : schema ?? {}, '');
      const definitions = options.preferExamples ? this.exampleDefinitions : this.definitions;
      const inlined = inlineRefs(options.exactSizes ? converted : clampSizes(converted), definitions, options.preferExamples === true);
      generate = compileSchema(inlined, HOOKS[mode]);
      this.compiled.set(key, generate);
    }
    return generate(new SeededRandom(seed));
  }

  /** A whole request for an operation: every location generated from its parameters' schemas. */
  draft(operation: OperationModel, seed: number, mode: FillMode, options: ValueOptions = {}): RequestDraft {
    const draft = emptyDraft();
    for (const location of LOCATIONS) {
      const parameters = operation.parameters.filter((p) => p.in === location);
      if (parameters.length === 0) continue;
      const properties: Record<string, unknown> = {};
      for (const parameter of parameters) {
        const info = inspectSchema(this.spec.document, parameter.schema);
        // An empty path segment would route elsewhere: path strings are never empty.
        properties[parameter.name] =
          location === 'path' && (info.types.length === 0 || info.types.includes('string')) && !info.enum
            ? { allOf: [parameter.schema ?? {}, { minLength: 1 }] }
            : parameter.schema ?? {};
      }
      const required = parameters.filter((p) => p.required).map((p) => p.name);
      const generated = this.value({ type: 'object', properties, required, additionalProperties: false }, seedFor(seed, location), mode, options);
      if (generated && typeof generated === 'object') {
        for (const [name, value] of Object.entries(generated as Record<string, unknown>)) {
          if (value !== null && value !== undefined) draft[location][name] = value;
        }
      }
    }
    const body = operation.body;
    if (body?.mediaType && body.schema && (body.required || mode !== 'required')) {
      const value = this.value(body.schema, seedFor(seed, 'body'), mode, options);
      if (value !== undefined) draft.body = { kind: 'json', value };
    }
    return draft;
  }

  /** A request that is valid against the spec, trying a few seeds; the last try's problems when none is. */
  positive(operation: OperationModel, seed: number, mode: FillMode, validators: SpecValidators): GeneratedDraft {
    let last: GeneratedDraft = { draft: emptyDraft(), problems: ['no request could be generated'] };
    for (let attempt = 0; attempt < 5; attempt++) {
      const draft = this.draft(operation, seedFor(seed, 'try', attempt), mode);
      const problems = validators.requestProblems(operation, draft);
      if (problems.length === 0) return { draft, problems };
      last = { draft, problems };
    }
    return last;
  }
}
