/** What GET /api/v1/public/integration tells an integrator; built once from the settings. */
import type { components } from '../../../generated/hrm.js';
import type { RateLimit } from '../../config/rate-limit-setting.js';
import type { OpenAPIV3 } from 'openapi-types';
import { listOperations, type OpenApiDocument } from '../../pipeline/openapi-document.js';
import { SECURITY_SCHEMES } from '../../config/security-schemes.js';
import { memberApiOf, type MemberApiSettings } from '../../config/settings.js';

export type Integration = components['schemas']['Integration'];
type Scope = components['schemas']['Scope'];

/** Paths of the same-origin proxy and the central member API paths they forward to. */
export const MEMBER_AUTH_ROUTES = {
  login: { proxy: '/api/v1/member-auth/login', upstream: '/auth/login', method: 'POST' },
  refresh: { proxy: '/api/v1/member-auth/refresh', upstream: '/auth/refresh', method: 'POST' },
  logout: { proxy: '/api/v1/member-auth/logout', upstream: '/auth/logout', method: 'POST' },
  permissions: { proxy: '/api/v1/member-auth/me/permissions', upstream: '/me/permissions', method: 'GET' },
} as const;

/** What each scope is for, in words; which operations need it comes from the spec. */
const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  'employee.read': 'Read employees.',
  'attendance.read': 'Read attendance records.',
  'leave.read': 'Read leave requests.',
  'payroll.read': 'Read payroll runs.',
  'document.read': 'Read HR document metadata.',
};

/** Each scope with the operations whose `x-required-scopes` name it, in spec order. */
function scopesOf(document: OpenApiDocument): Integration['scopes'] {
  const operations = new Map<Scope, string[]>();
  for (const { method, path, operation } of listOperations(document)) {
    for (const scope of ((operation as Record<string, unknown>)['x-required-scopes'] as Scope[] | undefined) ?? []) {
      operations.set(scope, [...(operations.get(scope) ?? []), `${method.toUpperCase()} ${path}`]);
    }
  }
  return [...operations].map(([scope, used]) => ({ scope, description: SCOPE_DESCRIPTIONS[scope], operations: used }));
}

/** The documented default and maximum of `pageSize`, as every HR list declares them. */
function pagingOf(document: OpenApiDocument): Integration['paging'] {
  const parameter = listOperations(document)
    .flatMap((op) => op.parameters)
    .find((p) => p.in === 'query' && p.name === 'pageSize');
  const schema = parameter?.schema as OpenAPIV3.SchemaObject | undefined;
  if (typeof schema?.default !== 'number' || typeof schema.maximum !== 'number') throw new Error('spec/hrm.yaml: pageSize needs a default and a maximum');
  return { pageParameter: 'page', pageSizeParameter: 'pageSize', defaultPageSize: schema.default, maxPageSize: schema.maximum };
}

export function describeIntegration(input: MemberApiSettings & { document: OpenApiDocument; limit: RateLimit }): Integration {
  const routes = Object.entries(MEMBER_AUTH_ROUTES);
  return {
    service: 'hrm',
    version: input.document.info.version,
    authentication: [
      {
        scheme: SECURITY_SCHEMES.hrm.memberToken,
        type: 'bearer',
        header: 'Authorization',
        format: 'Bearer <access token of the central member API>',
        intendedFor: 'People signed in through the central member API (browsers and apps).',
      },
      {
        scheme: SECURITY_SCHEMES.hrm.apiKey,
        type: 'apiKey',
        header: 'X-API-Key',
        format: 'hrm_<id>_<secret>',
        intendedFor: 'System-to-system calls only; keys are issued by the administrator.',
      },
    ],
    scopes: scopesOf(input.document),
    rateLimit: { limit: input.limit.points, windowSeconds: input.limit.durationSec, per: 'API key or member', headers: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] },
    paging: pagingOf(input.document),
    memberApi: {
      ...memberApiOf(input),
      permissionClaims: ['scope', 'permissions'],
      endpoints: Object.fromEntries(routes.map(([name, route]) => [name, input.memberApiUrl + route.upstream])) as Integration['memberApi']['endpoints'],
      proxy: Object.fromEntries(routes.map(([name, route]) => [name, route.proxy])) as Integration['memberApi']['proxy'],
    },
    documentation: { openapiJson: '/api/v1/openapi.json', openapiYaml: '/api/v1/openapi.yaml', swaggerUi: '/swagger' },
    localMemberOperations: 'none',
  };
}
