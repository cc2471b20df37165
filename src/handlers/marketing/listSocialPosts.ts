import type { operations } from '../../../generated/marketing.js';
import type { Handler } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import type { MarketingServices } from '../../services/marketing/index.js';

export const listSocialPosts: Handler<operations['listSocialPosts'], MarketingServices> = async ({ query }, { services, principal }) =>
  Reply.withFragments(await services.marketing.forPrincipal(principal).list('social/posts', query));
