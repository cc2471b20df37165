import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import { companyOf, type HrmServices } from '../../services/hrm/index.js';
import { pagingOf } from '../../services/hrm/paging.js';

export const listAttendance: Handler<operations['listAttendance'], HrmServices> = async ({ query }, { services, principal }) =>
  Reply.withFragments(await services.records.listAttendance({ company: companyOf(principal), from: query.from, to: query.to, employeeId: query.employeeId }, pagingOf(query)));
