import type { operations } from '../../../generated/crawler.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { CRAWLER_LISTS } from '../../store/tables/crawler-lists.js';
import { listHandlers } from '../shared/list-handlers.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { checkDuplicate } from './checkDuplicate.js';
import { checkRobots } from './checkRobots.js';
import { getCatalog } from './getCatalog.js';
import { getFeatures } from './getFeatures.js';
import { getHealth } from './getHealth.js';
import { previewSchedule } from './previewSchedule.js';
import { simulateCrawl } from './simulateCrawl.js';
import { suggestParserRules } from './suggestParserRules.js';

export const CRAWLER_SPEC = specPathOf('crawler');

export const crawlerHandlers = {
  getHealth,
  getCatalog,
  getFeatures,
  ...listHandlers(CRAWLER_LISTS),
  simulateCrawl,
  suggestParserRules,
  checkDuplicate,
  checkRobots,
  previewSchedule,
  ...specDocumentHandlers(CRAWLER_SPEC),
} satisfies HandlerMap<operations, CrawlerServices>;
