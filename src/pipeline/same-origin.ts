/**
 * The same-origin rule of the HR member sign-in proxy (`x-same-origin-only: true`), shared by live
 * and mock mode (docs/product-decisions.md "Browsers and CORS").
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../errors.js';

/** The operation extension that marks an operation served to this service's own pages only. */
export const SAME_ORIGIN_ONLY = 'x-same-origin-only';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whether `Origin` is absent or this server's own; `null`, malformed or foreign origins are not. */
export function isSameOrigin(originHeader: string | undefined, requestHost: string, requestProtocol: string): boolean {
  if (originHeader === undefined) return true;
  try {
    const origin = new URL(originHeader);
    // A real Origin is scheme://host[:port] and nothing more.
    if (origin.origin === 'null' || origin.origin.toLowerCase() !== originHeader.trim().toLowerCase()) return false;
    const own = new URL(`${requestProtocol.replace(/:$/, '')}://${requestHost}`);
    return origin.origin === own.origin;
  } catch {
    return false;
  }
}

/** Refuses a cross-site call: a sign-in proxy usable from any page would let other sites use this site's cookies. */
export function assertOwnPage(context: { headers: IncomingHttpHeaders; origin: { protocol: string; host: string } }): void {
  const { headers, origin } = context;
  const sameOrigin = isSameOrigin(single(headers.origin), origin.host, origin.protocol);
  if (!sameOrigin || single(headers['sec-fetch-site']) === 'cross-site') {
    throw new ApiError('FORBIDDEN', "The member sign-in proxy serves this service's own pages only.");
  }
}
