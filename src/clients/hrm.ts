/**
 * Typed client of the HR service (spec/hrm.yaml). Business operations need either an API
 * key with the operation's scope (`apiKey`, sent as `X-API-Key`; server-side systems only)
 * or a central member API access token (`accessToken`, sent as `Authorization: Bearer`).
 *
 *   const hrm = createHrmClient('http://127.0.0.1:8083', { apiKey: process.env.HRM_API_KEY });
 *   const { data } = await hrm.GET('/api/v1/employees', { params: { query: { page: 1, pageSize: 20 } } });
 */
import type { Client } from 'openapi-fetch';
import type { paths } from '../../generated/hrm.js';
import { createAreaClient, type AreaClientOptions } from './area-client.js';

export type HrmClient = Client<paths>;
export interface HrmClientOptions extends AreaClientOptions {
  apiKey?: string;
  accessToken?: string;
}

export function createHrmClient(baseUrl: string, options: HrmClientOptions = {}): HrmClient {
  const { apiKey, accessToken, ...rest } = options;
  return createAreaClient<paths>(baseUrl, rest, { 'x-api-key': apiKey, authorization: accessToken && `Bearer ${accessToken}` });
}
