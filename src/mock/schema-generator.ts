/**
 * The one value generator of the mock and the contract tools, following json-schema-faker's
 * rules (Prism's generator; docs/mock-data.md). A schema is compiled once into closures drawing
 * from one seeded random: the same random gives the same value. Keywords that shape no value
 * (`if`, `dependentRequired`...) are ignored, and a schema nothing satisfies gets the nearest
 * value. The caller's `x-...` keywords are compiled by its hooks, first, as json-schema-faker's `define`.
 */
import { patternGenerator, patternRegex, type Random } from './pattern-generator.js';

export type { Random } from './pattern-generator.js';
export type Schema = Record<string, unknown>;
/** A table's own entry: a format or name such as `constructor` is none of the table's. */
export const ownEntry = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

export type Generate = (random: Random) => unknown;

interface CompileOptions {
  /** Below a `oneOf` branch, as json-schema-faker does. */
  requiredOnly: boolean;
  depth: number;
}

export interface GeneratorHooks {
  /** 1 fills every optional property. */
  optionalsProbability: number;
  /** Items of an array without `maxItems`, at most. */
  maxDefaultItems: number;
  /** Before the built-in ones. */
  formats: Readonly<Record<string, (random: Random) => string>>;
  extensions?: Readonly<Record<string, (value: unknown, schema: Schema, compile: (schema: Schema) => Generate) => Generate>>;
  objectTransform?(schema: Schema): ((value: Record<string, unknown>) => void) | null;
  /** Redoes the caller's keywords of a schema merged from an `allOf`. */
  afterMerge?(merged: Schema, parts: Schema[]): void;
}

/** Where a caller cut a recursive schema: an optional property of it is left out, an array of it gets its minimum. */
export const CUT: Schema = Object.freeze({ 'x-generator-cut': true });
const isCut = (schema: unknown): boolean => isObject(schema) && schema['x-generator-cut'] === true;

/** Past it objects get only their required properties and arrays their minimum. */
const MAX_DEPTH = 12;
const UNIQUE_ATTEMPTS = 50;
const LENGTH_ATTEMPTS = 50;
const MULTIPLE_ATTEMPTS = 20;
const NOT_ATTEMPTS = 20;
const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ALL_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const;

/** Keywords whose parts merge to the tightest. */
const BOUNDS = new Set(['minimum', 'minLength', 'minItems', 'minProperties', 'maximum', 'maxLength', 'maxItems', 'maxProperties']);
/** Keywords that change nothing generated (json-schema-faker ignores them too). */
const ANNOTATIONS = new Set([
  '$schema', '$id', '$comment', '$anchor', 'title', 'description', 'default', 'example', 'examples',
  'readOnly', 'writeOnly', 'deprecated', 'nullable', 'contentMediaType', 'contentEncoding',
]);

const hex = (random: Random, length: number) => {
  let text = '';
  for (let i = 0; i < length; i++) text += random.int(0, 15).toString(16);
  return text;
};
const pickOf = <T>(values: readonly T[]) => (random: Random) => values[random.int(0, values.length - 1)];
// Formats whose values are sets of words: drawn as patterns.
const DOMAIN = '(example\\.com|test\\.org|demo\\.net|sample\\.io)';
const LABEL = '(alpha|beta|gamma|delta|echo|fox|golf|hotel)';
const uri = patternGenerator(`^https://${DOMAIN}(/(api|v1|users|items|data|resource)){1,3}$`);
const hostname = patternGenerator(`^${LABEL}(\\.${LABEL}){0,2}\\.(com|org|net|io|dev)$`);
const email = patternGenerator(`^(alice|bob|charlie|dave|eve|frank|grace|heidi)[1-9][0-9]{0,2}@${DOMAIN}$`);

/** 2024-01-01 .. 2026-12-30, each written once (a Date and toISOString per value are slow). */
const DATE_DAYS = 3 * 365;
let dates: string[] | null = null;
const dateOf = (day: number) =>
  (dates ??= Array.from({ length: DATE_DAYS }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 86400_000).toISOString().slice(0, 10)))[day];
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const date = (random: Random) => dateOf(random.int(0, DATE_DAYS - 1));
const time = (random: Random) => `${TWO_DIGITS[random.int(0, 23)]}:${TWO_DIGITS[random.int(0, 59)]}:${TWO_DIGITS[random.int(0, 59)]}Z`;
const dateTime = (random: Random) => {
  const second = random.int(0, DATE_DAYS * 86400 - 1);
  const inDay = second % 86400;
  return `${dateOf(Math.floor(second / 86400))}T${TWO_DIGITS[Math.floor(inDay / 3600)]}:${TWO_DIGITS[Math.floor(inDay / 60) % 60]}:${TWO_DIGITS[inDay % 60]}Z`;
};
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'echo'];

/** json-schema-faker's and ajv-formats' formats (the caller's `formats` come first). */
const BUILT_IN_FORMATS: Readonly<Record<string, (random: Random) => string>> = {
  'date-time': dateTime,
  'iso-date-time': dateTime,
  date,
  time,
  'iso-time': time,
  duration: (random) => `P${random.int(1, 30)}DT${random.int(0, 23)}H${random.int(0, 59)}M`,
  'json-pointer': (random) => `/${pickOf(WORDS)(random)}/${random.int(0, 9)}`,
  'json-pointer-uri-fragment': (random) => `#/${pickOf(WORDS)(random)}/${random.int(0, 9)}`,
  'relative-json-pointer': (random) => `${random.int(0, 3)}/${pickOf(WORDS)(random)}`,
  'uri-template': (random) => `${uri(random)}/{id}`,
  regex: () => '^[a-z]+$',
  byte: (random) => Buffer.from(pickOf(WORDS)(random)).toString('base64'),
  email,
  'idn-email': email,
  uri,
  'uri-reference': uri,
  iri: uri,
  'iri-reference': uri,
  hostname,
  'idn-hostname': hostname,
  ipv4: (random) => `${random.int(1, 254)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  ipv6: (random) => Array.from({ length: 8 }, () => random.int(0, 0xffff).toString(16)).join(':'),
  uuid: (random) => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${'89ab'[random.int(0, 3)]}${hex(random, 3)}-${hex(random, 12)}`,
};
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

function randomChars(random: Random, length: number, into = ''): string {
  let text = into;
  while (text.length < length) text += CHARS[random.int(0, CHARS.length - 1)];
  return text;
}

export function compileSchema(schema: unknown, hooks: GeneratorHooks): Generate {
  return new Compiler(hooks).compile(schema, { requiredOnly: false, depth: 0 });
}

class Compiler {
  constructor(private readonly hooks: GeneratorHooks) {}

  compile(node: unknown, options: CompileOptions): Generate {
    if (node === true || node === undefined || (isObject(node) && Object.keys(node).length === 0)) return anyValue;
    // `false` (nothing is valid) and what is not a schema: no value.
    if (!isObject(node)) return () => undefined;
    const schema = node;
    const keys = Object.keys(schema);
    // Extension keywords first, the last one written winning (json-schema-faker's order).
    for (let i = keys.length - 1; i >= 0; i--) {
      const extension = this.hooks.extensions?.[keys[i]];
      if (extension) return extension(schema[keys[i]], schema, (sub) => this.compile(sub, options));
    }
    if (schema.allOf !== undefined) return this.compile(this.mergeAllOf(schema), options);
    if (schema.not !== undefined) return this.refusing(schema, options);
    if (schema.oneOf !== undefined || schema.anyOf !== undefined) return this.composition(schema, options);
    if (schema.const !== undefined) return constant(schema.const);
    if (schema.enum !== undefined) return this.enumeration(schema);
    const type = schema.type ?? inferredType(schema);
    if (Array.isArray(type)) {
      const types = type.filter((t) => typeof t === 'string');
      if (types.length === 0) return anyValue;
      const variants = types.map((t) => this.compile({ ...schema, type: t }, options));
      return variants.length === 1 ? variants[0] : (random) => variants[random.int(0, variants.length - 1)](random);
    }
    if (type === 'string') return this.string(schema);
    if (type === 'integer' || type === 'number') return this.number(schema, type === 'integer');
    if (type === 'object') return this.object(schema, options);
    if (type === 'array') return this.array(schema, options);
    return type === 'boolean' || type === 'null' ? OF_TYPE[type] : anyValue;
  }

  /** `not`: values of the rest, drawn again while `not` accepts them (as far as acceptsSimply tells). */
  private refusing(schema: Schema, options: CompileOptions): Generate {
    const { not, ...rest } = schema;
    // A bare type excluded: the other types (an `{ not: { type: 'string' } }` draws no string).
    if (rest.type === undefined && inferredType(rest) === undefined && isObject(not) && not.type !== undefined && Object.keys(not).length === 1) {
      const excluded = Array.isArray(not.type) ? not.type : [not.type];
      rest.type = ALL_TYPES.filter((t) => !excluded.includes(t) && !(t === 'integer' && excluded.includes('number')));
    }
    const generate = this.compile(rest, options);
    const accepts = (value: unknown) => acceptsSimply(not, value);
    return (random) => {
      let value = generate(random);
      for (let attempt = 1; attempt < NOT_ATTEMPTS && accepts(value); attempt++) value = generate(random);
      return value;
    };
  }

  private composition(schema: Schema, options: CompileOptions): Generate {
    // oneOf first; an anyOf beside it stays in the base, so each branch meets it too.
    const key = schema.oneOf !== undefined ? 'oneOf' : 'anyOf';
    const { [key]: branches, ...base } = schema;
    if (!Array.isArray(branches) || branches.length === 0) return this.compile(base, options);
    const generators: Generate[] = [];
    for (const branch of branches) {
      // Nothing optional below a oneOf unless every optional is filled (Prism's dynamic mode).
      const merged = this.merge([base, branch]);
      const requiredOnly = key === 'oneOf' && this.hooks.optionalsProbability < 1;
      generators.push(this.compile(merged, requiredOnly ? { ...options, requiredOnly } : options));
    }
    return generators.length === 1 ? generators[0] : (random) => generators[random.int(0, generators.length - 1)](random);
  }

  private enumeration(schema: Schema): Generate {
    if (!Array.isArray(schema.enum) || schema.enum.length === 0) return () => undefined;
    const minimum = numberOrUndefined(schema.minimum) ?? -Infinity;
    const maximum = numberOrUndefined(schema.maximum) ?? Infinity;
    const minLength = numberOrUndefined(schema.minLength) ?? 0;
    const maxLength = numberOrUndefined(schema.maxLength) ?? Infinity;
    // The values the other keywords allow (as json-schema-faker); all of them when none is.
    const allowed = schema.enum.filter((value) => {
      if (typeof value === 'number') return value >= minimum && value <= maximum;
      if (typeof value === 'string') return value.length >= minLength && value.length <= maxLength;
      return true;
    });
    const values = allowed.length > 0 ? allowed : schema.enum;
    if (values.length === 1) return constant(values[0]);
    if (values.every((value) => value === null || typeof value !== 'object')) return pickOf(values);
    return (random) => structuredClone(values[random.int(0, values.length - 1)]);
  }

  private string(schema: Schema): Generate {
    const minLength = numberOrUndefined(schema.minLength);
    const maxLength = numberOrUndefined(schema.maxLength);
    const name = typeof schema.format === 'string' ? schema.format : undefined;
    const format = name === undefined ? undefined : (ownEntry(this.hooks.formats, name) ?? ownEntry(BUILT_IN_FORMATS, name));
    if (format) {
      if (minLength === undefined && maxLength === undefined) return format;
      return (random) => {
        const value = format(random);
        if (minLength !== undefined && value.length < minLength) return randomChars(random, minLength, value);
        return maxLength !== undefined && value.length > maxLength ? value.slice(0, maxLength) : value;
      };
    }
    if (typeof schema.pattern === 'string') {
      const pattern = patternGenerator(schema.pattern);
      if (minLength === undefined && maxLength === undefined) return pattern;
      // Drawn again until the lengths fit too; the last draw (the pattern's) when none does.
      return (random) => {
        let value = pattern(random);
        for (let attempt = 1; attempt < LENGTH_ATTEMPTS; attempt++) {
          if ((minLength === undefined || value.length >= minLength) && (maxLength === undefined || value.length <= maxLength)) break;
          value = pattern(random);
        }
        return value;
      };
    }
    const low = minLength ?? 0;
    const high = Math.max(low, maxLength ?? Math.max(low + 10, 10));
    return (random) => randomChars(random, random.int(low, high));
  }

  private number(schema: Schema, integer: boolean): Generate {
    let low = numberOrUndefined(schema.minimum);
    let high = numberOrUndefined(schema.maximum);
    // OpenAPI 3.0 (draft 4): a boolean says the bound beside it is exclusive.
    let lowExclusive = schema.exclusiveMinimum === true && low !== undefined;
    let highExclusive = schema.exclusiveMaximum === true && high !== undefined;
    const exclusiveMinimum = numberOrUndefined(schema.exclusiveMinimum);
    const exclusiveMaximum = numberOrUndefined(schema.exclusiveMaximum);
    if (exclusiveMinimum !== undefined && (low === undefined || exclusiveMinimum >= low)) [low, lowExclusive] = [exclusiveMinimum, true];
    if (exclusiveMaximum !== undefined && (high === undefined || exclusiveMaximum <= high)) [high, highExclusive] = [exclusiveMaximum, true];
    // -1000 to 1000 unless a bound is beyond them.
    low ??= high === undefined || high > -1000 ? -1000 : high - 1000;
    high ??= low < 1000 ? 1000 : low + 1000;
    const multipleOf = numberOrUndefined(schema.multipleOf);
    if (multipleOf !== undefined && multipleOf > 0) {
      let first = Math.ceil(low / multipleOf);
      let last = Math.floor(high / multipleOf);
      if (lowExclusive && first * multipleOf <= low) first++;
      if (highExclusive && last * multipleOf >= high) last--;
      // No multiple in range: the nearest multiple.
      if (first > last) last = first;
      // Rounded to the step's decimals; drawn again when the quotient is not whole in floating point (0.29 / 0.01).
      const decimals = Number.isInteger(multipleOf) ? 0 : Math.min(20, (String(multipleOf).split('.')[1] ?? '').length || 20);
      const valueOf = (factor: number) => (decimals === 0 ? factor * multipleOf : Number((factor * multipleOf).toFixed(decimals)));
      const inRange = (value: number) => (lowExclusive ? value > low : value >= low) && (highExclusive ? value < high : value <= high);
      const fits = (value: number) => Number.isInteger(value / multipleOf) && (!integer || Number.isInteger(value)) && inRange(value);
      return (random) => {
        let value = valueOf(random.int(first, last));
        for (let attempt = 1; attempt < MULTIPLE_ATTEMPTS && !fits(value); attempt++) value = valueOf(random.int(first, last));
        return value;
      };
    }
    if (integer) {
      const first = lowExclusive ? Math.floor(low) + 1 : Math.ceil(low);
      const last = highExclusive ? Math.ceil(high) - 1 : Math.floor(high);
      return first >= last ? () => first : (random) => random.int(first, last);
    }
    if (low > high || (low === high && (lowExclusive || highExclusive))) return () => low;
    const span = high - low;
    const middle = low + span / 2;
    return (random) => {
      const value = low + random.next() * span;
      // An exclusive bound drawn exactly (or lost to rounding) gives the middle instead.
      return (lowExclusive && value <= low) || (highExclusive && value >= high) ? middle : value;
    };
  }

  private object(schema: Schema, options: CompileOptions): Generate {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);
    const child: CompileOptions = { requiredOnly: options.requiredOnly, depth: options.depth + 1 };
    const optionalToo = !options.requiredOnly && options.depth < MAX_DEPTH;
    // Optional properties up to maxProperties; the first ones minProperties needs are always there.
    const optional = Object.keys(properties).filter((name) => !required.has(name) && properties[name] !== false && !isCut(properties[name]));
    const needed = Math.max(0, (numberOrUndefined(schema.minProperties) ?? 0) - required.size);
    const allowed = Math.max(0, (numberOrUndefined(schema.maxProperties) ?? Infinity) - required.size);
    const kept = new Map(optional.slice(0, allowed).map((name, i) => [name, i < needed]));
    const names: string[] = [];
    const always: boolean[] = [];
    const generators: Generate[] = [];
    const add = (name: string, present: boolean, sub: unknown) => {
      names.push(name);
      always.push(present);
      generators.push(this.compile(sub, child));
    };
    for (const [name, sub] of Object.entries(properties)) {
      if (required.has(name)) {
        if (sub !== false) add(name, true, sub); // false: nothing is valid there
      } else if (kept.has(name) && (kept.get(name) || optionalToo)) add(name, kept.get(name)! || this.hooks.optionalsProbability >= 1, sub);
    }
    // A required property it does not describe: as patternProperties or additionalProperties say.
    for (const name of required) {
      if (Object.hasOwn(properties, name)) continue;
      const sub = this.undescribed(schema, name);
      if (sub !== false) add(name, true, sub);
    }
    // Still too few: members of additionalProperties' schema (any value when it is not given).
    const extra = schema.additionalProperties === false ? 0 : (numberOrUndefined(schema.minProperties) ?? 0) - names.length;
    for (let i = 1; i <= extra; i++) {
      let name = `extra${i}`;
      while (Object.hasOwn(properties, name)) name += '_';
      add(name, true, isObject(schema.additionalProperties) ? schema.additionalProperties : true);
    }
    return objectOf(names, always, generators, this.hooks.objectTransform?.(schema) ?? null, this.hooks.optionalsProbability);
  }

  /** The schema of a member `properties` does not name: the first patternProperties match, else additionalProperties. */
  private undescribed(schema: Schema, name: string): unknown {
    if (isObject(schema.patternProperties)) {
      for (const [pattern, sub] of Object.entries(schema.patternProperties)) {
        if (patternRegex(pattern)?.test(name)) return sub;
      }
    }
    return schema.additionalProperties === undefined ? true : schema.additionalProperties;
  }

  private array(schema: Schema, options: CompileOptions): Generate {
    const child: CompileOptions = { requiredOnly: options.requiredOnly, depth: options.depth + 1 };
    // A tuple: prefixItems (2020-12) or an items list (draft 4), then items or additionalItems.
    const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
    const rest = Array.isArray(schema.items) ? (schema.additionalItems ?? true) : (schema.items ?? true);
    const minItemsSet = numberOrUndefined(schema.minItems);
    const maxItemsSet = numberOrUndefined(schema.maxItems);
    let minItems = minItemsSet ?? 0;
    let maxItems = maxItemsSet ?? Math.max(minItems, tuple.length, this.hooks.maxDefaultItems);
    if (rest === false) maxItems = Math.min(maxItems, Math.max(tuple.length, minItems));
    if (maxItems < minItems) {
      if (maxItemsSet !== undefined) minItems = maxItems;
      else maxItems = minItems;
    }
    if (options.depth >= MAX_DEPTH || isCut(rest)) maxItems = Math.max(minItems, Math.min(maxItems, tuple.length));
    // The tuple's members are drawn in full where the bounds allow.
    minItems = Math.max(minItems, Math.min(tuple.length, maxItems));
    const prefix = tuple.map((sub) => this.compile(sub, child));
    const item = this.compile(rest, child);
    const contains = schema.contains !== undefined ? this.compile(schema.contains, child) : null;
    const [low, high] = [minItems, maxItems];
    const draw = (random: Random, value: unknown[]) => (value.length < prefix.length ? prefix[value.length] : item)(random);
    const withContains = (random: Random, value: unknown[]) => {
      if (contains !== null && value.length < Math.max(1, high)) value.push(contains(random));
      else if (contains !== null) value[value.length - 1] = contains(random);
      return value;
    };
    const unique = schema.uniqueItems === true;
    return (random) => {
      const length = low === high ? low : random.int(low, high);
      const value: unknown[] = [];
      const seen = unique ? new Set<string>() : null;
      for (let attempt = 0; value.length < length && attempt < length * UNIQUE_ATTEMPTS; attempt++) {
        const generated = draw(random, value);
        const key = seen && JSON.stringify(generated);
        if (seen && seen.has(key!)) continue;
        seen?.add(key!);
        value.push(generated);
      }
      return contains === null ? value : withContains(random, value);
    };
  }

  /** The schema with its `allOf` merged in. */
  private mergeAllOf(schema: Schema): Schema {
    const { allOf, ...base } = schema;
    return this.merge([base, ...(Array.isArray(allOf) ? allOf : [])]);
  }

  /**
   * One schema meaning all of `schemas` (json-schema-faker's merge, keeping the caller's
   * keywords). A part that conflicts with those before it (two patterns, two consts, types
   * that do not meet) cannot be met by one draw: it is left out, and the value fits the rest.
   */
  private merge(schemas: unknown[]): Schema {
    const target: Schema = {};
    const parts: Schema[] = [];
    for (let part of schemas) {
      if (!isObject(part)) continue;
      if (part.allOf !== undefined) part = this.mergeAllOf(part);
      const before = { ...target };
      if (this.mergeInto(target, part as Schema)) parts.push(part as Schema);
      else {
        for (const key of Object.keys(target)) delete target[key];
        Object.assign(target, before);
      }
    }
    this.hooks.afterMerge?.(target, parts);
    return target;
  }

  private mergeInto(target: Schema, source: Schema): boolean {
    for (const [key, value] of Object.entries(source)) {
      const present = Object.hasOwn(target, key);
      const current = target[key];
      if (BOUNDS.has(key)) {
        if (typeof value !== 'number') return false;
        target[key] = present ? (key.startsWith('min') ? Math.max : Math.min)(current as number, value) : value;
        continue;
      }
      switch (key) {
        case 'type': {
          if (!present) {
            target.type = value;
            break;
          }
          const both = (Array.isArray(current) ? current : [current]).filter((t) => (Array.isArray(value) ? value : [value]).includes(t));
          if (both.length === 0) return false;
          target.type = both.length === 1 ? both[0] : both;
          break;
        }
        case 'exclusiveMinimum':
        case 'exclusiveMaximum':
          // Numbers (2020-12) are bounds; booleans (draft 4) qualify the bound beside them.
          if (typeof value === 'number' && typeof current === 'number') target[key] = key === 'exclusiveMinimum' ? Math.max(current, value) : Math.min(current, value);
          else if (present && !sameJson(current, value)) return false;
          else target[key] = value;
          break;
        case 'not':
          target.not = present ? { anyOf: [current, value] } : value;
          break;
        case 'enum': {
          if (!Array.isArray(value)) return false;
          const values = present ? (current as unknown[]).filter((a) => value.some((b) => sameJson(a, b))) : value;
          if (values.length === 0) return false;
          target.enum = values;
          break;
        }
        case 'required':
          if (!Array.isArray(value)) return false;
          target.required = present ? [...new Set([...(current as unknown[]), ...value])] : value;
          break;
        case 'uniqueItems':
          target.uniqueItems = current === true || value === true;
          break;
        case 'properties':
        case 'patternProperties': {
          if (!isObject(value)) return false;
          const merged: Schema = present ? { ...(current as Schema) } : {};
          for (const [name, sub] of Object.entries(value)) merged[name] = Object.hasOwn(merged, name) ? this.merge([merged[name], sub]) : sub;
          target[key] = merged;
          break;
        }
        case 'items':
          target.items = present && !Array.isArray(value) && !Array.isArray(current) ? this.merge([current, value]) : value;
          break;
        default:
          if (ANNOTATIONS.has(key)) break;
          // The caller's keywords are redone by afterMerge; any other keyword must agree.
          if (present && !key.startsWith('x-') && !sameJson(current, value)) return false;
          target[key] = value;
      }
    }
    return true;
  }
}

function constant(value: unknown): Generate {
  return value !== null && typeof value === 'object' ? () => structuredClone(value) : () => value;
}

/** The type json-schema-faker infers from the keywords of a schema without one. */
function inferredType(schema: Schema): string | undefined {
  if (schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined || schema.minItems !== undefined || schema.maxItems !== undefined || schema.uniqueItems !== undefined) return 'array';
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.exclusiveMinimum !== undefined || schema.exclusiveMaximum !== undefined || schema.multipleOf !== undefined) return 'number';
  if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined || schema.format !== undefined) return 'string';
  return undefined;
}

/**
 * An object generator as code, each property's name a literal: a loop's `value[names[i]]` is V8's
 * slow keyed store. Names reach the code only as JSON string literals; a member named `__proto__`
 * is defined, so that it is a property, not the prototype.
 */
function objectOf(
  names: string[],
  always: boolean[],
  generators: Generate[],
  transform: ((value: Record<string, unknown>) => void) | null,
  probability: number,
): Generate {
  const statements = names.map((name, i) => {
    const set = name === '__proto__'
      ? 'Object.defineProperty(object, "__proto__", { value, enumerable: true, writable: true, configurable: true })'
      : `object[${JSON.stringify(name)}] = value`;
    const store = `value = generators[${i}](random); if (value !== undefined) ${set};`;
    return always[i] ? store : `if (random.next() < probability) { ${store} }`;
  });
  const make = new Function('generators', 'transform', 'probability', `return function generateObject(random) {
    const object = {};
    let value;
    ${statements.join('\n    ')}
    if (transform !== null) transform(object);
    return object;
  };`) as (generators: Generate[], transform: ((value: Record<string, unknown>) => void) | null, probability: number) => Generate;
  return make(generators, transform, probability);
}

const matchesType = (type: unknown, value: unknown) =>
  type === 'integer' ? Number.isInteger(value)
  : type === 'number' ? typeof value === 'number'
  : type === 'object' ? isObject(value)
  : type === 'array' ? Array.isArray(value)
  : type === 'null' ? value === null
  : typeof value === type;

/** Whether `value` meets `schema` as far as its simple keywords and compositions tell (others are taken as met). */
function acceptsSimply(schema: unknown, value: unknown): boolean {
  if (!isObject(schema)) return schema !== false;
  if (schema.type !== undefined && !(Array.isArray(schema.type) ? schema.type : [schema.type]).some((type) => matchesType(type, value))) return false;
  if (schema.const !== undefined && !sameJson(schema.const, value)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => sameJson(allowed, value))) return false;
  if (typeof value === 'string') {
    if (value.length < (numberOrUndefined(schema.minLength) ?? 0) || value.length > (numberOrUndefined(schema.maxLength) ?? Infinity)) return false;
    const regex = typeof schema.pattern === 'string' ? patternRegex(schema.pattern) : null;
    if (regex && !regex.test(value)) return false;
  }
  if (typeof value === 'number') {
    if (value < (numberOrUndefined(schema.minimum) ?? -Infinity) || value > (numberOrUndefined(schema.maximum) ?? Infinity)) return false;
    if (value <= (numberOrUndefined(schema.exclusiveMinimum) ?? -Infinity) || value >= (numberOrUndefined(schema.exclusiveMaximum) ?? Infinity)) return false;
  }
  if (isObject(value)) {
    if (Array.isArray(schema.required) && !schema.required.every((name) => Object.hasOwn(value, name))) return false;
    if (isObject(schema.properties)) {
      for (const [name, sub] of Object.entries(schema.properties)) if (Object.hasOwn(value, name) && !acceptsSimply(sub, value[name])) return false;
    }
  }
  if (Array.isArray(schema.allOf) && !schema.allOf.every((part) => acceptsSimply(part, value))) return false;
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((part) => acceptsSimply(part, value))) return false;
  if (Array.isArray(schema.oneOf) && !schema.oneOf.some((part) => acceptsSimply(part, value))) return false;
  return schema.not === undefined || !acceptsSimply(schema.not, value);
}

/** A value of each type, for `{}` and `true` (json-schema-faker's: an object or array is left empty). */
const OF_TYPE: Record<(typeof ALL_TYPES)[number], Generate> = {
  string: (random) => randomChars(random, random.int(0, 10)),
  number: (random) => -1000 + random.next() * 2000,
  integer: (random) => random.int(-1000, 1000),
  boolean: (random) => random.next() < 0.5,
  null: () => null,
  object: () => ({}),
  array: () => [],
};

function anyValue(random: Random): unknown {
  return OF_TYPE[ALL_TYPES[random.int(0, ALL_TYPES.length - 1)]](random);
}
