/**
 * Mock mode (`npm run mock`, `serve --mock`): every configured area from its spec alone, on its
 * usual port, through live mode's pipeline with the mock responder in place of the handlers
 * (src/mock/README.md).
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
  /** CORS_ORIGINS, as in live mode. */
  corsOrigins?: string[];
  /** The responder's options (MockResponderOptions). */
  dynamic?: boolean;
  fillProperties?: boolean;
  errors?: boolean;
  /** Any page may call the mock, as Prism's (corsOrigins then unused). */
  openCors?: boolean;
  bodyTimeoutMs?: number;
  bodyLimitBytes?: number;
}

/** One area's app in mock mode, without listening. */
export async function createMockApp(area: AreaDescriptor, options: MockAppOptions): Promise<AreaApp> {
  return createApp({
    area,
    mode: 'mock',
    logger: options.logger,
    responseValidation: options.responseValidation,
    corsOrigins: options.corsOrigins,
    openCors: options.openCors,
    bodyTimeoutMs: options.bodyTimeoutMs,
    bodyLimitBytes: options.bodyLimitBytes,
    mock: createMockResponder(area, options.logger, { dynamic: options.dynamic, fillProperties: options.fillProperties, errors: options.errors }),
  });
}

export interface MockServers {
  running: RunningServer[];
  stop(): Promise<void>;
}

/** Every area of `settings.areas`, each on its port. */
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
