/** Area D's services: the marketing data (tenant-scoped), its catalog and the API keys. */
import type { OpenApiDocument } from '../../pipeline/openapi-document.js';
import type { Store } from '../../store/database.js';
import { createApiKeyService, type ApiKeyService } from '../keys/api-keys.js';
import { buildCatalog, type Catalog } from './catalog.js';
import { createMarketingService, type MarketingService } from './marketing-service.js';

export { marketingKeyAuthenticator, API_KEY_SCHEME } from './api-key-authenticator.js';
export { buildCatalog } from './catalog.js';
export { roasOf, TenantMarketing, type MarketingService } from './marketing-service.js';
export { TenantRepository, LIST_TABLES } from './tenant-repository.js';

export interface MarketingServices {
  marketing: MarketingService;
  apiKeys: ApiKeyService;
  /** Built once from the spec at start. */
  catalog: Catalog;
}

/** `prefix` is where the area serves its operations (its descriptor's), for the catalog's URLs. */
export function createMarketingServices(store: Store, document: OpenApiDocument, prefix: string): MarketingServices {
  const marketing = createMarketingService(store.db, store.engine, document.info.version);
  return {
    marketing,
    apiKeys: createApiKeyService(store.db, { knownTenants: () => marketing.knownTenants() }),
    catalog: buildCatalog(document, prefix),
  };
}
