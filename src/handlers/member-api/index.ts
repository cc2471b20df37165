import type { operations } from '../../../generated/member-api.js';
import type { HandlerMap } from '../../pipeline/handler-types.js';
import { Reply } from '../../pipeline/reply.js';
import { specPathOf } from '../../config/spec-paths.js';
import type { MemberApiServices, TokenGrant } from '../../services/member-api/index.js';
import { specDocumentHandlers } from '../shared/spec-documents.js';
import { bearerToken, CLEARED_REFRESH_COOKIE, refreshCookie, refreshCookieValue, unauthorized } from './session-cookie.js';

const granted = (grant: TokenGrant) => Reply.data(grant, { headers: { 'Set-Cookie': refreshCookie(grant.refreshToken), 'Cache-Control': 'no-store' } });

/** The directory's refusal as the 401 with its challenge. */
const challenged = <T>(answer: Promise<T>, extra?: Record<string, string>): Promise<T> =>
  answer.catch((error: unknown) => {
    throw unauthorized(error, extra);
  });

export const memberApiHandlers = {
  getHealth: (_input, { services }) => ({ status: 'ok', standIn: true, issuer: services.issuer, audience: services.audience }),
  login: async ({ body }, { services }) => granted(await challenged(services.directory.login(body.loginId, body.password))),
  refresh: async ({ body }, { services, headers }) => {
    const token = body?.refreshToken ?? refreshCookieValue(headers) ?? '';
    return granted(await challenged(services.directory.refresh(token), { 'Set-Cookie': CLEARED_REFRESH_COOKIE }));
  },
  /** Ends the session of every token given; invalid ones change nothing and are not reported. */
  logout: async ({ body }, { services, headers }) => {
    const tokens = [body?.refreshToken, refreshCookieValue(headers), bearerToken(headers)].filter((t): t is string => !!t);
    for (const token of new Set(tokens)) await services.directory.logout(token);
    return Reply.data({ loggedOut: true }, { headers: { 'Set-Cookie': CLEARED_REFRESH_COOKIE, 'Cache-Control': 'no-store' } });
  },
  getMe: (_input, { services, headers }) => challenged(services.directory.me(bearerToken(headers) ?? '')),
  getMyPermissions: (_input, { services, headers }) => challenged(services.directory.permissions(bearerToken(headers) ?? '')),
  /** Not enveloped: verifiers read the key set as RFC 7517 defines it. */
  getJwks: (_input, { services }) => Reply.raw(200, 'application/json', services.directory.jwks(), { 'Cache-Control': 'public, max-age=300' }),
  ...specDocumentHandlers(specPathOf('member-api')),
} satisfies HandlerMap<operations, MemberApiServices>;
