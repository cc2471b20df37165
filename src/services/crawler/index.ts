/** The crawl platform's services, built from the process runtime. */
import { createCpuPool, workerModuleUrl } from '../../adapters/cpu-pool/cpu-pool.js';
import { createMemoryCache, createRedisCache } from '../../adapters/cache/ttl-cache.js';
import { createGuardedFetcher } from '../../adapters/http/guarded-fetch.js';
import { createRateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { listOperations, readSpec, type OpenApiDocument } from '../../pipeline/openapi-document.js';
import type { Runtime } from '../../runtime.js';
import { checkListDeclarations } from '../lists.js';
import { CRAWLER_LISTS } from '../../store/tables/crawler-lists.js';
import { createCrawlerService } from './crawler-service.js';
import { crawlerFeatures } from './features.js';
import { MAX_HTML_BYTES } from './parser-rules/limits.js';
import { evaluateRobots } from './robots/evaluate-robots.js';
import { parseRobots } from './robots/parse-robots.js';
import { createRobotsChecker } from './robots/robots-check.js';

/** Redirects and body included (docs/product-decisions.md). */
export const CRAWLER_FETCH_TIMEOUT_MS = 5_000;

/** The crawler service and what it runs on; `rateLimiter` limits the CPU-heavy simulations per client address. */
export type CrawlerServices = ReturnType<typeof createCrawlerServices>;

/** Up to this size a robots.txt is judged on the event loop (a few ms at most). */
export const INLINE_ROBOTS_BYTES = 64 * 1024;

export const CPU_TASKS_URL = workerModuleUrl(import.meta.url, 'cpu-tasks');

/** The operations limited per client address: those whose spec documents a 429 answer. */
export function rateLimitedOperations(document: OpenApiDocument): ReadonlySet<string> {
  return new Set(listOperations(document).filter(({ operation }) => operation.responses?.['429'] !== undefined).map(({ operationId }) => operationId));
}

export function createCrawlerServices(runtime: Runtime, spec: { path: string; prefix: string }) {
  const { settings } = runtime;
  const document = readSpec(spec.path);
  checkListDeclarations(document, CRAWLER_LISTS);
  const fetcher = createGuardedFetcher({
    allowPrivateNetworks: settings.fetchAllowPrivateNetworks,
    timeoutMs: CRAWLER_FETCH_TIMEOUT_MS,
    maxBytes: MAX_HTML_BYTES,
    // The client is not told which range a host name resolved to; the operator is.
    onBlocked: (blocked) => runtime.logger.warn({ fetchBlocked: blocked }, 'outbound fetch refused by the address rule'),
  });
  const robotsCache = runtime.redis ? createRedisCache(runtime.redis, settings.crawlerIndexPrefix, runtime.redisBreaker) : createMemoryCache();
  const cpu = createCpuPool({ workerUrl: CPU_TASKS_URL, threads: settings.cpu.workers, budgetMs: settings.cpu.budgetMs, logger: runtime.logger });
  const robots = createRobotsChecker({
    fetcher,
    cache: robotsCache,
    logger: runtime.logger,
    decide: (text, userAgent, url) =>
      Buffer.byteLength(text) <= INLINE_ROBOTS_BYTES
        ? evaluateRobots(parseRobots(text), userAgent, url)
        : cpu.run('decideRobots', { robots: typeof text === 'string' ? text : new Uint8Array(text), userAgent, url: url.href }),
  });
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
    cpu,
  });
  const rateLimiter = createRateLimiter({
    ...settings.limits.simulationsPerAddress,
    redis: runtime.redis ?? undefined,
    breaker: runtime.redisBreaker,
    keyPrefix: `${settings.crawlerIndexPrefix}simulations`,
    policyName: 'simulations',
    logger: runtime.logger,
  });
  return { crawler, lists: crawler.lists, fetcher, robotsCache, rateLimiter, limitedOperations: rateLimitedOperations(document), cpu };
}

export async function closeCrawlerServices(services: CrawlerServices): Promise<void> {
  await services.fetcher.close();
  await services.robotsCache.close?.();
  await services.cpu.close();
}
