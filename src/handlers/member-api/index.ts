import type { operations } from '../../../generated/member-api.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import { ApiError } from '../../errors.js';
import { Reply } from '../../pipeline/reply.js';
import { specPathOf } from '../../config/spec-paths.js';
import type { MemberApiServices, TokenGrant } from '../../services/member-api/member-directory.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { bearerCredential, cookieCredential } from '../../pipeline/credentials.js';

// The refresh cookie has no Path, so it works behind the HR service's same-origin proxy too.
const REFRESH_COOKIE = 'member_refresh';
export const REFRESH_TTL_SEC = 86_400;
const CLEARED_REFRESH_COOKIE = `${REFRESH_COOKIE}=; Max-Age=0; HttpOnly; SameSite=Strict`;

const granted = (grant: TokenGrant) =>
  Reply.data(grant, { headers: { 'Set-Cookie': `${REFRESH_COOKIE}=${grant.refreshToken}; Max-Age=${REFRESH_TTL_SEC}; HttpOnly; SameSite=Strict`, 'Cache-Control': 'no-store' } });

const CHALLENGE = 'Bearer realm="member-api"';

/** The directory's 401 with the challenge (and a cleared cookie where a session failed); other errors as they are. */
const challenged = <T>(answer: Promise<T>, extra: Record<string, string> = {}): Promise<T> =>
  answer.catch((cause: unknown) => {
    if (!(cause instanceof ApiError) || cause.code !== 'UNAUTHORIZED') throw cause;
    throw new ApiError('UNAUTHORIZED', undefined, { headers: { 'WWW-Authenticate': CHALLENGE, ...extra }, cause });
  });

export const memberApiHandlers = {
  getHealth: (_input, { services }) => ({ status: 'ok', standIn: true, issuer: services.issuer, audience: services.audience }),
  login: async ({ body }, { services }) => granted(await challenged(services.directory.login(body.loginId, body.password))),
  refresh: async ({ body }, { services, headers }) => {
    const token = body?.refreshToken ?? cookieCredential(headers, REFRESH_COOKIE) ?? '';
    return granted(await challenged(services.directory.refresh(token), { 'Set-Cookie': CLEARED_REFRESH_COOKIE }));
  },
  /** Ends the session of every token given; invalid ones change nothing and are not reported. */
  logout: async ({ body }, { services, headers }) => {
    // Empty and malformed credentials count as none.
    const given = [body?.refreshToken, cookieCredential(headers, REFRESH_COOKIE), bearerCredential(headers)];
    for (const token of new Set(given)) if (token) await services.directory.logout(token);
    return Reply.data({ loggedOut: true }, { headers: { 'Set-Cookie': CLEARED_REFRESH_COOKIE, 'Cache-Control': 'no-store' } });
  },
  getMe: (_input, { services, headers }) => challenged(services.directory.me(bearerCredential(headers) ?? '')),
  getMyPermissions: (_input, { services, headers }) => challenged(services.directory.permissions(bearerCredential(headers) ?? '')),
  /** Not enveloped: verifiers read the key set as RFC 7517 defines it. */
  getJwks: (_input, { services }) => Reply.raw(200, 'application/json', services.directory.jwks(), { 'Cache-Control': 'public, max-age=300' }),
  ...specDocumentHandlers(specPathOf('member-api')),
} satisfies HandlerMap<operations, MemberApiServices>;
