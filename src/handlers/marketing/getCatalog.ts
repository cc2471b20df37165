import type { operations } from '../../../generated/marketing.js';
import type { Handler } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';

export const getCatalog: Handler<operations['getCatalog'], MarketingServices> = (_input, { services }) => services.catalog;
