import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import { companyOf, type HrmServices } from '../../services/hrm/index.js';
import { pagingOf } from '../../services/hrm/paging.js';

export const listEmployees: Handler<operations['listEmployees'], HrmServices> = async ({ query }, { services, principal }) =>
  Reply.withFragments(await services.records.listEmployees({ company: companyOf(principal), department: query.department, status: query.status }, pagingOf(query)));
