/**
 * The `ApiKeyAuth` scheme: `X-Api-Key` must be a live marketing key. Absent → null (the
 * pipeline answers 401); present but unknown, revoked, malformed or of another service →
 * the same 401. The key is never logged or echoed; the principal carries the key's id and
 * the one tenant it is bound to.
 */
import { ApiError } from '../../errors.js';
import type { Authenticator } from '../../pipeline/security.js';
import type { ApiKeyService } from '../keys/api-keys.js';

export const API_KEY_SCHEME = 'ApiKeyAuth';
const HEADER = 'x-api-key';

export function marketingKeyAuthenticator(keys: ApiKeyService): Authenticator {
  return async ({ headers }) => {
    const value = headers[HEADER];
    if (value === undefined) return null;
    const record = await keys.verify('marketing', Array.isArray(value) ? value.join(',') : value);
    if (!record?.tenantId) throw new ApiError('UNAUTHORIZED');
    return { kind: 'apiKey', id: record.id, scopes: [], tenantId: record.tenantId, scheme: API_KEY_SCHEME };
  };
}
