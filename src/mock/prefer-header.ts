/**
 * What a caller asks the mock for, the way Prism reads it: the `Prefer` header
 * (`Prefer: code=404, example=notFound, dynamic=true, seed=42`; tokens separated by `,` or
 * `;`, values optionally quoted) and the query forms `__code`, `__example`, `__dynamic`,
 * `__seed`, which win over the header. Unknown preference tokens are ignored (RFC 7240 §2);
 * a known token with a bad value, or the same one given twice with different values, is a
 * 400 VALIDATION_FAILED that says what was sent and what is accepted.
 */
import { ApiError } from '../errors.js';
import type { ValidationProblem } from '../pipeline/schema-compiler.js';

export interface MockPreferences {
  /** An HTTP status the operation documents. */
  code?: number;
  /** The name of an example of the chosen response. */
  example?: string;
  /** Generate the body from the schema instead of using an example. */
  dynamic?: boolean;
  /** Seed of the generator (0..2^32-1); alone, it implies `dynamic=true`. */
  seed?: number;
  /** The preferences actually read, for `Preference-Applied` (`code=404, dynamic=true`). */
  applied: string[];
}

export const RESERVED_QUERY = ['__code', '__example', '__dynamic', '__seed'] as const;
type Key = 'code' | 'example' | 'dynamic' | 'seed';
const KEYS: readonly Key[] = ['code', 'example', 'dynamic', 'seed'];

function problem(location: 'header' | 'query', key: Key, message: string): ValidationProblem {
  return { location, path: location === 'header' ? `Prefer.${key}` : `__${key}`, message };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  return trimmed;
}

/** Splits on `,` and `;` outside double quotes. */
function tokens(header: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const char = header[i];
    if (char === '\\' && quoted && i + 1 < header.length) {
      current += char + header[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === ',' || char === ';')) {
      out.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  out.push(current);
  return out.map((token) => token.trim()).filter((token) => token.length > 0);
}

function readValue(location: 'header' | 'query', key: Key, raw: string, problems: ValidationProblem[]): Partial<Record<Key, number | string | boolean>> {
  switch (key) {
    case 'code':
      if (!/^[1-5]\d\d$/.test(raw)) {
        problems.push(problem(location, key, `must be a three-digit HTTP status such as 200 or 404; got "${raw}"`));
        return {};
      }
      return { code: Number(raw) };
    case 'example':
      if (raw.length === 0) {
        problems.push(problem(location, key, 'must name an example; got an empty value'));
        return {};
      }
      return { example: raw };
    case 'dynamic':
      if (!/^(true|false)$/i.test(raw)) {
        problems.push(problem(location, key, `must be true or false; got "${raw}"`));
        return {};
      }
      return { dynamic: raw.toLowerCase() === 'true' };
    case 'seed': {
      const value = Number(raw);
      if (!/^\d{1,10}$/.test(raw) || value > 0xffffffff) {
        problems.push(problem(location, key, `must be an integer from 0 to 4294967295; got "${raw}"`));
        return {};
      }
      return { seed: value };
    }
  }
}

/**
 * Reads the mock preferences of a request. `prefer` is the raw header (node joins repeated
 * headers with `, `), `query` the raw query before the reserved parameters are stripped.
 */
export function readMockPreferences(prefer: string | string[] | undefined, query: Record<string, unknown>): MockPreferences {
  const problems: ValidationProblem[] = [];
  const fromHeader: Partial<Record<Key, number | string | boolean>> = {};
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
      for (const [key, read] of Object.entries(value) as Array<[Key, number | string | boolean]>) {
        if (key in fromHeader && fromHeader[key] !== read) problems.push(problem('header', key, `is given twice with different values (${String(fromHeader[key])}, ${String(read)})`));
        fromHeader[key] = read;
      }
    }
  }

  const fromQuery: Partial<Record<Key, number | string | boolean>> = {};
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
  return {
    code: merged.code as number | undefined,
    example: merged.example as string | undefined,
    dynamic: merged.dynamic as boolean | undefined,
    seed: merged.seed as number | undefined,
    applied,
  };
}

/** Removes the mock's own query parameters, so request validation never sees them. */
export function stripReservedQuery(query: Record<string, unknown>): void {
  for (const name of RESERVED_QUERY) delete query[name];
}
