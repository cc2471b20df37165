/**
 * Fixed-window rate limiting per key, shared through Redis when given; counted in the process
 * otherwise and while Redis is unreachable, so a counter outage never becomes an API outage.
 */
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import type * as Flexible from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { RateLimit } from '../../config/rate-limit-setting.js';
import type { CircuitBreaker, Permit } from '../circuit-breaker.js';

// Each class from its own file: the package's index loads every store it supports, code a start
// would parse for nothing (docs/performance.md).
const requireModule = createRequire(import.meta.url);
const clusterLimiter = () => (requireModule('rate-limiter-flexible/lib/RateLimiterCluster.js') as { RateLimiterCluster: typeof Flexible.RateLimiterCluster }).RateLimiterCluster;
const redisLimiter = () => requireModule('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof Flexible.RateLimiterRedis;
const RateLimiterMemory = requireModule('rate-limiter-flexible/lib/RateLimiterMemory.js') as typeof Flexible.RateLimiterMemory;
const RateLimiterRes = requireModule('rate-limiter-flexible/lib/RateLimiterRes.js') as typeof Flexible.RateLimiterRes;
type RateLimiterMemory = Flexible.RateLimiterMemory;
type RateLimiterRes = Flexible.RateLimiterRes;
/** The storage of a RateLimiterMemory (its `_memoryStorage`): counts in a Map, each expiring with its window. */
interface MemoryStorage {
  incrby(key: string, value: number, durationSec: number): RateLimiterRes;
}

export interface RateLimitLogger {
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export interface RateLimiterOptions extends RateLimit {
  /** Shared counters; the caller owns the client (connects, listens for errors, quits). */
  redis?: Redis;
  /** Redis's circuit breaker (docs/reliability.md): while open, counts go straight to the process. */
  breaker?: CircuitBreaker | null;
  keyPrefix: string;
  logger?: RateLimitLogger;
  /** Policy name shown in the RateLimit fields. */
  policyName?: string;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSec: number;
  /** When the window this answer was counted in ends (ms since the epoch), for `refund`. */
  windowEndsAt: number;
  headers: Record<string, string>;
}

type Source = Flexible.RateLimiterAbstract;

/** One call's answer, or the limiter's refusal (thrown as a RateLimiterRes); any other error is thrown. */
async function attempt<T>(run: (source: Source) => Promise<T>, source: Source) {
  try {
    return { value: await run(source) };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { refused: error as RateLimiterRes };
  }
}

/** How far apart two readings of one window's end may be (round trips to Redis), for `refund`. */
const SAME_WINDOW_MS = 1000;

export function createRateLimiter(options: RateLimiterOptions) {
  const { points, durationSec, redis, keyPrefix, logger } = options;
  const breaker = redis ? options.breaker ?? undefined : undefined;
  if (!Number.isInteger(points) || points < 1 || !Number.isInteger(durationSec) || durationSec < 1) {
    throw new TypeError('rate limit points and durationSec must be positive integers');
  }
  const policy = sfString(options.policyName ?? 'default');

  // The process's count: the limiter without Redis, the fallback with it.
  const memory = new RateLimiterMemory({ points, duration: durationSec, keyPrefix });
  // Under node:cluster (WORKERS > 1) without Redis, one count for all workers, kept by the
  // primary's RateLimiterClusterMaster (src/cli/cluster.ts), so a limit stays exact.
  const limiter = redis
    ? new (redisLimiter())({
        storeClient: redis,
        points,
        duration: durationSec,
        keyPrefix,
        // Fail over at once instead of waiting on ioredis' offline queue or retries.
        rejectIfRedisNotReady: true,
      })
    : cluster.isWorker
      ? new (clusterLimiter())({ points, duration: durationSec, keyPrefix, timeoutMs: 2000 })
      : memory;
  let degraded = false;
  // The process's own count, read without a promise: RateLimiterMemory.consume's own steps.
  const storage = limiter === memory && !redis ? (memory as unknown as { _memoryStorage: MemoryStorage })._memoryStorage : null;

  /** One call through Redis, or to the process while the breaker is open or Redis fails. */
  async function call<T>(run: (source: Source) => Promise<T>) {
    const permit: Permit | null | undefined = breaker?.tryAdmit();
    try {
      if (permit === null) return { ...(await attempt(run, memory)), usedMemory: true };
      try {
        const answer = await attempt(run, limiter);
        permit?.success();
        return { ...answer, usedMemory: false };
      } catch (error) {
        if (!redis) throw error;
        // Why Redis failed is not told; opening this breaker wrongly costs nothing a client sees.
        permit?.failure({ timedOut: true });
        return { ...(await attempt(run, memory)), usedMemory: true };
      }
    } finally {
      permit?.release();
    }
  }

  function noteBackend(usedMemory: boolean): void {
    if (!redis || usedMemory === degraded) return;
    degraded = usedMemory;
    if (usedMemory) {
      logger?.warn({ keyPrefix, redisStatus: redis.status }, 'Redis unavailable: rate limits are counted in this process only until it is back');
    } else {
      logger?.info({ keyPrefix }, 'Redis reachable again: rate limits are shared again');
    }
  }

  function resultOf(res: RateLimiterRes, allowed: boolean, now = Date.now()): RateLimitResult {
    const remaining = allowed ? Math.max(0, res.remainingPoints) : 0;
    const resetSec = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
    // draft-ietf-httpapi-ratelimit-headers-08..10: q quota, w window, r remaining, t seconds to reset.
    const headers: Record<string, string> = {
      'RateLimit-Policy': `${policy};q=${points};w=${durationSec}`,
      RateLimit: `${policy};r=${remaining};t=${resetSec}`,
    };
    if (!allowed) headers['Retry-After'] = String(Math.max(1, resetSec));
    return { allowed, limit: points, remaining, resetSec, windowEndsAt: now + res.msBeforeNext, headers };
  }

  async function consumeThrough(key: string): Promise<RateLimitResult> {
    const { value, refused, usedMemory } = await call((source) => source.consume(key));
    noteBackend(usedMemory);
    return refused ? resultOf(refused, false) : resultOf(value!, true);
  }

  return {
    /** Synchronous when the count is this process's own (no Redis, no cluster). */
    consume(key: string): RateLimitResult | Promise<RateLimitResult> {
      if (storage === null) return consumeThrough(key);
      const res = storage.incrby(memory.getKey(key), 1, durationSec) as { -readonly [K in keyof RateLimiterRes]: RateLimiterRes[K] };
      res.remainingPoints = Math.max(points - res.consumedPoints, 0);
      return resultOf(res as RateLimiterRes, res.consumedPoints <= points);
    },
    /** The refusal `consume` would give now, without counting; null while budget is left. */
    async spent(key: string): Promise<RateLimitResult | null> {
      const res = await call((source) => source.get(key)).then(({ value }) => value ?? null, () => null);
      return res && res.consumedPoints >= points ? resultOf(res, false) : null;
    },
    /** Gives the key its whole budget back (a login that succeeded ends its failure streak). */
    async reset(key: string): Promise<void> {
      await call((source) => source.delete(key)).catch(() => memory.delete(key));
    },
    /**
     * Gives back the point a `consume` took (`taken` is its answer), so a count can be a
     * reservation; only into that window while it holds a point (a negative count would let the
     * next window admit more). Never fails: a refund that cannot be made leaves the point counted.
     */
    async refund(key: string, taken: RateLimitResult): Promise<void> {
      try {
        const { value: current } = await call((source) => source.get(key));
        // Another window end means the window was reset or ran out and a new one began.
        if (!current || current.consumedPoints < 1 || Math.abs(Date.now() + current.msBeforeNext - taken.windowEndsAt) > SAME_WINDOW_MS) return;
        await call((source) => source.reward(key));
      } catch {
        // Counted it stays: the safe side of a reservation.
      }
    },
    /** Where counts are kept right now: 'memory' also while Redis is unreachable. */
    backend: (): 'redis' | 'memory' => (redis && !degraded ? 'redis' : 'memory'),
    // Nothing of ours to release: memory timers are unref'd and the Redis client is the caller's.
    close: async (): Promise<void> => {},
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A structured-field sf-string (RFC 8941 §3.3.3): printable ASCII, `"` and `\` escaped. */
function sfString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new TypeError('rate limit policy name must be printable ASCII');
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
