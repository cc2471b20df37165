/**
 * Response validation of answers that carry JsonFragments (list items the store wrote as JSON
 * text: src/pipeline/json-fragment.ts) without parsing the fragments back.
 *
 * Parsing a page of 20 store-written items to hand it to ajv was three quarters of what
 * `RESPONSE_VALIDATION=warn` cost per list request (docs/performance.md). Store-written items
 * all have one layout: the same keys in the same order, no whitespace, no escapes in most
 * values. For each layout seen, a sticky regular expression is compiled from the item schema
 * that matches exactly such an item (every key, a JSON value of the documented type for each)
 * and captures the values that have constraints; the constraints are then checked on the
 * captures with ajv's own format functions and the spec's patterns, as ajv would.
 *
 * The check only ever says "valid" or "cannot tell": a fragment that does not match a known
 * layout, a schema with a keyword this module does not model, or a failure anywhere sends the
 * whole answer to JSON.parse and ajv, which give the verdict and its message. So a response is
 * never passed here that ajv would refuse: the shapes it accepts are a subset of ajv's, proved
 * by test/pipeline/fragment-check.test.ts against ajv on mutated pages.
 */
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import ajvFormats from 'ajv-formats/dist/formats.js';
import { JsonFragment } from './json-fragment.js';

const ucs2length = ((ucs2lengthModule as unknown as { default?: (s: string) => number }).default ?? ucs2lengthModule) as (s: string) => number;

type Schema = Record<string, unknown>;

/** ajv-formats' `date` (full mode): its regular expression allocated three strings per date, the largest cost left. */
const ajvDate = (ajvFormats as unknown as { fullFormats: { date: { validate: unknown } } }).fullFormats.date.validate;
/** ajv-formats' `email` (full mode): a case-insensitive expression of ASCII characters. */
const ajvEmail = (ajvFormats as unknown as { fullFormats: { email: RegExp } }).fullFormats.email;

/**
 * ajv-formats' `email` without its `i` flag, to stand inside an item's expression: each
 * `a-z` of its classes becomes `a-zA-Z`. Without the `u` flag, `i` folds only ASCII letters
 * onto each other, so the two match the same strings; none of its characters needs an escape
 * in JSON, and its groups capture nothing. Null if ajv-formats' expression is not of that
 * form any more.
 * test/pipeline/fragment-check.test.ts holds it to ajv-formats' expression.
 */
export const EMAIL_SOURCE: string | null =
  ajvEmail.flags === 'i' && ajvEmail.source.startsWith('^') && ajvEmail.source.endsWith('$') && /^[a-z0-9!#$%&'*+/=?^_`{|}~.@\\()[\]:-]*$/.test(ajvEmail.source) && !/\((?!\?:)/.test(ajvEmail.source)
    ? `(?:${ajvEmail.source.slice(1, -1).replaceAll('a-z', 'a-zA-Z')})`
    : null;

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * ajv-formats' `date`, read off the characters instead of a regular expression's captures:
 * YYYY-MM-DD in ASCII digits, a month 1 to 12, a day within it (RFC 3339's leap years).
 * test/pipeline/fragment-check.test.ts holds it to ajv-formats' own function, day by day.
 */
export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return false;
    year = year * 10 + digit;
  }
  const m1 = value.charCodeAt(5) - 48;
  const m2 = value.charCodeAt(6) - 48;
  const d1 = value.charCodeAt(8) - 48;
  const d2 = value.charCodeAt(9) - 48;
  if (m1 < 0 || m1 > 9 || m2 < 0 || m2 > 9 || d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return false;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month]);
}

/**
 * isCalendarDate as an expression, for a date matched inside an item's expression without a
 * capture: months of 31, 30 and 28 days, and the 29th of February in leap years (a year
 * divisible by 4 but not by 100, or by 400; `0000` too, as ajv-formats reads it).
 * test/pipeline/fragment-check.test.ts holds it to ajv-formats' own function.
 */
export const CALENDAR_DATE_SOURCE =
  '(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))' +
  '|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[048]|[2468][048]|[13579][26])00)-02-29)';

/** What the checker needs of the schema compiler: $ref resolution and ajv's formats. */
export interface SchemaContext {
  /** The schema a `$ref` points at, as ajv sees it; undefined when it is not a local component. */
  resolve(ref: string): Schema | undefined;
  /** Ajv's check of a format for a value of `type` (its expression or function); null: the format does not apply to that type; undefined: unknown. */
  format(name: string, type: 'string' | 'number'): RegExp | ((value: never) => boolean) | null | undefined;
}

/** Keywords that never change a verdict. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'example', 'examples', 'readOnly', 'writeOnly', 'deprecated', '$comment']);
const STRING_KEYWORDS = new Set(['type', 'pattern', 'format', 'enum', 'minLength', 'maxLength']);
const NUMBER_KEYWORDS = new Set(['type', 'format', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const OBJECT_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties']);

/**
 * JSON whitespace between tokens: none in SQLite's json functions, spaces around `:` and `,`
 * in PostgreSQL's. Each layout gets an expression without it (tried first: a third faster)
 * and one with it.
 */
const WS = '\u0000';
const SPACE = '[\\t\\n\\r ]*';
/** A JSON string with no escapes and no control characters: its text is its value. */
const STRING = '"([^"\\\\\\u0000-\\u001f]*)"';
const STRING_UNCAPTURED = '"[^"\\\\\\u0000-\\u001f]*"';
/** A string whose JSON text is its value between quotes (what STRING matches). */
// eslint-disable-next-line no-control-regex -- JSON strings cannot hold raw control characters
const PLAIN_STRING = /^[^"\\\u0000-\u001f]*$/;
/** A JSON number, as JSON.parse reads it. */
const NUMBER = '(-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)';

class Unsupported extends Error {}

/** What a captured value must pass: a pattern or format expression, an enum, a function (a format, a bound). */
type Predicate = RegExp | Set<unknown> | ((value: never) => boolean);

/** One capture: its text (a string's value) or the number it reads as, and what that must pass. */
interface Capture {
  number: boolean;
  predicates: Predicate[];
}

/** A value's regular expression source and its captures, in order. */
interface ValuePattern {
  source: string;
  checks: Capture[];
}

/** One layout's item, as an expression without whitespace between tokens and one with, and the check of a match's captures. */
interface ItemPattern {
  compact: RegExp;
  spaced: RegExp;
  check: (match: RegExpExecArray) => boolean;
}

/** Object keys in the order one item has them, nested objects included: what a regular expression is built for. */
type Layout = Array<[key: string, nested: Layout | null]>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function onlyKeywords(schema: Schema, allowed: Set<string>): void {
  for (const key of Object.keys(schema)) if (!allowed.has(key) && !ANNOTATIONS.has(key)) throw new Unsupported(key);
}

export class FragmentChecks {
  /** Per path of a fragment in the answer (`data.items`): its item schema, or null when this module cannot model it. */
  private readonly itemSchemas = new Map<string, Schema | null>();
  /** Per item schema: compiled expressions by layout. */
  private readonly patterns = new WeakMap<Schema, { known: Set<string>; usable: ItemPattern[] }>();

  constructor(
    private readonly root: unknown,
    private readonly context: SchemaContext,
  ) {}

  /**
   * True when `value` (the answer with JsonFragments in place) conforms, given `validate`
   * (ajv's validator of the whole answer); undefined when this cannot tell and the answer must
   * be parsed and validated whole.
   */
  check(value: unknown, validate: (data: unknown) => boolean): true | undefined {
    const found: Found = { parents: [], keys: [], paths: [], outside: false };
    findFragments(value, [], found);
    if (found.outside || found.keys.length === 0) return undefined;
    const fragments = found.keys.map((key, i) => found.parents[i][key] as JsonFragment);
    for (let i = 0; i < fragments.length; i++) {
      const item = this.itemSchemaAt(found.paths[i]);
      if (!item || !this.matches(item, fragments[i].text)) return undefined;
    }
    // The items are settled; ajv checks everything around them, each fragment an empty array
    // for the moment (the answer is serialised already: nothing else reads these objects).
    for (let i = 0; i < fragments.length; i++) found.parents[i][found.keys[i]] = [];
    try {
      return validate(value) ? true : undefined;
    } finally {
      for (let i = 0; i < fragments.length; i++) found.parents[i][found.keys[i]] = fragments[i];
    }
  }

  private itemSchemaAt(path: string[]): Schema | null {
    const key = path.join('\u0000');
    let item = this.itemSchemas.get(key);
    if (item === undefined) {
      try {
        item = this.findItemSchema(path);
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        item = null;
      }
      this.itemSchemas.set(key, item);
    }
    return item;
  }

  /** `$ref`s followed; a schema with `$ref` beside other assertions is not modelled. */
  private resolved(schema: unknown): Schema {
    let current = schema as Schema;
    for (let hops = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
      if (hops > 32 || Object.keys(current).some((key) => key !== '$ref' && !ANNOTATIONS.has(key))) throw new Unsupported('$ref');
      const target = this.context.resolve(current.$ref as string);
      if (!target) throw new Unsupported('$ref');
      current = target;
    }
    if (!current || typeof current !== 'object' || Array.isArray(current)) throw new Unsupported('schema');
    return current;
  }

  /** Every schema that applies to a value: the schema itself and its allOf branches, flattened. */
  private applicable(schema: unknown): Schema[] {
    const own = this.resolved(schema);
    for (const key of ['anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'patternProperties', 'propertyNames', 'dependencies', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'const', 'contains']) {
      if (key in own) throw new Unsupported(key);
    }
    const { allOf, ...rest } = own;
    if (allOf === undefined) return [own];
    if (!Array.isArray(allOf)) throw new Unsupported('allOf');
    return [rest, ...allOf.flatMap((branch) => this.applicable(branch))];
  }

  /**
   * The schema of the items of the array at `path`. Every schema that applies there may say
   * only that it is an array and what its items are, so that ajv given an empty array in its
   * place checks everything else about the answer; exactly one of them names the items.
   */
  private findItemSchema(path: string[]): Schema {
    let schemas = this.applicable(this.root);
    for (const name of path) {
      const next: Schema[] = [];
      for (const schema of schemas) {
        const properties = schema.properties as Record<string, unknown> | undefined;
        if (properties && Object.hasOwn(properties, name)) next.push(...this.applicable(properties[name]));
        else if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== 'boolean') throw new Unsupported('additionalProperties');
      }
      schemas = next;
    }
    const items: unknown[] = [];
    for (const schema of schemas) {
      onlyKeywords(schema, new Set(['type', 'items', 'properties', 'required', 'additionalProperties']));
      if (schema.type !== undefined && schema.type !== 'array') throw new Unsupported('type');
      if (schema.items !== undefined) items.push(schema.items);
    }
    if (items.length !== 1 || Array.isArray(items[0])) throw new Unsupported('items');
    const itemSchemas = this.applicable(items[0]);
    if (itemSchemas.length !== 1) throw new Unsupported('items');
    return itemSchemas[0];
  }

  /** Whether every item of the fragment's array matches `item`'s expression for its layout. */
  private matches(item: Schema, text: string): boolean {
    let layouts = this.patterns.get(item);
    if (!layouts) this.patterns.set(item, (layouts = { known: new Set(), usable: [] }));
    for (const pattern of layouts.usable) if (matchesPattern(pattern, text)) return true;
    // A layout not seen yet (or a page that breaks the known ones): learn the first item's
    // layout from the text itself; the parse is paid once per new layout and on answers that
    // go to ajv anyway.
    if (layouts.known.size >= 8) return false;
    let first: unknown;
    try {
      first = (JSON.parse(text) as unknown[])[0];
    } catch {
      return false;
    }
    const layout = layoutOf(first);
    if (!layout) return false;
    const name = JSON.stringify(layout);
    if (layouts.known.has(name)) return false;
    layouts.known.add(name);
    let pattern: ItemPattern;
    try {
      const built = this.objectPattern(item, layout);
      pattern = {
        compact: new RegExp(built.source.replaceAll(WS, ''), 'y'),
        spaced: new RegExp(built.source.replaceAll(WS, SPACE), 'y'),
        check: compileCaptureCheck(built.checks),
      };
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      return false;
    }
    layouts.usable.push(pattern);
    return matchesPattern(pattern, text);
  }

  /** An object of exactly `layout`'s keys in that order, each a documented property (required ones all there). */
  private objectPattern(schema: Schema, layout: Layout): ValuePattern {
    onlyKeywords(schema, OBJECT_KEYWORDS);
    if (schema.type !== 'object') throw new Unsupported('type');
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const keys = new Set(layout.map(([key]) => key));
    for (const required of (schema.required ?? []) as string[]) if (!keys.has(required)) throw new Unsupported('required');
    const checks: ValuePattern['checks'] = [];
    const members = layout.map(([key, nested]) => {
      if (!Object.hasOwn(properties, key) || JSON.stringify(key) !== `"${key}"`) throw new Unsupported('property');
      const value = this.valuePattern(properties[key], nested);
      checks.push(...value.checks);
      return `"${escapeRegExp(key)}"${WS}:${WS}${value.source}`;
    });
    return { source: `\\{${WS}${members.join(`${WS},${WS}`)}${WS}\\}`, checks };
  }

  /** A property's value: a string, number, boolean or object schema, or one of them or null (OpenAPI's nullable). */
  private valuePattern(raw: unknown, nested: Layout | null): ValuePattern {
    const schema = this.resolved(raw);
    const alternatives = schema.anyOf as unknown[] | undefined;
    if (alternatives !== undefined) {
      // toJsonSchema writes `nullable: true` as anyOf [{type: 'null'}, schema].
      onlyKeywords(schema, new Set(['anyOf']));
      const [nullBranch, other, ...more] = alternatives as Schema[];
      if (more.length > 0 || !nullBranch || Object.keys(nullBranch).length !== 1 || nullBranch.type !== 'null') throw new Unsupported('anyOf');
      const value = this.valuePattern(other, nested);
      // Inside `null`, the value's groups stay undefined, and everyItem does not check them.
      return { source: `(?:null|${value.source})`, checks: value.checks };
    }
    // A value meets every schema of an allOf (`allOf: [$ref]` beside a description): those that
    // assert anything must be of one type, and their checks all apply.
    const asserting = this.applicable(schema).filter((part) => Object.keys(part).some((key) => !ANNOTATIONS.has(key)));
    if (asserting.length === 0) throw new Unsupported('any value');
    const parts = asserting.map((part) => this.typedPattern(part, nested));
    if (parts.length === 1) return simplified(parts[0]);
    // Several scalar schemas: one capture, every part's check on it.
    if (parts.some((part) => part.checks.length > 1 || part.source !== parts[0].source)) throw new Unsupported('allOf');
    const predicates = parts.flatMap((part) => part.checks.flatMap((capture) => capture.predicates));
    return simplified({ source: parts[0].source, checks: parts[0].checks.length === 0 ? [] : [{ number: parts[0].checks[0].number, predicates }] });
  }

  private typedPattern(schema: Schema, nested: Layout | null): ValuePattern {
    switch (schema.type) {
      case 'string':
        return this.stringPattern(schema);
      case 'integer':
      case 'number':
        return this.numberPattern(schema);
      case 'boolean': {
        onlyKeywords(schema, new Set(['type', 'enum']));
        if (schema.enum === undefined) return { source: '(?:true|false)', checks: [] };
        const allowed = (schema.enum as unknown[]).filter((value) => typeof value === 'boolean');
        return { source: `(?:${allowed.join('|') || '(?!)'})`, checks: [] };
      }
      case 'object':
        if (!nested) throw new Unsupported('object');
        return this.objectPattern(schema, nested);
      default:
        throw new Unsupported('type');
    }
  }

  private stringPattern(schema: Schema): ValuePattern {
    onlyKeywords(schema, STRING_KEYWORDS);
    const predicates: Predicate[] = [];
    if (schema.enum !== undefined) predicates.push(new Set((schema.enum as unknown[]).filter((value) => typeof value === 'string')));
    const { minLength, maxLength } = schema as { minLength?: number; maxLength?: number };
    if (minLength !== undefined) predicates.push((value: string) => ucs2length(value) >= minLength);
    if (maxLength !== undefined) predicates.push((value: string) => ucs2length(value) <= maxLength);
    // Ajv compiles a pattern with the `u` flag (its unicodeRegExp default).
    if (schema.pattern !== undefined) predicates.push(new RegExp(schema.pattern as string, 'u'));
    if (schema.format !== undefined) {
      const format = this.context.format(schema.format as string, 'string');
      if (format === undefined) throw new Unsupported('format');
      if (format) predicates.push(format === ajvDate ? isCalendarDate : format);
    }
    return { source: STRING, checks: [{ number: false, predicates }] };
  }

  private numberPattern(schema: Schema): ValuePattern {
    onlyKeywords(schema, NUMBER_KEYWORDS);
    const predicates: Predicate[] = [Number.isFinite];
    if (schema.type === 'integer') predicates.push(Number.isInteger);
    if (schema.enum !== undefined) predicates.push(new Set((schema.enum as unknown[]).filter((value) => typeof value === 'number')));
    const bound = (keyword: string, holds: (value: number, limit: number) => boolean) => {
      const limit = schema[keyword];
      if (limit === undefined) return;
      if (typeof limit !== 'number') throw new Unsupported(keyword);
      predicates.push((value: number) => holds(value, limit));
    };
    bound('minimum', (value, limit) => value >= limit);
    bound('maximum', (value, limit) => value <= limit);
    bound('exclusiveMinimum', (value, limit) => value > limit);
    bound('exclusiveMaximum', (value, limit) => value < limit);
    if (schema.format !== undefined) {
      const format = this.context.format(schema.format as string, 'number');
      if (format === undefined) throw new Unsupported('format');
      if (format) predicates.push(format);
    }
    return { source: NUMBER, checks: [{ number: true, predicates }] };
  }
}

/**
 * A string value matched without a capture where the item's expression can say all: one
 * nothing is checked of; one whose only check is an enum (matched as one of its values), a
 * simple spec pattern (matched by the pattern itself), the date or the email format. Each
 * saves a capture, a string and a lookup or a second expression per item: in a tight loop the
 * check of an HR or a marketing page of 20 takes about 0.45 of its time before
 * (docs/performance.md). Captures and checks pair up in order, so a value that keeps its
 * capture keeps all its checks.
 */
function simplified(pattern: ValuePattern): ValuePattern {
  if (pattern.source !== STRING) return pattern;
  if (pattern.checks.every((capture) => capture.predicates.length === 0)) return { source: STRING_UNCAPTURED, checks: [] };
  const [only, ...others] = pattern.checks.length === 1 ? pattern.checks[0].predicates : [];
  if (others.length > 0) return pattern;
  if (only instanceof Set) {
    const values = [...only] as string[];
    // Only values that stand in JSON text as they are, as STRING matches them (no escape).
    if (!values.every((value) => PLAIN_STRING.test(value))) return pattern;
    return { source: values.length === 0 ? '(?!)' : `"(?:${values.map(escapeRegExp).join('|')})"`, checks: [] };
  }
  if (only instanceof RegExp) {
    const body = inlinablePattern(only.source);
    if (body !== null) return { source: `"(?:${body})"`, checks: [] };
  }
  if (only === isCalendarDate) return { source: `"${CALENDAR_DATE_SOURCE}"`, checks: [] };
  if (only === ajvEmail && EMAIL_SOURCE !== null) return { source: `"${EMAIL_SOURCE}"`, checks: [] };
  return pattern;
}

/**
 * Letters, digits, `_` and `-`, an escaped dot, classes of those (ranges too), groups, `|`,
 * quantifiers: what such a pattern matches, JSON writes as it is, and it reads the same with
 * and without the `u` flag ajv compiles it with.
 */
const SIMPLE_PATTERN_BODY = /^(?:[A-Za-z0-9_-]|\\\.|\[(?:[A-Za-z0-9](?:-[A-Za-z0-9])?|_)+\]|\{[0-9]+(?:,[0-9]*)?\}|[+*?()|])*$/;

/**
 * The body of a spec pattern that can stand in an item's expression between the value's
 * quotes: anchored at both ends (`^…$`), simple (above), no `|` outside a group. Its groups
 * become non-capturing, so the expression's own captures keep their order. Null: keep the
 * capture and test the pattern on it.
 */
export function inlinablePattern(source: string): string | null {
  if (!source.startsWith('^') || !source.endsWith('$')) return null;
  const body = source.slice(1, -1);
  if (!SIMPLE_PATTERN_BODY.test(body)) return null;
  let depth = 0;
  for (const c of body) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return null;
    else if (c === '|' && depth === 0) return null;
  }
  return depth === 0 ? body.replaceAll('(', '(?:') : null;
}

/**
 * One function checking every capture of a match, generated as ajv generates its validators:
 * a call per predicate through a closure each cost more than the expression matching the
 * item. A capture left undefined is a nullable value's null (the only optional group).
 */
function compileCaptureCheck(captures: Capture[]): (match: RegExpExecArray) => boolean {
  const values: Predicate[] = [];
  const use = (predicate: Predicate, operand: string) => {
    const name = `p${values.push(predicate) - 1}`;
    if (predicate instanceof RegExp) return `${name}.test(${operand})`;
    if (predicate instanceof Set) return `${name}.has(${operand})`;
    return `${name}(${operand})`;
  };
  const lines = captures.map((capture, index) => {
    const operand = capture.number ? 'n' : 'c';
    const tests = capture.predicates.map((predicate) => use(predicate, operand)).join(' && ') || 'true';
    return `c = m[${index + 1}]; if (c !== undefined) { ${capture.number ? 'n = +c; ' : ''}if (!(${tests})) return false; }`;
  });
  const names = values.map((_, index) => `p${index}`);
  // Generated from the spec's schemas only, never from an answer's data.
  return new Function(...names, `return function checkCaptures(m) { let c, n; ${lines.join(' ')} return true; };`)(...values) as (match: RegExpExecArray) => boolean;
}

interface Found {
  /** Each fragment as the object holding it and its key there, and its property path from the answer. */
  parents: Array<Record<string, unknown>>;
  keys: string[];
  paths: string[][];
  /** A fragment sits where this module does not look (in an array). */
  outside: boolean;
}

function findFragments(value: unknown, path: string[], found: Found): void {
  if (Array.isArray(value)) {
    if (value.some(containsFragment)) found.outside = true;
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const member = record[key];
    if (member instanceof JsonFragment) {
      found.parents.push(record);
      found.keys.push(key);
      found.paths.push([...path, key]);
    } else if (member !== null && typeof member === 'object') findFragments(member, [...path, key], found);
  }
}

function containsFragment(value: unknown): boolean {
  if (value instanceof JsonFragment) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(containsFragment);
}

function layoutOf(value: unknown): Layout | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.entries(value).map(([key, member]) => [key, member !== null && typeof member === 'object' && !Array.isArray(member) ? layoutOf(member) : null]);
}

function matchesPattern(pattern: ItemPattern, text: string): boolean {
  return everyItem(pattern.compact, pattern.check, text) || everyItem(pattern.spaced, pattern.check, text);
}

/** The fragment is a JSON array of items each matching `expression` whole, each capture passing its check. */
function everyItem(expression: RegExp, check: (match: RegExpExecArray) => boolean, text: string): boolean {
  let at = skipSpace(text, 0);
  if (text.charCodeAt(at) !== 91 /* [ */) return false;
  at = skipSpace(text, at + 1);
  if (text.charCodeAt(at) === 93 /* ] */) return skipSpace(text, at + 1) === text.length;
  for (;;) {
    expression.lastIndex = at;
    const match = expression.exec(text);
    if (match === null) return false;
    if (!check(match)) return false;
    at = skipSpace(text, expression.lastIndex);
    const next = text.charCodeAt(at);
    if (next === 93 /* ] */) return skipSpace(text, at + 1) === text.length;
    if (next !== 44 /* , */) return false;
    at = skipSpace(text, at + 1);
  }
}

function skipSpace(text: string, at: number): number {
  let i = at;
  for (let c = text.charCodeAt(i); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++i));
  return i;
}
