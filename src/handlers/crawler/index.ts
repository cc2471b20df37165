import type { operations } from '../../../generated/crawler.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { CrawlerServices } from '../../services/crawler/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { CRAWLER_LISTS } from '../../store/tables/crawler-lists.js';
import { listHandlers } from '../shared/list-handlers.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';

export const crawlerHandlers = {
  getHealth: (_input, { services }) => services.crawler.health(),
  getCatalog: (_input, { services }) => services.crawler.catalog(),
  getFeatures: (_input, { services }) => services.crawler.features(),
  ...listHandlers(CRAWLER_LISTS),
  // The dry run's warnings, and the rules the suggester had to drop, travel in the envelope's `warnings`.
  simulateCrawl: async ({ body }, { services }) => {
    const { data, warnings } = await services.crawler.simulateCrawl(body);
    return Reply.data(data, { warnings });
  },
  suggestParserRules: async ({ body }, { services, startedAt }) => {
    const { data, warnings } = await services.crawler.suggestParserRules(body, startedAt);
    return Reply.data(data, { warnings });
  },
  checkDuplicate: ({ body }, { services, startedAt }) => services.crawler.checkDuplicate(body, startedAt),
  checkRobots: ({ body }, { services }) => services.crawler.checkRobots(body),
  previewSchedule: ({ body }, { services }) => services.crawler.previewSchedule(body),
  ...specDocumentHandlers(specPathOf('crawler')),
} satisfies HandlerMap<operations, CrawlerServices>;
