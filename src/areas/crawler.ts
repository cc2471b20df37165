/** Area B, the crawl platform: public guide and simulation endpoints over the shared store. */
import { crawlerHandlers } from '../handlers/crawler/index.js';
import { limitHooks } from '../adapters/rate-limit/limit-hook.js';
import { closeCrawlerServices, createCrawlerServices, type CrawlerServices } from '../services/crawler/index.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

export const crawlerArea: AreaModule<CrawlerServices> = {
  ...areaDescriptors.crawler,
  handlers: crawlerHandlers,
  createServices: async (runtime) => createCrawlerServices(runtime, { path: areaDescriptors.crawler.specPath, prefix: areaDescriptors.crawler.prefix }),
  afterAuthentication: (services) =>
    limitHooks({
      limiter: services.rateLimiter,
      keyOf: (_principal, operation, client) => (services.limitedOperations.has(operation.operationId) ? client.address : null),
      message: 'Too many simulations from this address; retry later.',
    }),
  classifyError: classifyStoreError,
  close: closeCrawlerServices,
};
