/**
 * The header that tells a client what of an exchange broke the spec: the validating proxy's
 * (src/proxy/proxy-server.ts) and a partner document's mock (Prism's `sl-violations`).
 */
import type { SchemaFailure } from './schema-compiler.js';

/** Prism says `sl-violations`; ours is named for what it carries. */
export const VIOLATIONS_HEADER = 'X-Contract-Violations';

/** Header values stay well under common proxy and client limits (8 KiB per header line). */
const HEADER_BUDGET = 4096;

export type ViolationSide = 'request' | 'response';

export interface Violation extends SchemaFailure {
  where: ViolationSide;
}

export const violationsOf = (where: ViolationSide, failures: SchemaFailure[]): Violation[] => failures.map((failure) => ({ where, ...failure }));

/** JSON with every non-ASCII character escaped: a header value must be ASCII to arrive intact. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The header value: a JSON array of `{where, location, message, schemaPath}`, as many as fit
 * the budget, then `{"more": n}` for the rest, so the value is always valid JSON.
 */
export function violationsHeaderValue(violations: Violation[]): string {
  const entries: string[] = [];
  let length = 2;
  for (const [index, violation] of violations.entries()) {
    const entry = asciiJson({ where: violation.where, location: violation.location, message: violation.message, schemaPath: violation.schemaPath });
    const rest = violations.length - index - 1;
    // Keep room for the closing `{"more":n}` entry unless this is the last one.
    if (length + entry.length + 1 + (rest > 0 ? 20 : 0) > HEADER_BUDGET) {
      entries.push(asciiJson({ more: violations.length - index }));
      break;
    }
    entries.push(entry);
    length += entry.length + 1;
  }
  return `[${entries.join(',')}]`;
}
