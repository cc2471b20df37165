/**
 * The benchmarks' load generators, driven slice by slice, never in the servers' event loop:
 *
 * - autocannon in one long-lived child process, over IPC. A slice costs no process start (the
 *   CLI took about 0.3 s per window), which lets a bench alternate the servers it compares every
 *   half second: on this VM the same server's speed moves by up to 2x from one second to the next
 *   (docs/performance.md), so only servers measured within the same second compare fairly.
 * - wrk (Debian's package `wrk`), one process per slice of whole seconds (its shortest), one
 *   thread. Its HTTP parser is C: autocannon's JavaScript spends more on an answer's header
 *   fields than the servers do, which understates a server sending more of them (ours) against
 *   one sending fewer, so servers are compared with wrk's figures. A Lua script sets the method,
 *   body and headers, requests `paths` in turn and reports the counts as JSON.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LoadClient = 'wrk' | 'autocannon';

export interface Load {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Paths requested in turn instead of the URL's own (e.g. random pages of a long list). */
  paths?: string[];
  connections: number;
  seconds: number;
}

export interface Slice {
  /** Requests answered per second over the slice. */
  rate: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface LoadDriver {
  run(load: Load): Promise<Slice>;
  close(): void;
}

/**
 * Whether wrk can be run, installing Debian's package first where it is missing and this process
 * may (root, apt-get); a reason when it cannot.
 */
export function ensureWrk(): string | null {
  const runs = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
  if (runs()) return null;
  if (process.getuid?.() !== 0) return 'wrk is not installed (apt-get install wrk, as root)';
  process.stderr.write('wrk: installing Debian\'s package wrk with apt-get ...\n');
  const install = () => spawnSync('apt-get', ['install', '-y', '-q', 'wrk'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
    install();
  }
  return runs() ? null : 'wrk could not be installed with apt-get install wrk';
}

const lua = (text: string) => JSON.stringify(text);

/** The script of one wrk slice: the request, the paths in turn, and the counts as one JSON line. */
function wrkScript(load: Load): string {
  const headers = load.body ? { ...load.headers, 'content-type': 'application/json' } : load.headers;
  return [
    `wrk.method = ${lua(load.method)}`,
    load.body === undefined ? '' : `wrk.body = ${lua(load.body)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    load.paths?.length
      ? [`local paths = {${load.paths.map(lua).join(',')}}`, 'local turn = 0', 'request = function()', '  turn = turn + 1', '  return wrk.format(nil, paths[(turn - 1) % #paths + 1])', 'end'].join('\n')
      : '',
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRK {"requests":%d,"micros":%d,"non2xx":%d,"errors":%d,"detail":"connect %d, read %d, write %d, timeout %d"}\\n\',',
    '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout, e.connect, e.read, e.write, e.timeout))',
    'end',
  ].join('\n');
}

function startWrkDriver(): LoadDriver {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  let next = 0;
  return {
    run: (load) =>
      new Promise((resolve, reject) => {
        const script = path.join(folder, `slice-${next++}.lua`);
        writeFileSync(script, wrkScript(load));
        const seconds = Math.max(1, Math.round(load.seconds));
        // autocannon's timeout (10 s), not wrk's 2 s: a server starved by other work on the cores is slow, not failing.
        const args = ['-c', String(load.connections), '-t', '1', '-d', `${seconds}s`, '--timeout', '10s', '-s', script, load.url];
        const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('error', reject);
        child.once('exit', () => {
          rmSync(script, { force: true });
          const line = /^WRK (\{.*\})$/m.exec(output);
          if (!line) return reject(new Error(`wrk: ${output || 'no output'}`));
          const counts = JSON.parse(line[1]) as { requests: number; micros: number; non2xx: number; errors: number; detail: string };
          if (counts.errors > 0) process.stderr.write(`wrk: ${load.url}: socket errors: ${counts.detail}\n`);
          resolve({ rate: counts.requests / (counts.micros / 1e6), requests: counts.requests, non2xx: counts.non2xx, errors: counts.errors });
        });
      }),
    close: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export function startLoadDriver(client: LoadClient = 'autocannon'): LoadDriver {
  if (client === 'wrk') return startWrkDriver();
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-driver-child.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const waiting = new Map<number, { resolve: (slice: Slice) => void; reject: (error: Error) => void }>();
  child.on('message', (message: { id: number; slice?: Slice; error?: string }) => {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.slice) pending?.resolve(message.slice);
    else pending?.reject(new Error(message.error));
  });
  child.once('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`the load driver exited with ${code}`));
    waiting.clear();
  });
  return {
    run: (load) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        child.send({ id, load });
      }),
    close: () => void child.kill(),
  };
}
