/**
 * A budget of failures per client address (AUTH_FAILURE_RATE_LIMIT), checked before the failure:
 * an address this process saw run out is refused without a look at its credentials, so guessing
 * keys costs no store query per guess. Other addresses pay nothing here, not even Redis.
 */
import { lazyLru } from '../cache/lazy-lru.js';
import type { RateLimiter, RateLimitResult } from './rate-limiter.js';

/** Addresses remembered as out of budget at most; past it the oldest are forgotten (they pay one check more). */
const MAX_REMEMBERED = 10_000;

export function createFailureBudget(limiter: Pick<RateLimiter, 'consume' | 'spent'>, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  /** Address -> when its spent window ends. */
  const spentUntil = lazyLru<string, number>({ max: MAX_REMEMBERED });
  return {
    /** The refusal for an address past its budget, without counting; no I/O unless this process saw it run out. */
    refusal(address: string): Promise<RateLimitResult | null> | null {
      const until = spentUntil.get(address);
      if (until === undefined) return null;
      if (now() >= until) {
        spentUntil.delete(address);
        return null;
      }
      // The counter has the last word (the window may have been reset), and the exact headers.
      return limiter.spent(address).then((refused) => {
        if (!refused) spentUntil.delete(address);
        return refused;
      });
    },
    async consume(address: string): Promise<RateLimitResult> {
      const result = await limiter.consume(address);
      if (!result.allowed || result.remaining === 0) spentUntil.set(address, result.windowEndsAt);
      return result;
    },
  };
}
