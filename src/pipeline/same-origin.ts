/**
 * The same-origin rule of the HR member sign-in proxy, shared by live and mock mode so that
 * browser code meets the same 403 against both (docs/product-decisions.md "Browsers and CORS").
 * Which operations it guards is said in the spec (`x-same-origin-only: true`); live mode
 * applies it in the proxy's service (src/services/hrm/member-auth.ts), the mock in its
 * responder, both after request validation, where the proxy's handlers run.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../errors.js';

/** The operation extension that marks an operation served to this service's own pages only. */
export const SAME_ORIGIN_ONLY = 'x-same-origin-only';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * True when a browser's `Origin` is this server's own origin. An absent Origin is not a
 * browser cross-site call and passes; `null`, malformed or foreign origins do not.
 */
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

/**
 * A foreign `Origin` (or a browser saying the call is cross-site) is refused: a sign-in
 * proxy usable from any page would let other sites act with this site's cookies. CORS_ORIGINS
 * does not widen this: it lets pages read answers, it does not make them this site's own.
 */
export function assertOwnPage(context: { headers: IncomingHttpHeaders; origin: { protocol: string; host: string } }): void {
  const { headers, origin } = context;
  const sameOrigin = isSameOrigin(single(headers.origin), origin.host, origin.protocol);
  if (!sameOrigin || single(headers['sec-fetch-site']) === 'cross-site') {
    throw new ApiError('FORBIDDEN', "The member sign-in proxy serves this service's own pages only.");
  }
}
