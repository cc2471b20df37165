/**
 * Limits on the member sign-in proxy (docs/product-decisions.md "Limits"): sign-in attempts
 * per client address (LOGIN_RATE_LIMIT), and a lockout per login id after consecutive failed
 * sign-ins (LOGIN_LOCKOUT, e.g. 5 failures lock the id for 15 minutes, whatever the address).
 * A locked id is refused before the central API is asked, so the right password does not
 * get in either until the window ends; a successful sign-in ends the failure streak.
 *
 * The lockout is a reservation, not a count after the fact: a point of the login id's budget
 * is taken before the attempt is forwarded and given back when the central API's answer is
 * not a failed sign-in (401). So however many attempts arrive at once, on however many
 * instances (the count is in Redis when there is one), at most the budget's worth of
 * passwords per window reach the central API. Checking first and counting after the answer
 * let a burst through whole: every attempt was checked before any failure was counted.
 *
 * Keyed by login id alone, a lockout can be set off by anyone who knows the id: the price of
 * stopping a password guesser who rotates addresses. The window bounds it.
 */
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { ApiError } from '../../errors.js';

/** One attempt's point of its login id's budget, held while the central API is asked. */
export interface LoginReservation {
  /** The central API's status, or undefined when it gave none (timeout, unreachable). */
  settle(status: number | undefined): Promise<void>;
}

export interface LoginGuard {
  /**
   * Counts a sign-in attempt of the client address: 429 over LOGIN_RATE_LIMIT. The area's
   * afterAuthentication hook calls it, before the body is read or validated, so an attempt
   * with an invalid body counts too.
   */
  countAttempt(address: string): Promise<void>;
  /** Before the attempt is forwarded: a point of the login id's budget, or 429 when none is left. */
  reserve(loginId: string): Promise<LoginReservation>;
}

const loginKey = (loginId: string) => loginId.trim().toLowerCase();

export function createLoginGuard(limiters: { perAddress: RateLimiter; failuresPerLogin: RateLimiter }): LoginGuard {
  const failures = limiters.failuresPerLogin;
  return {
    async countAttempt(address) {
      const attempt = await limiters.perAddress.consume(address);
      if (!attempt.allowed) throw new ApiError('RATE_LIMITED', 'Too many sign-in attempts from this address; retry later.', { headers: attempt.headers });
    },
    async reserve(loginId) {
      const key = loginKey(loginId);
      const taken = await failures.consume(key);
      if (!taken.allowed) {
        // A refused attempt holds nothing: its point goes back at once, so the count stays the
        // failures plus the attempts in flight, and a refund can bring it below the budget again.
        await failures.refund(key, taken);
        throw new ApiError('RATE_LIMITED', 'Too many failed sign-ins for this login id; it is locked for a while. Retry later.', { headers: taken.headers });
      }
      return {
        async settle(status) {
          if (status === 401) return; // a failed sign-in: the point stays counted
          if (status !== undefined && status >= 200 && status < 300) await failures.reset(key);
          else await failures.refund(key, taken);
        },
      };
    },
  };
}
