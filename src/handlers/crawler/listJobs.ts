import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const listJobs: Handler<operations['listJobs'], CrawlerServices> = ({ query }, { services }) => services.crawler.listJobs(query.tenantId);
