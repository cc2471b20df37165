/**
 * An area's app built in-process for tests (no ports), with strict response validation and
 * a silent logger, and a `call()` that checks every response against the spec.
 */
import request, { type Response, type Test } from 'supertest';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { createApp, type RequestListener } from '../../src/app.js';
import type { AreaModule } from '../../src/areas/area-module.js';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import { openRuntime, type Runtime } from '../../src/runtime.js';
import type { Store } from '../../src/store/database.js';
import { assertMatchesSpec } from './contract.js';

export const silentLogger = pino({ level: 'silent' });

export interface TestArea<S> {
  app: RequestListener;
  services: S;
  runtime: Runtime;
  settings: Settings;
  /** supertest for the app; await `checked(...)` to also check the response against the spec. */
  http: ReturnType<typeof request>;
  checked(test: Test): Promise<Response>;
  close(): Promise<void>;
}

export async function buildTestArea<S>(
  area: AreaModule<S>,
  options: {
    store: Store;
    env?: Record<string, string>;
    redis?: Redis | null;
    logger?: Logger;
    /** The app's own check of its answers; `checked` validates every answer against the spec regardless. */
    responseValidation?: 'strict' | 'warn' | 'off';
    /** `warn`'s sample (one answer in N per operation); default: the settings' (RESPONSE_VALIDATION_SAMPLE). */
    responseSample?: number;
    /** Replaces services before the app is built, e.g. one with a test's clock or cache bound. */
    adjustServices?: (services: S, runtime: Runtime) => S;
  },
): Promise<TestArea<S>> {
  const logger = options.logger ?? silentLogger;
  const settings = loadSettings({ NODE_ENV: 'test', ...options.env });
  const runtime = await openRuntime(settings, logger, { store: options.store, redis: options.redis ?? null });
  const created = await area.createServices(runtime);
  const services = options.adjustServices ? options.adjustServices(created, runtime) : created;
  const { app } = await createApp({ area, mode: 'live', services, logger, responseValidation: options.responseValidation ?? 'strict', responseSample: options.responseSample ?? settings.responseSample, trustedProxies: settings.trustedProxies, corsOrigins: settings.corsOrigins });
  return {
    app,
    services,
    runtime,
    settings,
    http: request(app),
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
