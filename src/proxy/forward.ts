/**
 * Forwarding one exchange to the upstream with undici, as received but for the hop-by-hop
 * headers; the answer comes back as a stream, which the proxy reads or passes straight on.
 */
import type { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import type { RequestParts } from './validate.js';

/** RFC 9110 §7.6.1: headers for one connection only, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Hop-by-hop headers plus every header the Connection header names. */
function hopByHop(headers: Record<string, unknown>): Set<string> {
  const names = new Set(HOP_BY_HOP);
  const connection = headers.connection;
  for (const value of Array.isArray(connection) ? connection : [connection]) {
    if (typeof value === 'string') for (const name of value.split(',')) names.add(name.trim().toLowerCase());
  }
  return names;
}

/** The headers an upstream answer is passed on with. */
export function endToEndHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const drop = hopByHop(headers);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !drop.has(name.toLowerCase())) kept[name] = value;
  return kept;
}

export interface UpstreamRequest extends RequestParts {
  body: Buffer | Readable | undefined;
  /** For X-Forwarded-*. */
  client: { address: string; host: string | undefined; protocol: 'http' | 'https' };
  signal: AbortSignal;
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** Joins the upstream's own path (`http://host/base`) and the request target. */
export function upstreamPath(upstream: URL, target: string): string {
  const base = upstream.pathname.replace(/\/+$/, '');
  return `${base}${target.startsWith('/') ? target : `/${target}`}`;
}

export function createForwarder(upstream: URL, options: { timeoutMs: number }) {
  // Kept-alive connections: one per request would add a TCP handshake to every call.
  const agent = new Agent({ keepAliveTimeout: 10_000, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs });
  const origin = upstream.origin;
  return {
    async send(request: UpstreamRequest): Promise<UpstreamResponse> {
      const { host: _host, ...headers } = endToEndHeaders(request.headers);
      const forwardedFor = request.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${request.client.address}` : request.client.address;
      if (request.client.host && !headers['x-forwarded-host']) headers['x-forwarded-host'] = request.client.host;
      if (!headers['x-forwarded-proto']) headers['x-forwarded-proto'] = request.client.protocol;
      const answer: Dispatcher.ResponseData = await agent.request({
        origin,
        path: upstreamPath(upstream, request.url),
        method: request.method as Dispatcher.HttpMethod,
        headers,
        body: request.body ?? null,
        signal: request.signal,
      });
      return { status: answer.statusCode, headers: answer.headers as Record<string, string | string[] | undefined>, body: answer.body };
    },
    close: () => agent.close(),
  };
}
