import type { operations } from '../../../generated/member-api.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MemberApiServices } from '../../services/member-api/index.js';

export const getHealth: Handler<operations['getHealth'], MemberApiServices> = (_input, { services }) => ({
  status: 'ok',
  standIn: true,
  issuer: services.issuer,
  audience: services.audience,
});
