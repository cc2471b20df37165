import type { operations } from '../../../generated/crawler.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { CrawlerServices } from '../../services/crawler/index.js';

export const checkRobots: Handler<operations['checkRobots'], CrawlerServices> = ({ body }, { services }) => services.crawler.checkRobots(body);
