/**
 * What a caller asks the mock for, as Prism reads it: the `Prefer` header and the `__code`,
 * `__example`, `__dynamic`, `__seed` query forms, which win (src/mock/README.md). Unknown tokens
 * are ignored (RFC 7240 §2); a bad or contradictory value is a 400 VALIDATION_FAILED.
 */
import { ApiError } from '../errors.js';
import type { ValidationProblem } from '../pipeline/schema-compiler.js';

export interface MockPreferences {
  code?: number;
  example?: string;
  dynamic?: boolean;
  /** Alone, it implies `dynamic=true`. */
  seed?: number;
  /** For `Preference-Applied`. */
  applied: string[];
}

export const RESERVED_QUERY = ['__code', '__example', '__dynamic', '__seed'] as const;
type Key = 'code' | 'example' | 'dynamic' | 'seed';
const KEYS: readonly Key[] = ['code', 'example', 'dynamic', 'seed'];

/** A problem with a preference, named as the caller wrote it (`Prefer.code` or `__code`). */
export function problem(location: 'header' | 'query', key: Key, message: string): ValidationProblem {
  return { location, path: location === 'header' ? `Prefer.${key}` : `__${key}`, message };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  return trimmed;
}

/** Splits on `,` and `;` outside double quotes (a backslash escapes inside them; an open quote runs to the end). */
const tokens = (header: string): string[] =>
  (header.match(/(?:[^,;"]|"(?:\\[\s\S]?|[^"\\])*(?:"|$))+/g) ?? [])
    .map((token) => token.trim())
    .filter((token) => token.length > 0);

type Value = number | string | boolean;
const READERS: Record<Key, { valid: (raw: string) => boolean; expected: string; read: (raw: string) => Value }> = {
  code: { valid: (raw) => /^[1-5]\d\d$/.test(raw), expected: 'must be a three-digit HTTP status such as 200 or 404', read: Number },
  example: { valid: (raw) => raw.length > 0, expected: 'must name an example', read: (raw) => raw },
  dynamic: { valid: (raw) => /^(true|false)$/i.test(raw), expected: 'must be true or false', read: (raw) => raw.toLowerCase() === 'true' },
  seed: { valid: (raw) => /^\d{1,10}$/.test(raw) && Number(raw) <= 0xffffffff, expected: 'must be an integer from 0 to 4294967295', read: Number },
};

function readValue(location: 'header' | 'query', key: Key, raw: string, problems: ValidationProblem[]): Partial<Record<Key, Value>> {
  const reader = READERS[key];
  if (reader.valid(raw)) return { [key]: reader.read(raw) };
  problems.push(problem(location, key, `${reader.expected}; got ${raw === '' && key === 'example' ? 'an empty value' : `"${raw}"`}`));
  return {};
}

/** `query`: the raw query, before the reserved parameters are stripped. */
export function readMockPreferences(prefer: string | string[] | undefined, query: Record<string, unknown>): MockPreferences {
  const problems: ValidationProblem[] = [];
  const fromHeader: Partial<Record<Key, Value>> = {};
  const header = Array.isArray(prefer) ? prefer.join(', ') : prefer;
  if (header) {
    for (const token of tokens(header)) {
      const equals = token.indexOf('=');
      const name = (equals === -1 ? token : token.slice(0, equals)).trim().toLowerCase() as Key;
      if (!KEYS.includes(name)) continue; // not ours: RFC 7240 says ignore it
      if (equals === -1) {
        problems.push(problem('header', name, `needs a value (${name}=...)`));
        continue;
      }
      const value = readValue('header', name, unquote(token.slice(equals + 1)), problems);
      for (const [key, read] of Object.entries(value) as Array<[Key, Value]>) {
        if (key in fromHeader && fromHeader[key] !== read) problems.push(problem('header', key, `is given twice with different values (${String(fromHeader[key])}, ${String(read)})`));
        fromHeader[key] = read;
      }
    }
  }

  const fromQuery: Partial<Record<Key, Value>> = {};
  for (const key of KEYS) {
    const raw = query[`__${key}`];
    if (raw === undefined) continue;
    if (Array.isArray(raw)) {
      const distinct = new Set(raw.map(String));
      if (distinct.size > 1) {
        problems.push(problem('query', key, `is given more than once with different values (${[...distinct].join(', ')})`));
        continue;
      }
    }
    if (typeof raw === 'object' && !Array.isArray(raw)) {
      problems.push(problem('query', key, 'must be a single value'));
      continue;
    }
    Object.assign(fromQuery, readValue('query', key, String(Array.isArray(raw) ? raw[0] : raw), problems));
  }

  const merged = { ...fromHeader, ...fromQuery };
  if (merged.example !== undefined && merged.dynamic === true) {
    problems.push(problem(fromQuery.dynamic !== undefined || fromQuery.example !== undefined ? 'query' : 'header', 'example', 'cannot be combined with dynamic=true: an example is fixed, dynamic data is generated'));
  }
  if (problems.length > 0) {
    throw new ApiError('VALIDATION_FAILED', `The mock preferences cannot be read: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}.`, { details: problems });
  }

  const applied = KEYS.filter((key) => merged[key] !== undefined).map((key) => {
    const value = String(merged[key]);
    return key === 'example' && /[\s",;\\]/.test(value) ? `example="${value.replace(/(["\\])/g, '\\$1')}"` : `${key}=${value}`;
  });
  return { ...(merged as Omit<MockPreferences, 'applied'>), applied };
}

/** Whether a request asks the mock for anything. */
export function asksMock(prefer: string | string[] | undefined, query: Record<string, unknown>): boolean {
  return prefer !== undefined || RESERVED_QUERY.some((name) => query[name] !== undefined);
}

/** Removes the mock's own query parameters, so request validation never sees them. */
export function stripReservedQuery(query: Record<string, unknown>): void {
  for (const name of RESERVED_QUERY) delete query[name];
}
