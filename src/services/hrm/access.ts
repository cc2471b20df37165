/**
 * Who may call the HR business operations, and how often. Two security schemes, each
 * answering null when its credential is absent and the one UNAUTHORIZED when it is present
 * but not valid, whatever the reason (the pipeline turns both into the same 401):
 * - memberToken: `Authorization: Bearer <JWT>` of the central member API, verified over its JWKS,
 *   and not signed out through the proxy (./signed-out-tokens.ts);
 * - apiKey: `X-API-Key: hrm_<id>_<secret>`, a live key of this service (src/services/keys/key-authenticator.ts).
 * Then one request budget per API key or member (HRM_RATE_LIMIT), shared through Redis, and
 * the sign-in attempts per client address (LOGIN_RATE_LIMIT).
 */
import type { Logger } from 'pino';
import type { MemberTokenVerifier, VerifiedMember } from '../../adapters/auth/member-token.js';
import { callerKey, companyKey, limitHooks } from '../../adapters/rate-limit/limit-hook.js';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../../pipeline/compile-operation.js';
import type { Principal } from '../../pipeline/handler-types.js';
import { bearerCredential } from '../../pipeline/credentials.js';
import type { Authenticator } from '../../pipeline/security.js';
import { SECURITY_SCHEMES } from '../../config/security-schemes.js';
import { COMPANY_ID } from '../keys/api-keys.js';
import type { LoginGuard } from './login-guard.js';
import type { SignedOutTokens } from './signed-out-tokens.js';

/** The memberToken scheme; the apiKey scheme is the shared one (src/services/keys/key-authenticator.ts). */
export function memberTokenAuthenticator(deps: { memberTokens: MemberTokenVerifier; signedOut: Pick<SignedOutTokens, 'has'>; logger: Logger }): Authenticator {
  // The caller learns nothing; the operator can see why at debug level (never the token).
  const refused = (error: unknown): never => {
    deps.logger.debug({ reason: ((error as Error).cause as Error | undefined)?.message }, 'member token refused');
    throw error;
  };
  const admit = (member: VerifiedMember): Principal => {
    // Signed out through the proxy: valid as a JWT until `exp`, but its session is over.
    if (deps.signedOut.has(member.tokenId)) refused(new ApiError('UNAUTHORIZED', undefined, { cause: new Error('the token was signed out') }));
    const company = member.claims[COMPANY_CLAIM];
    return typeof company === 'string' && COMPANY_ID.test(company)
      ? { kind: 'member', id: member.subject, scopes: member.permissions, scheme: SECURITY_SCHEMES.hrm.memberToken, companyId: company }
      : { kind: 'member', id: member.subject, scopes: member.permissions, scheme: SECURITY_SCHEMES.hrm.memberToken };
  };
  // Synchronous for a token verified recently (the verifier's cache).
  return ({ headers }) => {
    const token = bearerCredential(headers);
    if (token === undefined) return null;
    if (token === null) throw new ApiError('UNAUTHORIZED');
    const member = deps.memberTokens.verify(token);
    return member instanceof Promise ? member.then(admit, refused) : admit(member);
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

/** The sign-in proxy's operation, whose attempts are counted per client address. */
const SIGN_IN_OPERATION = 'memberLogin';

/**
 * The pipeline's afterAuthentication hook, which runs before the body is read and validated:
 * authenticated calls are counted per caller (HRM_RATE_LIMIT); sign-ins per client address
 * (LOGIN_RATE_LIMIT), here rather than in the proxy so that an attempt with an invalid body
 * counts too. Over either budget: 429.
 */
export function rateLimitHook(deps: { rateLimiter: RateLimiter; companyRateLimiter?: RateLimiter | null; loginGuard: Pick<LoginGuard, 'countAttempt'> }) {
  // Then, when HRM_COMPANY_RATE_LIMIT is set, the caller's company: all its keys and members together.
  const perCaller = limitHooks(
    { limiter: deps.rateLimiter, keyOf: callerKey },
    ...(deps.companyRateLimiter ? [{ limiter: deps.companyRateLimiter, keyOf: companyKey, message: "Too many requests for this company's keys and members together; retry later." }] : []),
  );
  return (principal: Principal | null, operation: CompiledOperation, client: { address: string }): ReturnType<typeof perCaller> =>
    operation.operationId === SIGN_IN_OPERATION ? deps.loginGuard.countAttempt(client.address) : perCaller(principal, operation, client);
}
