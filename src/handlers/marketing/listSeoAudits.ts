import type { operations } from '../../../generated/marketing.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';

export const listSeoAudits: Handler<operations['listSeoAudits'], MarketingServices> = ({ query }, { services, principal }) =>
  services.marketing.forPrincipal(principal).seoAudits(query);
