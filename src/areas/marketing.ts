/** Area D, the marketing service: tenant-bound API keys over seven read-only data lists. */
import { limitHook } from '../adapters/rate-limit/limit-hook.js';
import { marketingHandlers } from '../handlers/marketing/index.js';
import { readSpec } from '../pipeline/openapi-document.js';
import { API_KEY_SCHEME, createMarketingServices, marketingKeyAuthenticator, type MarketingServices } from '../services/marketing/index.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

export const marketingArea: AreaModule<MarketingServices> = {
  ...areaDescriptors.marketing,
  handlers: marketingHandlers,
  createServices: async (runtime) => createMarketingServices(runtime, readSpec(areaDescriptors.marketing.specPath), areaDescriptors.marketing.prefix),
  authenticators: (services) => ({ [API_KEY_SCHEME]: marketingKeyAuthenticator(services.apiKeys) }),
  afterAuthentication: (services) => limitHook(services.keyLimiter, (principal) => (principal ? `key:${principal.id}` : null)),
  authFailures: (services) => services.authFailures,
  classifyError: classifyStoreError,
};
