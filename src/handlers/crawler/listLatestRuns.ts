import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const listLatestRuns: Handler<operations['listLatestRuns'], CrawlerServices> = ({ query }, { services }) => services.crawler.listLatestRuns(query.tenantId);
