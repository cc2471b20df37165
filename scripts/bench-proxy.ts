/**
 * `npm run bench:proxy`: what the validating proxy costs, in one run on one machine, so only the
 * ratios matter. autocannon against the same upstream three ways:
 *
 * 1. direct: a bare node:http upstream answering GET /pets with a page of 20 pets (about 1 KB
 *    of JSON, valid against test/proxy/pets.yaml);
 * 2. through our proxy (`src/cli/proxy.ts --spec test/proxy/pets.yaml`), which validates the
 *    request and reads and validates every answer;
 * 3. through `prism proxy` (@stoplight/prism-cli 5.14.2, the version bench-mock measures) on the
 *    same spec, which does the same validation. Prism is installed into a temporary folder, as
 *    scripts/bench-mock.ts does, not as a devDependency: installed into this project's tree it
 *    hoists @faker-js/faker 6 over the 10 that the mock needs (npm install --dry-run
 *    says `change @faker-js/faker 10.6.0 => 6.3.1`).
 *
 * Each server runs in its own process, as users run them (default settings; Prism logs every
 * request, ours logs only violations). One warm-up, then BENCH_ROUNDS interleaved rounds of
 * BENCH_DURATION seconds; the median req/s and its latency are printed. Nothing is asserted:
 * the 2-core machine is shared, so the figures are for reading, not for a test.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { packageRoot } from '../src/config/package-root.js';
import { freePort } from '../test/support/ports.js';
import { installPrism, PRISM_VERSION, start as startIn, stop } from './bench/peers.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CONNECTIONS = 16;
const SPEC = path.join(packageRoot, 'test', 'proxy', 'pets.yaml');
/** Children run from the package root (the proxy's path is relative to it). */
const start = (command: string, args: string[], env: Record<string, string> = {}) => startIn(command, args, env, packageRoot);
const ROUTE = '/pets?page=2';

const UPSTREAM = `
import { createServer } from 'node:http';
const page = JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => ({ id: 20 + i, name: 'pet number ' + (20 + i) })) });
createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(page) });
  response.end(page);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Resolves once the URL answers 200; rejects when the child exits first. */
async function ready(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}: no answer within ${timeoutMs} ms`);
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(url: string, seconds = DURATION_S): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.rps - b.rps)[runs.length >> 1];

const upstreamPort = await freePort();
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
const upstream = start(process.execPath, ['--input-type=module', '-e', UPSTREAM], { PORT: String(upstreamPort) });
const variants: Array<{ label: string; url: string; child: ChildProcess | null; runs: Run[] }> = [{ label: 'direct (bare node:http upstream)', url: `${upstreamUrl}${ROUTE}`, child: null, runs: [] }];
try {
  await ready(`${upstreamUrl}${ROUTE}`, upstream);
  const oursPort = await freePort();
  variants.push({
    label: 'through our proxy (validating)',
    url: `http://127.0.0.1:${oursPort}${ROUTE}`,
    child: start(process.execPath, ['--import', 'tsx', 'src/cli/proxy.ts', '--spec', SPEC, '--upstream', upstreamUrl, '--port', String(oursPort), '--log-level', 'warn']),
    runs: [],
  });
  const prism = installPrism();
  if (prism) {
    const prismPort = await freePort();
    variants.push({ label: `through prism proxy ${PRISM_VERSION}`, url: `http://127.0.0.1:${prismPort}${ROUTE}`, child: start(prism, ['proxy', SPEC, upstreamUrl, '--port', String(prismPort), '--host', '127.0.0.1']), runs: [] });
  } else {
    console.log(`prism ${PRISM_VERSION} could not be installed; measuring without it.`);
  }
  for (const variant of variants) if (variant.child) await ready(variant.url, variant.child);
  for (const variant of variants) {
    const response = await fetch(variant.url);
    const violations = response.headers.get('x-contract-violations') ?? response.headers.get('sl-violations');
    console.log(`  ${variant.label}: ${response.status}, ${(await response.text()).length} bytes${violations ? `, violations: ${violations}` : ', no violations reported'}`);
  }
  console.log(`\nGET ${ROUTE}, ${CONNECTIONS} connections, 1 s warm-up, then ${ROUNDS} interleaved round(s) of ${DURATION_S} s per variant`);
  for (const variant of variants) await measure(variant.url, 1);
  for (let round = 0; round < ROUNDS; round++) for (const variant of variants) variant.runs.push(await measure(variant.url));
} finally {
  for (const variant of variants) if (variant.child) await stop(variant.child);
  await stop(upstream);
}

const direct = median(variants[0].runs);
for (const variant of variants) {
  const run = median(variant.runs);
  console.log(
    `  ${variant.label.padEnd(34)} ${run.rps.toFixed(0).padStart(7)} req/s  p50 ${String(run.p50).padStart(3)} ms  p99 ${String(run.p99).padStart(3)} ms  ${variant === variants[0] ? '' : `(${(run.rps / direct.rps).toFixed(3)} of direct)`}`,
  );
}
if (variants.length === 3) {
  const ours = median(variants[1].runs);
  const prism = median(variants[2].runs);
  console.log(`  our proxy / prism proxy: ${(ours.rps / prism.rps).toFixed(2)}x the requests per second`);
}
