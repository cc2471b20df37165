import type { operations } from '../../../generated/hrm.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { HRM_LISTS } from '../../store/tables/hrm-lists.js';
import { listHandlers } from '../shared/list-handlers.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { getHealth } from './getHealth.js';
import { getIntegration } from './getIntegration.js';
import { getSwaggerUi } from './getSwaggerUi.js';
import { memberLogin } from './memberLogin.js';
import { memberLogout } from './memberLogout.js';
import { memberPermissions } from './memberPermissions.js';
import { memberRefresh } from './memberRefresh.js';

export const HRM_SPEC = specPathOf('hrm');

export const hrmHandlers = {
  getHealth,
  getIntegration,
  getSwaggerUi,
  ...listHandlers(HRM_LISTS),
  memberLogin,
  memberRefresh,
  memberLogout,
  memberPermissions,
  ...specDocumentHandlers(HRM_SPEC),
} satisfies HandlerMap<operations, HrmServices>;
