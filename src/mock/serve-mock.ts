/**
 * Mock mode (`npm run mock`, `serve --mock`): every configured area from its spec alone, on its
 * usual port, through live mode's pipeline with the mock responder in place of the handlers
 * (src/mock/README.md).
 */
import type { Logger } from 'pino';
import { createApp, type AreaApp, type CreateAppOptions } from '../app.js';
import type { AreaName } from '../areas/area-module.js';
import { areaDescriptors, type AreaDescriptor } from '../areas/descriptors.js';
import type { Settings } from '../config/settings.js';
import { areaListenOptions, drainAll, startServer, type RunningServer } from '../http-server.js';
import { createMockResponder, type MockResponderOptions } from './mock-responder.js';

type AppSettings = 'logger' | 'responseValidation' | 'corsOrigins' | 'openCors' | 'bodyTimeoutMs' | 'bodyLimitBytes';
/** The app's settings in mock mode, with the responder's. */
export type MockAppOptions = Pick<CreateAppOptions<never>, AppSettings> & MockResponderOptions;

/** One area's app in mock mode, without listening. */
export async function createMockApp(area: AreaDescriptor, options: MockAppOptions): Promise<AreaApp> {
  const { dynamic, fillProperties, errors, ...app } = options;
  return createApp({ ...app, area, mode: 'mock', mock: createMockResponder(area, options.logger, { dynamic, fillProperties, errors }) });
}

/** Every area of `settings.areas`, each on its port. */
export async function startMockAreas(settings: Settings, logger: Logger) {
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
