/**
 * A limiter as the pipeline's afterAuthentication hook: the caller (or its address) is
 * counted; past its budget the answer is 429 RATE_LIMITED with `Retry-After` and the
 * RateLimit fields, and every counted answer carries the fields.
 */
import { ApiError } from '../../errors.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { CompiledOperation } from '../../pipeline/compile-operation.js';
import type { RateLimiter } from './rate-limiter.js';

/** The key to count a request under, or null to leave it uncounted. */
export type LimitKey = (principal: Principal | null, operation: CompiledOperation, client: { address: string }) => string | null;

/**
 * Counting per authenticated caller: API keys by id, members by subject, never mixed up (the
 * prefixes keep a key and a member of the same id apart); unauthenticated calls uncounted.
 * HR and marketing count under these keys in Redis, so changing them resets every budget.
 */
export function callerKey(principal: Principal | null): string | null {
  if (!principal) return null;
  return `${principal.kind === 'apiKey' ? 'key' : 'member'}:${principal.id}`;
}

export function limitHook(limiter: RateLimiter, keyOf: LimitKey, message = 'Too many requests; retry later.') {
  return async (principal: Principal | null, operation: CompiledOperation, client: { address: string }): Promise<Record<string, string> | void> => {
    const key = keyOf(principal, operation, client);
    if (key === null) return;
    const result = await limiter.consume(key);
    if (!result.allowed) throw new ApiError('RATE_LIMITED', message, { headers: result.headers });
    return result.headers;
  };
}
