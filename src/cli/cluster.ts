/**
 * WORKERS > 1: the primary forks the workers, which share the ports. It serves no request: it
 * keeps the rate-limit counts (without Redis), replaces a dead worker with a back-off, sums the
 * workers' metrics, and on SIGTERM/SIGINT lets every worker drain.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { Settings } from '../config/settings.js';
import { startAdminServer, type AdminServer } from '../observability/admin-server.js';
import { isAreasListening } from './cluster-messages.js';
import { exitOnSignals } from './shell.js';

const RESTART_DELAY_MS = { first: 100, max: 10_000 };
/** A worker that lived this long is healthy again: its replacement starts without delay. */
const HEALTHY_AFTER_MS = 10_000;

export async function runPrimary(settings: Settings, workers: number, logger: Logger): Promise<void> {
  new RateLimiterClusterMaster();
  let stopping = false;
  let restartDelay = RESTART_DELAY_MS.first;
  const started = new Map<Worker, number>();
  /** Workers that sent AREAS_LISTENING. */
  const serving = new Set<Worker>();
  cluster.on('message', (worker, message) => {
    if (isAreasListening(message)) serving.add(worker);
  });

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    serving.delete(worker);
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal, livedMs: lived }, 'worker died: starting a new one');
    restartDelay = lived >= HEALTHY_AFTER_MS ? RESTART_DELAY_MS.first : Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
    setTimeout(() => {
      if (!stopping) fork();
    }, lived >= HEALTHY_AFTER_MS ? 0 : restartDelay).unref();
  });
  for (let i = 0; i < workers; i++) fork();

  // Ready once a worker serves every configured area, and not while draining.
  let admin: AdminServer | undefined;
  if (settings.metrics) {
    const registry = new AggregatorRegistry();
    const aggregated = { metrics: () => registry.clusterMetrics(), contentType: registry.contentType } as unknown as Registry;
    admin = await startAdminServer({ ...settings.metrics, registry: aggregated, checks: [{ name: 'workers', probe: async () => {
      if (started.size === 0) throw new Error('no worker is running');
      if (serving.size === 0) throw new Error(`no worker listens on every area yet (${settings.areas.join(', ')})`);
    } }] });
    logger.info({ url: admin.url, workers }, 'cluster metrics and probes listening');
  }

  const drainEveryWorker = async () => {
    const exits = [...started.keys()].map((worker) => new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      worker.process.kill('SIGTERM');
    }));
    await Promise.all(exits);
    // A failed close of the metrics server must still end the process, as a failure.
    await admin?.close();
  };
  exitOnSignals(drainEveryWorker, logger, {
    beforeStop: (signal) => {
      stopping = true;
      admin?.markDraining();
      logger.info({ signal, workers: started.size }, 'draining every worker');
    },
    stopFailed: 'closing the metrics server failed',
  });
}
