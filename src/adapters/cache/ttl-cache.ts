import type { Redis } from 'ioredis';
import type { CircuitBreaker, Permit } from '../circuit-breaker.js';

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

/** An in-process cache for one instance; expired entries are dropped when read. */
export function createMemoryCache(options: MemoryCacheOptions = {}): TtlCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      // Re-inserting moves the key to the end of the Map's order, which is the eviction order.
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * A cache shared by every instance through Redis; Redis expires the keys (`SET ... EX`).
 * The connection belongs to the caller, who may share it with other users, so there is no
 * `close` here. With Redis's circuit breaker open, a read is a miss and a write is skipped,
 * without a command sent (docs/reliability.md); a failed command still rejects.
 */
export function createRedisCache(redis: Pick<Redis, 'get' | 'set'>, prefix: string, breaker?: CircuitBreaker | null): TtlCache {
  async function judged<T>(permit: Permit | undefined, command: () => Promise<T>): Promise<T> {
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
    async get(key) {
      const permit = breaker?.tryAdmit();
      if (permit === null) return undefined;
      const value = await judged(permit, () => redis.get(prefix + key));
      return value ?? undefined;
    },
    async set(key, value, ttlSeconds) {
      const permit = breaker?.tryAdmit();
      if (permit === null) return;
      // Redis rejects EX 0 and fractions; anything shorter than a second is kept for one.
      await judged(permit, () => redis.set(prefix + key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds))));
    },
  };
}
