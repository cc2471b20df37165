import type { operations } from '../../../generated/marketing.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { MARKETING_LISTS } from '../../store/tables/marketing-lists.js';
import { listHandlers } from '../shared/list-handlers.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { getCatalog } from './getCatalog.js';
import { getStatus } from './getStatus.js';
import { getSummary } from './getSummary.js';

export const MARKETING_SPEC = specPathOf('marketing');

export const marketingHandlers = {
  getStatus,
  getCatalog,
  getSummary,
  ...listHandlers(MARKETING_LISTS),
  ...specDocumentHandlers(MARKETING_SPEC),
} satisfies HandlerMap<operations, MarketingServices>;
