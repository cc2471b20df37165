/** Area B, the crawl platform: public guide and simulation endpoints over the shared store. */
import { crawlerHandlers, CRAWLER_SPEC } from '../handlers/crawler/index.js';
import { envelopes } from '../pipeline/envelope.js';
import { closeCrawlerServices, createCrawlerServices, type CrawlerServices } from '../services/crawler/index.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';

const PREFIX = '/api/public/v1';

export const crawlerArea: AreaModule<CrawlerServices> = {
  name: 'crawler',
  specPath: CRAWLER_SPEC,
  prefix: PREFIX,
  envelope: envelopes.withWarnings,
  handlers: crawlerHandlers,
  // Duplicate checks take up to 10,000 existing bodies (about 10 MB of typical text).
  bodyLimitBytes: 16 * 1024 * 1024,
  createServices: async (runtime) => createCrawlerServices(runtime, { path: CRAWLER_SPEC, prefix: PREFIX }),
  classifyError: classifyStoreError,
  close: closeCrawlerServices,
};
