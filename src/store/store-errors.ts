/**
 * Store failures as clients see them: a store that cannot be reached is a 503 (retry later); a
 * stored value the API cannot serve a 500 RESPONSE_VALIDATION_FAILED; anything else is an
 * internal error. None ever carries SQL or credentials.
 */
import { CircuitOpenError } from '../adapters/circuit-breaker.js';
import { ApiError } from '../errors.js';
import { ENGINES } from './engines.js';
import { isPoolWait, isStatementTimeout } from './postgres/errors.js';

export { isPoolWait, isReadTimeout, isStatementTimeout } from './postgres/errors.js';

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/**
 * The store could take no more of one kind of read now (SQLite's deep reader: too many in line,
 * or one not finished in time): a 503 like a store that does not answer, without running the
 * read anywhere else.
 */
export class StoreBusyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreBusyError';
  }
}

/**
 * A list statement's own failure on SQLite's deep reader (src/store/deep-reads.ts), with
 * SQLite's code and message, as the store's connection would throw it: classified as that is.
 */
export class DeepStatementError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DeepStatementError';
  }
}

export function isStoreUnavailable(error: unknown): boolean {
  const e = error as { code?: string } | null;
  if (!e || typeof e !== 'object') return false;
  if (error instanceof CircuitOpenError || error instanceof StoreBusyError) return true;
  return UNAVAILABLE_NODE_CODES.has(e.code ?? '') || Object.values(ENGINES).some((engine) => engine.isUnavailable(error));
}

/** A store failure that cost its caller a full deadline (connect, query or statement timeout). */
export function isStoreTimeout(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '57014' || e.code === 'ETIMEDOUT' || /timeout|timed out/i.test(e.message ?? '');
}

/**
 * What one failed store call says about PostgreSQL, for its circuit breaker
 * (docs/reliability.md): 'unreachable' and 'timeout' count against it; 'answer' is proof it is
 * up (an SQL error, a statement PostgreSQL cancelled at statement_timeout); 'none' says nothing
 * (a wait for a pooled connection: the pool was busy, the store was never asked).
 */
export function breakerVerdict(error: unknown): 'unreachable' | 'timeout' | 'answer' | 'none' {
  if (isPoolWait(error)) return 'none';
  if (isStatementTimeout(error)) return 'answer';
  if (!isStoreUnavailable(error)) return 'answer';
  return isStoreTimeout(error) ? 'timeout' : 'unreachable';
}

/**
 * A stored value the API cannot serve: a number past JSON's or the spec's range, an item that
 * is not JSON (written around the store's checks, migration 011). The answer that would hold
 * it is 500 RESPONSE_VALIDATION_FAILED; the message, which names the table, is logged, not sent.
 */
export class StoredValueError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoredValueError';
  }
}

/** A statement that failed on a stored number out of range (formatting an amount of -2^63, say). */
export const isStoredNumberOverflow = (error: unknown): boolean => Object.values(ENGINES).some((engine) => engine.isNumberOverflow(error));

/**
 * Every 503 says when to come back (`Retry-After`, seconds): while the breaker is open, when
 * it lets its next probe through; otherwise 1, since the next request opens a fresh
 * connection (docs/reliability.md).
 */
export function classifyStoreError(error: unknown): ApiError | null {
  // The client learns what failed, not where: the log line (the cause's message) names the table.
  if (error instanceof StoredValueError) return new ApiError('RESPONSE_VALIDATION_FAILED', undefined, { details: { problem: 'a stored value of this list is outside what the API describes' }, cause: error });
  if (!isStoreUnavailable(error)) return null;
  const retryAfterSeconds = error instanceof CircuitOpenError ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : 1;
  return new ApiError('STORE_UNAVAILABLE', undefined, { headers: { 'Retry-After': String(retryAfterSeconds) }, cause: error });
}
