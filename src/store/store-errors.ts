/**
 * Store failures as clients see them: a store that cannot be reached is a 503 (retry later);
 * anything else is an internal error. Neither ever carries SQL or credentials.
 */
import { CircuitOpenError } from '../adapters/circuit-breaker.js';
import { ApiError } from '../errors.js';

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL']);

export function isStoreUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  if (error instanceof CircuitOpenError) return true;
  const code = e.code ?? '';
  if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLITE_CODES.has(code)) return true;
  // PostgreSQL: class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now),
  // 53300 (too many connections), 57014 (statement_timeout: the store is too slow to answer).
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300' || code === '57014') return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Query read timeout|Connection is closed/i.test(e.message ?? '');
}

/** A store failure that cost its caller a full deadline (connect, query or statement timeout). */
export function isStoreTimeout(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '57014' || e.code === 'ETIMEDOUT' || /timeout|timed out/i.test(e.message ?? '');
}

/**
 * Every 503 says when to come back (`Retry-After`, seconds): while the breaker is open, when
 * it lets its next probe through; otherwise 1, since the next request opens a fresh
 * connection (docs/reliability.md).
 */
export function classifyStoreError(error: unknown): ApiError | null {
  if (!isStoreUnavailable(error)) return null;
  const retryAfterSeconds = error instanceof CircuitOpenError ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : 1;
  return new ApiError('STORE_UNAVAILABLE', undefined, { headers: { 'Retry-After': String(retryAfterSeconds) }, cause: error });
}
