/** Store failures as clients see them (503, 500 RESPONSE_VALIDATION_FAILED, internal), never with SQL or credentials. */
import { CircuitOpenError } from '../adapters/circuit-breaker.js';
import { ApiError } from '../errors.js';
import { ENGINES } from './engines.js';
import { isPoolWait, isStatementTimeout } from './postgres/errors.js';

export { isPoolWait, isReadTimeout, isStatementTimeout } from './postgres/errors.js';

type Failure = { code?: string; message?: string } | null;

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/** The store can take no more of one kind of read now (SQLite's deep reader): a 503, the read run nowhere else. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
}

/** A list statement's own failure on SQLite's deep reader, as the store's connection would throw it. */
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
  if (error instanceof CircuitOpenError || error instanceof StoreBusyError) return true;
  return UNAVAILABLE_NODE_CODES.has((error as Failure)?.code ?? '') || Object.values(ENGINES).some((engine) => engine.isUnavailable(error));
}

/** A store failure that cost its caller a full deadline (connect, query or statement timeout). */
function isStoreTimeout(error: unknown): boolean {
  const { code, message } = (error ?? {}) as Exclude<Failure, null>;
  return code === '57014' || code === 'ETIMEDOUT' || /timeout|timed out/i.test(message ?? '');
}

/**
 * What a failed store call says about PostgreSQL, for its breaker: 'answer' proves it up (an SQL
 * error, a statement cancelled), 'none' says nothing (a wait for a pooled connection).
 */
export function breakerVerdict(error: unknown): 'unreachable' | 'timeout' | 'answer' | 'none' {
  if (isPoolWait(error)) return 'none';
  if (isStatementTimeout(error)) return 'answer';
  if (!isStoreUnavailable(error)) return 'answer';
  return isStoreTimeout(error) ? 'timeout' : 'unreachable';
}

/** A stored value the API cannot serve (written around migration 011's checks); its message is logged, not sent. */
export class StoredValueError extends Error {
  override name = 'StoredValueError';
}

/** A statement that failed on a stored number out of range (formatting an amount of -2^63, say). */
export const isStoredNumberOverflow = (error: unknown): boolean => Object.values(ENGINES).some((engine) => engine.isNumberOverflow(error));

/** Every 503's `Retry-After`: the breaker's next probe while it is open, else 1 (docs/reliability.md). */
export function classifyStoreError(error: unknown): ApiError | null {
  // The client learns what failed, not where: the log line (the cause's message) names the table.
  if (error instanceof StoredValueError) return new ApiError('RESPONSE_VALIDATION_FAILED', undefined, { details: { problem: 'a stored value of this list is outside what the API describes' }, cause: error });
  if (!isStoreUnavailable(error)) return null;
  const retryAfterSeconds = error instanceof CircuitOpenError ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : 1;
  return new ApiError('STORE_UNAVAILABLE', undefined, { headers: { 'Retry-After': String(retryAfterSeconds) }, cause: error });
}
