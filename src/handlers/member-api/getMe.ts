import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MemberApiServices } from '../../services/member-api/index.js';
import { bearerToken, unauthorized } from './session-cookie.js';

export const getMe: Handler<operations['getMe'], MemberApiServices> = (_input, { services, headers }) =>
  services.directory.me(bearerToken(headers) ?? '').catch((error: unknown) => {
    throw unauthorized(error);
  });
