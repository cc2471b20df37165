/**
 * The same-origin proxy to the central member API, so the browser needs no CORS towards it.
 * Only this service's own pages may use it; the answers pass as they are (spec/hrm.yaml).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { MemberProxy, ProxyResponse } from '../../adapters/http/member-proxy.js';
import { ApiError } from '../../errors.js';
import { Reply } from '../../pipeline/reply.js';
import { assertOwnPage } from '../../pipeline/same-origin.js';
import { MEMBER_AUTH_ROUTES } from './integration.js';
import type { LoginGuard } from './login-guard.js';
import type { SignedOutTokens } from './signed-out-tokens.js';

export type MemberAuthRoute = keyof typeof MEMBER_AUTH_ROUTES;

export interface ForwardContext {
  headers: IncomingHttpHeaders;
  clientAddress: string;
  rawBody: Buffer | undefined;
  traceId: string;
  origin: { protocol: string; host: string };
  log: Pick<Logger, 'error'>;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The caller's `traceparent` when it carries this request's trace id, else one that does. */
function traceparentFor(incoming: string | string[] | undefined, traceId: string): string {
  const header = single(incoming)?.trim();
  if (header && header.split('-')[1] === traceId) return header;
  return `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
}

/** Null when the HR spec documents the answer for the route, else what is wrong. */
export type AnswerCheck = (route: MemberAuthRoute, status: number, body: unknown) => string | null;

/**
 * An answer that is not JSON, or not documented for the route, is a bad gateway (502): passed
 * on, it would break this service's own contract, and the fault is the upstream's.
 */
function replyFrom(answer: ProxyResponse, route: MemberAuthRoute, check: AnswerCheck | undefined, context: ForwardContext): Reply {
  const { 'content-type': contentType, ...headers } = answer.headers;
  const mediaType = String(contentType ?? '').split(';')[0].trim().toLowerCase();
  let body: unknown;
  try {
    if (mediaType !== 'application/json') throw new Error(`content type ${mediaType || '(none)'}`);
    body = JSON.parse(answer.body.toString('utf8'));
  } catch (cause) {
    throw new ApiError('UPSTREAM_UNAVAILABLE', 'The central member API gave an answer that is not JSON.', { cause });
  }
  if (body === null || typeof body !== 'object') throw new ApiError('UPSTREAM_UNAVAILABLE', 'The central member API gave an answer that is not JSON.');
  const problem = check?.(route, answer.status, body) ?? null;
  if (problem) {
    context.log.error({ traceId: context.traceId, route: MEMBER_AUTH_ROUTES[route].proxy, upstreamStatus: answer.status, problem, at: new Date().toISOString() }, 'central member API answered outside its description');
    throw new ApiError('UPSTREAM_UNAVAILABLE', 'The central member API gave an answer outside its description.');
  }
  return Reply.raw(answer.status, 'application/json', body as object, headers);
}

export function createMemberAuthProxy(proxy: MemberProxy, loginGuard: LoginGuard, signedOut: Pick<SignedOutTokens, 'signOutBearer'>, checkAnswer?: AnswerCheck) {
  return {
    /** `loginId`: the sign-in's, for its lockout (login only). */
    async forward(route: MemberAuthRoute, context: ForwardContext, loginId?: string): Promise<Reply> {
      assertOwnPage(context);
      const reservation = route === 'login' && loginId !== undefined ? await loginGuard.reserve(loginId) : undefined;
      const { upstream, method } = MEMBER_AUTH_ROUTES[route];
      let answer: ProxyResponse;
      try {
        answer = await proxy.forward({
          method,
          path: upstream,
          headers: { ...context.headers, traceparent: traceparentFor(context.headers.traceparent, context.traceId) },
          body: method === 'GET' ? undefined : context.rawBody,
        });
      } catch (error) {
        await reservation?.settle(undefined);
        throw error;
      }
      await reservation?.settle(answer.status);
      // The access token would still verify here until it expires: list it before answering.
      if (route === 'logout' && answer.status >= 200 && answer.status < 300) await signedOut.signOutBearer(context.headers);
      if (answer.status >= 500) {
        // Passed through, so the pipeline sees no error: log it as any 5xx of ours is logged.
        context.log.error({ traceId: context.traceId, route: MEMBER_AUTH_ROUTES[route].proxy, upstreamStatus: answer.status, at: new Date().toISOString() }, 'central member API answered a server error');
      }
      return replyFrom(answer, route, checkAnswer, context);
    },
    close: () => proxy.close(),
  };
}

export type MemberAuthProxy = ReturnType<typeof createMemberAuthProxy>;
