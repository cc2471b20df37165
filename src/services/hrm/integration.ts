/** What GET /api/v1/public/integration tells an integrator; built once from the settings. */
import type { components } from '../../../generated/hrm.js';
import type { RateLimit } from '../../adapters/rate-limit/rate-limiter.js';
import { HRM_SCOPES } from '../keys/api-keys.js';
import { API_KEY_SCHEME, MEMBER_TOKEN_SCHEME } from './access.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.js';

export type Integration = components['schemas']['Integration'];
type Scope = components['schemas']['Scope'];

/** Paths of the same-origin proxy and the central member API paths they forward to. */
export const MEMBER_AUTH_ROUTES = {
  login: { proxy: '/api/v1/member-auth/login', upstream: '/auth/login', method: 'POST' },
  refresh: { proxy: '/api/v1/member-auth/refresh', upstream: '/auth/refresh', method: 'POST' },
  logout: { proxy: '/api/v1/member-auth/logout', upstream: '/auth/logout', method: 'POST' },
  permissions: { proxy: '/api/v1/member-auth/me/permissions', upstream: '/me/permissions', method: 'GET' },
} as const;

const SCOPE_USE: Record<Scope, { description: string; operation: string }> = {
  'employee.read': { description: 'Read employees.', operation: 'GET /api/v1/employees' },
  'attendance.read': { description: 'Read attendance records.', operation: 'GET /api/v1/attendance' },
  'leave.read': { description: 'Read leave requests.', operation: 'GET /api/v1/leave' },
  'payroll.read': { description: 'Read payroll runs.', operation: 'GET /api/v1/payroll-runs' },
  'document.read': { description: 'Read HR document metadata.', operation: 'GET /api/v1/documents' },
};

export function describeIntegration(input: {
  version: string;
  limit: RateLimit;
  memberApiUrl: string;
  memberJwksUrl: string;
  memberIssuer: string;
  memberAudience: string;
}): Integration {
  const base = input.memberApiUrl;
  const routes = Object.entries(MEMBER_AUTH_ROUTES);
  return {
    service: 'hrm',
    version: input.version,
    authentication: [
      {
        scheme: MEMBER_TOKEN_SCHEME,
        type: 'bearer',
        header: 'Authorization',
        format: 'Bearer <access token of the central member API>',
        intendedFor: 'People signed in through the central member API (browsers and apps).',
      },
      {
        scheme: API_KEY_SCHEME,
        type: 'apiKey',
        header: 'X-API-Key',
        format: 'hrm_<id>_<secret>',
        intendedFor: 'System-to-system calls only; keys are issued by the administrator.',
      },
    ],
    scopes: HRM_SCOPES.map((scope) => ({ scope, description: SCOPE_USE[scope].description, operations: [SCOPE_USE[scope].operation] })),
    rateLimit: { limit: input.limit.points, windowSeconds: input.limit.durationSec, per: 'API key or member', headers: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] },
    paging: { pageParameter: 'page', pageSizeParameter: 'pageSize', defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE },
    memberApi: {
      baseUrl: base,
      issuer: input.memberIssuer,
      audience: input.memberAudience,
      jwksUrl: input.memberJwksUrl,
      permissionClaims: ['scope', 'permissions'],
      endpoints: Object.fromEntries(routes.map(([name, route]) => [name, base + route.upstream])) as Integration['memberApi']['endpoints'],
      proxy: Object.fromEntries(routes.map(([name, route]) => [name, route.proxy])) as Integration['memberApi']['proxy'],
    },
    documentation: { openapiJson: '/api/v1/openapi.json', openapiYaml: '/api/v1/openapi.yaml', swaggerUi: '/swagger' },
    localMemberOperations: 'none',
  };
}
