import type { operations } from '../../../generated/marketing.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import type { MarketingServices } from '../../services/marketing/index.js';
import { specPathOf } from '../../config/spec-paths.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { getCatalog } from './getCatalog.js';
import { getStatus } from './getStatus.js';
import { getSummary } from './getSummary.js';
import { listAdCampaigns } from './listAdCampaigns.js';
import { listAdPerformance } from './listAdPerformance.js';
import { listSeoAudits } from './listSeoAudits.js';
import { listSeoKeywords } from './listSeoKeywords.js';
import { listSerpRankings } from './listSerpRankings.js';
import { listSocialEngagements } from './listSocialEngagements.js';
import { listSocialPosts } from './listSocialPosts.js';

export const MARKETING_SPEC = specPathOf('marketing');

export const marketingHandlers = {
  getStatus,
  getCatalog,
  getSummary,
  listSeoAudits,
  listSeoKeywords,
  listSerpRankings,
  listSocialPosts,
  listSocialEngagements,
  listAdCampaigns,
  listAdPerformance,
  ...specDocumentHandlers(MARKETING_SPEC),
} satisfies HandlerMap<operations, MarketingServices>;
