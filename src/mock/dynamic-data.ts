/**
 * Data generated from the spec's schemas, the same for the same seed (docs/mock-data.md). Schemas
 * are prepared once (local `$ref`s inlined, OpenAPI-only keywords and writeOnly properties dropped,
 * the meaning of strings and date ranges written as this file's keywords) and compiled on their
 * first value by schema-generator.ts, with GENERATOR_HOOKS. Paged lists are recognised from the
 * schema and filled so that page, size, items and totals agree.
 */
import type { Faker, Randomizer } from '@faker-js/faker';
import { CUSTOM_FORMAT_GENERATORS } from '../formats/index.js';
import { onFirstUse } from '../lazy-require.js';
import { resolveRef, type OpenApiDocument } from '../pipeline/spec-model.js';
import { fnv1a, mulberry32 } from '../seeded-random.js';
import { patternRegex, SeededRandom, type Random } from './pattern-generator.js';
import { compileSchema, CUT, ownEntry, type Generate, type GeneratorHooks, type Schema } from './schema-generator.js';

/** A `$ref` nested past it is CUT. */
const MAX_REF_DEPTH = 6;
/** Internal keywords of prepared schemas, compiled by GENERATOR_HOOKS.extensions. */
const FAKER_KEYWORD = 'x-mock-faker';
const RANGES_KEYWORD = 'x-mock-ranges';
/** The spec's hints (docs/mock-data.md). */
export const FAKER_HINT = 'x-faker';
export const NOT_BEFORE_HINT = 'x-mock-not-before';
const TEXT_KEYWORD = 'x-mock-text';
const WORDS = (
  'alpha beta gamma delta report source policy record update review status audit keyword campaign ' +
  'summary document employee payroll leave attendance crawler schedule ranking engagement budget ' +
  'north south east west blue green amber quarterly monthly weekly daily draft final sample demo'
).split(' ');

/** A sub-seed (items, retries) of a seed: a mulberry32 step. */
export function deriveSeed(seed: number, salt: number): number {
  return mulberry32((seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0)() * 4294967296;
}

export const seedFromString = (text: string): number => fnv1a(text);

// faker's English locale only (every locale loads far slower), on the first generated body
// (examples never need it); required, so generation stays synchronous.
let faker: Faker | null = null;
const englishFaker = onFirstUse<{ faker: Faker }>('@faker-js/faker/locale/en');

/** faker's random as mulberry32: it is seeded per value, and its Mersenne Twister's seeding is slow. */
function mulberryRandomizer(): Randomizer {
  let random = mulberry32(0x5eed);
  return {
    next: () => random(),
    seed(seed) {
      random = mulberry32(Array.isArray(seed) ? seed.reduce((mixed, part) => deriveSeed(mixed, part), 0) : seed);
    },
  };
}

function loadedFaker(): Faker {
  if (!faker) {
    // The English definitions in an instance of our random (the main entry would load every locale).
    const english = englishFaker().faker;
    const FakerClass = english.constructor as new (options: { locale: Faker['rawDefinitions']; randomizer: Randomizer }) => Faker;
    faker = new FakerClass({ locale: english.rawDefinitions, randomizer: mulberryRandomizer() });
  }
  return faker;
}

/** A faker generator by its path (`person.fullName`), or null when faker has none. */
export function fakerMethod(path: string): ((...args: unknown[]) => unknown) | null {
  let owner: unknown = null;
  let node: unknown = loadedFaker();
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return null;
    owner = node;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'function' ? (node as (...args: unknown[]) => unknown).bind(owner) : null;
}

/** By property name, lower case without `_`/`-`, when the spec gives no hint: each faker method's names. */
const BY_NAME: Record<string, string> = Object.fromEntries(
  Object.entries({
    'person.firstName': 'firstname givenname',
    'person.lastName': 'lastname surname familyname',
    'person.fullName': 'fullname displayname personname employeename membername authorname contactname',
    'person.jobTitle': 'jobtitle',
    'internet.exampleEmail': 'email emailaddress',
    'internet.username': 'username',
    'finance.currencyCode': 'currency currencycode',
    'location.countryCode': 'country countrycode',
    'location.country': 'countryname',
    'location.city': 'city',
    'location.street': 'street',
    'location.streetAddress': 'streetaddress',
    'location.zipCode': 'postalcode postcode zipcode',
    'internet.url': 'url website homepage',
    'internet.domainName': 'domain hostname',
    'company.name': 'company companyname organization organisation',
  }).flatMap(([path, names]) => names.split(' ').map((name) => [name, path])),
);

/** For the formats whose built-in values read badly. */
const BY_FORMAT: Record<string, string> = {
  email: 'internet.exampleEmail',
  'idn-email': 'internet.exampleEmail',
  uri: 'internet.url',
  url: 'internet.url',
  hostname: 'internet.domainName',
};

/** Whether a string fits a schema's lengths and pattern. */
function stringCheck(schema: Schema): (value: unknown) => value is string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const pattern = typeof schema.pattern === 'string' ? patternRegex(schema.pattern) : null;
  return (value): value is string => typeof value === 'string' && value.length >= min && value.length <= max && (!pattern || pattern.test(value));
}

/**
 * A faker method's draws: its value for one of FAKER_SEEDS seeds, each made once and kept (faker
 * is slow); the generator's random picks the seed, so a body still depends on its seed alone.
 */
const FAKER_SEEDS = 8192;
type FakerDraw = (random: Random) => unknown;
const fakerDraws = new Map<string, FakerDraw | null>();

function fakerDrawOf(path: string): FakerDraw | null {
  let draw = fakerDraws.get(path);
  if (draw === undefined) {
    const method = fakerMethod(path);
    const hash = fnv1a(path);
    // By seed index; null for a value of undefined.
    const values = new Array<unknown>(FAKER_SEEDS);
    draw = method && ((random) => {
      const index = random.int(0, FAKER_SEEDS - 1);
      if (values[index] === undefined) {
        loadedFaker().seed(deriveSeed(hash, index));
        values[index] = method() ?? null;
      }
      return values[index];
    });
    fakerDraws.set(path, draw);
  }
  return draw;
}

/** The faker method for a string: the spec's `x-faker`, else its format's, else its name's. */
function meaningOf(raw: Schema, out: Schema, propertyName: string | undefined): string | undefined {
  if (typeof raw[FAKER_HINT] === 'string') return raw[FAKER_HINT] as string;
  if (typeof out.format === 'string') return ownEntry(BY_FORMAT, out.format);
  return propertyName ? ownEntry(BY_NAME, propertyName.toLowerCase().replace(/[_-]/g, '')) : undefined;
}

const isoDate = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN);
/** YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (the generator's), which sort as their dates do. */
const isPlainIso = (value: string) => (value.length === 10 || (value.length === 20 && value[19] === 'Z')) && value[4] === '-' && value[7] === '-';
/** Whether `a` is a later date than `b`; as text where it can (Date.parse is slow). */
function isLater(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && a.length === b.length && isPlainIso(a) && isPlainIso(b)) return a > b;
  return isoDate(a) > isoDate(b);
}

/** Puts every (earlier, later) pair of an object in order. */
function orderRanges(value: Record<string, unknown>, ranges: Array<[string, string]>): void {
  // A chain (start ≤ end ≤ payDate) settles within as many passes as it has links.
  for (let pass = 0; pass <= ranges.length; pass++) {
    let swapped = false;
    for (const [earlier, later] of ranges) {
      if (isLater(value[earlier], value[later])) {
        [value[earlier], value[later]] = [value[later], value[earlier]];
        swapped = true;
      }
    }
    if (!swapped) return;
  }
}

/** `periodStart`, `start_date` → period start, start date. */
const wordsOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The word that opens a range and the words that may close it. */
const RANGE_WORDS: Record<string, string[]> = {
  start: ['end', 'finish'],
  starts: ['ends'],
  started: ['finished', 'ended', 'completed'],
  begin: ['end'],
  from: ['to', 'until'],
};

/** Range pairs told by property names (start_date/end_date, startedAt/finishedAt) of the same date format. */
function rangePairsByName(properties: Schema): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const formatOf = (name: string) => (properties[name] as Schema | undefined)?.format;
  const byWords = new Map(Object.keys(properties).map((name) => [wordsOf(name).join(' '), name]));
  for (const name of Object.keys(properties)) {
    const format = formatOf(name);
    if (format !== 'date' && format !== 'date-time') continue;
    const words = wordsOf(name);
    words.forEach((word, at) => {
      for (const closing of RANGE_WORDS[word] ?? []) {
        const later = byWords.get([...words.slice(0, at), closing, ...words.slice(at + 1)].join(' '));
        if (later && formatOf(later) === format) pairs.push([name, later]);
      }
    });
  }
  return pairs;
}

function readableText(random: Random, min: number, max: number): string {
  let text = '';
  const target = Math.min(max, Math.max(min, random.int(1, 3) * 7));
  while (text.length < target) text += (text ? ' ' : '') + WORDS[random.int(0, WORDS.length - 1)];
  text = text.slice(0, max).trimEnd();
  while (text.length < min) text += 'x';
  return text;
}

/** Beside the generator's own formats. */
const FORMATS: Record<string, (random: Random) => string> = {
  password: () => '********',
  binary: () => '',
  ...CUSTOM_FORMAT_GENERATORS,
};

const DROPPED = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'readOnly', 'deprecated', 'nullable', 'description', 'title', 'default']);

const isStringSchema = (out: Schema) => out.type === 'string' || (out.type === undefined && (out.minLength !== undefined || out.maxLength !== undefined));

/** The lengths of readable text for a plain string, or null. */
function textBounds(out: Schema): { min: number; max: number } | null {
  if (!isStringSchema(out) || out.format !== undefined || out.pattern !== undefined || out.enum !== undefined || out.const !== undefined) return null;
  const min = typeof out.minLength === 'number' ? out.minLength : 1;
  const max = typeof out.maxLength === 'number' ? out.maxLength : Math.max(min, 40);
  return max >= min ? { min, max } : null;
}

/** Where a plain string's values come from: a faker method (with text as its fallback), else readable text. */
function writeStringSource(out: Schema, method: string | undefined): void {
  const text = textBounds(out);
  if (method && isStringSchema(out) && out.enum === undefined && out.const === undefined) out[FAKER_KEYWORD] = { method, text };
  else if (text) out[TEXT_KEYWORD] = text;
}

/** Inlines local refs, drops what generation must not see, and writes this file's keywords. */
function prepare(document: OpenApiDocument, node: unknown, depth: Map<string, number>, propertyName?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => prepare(document, item, depth));
  if (!node || typeof node !== 'object') return node;
  const schema = node as Schema;
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    const seen = depth.get(ref) ?? 0;
    if (seen >= MAX_REF_DEPTH) return CUT;
    depth.set(ref, seen + 1);
    const resolved = prepare(document, resolveRef<unknown>(document, { $ref: ref }), depth, propertyName);
    depth.set(ref, seen);
    return resolved;
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      const properties: Schema = {};
      const writeOnly: string[] = [];
      // `x-mock-not-before: <sibling>` hints, as (earlier, later) pairs: beside a `$ref`, else on its target.
      const notBefore: Array<[string, string]> = [];
      for (const [name, sub] of Object.entries(value as Schema)) {
        const resolved = sub && typeof sub === 'object' && '$ref' in (sub as Schema) ? resolveRef<unknown>(document, { $ref: (sub as Schema).$ref as string }) : sub;
        if ((resolved as Schema | undefined)?.writeOnly === true) {
          writeOnly.push(name);
          continue;
        }
        properties[name] = prepare(document, sub, depth, name);
        const hinted = (sub as Schema | undefined)?.[NOT_BEFORE_HINT] === undefined ? resolved : sub;
        const earlier = (hinted as Schema | undefined)?.[NOT_BEFORE_HINT];
        if (typeof earlier === 'string') notBefore.push([earlier, name]);
      }
      out.properties = properties;
      const formatOf = (name: string) => (properties[name] as Schema | undefined)?.format;
      const ranges = [...rangePairsByName(properties), ...notBefore.filter(([a, b]) => formatOf(a) === formatOf(b))];
      if (ranges.length > 0) out[RANGES_KEYWORD] = ranges;
      if (writeOnly.length > 0 && Array.isArray(schema.required)) out.required = (schema.required as string[]).filter((name) => !writeOnly.includes(name));
      continue;
    }
    if (key === 'required' && 'required' in out) continue;
    out[key] = key === 'enum' || key === 'const' ? value : prepare(document, value, depth);
  }
  writeStringSource(out, meaningOf(schema, out, propertyName));
  // A number of format int32/int64 is an integer whatever its type says (a header `536.29` breaks every client).
  if (out.type === 'number' && (out.format === 'int32' || out.format === 'int64')) out.type = 'integer';
  if (out.type === 'integer' || out.type === 'number') {
    // OpenAPI 3.0 exclusive bounds are booleans: as 2020-12 numbers, the bounds below see them.
    if (out.exclusiveMinimum === true && typeof out.minimum === 'number') [out.exclusiveMinimum, out.minimum] = [out.minimum, undefined];
    if (out.exclusiveMaximum === true && typeof out.maximum === 'number') [out.exclusiveMaximum, out.maximum] = [out.maximum, undefined];
    if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
    if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
    for (const key of ['minimum', 'maximum'] as const) if (out[key] === undefined) delete out[key];
    // Unbounded numbers read better small and non-negative, unless an enum or const names the values.
    const low = (out.minimum ?? out.exclusiveMinimum) as number | undefined;
    const high = (out.maximum ?? out.exclusiveMaximum) as number | undefined;
    const named = out.enum !== undefined || out.const !== undefined;
    if (!named && low === undefined && (high === undefined || high > 0)) out.minimum = 0;
    if (!named && high === undefined) out.maximum = ((out.minimum ?? out.exclusiveMinimum) as number) + 1000;
  }
  if (out.type === 'array' && out.minItems === undefined && out.items !== CUT && (typeof out.maxItems !== 'number' || out.maxItems >= 1)) out.minItems = 1;
  return out;
}

/** An unpaged list (`total` and `items`, no page): its total is its number of items. */
function isUnpagedList(schema: Schema): boolean {
  const properties = schema.properties as Schema | undefined;
  if (!properties?.total || !properties.items || properties.page) return false;
  return (properties.items as Schema).type === 'array' && ['integer', 'number'].includes(String((properties.total as Schema).type));
}

const prepared = new WeakMap<object, Schema>();

/** Prepared once per schema object. */
export function prepareSchema(document: OpenApiDocument, schema: unknown): Schema {
  if (!schema || typeof schema !== 'object') return schema as Schema;
  let result = prepared.get(schema);
  if (!result) prepared.set(schema, (result = prepare(document, schema, new Map()) as Schema));
  return result;
}

/** This file's keywords for schema-generator.ts, as prepare() wrote them. */
export const GENERATOR_HOOKS: GeneratorHooks = {
  optionalsProbability: 0.8,
  maxDefaultItems: 3,
  formats: FORMATS,
  extensions: {
    [FAKER_KEYWORD](value, schema, compile): Generate {
      const { method: path, text } = value as { method: string; text: { min: number; max: number } | null };
      const { [FAKER_KEYWORD]: _hint, ...plain } = schema;
      const otherwise = compile(text ? { ...plain, [TEXT_KEYWORD]: text } : plain);
      const fits = stringCheck(schema);
      // Resolved on the first value, so compiling loads no faker.
      let draw: FakerDraw | null | undefined;
      return (random) => {
        if (draw === undefined) draw = fakerDrawOf(path);
        // A value that fits the schema, drawn up to three times.
        for (let attempt = 0; draw && attempt < 3; attempt++) {
          const produced = draw(random);
          if (fits(produced)) return produced;
        }
        return otherwise(random);
      };
    },
    [TEXT_KEYWORD](value): Generate {
      const { min, max } = value as { min: number; max: number };
      return (random) => readableText(random, min, max);
    },
  },
  objectTransform(schema) {
    const ranges = schema[RANGES_KEYWORD] as Array<[string, string]> | undefined;
    const unpaged = isUnpagedList(schema);
    if (!ranges && !unpaged) return null;
    return (value) => {
      if (ranges) orderRanges(value, ranges);
      if (unpaged && Array.isArray(value.items) && typeof value.total === 'number') value.total = value.items.length;
    };
  },
  afterMerge(merged, parts) {
    // Ranges of every part, and pairs the merged properties make across parts.
    const ranges = new Map<string, [string, string]>();
    const add = (pair: [string, string]) => ranges.set(`${pair[0]}\u0000${pair[1]}`, pair);
    for (const part of parts) ((part[RANGES_KEYWORD] as Array<[string, string]> | undefined) ?? []).forEach(add);
    if (merged.properties && typeof merged.properties === 'object') rangePairsByName(merged.properties as Schema).forEach(add);
    if (ranges.size > 0) merged[RANGES_KEYWORD] = [...ranges.values()];
    else delete merged[RANGES_KEYWORD];
    // Text and faker hints as prepare() would write them for the merged constraints.
    const hint = merged[FAKER_KEYWORD] as { method: string } | undefined;
    delete merged[FAKER_KEYWORD];
    delete merged[TEXT_KEYWORD];
    writeStringSource(merged, hint?.method);
  },
};

/** Every optional property present (json-schema-faker's fillProperties, Prism's dynamic mode). */
const FILLING_HOOKS: GeneratorHooks = { ...GENERATOR_HOOKS, optionalsProbability: 1 };

const compiled = new WeakMap<object, Generate>();
const compiledFilling = new WeakMap<object, Generate>();

/** One value for a prepared schema, compiled on its first value; the same seed gives the same value. */
export function generateValue(schema: Schema, seed: number, fill = false): unknown {
  if (!schema || typeof schema !== 'object') return compileSchema(schema, GENERATOR_HOOKS)(new SeededRandom(seed === 0 ? 0x5eed : seed));
  const cache = fill ? compiledFilling : compiled;
  let generate = cache.get(schema);
  if (!generate) cache.set(schema, (generate = compileSchema(schema, fill ? FILLING_HOOKS : GENERATOR_HOOKS)));
  return generate(new SeededRandom(seed === 0 ? 0x5eed : seed));
}

// ---------------------------------------------------------------------------------------------
// Paged lists

export interface PagingShape {
  at: 'data' | 'root';
  pageSizeKey: 'pageSize' | 'page_size';
  totalPagesKey: 'totalPages' | 'total_pages';
  itemSchema: Schema;
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
    itemSchema: items.items as Schema,
    totalMinimum: minimum(properties.total),
    totalPagesMinimum: minimum(properties[totalPagesKey]),
  };
}

/** A paged list in a prepared response schema, enveloped (`data`) or bare. */
export function detectPaging(preparedSchema: Schema): PagingShape | null {
  return pageShapeOf(objectProperties(preparedSchema)?.data, 'data') ?? pageShapeOf(preparedSchema, 'root');
}

/**
 * The prepared schema with the page's item array held empty (in the `allOf` part that declares
 * it), since fillPage replaces the items; the schema itself when no part does.
 */
export function pageShell(preparedSchema: Schema, shape: PagingShape): Schema {
  const withEmptyItems = (page: Schema): Schema | null => {
    const properties = page.properties as Schema | undefined;
    if (properties?.items) return { ...page, properties: { ...properties, items: { type: 'array', maxItems: 0 } } };
    if (!Array.isArray(page.allOf)) return null;
    let found = false;
    const parts = page.allOf.map((part: unknown) => {
      const shell = found || !part || typeof part !== 'object' ? null : withEmptyItems(part as Schema);
      found ||= shell !== null;
      return shell ?? part;
    });
    return found ? { ...page, allOf: parts } : null;
  };
  if (shape.at === 'root') return withEmptyItems(preparedSchema) ?? preparedSchema;
  const data = (preparedSchema.properties as Schema | undefined)?.data as Schema | undefined;
  const shell = data && withEmptyItems(data);
  return shell ? { ...preparedSchema, properties: { ...(preparedSchema.properties as Schema), data: shell } } : preparedSchema;
}

/** The page object's container in a body, or null. */
export function pageContainer(body: unknown, shape: PagingShape): Record<string, unknown> | null {
  const container = shape.at === 'data' ? (body as Record<string, unknown> | null)?.data : body;
  return container && typeof container === 'object' && !Array.isArray(container) ? (container as Record<string, unknown>) : null;
}

/** Fills `container` with a page of a data set of `total` items, so that its fields agree. */
export function fillPage(
  container: Record<string, unknown>,
  shape: PagingShape,
  request: PageRequest,
  total: number,
  itemAt: (index: number) => unknown,
): void {
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

/** A generated data set: it depends on the seed only, never on the page asked for. */
export function generatedDataSet(shape: PagingShape, seed: number, fill = false): { total: number; itemAt: (index: number) => unknown } {
  const total = Math.max(shape.totalMinimum, deriveSeed(seed, 0x7074) % 61);
  const itemSchema = shape.itemSchema as Schema;
  const idSchema = (itemSchema.properties as Schema | undefined)?.id as Schema | undefined;
  const sequentialIds = idSchema?.type === 'integer';
  return {
    total,
    itemAt(index) {
      const item = generateValue(shape.itemSchema, deriveSeed(seed, index + 1), fill);
      if (sequentialIds && item && typeof item === 'object') (item as Schema).id = index + 1;
      return item;
    },
  };
}
