import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';

/** Forwarded to the central member API; its answer comes back unchanged. */
export const memberLogin: Handler<operations['memberLogin'], HrmServices> = ({ body }, context) => context.services.memberAuth.forward('login', context, body.loginId);
