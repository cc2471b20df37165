/**
 * `npm run bench:mock` (npx tsx scripts/bench-mock.ts): our mock mode against Prism and a
 * bare node:http route serving the same bytes, in one run on one machine, so only the ratios
 * matter.
 *
 * 1. Installs @stoplight/prism-cli@5.14.2 into a temporary folder (never a project
 *    dependency; reused by later runs while it stays there).
 * 2. Throughput (autocannon, req/s, interleaved rounds, median) of three answers:
 *    - health: GET /api/v1/health of the knowledge area (its static example);
 *    - HR list, static: GET /api/v1/employees?page=1&pageSize=20 with an API key, the spec's
 *      example re-paged to 20 items by us (Prism sends the example as written);
 *    - HR list, dynamic: the same with `Prefer: dynamic=true` (data generated per request;
 *      Prism started with `-d`, its dynamic mode).
 *    On `npm run mock` (knowledge and HR), `prism mock` of each spec, and a bare node:http
 *    route answering the bytes our mock answered (fixed bytes for the dynamic case too: the
 *    ceiling of any server; there, the answer of median size among 15, since a dynamic page
 *    holds 0 to 20 items). Each server runs in its own process, as users run it (default
 *    settings: request logging on, response validation strict).
 * 3. Cold start (median of several): from spawning `prism mock spec/knowledge.yaml` until it
 *    answers, against from spawning `npm run mock` (every area of src/areas/index.ts) until
 *    every area answers.
 *
 * Targets: health >= 0.8x the bare route (about 2.5x Prism); the lists, static and dynamic,
 * >= 0.3x the bare route and >= 2x Prism; all areas ready in under half of Prism's cold start
 * for one spec. Nothing here asserts them; the figures are printed.
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
/** Dynamic answers drawn to pick the bare route's bytes (the one of median size). */
const DYNAMIC_SAMPLES = 15;
const SPEC = specFileOf('knowledge');
const HEALTH = '/api/v1/health';
const EMPLOYEES = '/api/v1/employees?page=1&pageSize=20';
/** Any well-formed key passes the mock (and Prism, which checks only that one is there). */
const API_KEY = { 'x-api-key': 'bench-mock-key' };
const AREA_PORT_SETTINGS: Record<AreaName, string> = { knowledge: 'KNOWLEDGE_PORT', crawler: 'CRAWLER_PORT', hrm: 'HRM_PORT', marketing: 'MARKETING_PORT' };

/** Resolves when the URL gives any HTTP answer; rejects when the child exits first. */
async function answered(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

async function measure(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** node:http answering each case's bytes (BARE_ANSWERS: JSON of [path, prefer, contentType, base64 body]). */
const BARE_SERVER = `
import { createServer } from 'node:http';
const answers = new Map(JSON.parse(process.env.BARE_ANSWERS).map(([path, prefer, type, body]) => [path + ' ' + prefer, { type, body: Buffer.from(body, 'base64') }]));
createServer((request, response) => {
  const answer = answers.get(request.url + ' ' + (request.headers.prefer ?? ''));
  if (!answer) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length }).end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

interface Case {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Which server of each kind answers it. */
  prism: 'knowledge' | 'hrm' | 'hrm-dynamic';
  ours: 'knowledge' | 'hrm';
}

const CASES: Case[] = [
  { label: 'health', path: HEALTH, headers: {}, prism: 'knowledge', ours: 'knowledge' },
  { label: 'HR list, static example', path: EMPLOYEES, headers: API_KEY, prism: 'hrm', ours: 'hrm' },
  { label: 'HR list, dynamic', path: EMPLOYEES, headers: { ...API_KEY, prefer: 'dynamic=true' }, prism: 'hrm-dynamic', ours: 'hrm' },
];
const KINDS = ['bare node:http', 'our mock', 'prism'] as const;
type Kind = (typeof KINDS)[number];

async function throughput(prism: string) {
  const [knowledgePort, hrmPort, barePort] = [await freePort(), await freePort(), await freePort()];
  const ours = start('npm', ['run', '--silent', 'mock'], { AREAS: 'knowledge,hrm', KNOWLEDGE_PORT: String(knowledgePort), HRM_PORT: String(hrmPort) });
  const oursUrl = { knowledge: `http://127.0.0.1:${knowledgePort}`, hrm: `http://127.0.0.1:${hrmPort}` };
  const prismUrl: Record<Case['prism'], string> = { knowledge: '', hrm: '', 'hrm-dynamic': '' };
  const prisms: ChildProcess[] = [];
  for (const [name, spec, extra] of [['knowledge', SPEC, []], ['hrm', specFileOf('hrm'), []], ['hrm-dynamic', specFileOf('hrm'), ['-d']]] as const) {
    const port = await freePort();
    prismUrl[name] = `http://127.0.0.1:${port}`;
    prisms.push(start(prism, ['mock', ...extra, '-p', String(port), spec]));
  }
  let bare: ChildProcess | null = null;
  const runs = new Map<string, number[]>();
  try {
    await answered(oursUrl.knowledge + HEALTH, ours);
    await answered(oursUrl.hrm + HEALTH, ours);
    for (const [index, child] of prisms.entries()) await answered(Object.values(prismUrl)[index] + HEALTH, child);
    // The bare route serves exactly what our mock answered: for the dynamic list, whose pages
    // hold 0 to 20 items by seed, the answer of median size among DYNAMIC_SAMPLES.
    const bareAnswers: Array<[string, string, string, string]> = [];
    for (const c of CASES) {
      const answers: Array<{ type: string; body: Buffer }> = [];
      for (let i = 0; i < (c.headers.prefer ? DYNAMIC_SAMPLES : 1); i++) {
        const response = await fetch(oursUrl[c.ours] + c.path, { headers: c.headers });
        if (response.status !== 200) throw new Error(`our mock: ${c.label}: ${response.status}`);
        answers.push({ type: response.headers.get('content-type') ?? 'application/json', body: Buffer.from(await response.arrayBuffer()) });
      }
      const { type, body } = answers.sort((a, b) => a.body.length - b.body.length)[answers.length >> 1];
      bareAnswers.push([c.path, c.headers.prefer ?? '', type, body.toString('base64')]);
    }
    bare = start(process.execPath, ['--input-type=module', '-e', BARE_SERVER], { PORT: String(barePort), BARE_ANSWERS: JSON.stringify(bareAnswers) });
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await answered(bareUrl + HEALTH, bare);
    const urlOf = (c: Case, kind: Kind) => (kind === 'bare node:http' ? bareUrl : kind === 'our mock' ? oursUrl[c.ours] : prismUrl[c.prism]) + c.path;
    // The bodies compared: what each server answers for each case.
    for (const c of CASES) {
      for (const kind of KINDS) {
        const response = await fetch(urlOf(c, kind), { headers: c.headers });
        const text = await response.text();
        const items = (JSON.parse(text) as { data?: { items?: unknown[] } }).data?.items;
        console.log(`  ${c.label}, ${kind}: ${response.status} ${response.headers.get('content-type')} ${text.length} bytes${items ? `, ${items.length} items` : ''}${response.headers.get('x-mock') ? `, X-Mock: ${response.headers.get('x-mock')}` : ''}`);
      }
    }
    for (const c of CASES) for (const kind of KINDS) await measure(urlOf(c, kind), c.headers); // warm-up: JIT, caches
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of CASES) {
        for (const kind of KINDS) {
          const key = `${c.label}\u0000${kind}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(urlOf(c, kind), c.headers)]);
        }
      }
    }
  } finally {
    await stop(ours);
    for (const child of prisms) await stop(child);
    if (bare) await stop(bare);
  }
  return CASES.map((c) => ({ label: c.label, rates: Object.fromEntries(KINDS.map((kind) => [kind, runs.get(`${c.label}\u0000${kind}`)!])) as Record<Kind, number[]> }));
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
console.log(`\nThroughput: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S}s after a warm-up, median req/s`);
const cases = await throughput(prism);
const TARGETS: Record<string, string> = { health: 'targets: >= 0.8x bare, about 2.5x prism' };
console.log('');
console.log(`  ${'answer'.padEnd(26)} ${KINDS.map((kind) => kind.padStart(15)).join(' ')}   mock/bare  mock/prism`);
for (const { label, rates } of cases) {
  const [bare, ours, theirs] = KINDS.map((kind) => median(rates[kind]));
  console.log(`  ${label.padEnd(26)} ${[bare, ours, theirs].map((v) => v.toFixed(0).padStart(15)).join(' ')}   ${(ours / bare).toFixed(3).padStart(9)}  ${(ours / theirs).toFixed(3).padStart(10)}   (${TARGETS[label] ?? 'targets: >= 0.3x bare, >= 2x prism'})`);
}
console.log('  runs:');
for (const { label, rates } of cases) console.log(`    ${label}: ${KINDS.map((kind) => `${kind} ${rates[kind].map((v) => v.toFixed(0)).join(', ')}`).join('; ')}`);

console.log(`\nCold start: spawn until answering, median of ${STARTS}`);
const cold = await coldStart(prism);
console.log(`  prism mock ${SPEC} (1 spec):            ${cold.prism.toFixed(0)} ms (runs ${cold.prismRuns.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  node --import tsx src/cli/serve.ts --mock (${cold.areas.length} areas): ${cold.direct.toFixed(0)} ms (runs ${cold.directRuns.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  npm run mock (the same, started through npm):         ${cold.npm.toFixed(0)} ms (runs ${cold.npmRuns.map((v) => v.toFixed(0)).join(', ')})`);
console.log(`  mock / prism, both spawned directly: ${(cold.direct / cold.prism).toFixed(3)} (target < 0.5)`);
console.log(`  npm run mock / prism:                ${(cold.npm / cold.prism).toFixed(3)}`);
