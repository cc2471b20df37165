/**
 * Typed client of the marketing service (spec/marketing.yaml). Everything but status,
 * catalog and the spec itself needs an API key bound to one tenant (`apiKey`, sent as
 * `X-Api-Key`). Use it from server-side systems only, never in front-end code.
 *
 *   const marketing = createMarketingClient('http://127.0.0.1:8084', { apiKey: process.env.MARKETING_API_KEY });
 *   const { data } = await marketing.GET('/api/public/v1/ads/campaigns', { params: { query: { page_size: 20 } } });
 */
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/marketing.js';
import { createAreaClient, type AreaClientOptions } from './area-client.js';

export type MarketingClient = Client<paths>;
export interface MarketingClientOptions extends AreaClientOptions {
  apiKey?: string;
}

export function createMarketingClient(baseUrl: string, options: MarketingClientOptions = {}): MarketingClient {
  const { apiKey, ...rest } = options;
  return createAreaClient<paths>(baseUrl, rest, { 'x-api-key': apiKey });
}
