/**
 * Data generated from the spec's schemas with json-schema-faker, deterministic for a seed:
 * the same seed always gives the same body. Schemas are prepared once (local `$ref`s
 * inlined, OpenAPI-only keywords and writeOnly properties dropped, plain strings turned
 * into words, arrays given one to three items) and cached per schema object.
 *
 * Paged lists are recognised from the schema (an object with `items`, `total`, `page`, a
 * page size and a page count, in camelCase or snake_case) and filled so that the page, its
 * size, its items and the totals agree; the same seed is the same data set on every page.
 */
import { define, generateSync, type JsonSchema } from 'json-schema-faker';
import type { OpenApiDocument } from '../pipeline/openapi-document.js';

type Schema = Record<string, unknown>;

const MAX_REF_DEPTH = 6;
/** json-schema-faker looks a schema keyword `x-<name>` up as the extension `<name>`. */
const TEXT_EXTENSION = 'mock-text';
const TEXT_KEYWORD = `x-${TEXT_EXTENSION}`;
const WORDS = (
  'alpha beta gamma delta report source policy record update review status audit keyword campaign ' +
  'summary document employee payroll leave attendance crawler schedule ranking engagement budget ' +
  'north south east west blue green amber quarterly monthly weekly daily draft final sample demo'
).split(' ');

/** mulberry32 step: a 32-bit mix used to derive sub-seeds (items, retries) from a seed. */
export function deriveSeed(seed: number, salt: number): number {
  let t = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** A stable seed from a string (FNV-1a), for the generated default of an operation. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Readable text instead of random characters, within the schema's length bounds.
define(TEXT_EXTENSION, function (value, _schema, ctx) {
  const { min, max } = value as { min: number; max: number };
  const random = ctx.random;
  let text = '';
  const target = Math.min(max, Math.max(min, random.int(1, 3) * 7));
  while (text.length < target) text += (text ? ' ' : '') + WORDS[random.int(0, WORDS.length - 1)];
  text = text.slice(0, max).trimEnd();
  while (text.length < min) text += 'x';
  return text;
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const FORMATS: Record<string, (random: { int(min: number, max: number): number }) => string> = {
  // 2024-01-01 .. 2026-12-31, whole seconds, UTC: valid RFC 3339 that reads well.
  'date-time': (random) => new Date(Date.UTC(2024, 0, 1) + random.int(0, 3 * 365 * 86400 - 1) * 1000).toISOString().replace('.000Z', 'Z'),
  date: (random) => new Date(Date.UTC(2024, 0, 1) + random.int(0, 3 * 365 - 1) * 86400_000).toISOString().slice(0, 10),
  time: (random) => `${pad(random.int(0, 23))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}Z`,
  byte: (random) => Buffer.from(WORDS[random.int(0, WORDS.length - 1)]).toString('base64'),
  password: () => '********',
  binary: () => '',
};

function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  const found = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  if (found === undefined) throw new Error(`Unresolvable reference ${ref}`);
  return found;
}

const DROPPED = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'readOnly', 'deprecated', 'nullable', 'description', 'title', 'default']);

/** Inlines local refs and drops what JSON Schema generation must not see (or should not echo). */
function prepare(document: OpenApiDocument, node: unknown, depth: Map<string, number>): unknown {
  if (Array.isArray(node)) return node.map((item) => prepare(document, item, depth));
  if (!node || typeof node !== 'object') return node;
  const schema = node as Schema;
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    const seen = depth.get(ref) ?? 0;
    if (seen >= MAX_REF_DEPTH) return {};
    depth.set(ref, seen + 1);
    const resolved = prepare(document, resolvePointer(document, ref), depth);
    depth.set(ref, seen);
    return resolved;
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      const properties: Schema = {};
      const writeOnly: string[] = [];
      for (const [name, sub] of Object.entries(value as Schema)) {
        const resolved = sub && typeof sub === 'object' && '$ref' in (sub as Schema) ? resolvePointer(document, (sub as Schema).$ref as string) : sub;
        if ((resolved as Schema | undefined)?.writeOnly === true) {
          writeOnly.push(name);
          continue;
        }
        properties[name] = prepare(document, sub, depth);
      }
      out.properties = properties;
      if (writeOnly.length > 0 && Array.isArray(schema.required)) out.required = (schema.required as string[]).filter((name) => !writeOnly.includes(name));
      continue;
    }
    if (key === 'required' && 'required' in out) continue;
    out[key] = key === 'enum' || key === 'const' ? value : prepare(document, value, depth);
  }
  const isString = out.type === 'string' || (out.type === undefined && (out.minLength !== undefined || out.maxLength !== undefined));
  if (isString && out.format === undefined && out.pattern === undefined && out.enum === undefined && out.const === undefined) {
    const min = typeof out.minLength === 'number' ? out.minLength : 1;
    const max = typeof out.maxLength === 'number' ? out.maxLength : Math.max(min, 40);
    if (max >= min) out[TEXT_KEYWORD] = { min, max };
  }
  if (out.type === 'integer' || out.type === 'number') {
    // OpenAPI 3.0 exclusive bounds are booleans; json-schema-faker reads the 2020-12 numbers.
    if (out.exclusiveMinimum === true && typeof out.minimum === 'number') [out.exclusiveMinimum, out.minimum] = [out.minimum, undefined];
    if (out.exclusiveMaximum === true && typeof out.maximum === 'number') [out.exclusiveMaximum, out.maximum] = [out.maximum, undefined];
    if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
    if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
    for (const key of ['minimum', 'maximum'] as const) if (out[key] === undefined) delete out[key];
    // Unbounded numbers read better small and non-negative (a narrower range is still valid).
    const low = (out.minimum ?? out.exclusiveMinimum) as number | undefined;
    const high = (out.maximum ?? out.exclusiveMaximum) as number | undefined;
    if (low === undefined && (high === undefined || high > 0)) out.minimum = 0;
    if (high === undefined) out.maximum = ((out.minimum ?? out.exclusiveMinimum) as number) + 1000;
  }
  if (out.type === 'array' && out.minItems === undefined && (typeof out.maxItems !== 'number' || out.maxItems >= 1)) out.minItems = 1;
  return out;
}

const prepared = new WeakMap<object, JsonSchema>();

/** The schema ready for json-schema-faker, prepared once per schema object. */
export function prepareSchema(document: OpenApiDocument, schema: unknown): JsonSchema {
  const key = (schema && typeof schema === 'object' ? schema : { schema }) as object;
  let result = prepared.get(key);
  if (!result) {
    result = prepare(document, schema, new Map()) as JsonSchema;
    prepared.set(key, result);
  }
  return result;
}

/** One value for a prepared schema; the same seed gives the same value. */
export function generateValue(schema: JsonSchema, seed: number): unknown {
  return generateSync(schema, {
    seed: seed === 0 ? 0x5eed : seed,
    maxDefaultItems: 3,
    optionalsProbability: 0.8,
    // Our date-time (a fixed range, never "now") replaces the built-in one; passing
    // minDateTime/maxDateTime would bypass the format registry.
    formats: FORMATS,
  });
}

// ---------------------------------------------------------------------------------------------
// Paged lists

export interface PagingShape {
  /** Where the page object sits in the body: under `data` (enveloped) or at the root. */
  at: 'data' | 'root';
  pageSizeKey: 'pageSize' | 'page_size';
  totalPagesKey: 'totalPages' | 'total_pages';
  itemSchema: JsonSchema;
  /** Bounds of `total` and the page count from the schema, when it states them. */
  totalMinimum: number;
  totalPagesMinimum: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

function objectProperties(schema: unknown): Schema | null {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Schema;
  if (s.properties && typeof s.properties === 'object') return s.properties as Schema;
  if (Array.isArray(s.allOf)) {
    const merged: Schema = {};
    for (const part of s.allOf) Object.assign(merged, objectProperties(part) ?? {});
    return Object.keys(merged).length > 0 ? merged : null;
  }
  return null;
}

function pageShapeOf(schema: unknown, at: PagingShape['at']): PagingShape | null {
  const properties = objectProperties(schema);
  if (!properties) return null;
  const items = properties.items as Schema | undefined;
  if (!items || items.type !== 'array' || !items.items) return null;
  if (!properties.total || !properties.page) return null;
  const pageSizeKey = properties.pageSize ? 'pageSize' : properties.page_size ? 'page_size' : null;
  const totalPagesKey = properties.totalPages ? 'totalPages' : properties.total_pages ? 'total_pages' : null;
  if (!pageSizeKey || !totalPagesKey) return null;
  const minimum = (value: unknown) => (typeof (value as Schema)?.minimum === 'number' ? ((value as Schema).minimum as number) : 0);
  return {
    at,
    pageSizeKey,
    totalPagesKey,
    itemSchema: items.items as JsonSchema,
    totalMinimum: minimum(properties.total),
    totalPagesMinimum: minimum(properties[totalPagesKey]),
  };
}

/** Recognises a paged list in a prepared response schema, enveloped (`data`) or bare. */
export function detectPaging(preparedSchema: JsonSchema): PagingShape | null {
  const root = objectProperties(preparedSchema);
  if (root?.data) {
    const inData = pageShapeOf(root.data, 'data');
    if (inData) return inData;
  }
  return pageShapeOf(preparedSchema, 'root');
}

/** The page object's container in a body, or null when the body does not have one. */
export function pageContainer(body: unknown, shape: PagingShape): Record<string, unknown> | null {
  const container = shape.at === 'data' ? (body as Record<string, unknown> | null)?.data : body;
  return container && typeof container === 'object' && !Array.isArray(container) ? (container as Record<string, unknown>) : null;
}

/**
 * Fills `container` with page `request.page` of a data set of `total` items, the item at
 * absolute index i being `itemAt(i)`: items, page, page size, total and page count agree.
 */
export function fillPage(container: Record<string, unknown>, shape: PagingShape, request: PageRequest, total: number, itemAt: (index: number) => unknown): void {
  const start = (request.page - 1) * request.pageSize;
  const count = Math.max(0, Math.min(request.pageSize, total - start));
  const items: unknown[] = [];
  for (let i = 0; i < count; i++) items.push(itemAt(start + i));
  container.items = items;
  container.page = request.page;
  container[shape.pageSizeKey] = request.pageSize;
  container.total = total;
  container[shape.totalPagesKey] = Math.max(shape.totalPagesMinimum, Math.ceil(total / request.pageSize));
}

/** A generated data set: its size and its items depend on the seed only, never on the page asked for. */
export function generatedDataSet(shape: PagingShape, seed: number): { total: number; itemAt: (index: number) => unknown } {
  const total = Math.max(shape.totalMinimum, deriveSeed(seed, 0x7074) % 61);
  const itemSchema = shape.itemSchema as Schema;
  const idSchema = (itemSchema.properties as Schema | undefined)?.id as Schema | undefined;
  const sequentialIds = idSchema?.type === 'integer';
  return {
    total,
    itemAt(index) {
      const item = generateValue(shape.itemSchema, deriveSeed(seed, index + 1));
      if (sequentialIds && item && typeof item === 'object') (item as Schema).id = index + 1;
      return item;
    },
  };
}
