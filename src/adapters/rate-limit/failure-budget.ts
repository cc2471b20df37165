/**
 * A budget of failures per client address (AUTH_FAILURE_RATE_LIMIT) that is checked before the
 * failure can happen: once this process has seen an address spend its budget, the address's
 * next requests are refused without looking at their credentials, so an address guessing keys
 * costs no store query per guess (before, 2,000 unknown keys from one address made about 1,900
 * PostgreSQL transactions for 2,000 answers of 429).
 *
 * Only addresses this process saw run out are remembered (until their window ends), so a
 * request from any other address pays nothing here, not even a Redis round trip. With Redis,
 * failures counted by other instances are learnt at this instance's next failure from the
 * address: one credential check per instance per window.
 */
import { lazyLru } from '../cache/lazy-lru.js';
import type { RateLimiter, RateLimitResult } from './rate-limiter.js';

export interface FailureBudget {
  /**
   * The refusal for an address already past its budget, without counting; null when it may
   * try. No I/O (and no promise) unless this process saw the address run out.
   */
  refusal(address: string): Promise<RateLimitResult | null> | null;
  /** Counts one failure of the address. */
  consume(address: string): Promise<RateLimitResult>;
}

/** Addresses remembered as out of budget at most; past it the oldest are forgotten (they pay one check more). */
const MAX_REMEMBERED = 10_000;

export function createFailureBudget(limiter: Pick<RateLimiter, 'consume' | 'spent'>, options: { now?: () => number } = {}): FailureBudget {
  const now = options.now ?? Date.now;
  /** Address -> when its spent window ends. */
  const spentUntil = lazyLru<string, number>({ max: MAX_REMEMBERED });
  return {
    refusal(address) {
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
    async consume(address) {
      const result = await limiter.consume(address);
      if (!result.allowed || result.remaining === 0) spentUntil.set(address, result.windowEndsAt);
      return result;
    },
  };
}
