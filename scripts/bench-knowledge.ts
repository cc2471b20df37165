/**
 * `npm run bench`: req/s of GET /api/v1/health through the full pipeline against a bare
 * express route returning the same JSON, then the pipeline with the spec padded to 200
 * operations against 10. Rounds are interleaved and the median kept, since these machines
 * are noisy; only the ratios are meaningful across machines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

async function startServer(args: string[]): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/knowledge-server.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { port, child };
}

async function measure(port: number): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}/api/v1/health`, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`benchmark saw ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function compare(label: string, baselineArgs: string[], subjectArgs: string[]) {
  const baseline = await startServer(baselineArgs);
  const subject = await startServer(subjectArgs);
  await measure(baseline.port); // warm-up: JIT and connection pools
  await measure(subject.port);
  const baselineRuns: number[] = [];
  const subjectRuns: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    baselineRuns.push(await measure(baseline.port));
    subjectRuns.push(await measure(subject.port));
  }
  baseline.child.kill();
  subject.child.kill();
  const b = median(baselineRuns);
  const s = median(subjectRuns);
  console.log(`${label}`);
  console.log(`  baseline ${baselineArgs.join(' ')}: ${b.toFixed(0)} req/s (runs ${baselineRuns.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  subject  ${subjectArgs.join(' ')}: ${s.toFixed(0)} req/s (runs ${subjectRuns.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  ratio: ${(s / b).toFixed(3)}`);
  return s / b;
}

console.log(`GET /api/v1/health, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S}s, median req/s\n`);
const vsBare = await compare('pipeline vs bare express route (target >= 0.8)', ['--kind', 'bare'], ['--kind', 'pipeline']);
const vsPadding = await compare('200-operation spec vs 10-operation spec (target >= 0.9)', ['--kind', 'pipeline', '--pad', '10'], ['--kind', 'pipeline', '--pad', '200']);
console.log(`\nsummary: pipeline/bare = ${vsBare.toFixed(3)}, 200 ops/10 ops = ${vsPadding.toFixed(3)}`);
