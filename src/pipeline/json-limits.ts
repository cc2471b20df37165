/**
 * What a JSON request body is held to before it is parsed, since JSON.parse holds the event loop:
 * nesting depth and how many values it holds, bounded by its schema where the spec bounds it
 * (docs/reliability.md "Bounded input and answers").
 */
import type { OpenAPIV3 } from 'openapi-types';
import { resolveRef, type OpenApiDocument } from './openapi-document.js';

/** Deepest nesting of arrays and objects accepted in a request body. */
export const MAX_JSON_DEPTH = 64;
/** Values accepted in a body whose schema sets no bound. */
export const MAX_JSON_VALUES = 100_000;
/** Added to a schema's bound, so that a body a little over it gets ajv's precise problems instead. */
const BOUND_SLACK = 1_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Counts values by the separators and openings JSON needs for them (an array of n items: n + 1); no parse.
 * `problem`: what breaks a limit, in the words of a VALIDATION_FAILED problem (null: none); `suspectText`:
 * some string escapes a NUL or a surrogate, so only then can the value hold what text-checks.ts refuses.
 */
export function scanJson(bytes: Uint8Array, maxValues: number): { problem: string | null; suspectText: boolean } {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let depth = 0;
  let values = 1;
  let suspectText = false;
  let slash = buffer.indexOf(BACKSLASH);
  const length = buffer.length;
  for (let i = 0; i < length; i++) {
    const c = buffer[i];
    if (c === QUOTE) {
      // To the closing quote: the next quote not escaped by a backslash.
      let from = i + 1;
      for (;;) {
        const quote = buffer.indexOf(QUOTE, from);
        if (quote === -1) return { problem: null, suspectText }; // unterminated: JSON.parse says so
        if (slash !== -1 && slash < from) slash = buffer.indexOf(BACKSLASH, from);
        if (slash !== -1 && slash < quote) {
          if (buffer[slash + 1] === 0x75 /* u */ && suspectEscape(buffer, slash + 2)) suspectText = true;
          from = slash + 2;
          continue;
        }
        i = quote;
        break;
      }
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > MAX_JSON_DEPTH) return { problem: `nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`, suspectText };
      if (++values > maxValues) return { problem: tooMany(maxValues), suspectText };
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    } else if (c === 0x2c /* , */) {
      if (++values > maxValues) return { problem: tooMany(maxValues), suspectText };
    }
  }
  return { problem: null, suspectText };
}

/** `0000`, or `d` followed by 8-f (a surrogate), at `at`. */
function suspectEscape(buffer: Buffer, at: number): boolean {
  const first = buffer[at] | 0x20;
  if (first === 0x64 /* d */) {
    const second = buffer[at + 1] | 0x20;
    return (second >= 0x38 && second <= 0x39) || (second >= 0x61 && second <= 0x66);
  }
  return buffer[at] === 0x30 && buffer[at + 1] === 0x30 && buffer[at + 2] === 0x30 && buffer[at + 3] === 0x30;
}

const tooMany = (maxValues: number) => `holds more than ${maxValues} values (array items and object members); no valid request holds that many`;

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

/** The most values a body valid under `schema` can hold, plus slack; MAX_JSON_VALUES when unbounded. */
export function valueLimitOf(document: OpenApiDocument, schema: Schema | undefined): number {
  const bound = schema === undefined ? Infinity : separatorsWithin(document, schema, new Set());
  return Number.isFinite(bound) ? 1 + bound + BOUND_SLACK : MAX_JSON_VALUES;
}

/** Openings and commas a value valid under `schema` holds at most. */
function separatorsWithin(document: OpenApiDocument, raw: Schema, open: Set<string>): number {
  if ('$ref' in raw) {
    if (open.has(raw.$ref)) return Infinity;
    open.add(raw.$ref);
    const bound = separatorsWithin(document, resolveRef<OpenAPIV3.SchemaObject>(document, raw), open);
    open.delete(raw.$ref);
    return bound;
  }
  const schema = raw;
  const branches = (list: Schema[]) => list.map((branch) => separatorsWithin(document, branch, open));
  if (schema.allOf) return Math.min(...branches(schema.allOf));
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return Math.max(...branches(alternatives));
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) return Infinity;
    return schema.maxItems * (1 + separatorsWithin(document, schema.items, open));
  }
  if (schema.type === 'object' || schema.properties) {
    if (schema.additionalProperties !== false) return Infinity;
    let bound = 0;
    for (const property of Object.values(schema.properties ?? {})) bound += 1 + separatorsWithin(document, property, open);
    return bound;
  }
  return schema.type === undefined ? Infinity : 0;
}
