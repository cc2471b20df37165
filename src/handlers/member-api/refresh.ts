import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { MemberApiServices } from '../../services/member-api/index.js';
import { CLEARED_REFRESH_COOKIE, refreshCookieValue, refreshCookie, unauthorized } from './session-cookie.js';

export const refresh: Handler<operations['refresh'], MemberApiServices> = async ({ body }, { services, headers }) => {
  const token = body?.refreshToken ?? refreshCookieValue(headers) ?? '';
  const grant = await services.directory.refresh(token).catch((error: unknown) => {
    throw unauthorized(error, { 'Set-Cookie': CLEARED_REFRESH_COOKIE });
  });
  return Reply.data(grant, { headers: { 'Set-Cookie': refreshCookie(grant.refreshToken), 'Cache-Control': 'no-store' } });
};
