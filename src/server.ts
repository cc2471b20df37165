/**
 * Starting and stopping servers: every configured area on its own port, sharing one
 * runtime. Library code: it throws, it never exits; src/cli/ decides what a failure means.
 */
import type { Logger } from 'pino';
import { createApp, type CreateAppOptions } from './app.js';
import { areaListenOptions, drainAll, startServer, type RunningServer } from './http-server.js';
import type { AreaModule, AreaName } from './areas/area-module.js';
import { loadArea } from './areas/load-area.js';
import { memberApiArea } from './areas/member-api.js';
import { descriptorLimit, SettingsError, type Settings } from './config/settings.js';
import { openRuntime, type Runtime } from './runtime.js';
import { executorReads, listReader } from './store/list-page-sql.js';
import { startAdminServer, type AdminServer, type ReadinessCheck } from './observability/admin-server.js';
import { sql } from 'kysely';
import cluster from 'node:cluster';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Whether the member API stand-in runs: it serves public demo passwords, so loopback only (docs/production.md). */
export function servesMemberStandIn(settings: Settings): boolean {
  if (!settings.memberApiStandIn) return false;
  const url = new URL(settings.memberApiUrl);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return url.protocol === 'http:' && port === settings.ports.memberApi && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname === settings.host);
}

/** With MEMBER_API_PORT=0 the areas must reach the port the OS chose; the issuer stays as configured. */
function withStandInUrl(settings: Settings, url: string): Settings {
  const defaultJwks = `${settings.memberApiUrl}/.well-known/jwks.json`;
  return { ...settings, memberApiUrl: url, memberJwksUrl: settings.memberJwksUrl === defaultJwks ? `${url}/.well-known/jwks.json` : settings.memberJwksUrl };
}

/** Readiness of the store and Redis, each with its breaker's state; the store's query goes through its breaker. */
function readinessChecks(runtime: Runtime): ReadinessCheck[] {
  const { breaker: storeBreaker } = runtime.store;
  const checks: ReadinessCheck[] = [{ name: 'store', probe: () => sql`select 1 as ok`.execute(runtime.store.db), ...(storeBreaker ? { breaker: () => storeBreaker.state() } : {}) }];
  if (runtime.redis) checks.push({ name: 'redis', probe: () => runtime.redis!.ping(), ...(runtime.redisBreaker ? { breaker: () => runtime.redisBreaker!.state() } : {}) });
  return checks;
}

/** Readiness of the areas: until the last listens, /readyz names those still starting. */
export function areasListening(expected: readonly string[], running: readonly RunningServer[]): ReadinessCheck {
  return {
    name: 'areas',
    probe: async () => {
      const listening = new Set(running.filter((s) => s.server.listening).map((s) => s.name));
      const missing = expected.filter((name) => !listening.has(name));
      if (missing.length > 0) throw new Error(`not listening yet: ${missing.join(', ')}`);
    },
  };
}

export async function startLiveAreas(settings: Settings, logger: Logger, runtime?: Runtime) {
  const shared = runtime ?? (await openRuntime(settings, logger));
  const running: RunningServer[] = [];
  const closers: Array<() => Promise<void>> = [];
  let areaRuntime = shared;
  // prom-client is loaded only when metrics are on (METRICS_PORT).
  const metrics = settings.metrics ? (await import('./observability/metrics.js')).createServiceMetrics() : undefined;
  for (const breaker of [shared.store.breaker, shared.redisBreaker]) if (metrics && breaker) metrics.watchBreaker(breaker);
  const tracer = settings.tracing ? await (await import('./observability/tracing.js')).createRequestTracer(settings.tracing) : undefined;
  // With tracing on, the areas query through a Kysely instance that opens a span per query.
  if (tracer) {
    const traced = shared.store.db.withPlugin(tracer.storePlugin);
    const { engine, ownerShare } = shared.store;
    areaRuntime = { ...shared, store: { ...shared.store, db: traced, lists: listReader({ engine, run: executorReads(traced), share: ownerShare }) } };
  }
  let admin: AdminServer | undefined;
  // One set of bounds for every server of the process: the descriptor limit is the process's.
  const listening = areaListenOptions(settings);
  /** One area's app on its port; the stand-in is neither observed nor called from browsers. */
  const serve = async <S>(area: AreaModule<S>, services: S, port: number, extra: Pick<CreateAppOptions<S>, 'metrics' | 'tracer' | 'corsOrigins'>) => {
    const areaLogger = logger.child({ area: area.name });
    const { responseValidation, responseSample, trustedProxies } = settings;
    const { app } = await createApp({ area, mode: 'live', services, logger: areaLogger, responseValidation, responseSample, trustedProxies, bodyTimeoutMs: settings.connections.bodyTimeoutMs, ...extra });
    return startServer(area.name, app, settings.host, port, { ...listening, envelope: area.envelope, logger: areaLogger });
  };
  const descriptors = descriptorLimit();
  // A low limit caps connections quietly (MAX_CONNECTIONS=auto): say so once, with the remedy.
  if (descriptors !== null && descriptors < 4096) logger.warn({ descriptorLimit: descriptors, maxConnections: settings.connections.max }, 'few open files allowed: raise the limit (ulimit -n, LimitNOFILE) for more connections (docs/production.md)');
  try {
    // Under WORKERS > 1 the primary serves the summed metrics (src/cli/cluster.ts); a worker only answers its asks.
    if (metrics && cluster.isWorker) {
      const { AggregatorRegistry } = await import('prom-client');
      new AggregatorRegistry(); // its constructor installs the worker's answer to the primary's asks
      AggregatorRegistry.setRegistries([metrics.registry]);
    }
    else if (settings.metrics && metrics) {
      admin = await startAdminServer({
        ...settings.metrics,
        registry: metrics.registry,
        checks: [areasListening(settings.areas, running), ...readinessChecks(shared)],
      });
      logger.info({ url: admin.url }, 'metrics and probes listening');
    }
    if (servesMemberStandIn(settings)) {
      if (!LOOPBACK_HOSTS.has(settings.host)) {
        throw new SettingsError('HOST', `the member API stand-in serves public demo passwords and listens only on a loopback address, not ${settings.host}: set MEMBER_API_URL to the central member API, or MEMBER_API_STANDIN=false`);
      }
      const standIn = await serve(memberApiArea, await memberApiArea.createServices(shared), settings.ports.memberApi, {});
      running.push(standIn);
      if (settings.ports.memberApi === 0) areaRuntime = { ...areaRuntime, settings: withStandInUrl(settings, standIn.url) };
    }
    for (const name of settings.areas) {
      const area = await loadArea(name);
      const services = await area.createServices(areaRuntime);
      if (area.close) closers.push(() => area.close!(services));
      running.push(await serve(area, services, settings.ports[name as AreaName], { metrics, tracer, corsOrigins: settings.corsOrigins }));
    }
  } catch (error) {
    await drainAll(running, 0);
    listening.guard.close();
    await admin?.close();
    if (!runtime) await shared.close();
    throw error;
  }
  return {
    running,
    runtime: shared,
    admin,
    async stop() {
      // Not ready from the first moment of draining, so a load balancer stops sending work here.
      admin?.markDraining();
      await drainAll(running);
      listening.guard.close();
      for (const close of closers) await close();
      await admin?.close();
      await tracer?.shutdown(); // flushes the last spans
      if (!runtime) await shared.close();
    },
  };
}
