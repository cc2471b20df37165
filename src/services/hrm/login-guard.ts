/**
 * Limits on the member sign-in proxy (docs/product-decisions.md "Limits"): sign-in attempts
 * per client address (LOGIN_RATE_LIMIT), and a lockout per login id after consecutive failed
 * sign-ins (LOGIN_LOCKOUT, e.g. 5 failures lock the id for 15 minutes, whatever the address).
 * A locked id is refused before the central API is asked, so the right password does not
 * get in either until the window ends; a successful sign-in ends the failure streak.
 *
 * Keyed by login id alone, a lockout can be set off by anyone who knows the id: the price of
 * stopping a password guesser who rotates addresses. The window bounds it.
 */
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { ApiError } from '../../errors.js';

export interface LoginGuard {
  /** Before the attempt is forwarded: 429 for an address over its budget or a locked login id. */
  admit(address: string, loginId: string | undefined): Promise<void>;
  /** After the central API answered: a 401 counts a failure, a success clears them. */
  settle(loginId: string | undefined, status: number): Promise<void>;
}

const loginKey = (loginId: string) => loginId.trim().toLowerCase();

export function createLoginGuard(limiters: { perAddress: RateLimiter; failuresPerLogin: RateLimiter }): LoginGuard {
  return {
    async admit(address, loginId) {
      const attempt = await limiters.perAddress.consume(address);
      if (!attempt.allowed) throw new ApiError('RATE_LIMITED', 'Too many sign-in attempts from this address; retry later.', { headers: attempt.headers });
      if (loginId === undefined) return;
      const locked = await limiters.failuresPerLogin.spent(loginKey(loginId));
      if (locked) throw new ApiError('RATE_LIMITED', 'Too many failed sign-ins for this login id; it is locked for a while. Retry later.', { headers: locked.headers });
    },
    async settle(loginId, status) {
      if (loginId === undefined) return;
      if (status === 401) await limiters.failuresPerLogin.consume(loginKey(loginId));
      else if (status >= 200 && status < 300) await limiters.failuresPerLogin.reset(loginKey(loginId));
    },
  };
}
