import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';
import { pagingOf } from '../../services/hrm/paging.js';

export const listEmployees: Handler<operations['listEmployees'], HrmServices> = ({ query }, { services }) =>
  services.records.listEmployees({ department: query.department, status: query.status }, pagingOf(query));
