import type { operations } from '../../../generated/hrm.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { HrmServices } from '../../services/hrm/index.js';
import { SWAGGER_PAGE_CSP, swaggerPage } from '../../adapters/http/swagger-ui.js';
import { specPathOf } from '../../config/spec-paths.js';
import { HRM_LISTS } from '../../store/tables/hrm-lists.js';
import { listHandlers } from '../shared/list-handlers.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';

const swaggerUi = swaggerPage('HR Service API');

/** The member* operations are forwarded to the central member API; its answer comes back unchanged. */
export const hrmHandlers = {
  getHealth: (_input, { services }) => services.health,
  getIntegration: (_input, { services }) => services.integration,
  getSwaggerUi: () =>
    Reply.raw(200, 'text/html', swaggerUi, { 'Content-Security-Policy': SWAGGER_PAGE_CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' }),
  ...listHandlers(HRM_LISTS),
  memberLogin: ({ body }, context) => context.services.memberAuth.forward('login', context, body.loginId),
  memberRefresh: (_input, context) => context.services.memberAuth.forward('refresh', context),
  memberLogout: (_input, context) => context.services.memberAuth.forward('logout', context),
  memberPermissions: (_input, context) => context.services.memberAuth.forward('permissions', context),
  ...specDocumentHandlers(specPathOf('hrm')),
} satisfies HandlerMap<operations, HrmServices>;
