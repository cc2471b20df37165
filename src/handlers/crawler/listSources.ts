import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const listSources: Handler<operations['listSources'], CrawlerServices> = ({ query }, { services }) => services.crawler.listSources(query.tenantId);
