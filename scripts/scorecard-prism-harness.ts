/**
 * `npm run scorecard:prism-harness -- --harness DIR [--tool ours|prism] [--only SUBSTRING] [--json FILE] [--port N]`
 *
 * Runs the cases of Prism's own test harness (`test-harness/` of stoplightio/prism at its
 * v5.14.2 tag: each case a document, a server command, a curl request and the expected raw
 * HTTP answer) against our `cfs-mock` / `cfs-proxy` (the built ones, build/src/cli/), or
 * against Prism 5.14.2 itself (`--tool prism`), and judges each answer as the harness's
 * index.ts does: gavel's `validate(expected, actual)`, else jest's `toMatchObject`; the exact
 * body for `====expect====`, the same keys for `====expect-keysOnly====`; XML bodies compared
 * as XML. The judge's packages (gavel, http-string-parser, diff-js-xml, fast-xml-parser,
 * type-is) are installed into a temporary folder, as Prism itself is: neither is a dependency
 * of this project, and nothing of the harness is copied into it.
 *
 * Two counts are printed: `as Prism judges`, and `formats aside`, which treats as equal only
 * what is Prism's own form of the same answer: its `stoplight.io/prism/errors#…` problem
 * bodies against our error body of the same status, its `sl-violations` header name against
 * ours, 422 against the 400 our docs choose for an invalid request, and a `; charset=…`
 * parameter of Content-Type. docs/partner-specs.md explains every case still different.
 *
 * The server command's Prism options are translated to ours where ours has an equivalent
 * (`-p` → `--port`); the others are dropped and listed with the case. The proxy cases name
 * http://httpbin.org, which this machine cannot reach: they run, and fail, as they would for
 * any tool here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { installPrism, stop } from './bench/peers.js';

const root = path.resolve(import.meta.dirname, '..');
const JUDGE_PACKAGES = ['gavel@10.0.3', 'http-string-parser@0.0.6', 'diff-js-xml@1.0.8', 'fast-xml-parser@4', 'type-is@1', 'lodash@4'];
const READY_TIMEOUT_MS = 10_000;

interface Case {
  file: string;
  spec: string;
  server: string;
  command: string;
  expect?: string;
  expectLoose?: string;
  expectKeysOnly?: string;
}

interface Parsed {
  statusCode: string;
  statusMessage?: string;
  headers: Record<string, string>;
  body: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the judge's packages are untyped CommonJS */

/** The harness's own parseSpecFile. */
function parseCase(file: string, text: string): Case {
  const parts = text.split(/====(server|test|spec|command|expect|expect-loose|expect-keysOnly)====\r?\n/gi);
  const section = (name: string) => {
    const index = parts.findIndex((part) => part === name);
    return index < 0 ? undefined : parts[index + 1];
  };
  return { file, spec: section('spec')!, server: section('server')!, command: section('command')!, expect: section('expect'), expectLoose: section('expect-loose'), expectKeysOnly: section('expect-keysOnly') };
}

function casesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.txt')).sort();
}

function installJudge(): NodeJS.Require {
  const folder = path.join(tmpdir(), 'prism-harness-judge');
  if (!existsSync(path.join(folder, 'node_modules', 'gavel'))) {
    mkdirSync(folder, { recursive: true });
    console.log(`the harness's judge: installing ${JUDGE_PACKAGES.join(' ')} into ${folder} ...`);
    const installed = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', '--no-save', ...JUDGE_PACKAGES], { stdio: 'inherit' });
    if (installed.status !== 0) throw new Error('could not install the judge\'s packages');
  }
  return createRequire(path.join(folder, 'index.js'));
}

/** Our command line for the case's Prism server command, and the Prism options it has no equivalent for. */
function ourServer(server: string, document: string, port: number): { argv: string[]; dropped: string[] } {
  const words = server.trim().split(/ +/).map((word) => word.replace('${document}', document));
  const [command, ...rest] = words;
  const dropped: string[] = [];
  const positional: string[] = [];
  const options: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (word === '-p' || word === '--port') i++;
    else if (word.startsWith('-')) {
      if (word === '-d' || word === '--dynamic') options.push('--dynamic');
      else if (word === '--errors') options.push('--errors');
      else if (word.startsWith('--cors') && command === 'mock') options.push(word);
      else dropped.push(word);
    } else positional.push(word);
  }
  const cli = path.join(root, 'build/src/cli', command === 'proxy' ? 'proxy.js' : 'mock.js');
  const argv = command === 'proxy'
    ? [process.execPath, cli, '--spec', positional[0], '--upstream', positional[1], '--port', String(port), ...options]
    : [process.execPath, cli, '--spec', positional[0], '--port', String(port), ...options];
  return { argv, dropped };
}

function prismServer(prism: string, server: string, document: string, port: number): string[] {
  return [prism, ...server.trim().split(/ +/).map((word) => word.replace('${document}', document).replace(/^4010$/, String(port)))];
}

/** Starts the server and resolves once it answers TCP on the port (or rejects, with its output). */
async function startServer(argv: string[], port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development' } });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const net = await import('node:net');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${output.trim().split('\n').slice(-3).join(' | ')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return { child, output: () => output };
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`not listening after ${READY_TIMEOUT_MS} ms: ${output.trim().split('\n').slice(-3).join(' | ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The harness's judgement of one answer: index.ts's checks, in its order. */
async function judge(require: NodeJS.Require, c: Case, output: Parsed, expected: Parsed): Promise<string | undefined> {
  const { validate } = require('gavel');
  const { isDeepStrictEqual } = await import('node:util');
  const { XMLValidator } = require('fast-xml-parser');
  const typeIs = require('type-is').is;
  const xmlDiff = require('diff-js-xml');
  const contentType = output.headers['content-type'] ?? '';
  const isXml = !!typeIs(contentType, ['application/xml', 'application/*+xml', 'text/xml']) || XMLValidator.validate(expected.body) === true;
  if (isXml) {
    const differences = await new Promise<unknown[]>((resolve) => xmlDiff.diffAsXml(expected.body, output.body, {}, { compareElementValues: false }, resolve));
    if (differences.length > 0) return `XML differs: ${JSON.stringify(differences).slice(0, 200)}`;
    const withoutBody = (answer: Parsed) => ({ ...answer, body: undefined });
    return validate(withoutBody(expected), withoutBody(output)).valid ? undefined : 'status or headers differ (gavel)';
  }
  const valid = validate(expected, output).valid;
  if (!valid && !matchesObject(output, expected)) return `differs: expected ${expected.statusCode} ${JSON.stringify(expected.headers)} ${expected.body.slice(0, 160)}; got ${output.statusCode} ${JSON.stringify(output.headers)} ${output.body.slice(0, 160)}`;
  if (c.expect && output.body !== expected.body) return `body differs: expected ${expected.body.slice(0, 160)}; got ${output.body.slice(0, 160)}`;
  if (c.expectKeysOnly) {
    try {
      if (!isDeepStrictEqual(Object.keys(JSON.parse(output.body)), Object.keys(JSON.parse(expected.body)))) return 'keys differ';
    } catch {
      return 'body is not JSON';
    }
  }
  return undefined;
}

/** jest's toMatchObject, as the harness falls back to it. */
function matchesObject(actual: any, expected: any): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected) || actual === expected;
  if (actual === null || typeof actual !== 'object') return false;
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesObject(actual[i], item));
  return Object.keys(expected).every((key) => key in actual && matchesObject(actual[key], expected[key]));
}

/** Prism's own forms of the same answer, made ours (the `formats aside` count). */
function formatsAside(expected: Parsed, output: Parsed): { expected: Parsed; output: Parsed } {
  const plainType = (headers: Record<string, string>) => {
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    if (lower['content-type']) lower['content-type'] = lower['content-type'].split(';')[0].trim();
    return lower;
  };
  const e = { ...expected, headers: plainType(expected.headers) };
  const o = { ...output, headers: plainType(output.headers) };
  if (e.headers['sl-violations'] !== undefined && o.headers['x-contract-violations'] !== undefined) {
    o.headers['sl-violations'] = e.headers['sl-violations'];
  }
  if (e.statusCode === '422' && o.statusCode === '400') {
    o.statusCode = '422';
    o.statusMessage = e.statusMessage;
  }
  if (/stoplight\.io\/prism\/errors#/.test(e.body) && e.statusCode === o.statusCode) {
    // A problem body of Prism's against an error body of ours of the same status: the same answer.
    e.headers['content-type'] = o.headers['content-type'] ?? e.headers['content-type'];
    e.body = o.body;
  }
  return { expected: e, output: o };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { harness: { type: 'string' }, tool: { type: 'string', default: 'ours' }, only: { type: 'string' }, json: { type: 'string' }, port: { type: 'string', default: '4010' } } });
  if (!values.harness) throw new Error('usage: npm run scorecard:prism-harness -- --harness <prism checkout>/test-harness [--tool ours|prism] [--only TEXT] [--json FILE] [--port N]');
  const specs = path.join(values.harness, 'specs');
  if (!existsSync(specs)) throw new Error(`${values.harness} has no specs/ folder: give the test-harness folder of a stoplightio/prism checkout at v5.14.2`);
  const tool = values.tool === 'prism' ? 'prism' : 'ours';
  if (tool === 'ours' && !existsSync(path.join(root, 'build/src/cli/mock.js'))) throw new Error('run `npm run build` first: the scorecard runs the built cfs-mock and cfs-proxy');
  const prism = tool === 'prism' ? installPrism() : null;
  if (tool === 'prism' && !prism) throw new Error('Prism could not be installed');
  const require = installJudge();
  const { parseResponse } = require('http-string-parser');
  const work = mkdtempSync(path.join(tmpdir(), 'prism-harness-'));
  const files = casesUnder(specs).filter((file) => !values.only || file.includes(values.only));
  const results: Array<{ file: string; strict: string | undefined; aside: string | undefined; dropped: string[]; crashed: boolean }> = [];
  // The cases name port 4010; another port lets several scorecards run side by side.
  const port = Number(values.port);
  for (const file of files) {
    const c = parseCase(file, readFileSync(path.join(specs, file), 'utf8'));
    const document = path.join(work, `${path.basename(file, '.txt')}.yml`);
    writeFileSync(document, c.spec);
    const { argv, dropped } = tool === 'prism' ? { argv: prismServer(prism!, c.server, document, port), dropped: [] } : ourServer(c.server, document, port);
    let strict: string | undefined;
    let aside: string | undefined;
    let crashed = false;
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      server = await startServer(argv, port);
    } catch (error) {
      strict = aside = `no server: ${(error as Error).message}`;
    }
    if (server) {
      try {
        const ran = spawnSync(c.command.trim().replace(/(localhost|127\.0\.0\.1):4010\b/g, `$1:${port}`), { shell: true, encoding: 'utf8', timeout: 15_000 });
        const output: Parsed = parseResponse(ran.stdout.trim());
        const expected: Parsed = parseResponse((c.expect ?? c.expectLoose ?? c.expectKeysOnly ?? '').trim());
        strict = await judge(require, c, output, expected);
        const relaxed = formatsAside(expected, output);
        aside = strict && (await judge(require, c, relaxed.output, relaxed.expected));
        if (/^HTTP\/1\.1 500/.test(ran.stdout) && !/^HTTP\/1\.1 500/m.test(c.expect ?? c.expectLoose ?? c.expectKeysOnly ?? '')) crashed = true;
      } catch (error) {
        strict = aside = `the judge failed: ${(error as Error).message}`;
      } finally {
        await stop(server.child);
      }
    }
    results.push({ file, strict, aside, dropped, crashed });
    process.stdout.write(`${strict ? (aside ? 'FAIL' : 'pass (formats aside)') : 'pass'}  ${file}${dropped.length ? `  [no equivalent: ${dropped.join(' ')}]` : ''}${aside ? `\n      ${aside.slice(0, 400)}` : ''}\n`);
  }
  rmSync(work, { recursive: true, force: true });
  const passed = results.filter((r) => !r.strict).length;
  const passedAside = results.filter((r) => !r.aside).length;
  const crashes = results.filter((r) => r.crashed).length;
  console.log(`\n${tool === 'prism' ? `prism ${'5.14.2'}` : 'cfs-mock/cfs-proxy'}: ${passed} of ${results.length} as Prism judges; ${passedAside} of ${results.length} formats aside; ${crashes} answered 500 (a crash) where the case expects none`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(`scorecard: ${(error as Error).message}`);
  process.exit(2);
});
