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

export function limitHook(limiter: RateLimiter, keyOf: LimitKey, message = 'Too many requests; retry later.') {
  return async (principal: Principal | null, operation: CompiledOperation, client: { address: string }): Promise<Record<string, string> | void> => {
    const key = keyOf(principal, operation, client);
    if (key === null) return;
    const result = await limiter.consume(key);
    if (!result.allowed) throw new ApiError('RATE_LIMITED', message, { headers: result.headers });
    return result.headers;
  };
}
