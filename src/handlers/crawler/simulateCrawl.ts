import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

/** The dry run's warnings travel in the envelope's `warnings`. */
export const simulateCrawl: Handler<operations['simulateCrawl'], CrawlerServices> = async ({ body }, { services }) => {
  const { data, warnings } = await services.crawler.simulateCrawl(body);
  return Reply.data(data, { warnings });
};
