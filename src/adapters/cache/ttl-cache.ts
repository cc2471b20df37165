import type { Redis } from 'ioredis';
import { lazyLru } from './lazy-lru.js';
import type { CircuitBreaker } from '../circuit-breaker.js';

/** A string cache whose entries expire; the shape both the process and Redis can serve. */
export interface TtlCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  close?(): Promise<void>;
}

export interface MemoryCacheOptions {
  /** Oldest entries are dropped beyond this, so a flood of keys cannot grow the process. */
  maxEntries?: number;
  /** Clock in milliseconds; a seam for tests. */
  now?: () => number;
}

/** An in-process cache for one instance: lru-cache, the bounded cache every part of the server uses. */
export function createMemoryCache(options: MemoryCacheOptions = {}): TtlCache {
  const now = options.now ?? Date.now;
  // ttlResolution 0: lru-cache otherwise reuses one reading of the clock for a millisecond.
  const entries = lazyLru<string, string>({ max: options.maxEntries ?? 10_000, ttlAutopurge: false, ttlResolution: 0, perf: { now } });
  return {
    get: async (key) => entries.get(key),
    set: async (key, value, ttlSeconds) => entries.set(key, value, { ttl: ttlSeconds * 1000 }),
    close: async () => entries.clear(),
  };
}

/**
 * A cache shared through Redis (`SET ... EX`); the connection is the caller's, so no `close`. With
 * the breaker open a read misses and a write is skipped (docs/reliability.md).
 */
export function createRedisCache(redis: Pick<Redis, 'get' | 'set'>, prefix: string, breaker?: CircuitBreaker | null): TtlCache {
  /** `command` through the breaker; `skipped` while it is open. */
  async function judged<T>(command: () => Promise<T>, skipped: T): Promise<T> {
    const permit = breaker?.tryAdmit();
    if (permit === null) return skipped;
    try {
      const result = await command();
      permit?.success();
      return result;
    } catch (error) {
      permit?.failure({ timedOut: /timed out/i.test((error as Error)?.message ?? '') });
      throw error;
    } finally {
      permit?.release();
    }
  }
  return {
    get: async (key) => (await judged(() => redis.get(prefix + key), null)) ?? undefined,
    // Redis rejects EX 0 and fractions; anything shorter than a second is kept for one.
    async set(key, value, ttlSeconds) {
      await judged(() => redis.set(prefix + key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds))), undefined);
    },
  };
}
