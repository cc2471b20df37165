/**
 * For the publishing tests: the partner specs built once per test run into a temporary
 * directory (as `npm run build:specs` does), and every built partner area served live on
 * port 0 over one in-memory store with the demo data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AreaModule, AreaName } from '../../src/areas/area-module.js';
import { areaModules } from '../../src/areas/index.js';
import { loadSettings } from '../../src/config/settings.js';
import { openRuntime, type Runtime } from '../../src/runtime.js';
import { startLiveAreas } from '../../src/server.js';
import { buildSpecs, type PublishedSpec } from '../../scripts/publishing/build.js';
import { silentLogger } from './area-app.js';
import { openTestStore } from './store.js';

let built: Promise<{ outDir: string; specs: PublishedSpec[] }> | undefined;

/** The published specs of this tree, built once per run (removed when the process exits). */
export function publishedSpecs(): Promise<{ outDir: string; specs: PublishedSpec[] }> {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'published-specs-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    return { outDir, specs: await buildSpecs({ outDir }) };
  })();
  return built;
}

export async function publishedSpec(area: string): Promise<PublishedSpec> {
  const spec = (await publishedSpecs()).specs.find((candidate) => candidate.area === area);
  if (!spec) throw new Error(`no published spec for ${area}`);
  return spec;
}

/** The area module of a partner spec, or undefined while the area is not built yet. */
export function builtArea(area: string): AreaModule<unknown> | undefined {
  return areaModules[area as AreaName] as AreaModule<unknown> | undefined;
}

export interface LiveAreas {
  /** Base URL (origin) of every served area, by name. */
  urls: Record<string, string>;
  runtime: Runtime;
  stop(): Promise<void>;
}

/** The named areas (those that are built), live, each on its own port 0, sharing one in-memory store. */
export async function startPartnerAreas(names: readonly string[], env: Record<string, string> = {}): Promise<LiveAreas> {
  const areas = names.filter((name) => builtArea(name)) as AreaName[];
  const settings = loadSettings({
    NODE_ENV: 'test', HOST: '127.0.0.1', KNOWLEDGE_PORT: '0', CRAWLER_PORT: '0', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0',
    AREAS: areas.join(',') || 'knowledge', RESPONSE_VALIDATION: 'strict', LOG_LEVEL: 'silent', ...env,
  });
  const store = await openTestStore('sqlite');
  const runtime = await openRuntime(settings, silentLogger, { store, redis: null });
  const servers = await startLiveAreas({ ...settings, areas }, silentLogger, runtime);
  return {
    urls: Object.fromEntries(servers.running.map((entry) => [entry.name, entry.url])),
    runtime,
    async stop() {
      await servers.stop();
      await runtime.close();
      await store.close();
    },
  };
}
