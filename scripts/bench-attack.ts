/**
 * `npm run bench:attack`: the single requests that once took the server down, sent one at a
 * time to the built server (all four areas in one process, production settings), while the
 * knowledge area's health is asked every 10 ms. Prints, per request, its status, the size of
 * its answer, how long it took, and the slowest health answer meanwhile (docs/reliability.md
 * "Bounded work" has the figures and the targets: under a second, a small body, health under
 * 100 ms). Nothing here asserts; test/areas/bounded-requests.test.ts checks the answers.
 *
 * Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
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
const server = spawn(process.execPath, ['build/src/cli/serve.js'], {
  env: {
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
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
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
    while (polling) {
      const asked = performance.now();
      const res = await fetch(workerData.url);
      await res.arrayBuffer();
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    parentPort.postMessage(waits);
  });`,
  { eval: true, workerData: { url: `${knowledge}/api/v1/health` } },
);
const pollWhile = async <T>(work: () => Promise<T>): Promise<{ value: T; waits: number[] }> => {
  poller.postMessage('start');
  const value = await work();
  poller.postMessage('stop');
  const [waits] = (await once(poller, 'message')) as [number[]];
  return { value, waits };
};

try {
  await waitForServer();
  // Warm both sides (the poller's first fetch, the server's first answers) before measuring.
  await pollWhile(() => new Promise((resolve) => setTimeout(resolve, 500)));
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
