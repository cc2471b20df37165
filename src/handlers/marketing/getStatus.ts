import type { operations } from '../../../generated/marketing.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';

export const getStatus: Handler<operations['getStatus'], MarketingServices> = (_input, { services }) => services.marketing.status();
