/**
 * `npm start` (live, embedded store, demo data) and `npm run mock` (--mock): every
 * configured area on its own port. A bad setting stops the start with one line naming it.
 */
import { loadSettings, SettingsError } from '../config/settings.js';
import { createLogger } from '../logger.js';

async function main(): Promise<void> {
  const settings = loadSettings();
  const logger = createLogger(settings.logLevel);
  const mock = process.argv.includes('--mock');
  if (mock) {
    const { startMockAreas } = await import('../mock/serve-mock.js');
    const servers = await startMockAreas(settings, logger);
    for (const s of servers.running) logger.info({ area: s.name, url: s.url }, 'mock area listening');
    onStop(() => servers.stop(), logger);
    return;
  }
  // Loaded here, not at the top: the store, Redis and the member API stand-in are live-mode only.
  const { startLiveAreas } = await import('../server.js');
  const servers = await startLiveAreas(settings, logger);
  for (const s of servers.running) logger.info({ area: s.name, url: s.url }, 'area listening');
  onStop(() => servers.stop(), logger);
}

function onStop(stop: () => Promise<void>, logger: ReturnType<typeof createLogger>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'draining and stopping');
      stop().then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) console.error(`configuration error: ${error.message}`);
  else console.error(`start failed: ${(error as Error).message}`);
  process.exit(1);
});
