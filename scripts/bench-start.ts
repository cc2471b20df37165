/**
 * `npm run bench:start`: cold start and memory of the servers, built (plain node) against the
 * tsx development start, a restart of the built servers on the store a first start made, and
 * the built mock of the four areas, each spawned 5 times in turn:
 * milliseconds from spawn until all four areas answer their health endpoint, the CPU time the
 * process used until then (user + system: what the start costs, less disturbed than the wall
 * clock when other work shares the cores), and the process's RSS once they answer. Prints
 * medians and the ratio. Then each installed CLI's `--help` (`node build/src/cli/<cli>.js
 * --help`, what its bin runs), 5 times each: wall time until it exits; and the CPU of an empty
 * `node -e`, the floor every start above pays in this environment. Run `npm run build`
 * first. Targets (issue 46): all four areas ready ≤ 300 ms from a fresh store on a quiet machine
 * (`built`), each `--help` ≤ 300 ms; (issue 31) ≤ 120 MB, mock ≤ 300 ms.
 * BENCH_NODE=<path of a node binary> runs the built variants with that Node (tsx stays on this
 * one): on Node >= 22.1 the warm-up start below fills the compile cache the later starts use.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/ports.js';

const ROUNDS = 5;
const HEALTH = { KNOWLEDGE_PORT: '/api/v1/health', CRAWLER_PORT: '/api/public/v1/health', HRM_PORT: '/api/health', MARKETING_PORT: '/api/public/v1/status' };


/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A store made by a first start, for the restarts ("built, store made"). */
const madeStore = mkdtempSync(path.join(tmpdir(), 'start-made-'));

async function once(args: string[], dataDir = mkdtempSync(path.join(tmpdir(), 'start-'))): Promise<{ ms: number; cpuMs: number; rssMb: number }> {
  const ports: Record<string, string> = {};
  for (const name of [...Object.keys(HEALTH), 'MEMBER_API_PORT']) ports[name] = String(await freePort());
  const started = performance.now();
  const node = args[0] === '--import' ? process.execPath : (process.env.BENCH_NODE ?? process.execPath);
  const child = spawn(node, args, { env: { ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  try {
    for (;;) {
      const answers = await Promise.all(Object.entries(HEALTH).map(([port, url]) => fetch(`http://127.0.0.1:${ports[port]}${url}`).then((r) => r.ok, () => false)));
      if (answers.every(Boolean)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    return { ms, cpuMs, rssMb: rssKb / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// `built` starts on a fresh DATA_DIR (migrations and demo data included), as a first start does;
// `restart` on the store a first start made, as every later start of an installation does.
const variants: Record<string, string[]> = { built: ['build/src/cli/serve.js'], restart: ['build/src/cli/serve.js'], mock: ['build/src/cli/serve.js', '--mock'], tsx: ['--import', 'tsx', 'src/cli/serve.ts'] };
console.log(`load average at start ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
await once(variants.restart, madeStore);
const results: Record<string, { ms: number[]; cpu: number[]; rss: number[] }> = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, args] of Object.entries(variants)) {
    const { ms, cpuMs, rssMb } = await once(args, name === 'restart' ? madeStore : undefined);
    results[name] ??= { ms: [], cpu: [], rss: [] };
    results[name].ms.push(ms);
    results[name].cpu.push(cpuMs);
    results[name].rss.push(rssMb);
  }
}
for (const [name, { ms, cpu, rss }] of Object.entries(results)) {
  console.log(`${name.padEnd(6)} cold start ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}), CPU ${median(cpu).toFixed(0)} ms, RSS ${median(rss).toFixed(1)} MB`);
}
console.log(`built / tsx cold start: ${(median(results.built.ms) / median(results.tsx.ms)).toFixed(2)}x`);

/** Wall time of `node build/src/cli/<cli>.js --help` until it exits (exit 0 asked). */
async function helpOnce(cli: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.env.BENCH_NODE ?? process.execPath, [`build/src/cli/${cli}.js`, '--help'], { stdio: 'ignore' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${cli} --help exited with ${String(code)}`);
  return performance.now() - started;
}
const helps: Record<string, number[]> = { mock: [], contract: [], proxy: [] };
for (let round = 0; round < ROUNDS; round++) for (const cli of Object.keys(helps)) helps[cli].push(await helpOnce(cli));
for (const [cli, ms] of Object.entries(helps)) console.log(`cfs-${cli} --help ${median(ms).toFixed(0)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)})`);

/**
 * The floor: the CPU of an empty node process until its script runs, with this environment (a
 * NODE_EXTRA_CA_CERTS file, for one, is parsed by every node process before any script).
 */
function emptyNodeCpuMs(): Promise<number> {
  const child = spawn(process.env.BENCH_NODE ?? process.execPath, ['-e', 'const u = process.cpuUsage(); process.stdout.write(String((u.user + u.system) / 1000))'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.once('close', () => resolve(Number(out))));
}
const empty: number[] = [];
for (let round = 0; round < ROUNDS; round++) empty.push(await emptyNodeCpuMs());
console.log(`empty node -e: CPU ${median(empty).toFixed(0)} ms${process.env.NODE_EXTRA_CA_CERTS ? ' (NODE_EXTRA_CA_CERTS is set: every node process above parsed that file first)' : ''}`);
console.log(`load average at end ${loadavg().map((v) => v.toFixed(2)).join(' ')} (targets, on a quiet machine: built ≤ 300 ms, each --help ≤ 300 ms)`);
