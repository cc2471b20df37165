import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { HrmServices } from '../../services/hrm/index.js';

export const listPayrollRuns: Handler<operations['listPayrollRuns'], HrmServices> = async ({ query }, { services, principal }) =>
  Reply.withFragments(await services.records.listPayrollRuns(query, principal));
