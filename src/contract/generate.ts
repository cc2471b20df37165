/**
 * Test data from the spec's schemas, with json-schema-faker: seeded (Mulberry32), so the
 * same seed, spec and operation always give the same requests. Every case derives its own
 * seed from (run seed, operation, phase, index), so `--operation X` replays exactly the
 * requests a full run sent to X.
 */
import { generateSync } from 'json-schema-faker';
import { CUSTOM_FORMAT_GENERATORS } from '../formats/index.js';
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

/**
 * A copy of a (JSON Schema) schema whose `maxLength` and `maxItems` are lowered to small
 * values, never below the schema's minimum: what it generates is still valid.
 */
export function clampSizes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(clampSizes);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    out[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'example' ? value : clampSizes(value);
  }
  const raw = schema as Record<string, unknown>;
  const isStringish = raw.type === 'string' || typeof raw.minLength === 'number' || typeof raw.maxLength === 'number';
  if (isStringish && !raw.pattern && !raw.format) {
    const min = typeof raw.minLength === 'number' ? raw.minLength : 0;
    const max = typeof raw.maxLength === 'number' ? raw.maxLength : Infinity;
    out.maxLength = Math.max(min, Math.min(max, GENERATED_MAX_LENGTH));
  }
  if (raw.type === 'array' || raw.items !== undefined) {
    const min = typeof raw.minItems === 'number' ? raw.minItems : 0;
    const max = typeof raw.maxItems === 'number' ? raw.maxItems : Infinity;
    out.maxItems = Math.max(min, Math.min(max, GENERATED_MAX_ITEMS));
  }
  return out;
}

/** An OpenAPI schema whose `example`s become `default`s, so the generator can be told to use them. */
export function examplesAsDefaults(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(examplesAsDefaults);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    out[key] = key === 'enum' || key === 'example' || key === 'default' ? value : examplesAsDefaults(value);
  }
  const raw = schema as Record<string, unknown>;
  if (raw.example !== undefined && raw.default === undefined) out.default = raw.example;
  return out;
}

export interface ValueOptions {
  /** Keep the schema's own maxLength/maxItems (boundary values). */
  exactSizes?: boolean;
  /** Use the schemas' documented examples where they have one. */
  preferExamples?: boolean;
}

export class DataGenerator {
  private readonly definitions: unknown;
  private readonly exampleDefinitions: unknown;

  constructor(private readonly spec: SpecModel) {
    const schemas = spec.document.components?.schemas ?? {};
    this.definitions = clampSizes(toJsonSchema(schemas, ''));
    this.exampleDefinitions = clampSizes(toJsonSchema(examplesAsDefaults(schemas), ''));
  }

  /** One value for a schema; undefined when the generator cannot satisfy it. */
  value(schema: unknown, seed: number, mode: FillMode, options: ValueOptions = {}): unknown {
    const converted = toJsonSchema(options.preferExamples ? examplesAsDefaults(schema ?? {}) : schema ?? {}, '');
    const root = {
      allOf: [options.exactSizes ? converted : clampSizes(converted)],
      definitions: options.preferExamples ? this.exampleDefinitions : this.definitions,
    };
    try {
      return generateSync(root as never, {
        seed,
        optionalsProbability: mode === 'required' ? 0 : mode === 'all' ? 1 : 0.5,
        useDefaultValue: options.preferExamples === true,
        alwaysFakeOptionals: mode === 'all',
        maxDefaultItems: 2,
        maxDepth: 4,
        failOnInvalidTypes: false,
        // Our own formats (cron, iana-time-zone): values their validators accept.
        formats: CUSTOM_FORMAT_GENERATORS,
        minDateTime: '2000-01-01T00:00:00Z',
        maxDateTime: '2035-12-31T23:59:59Z',
      });
    } catch {
      return undefined;
    }
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
  positive(operation: OperationModel, seed: number, mode: FillMode, validators: SpecValidators, tries = 5): GeneratedDraft {
    let last: GeneratedDraft = { draft: emptyDraft(), problems: ['no request could be generated'] };
    for (let attempt = 0; attempt < tries; attempt++) {
      const draft = this.draft(operation, seedFor(seed, 'try', attempt), mode);
      const problems = validators.requestProblems(operation, draft);
      if (problems.length === 0) return { draft, problems };
      last = { draft, problems };
    }
    return last;
  }
}
