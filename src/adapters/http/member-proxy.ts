/**
 * Forwards the browser's member-auth calls (login, refresh, logout, permissions) to the
 * central member API, so the browser stays same-origin with the HR service. Headers are
 * allowlisted both ways: our own credentials (X-API-Key) and hop-by-hop headers never cross.
 */
import type { Dispatcher, request as UndiciRequest } from 'undici';
import { ApiError } from '../../errors.js';

export interface ProxyRequest {
  method: string;
  /** Upstream path (and query), e.g. `/auth/login`; appended to the upstream URL's path. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
}

export interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export interface MemberProxyOptions {
  upstreamUrl: string | URL;
  /** Deadline for the whole exchange, connect to last body byte. */
  timeoutMs?: number;
  /** Larger upstream bodies are refused as a bad gateway answer. */
  maxResponseBytes?: number;
}

// Allowlists both ways, so hop-by-hop headers (connection, keep-alive, proxy-*, te, trailer,
// transfer-encoding, upgrade) and our own credentials (x-api-key) can never be forwarded.
const REQUEST_HEADERS = ['authorization', 'cookie', 'content-type', 'accept', 'traceparent'];
// Cache headers matter: token responses say `no-store` (RFC 6749 §5.1) and must keep saying it.
const RESPONSE_HEADERS = ['content-type', 'set-cookie', 'cache-control', 'pragma', 'expires', 'www-authenticate', 'location', 'retry-after'];

export function createMemberProxy(options: MemberProxyOptions) {
  const base = new URL(options.upstreamUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new TypeError('member proxy upstream must be an http(s) URL');
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 1024 * 1024;
  // undici is loaded on the first forwarded request, not at start.
  let client: Promise<{ dispatcher: Dispatcher; request: typeof UndiciRequest }> | undefined;
  const undiciClient = () =>
    (client ??= import('undici').then(({ Agent, request }) => ({ dispatcher: new Agent({ connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }), request })));

  return {
    async forward(req: ProxyRequest): Promise<ProxyResponse> {
      const url = new URL(basePath + req.path, base.origin);
      // Dot segments (also %2e-encoded) must not climb out of the upstream's base path.
      if (!req.path.startsWith('/') || req.path.startsWith('//') || url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) {
        throw new TypeError(`member proxy path escapes the upstream base path: ${req.path}`);
      }
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const { dispatcher, request } = await undiciClient();
        const res = await request(url, {
          method: req.method.toUpperCase() as Dispatcher.HttpMethod,
          headers: pickHeaders(req.headers, REQUEST_HEADERS),
          body: req.body && req.body.length > 0 ? req.body : undefined,
          dispatcher,
          signal,
        });
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of res.body) {
          size += chunk.length;
          if (size > maxResponseBytes) {
            res.body.destroy();
            throw new ApiError('UPSTREAM_UNAVAILABLE', undefined, { cause: new Error(`upstream body over ${maxResponseBytes} bytes`) });
          }
          chunks.push(chunk as Buffer);
        }
        return {
          status: res.statusCode,
          headers: pickHeaders(res.headers, RESPONSE_HEADERS),
          body: Buffer.concat(chunks),
        };
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw isTimeout(err, signal)
          ? new ApiError('UPSTREAM_TIMEOUT', undefined, { cause: err })
          : new ApiError('UPSTREAM_UNAVAILABLE', undefined, { cause: err });
      }
    },
    close: async (): Promise<void> => { if (client) await (await client).dispatcher.close(); },
  };
}

export type MemberProxy = ReturnType<typeof createMemberProxy>;

/** Header names listed in a `Connection` header are hop-by-hop too (RFC 9110 §7.6.1). */
function connectionTokens(value: string | string[] | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : value ?? '';
  return new Set(joined.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean));
}

/** The allowed headers, less those the `Connection` header names. */
function pickHeaders(headers: ProxyRequest['headers'], allowed: string[]): Record<string, string | string[]> {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const named = connectionTokens(lower.get('connection'));
  const out: Record<string, string | string[]> = {};
  for (const name of allowed) {
    const value = lower.get(name);
    if (value === undefined || named.has(name)) continue;
    // Each Set-Cookie must stay a separate field; joining them corrupts cookie dates.
    if (name === 'set-cookie') out[name] = ([] as string[]).concat(value);
    else out[name] = Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value;
  }
  return out;
}

function isTimeout(err: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  const code = (err as { code?: string } | null)?.code;
  return code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
