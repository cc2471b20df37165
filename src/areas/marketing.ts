/** Area D, the marketing service: tenant-bound API keys over read-only data lists (src/store/tables/marketing-lists.ts). */
import { callerKey, limitHooks, tenantKey } from '../adapters/rate-limit/limit-hook.js';
import { SECURITY_SCHEMES } from '../config/security-schemes.js';
import { marketingHandlers } from '../handlers/marketing/index.js';
import { readSpec } from '../pipeline/openapi-document.js';
import { apiKeyAuthenticator } from '../services/keys/key-authenticator.js';
import { createMarketingServices, type MarketingServices } from '../services/marketing/index.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

const SCHEMES = SECURITY_SCHEMES.marketing;

export const marketingArea: AreaModule<MarketingServices> = {
  ...areaDescriptors.marketing,
  handlers: marketingHandlers,
  createServices: async (runtime) => createMarketingServices(runtime, readSpec(areaDescriptors.marketing.specPath), areaDescriptors.marketing.prefix),
  authenticators: (services) => ({ [SCHEMES.apiKey]: apiKeyAuthenticator(services.apiKeys, 'marketing', SCHEMES.apiKey) }),
  afterAuthentication: (services) =>
    limitHooks(
      { limiter: services.rateLimiter, keyOf: callerKey },
      ...(services.tenantRateLimiter ? [{ limiter: services.tenantRateLimiter, keyOf: tenantKey, message: "Too many requests for this tenant's keys together; retry later." }] : []),
    ),
  authFailures: (services) => services.authFailures,
  classifyError: classifyStoreError,
};
