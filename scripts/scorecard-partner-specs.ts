/**
 * The partner tools on documents they did not write, beside Prism (`npm run scorecard:partner-specs`):
 * every JSON document of `@readme/oas-examples` (its 2.0, 3.0 and 3.1 sets), and for each
 *
 * 1. ours: loaded by the one loader of the tools (src/contract/spec-document.ts) and served by
 *    cfs-mock's code; the contract runner sends one random valid request per operation
 *    (`--phases fuzzing --max-examples 1`) and checks every answer against the spec, so a
 *    failure is an answer of our mock that breaks the spec (or a false alarm of the runner);
 * 2. the same requests through our validating proxy in front of our mock: every violation the
 *    proxy reports (X-Contract-Violations) of an answer the runner found conforming is a false
 *    alarm of the proxy;
 * 3. Prism 5 (`prism mock`) on the same document: loaded when it answers; the same run against
 *    it counts what our runner reports of Prism's answers (false alarms where Prism is right).
 *
 * Crashes: an internal error while loading or serving (not a refusal naming what is wrong), a
 * 500 of our mock's own (not a documented 500 it was asked for, which carries X-Mock), a run
 * that threw. Both peers are installed into temporary folders, never
 * dependencies of this project (as scripts/bench-mock.ts installs Prism). Prints the table, then
 * every failure; `SCORECARD_JSON=FILE` also writes the details.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { isContractError, loadSpec, runContract, type ContractRun, type SpecModel } from '../src/contract/index.js';
import { startSpecMock, specNameOf } from '../src/mock/serve-spec.js';
import { withOperationIds } from '../src/pipeline/openapi-document.js';
import { startValidatingProxy } from '../src/proxy/proxy-server.js';
import { VIOLATIONS_HEADER } from '../src/pipeline/violations-header.js';
import { installPrism, PRISM_VERSION, start, stop } from './bench/peers.js';

const EXAMPLES_VERSION = '8.2.2';
const SETS = ['2.0', '3.0', '3.1'] as const;
const SEED = 1;
const logger = pino({ level: 'silent' });

function installExamples(): string {
  const folder = path.join(tmpdir(), `scorecard-oas-examples-${EXAMPLES_VERSION}`);
  const root = path.join(folder, 'node_modules', '@readme', 'oas-examples');
  if (existsSync(root)) return root;
  mkdirSync(folder, { recursive: true });
  console.log(`@readme/oas-examples ${EXAMPLES_VERSION}: installing into ${folder} ...`);
  const result = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', '--no-save', `@readme/oas-examples@${EXAMPLES_VERSION}`], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(root)) throw new Error(`npm install of @readme/oas-examples@${EXAMPLES_VERSION} failed`);
  return root;
}

function documentsOf(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.json')) found.push(file);
    }
  };
  walk(folder);
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether Prism serves the document: it answers any request within the wait, and has not exited. */
async function prismServes(prism: string, file: string): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const port = await freePort();
  const child = start(prism, ['mock', '-p', String(port), '-h', '127.0.0.1', file]);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return null;
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return { url: `http://127.0.0.1:${port}`, stop: () => stop(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop(child);
  return null;
}

interface Outcome {
  set: string;
  file: string;
  operations: number;
  ours: 'loaded' | 'refused' | 'crashed';
  oursMessage?: string;
  warnings: string[];
  prism: boolean;
  mockRequests: number;
  /** Answers of our mock the runner found breaking the spec (check: message). */
  mockFailures: string[];
  /** 500s of our mock, internal errors. */
  crashes: string[];
  proxyRequests: number;
  /** Violations the proxy reported on exchanges the runner found conforming. */
  proxyFalseAlarms: string[];
  prismRequests: number;
  /** What the runner reported of Prism's answers. */
  prismFailures: string[];
}

const RUN = { phases: ['fuzzing'] as const, maxExamples: 1, seed: SEED, mock: true, requestTimeoutMs: 10_000 };
const failuresOf = (run: ContractRun) => run.failures.map((f) => `${f.check} ${f.method} ${f.path}${f.response ? ` → ${f.response.status}` : ''}: ${f.message.split('\n')[0].slice(0, 240)}`);

async function score(set: string, file: string, prism: string): Promise<Outcome> {
  const outcome: Outcome = { set, file, operations: 0, ours: 'loaded', warnings: [], prism: false, mockRequests: 0, mockFailures: [], crashes: [], proxyRequests: 0, proxyFalseAlarms: [], prismRequests: 0, prismFailures: [] };
  let spec: SpecModel | undefined;
  try {
    spec = await loadSpec(file);
    outcome.operations = spec.operations.length;
    outcome.warnings = spec.warnings;
  } catch (error) {
    outcome.ours = isContractError(error) ? 'refused' : 'crashed';
    outcome.oursMessage = (error as Error).message;
    if (outcome.ours === 'crashed') outcome.crashes.push(`load: ${(error as Error).stack}`);
  }
  if (spec) {
    let mock;
    try {
      mock = await startSpecMock({ document: spec.document, source: file, host: '127.0.0.1', port: 0, logger, responseValidation: 'warn' });
    } catch (error) {
      outcome.ours = 'crashed';
      outcome.oursMessage = (error as Error).message;
      outcome.crashes.push(`start: ${(error as Error).stack}`);
    }
    if (mock) {
      try {
        const run = await runContract({ ...RUN, spec, baseUrl: mock.url, onAnswer: (_c, request, response) => {
          // A 500 the mock chose (a documented one) carries X-Mock; its own failures do not.
          if (response.status === 500 && response.headers['x-mock'] === undefined) outcome.crashes.push(`500 ${request.method} ${request.path}: ${String(response.body).slice(0, 200)}`);
        } });
        outcome.mockRequests = run.requests;
        outcome.mockFailures = failuresOf(run);
        const proxy = await startValidatingProxy({ document: withOperationIds(spec.document), specName: specNameOf(file), upstream: new URL(mock.url), refuseInvalid: false, maxValidatedBytes: 1024 * 1024, upstreamTimeoutMs: 10_000, logger, host: '127.0.0.1', port: 0 });
        try {
          const conforming = new Set(run.failures.map((f) => `${f.method} ${f.path}`));
          const proxied = await runContract({ ...RUN, spec, baseUrl: proxy.url, onAnswer: (_c, request, response) => {
            const reported = response.headers[VIOLATIONS_HEADER.toLowerCase()];
            if (reported && !conforming.has(`${request.method} ${request.pathTemplate}`)) outcome.proxyFalseAlarms.push(`${request.method} ${request.path}: ${String(reported).slice(0, 240)}`);
          } });
          outcome.proxyRequests = proxied.requests;
        } finally {
          await proxy.stop(100);
        }
      } catch (error) {
        outcome.crashes.push(`run: ${(error as Error).stack}`);
      } finally {
        await mock.stop(100);
      }
    }
  }
  const peer = await prismServes(prism, file);
  if (peer) {
    outcome.prism = true;
    try {
      if (spec) {
        const run = await runContract({ ...RUN, spec, baseUrl: peer.url });
        outcome.prismRequests = run.requests;
        outcome.prismFailures = failuresOf(run);
      }
    } catch (error) {
      // Prism stopped answering mid-run (it crashed): a finding about Prism, not a crash of ours.
      outcome.prismFailures.push(`the run stopped: ${(error as Error).message}`);
    } finally {
      await peer.stop();
    }
  }
  return outcome;
}

const root = installExamples();
const prism = installPrism();
if (!prism) throw new Error(`npm install of @stoplight/prism-cli@${PRISM_VERSION} failed`);
const only = process.env.SCORECARD_ONLY;
const outcomes: Outcome[] = [];
for (const set of SETS) {
  for (const file of documentsOf(path.join(root, set, 'json'))) {
    if (only && !file.includes(only)) continue;
    const outcome = await score(set, file, prism);
    outcomes.push(outcome);
    const name = path.relative(root, file);
    console.log(
      `${name}: ours ${outcome.ours}${outcome.ours === 'loaded' ? ` (${outcome.operations} operations, ${outcome.mockFailures.length} failing answers, ${outcome.proxyFalseAlarms.length} proxy alarms)` : `: ${outcome.oursMessage?.slice(0, 200)}`}; prism ${outcome.prism ? `loaded (${outcome.prismFailures.length} reported)` : 'refused'}`,
    );
  }
}

const rows = SETS.map((set) => {
  const of = outcomes.filter((o) => o.set === set);
  return {
    set,
    documents: of.length,
    ours: of.filter((o) => o.ours === 'loaded').length,
    prism: of.filter((o) => o.prism).length,
    mockRequests: of.reduce((sum, o) => sum + o.mockRequests, 0),
    mockFailures: of.reduce((sum, o) => sum + o.mockFailures.length, 0),
    proxyRequests: of.reduce((sum, o) => sum + o.proxyRequests, 0),
    proxyFalseAlarms: of.reduce((sum, o) => sum + o.proxyFalseAlarms.length, 0),
    prismRequests: of.reduce((sum, o) => sum + o.prismRequests, 0),
    prismFailures: of.reduce((sum, o) => sum + o.prismFailures.length, 0),
    crashes: of.reduce((sum, o) => sum + o.crashes.length, 0),
  };
});
console.log(`\n@readme/oas-examples ${EXAMPLES_VERSION}, Prism ${PRISM_VERSION}, seed ${SEED}, one random valid request per operation\n`);
console.log('| documents | loaded by ours | loaded by Prism | our mock: answers breaking the spec | our proxy: false alarms | runner on Prism\'s mock: failures reported | crashes of ours |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.set === '2.0' ? 'Swagger' : 'OpenAPI'} ${row.set} (${row.documents}) | ${row.ours} | ${row.prism} | ${row.mockFailures} of ${row.mockRequests} | ${row.proxyFalseAlarms} of ${row.proxyRequests} | ${row.prismFailures} of ${row.prismRequests} | ${row.crashes} |`);
}
const listed = (title: string, pick: (o: Outcome) => string[]) => {
  const lines = outcomes.flatMap((o) => pick(o).map((line) => `  ${path.relative(root, o.file)}: ${line}`));
  if (lines.length > 0) console.log(`\n${title} (${lines.length}):\n${lines.join('\n')}`);
};
listed('Refused by ours', (o) => (o.ours === 'refused' ? [o.oursMessage ?? ''] : []));
listed('Crashes of ours', (o) => o.crashes.map((line) => line.split('\n').slice(0, 3).join(' | ')));
listed('Our mock: answers the runner found breaking the spec', (o) => o.mockFailures);
listed('Our proxy: violations reported on conforming exchanges', (o) => o.proxyFalseAlarms);
listed("The runner on Prism's mock: failures reported", (o) => o.prismFailures);
listed('Warnings of our loader', (o) => o.warnings);
if (process.env.SCORECARD_JSON) writeFileSync(process.env.SCORECARD_JSON, JSON.stringify(outcomes, null, 2));
process.exit(0);
