import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { MemberApiServices } from '../../services/member-api/index.js';
import { refreshCookie, unauthorized } from './session-cookie.js';

export const login: Handler<operations['login'], MemberApiServices> = async ({ body }, { services }) => {
  const grant = await services.directory.login(body.loginId, body.password).catch((error: unknown) => {
    throw unauthorized(error);
  });
  return Reply.data(grant, { headers: { 'Set-Cookie': refreshCookie(grant.refreshToken), 'Cache-Control': 'no-store' } });
};
