/**
 * The crawl platform's services, built from the process runtime: one guarded fetcher for
 * outbound requests, the robots cache (Redis under the index prefix when REDIS_URL is
 * set, else in the process) and the service over the store.
 */
import { createMemoryCache, createRedisCache, type TtlCache } from '../../adapters/cache/ttl-cache.js';
import { createGuardedFetcher, type GuardedFetcher } from '../../adapters/http/guarded-fetch.js';
import { createRateLimiter, type RateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { readSpec } from '../../pipeline/openapi-document.js';
import type { Runtime } from '../../runtime.js';
import { createCrawlerService, type CrawlerService } from './crawler-service.js';
import { crawlerFeatures } from './features.js';
import { MAX_HTML_BYTES } from './parser-rules/suggest-rules.js';
import { createRobotsChecker } from './robots/index.js';

export { createCrawlerService, type CrawlerService } from './crawler-service.js';

/** Budget of one outbound fetch, redirects and body included (docs/product-decisions.md: 5 s). */
export const CRAWLER_FETCH_TIMEOUT_MS = 5_000;

export interface CrawlerServices {
  crawler: CrawlerService;
  fetcher: GuardedFetcher;
  robotsCache: TtlCache;
  /** The CPU-heavy simulations per client address (CRAWLER_SIMULATION_RATE_LIMIT). */
  simulationLimiter: RateLimiter;
}

/** The operations that simulate work and cost CPU per call: limited per client address. */
export const SIMULATION_OPERATIONS: ReadonlySet<string> = new Set(['simulateCrawl', 'suggestParserRules', 'checkDuplicate']);

export function createCrawlerServices(runtime: Runtime, spec: { path: string; prefix: string }): CrawlerServices {
  const { settings } = runtime;
  const document = readSpec(spec.path);
  const fetcher = createGuardedFetcher({
    allowPrivateNetworks: settings.fetchAllowPrivateNetworks,
    timeoutMs: CRAWLER_FETCH_TIMEOUT_MS,
    // The largest page a parser-rule suggestion takes; robots.txt fetches ask for less.
    maxBytes: MAX_HTML_BYTES,
    // The client is not told which range a host name resolved to; the operator is.
    onBlocked: (blocked) => runtime.logger.warn({ fetchBlocked: blocked }, 'outbound fetch refused by the address rule'),
  });
  const robotsCache = runtime.redis ? createRedisCache(runtime.redis, settings.crawlerIndexPrefix, runtime.redisBreaker) : createMemoryCache();
  const robots = createRobotsChecker({ fetcher, cache: robotsCache, logger: runtime.logger });
  const crawler = createCrawlerService({
    db: runtime.store.db,
    storeSummary: runtime.store.summary,
    document,
    prefix: spec.prefix,
    indexPrefix: settings.crawlerIndexPrefix,
    robotsCache: runtime.redis ? 'redis' : 'memory',
    fetcher,
    robots,
    features: crawlerFeatures(document),
  });
  const simulationLimiter = createRateLimiter({
    ...settings.limits.simulationsPerAddress,
    redis: runtime.redis ?? undefined,
    breaker: runtime.redisBreaker,
    keyPrefix: `${settings.crawlerIndexPrefix}simulations`,
    policyName: 'simulations',
    logger: runtime.logger,
  });
  return { crawler, fetcher, robotsCache, simulationLimiter };
}

export async function closeCrawlerServices(services: CrawlerServices): Promise<void> {
  await services.fetcher.close();
  await services.robotsCache.close?.();
}
