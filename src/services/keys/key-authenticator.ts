/**
 * The API-key security scheme of every service that has keys (HR, marketing): the key comes
 * in `X-API-Key`; absent → null (the pipeline answers 401), present but unknown, revoked,
 * malformed, of another service or not bound as the service needs → the same 401, whatever
 * the reason. Verification (hash, constant-time comparison, row cache, revocation bound) is
 * the key service's (./api-keys.ts); the key is never logged or echoed. What differs per
 * service is only what a live key grants, in PRINCIPALS.
 */
import { ApiError } from '../../errors.js';
import { apiKeyCredential } from '../../pipeline/credentials.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { Authenticator } from '../../pipeline/security.js';
import type { ApiKeyRecord, ApiKeyService, KeyService } from './api-keys.js';

/** The header both specs declare for their apiKey scheme, lower-case as node keys headers. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * What a live key of each service grants; null refuses it. HR keys carry scopes and the one
 * company they are bound to; marketing keys carry no scopes and must name their tenant.
 */
const PRINCIPALS: Record<KeyService, (record: ApiKeyRecord, scheme: string) => Principal | null> = {
  hrm: (record, scheme) =>
    record.companyId
      ? { kind: 'apiKey', id: record.id, scopes: record.scopes, scheme, companyId: record.companyId }
      : { kind: 'apiKey', id: record.id, scopes: record.scopes, scheme },
  marketing: (record, scheme) => (record.tenantId ? { kind: 'apiKey', id: record.id, scopes: [], tenantId: record.tenantId, scheme } : null),
};

/** The authenticator of `scheme` (the spec's name for it) admitting live keys of `service`; synchronous for a key verified recently. */
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
