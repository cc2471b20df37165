import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MemberApiServices } from '../../services/member-api/index.js';
import { bearerToken, unauthorized } from './session-cookie.js';

export const getMyPermissions: Handler<operations['getMyPermissions'], MemberApiServices> = (_input, { services, headers }) =>
  services.directory.permissions(bearerToken(headers) ?? '').catch((error: unknown) => {
    throw unauthorized(error);
  });
