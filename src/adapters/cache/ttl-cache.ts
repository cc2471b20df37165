import type { Redis } from 'ioredis';

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
 * `close` here.
 */
export function createRedisCache(redis: Pick<Redis, 'get' | 'set'>, prefix: string): TtlCache {
  return {
    async get(key) {
      const value = await redis.get(prefix + key);
      return value ?? undefined;
    },
    async set(key, value, ttlSeconds) {
      // Redis rejects EX 0 and fractions; anything shorter than a second is kept for one.
      await redis.set(prefix + key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
  };
}
