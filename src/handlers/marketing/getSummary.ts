import type { operations } from '../../../generated/marketing.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';

export const getSummary: Handler<operations['getSummary'], MarketingServices> = (_input, { services, principal }) =>
  services.marketing.summary(principal);
