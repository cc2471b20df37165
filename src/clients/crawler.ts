/**
 * Typed client of the crawl platform (spec/crawler.yaml). Its public guide and simulation
 * endpoints need no credential; `accessToken` (a central member API token) is sent as
 * `Authorization: Bearer` for the member-only operations the spec may add.
 *
 *   const crawler = createCrawlerClient('http://127.0.0.1:8082');
 *   const { data } = await crawler.GET('/api/public/v1/sources', { params: { query: { tenantId: 'acme' } } });
 */
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/crawler.js';
import { createAreaClient, type AreaClientOptions } from './area-client.js';

export type CrawlerClient = Client<paths>;
export interface CrawlerClientOptions extends AreaClientOptions {
  accessToken?: string;
}

export function createCrawlerClient(baseUrl: string, options: CrawlerClientOptions = {}): CrawlerClient {
  const { accessToken, ...rest } = options;
  return createAreaClient<paths>(baseUrl, rest, { authorization: accessToken && `Bearer ${accessToken}` });
}
