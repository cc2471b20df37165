/**
 * Text a request carries must be text both engines store as sent: UTF-8 without NUL.
 * PostgreSQL refuses a NUL (a 500) while SQLite keeps it, and non-UTF-8 bytes become U+FFFD on
 * the way in, so the store would hold what the client never sent. Refused as 400
 * VALIDATION_FAILED; docs/product-decisions.md "Text in requests" says where each is checked.
 */
import { isUtf8 } from 'node:buffer';
import { unescape } from 'node:querystring';
import type { ValidationProblem } from './schema-compiler.js';

/** ES2024's String#isWellFormed (node 20 has it; the project's TypeScript lib does not name it yet). */
const isWellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** Whether a query component's escapes stand for UTF-8 (a `%` starting no escape is itself, as in querystring). */
function isUtf8Component(component: string): boolean {
  try {
    decodeURIComponent(component.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
    return true;
  } catch {
    return false;
  }
}

export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';
export const NOT_UTF8_MESSAGE = 'must be UTF-8 text (its bytes are not UTF-8)';
export const LONE_SURROGATE_MESSAGE = 'must be Unicode text (it holds a lone surrogate, which UTF-8 cannot encode)';

/** Whether `bytes` are UTF-8: node's own check, which copies and decodes nothing. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  return bytes.length === 0 || isUtf8(bytes);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** `bytes` decoded as UTF-8, or null when they are not UTF-8 (where `toString('utf8')` would put U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Why a string is not text a store can hold as sent, or null. */
export function textProblem(text: string): string | null {
  if (text.indexOf('\u0000') !== -1) return NUL_MESSAGE;
  return isWellFormed(text) ? null : LONE_SURROGATE_MESSAGE;
}

/** The first string of `value` (at any depth, keys too) holding a NUL or a lone surrogate: its path and why. */
export function findInvalidText(value: unknown): { path: string; message: string } | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [next, path] = pending.pop()!;
    if (typeof next === 'string') {
      const message = textProblem(next);
      if (message !== null) return { path: path || '(root)', message };
    } else if (Array.isArray(next)) {
      for (let index = next.length - 1; index >= 0; index--) pending.push([next[index], `${path}[${index}]`]);
    } else if (next !== null && typeof next === 'object') {
      const keys = Object.keys(next);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index];
        const at = path ? `${path}.${key}` : key;
        const message = textProblem(key);
        if (message !== null) return { path: at, message };
        pending.push([(next as Record<string, unknown>)[key], at]);
      }
    }
  }
  return null;
}

/** No problem: shared, so the common case allocates nothing. */
const NONE: readonly ValidationProblem[] = Object.freeze([]);

/** A percent-escape of a byte over 0x7f: only such bytes can fail to be UTF-8. */
const HIGH_BYTE_ESCAPE = /%[89a-fA-F][0-9a-fA-F]/;

/** The query parameters whose percent-decoded bytes are not UTF-8: told from the target as sent (querystring hides them). */
export function queryTextProblems(url: string): readonly ValidationProblem[] {
  const mark = url.indexOf('?');
  if (mark === -1 || url.indexOf('%', mark) === -1) return NONE;
  const query = url.slice(mark + 1);
  if (!HIGH_BYTE_ESCAPE.test(query)) return NONE;
  const problems: ValidationProblem[] = [];
  for (const pair of query.split('&')) {
    if (!HIGH_BYTE_ESCAPE.test(pair)) continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    // The name as querystring gives it: `+` a space, bytes that are not UTF-8 as U+FFFD.
    const path = unescape(rawName.replace(/\+/g, ' '));
    if (!isUtf8Component(rawName) || !isUtf8Component(rawValue)) problems.push({ location: 'query', path, message: NOT_UTF8_MESSAGE });
  }
  return problems;
}

/** Every text problem of a routed request's path parameters and query; null (nothing allocated) when none. */
export function requestTextProblems(url: string | undefined, params: Record<string, string>, query: Record<string, unknown>): ValidationProblem[] | null {
  let problems: ValidationProblem[] | null = null;
  for (const name in params) {
    const message = textProblem(params[name]);
    if (message !== null) (problems ??= []).push({ location: 'path', path: name, message });
  }
  const raw = url === undefined ? NONE : queryTextProblems(url);
  if (raw.length > 0) (problems ??= []).push(...raw);
  for (const name in query) {
    const value = query[name];
    const message = textProblem(name) ?? (typeof value === 'string' ? textProblem(value) : (findInvalidText(value)?.message ?? null));
    if (message !== null && !raw.some((problem) => problem.path === name)) (problems ??= []).push({ location: 'query', path: name, message });
  }
  return problems;
}

/** Why a header value (node gives it as latin1, one character per byte) cannot reach the store as sent, or null. */
export function headerTextProblem(value: string): string | null {
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) > 0x7f) return isUtf8Text(Buffer.from(value, 'latin1')) ? null : NOT_UTF8_MESSAGE;
  }
  return value.indexOf('\u0000') === -1 ? null : NUL_MESSAGE;
}
