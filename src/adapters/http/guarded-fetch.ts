import dns from 'node:dns';
import net from 'node:net';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { buildConnector, Dispatcher, request as UndiciRequest } from 'undici';
import { ApiError } from '../../errors.js';
import { classifyAddress, type AddressPolicy } from './address-policy.js';

export const DEFAULT_USER_AGENT = 'CrawlPlatformBot/1.0 (+robots-check)';
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Resolves a host name to every address it has, as `dns.lookup(host, { all: true })` does. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface GuardedFetcherOptions {
  /** Lifts the address rule only (loopback, private...); the scheme rule and limits stay. */
  allowPrivateNetworks: boolean;
  /** Budget for the whole fetch: every hop, connect, headers and body. */
  timeoutMs?: number;
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  userAgent?: string;
  maxRedirects?: number;
  /** Test seam: replaces the address rule. Production code leaves it to `allowPrivateNetworks`. */
  addressPolicy?: AddressPolicy;
  /** Test seam: replaces DNS. The answers still pass through the address policy. */
  resolve?: Resolver;
  /** Told of every refused address and its range: the operator's log keeps what the client is not told. */
  onBlocked?: (blocked: { host: string; range: string; literal: boolean; url: string }) => void;
}

export interface FetchOptions {
  headers?: Record<string, string>;
  /** Overrides the fetcher's `maxBytes` for this call. */
  maxBytes?: number;
  /** At the cap, keep the first `maxBytes` and stop reading instead of failing `too_large`. */
  truncate?: boolean;
}

export type FetchFailureReason = 'timeout' | 'network' | 'too_large' | 'too_many_redirects' | 'invalid_redirect';

/** Raised inside the connector; travels through undici's connect errors untouched, FETCH_BLOCKED at the top. */
class AddressBlockedError extends Error {
  constructor(
    readonly hostname: string,
    readonly range: string,
    readonly literal: boolean,
  ) {
    super(`address of ${hostname} is not allowed (${range})`);
    this.name = 'AddressBlockedError';
  }
}

const defaultResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * An outbound HTTP(S) client that will not reach internal networks (SSRF guard). The address rule
 * is enforced in undici's connector on the exact addresses connected to, so a DNS rebinding gets
 * no second answer; redirects are followed by hand so every hop passes that rule.
 */
export function createGuardedFetcher(options: GuardedFetcherOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const defaultMaxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const policy: AddressPolicy =
    options.addressPolicy ?? (options.allowPrivateNetworks ? () => ({ allowed: true, range: 'any' }) : classifyAddress);
  const resolve = options.resolve ?? defaultResolver;

  /** Picks the answers to connect to, or the reason not to; never throws. */
  const judge = (hostname: string, answers: LookupAddress[], family: unknown): LookupAddress[] | Error => {
    const wanted = family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : family;
    const usable = wanted === 4 || wanted === 6 ? answers.filter((a) => a.family === wanted) : answers;
    if (usable.length === 0) return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    try {
      // One refused answer refuses the name: a name that points inside at all is the
      // shape of a rebinding attempt, and a clear error beats a silent partial connect.
      for (const answer of usable) {
        const verdict = policy(answer.address, hostname);
        if (!verdict.allowed) return new AddressBlockedError(hostname, verdict.range, false);
      }
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
    return usable;
  };

  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (answers) => {
        const verdict = judge(hostname, answers, lookupOptions.family);
        if (verdict instanceof Error) callback(verdict, []);
        else if (lookupOptions.all) callback(null, verdict);
        else callback(null, verdict[0].address, verdict[0].family);
      },
      (err: Error) => callback(err, []),
    );
  };

  // undici is loaded on the first fetch, not at start (about 0.1 s of a start's CPU).
  let client: Promise<{ agent: Dispatcher; request: typeof UndiciRequest }> | undefined;
  const undiciClient = () =>
    (client ??= import('undici').then(({ Agent, buildConnector, request }) => {
      const baseConnect = buildConnector({ timeout: timeoutMs, lookup: guardedLookup });
      const connect: buildConnector.connector = (connectOptions, callback) => {
        // `net.connect` skips `lookup` for literal IPs, so they are judged here.
        if (net.isIP(connectOptions.hostname)) {
          const verdict = policy(connectOptions.hostname, connectOptions.hostname);
          if (!verdict.allowed) {
            callback(new AddressBlockedError(connectOptions.hostname, verdict.range, true), null);
            return;
          }
        }
        baseConnect(connectOptions, callback);
      };
      return { agent: new Agent({ connect, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }), request };
    }));

  /**
   * The last hop's answer: its URL, headers with lower-case names (repeated ones joined with
   * ", "), `truncated` when `truncate` cut the body at the cap.
   */
  async function fetch(input: string, fetchOptions: FetchOptions = {}) {
    const maxBytes = fetchOptions.maxBytes ?? defaultMaxBytes;
    let url = parseHttpUrl(input);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('timeout'));
    }, timeoutMs);

    try {
      for (let redirects = 0; ; redirects++) {
        const { agent, request } = await undiciClient();
        const headers = { 'user-agent': userAgent, accept: '*/*', ...fetchOptions.headers };
        const res = await request(url, { dispatcher: agent, method: 'GET', signal: controller.signal, headers });
        const location = headerValue(res.headers.location);
        if (REDIRECT_STATUSES.has(res.statusCode) && location !== undefined) {
          await res.body.dump().catch(() => undefined);
          if (redirects >= maxRedirects) {
            throw fetchFailed('too_many_redirects', `Fetching ${input} failed: more than ${maxRedirects} redirects.`);
          }
          url = resolveRedirect(location, url, input);
          continue;
        }
        const { body, truncated } = await readBody(res, maxBytes, fetchOptions.truncate === true, url);
        return {
          status: res.statusCode,
          url: url.href,
          headers: flattenHeaders(res.headers),
          body,
          redirects,
          truncated,
        };
      }
    } catch (err) {
      const apiError = toApiError(err, url, timedOut);
      const blocked = findCause(err, (e): e is AddressBlockedError => e instanceof AddressBlockedError);
      if (blocked) options.onBlocked?.({ host: blocked.hostname, range: blocked.range, literal: blocked.literal, url: url.href });
      throw apiError;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    fetch,
    close: async (): Promise<void> => { if (client) await (await client).agent.close(); },
  };
}

export type GuardedFetcher = ReturnType<typeof createGuardedFetcher>;

/** An http(s) URL without its fragment; `refused` when it cannot be parsed. */
function httpUrl(parse: () => URL, refused: () => ApiError): URL {
  let url: URL;
  try {
    url = parse();
  } catch {
    throw refused();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(
      'FETCH_BLOCKED',
      `Fetching ${url.href} is blocked: only http and https URLs may be fetched, not ${url.protocol.slice(0, -1)}.`,
      { details: { reason: 'scheme', scheme: url.protocol.slice(0, -1) } },
    );
  }
  url.hash = '';
  return url;
}

function parseHttpUrl(input: string): URL {
  const blocked = () => `Fetching ${JSON.stringify(input)} is blocked: it is not an absolute URL.`;
  return httpUrl(() => new URL(input), () => new ApiError('FETCH_BLOCKED', blocked(), { details: { reason: 'invalid_url' } }));
}

function resolveRedirect(location: string, from: URL, input: string): URL {
  const message = `Fetching ${input} failed: ${from.href} redirected to an invalid location.`;
  return httpUrl(() => new URL(location, from), () => fetchFailed('invalid_redirect', message));
}

/** Reads at most `maxBytes`, never more: the stream is destroyed at the cap. */
async function readBody(
  res: Dispatcher.ResponseData,
  maxBytes: number,
  truncate: boolean,
  url: URL,
): Promise<{ body: Buffer; truncated: boolean }> {
  const tooLarge = () => fetchFailed('too_large', `Fetching ${url.href} failed: the body is larger than ${maxBytes} bytes.`);
  const declared = Number(headerValue(res.headers['content-length']));
  if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      res.body.destroy();
      if (!truncate) throw tooLarge();
      chunks.push(chunk.subarray(0, maxBytes - size));
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks, size), truncated: false };
}

function fetchFailed(reason: FetchFailureReason, message: string, cause?: unknown): ApiError {
  return new ApiError('FETCH_FAILED', message, { details: { reason }, cause });
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

function toApiError(err: unknown, url: URL, timedOut: boolean): ApiError {
  if (err instanceof ApiError) return err;
  const blocked = findCause(err, (e): e is AddressBlockedError => e instanceof AddressBlockedError);
  if (blocked) {
    // A literal address's range is no secret (the caller wrote it); a name's address and range are
    // not echoed: they would map internal DNS for a caller. `onBlocked` logs them.
    const { hostname: host, range, literal } = blocked;
    const why = literal ? `is in a refused address range (${range})` : 'resolves to an address that may not be fetched';
    const details = { reason: 'address', host, ...(literal ? { range } : {}) };
    return new ApiError('FETCH_BLOCKED', `Fetching ${url.href} is blocked: ${host} ${why}.`, { details, cause: err });
  }
  const code = findCause(err, (e): e is Error & { code: string } => typeof (e as { code?: unknown }).code === 'string')?.code;
  if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code))) {
    return fetchFailed('timeout', `Fetching ${url.href} failed: no complete answer in time.`, err);
  }
  const detail = code ?? (err instanceof Error ? err.message : String(err));
  return fetchFailed('network', `Fetching ${url.href} failed: ${detail}.`, err);
}

function findCause<T extends Error>(err: unknown, test: (e: Error) => e is T): T | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (test(e)) return e;
  }
  return undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
