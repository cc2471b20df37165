import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const getHealth: Handler<operations['getHealth'], CrawlerServices> = (_input, { services }) => services.crawler.health();
