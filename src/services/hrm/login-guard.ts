/**
 * Limits on the member sign-in proxy (docs/product-decisions.md "Limits"): attempts per client
 * address, and a lockout per login id after consecutive failures, whatever the address.
 *
 * The lockout is a reservation: a point is taken before the attempt is forwarded and given back
 * unless the answer is a failed sign-in (401), so however many attempts arrive at once at most
 * the budget's worth of passwords reach the central API (checking first and counting after let
 * a burst through whole). Anyone who knows a login id can lock it: the price of stopping a
 * guesser who rotates addresses; the window bounds it.
 */
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { ApiError } from '../../errors.js';

const loginKey = (loginId: string) => loginId.trim().toLowerCase();

export function createLoginGuard(limiters: { perAddress: RateLimiter; failuresPerLogin: RateLimiter }) {
  const failures = limiters.failuresPerLogin;
  return {
    /** 429 over LOGIN_RATE_LIMIT; called before the body is read, so an invalid body counts too. */
    async countAttempt(address: string): Promise<void> {
      const attempt = await limiters.perAddress.consume(address);
      if (!attempt.allowed) throw new ApiError('RATE_LIMITED', 'Too many sign-in attempts from this address; retry later.', { headers: attempt.headers });
    },
    /** One attempt's point, held while the central API is asked; 429 when no point is left. */
    async reserve(loginId: string) {
      const key = loginKey(loginId);
      const taken = await failures.consume(key);
      if (!taken.allowed) {
        // A refused attempt holds nothing, so the count stays the failures plus those in flight.
        await failures.refund(key, taken);
        throw new ApiError('RATE_LIMITED', 'Too many failed sign-ins for this login id; it is locked for a while. Retry later.', { headers: taken.headers });
      }
      return {
        /** Undefined when the central API gave none. */
        async settle(status: number | undefined): Promise<void> {
          if (status === 401) return; // a failed sign-in: the point stays counted
          if (status !== undefined && status >= 200 && status < 300) await failures.reset(key);
          else await failures.refund(key, taken);
        },
      };
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
