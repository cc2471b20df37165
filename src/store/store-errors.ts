/**
 * Store failures as clients see them: a store that cannot be reached is a 503 (retry later); a
 * stored value the API cannot serve a 500 RESPONSE_VALIDATION_FAILED; anything else is an
 * internal error. None ever carries SQL or credentials.
 */
import { CircuitOpenError } from '../adapters/circuit-breaker.js';
import { ApiError } from '../errors.js';

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL']);

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
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  if (error instanceof CircuitOpenError || error instanceof StoreBusyError) return true;
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
 * PostgreSQL ended the statement itself (57014: statement_timeout, or a cancel): the server
 * answered, so it is reachable; only this statement was too slow.
 */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '57014';
}

/**
 * pg-pool gave up waiting for one of its connections to come free (every one was in use for
 * STORE_TIMEOUT_MS): queueing in this process, nothing was asked of PostgreSQL. pg-pool says
 * so in this message only; a new connection that could not be made says "Connection
 * terminated due to connection timeout" instead.
 */
export function isPoolWait(error: unknown): boolean {
  return (error as { message?: string } | null)?.message === 'timeout exceeded when trying to connect';
}

/** No answer on a connection within the client's own deadline (pg's query_timeout): the connection is not to be used again. */
export function isReadTimeout(error: unknown): boolean {
  return (error as { message?: string } | null)?.message === 'Query read timeout';
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

/**
 * A statement that failed on a stored number out of range: PostgreSQL's 22003
 * (numeric_value_out_of_range, e.g. abs() of -2^63 while formatting an amount) or SQLite's
 * integer overflow.
 */
export function isStoredNumberOverflow(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '22003' || (e.code === 'SQLITE_ERROR' && e.message === 'integer overflow');
}

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
