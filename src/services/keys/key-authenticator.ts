/**
 * The API-key scheme of HR and marketing: absent → null, refused for any reason → the same
 * 401; the key is never logged or echoed. Only what a live key grants differs, in PRINCIPALS.
 */
import { ApiError } from '../../errors.js';
import { apiKeyCredential } from '../../pipeline/credentials.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { Authenticator } from '../../pipeline/security.js';
import type { ApiKeyRecord, ApiKeyService, KeyService } from './api-keys.js';

/** Lower-case, as node keys headers. */
export const API_KEY_HEADER = 'x-api-key';

/** Null refuses the key: a marketing key must name its tenant. */
const PRINCIPALS: Record<KeyService, (record: ApiKeyRecord, scheme: string) => Principal | null> = {
  hrm: ({ id, scopes, companyId }, scheme) => ({ kind: 'apiKey', id, scopes, scheme, ...(companyId ? { companyId } : {}) }),
  marketing: (record, scheme) => (record.tenantId ? { kind: 'apiKey', id: record.id, scopes: [], tenantId: record.tenantId, scheme } : null),
};

/** Synchronous for a key verified recently. */
export function apiKeyAuthenticator(keys: ApiKeyService, service: KeyService, scheme: string): Authenticator {
  const principalOf = PRINCIPALS[service];
  const admit = (record: ApiKeyRecord | null): Principal => {
    const principal = record && principalOf(record, scheme);
    if (!principal) throw new ApiError('UNAUTHORIZED');
    return principal;
  };
  return ({ headers }) => {
    const presented = apiKeyCredential(headers, API_KEY_HEADER);
    if (presented === undefined) return null;
    const record = keys.verify(service, presented);
    return record instanceof Promise ? record.then(admit) : admit(record);
  };
}
