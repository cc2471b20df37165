import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';
import { pagingOf } from '../../services/hrm/paging.js';

export const listDocuments: Handler<operations['listDocuments'], HrmServices> = ({ query }, { services }) =>
  services.records.listDocuments({ category: query.category, employeeId: query.employeeId }, pagingOf(query));
