import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { MemberApiServices } from '../../services/member-api/index.js';
import { CLEARED_REFRESH_COOKIE, bearerToken, refreshCookieValue } from './session-cookie.js';

/** Ends the session of every token given; invalid ones change nothing and are not reported. */
export const logout: Handler<operations['logout'], MemberApiServices> = async ({ body }, { services, headers }) => {
  const tokens = [body?.refreshToken, refreshCookieValue(headers), bearerToken(headers)].filter((t): t is string => !!t);
  for (const token of new Set(tokens)) await services.directory.logout(token);
  return Reply.data({ loggedOut: true }, { headers: { 'Set-Cookie': CLEARED_REFRESH_COOKIE, 'Cache-Control': 'no-store' } });
};
