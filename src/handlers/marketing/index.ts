import type { operations } from '../../../generated/marketing.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { MARKETING_LISTS } from '../../store/tables/marketing-lists.js';
import { listHandlers } from '../shared/list-handlers.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';

export const MARKETING_SPEC = specPathOf('marketing');

export const marketingHandlers = {
  getStatus: (_input, { services }) => services.marketing.status(),
  getCatalog: (_input, { services }) => services.catalog,
  getSummary: (_input, { services, principal }) => services.marketing.summary(principal),
  ...listHandlers(MARKETING_LISTS),
  ...specDocumentHandlers(MARKETING_SPEC),
} satisfies HandlerMap<operations, MarketingServices>;
