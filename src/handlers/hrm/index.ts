import type { operations } from '../../../generated/hrm.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { getHealth } from './getHealth.js';
import { getIntegration } from './getIntegration.js';
import { getSwaggerUi } from './getSwaggerUi.js';
import { listAttendance } from './listAttendance.js';
import { listDocuments } from './listDocuments.js';
import { listEmployees } from './listEmployees.js';
import { listLeave } from './listLeave.js';
import { listPayrollRuns } from './listPayrollRuns.js';
import { memberLogin } from './memberLogin.js';
import { memberLogout } from './memberLogout.js';
import { memberPermissions } from './memberPermissions.js';
import { memberRefresh } from './memberRefresh.js';

export const HRM_SPEC = specPathOf('hrm');

export const hrmHandlers = {
  getHealth,
  getIntegration,
  getSwaggerUi,
  listEmployees,
  listAttendance,
  listLeave,
  listPayrollRuns,
  listDocuments,
  memberLogin,
  memberRefresh,
  memberLogout,
  memberPermissions,
  ...specDocumentHandlers(HRM_SPEC),
} satisfies HandlerMap<operations, HrmServices>;
