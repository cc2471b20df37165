/**
 * `npm run bench:attack`: the single requests that once took the server down, sent one at a
 * time to the built server (all four areas in one process, production settings), while the
 * knowledge area's health is asked every 10 ms. Prints, per request, its status, the size of
 * its answer, how long it took, and the slowest health answer meanwhile (docs/reliability.md
 * "Bounded work" has the figures and the targets: under a second, a small body, health under
 * 100 ms). Nothing here asserts; test/areas/bounded-requests.test.ts checks the answers.
 * Then the probes of bodies and connections (issue 43), the server run with 1,024 descriptors:
 * huge declared bodies, idle connections past the descriptor limit, slow readers of pipelined
 * pages, a pipelined flood; each with the server's peak memory and the health answers
 * meanwhile (docs/reliability.md "Connections"; test/faults/connections.faults.ts checks them).
 *
 * Needs `npm run build` first. Run from another checkout's folder (`npx tsx <this file>`), it
 * measures that checkout's build.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MB = 1024 * 1024;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const [knowledgePort, crawlerPort, hrmPort, marketingPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-attack-'));
const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MEMBER_API_URL: 'http://127.0.0.1:9', // nothing listens: the sign-in is refused before it is forwarded
    DEMO_DATA: 'true',
    DATA_DIR: dataDir,
    KNOWLEDGE_PORT: String(knowledgePort),
    CRAWLER_PORT: String(crawlerPort),
    HRM_PORT: String(hrmPort),
    MARKETING_PORT: String(marketingPort),
    LOG_LEVEL: 'silent',
};
// 1,024 descriptors, as on the machine issue 43 was found on (node raises its soft limit to the hard one).
const server = spawn('bash', ['-c', `ulimit -n 1024 && exec ${JSON.stringify(process.execPath)} build/src/cli/serve.js`], { env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

const knowledge = `http://127.0.0.1:${knowledgePort}`;
const crawler = `http://127.0.0.1:${crawlerPort}/api/public/v1`;
const hrm = `http://127.0.0.1:${hrmPort}/api/v1`;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
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

const sameOrigin = { Origin: `http://127.0.0.1:${hrmPort}`, Host: `127.0.0.1:${hrmPort}` };
const attacks: Array<{ name: string; url: string; body: () => string; headers?: Record<string, string> }> = [
  { name: 'dedupe, 8,000,000 numbers (16 MB)', url: `${crawler}/quality/dedupe`, body: () => dedupeOfZeros(8_000_000) },
  { name: 'dedupe, 1,000,000 numbers (2 MB)', url: `${crawler}/quality/dedupe`, body: () => dedupeOfZeros(1_000_000) },
  { name: 'dedupe, 5,000 numbers (every problem counted)', url: `${crawler}/quality/dedupe`, body: () => dedupeOfZeros(5_000) },
  { name: 'dedupe, array 5,000,000 deep (10 MB)', url: `${crawler}/quality/dedupe`, body: () => `{"existingBodies":${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}}` },
  {
    name: 'HR sign-in, 80,000 unknown properties',
    url: `${hrm}/member-auth/login`,
    headers: sameOrigin,
    body: () => `{"loginId":"hr.admin","password":"x",${Array.from({ length: 80_000 }, (_, i) => `"p${i}":0`).join(',')}}`,
  },
  { name: 'parser-rule suggestion, 4.8 MB page of long records', url: `${crawler}/parser-rule/suggest`, body: longRecordsPage },
  { name: 'parser-rule suggestion, 4.8 MB text node, 20 samples', url: `${crawler}/parser-rule/suggest`, body: oneTextNodePage },
];

/**
 * Health is asked from a thread of its own, so that building and sending a 16 MB body here
 * never delays the asking: the waits are the server's.
 */
const poller = new Worker(
  `const { parentPort, workerData } = require('node:worker_threads');
  let polling = false;
  parentPort.on('message', async (message) => {
    if (message === 'stop') { polling = false; return; }
    polling = true;
    const waits = [];
    let failures = 0;
    while (polling) {
      const asked = performance.now();
      try {
        const res = await fetch(workerData.url);
        await res.arrayBuffer();
        waits.push(performance.now() - asked);
      } catch {
        failures++;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    parentPort.postMessage({ waits, failures });
  });`,
  { eval: true, workerData: { url: `${knowledge}/api/v1/health` } },
);
const pollWhile = async <T>(work: () => Promise<T>): Promise<{ value: T; waits: number[]; failures: number }> => {
  poller.postMessage('start');
  const value = await work();
  poller.postMessage('stop');
  const [{ waits, failures }] = (await once(poller, 'message')) as [{ waits: number[]; failures: number }];
  return { value, waits, failures };
};

try {
  await waitForServer();
  // Warm both sides (the poller's first fetch, the server's first answers) before measuring.
  await pollWhile(() => new Promise((resolve) => setTimeout(resolve, 500)));
  // First, on a fresh server, so its memory figures are the probes' own.
  await connectionProbes();
  console.log('');
  console.log('request | status | answer bytes | ms | health answers meanwhile | slowest health ms');
  console.log('---|---|---|---|---|---');
  for (const attack of attacks) {
    const body = Buffer.from(attack.body());
    const { value: result, waits } = await pollWhile(async () => {
      const started = performance.now();
      const res = await fetch(attack.url, { method: 'POST', headers: { 'content-type': 'application/json', ...attack.headers }, body });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength, ms: performance.now() - started };
    });
    const slowest = waits.length > 0 ? Math.max(...waits).toFixed(1) : '-';
    console.log(`${attack.name} (${(body.length / MB).toFixed(2)} MB) | ${result.status} | ${result.bytes} | ${Math.round(result.ms)} | ${waits.length} | ${slowest}`);
  }
} finally {
  await poller.terminate();
  stop();
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

/** Runs `work` while the knowledge health is polled (from the worker) and the server's memory sampled. */
async function probe(name: string, work: () => Promise<string>): Promise<void> {
  let peak = residentMb();
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 100);
  const { value, waits, failures } = await pollWhile(work);
  clearInterval(sampler);
  const slowest = waits.length ? Math.max(...waits).toFixed(1) : '-';
  console.log(`${name} | ${value} | ${Math.round(peak)} | ${waits.length} (${failures} failed) | ${p99(waits).toFixed(1)} | ${slowest}`);
}

/** A marketing API key of a demo tenant, made with the build's own keys command. */
function marketingKey(tenant: string): string {
  const out = execFileSync(process.execPath, ['build/src/cli/keys.js', 'create', '--service', 'marketing', '--tenant', tenant, '--name', `bench-${tenant}`], { env: serverEnv, encoding: 'utf8' });
  return out.trim().split('\n').at(-1)!;
}

async function connectionProbes(): Promise<void> {
  console.log('');
  console.log('probe | what happened | server peak RSS MB | health answers meanwhile | health p99 ms | slowest health ms');
  console.log('---|---|---|---|---|---');
  await probe('4 POSTs declaring 10^15 bytes, streaming for 15 s', async () => {
    const uploads = await Promise.all(Array.from({ length: 4 }, () => upload('1000000000000000', Infinity, 15_000)));
    return uploads.map(answered).join('<br>');
  });
  await probe('1 POST declaring 10^15 bytes, streaming 1 GiB', async () => answered(await upload('1000000000000000', 1024 * MB, 30_000)));
  await probe('Expect: 100-continue declaring 10^15 bytes (64 MB sent after a 100)', async () => answered(await upload('1000000000000000', 64 * MB, 15_000, true)));
  await probe('POST declaring 100 bytes, sending none (40 s at most)', async () => answered(await upload('100', 0, 40_000)));

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
