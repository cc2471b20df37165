/** For the tools' CLIs (mock, proxy): SIGTERM or SIGINT drains, then the process exits 0. */
import type { Logger } from 'pino';

export function exitOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'draining and stopping');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
    });
  }
}
