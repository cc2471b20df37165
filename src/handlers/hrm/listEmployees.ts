import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { companyOf, type HrmServices } from '../../services/hrm/index.js';
import { pagingOf } from '../../services/hrm/paging.js';

export const listEmployees: Handler<operations['listEmployees'], HrmServices> = ({ query }, { services, principal }) =>
  services.records.listEmployees({ company: companyOf(principal), department: query.department, status: query.status }, pagingOf(query));
