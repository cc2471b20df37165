import type { operations } from '../../../generated/crawler.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { checkDuplicate } from './checkDuplicate.js';
import { checkRobots } from './checkRobots.js';
import { getCatalog } from './getCatalog.js';
import { getFeatures } from './getFeatures.js';
import { getHealth } from './getHealth.js';
import { listJobs } from './listJobs.js';
import { listLatestRuns } from './listLatestRuns.js';
import { listSources } from './listSources.js';
import { previewSchedule } from './previewSchedule.js';
import { simulateCrawl } from './simulateCrawl.js';
import { suggestParserRules } from './suggestParserRules.js';

export const CRAWLER_SPEC = specPathOf('crawler');

export const crawlerHandlers = {
  getHealth,
  getCatalog,
  getFeatures,
  listSources,
  listJobs,
  listLatestRuns,
  simulateCrawl,
  suggestParserRules,
  checkDuplicate,
  checkRobots,
  previewSchedule,
  ...specDocumentHandlers(CRAWLER_SPEC),
} satisfies HandlerMap<operations, CrawlerServices>;
