/**
 * `npm run bench:attack`: the attacker's probes of issue 43 and the single requests that once
 * took the server down, against the built server (build/src/cli/serve.js, NODE_ENV=production,
 * all four areas in one process, 1,024 descriptors) on SQLite and, when BENCH_DATABASE_URL names
 * a PostgreSQL server where it may make and drop a database, on PostgreSQL too. The knowledge
 * area's health is asked every 10 ms from a thread of its own meanwhile. Prints a table per
 * store: huge declared bodies, a body that never comes, idle connections past the descriptor
 * limit, slow readers, a pipelined flood, a hostile tenant (5 keys, every filter, deep pages, from wrk;
 * seeded with BENCH_HOSTILE_ROWS rows, default 200,000) beside another tenant, unknown keys past
 * the auth-failure budget with the statements they send to PostgreSQL counted, the bounded
 * requests; then, on PostgreSQL, an import whose store is black-holed. Each row has the server's
 * peak memory, the health answers and the machine's load average. BENCH_ONLY=word,… runs the
 * probes whose names hold one of the words (uploads, idle, readers, pipelin, hostile, keys,
 * bounded, import). Nothing here asserts: test/faults/ and test/areas/ check the answers
 * (docs/reliability.md "Connections" and "One caller's share" have the figures).
 *
 * Needs `npm run build` first. Run from another checkout's folder (`npx tsx <this file>`), it
 * measures that checkout's build.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net, { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { spawnCollecting, waitFor } from '../test/support/processes.js';
import { startTcpProxy } from '../test/support/tcp-proxy.js';
import { ensureWrk, startLoadDriver } from './bench/load-driver.js';

const MB = 1024 * 1024;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}


/** The store engines measured: SQLite always; PostgreSQL when BENCH_DATABASE_URL names a server where a database may be made and dropped. */
const adminUrl = process.env.BENCH_DATABASE_URL;
const engines: Array<'sqlite' | 'postgres'> = ['sqlite', ...(adminUrl ? (['postgres'] as const) : [])];
/** BENCH_ONLY=hostile,keys,...: only the probes whose name holds one of these words (every probe by default). */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wanted = (name: string) => !only || only.some((word) => name.toLowerCase().includes(word.toLowerCase()));
/** Rows of the hostile tenant's largest list (npm run seed -- --rows). */
const HOSTILE_ROWS = Number(process.env.BENCH_HOSTILE_ROWS ?? 200_000);
const runStarted = Date.now();

let server!: ChildProcess;
let serverEnv: Record<string, string | undefined> = {};
let knowledgePort = 0;
let crawlerPort = 0;
let hrmPort = 0;
let marketingPort = 0;
let knowledge = '';
let crawler = '';
let hrm = '';
let engine: 'sqlite' | 'postgres' = 'sqlite';
let databaseUrl: string | undefined;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const answers = await Promise.all([`${knowledge}/api/v1/health`, `${crawler}/health`, `http://127.0.0.1:${hrmPort}/api/health`].map((url) => fetch(url)));
      if (answers.every((res) => res.ok)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

function dedupeOfZeros(count: number): string {
  return `{"tenantId":"acme","title":"t","body":"b","existingBodies":[${'0,'.repeat(count - 1)}0]}`;
}

function longRecordsPage(): string {
  const long = 'lorem ipsum '.repeat(8_000);
  let html = '<html><body><main>';
  for (let i = 0; html.length < 4.8 * MB; i++) html += `<div class="card"><h2 class="title">Title ${i} ${long}</h2><p class="body">${long} ${i}</p></div>`;
  return JSON.stringify({ html: `${html}</main></body></html>` });
}

function oneTextNodePage(): string {
  let text = '';
  for (let i = 0; text.length < 4.8 * MB; i++) text += `word${i % 997} `;
  return JSON.stringify({ html: `<html><body><p>${text}</p></body></html>`, sampleValues: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(500, 'q')) });
}

const attacks = () => {
  const sameOrigin = { Origin: `http://127.0.0.1:${hrmPort}`, Host: `127.0.0.1:${hrmPort}` };
  return [
    { name: 'dedupe, 8,000,000 numbers (16 MB)', url: `${crawler}/quality/dedupe`, body: () => dedupeOfZeros(8_000_000) },
    { name: 'dedupe, 1,000,000 numbers (2 MB)', url: `${crawler}/quality/dedupe`, body: () => dedupeOfZeros(1_000_000) },
    { name: 'dedupe, 5,000 numbers (every problem counted)', url: `${crawler}/quality/dedupe`, body: () => dedupeOfZeros(5_000) },
    { name: 'dedupe, array 5,000,000 deep (10 MB)', url: `${crawler}/quality/dedupe`, body: () => `{"existingBodies":${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}}` },
    {
      name: 'HR sign-in, 80,000 unknown properties',
      url: `${hrm}/member-auth/login`,
      headers: sameOrigin as Record<string, string>,
      body: () => `{"loginId":"hr.admin","password":"x",${Array.from({ length: 80_000 }, (_, i) => `"p${i}":0`).join(',')}}`,
    },
    { name: 'parser-rule suggestion, 4.8 MB page of long records', url: `${crawler}/parser-rule/suggest`, body: longRecordsPage },
    { name: 'parser-rule suggestion, 4.8 MB text node, 20 samples', url: `${crawler}/parser-rule/suggest`, body: oneTextNodePage },
  ] as Array<{ name: string; url: string; body: () => string; headers?: Record<string, string> }>;
};

/**
 * Health is asked from a thread of its own, so that building and sending a 16 MB body here
 * never delays the asking: the waits are the server's.
 */
let poller!: Worker;
function startPoller(): void {
  poller = new Worker(
    `const { parentPort } = require('node:worker_threads');
  let polling = false;
  parentPort.on('message', async (message) => {
    if (message === 'stop') { polling = false; return; }
    polling = true;
    const waits = [];
    let failures = 0;
    while (polling) {
      const asked = performance.now();
      try {
        const res = await fetch(message.url);
        await res.arrayBuffer();
        waits.push(performance.now() - asked);
      } catch {
        failures++;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    parentPort.postMessage({ waits, failures });
  });`,
    { eval: true },
  );
}
const pollWhile = async <T>(work: () => Promise<T>): Promise<{ value: T; waits: number[]; failures: number }> => {
  poller.postMessage({ url: `${knowledge}/api/v1/health` });
  const value = await work();
  poller.postMessage('stop');
  const [{ waits, failures }] = (await once(poller, 'message')) as [{ waits: number[]; failures: number }];
  return { value, waits, failures };
};

/** Runs a command of the build (seed, keys, import) against the bench's store. */
function command(args: string[], extraEnv: Record<string, string> = {}): string {
  return execFileSync(process.execPath, args, { env: { ...serverEnv, ...extraEnv }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function startServer(): Promise<void> {
  [knowledgePort, crawlerPort, hrmPort, marketingPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  knowledge = `http://127.0.0.1:${knowledgePort}`;
  crawler = `http://127.0.0.1:${crawlerPort}/api/public/v1`;
  hrm = `http://127.0.0.1:${hrmPort}/api/v1`;
  const ports = { KNOWLEDGE_PORT: knowledgePort, CRAWLER_PORT: crawlerPort, HRM_PORT: hrmPort, MARKETING_PORT: marketingPort };
  for (const [name, port] of Object.entries(ports)) serverEnv[name] = String(port);
  // 1,024 descriptors, as on the machine issue 43 was found on (node raises its soft limit to the hard one).
  server = spawn('bash', ['-c', `ulimit -n 1024 && exec ${JSON.stringify(process.execPath)} build/src/cli/serve.js`], { env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForServer();
  // Warm both sides (the poller's first fetch, the server's first answers) before measuring.
  await pollWhile(() => wait(500));
}

async function stopServer(): Promise<void> {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

console.log(`bench:attack: the built server (build/src/cli/serve.js, NODE_ENV=production) on ${engines.join(' and ')}; ${os.cpus().length} cores; load average at start ${loadAverage()}`);
startPoller();
try {
  for (engine of engines) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-attack-'));
    let database: string | undefined;
    if (engine === 'postgres') {
      database = `bench_attack_${process.pid}`;
      await adminQuery(`create database ${database}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    } else databaseUrl = undefined;
    serverEnv = {
      ...process.env,
      NODE_ENV: 'production',
      MEMBER_API_URL: 'http://127.0.0.1:9', // nothing listens: the sign-in is refused before it is forwarded
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
    };
    if (!databaseUrl) delete serverEnv.DATABASE_URL;
    try {
      console.log('');
      console.log(`## ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`);
      const seeding = Date.now();
      if (wanted('hostile')) {
        command(['build/src/cli/seed.js', '--rows', String(HOSTILE_ROWS)]);
        console.log(`(the hostile tenant "bench" seeded with ${HOSTILE_ROWS.toLocaleString('en')} rows in its largest list in ${((Date.now() - seeding) / 1000).toFixed(0)} s)`);
      }
      await startServer();
      try {
        // First, on a fresh server, so its memory figures are the probes' own.
        console.log('');
        console.log('probe | what happened | server peak RSS MB | health answers meanwhile | health p99 ms | slowest health ms | load average (1 min) at the end');
        console.log('---|---|---|---|---|---|---');
        await connectionProbes();
        await tenantProbes();
        if (wanted('bounded')) await boundedRequests();
      } finally {
        await stopServer();
      }
      if (engine === 'postgres' && wanted('import')) await blackHoledImport();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    }
  }
} finally {
  await poller.terminate();
  if (server?.exitCode === null) server.kill('SIGTERM');
  console.log('');
  console.log(`run took ${((Date.now() - runStarted) / 1000).toFixed(0)} s; load average at the end ${loadAverage()}`);
}

async function boundedRequests(): Promise<void> {
  console.log('');
  console.log('request | status | answer bytes | ms | health answers meanwhile | slowest health ms | load average (1 min)');
  console.log('---|---|---|---|---|---|---');
  for (const attack of attacks()) {
    const body = Buffer.from(attack.body());
    const { value: result, waits } = await pollWhile(async () => {
      const started = performance.now();
      const res = await fetch(attack.url, { method: 'POST', headers: { 'content-type': 'application/json', ...attack.headers }, body });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength, ms: performance.now() - started };
    });
    const slowest = waits.length > 0 ? Math.max(...waits).toFixed(1) : '-';
    console.log(`${attack.name} (${(body.length / MB).toFixed(2)} MB) | ${result.status} | ${result.bytes} | ${Math.round(result.ms)} | ${waits.length} | ${slowest} | ${loadAverage()}`);
  }
}

/** The server's open descriptors (Linux /proc); NaN where they cannot be read. */
function openDescriptors(): number {
  try {
    return readdirSync(`/proc/${server.pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/** The server's resident memory in MB (Linux /proc); 0 where it cannot be read. */
function residentMb(): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// Function declarations below, not constants: the top-level await above runs before constants further down exist.
function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

interface Upload {
  /** The first line of each answer, in order (a 100 Continue, then the final one). */
  lines: string[];
  answeredMs: number | null;
  sentBytes: number;
  endedMs: number | null;
}

/**
 * A POST to the crawl platform declaring `declared` bytes that streams up to `streamBytes`
 * (after 100 Continue when `expect`), for at most `forMs`.
 */
function upload(declared: string, streamBytes: number, forMs: number, expect = false): Promise<Upload> {
  return new Promise((resolve) => {
    const result: Upload = { lines: [], answeredMs: null, sentBytes: 0, endedMs: null };
    const started = performance.now();
    const chunk = Buffer.alloc(MB, 'a');
    const socket = net.connect(crawlerPort, '127.0.0.1');
    let streaming = false;
    const pump = () => {
      streaming = true;
      while (!socket.destroyed && result.sentBytes < streamBytes) {
        result.sentBytes += chunk.length;
        if (!socket.write(chunk)) return;
      }
    };
    socket.on('connect', () => {
      socket.write(`POST /api/public/v1/quality/dedupe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${expect ? 'Expect: 100-continue\r\n' : ''}Content-Length: ${declared}\r\n\r\n`);
      if (!expect && streamBytes > 0) pump();
    });
    socket.on('drain', () => streaming && pump());
    socket.on('data', (data: Buffer) => {
      for (const line of data.toString('latin1').split('\r\n')) if (line.startsWith('HTTP/1.1 ')) result.lines.push(line);
      result.answeredMs ??= performance.now() - started;
      if (expect && result.lines.at(-1)?.startsWith('HTTP/1.1 100') && !streaming && streamBytes > 0) pump();
    });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    socket.on('error', () => undefined);
    socket.on('close', () => {
      result.endedMs = performance.now() - started;
      done();
    });
    const timer = setTimeout(done, forMs);
  });
}

function answered(u: Upload): string {
  const when = u.answeredMs === null ? '' : ` after ${Math.round(u.answeredMs)} ms`;
  return `${u.lines.join(', ') || 'no answer'}${when}; client sent ${(u.sentBytes / MB).toFixed(0)} MB; ${u.endedMs === null ? 'still open' : `closed after ${Math.round(u.endedMs)} ms`}`;
}

/** The machine's load average over the last minute (other work on it slows every figure). */
function loadAverage(): string {
  return os.loadavg()[0].toFixed(1);
}

/** One statement on the PostgreSQL server of BENCH_DATABASE_URL (as given: its own database). */
async function adminQuery(text: string, url = adminUrl!): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs `work` while the knowledge health is polled (from the worker) and the server's memory sampled. */
async function probe(name: string, work: () => Promise<string>): Promise<void> {
  let peak = residentMb();
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 100);
  // A probe that fails prints its error in its row; the run goes on to the next.
  const { value, waits, failures } = await pollWhile(() => work().catch((error: Error) => `probe failed: ${error.message}`));
  clearInterval(sampler);
  const slowest = waits.length ? Math.max(...waits).toFixed(1) : '-';
  console.log(`${name} | ${value} | ${Math.round(peak)} | ${waits.length} (${failures} failed) | ${p99(waits).toFixed(1)} | ${slowest} | ${loadAverage()}`);
}

/** A marketing API key of a tenant, made with the build's own keys command. */
function marketingKey(tenant: string, name = `bench-${tenant}`): string {
  return command(['build/src/cli/keys.js', 'create', '--service', 'marketing', '--tenant', tenant, '--name', name]).trim().split('\n').at(-1)!;
}

async function connectionProbes(): Promise<void> {
  if (wanted('uploads')) await uploadProbes();
  if (wanted('idle')) await idleProbe();
  if (wanted('readers')) await slowReaders();
  if (wanted('pipelin')) await pipelinedFlood();
}

async function uploadProbes(): Promise<void> {
  await probe('4 POSTs declaring 10^15 bytes, streaming for 15 s', async () => {
    const uploads = await Promise.all(Array.from({ length: 4 }, () => upload('1000000000000000', Infinity, 15_000)));
    return uploads.map(answered).join('<br>');
  });
  await probe('1 POST declaring 10^15 bytes, streaming 1 GiB', async () => answered(await upload('1000000000000000', 1024 * MB, 30_000)));
  await probe('Expect: 100-continue declaring 10^15 bytes (64 MB sent after a 100)', async () => answered(await upload('1000000000000000', 64 * MB, 15_000, true)));
  await probe('POST declaring 100 bytes, sending none (40 s at most)', async () => answered(await upload('100', 0, 40_000)));

}

async function idleProbe(): Promise<void> {
  await probe('1,100 idle connections, then 20 health requests on new ones', async () => {
    const idle: net.Socket[] = [];
    let closedByServer = 0;
    for (let i = 0; i < 1100; i++) {
      const socket = net.connect(crawlerPort, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => closedByServer++);
      idle.push(socket);
    }
    await wait(1000);
    const ask = () => fetch(`${knowledge}/api/v1/health`, { headers: { connection: 'close' } });
    const failure = (error: Error) => (error.cause as NodeJS.ErrnoException)?.code ?? error.name;
    const statuses = await Promise.all(Array.from({ length: 20 }, () => ask().then((res) => String(res.status), failure)));
    for (const socket of idle) socket.destroy();
    const counts: Record<string, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return `health: ${JSON.stringify(counts)}; idle closed by the server: ${closedByServer}`;
  });
}

async function slowReaders(): Promise<void> {
  const acme = marketingKey('acme');
  const globex = marketingKey('globex');
  const marketing = `http://127.0.0.1:${marketingPort}/api/public/v1`;
  const pageRequest = `GET /api/public/v1/seo/keywords?page_size=100 HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${acme}\r\n\r\n`;
  await probe('100 connections pipelining 20 pages of 100 items, reading 1 byte/s, for 30 s', async () => {
    const readers = Array.from({ length: 100 }, () => {
      const reader = { socket: net.connect(marketingPort, '127.0.0.1'), open: true };
      reader.socket.on('connect', () => reader.socket.write(pageRequest.repeat(20)));
      reader.socket.on('error', () => undefined);
      reader.socket.on('close', () => (reader.open = false));
      reader.socket.pause();
      return reader;
    });
    const sip = setInterval(() => {
      for (const reader of readers) if (reader.open) reader.socket.read(1);
    }, 1000);
    const otherTenant: number[] = [];
    const ends = Date.now() + 30_000;
    while (Date.now() < ends) {
      const asked = performance.now();
      const res = await fetch(`${marketing}/seo/keywords?page_size=100`, { headers: { 'X-Api-Key': globex } });
      await res.arrayBuffer();
      otherTenant.push(performance.now() - asked);
      await wait(100);
    }
    clearInterval(sip);
    const open = readers.filter((reader) => reader.open).length;
    const descriptors = openDescriptors();
    for (const reader of readers) reader.socket.destroy();
    return `after 30 s: ${open} of 100 still open at the client, the server holding ${descriptors} descriptors; another tenant's page: p99 ${p99(otherTenant).toFixed(0)} ms, slowest ${Math.max(...otherTenant).toFixed(0)} ms (${otherTenant.length} pages)`;
  });

  await probe('20 connections pipelining 100 answers of 71 KB (openapi.json), reading none', async () => {
    const started = performance.now();
    const readers = Array.from({ length: 20 }, () => {
      const reader = { socket: net.connect(crawlerPort, '127.0.0.1'), endedMs: NaN };
      reader.socket.on('connect', () => reader.socket.write('GET /api/public/v1/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(100)));
      const ended = () => (reader.endedMs = Number.isNaN(reader.endedMs) ? performance.now() - started : reader.endedMs);
      reader.socket.on('error', ended);
      reader.socket.on('close', ended);
      reader.socket.pause(); // reads nothing
      return reader;
    });
    // A paused reader sees its connection dropped when it writes: an empty line (allowed before a request line) to a reset connection fails.
    const prod = setInterval(() => {
      for (const reader of readers) if (Number.isNaN(reader.endedMs)) reader.socket.write('\r\n');
    }, 250);
    const ends = Date.now() + 60_000;
    while (readers.some((reader) => Number.isNaN(reader.endedMs)) && Date.now() < ends) await wait(100);
    clearInterval(prod);
    for (const reader of readers) reader.socket.destroy();
    const dropped = readers.map((reader) => reader.endedMs).filter((ms) => !Number.isNaN(ms));
    return `${dropped.length} of 20 dropped by the server, after ${(Math.min(...dropped) / 1000).toFixed(1)} to ${(Math.max(...dropped) / 1000).toFixed(1)} s (SEND_TIMEOUT_MS ${serverEnv.SEND_TIMEOUT_MS ?? '30000'})`;
  });
}

async function pipelinedFlood(): Promise<void> {
  await probe('1,000 pipelined health requests/s on one crawler socket for 10 s', async () => {
    const socket = net.connect(crawlerPort, '127.0.0.1');
    let answers = 0;
    socket.on('data', (data: Buffer) => (answers += data.toString('latin1').split('HTTP/1.1 200').length - 1));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const request = 'GET /api/public/v1/health HTTP/1.1\r\nHost: x\r\n\r\n';
    for (let batch = 0; batch < 200; batch++) {
      socket.write(request.repeat(50));
      await wait(50);
    }
    const ends = Date.now() + 20_000;
    while (answers < 10_000 && Date.now() < ends) await wait(50);
    socket.destroy();
    return `${answers} of 10,000 answered`;
  });
}

/**
 * A hostile tenant (the seeded "bench", HOSTILE_ROWS rows) with 5 keys on 20 wrk connections asks
 * random pages 1-2,001 of 100 ad performance rows for 15 s, every filter on half the
 * requests; meanwhile another tenant (acme) reads its first page every 100 ms. Then 2,000
 * unknown well-formed keys from one address, with the store's transactions counted
 * (PostgreSQL), beside those of as long a time without them.
 */
async function tenantProbes(): Promise<void> {
  const marketing = `http://127.0.0.1:${marketingPort}/api/public/v1`;
  if (wanted('hostile')) {
    const keys = Array.from({ length: 5 }, (_, i) => marketingKey('bench', `hostile-${i}`));
    const victim = marketingKey('acme', 'victim');
    const campaigns = (await (await fetch(`${marketing}/ads/campaigns?page_size=1`, { headers: { 'X-Api-Key': keys[0] } })).json()) as { data: { items: Array<{ id: string }> } };
    const campaign = campaigns.data.items[0].id;
    // The hostile load comes from wrk processes (C), one per key, so that this process, which
    // times the other tenant's pages, does nothing else meanwhile: its own event loop's delays
    // are not counted as the server's.
    const noWrk = ensureWrk();
    if (noWrk) throw new Error(`the hostile-tenant probe needs wrk: ${noWrk}`);
    const driver = startLoadDriver('wrk');
    const paths = Array.from({ length: 2000 }, (_, i) => {
      const page = 1 + Math.floor(Math.random() * 2001);
      return `/api/public/v1/ads/performance?page=${page}&page_size=100${i % 2 === 0 ? `&from=2020-01-01&to=2030-12-31&campaign_id=${campaign}` : ''}`;
    });
    await probe(`hostile tenant: 5 keys, 20 connections (wrk), random pages 1-2,001 of 100 (every filter on half), 15 s; another tenant's first page every 100 ms`, async () => {
      const otherTenant: number[] = [];
      const otherStatuses: Record<string, number> = {};
      const ends = Date.now() + 15_000;
      const [slices] = await Promise.all([
        Promise.all(keys.map((key) => driver.run({ url: `http://127.0.0.1:${marketingPort}`, method: 'GET', headers: { 'X-Api-Key': key }, paths, connections: 4, seconds: 15 }))),
        (async () => {
          while (Date.now() < ends) {
            const asked = performance.now();
            const res = await fetch(`${marketing}/ads/performance?page_size=100`, { headers: { 'X-Api-Key': victim } });
            await res.arrayBuffer();
            otherTenant.push(performance.now() - asked);
            otherStatuses[res.status] = (otherStatuses[res.status] ?? 0) + 1;
            await wait(100);
          }
        })(),
      ]);
      driver.close();
      const sum = (field: 'requests' | 'non2xx' | 'errors') => slices.reduce((total, slice) => total + slice[field], 0);
      return `hostile tenant's answers: ${sum('requests')}, of which ${sum('non2xx')} not 2xx, ${sum('errors')} socket errors; other tenant's page: p99 ${p99(otherTenant).toFixed(0)} ms, slowest ${Math.max(...otherTenant).toFixed(0)} ms, ${JSON.stringify(otherStatuses)}`;
    });
  }
  if (wanted('keys')) {
    const unknownKey = () => `mkt_${randomHex(6)}_${randomHex(22).slice(0, 43)}`;
    // On PostgreSQL the statements are counted where they leave: the server's connections run
    // through a TCP proxy for this probe (a second start of the server).
    let proxy: Awaited<ReturnType<typeof startTcpProxy>> | null = null;
    if (engine === 'postgres') {
      await stopServer();
      const direct = new URL(databaseUrl!);
      proxy = await startTcpProxy(Number(direct.port || 5432), direct.hostname);
      const viaProxy = new URL(direct);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      serverEnv.DATABASE_URL = viaProxy.toString();
      await startServer();
    }
    const counter = proxy;
    await probe('2,000 unknown well-formed keys from one address, 10 at a time', async () => {
      const statuses: Record<string, number> = {};
      const ask = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const res = await fetch(`http://127.0.0.1:${marketingPort}/api/public/v1/seo/keywords`, { headers: { 'X-Api-Key': unknownKey() } });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      };
      const started = performance.now();
      if (!counter) {
        await Promise.all(Array.from({ length: 10 }, () => ask(200)));
        return `${JSON.stringify(statuses)} in ${((performance.now() - started) / 1000).toFixed(1)} s; SQLite: no outside counter (test/areas/auth-failure-budget.test.ts counts the lookups)`;
      }
      const sentDuring = async (work: () => Promise<unknown>) => {
        const before = counter.chunksFromClients;
        const began = performance.now();
        await work();
        return { count: counter.chunksFromClients - before, ms: performance.now() - began };
      };
      {
        // The server's own statements without callers (the revocation poll, 4 a second) are the baseline.
        const idle = await sentDuring(() => wait(3000));
        const beyond = (spent: { count: number; ms: number }) => Math.max(0, Math.round(spent.count - (idle.count * spent.ms) / idle.ms));
        const within = await sentDuring(() => ask(60)); // AUTH_FAILURE_RATE_LIMIT's 60 a minute
        const past = await sentDuring(() => Promise.all(Array.from({ length: 10 }, () => ask(194))));
        return (
          `${JSON.stringify(statuses)}; statements sent to PostgreSQL (writes through a TCP proxy) beyond an idle server's (${idle.count} in ${(idle.ms / 1000).toFixed(1)} s): ` +
          `${beyond(within)} for the first 60 keys (${within.count} in ${(within.ms / 1000).toFixed(1)} s), ` +
          `${beyond(past)} for the 1,940 past the budget (${past.count} in ${(past.ms / 1000).toFixed(1)} s)`
        );
      }
    });
    if (proxy) {
      await stopServer();
      await proxy.close();
      serverEnv.DATABASE_URL = databaseUrl;
      await startServer();
    }
  }
}

function randomHex(bytes: number): string {
  return Array.from({ length: bytes }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join('');
}

/**
 * PostgreSQL black-holed (no RST) through a TCP proxy in the middle of an import of 60,000
 * campaigns (the built importer, STORE_BULK_TIMEOUT_MS=1500): when it exits, with what, and
 * whether its session stayed idle in transaction.
 */
async function blackHoledImport(): Promise<void> {
  const direct = new URL(databaseUrl!);
  const proxy = await startTcpProxy(Number(direct.port || 5432), direct.hostname);
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-attack-import-'));
  const file = path.join(work, 'campaigns.ndjson');
  const campaign = (n: number) => JSON.stringify({ id: `cmp_${String(n).padStart(10, '0')}`, tenant_id: 'acme', name: `C${n}`, channel: 'google_ads', budget: 100, currency: 'USD', start_date: '2026-01-01', end_date: null, status: 'active' });
  writeFileSync(file, `${Array.from({ length: 60_000 }, (_, i) => campaign(900_000 + i)).join('\n')}\n`);
  const importing = spawnCollecting(process.execPath, ['build/src/cli/import.js', '--area', 'marketing', '--tenant', 'acme', '--list', 'ads/campaigns', file], {
    env: { ...serverEnv, DATABASE_URL: viaProxy.toString(), STORE_BULK_TIMEOUT_MS: '1500' },
  });
  try {
    await waitFor(importing, 'the import to begin', () => (importing.stdout().includes('importing into PostgreSQL') ? true : undefined), 60_000);
    // Once it has sent a few statements of the load (each batch of rows is one).
    const sent = proxy.chunksFromClients;
    await waitFor(importing, 'statements of the import', () => (proxy.chunksFromClients >= sent + 3 ? true : undefined), 60_000);
    proxy.stall();
    const stalled = performance.now();
    const code = await importing.exited;
    const exitedMs = performance.now() - stalled;
    const line = importing.stderr().split('\n').filter((text) => text.includes('failed')).join(' ');
    const idleInTransaction = await adminQuery(`select count(*) as n from pg_stat_activity where datname = '${direct.pathname.slice(1)}' and state = 'idle in transaction'`);
    console.log('');
    console.log('CLI probe | what happened | load average (1 min)');
    console.log('---|---|---');
    console.log(`import of 60,000 campaigns, PostgreSQL black-holed (no RST) mid-load (STORE_BULK_TIMEOUT_MS=1500) | exit ${code} after ${(exitedMs / 1000).toFixed(1)} s: "${line}"; sessions idle in transaction after it: ${idleInTransaction.rows[0].n} | ${loadAverage()}`);
  } finally {
    proxy.restore();
    importing.child.kill();
    await proxy.close();
    rmSync(work, { recursive: true, force: true });
  }
}
