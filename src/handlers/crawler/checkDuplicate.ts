import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const checkDuplicate: Handler<operations['checkDuplicate'], CrawlerServices> = ({ body }, { services, startedAt }) => services.crawler.checkDuplicate(body, startedAt);
