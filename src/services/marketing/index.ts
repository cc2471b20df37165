/** Area D's services: the marketing data (tenant-scoped), its catalog and the API keys. */
import type { OpenApiDocument } from '../../pipeline/openapi-document.js';
import { createFailureBudget } from '../../adapters/rate-limit/failure-budget.js';
import { createRateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import type { Runtime } from '../../runtime.js';
import { createApiKeyService } from '../keys/api-keys.js';
import { ownerIds } from '../records/owners.js';
import { MARKETING_LISTS } from '../../store/tables/marketing-lists.js';
import { buildCatalog } from './catalog.js';
import { checkListDeclarations, createListService } from '../lists.js';
import { createMarketingService, tenantOf } from './marketing-service.js';

/** `prefix`: where the area serves its operations, for the catalog's URLs. */
export function createMarketingServices(runtime: Runtime, document: OpenApiDocument, prefix: string) {
  const { store, settings } = runtime;
  checkListDeclarations(document, MARKETING_LISTS, prefix);
  const lists = createListService(store.db, store.lists, 'marketing', (_query, principal) => tenantOf(principal));
  const marketing = createMarketingService(store.db, store.summary.engine, document.info.version, lists);
  const rateLimiterFor = (name: string, rate: { points: number; durationSec: number }) =>
    createRateLimiter({ ...rate, redis: runtime.redis ?? undefined, breaker: runtime.redisBreaker, keyPrefix: `marketing:${name}`, policyName: name, logger: runtime.logger });
  return {
    marketing,
    lists,
    apiKeys: createApiKeyService(store.db, { knownTenants: () => ownerIds(store.db, 'marketing'), revocations: runtime.revocations }),
    rateLimiter: rateLimiterFor('marketing', settings.limits.marketingPerKey),
    tenantRateLimiter: settings.limits.marketingPerTenant && rateLimiterFor('marketing-tenant', settings.limits.marketingPerTenant),
    /** Missing or refused keys per client address. */
    authFailures: createFailureBudget(rateLimiterFor('auth-failures', settings.limits.authFailuresPerAddress)),
    catalog: buildCatalog(document, prefix),
  };
}

export type MarketingServices = ReturnType<typeof createMarketingServices>;
