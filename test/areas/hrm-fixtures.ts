/**
 * Shared set-up of the HR tests: the HR app in-process (as buildTestArea, plus a log
 * capture and the area's options), the member API stand-in listening on port 0, API keys
 * and member sign-in over HTTP.
 */
import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import pino from 'pino';
import request, { type Response, type Test } from 'supertest';
import { createApp } from '../../src/app.js';
import { createHrmArea, type HrmAreaOptions } from '../../src/areas/hrm.js';
import { createMemberApiArea, type MemberApiAreaOptions, type MemberApiServices } from '../../src/areas/member-api.js';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import { drain, listen, urlOf } from '../../src/server.js';
import { openRuntime } from '../../src/runtime.js';
import { createApiKeyService, type KeyService } from '../../src/services/keys/api-keys.js';
import type { HrmServices } from '../../src/services/hrm/index.js';
import { DEMO_MEMBER_PASSWORDS } from '../../src/services/member-api/index.js';
import type { Store } from '../../src/store/database.js';
import { assertMatchesSpec } from '../support/contract.js';
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

export interface HrmTestApp {
  app: import('express').Express;
  services: HrmServices;
  settings: Settings;
  http: ReturnType<typeof request>;
  logs: LogLine[];
  checked(test: Test): Promise<Response>;
  close(): Promise<void>;
}

export async function buildHrm(options: { store: Store; env?: Record<string, string>; redis?: Redis | null; area?: HrmAreaOptions }): Promise<HrmTestApp> {
  const area = createHrmArea(options.area);
  const { logger, lines } = captureLogger();
  const settings = loadSettings({ NODE_ENV: 'test', MEMBER_ISSUER: ISSUER, MEMBER_AUDIENCE: AUDIENCE, ...options.env });
  const runtime = await openRuntime(settings, logger, { store: options.store, redis: options.redis ?? null });
  const services = await area.createServices(runtime);
  const { app } = await createApp({ area, mode: 'live', services, logger, responseValidation: 'strict' });
  return {
    app,
    services,
    settings,
    http: request(app),
    logs: lines,
    async checked(test) {
      const response = await test;
      await assertMatchesSpec(area.specPath, response);
      return response;
    },
    async close() {
      await area.close?.(services);
      await runtime.close();
    },
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
  const area = createMemberApiArea(options);
  const store = await openTestStore('sqlite', { seedDemoData: false });
  const settings = loadSettings({ NODE_ENV: 'test', MEMBER_ISSUER: ISSUER, MEMBER_AUDIENCE: AUDIENCE, ...options.env });
  const runtime = await openRuntime(settings, pino({ level: 'silent' }), { store, redis: null });
  const services = await area.createServices(runtime);
  const { app } = await createApp({ area, mode: 'live', services, logger: pino({ level: 'silent' }), responseValidation: 'strict' });
  const server = await listen(app, '127.0.0.1', 0);
  return {
    url: urlOf(server, '127.0.0.1'),
    services,
    server,
    http: request(app),
    async checked(test) {
      const response = await test;
      await assertMatchesSpec(area.specPath, response);
      return response;
    },
    async stop() {
      await drain(server, 0);
      await runtime.close();
      await store.close();
    },
  };
}

export async function createKey(store: Store, service: KeyService, options: { scopes?: string[]; tenantId?: string; name?: string } = {}) {
  return createApiKeyService(store.db).create({ service, name: options.name ?? 'test', scopes: options.scopes, tenantId: options.tenantId });
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
