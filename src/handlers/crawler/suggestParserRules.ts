import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

/** Rules the suggester had to drop are reported in the envelope's `warnings`. */
export const suggestParserRules: Handler<operations['suggestParserRules'], CrawlerServices> = async ({ body }, { services, startedAt }) => {
  const { data, warnings } = await services.crawler.suggestParserRules(body, startedAt);
  return Reply.data(data, { warnings });
};
