/**
 * The servers of `npm start` (live, embedded store, demo data) and `npm run mock` (--mock), each
 * area on its own port, loaded by ./serve.ts. Every import here is dynamic, so a process loads
 * only what its mode needs (the bundle keeps each as a chunk of its own).
 */
import cluster from 'node:cluster';
import { answeredHelp, EXIT, exitOnSignals, parseCommandLine, runCommand, usageFailure, UsageError } from './shell.js';

const HELP = `serve: every configured area on its own port (live, or --mock from the specs alone).

usage: npm start                 live areas (development: embedded store, demo data, member API stand-in)
       npm run mock              every area from its spec alone
       node build/src/cli/serve.js [--mock]   the same without npm (from the installation's folder)

options:
  --mock        answer from the specs (examples and generated data); no store, no network
  -h, --help    this text

settings are environment variables (README "Settings"): HOST, KNOWLEDGE_PORT, CRAWLER_PORT,
HRM_PORT, MARKETING_PORT, MEMBER_API_PORT, AREAS, DATA_DIR, DATABASE_URL, REDIS_URL,
MEMBER_API_URL, MEMBER_API_STANDIN, DEMO_DATA, RESPONSE_VALIDATION, LOG_LEVEL, WORKERS,
METRICS_PORT, ...
NODE_ENV=production: no stand-in and no demo data unless asked for; MEMBER_API_URL required
(live only); the knowledge catalog and reports only from KNOWLEDGE_SOURCES_FILE and
KNOWLEDGE_REPORT_DIR.
SIGTERM or SIGINT drains in-flight requests, frees the ports and exits 0.`;

async function main(argv: string[]): Promise<number | undefined> {
  if (answeredHelp(argv, HELP)) return EXIT.done;
  const mock = parseCommandLine({ args: argv, options: { mock: { type: 'boolean' } } }).values.mock === true;
  const [{ loadSettings, SettingsError }, { createLogger }, { AREAS_LISTENING }] = await Promise.all([import('../config/settings.js'), import('../logger.js'), import('./cluster-messages.js')]);
  // The mock answers from the specs alone: it needs no member API, in production either.
  const settings = loadSettings(process.env, { requireMemberApi: !mock });
  const base = createLogger(settings.logLevel);
  const logger = cluster.isWorker ? base.child({ worker: cluster.worker!.id, pid: process.pid }) : base;
  if (settings.workers > 1 && cluster.isPrimary) {
    const { servesMemberStandIn } = await import('../server.js');
    // The stand-in keeps its signing key and sessions in its process: one per worker would not agree.
    if (!mock && servesMemberStandIn(settings)) throw new SettingsError('WORKERS', 'more than one worker needs MEMBER_API_URL pointing at a member API (the development stand-in runs in one process only), or MEMBER_API_STANDIN=false');
    if (!mock) {
      // Migrate and seed once, before the workers open the store side by side.
      const { openStore } = await import('../store/database.js');
      await (await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, logger, seedDemoData: settings.demoData })).close();
    }
    const { runPrimary } = await import('./cluster.js');
    await runPrimary(settings, settings.workers, logger);
    return undefined;
  }
  // The specs as documents the build wrote, when current: no YAML parse at start.
  const { useBuiltSpecs } = await import('../areas/built-specs.js');
  await useBuiltSpecs(mock ? settings.areas : [...settings.areas, 'member-api']);
  // Loaded here, not at the top: the store, Redis and the member API stand-in are live-mode only.
  const servers = mock
    ? await (await import('../mock/serve-mock.js')).startMockAreas(settings, logger)
    : await (await import('../server.js')).startLiveAreas(settings, logger);
  const listening = mock ? 'mock area listening' : 'area listening';
  for (const s of servers.running) logger.info({ area: s.name, url: s.url }, listening);
  // Under WORKERS > 1 the primary's /readyz waits for a worker that serves every area (src/cli/cluster.ts).
  if (cluster.isWorker) process.send?.(AREAS_LISTENING);
  exitOnSignals(() => servers.stop(), logger, { crashes: true });
  return undefined;
}

runCommand(() => main(process.argv.slice(2)), async (error) => {
  if (error instanceof UsageError) return usageFailure('serve', error);
  const { SettingsError } = await import('../config/settings.js');
  console.error(error instanceof SettingsError ? `configuration error: ${error.message}` : `start failed: ${(error as Error).message}`);
  return EXIT.failure;
});
