/** The typed clients of the four areas (openapi-fetch over generated/<area>.ts). */
export { createKnowledgeClient, type KnowledgeClient, type KnowledgeClientOptions } from './knowledge.js';
export { createCrawlerClient, type CrawlerClient, type CrawlerClientOptions } from './crawler.js';
export { createHrmClient, type HrmClient, type HrmClientOptions } from './hrm.js';
export { createMarketingClient, type MarketingClient, type MarketingClientOptions } from './marketing.js';
export type { AreaClientOptions } from './area-client.js';
