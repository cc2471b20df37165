/** A limiter as the pipeline's afterAuthentication hook: 429 RATE_LIMITED past the budget, RateLimit fields always. */
import { ApiError } from '../../errors.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { CompiledOperation } from '../../pipeline/compile-operation.js';
import type { RateLimiter, RateLimitResult } from './rate-limiter.js';

/** The key to count a request under, or null to leave it uncounted. */
export type LimitKey = (principal: Principal | null, operation: CompiledOperation, client: { address: string }) => string | null;

/** Counting per authenticated caller, keys and members apart; changing these Redis keys resets every budget. */
export function callerKey(principal: Principal | null): string | null {
  if (!principal) return null;
  return `${principal.kind === 'apiKey' ? 'key' : 'member'}:${principal.id}`;
}

/** Counting per owner of the caller's data: a marketing tenant, an HR company; calls without one uncounted. */
export function tenantKey(principal: Principal | null): string | null {
  return principal?.tenantId ? `tenant:${principal.tenantId}` : null;
}
export function companyKey(principal: Principal | null): string | null {
  return principal?.companyId ? `company:${principal.companyId}` : null;
}

/** One budget a request is counted against: its limiter, whom it counts, and the 429's message. */
export interface Budget {
  limiter: RateLimiter;
  keyOf: LimitKey;
  message?: string;
}

/** The fields that name a budget; with several budgets each is a list, one item per budget (draft-ietf-httpapi-ratelimit-headers). */
const LISTED_FIELDS = ['RateLimit', 'RateLimit-Policy'];

/** Counts the request against each budget in turn; the first spent answers 429. Synchronous while every limiter is. */
export function limitHooks(...budgets: Budget[]) {
  type Admission = Record<string, string> | void;
  function countFrom(
    i: number,
    principal: Principal | null,
    operation: CompiledOperation,
    client: { address: string },
    headers: Record<string, string> | undefined,
  ): Admission | Promise<Admission> {
    for (; i < budgets.length; i++) {
      const { limiter, keyOf, message = 'Too many requests; retry later.' } = budgets[i];
      const key = keyOf(principal, operation, client);
      if (key === null) continue;
      const counted = limiter.consume(key);
      if (counted instanceof Promise) {
        // i stays as it is: this call returns here.
        return counted.then((result) => countFrom(i + 1, principal, operation, client, admitted(headers, result, message)));
      }
      headers = admitted(headers, counted, message);
    }
    return headers;
  }
  return (principal: Principal | null, operation: CompiledOperation, client: { address: string }): Admission | Promise<Admission> =>
    countFrom(0, principal, operation, client, undefined);
}

/** The fields so far with one more budget's, or its 429 when it is spent. */
function admitted(headers: Record<string, string> | undefined, result: RateLimitResult, message: string): Record<string, string> {
  if (!result.allowed) throw new ApiError('RATE_LIMITED', message, { headers: result.headers });
  if (!headers) return result.headers;
  for (const field of LISTED_FIELDS) headers = { ...headers, [field]: `${headers[field]}, ${result.headers[field]}` };
  return headers;
}
