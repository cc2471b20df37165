import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const getCatalog: Handler<operations['getCatalog'], CrawlerServices> = (_input, { services }) => services.crawler.catalog();
