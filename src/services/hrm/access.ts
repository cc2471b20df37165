/**
 * Who may call the HR business operations, and how often. A scheme answers null without its
 * credential and the one UNAUTHORIZED for an invalid one, whatever the reason.
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
import { OWNER_ID } from '../records/owners.js';
import type { LoginGuard } from './login-guard.js';
import type { SignedOutTokens } from './signed-out-tokens.js';

/** The apiKey scheme is the shared one (src/services/keys/key-authenticator.ts). */
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
    const known = typeof company === 'string' && OWNER_ID.test(company);
    return { kind: 'member', id: member.subject, scopes: member.permissions, scheme: SECURITY_SCHEMES.hrm.memberToken, ...(known ? { companyId: company } : {}) };
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

/** Documented in spec/hrm.yaml. */
export const COMPANY_CLAIM = 'company_id';

/** The company whose rows the caller may see; 403 for credentials that name none. */
export function companyOf(principal: Principal | null): string {
  if (!principal?.companyId) {
    throw new ApiError('FORBIDDEN', 'The credentials name no company; HR data is only served to a caller of one company.', { details: { missingClaim: COMPANY_CLAIM } });
  }
  return principal.companyId;
}

const SIGN_IN_OPERATION = 'memberLogin';

/**
 * The afterAuthentication hook: calls counted per caller (and company when set); sign-ins per
 * client address, here rather than in the proxy so that an attempt with an invalid body counts.
 */
export function rateLimitHook(deps: { rateLimiter: RateLimiter; companyRateLimiter?: RateLimiter | null; loginGuard: Pick<LoginGuard, 'countAttempt'> }) {
  const perCaller = limitHooks(
    { limiter: deps.rateLimiter, keyOf: callerKey },
    ...(deps.companyRateLimiter ? [{ limiter: deps.companyRateLimiter, keyOf: companyKey, message: "Too many requests for this company's keys and members together; retry later." }] : []),
  );
  return (principal: Principal | null, operation: CompiledOperation, client: { address: string }): ReturnType<typeof perCaller> =>
    operation.operationId === SIGN_IN_OPERATION ? deps.loginGuard.countAttempt(client.address) : perCaller(principal, operation, client);
}
