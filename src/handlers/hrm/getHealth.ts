import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';

export const getHealth: Handler<operations['getHealth'], HrmServices> = (_input, { services }) => services.health;
