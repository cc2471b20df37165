/**
 * What one process opens once and its areas share: settings, logger, store, revocation feed and
 * (REDIS_URL) Redis.
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createRevocationFeed, type RevocationFeed } from './adapters/auth/revocation-feed.js';
import { createCircuitBreaker, type CircuitBreaker } from './adapters/circuit-breaker.js';
import type { Settings } from './config/settings.js';
import { openStore, type Store } from './store/database.js';

export interface Runtime {
  settings: Settings;
  logger: Logger;
  store: Store;
  redis: Redis | null;
  /** Redis's circuit breaker, shared by every user of the connection (docs/reliability.md). */
  redisBreaker: CircuitBreaker | null;
  /** Revoked API keys and signed-out member tokens, from every instance (one poll of the store per process). */
  revocations: RevocationFeed;
  close(): Promise<void>;
}

export async function openRuntime(settings: Settings, logger: Logger, overrides: { store?: Store; redis?: Redis | null } = {}): Promise<Runtime> {
  const store =
    overrides.store ??
    (await openStore({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      logger,
      seedDemoData: settings.demoData,
      timeoutMs: settings.storeTimeoutMs,
      breaker: settings.breakers.store,
      readsPerOwner: settings.storeReadsPerTenant ?? undefined,
    }));
  let redis = overrides.redis ?? null;
  if (overrides.redis === undefined && settings.redisUrl) {
    // No offline queue: while Redis is down, commands fail fast (or after REDIS_TIMEOUT_MS) and the callers degrade.
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(settings.redisUrl, {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: settings.redisTimeoutMs,
    });
    redis.on('error', (error) => logger.debug({ err: { message: error.message } }, 'redis connection error'));
  }
  const redisBreaker = redis ? createCircuitBreaker({ name: 'redis', ...settings.breakers.redis }) : null;
  redisBreaker?.onStateChange((to, from) => {
    logger[to === 'closed' ? 'info' : 'warn']({ breaker: 'redis', from, to }, to === 'open' ? 'Redis circuit open: limits are counted in the process and caches skipped, without calling Redis, until a probe succeeds' : `Redis circuit ${to}`);
  });
  const revocations = createRevocationFeed(store.db, { logger });
  return {
    settings,
    logger,
    store,
    redis,
    redisBreaker,
    revocations,
    async close() {
      await revocations.close();
      if (!overrides.store) await store.close();
      if (redis && overrides.redis === undefined) redis.disconnect();
    },
  };
}
