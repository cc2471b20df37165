/**
 * Who may call the HR business operations, and how often. Two security schemes, each
 * answering null when its credential is absent and the one UNAUTHORIZED when it is present
 * but not valid, whatever the reason (the pipeline turns both into the same 401):
 * - memberToken: `Authorization: Bearer <JWT>` of the central member API, verified over its JWKS;
 * - apiKey: `X-API-Key: hrm_<id>_<secret>`, a live key of this service.
 * Then one request budget per API key or member (HRM_RATE_LIMIT), shared through Redis.
 */
import type { Logger } from 'pino';
import type { MemberTokenVerifier } from '../../adapters/auth/member-token.js';
import { limitHook } from '../../adapters/rate-limit/limit-hook.js';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { ApiError } from '../../errors.js';
import type { Principal } from '../../pipeline/handler-types.js';
import type { Authenticator } from '../../pipeline/security.js';
import { COMPANY_ID, type ApiKeyService } from '../keys/api-keys.js';

export const MEMBER_TOKEN_SCHEME = 'memberToken';
export const API_KEY_SCHEME = 'apiKey';
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function hrmAuthenticators(deps: { memberTokens: MemberTokenVerifier; keys: ApiKeyService; logger: Logger }): Record<string, Authenticator> {
  return {
    [MEMBER_TOKEN_SCHEME]: async ({ headers }) => {
      const header = headers.authorization;
      if (header === undefined) return null;
      const token = BEARER.exec(header)?.[1];
      if (!token) throw new ApiError('UNAUTHORIZED');
      try {
        const member = await deps.memberTokens.verify(token);
        const company = member.claims[COMPANY_CLAIM];
        return {
          kind: 'member',
          id: member.subject,
          scopes: member.permissions,
          scheme: MEMBER_TOKEN_SCHEME,
          ...(typeof company === 'string' && COMPANY_ID.test(company) ? { companyId: company } : {}),
        };
      } catch (error) {
        // The caller learns nothing; the operator can see why at debug level (never the token).
        deps.logger.debug({ reason: ((error as Error).cause as Error | undefined)?.message }, 'member token refused');
        throw error;
      }
    },
    [API_KEY_SCHEME]: async ({ headers }) => {
      const value = headers['x-api-key'];
      if (value === undefined) return null;
      // Node joins repeated X-API-Key fields with ", ", which no key matches: refused like any bad key.
      const record = await deps.keys.verify('hrm', Array.isArray(value) ? value.join(', ') : value);
      if (!record) throw new ApiError('UNAUTHORIZED');
      return { kind: 'apiKey', id: record.id, scopes: record.scopes, scheme: API_KEY_SCHEME, ...(record.companyId ? { companyId: record.companyId } : {}) };
    },
  };
}

/** The member token claim that names the member's company (documented in spec/hrm.yaml). */
export const COMPANY_CLAIM = 'company_id';

/**
 * The company whose rows the caller may see. A token without a company claim (or a key from
 * before companies, if one was left unbound) is refused with 403: it may be valid, but it
 * cannot say whose data it is for.
 */
export function companyOf(principal: Principal | null): string {
  if (!principal?.companyId) {
    throw new ApiError('FORBIDDEN', 'The credentials name no company; HR data is only served to a caller of one company.', { details: { missingClaim: COMPANY_CLAIM } });
  }
  return principal.companyId;
}

/** The rate-limit key of a caller: API keys by id, members by subject, never mixed up. */
export function rateLimitKey(principal: Principal): string {
  return `${principal.kind === 'apiKey' ? 'key' : 'member'}:${principal.id}`;
}

/** The pipeline's afterAuthentication hook: counts authenticated calls, refuses over the budget. */
export function rateLimitHook(limiter: RateLimiter) {
  return limitHook(limiter, (principal) => (principal ? rateLimitKey(principal) : null));
}
