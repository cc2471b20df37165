import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { companyOf, type HrmServices } from '../../services/hrm/index.js';
import { pagingOf } from '../../services/hrm/paging.js';

export const listLeave: Handler<operations['listLeave'], HrmServices> = ({ query }, { services, principal }) =>
  services.records.listLeave({ company: companyOf(principal), from: query.from, to: query.to, status: query.status, employeeId: query.employeeId }, pagingOf(query));
