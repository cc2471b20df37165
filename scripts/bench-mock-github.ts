/**
 * `npm run bench:mock-github`: the built `cfs-mock` on GitHub's REST description (the npm
 * package @octokit/openapi, installed into a temporary folder of its own, never a dependency
 * of this project; GITHUB_SPEC=<file> uses another copy). Each of BENCH_STARTS starts
 * (default 3) spawns `node build/src/cli/mock.js --spec <file>` and measures:
 * - ready: from spawn until a first request (`GET /`, GitHub's root) is answered 200, in wall
 *   time and in the process's CPU time (user + system; less disturbed than the wall clock when
 *   other work shares the cores), and its RSS and peak RSS (VmHWM) then;
 * - a first request to a heavy operation, `GET /events` (an array of events whose `payload` is
 *   a oneOf of 16 overlapping event schemas), then the same request again;
 * - the process's peak RSS (VmHWM) after those.
 * Prints each start and the medians. Targets (issue 46): ready <= 2 s and <= 200 MB.
 * Run `npm run build` first. BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`) is
 * passed to node; the mock drains and exits on SIGINT, so a profile is written.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/ports.js';

const OCTOKIT_OPENAPI_VERSION = '23.0.2';
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const HEAVY = '/events';

function githubSpec(): string {
  if (process.env.GITHUB_SPEC) return process.env.GITHUB_SPEC;
  const folder = path.join(tmpdir(), `bench-octokit-openapi-${OCTOKIT_OPENAPI_VERSION}`);
  const file = path.join(folder, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  console.log(`@octokit/openapi ${OCTOKIT_OPENAPI_VERSION}: installing into ${folder} ...`);
  const result = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', '--no-save', `@octokit/openapi@${OCTOKIT_OPENAPI_VERSION}`], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(file)) throw new Error(`npm install of @octokit/openapi@${OCTOKIT_OPENAPI_VERSION} failed`);
  return file;
}

function processFigures(pid: number): { cpuMs: number; rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const began = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - began, status: response.status, bytes };
}

async function once(spec: string) {
  const port = await freePort();
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const began = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'build/src/cli/mock.js', '--spec', spec, '--port', String(port)], { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the mock exited with ${child.exitCode} before answering`);
      const ok = await fetch(`${base}/`).then((r) => r.arrayBuffer().then(() => r.ok), () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - began;
    const ready = processFigures(child.pid!);
    const first = await timed(base + HEAVY);
    const again = await timed(base + HEAVY);
    if (first.status !== 200) throw new Error(`GET ${HEAVY}: ${first.status}`);
    const after = processFigures(child.pid!);
    return {
      readyMs,
      readyCpuMs: ready.cpuMs,
      readyRssMb: ready.rssMb,
      readyPeakMb: ready.peakMb,
      heavyMs: first.ms,
      heavyBytes: first.bytes,
      againMs: again.ms,
      heavyCpuMs: after.cpuMs - ready.cpuMs,
      peakMb: after.peakMb,
    };
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spec = githubSpec();
console.log(`cfs-mock on ${spec}; ${STARTS} starts; load average at start ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
const runs: Array<Awaited<ReturnType<typeof once>>> = [];
for (let i = 0; i < STARTS; i++) {
  const run = await once(spec);
  runs.push(run);
  console.log(
    `  start ${i + 1}: ready ${run.readyMs.toFixed(0)} ms (CPU ${run.readyCpuMs.toFixed(0)} ms, RSS ${run.readyRssMb.toFixed(0)} MB, peak ${run.readyPeakMb.toFixed(0)} MB); ` +
      `first GET ${HEAVY} ${run.heavyMs.toFixed(0)} ms (CPU ${run.heavyCpuMs.toFixed(0)} ms, ${run.heavyBytes} bytes), again ${run.againMs.toFixed(1)} ms; peak RSS ${run.peakMb.toFixed(0)} MB`,
  );
}
const m = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
console.log(
  `median: ready ${m('readyMs').toFixed(0)} ms (CPU ${m('readyCpuMs').toFixed(0)} ms, RSS ${m('readyRssMb').toFixed(0)} MB, peak ${m('readyPeakMb').toFixed(0)} MB); first GET ${HEAVY} ${m('heavyMs').toFixed(0)} ms (CPU ${m('heavyCpuMs').toFixed(0)} ms), again ${m('againMs').toFixed(1)} ms; peak RSS ${m('peakMb').toFixed(0)} MB (targets: ready <= 2000 ms, <= 200 MB)`,
);
console.log(`load average at end ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
