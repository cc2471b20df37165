/**
 * Mock mode (`npm run mock`, `serve --mock`): every configured area from its spec alone, on
 * its usual port, through the same pipeline as live mode (routing, request validation,
 * security with well-formed credentials, error envelopes) with the mock responder in place
 * of the handlers. No store, no member API, no network: the mock knows no real keys, so any
 * well-formed credential of the right scheme is admitted with every scope.
 */
import type { Logger } from 'pino';
import { createApp, type AreaApp } from '../app.js';
import type { AreaName } from '../areas/area-module.js';
import { areaDescriptors, type AreaDescriptor } from '../areas/descriptors.js';
import type { Settings } from '../config/settings.js';
import type { ResponseValidationMode } from '../pipeline/pipeline.js';
import { areaListenOptions, drainAll, startServer, type RunningServer } from '../http-server.js';
import { createMockResponder } from './mock-responder.js';

export interface MockAppOptions {
  logger: Logger;
  responseValidation: ResponseValidationMode;
  /** CORS_ORIGINS, applied exactly as in live mode (src/pipeline/cors.ts); none when unset. */
  corsOrigins?: string[];
  /** Every body generated from its schema unless a request asks otherwise (`cfs-mock --dynamic`). */
  dynamic?: boolean;
  /** false: a dynamic body draws each optional property instead of filling every one (`cfs-mock --fill-properties false`). */
  fillProperties?: boolean;
  /** Any page may call the mock, as Prism's (corsOrigins then unused). */
  openCors?: boolean;
  /** A partner's document: an answer that breaks it is a 500 listing its violations (`cfs-mock --errors`). */
  errors?: boolean;
  /** REQUEST_BODY_TIMEOUT_MS; default the app's. */
  bodyTimeoutMs?: number;
  /** Largest body; default the area's (tests shorten it). */
  bodyLimitBytes?: number;
}

/** One area's app in mock mode, without listening. */
export async function createMockApp(area: AreaDescriptor, options: MockAppOptions): Promise<AreaApp> {
  const responder = createMockResponder(area, options.logger, { dynamic: options.dynamic, fillProperties: options.fillProperties, errors: options.errors });
  return createApp({
    area,
    mode: 'mock',
    logger: options.logger,
    responseValidation: options.responseValidation,
    corsOrigins: options.corsOrigins,
    openCors: options.openCors,
    bodyTimeoutMs: options.bodyTimeoutMs,
    bodyLimitBytes: options.bodyLimitBytes,
    mock: {
      execute: responder.execute,
      reservedQuery: responder.reservedQuery,
      exposedHeaders: responder.exposedHeaders,
      documentedRefusal: responder.documentedRefusal,
    },
  });
}

export interface MockServers {
  running: RunningServer[];
  stop(): Promise<void>;
}

/** Every area of `settings.areas` that exists, each on its port (`settings.ports`). */
export async function startMockAreas(settings: Settings, logger: Logger): Promise<MockServers> {
  const running: RunningServer[] = [];
  // The same bounds on connections as live mode: the mock is a server on the network too.
  const listening = areaListenOptions(settings);
  try {
    const built: Array<{ name: AreaName; app: AreaApp }> = [];
    for (const name of settings.areas) {
      const area = areaDescriptors[name];
      built.push({ name, app: await createMockApp(area, { logger: logger.child({ area: name, mode: 'mock' }), responseValidation: settings.responseValidation, corsOrigins: settings.corsOrigins, bodyTimeoutMs: settings.connections.bodyTimeoutMs }) });
    }
    for (const { name, app } of built) {
      running.push(await startServer(name, app.app, settings.host, settings.ports[name], { ...listening, envelope: areaDescriptors[name].envelope, logger: logger.child({ area: name, mode: 'mock' }) }));
    }
  } catch (error) {
    await drainAll(running, 0);
    listening.guard.close();
    throw error;
  }
  return {
    running,
    async stop() {
      await drainAll(running);
      listening.guard.close();
    },
  };
}
