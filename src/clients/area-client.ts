/**
 * What every area client shares: openapi-fetch over the area's generated `paths`, with
 * the caller's base URL (the area's origin, e.g. http://127.0.0.1:8081; the spec's paths
 * carry the version prefix) and the credential headers an area needs.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';

export interface AreaClientOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
  /** Headers sent with every request (a `traceparent` to correlate calls, for example). */
  headers?: Record<string, string>;
}

export function createAreaClient<Paths extends {}>(baseUrl: string, options: AreaClientOptions, credentials: Record<string, string | undefined>): Client<Paths> {
  const { headers, ...rest } = options;
  const sent: Record<string, string> = { ...headers };
  for (const [name, value] of Object.entries(credentials)) if (value !== undefined) sent[name] = value;
  return createClient<Paths>({ ...rest, baseUrl: baseUrl.replace(/\/+$/, ''), headers: sent });
}
