/**
 * `npm run bench:mock` (npx tsx scripts/bench-mock.ts): our mock mode against Prism and a
 * bare express route, in one run on one machine, so only the ratios matter.
 *
 * 1. Installs @stoplight/prism-cli@5.14.2 into a temporary folder (never a project
 *    dependency; reused by later runs while it stays there).
 * 2. Throughput (autocannon, req/s, interleaved rounds, median) of GET /api/v1/health on:
 *    `npm run mock` serving the knowledge area, `prism mock spec/knowledge.yaml`, and a bare
 *    express route returning the same body. Each server runs in its own process, as users
 *    run it (default settings: request logging on, response validation strict).
 * 3. Cold start (median of several): from spawning `prism mock spec/knowledge.yaml` until it
 *    answers, against from spawning `npm run mock` (every area of src/areas/index.ts) until
 *    every area answers.
 *
 * Targets: mock >= 0.8x the bare route (about 2.5x Prism); all areas ready in under half of
 * Prism's cold start for one spec. Nothing here asserts them; the figures are printed.
 * Settings: BENCH_DURATION (s, default 5), BENCH_ROUNDS (default 3), BENCH_STARTS (default 5).
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { areaModules } from '../src/areas/index.js';
import type { AreaName } from '../src/areas/area-module.js';
import { specFileOf } from '../src/config/spec-paths.js';
import { freePort } from '../test/support/ports.js';
import { installPrism, PRISM_VERSION, start, stop } from './bench/peers.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const CONNECTIONS = 32;
const SPEC = specFileOf('knowledge');
const HEALTH = '/api/v1/health';
const AREA_PORT_SETTINGS: Record<AreaName, string> = { knowledge: 'KNOWLEDGE_PORT', crawler: 'CRAWLER_PORT', hrm: 'HRM_PORT', marketing: 'MARKETING_PORT' };

/** Resolves when the URL gives any HTTP answer; rejects when the child exits first. */
async function answered(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  throw new Error(`${url}: no answer within ${timeoutMs} ms`);
}

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const BARE_SERVER = `
import express from 'express';
import { randomBytes } from 'node:crypto';
const data = { status: 'ok', version: '1.0.0', publicBaseUrl: 'http://127.0.0.1:8081', liveCrawlEnabled: false };
const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('${HEALTH}', (request, response) => {
  response.json({ success: true, traceId: randomBytes(16).toString('hex'), data });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

async function throughput(prism: string) {
  const [mockPort, prismPort, barePort] = [await freePort(), await freePort(), await freePort()];
  const servers: Array<{ label: string; url: string; child: ChildProcess; runs: number[] }> = [
    { label: 'bare express route', url: `http://127.0.0.1:${barePort}${HEALTH}`, child: start(process.execPath, ['--input-type=module', '-e', BARE_SERVER], { PORT: String(barePort) }), runs: [] },
    { label: 'our mock (npm run mock, knowledge)', url: `http://127.0.0.1:${mockPort}${HEALTH}`, child: start('npm', ['run', '--silent', 'mock'], { AREAS: 'knowledge', KNOWLEDGE_PORT: String(mockPort) }), runs: [] },
    { label: `prism mock ${SPEC}`, url: `http://127.0.0.1:${prismPort}${HEALTH}`, child: start(prism, ['mock', '-p', String(prismPort), SPEC]), runs: [] },
  ];
  try {
    for (const server of servers) await answered(server.url, server.child);
    // The bodies compared: the same JSON shape from all three.
    for (const server of servers) {
      const response = await fetch(server.url);
      console.log(`  ${server.label}: ${response.status} ${response.headers.get('content-type')} ${(await response.text()).length} bytes${response.headers.get('x-mock') ? `, X-Mock: ${response.headers.get('x-mock')}` : ''}`);
    }
    for (const server of servers) await measure(server.url); // warm-up: JIT, connection pools
    for (let round = 0; round < ROUNDS; round++) for (const server of servers) server.runs.push(await measure(server.url));
  } finally {
    for (const server of servers) await stop(server.child);
  }
  return Object.fromEntries(servers.map((s) => [s.label, { median: median(s.runs), runs: s.runs }]));
}

async function coldStart(prism: string) {
  const areas = Object.keys(areaModules) as AreaName[];
  const prismRuns: number[] = [];
  const directRuns: number[] = [];
  const npmRuns: number[] = [];
  const timeAreas = async (command: string, args: string[], runs: number[]) => {
    const ports: Record<string, string> = {};
    const urls: string[] = [];
    for (const name of areas) {
      const port = await freePort();
      ports[AREA_PORT_SETTINGS[name]] = String(port);
      urls.push(`http://127.0.0.1:${port}${areaModules[name]!.prefix}/openapi.json`);
    }
    const began = performance.now();
    const child = start(command, args, { ...ports, AREAS: areas.join(',') });
    try {
      await Promise.all(urls.map((url) => answered(url, child)));
      runs.push(performance.now() - began);
    } finally {
      await stop(child);
    }
  };
  for (let i = 0; i < STARTS; i++) {
    const prismPort = await freePort();
    const began = performance.now();
    const prismChild = start(prism, ['mock', '-p', String(prismPort), SPEC]);
    try {
      await answered(`http://127.0.0.1:${prismPort}${HEALTH}`, prismChild);
      prismRuns.push(performance.now() - began);
    } finally {
      await stop(prismChild);
    }
    // Prism is spawned as its own executable; the like-for-like figure is our server process
    // spawned the same way (the command `npm run mock` runs). npm's own start comes on top.
    await timeAreas(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', '--mock'], directRuns);
    await timeAreas('npm', ['run', '--silent', 'mock'], npmRuns);
  }
  return { areas, prism: median(prismRuns), prismRuns, direct: median(directRuns), directRuns, npm: median(npmRuns), npmRuns };
}

const prism = installPrism();
if (!prism) throw new Error(`npm install of @stoplight/prism-cli@${PRISM_VERSION} failed`);
console.log(`\nThroughput: GET ${HEALTH}, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S}s after a warm-up, median req/s`);
const rates = await throughput(prism);
for (const [label, { median: value, runs }] of Object.entries(rates)) console.log(`  ${label.padEnd(40)} ${value.toFixed(0).padStart(7)} req/s (runs ${runs.map((v) => v.toFixed(0)).join(', ')})`);
const [bare, ours, theirs] = Object.values(rates).map((r) => r.median);
console.log(`  mock / bare express: ${(ours / bare).toFixed(3)} (target >= 0.8)`);
console.log(`  mock / prism:        ${(ours / theirs).toFixed(3)} (target about 2.5)`);

console.log(`\nCold start: spawn until answering, median of ${STARTS}`);
const cold = await coldStart(prism);
console.log(`  prism mock ${SPEC} (1 spec):            ${cold.prism.toFixed(0)} ms (runs ${cold.prismRuns.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  node --import tsx src/cli/serve.ts --mock (${cold.areas.length} areas): ${cold.direct.toFixed(0)} ms (runs ${cold.directRuns.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  npm run mock (the same, started through npm):         ${cold.npm.toFixed(0)} ms (runs ${cold.npmRuns.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  mock / prism, both spawned directly: ${(cold.direct / cold.prism).toFixed(3)} (target < 0.5)`);
console.log(`  npm run mock / prism:                ${(cold.npm / cold.prism).toFixed(3)}`);
