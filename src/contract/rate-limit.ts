/**
 * How long a 429 asks the client to wait: `Retry-After` (RFC 9110), else the IETF `RateLimit`
 * field (draft-ietf-httpapi-ratelimit-headers, current and older shapes), else the window of
 * `RateLimit-Policy`, else an exponential backoff.
 */

/** Seconds a `Retry-After` value asks for; undefined when it is neither a number nor a date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function parameter(text: string, names: string[]): number | undefined {
  for (const name of names) {
    const match = new RegExp(`(?:^|[;,\\s])${name}=(\\d+(?:\\.\\d+)?)`, 'i').exec(text);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** A `RateLimit` field in any of the draft's shapes; of several policies, the most restrictive. */
export function parseRateLimit(value: string | undefined): { remaining?: number; resetSeconds?: number } {
  if (!value) return {};
  const items = /^\s*"/.test(value) ? value.split(/,(?=\s*")/) : [value];
  const infos = items.map((item) => ({ remaining: parameter(item, ['r', 'remaining']), resetSeconds: parameter(item, ['t', 'reset']) }));
  const exhausted = infos.filter((info) => info.remaining === 0);
  const pick = exhausted.length > 0 ? exhausted : infos;
  const resets = pick.map((info) => info.resetSeconds).filter((t): t is number => t !== undefined);
  const remainings = infos.map((info) => info.remaining).filter((r): r is number => r !== undefined);
  return {
    ...(remainings.length > 0 ? { remaining: Math.min(...remainings) } : {}),
    ...(resets.length > 0 ? { resetSeconds: Math.max(...resets) } : {}),
  };
}

/** The longest window (seconds) of a `RateLimit-Policy` field (`"hrm";q=100;w=60`). */
export function parsePolicyWindow(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const windows = value
    .split(/,(?=\s*")/)
    .map((item) => parameter(item, ['w', 'window']))
    .filter((w): w is number => w !== undefined);
  return windows.length > 0 ? Math.max(...windows) : undefined;
}

export interface RetryDelay {
  ms: number;
  /** Which header said so, for the report. */
  source: 'Retry-After' | 'RateLimit' | 'RateLimit-Reset' | 'RateLimit-Policy' | 'backoff';
}

/** How long to wait before retrying a 429 (lower-case header names); `attempt` counts from 0. */
export function retryDelay(headers: Record<string, string>, attempt: number, now = Date.now()): RetryDelay {
  const retryAfter = parseRetryAfter(headers['retry-after'], now);
  if (retryAfter !== undefined) return { ms: retryAfter * 1000, source: 'Retry-After' };
  const limit = parseRateLimit(headers.ratelimit);
  if (limit.resetSeconds !== undefined) return { ms: limit.resetSeconds * 1000, source: 'RateLimit' };
  const reset = headers['ratelimit-reset'] ?? headers['x-ratelimit-reset'];
  if (reset !== undefined && /^\d+$/.test(reset.trim())) {
    const seconds = Number(reset.trim());
    // X-RateLimit-Reset is often an epoch time: anything past a year is read as one.
    return { ms: seconds > 31_536_000 ? Math.max(0, seconds * 1000 - now) : seconds * 1000, source: 'RateLimit-Reset' };
  }
  const window = parsePolicyWindow(headers['ratelimit-policy']);
  if (window !== undefined) return { ms: window * 1000, source: 'RateLimit-Policy' };
  return { ms: Math.min(30_000, 1000 * 2 ** attempt), source: 'backoff' };
}
