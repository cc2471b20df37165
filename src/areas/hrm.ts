/** Area C, the HR service: paged lists behind a member token or an API key, a member-API proxy, Swagger UI. */
import { mountSwaggerAssets } from '../adapters/http/swagger-ui.js';
import { hrmHandlers } from '../handlers/hrm/index.js';
import { readSpec } from '../pipeline/openapi-document.js';
import { SECURITY_SCHEMES } from '../config/security-schemes.js';
import { memberTokenAuthenticator, rateLimitHook } from '../services/hrm/access.js';
import { apiKeyAuthenticator } from '../services/keys/key-authenticator.js';
import { closeHrmServices, createHrmServices, type HrmServices } from '../services/hrm/index.js';
import { classifyStoreError } from '../store/store-errors.js';
import type { AreaModule } from './area-module.js';
import { areaDescriptors } from './descriptors.js';

const SCHEMES = SECURITY_SCHEMES.hrm;

export interface HrmAreaOptions {
  /** Default 10 s. */
  memberApiTimeoutMs?: number;
}

export function createHrmArea(options: HrmAreaOptions = {}): AreaModule<HrmServices> {
  return {
    ...areaDescriptors.hrm,
    handlers: hrmHandlers,
    mountExtras: mountSwaggerAssets,
    createServices: (runtime) =>
      createHrmServices(runtime, { document: readSpec(areaDescriptors.hrm.specPath), memberApiTimeoutMs: options.memberApiTimeoutMs }),
    authenticators: (services) => ({
      [SCHEMES.memberToken]: memberTokenAuthenticator(services),
      [SCHEMES.apiKey]: apiKeyAuthenticator(services.apiKeys, 'hrm', SCHEMES.apiKey),
    }),
    afterAuthentication: (services) => rateLimitHook(services),
    authFailures: (services) => services.authFailures,
    classifyError: classifyStoreError,
    close: closeHrmServices,
  };
}

export const hrmArea = createHrmArea();
