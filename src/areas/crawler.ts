/** Area B, the crawl platform: public guide and simulation endpoints over the shared store. */
import { crawlerHandlers, CRAWLER_SPEC } from '../handlers/crawler/index.js';
import { closeCrawlerServices, createCrawlerServices, type CrawlerServices } from '../services/crawler/index.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

export const crawlerArea: AreaModule<CrawlerServices> = {
  ...areaDescriptors.crawler,
  handlers: crawlerHandlers,
  createServices: async (runtime) => createCrawlerServices(runtime, { path: CRAWLER_SPEC, prefix: areaDescriptors.crawler.prefix }),
  classifyError: classifyStoreError,
  close: closeCrawlerServices,
};
