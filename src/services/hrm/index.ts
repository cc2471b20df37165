/** Everything the HR area's handlers and hooks need, built once per process from the runtime. */
import { createMemberTokenVerifier } from '../../adapters/auth/member-token.js';
import { createMemberProxy } from '../../adapters/http/member-proxy.js';
import { createFailureBudget } from '../../adapters/rate-limit/failure-budget.js';
import { createRateLimiter } from '../../adapters/rate-limit/rate-limiter.js';
import type { Runtime } from '../../runtime.js';
import { createApiKeyService } from '../keys/api-keys.js';
import { checkListDeclarations, createListService } from '../lists.js';
import { HRM_LISTS } from '../../store/tables/hrm-lists.js';
import { companyOf } from './access.js';
import { describeIntegration, MEMBER_AUTH_ROUTES } from './integration.js';
import { listOperations, type OpenApiDocument } from '../../pipeline/openapi-document.js';
import { createLoginGuard } from './login-guard.js';
import { createMemberAuthProxy, type AnswerCheck, type MemberAuthRoute } from './member-auth.js';
import { createSignedOutTokens } from './signed-out-tokens.js';
import { compileOperations } from '../../pipeline/compile-operation.js';

/** The central API's answers against what the HR spec documents for each proxy route. */
function memberAnswerCheck(document: OpenApiDocument): AnswerCheck {
  const proxyPaths = new Set<string>(Object.values(MEMBER_AUTH_ROUTES).map((route) => route.proxy));
  const compiled = compileOperations(document, listOperations(document).filter((operation) => proxyPaths.has(operation.path)), 'hrm-member-answers', { lazy: true });
  const byRoute = new Map(
    Object.entries(MEMBER_AUTH_ROUTES).map(([route, { proxy, method }]) => [
      route,
      compiled.find((operation) => operation.path === proxy && operation.method === method),
    ]),
  );
  return (route: MemberAuthRoute, status, body) => {
    const operation = byRoute.get(route);
    if (!operation) throw new Error(`spec/hrm.yaml documents no operation for the member-auth route ${route}`);
    return operation.checkResponse(status, 'application/json', body);
  };
}

export async function createHrmServices(
  runtime: Runtime,
  { document, memberApiTimeoutMs = 10_000 }: { document: OpenApiDocument; memberApiTimeoutMs?: number },
) {
  const { settings, logger, store } = runtime;
  checkListDeclarations(document, HRM_LISTS);
  const limit = settings.limits.hrm;
  const log = logger.child({ area: 'hrm' });
  const rateLimiterFor = (name: string, rate: { points: number; durationSec: number }, keyPrefix = `hrm:${name}`) =>
    createRateLimiter({ ...rate, redis: runtime.redis ?? undefined, breaker: runtime.redisBreaker, keyPrefix, policyName: name, logger: log });
  const memberTokens = createMemberTokenVerifier({
    jwksUrl: settings.memberJwksUrl,
    issuer: settings.memberIssuer,
    audience: settings.memberAudience,
    logger: log,
  });
  const signedOut = createSignedOutTokens({ feed: runtime.revocations, memberTokens, logger: log });
  // The tokens still listed are read before the first request is admitted.
  await signedOut.ready;
  const loginGuard = createLoginGuard({ perAddress: rateLimiterFor('login', settings.limits.loginPerAddress), failuresPerLogin: rateLimiterFor('login-failures', settings.limits.loginLockout) });
  return {
    lists: createListService(store.db, store.lists, 'hrm', (_query, principal) => companyOf(principal)),
    apiKeys: createApiKeyService(store.db, { revocations: runtime.revocations }),
    memberTokens,
    signedOut,
    rateLimiter: rateLimiterFor('hrm', limit, 'hrm:rate'),
    companyRateLimiter: settings.limits.hrmPerCompany && rateLimiterFor('hrm-company', settings.limits.hrmPerCompany, 'hrm:company'),
    /** Missing or refused credentials per client address. */
    authFailures: createFailureBudget(rateLimiterFor('auth-failures', settings.limits.authFailuresPerAddress)),
    loginGuard,
    memberAuth: createMemberAuthProxy(
      createMemberProxy({ upstreamUrl: settings.memberApiUrl, timeoutMs: memberApiTimeoutMs }),
      loginGuard,
      signedOut,
      memberAnswerCheck(document),
    ),
    integration: describeIntegration({ ...settings, document, limit }),
    health: { status: 'ok', service: 'hrm', version: document.info.version, store: store.summary.engine } as const,
    logger: log,
  };
}

export type HrmServices = Awaited<ReturnType<typeof createHrmServices>>;

export async function closeHrmServices(services: HrmServices): Promise<void> {
  await services.memberAuth.close();
  await services.rateLimiter.close();
}
