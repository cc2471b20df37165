import type { operations } from '../../../generated/hrm.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { HrmServices } from '../../services/hrm/index.js';

export const getIntegration: Handler<operations['getIntegration'], HrmServices> = (_input, { services }) => services.integration;
