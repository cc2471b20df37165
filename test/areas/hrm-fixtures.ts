/**
 * Shared set-up of the HR tests: the HR app in-process (as buildTestArea, plus a log
 * capture and the area's options), the member API stand-in listening on port 0, API keys
 * and member sign-in over HTTP.
 */
import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import pino from 'pino';
import type request from 'supertest';
import type { Response, Test } from 'supertest';
import { createHrmArea, type HrmAreaOptions } from '../../src/areas/hrm.js';
import { createMemberApiArea, type MemberApiAreaOptions } from '../../src/areas/member-api.js';
import { drain, listen, urlOf } from '../../src/http-server.js';
import { createApiKeyService, type KeyService } from '../../src/services/keys/api-keys.js';
import type { HrmServices } from '../../src/services/hrm/index.js';
import { DEMO_MEMBER_PASSWORDS } from '../../src/services/member-api/demo-members.js';
import type { MemberApiServices } from '../../src/services/member-api/member-directory.js';
import type { Store } from '../../src/store/database.js';
import type { Runtime } from '../../src/runtime.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';

export const ISSUER = 'https://members.example.test';
export const AUDIENCE = 'hrm-tests';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger whose lines land in an array (debug and up). */
export function captureLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

export interface HrmTestApp extends TestArea<HrmServices> {
  logs: LogLine[];
}

/** The HR app as buildTestArea builds it, with the area's options and its log lines captured. */
export async function buildHrm(options: {
  store: Store;
  env?: Record<string, string>;
  redis?: Redis | null;
  area?: HrmAreaOptions;
  responseValidation?: 'strict' | 'warn' | 'off';
  adjustServices?: (services: HrmServices, runtime: Runtime) => HrmServices;
}): Promise<HrmTestApp> {
  const { logger, lines } = captureLogger();
  const env = { MEMBER_ISSUER: ISSUER, MEMBER_AUDIENCE: AUDIENCE, ...options.env };
  return {
    ...(await buildTestArea(createHrmArea(options.area), {
      store: options.store,
      env,
      redis: options.redis,
      logger,
      responseValidation: options.responseValidation,
      adjustServices: options.adjustServices,
    })),
    logs: lines,
  };
}

export interface StandIn {
  url: string;
  services: MemberApiServices;
  server: Server;
  /** Checks a response of the stand-in against spec/member-api.yaml. */
  checked(test: Test): Promise<Response>;
  http: ReturnType<typeof request>;
  stop(): Promise<void>;
}

/** The member API stand-in, listening on 127.0.0.1:0, as `npm start` serves it. */
export async function startStandIn(options: MemberApiAreaOptions & { env?: Record<string, string> } = {}): Promise<StandIn> {
  const store = await openTestStore('sqlite', { seedDemoData: false });
  const env = { MEMBER_ISSUER: ISSUER, MEMBER_AUDIENCE: AUDIENCE, ...options.env };
  const standIn = await buildTestArea(createMemberApiArea(options), { store, env });
  const server = await listen(standIn.app, '127.0.0.1', 0);
  return {
    url: urlOf(server, '127.0.0.1'),
    services: standIn.services,
    server,
    http: standIn.http,
    checked: standIn.checked,
    async stop() {
      await drain(server, 0);
      await standIn.close();
      await store.close();
    },
  };
}

/** An API key; HR keys belong to `acme` unless `companyId` says otherwise. */
export async function createKey(store: Store, service: KeyService, options: { scopes?: string[]; tenantId?: string; companyId?: string; name?: string } = {}) {
  const companyId = service === 'hrm' ? (options.companyId ?? 'acme') : options.companyId;
  return createApiKeyService(store.db).create({ service, name: options.name ?? 'test', scopes: options.scopes, tenantId: options.tenantId, companyId });
}

/** Signs a demo member in at the stand-in, over HTTP, and returns the access token. */
export async function memberToken(standInUrl: string, loginId: keyof typeof DEMO_MEMBER_PASSWORDS): Promise<string> {
  const response = await fetch(`${standInUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: DEMO_MEMBER_PASSWORDS[loginId] }),
  });
  if (response.status !== 200) throw new Error(`login of ${loginId} answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The body of an error answer without its (per-request) traceId. */
export function withoutTraceId(body: { traceId?: string }): object {
  const { traceId: _traceId, ...rest } = body;
  return rest;
}
