/**
 * The runtime-only install, as the README's "Production" section and the Dockerfile describe
 * it, shared by the tests of test/production/ (it is slow: `npm ci --omit=dev` compiles
 * better-sqlite3, minutes here):
 *
 * - the runtime files are read from the README's `Runtime files:` line, the one list; the
 *   Dockerfile's runtime stage and docs/production.md must say the same (checked by
 *   runtime-install.production.ts);
 * - `npm run build` in the checkout, those files copied into an empty folder, and
 *   `npm ci` there with the flags of the Dockerfile's `RUN npm ci`;
 * - the folder is made once, on first use, and removed after the whole run (a root hook).
 *
 * `RUNTIME_INSTALL=<folder>`: use an install made before instead (it is not removed), for
 * working on the commands' table without waiting minutes each time.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../../src/config/package-root.js';

export const exec = promisify(execFile);
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The section of README.md under `## <title>`, up to the next `## `. */
export function readmeSection(title: string): string {
  const readme = readFileSync(path.join(packageRoot, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The entries of a `Runtime files: `build/` `spec/` …` line, without trailing slashes. */
export function runtimeFilesIn(text: string, where: string): string[] {
  const line = /^\s*Runtime files: (.+)$/m.exec(text);
  if (!line) throw new Error(`${where} has no "Runtime files: …" line`);
  return [...line[1].matchAll(/`([^`]+)`/g)].map((match) => match[1].replace(/\/$/, ''));
}

/** The runtime files, as the README's "Production" section lists them: the one list. */
export function documentedRuntimeFiles(): string[] {
  return runtimeFilesIn(readmeSection('Production'), 'README.md "Production"');
}

export interface DockerRuntimeStage {
  /** What the runtime stage copies (paths relative to the build context or the build stage's /app). */
  copies: string[];
  /** The arguments of its `npm ci`. */
  npmCi: string[];
  env: Record<string, string>;
  /** The HEALTHCHECK's command (exec form). */
  healthcheck: string[];
  /** The entry point (exec form). */
  cmd: string[];
}

/** The Dockerfile's runtime stage, read instruction by instruction. */
export function dockerRuntimeStage(text = readFileSync(path.join(packageRoot, 'Dockerfile'), 'utf8')): DockerRuntimeStage {
  const from = text.search(/^FROM \S+ AS runtime$/m);
  if (from < 0) throw new Error('the Dockerfile has no "FROM … AS runtime" stage');
  const instructions = text
    .slice(from)
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const stage: DockerRuntimeStage = { copies: [], npmCi: [], env: {}, healthcheck: [], cmd: [] };
  for (const line of instructions) {
    const [, keyword, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (keyword === 'COPY') {
      const words = rest.split(/\s+/);
      const fromBuild = words[0] === '--from=build';
      const sources = words.slice(fromBuild ? 1 : 0, -1);
      stage.copies.push(...sources.map((source) => (fromBuild ? path.posix.relative('/app', source) : source)));
    } else if (keyword === 'RUN' && /\bnpm ci\b/.test(rest)) {
      stage.npmCi = /\bnpm ci((?:\s+--[\w=-]+)*)/.exec(rest)![1].trim().split(/\s+/);
    } else if (keyword === 'ENV') {
      for (const pair of rest.trim().split(/\s+/)) {
        const [name, ...value] = pair.split('=');
        stage.env[name] = value.join('=');
      }
    } else if (keyword === 'HEALTHCHECK') {
      stage.healthcheck = JSON.parse(/\bCMD\s+(\[.*\])\s*$/.exec(rest)![1]) as string[];
    } else if (keyword === 'CMD') {
      stage.cmd = JSON.parse(rest) as string[];
    }
  }
  return stage;
}

export interface RuntimeInstall {
  /** The runtime-only folder (the image's /app). */
  app: string;
  /** A scratch folder beside it for data, logs and the operator's files. */
  scratch: string;
  /** How long `npm ci --omit=dev` took, in ms (null when RUNTIME_INSTALL gave the folder). */
  installMs: number | null;
}

let installing: Promise<RuntimeInstall> | undefined;
const made: string[] = [];

// Root hook: after every test file of the run, whichever made the install first. Removing
// node_modules (better-sqlite3's build included) takes more than mocha's 20 s on a busy machine.
after(async function () {
  this.timeout(300_000);
  for (const folder of made) await rm(folder, { recursive: true, force: true });
});

/** The runtime-only install, made on first use. */
export function runtimeInstall(): Promise<RuntimeInstall> {
  return (installing ??= (async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'runtime-install-'));
    made.push(work);
    const scratch = path.join(work, 'scratch');
    mkdirSync(scratch);
    const given = process.env.RUNTIME_INSTALL;
    if (given) {
      if (!existsSync(path.join(given, 'node_modules'))) throw new Error(`RUNTIME_INSTALL=${given} holds no installed runtime-only folder`);
      return { app: path.resolve(given), scratch, installMs: null };
    }
    const app = path.join(work, 'app');
    await exec(npm, ['run', 'build'], { cwd: packageRoot, maxBuffer: 64 * 1024 * 1024 });
    mkdirSync(app);
    for (const entry of documentedRuntimeFiles()) {
      mkdirSync(path.dirname(path.join(app, entry)), { recursive: true });
      cpSync(path.join(packageRoot, entry), path.join(app, entry), { recursive: true });
    }
    // The Dockerfile's flags; --prefer-offline only spares the registry what npm's cache holds.
    const started = Date.now();
    await exec(npm, ['ci', ...dockerRuntimeStage().npmCi, '--prefer-offline'], { cwd: app, maxBuffer: 64 * 1024 * 1024 });
    const installMs = Date.now() - started;
    process.stdout.write(`      (runtime-only install: npm ci ${dockerRuntimeStage().npmCi.join(' ')} took ${(installMs / 1000).toFixed(0)} s)\n`);
    return { app, scratch, installMs };
  })());
}

/** The environment a command gets there: nothing of this shell's but PATH and HOME, plus `env`. */
export function runtimeEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: process.env.LANG };
  return Object.fromEntries(Object.entries({ ...base, ...env }).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv;
}

/** A command that keeps running (a server), in a process group of its own. */
export interface Background {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM to the process itself (npm, for `npm start`); its exit, after checking nothing of its group is left. */
  stop(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `argv` (no shell) in its own process group. `stop` signals the process itself, as a
 * supervisor does, and fails when anything of the group outlives it (then kills it).
 */
export function background(argv: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Background {
  const child = spawn(argv[0], argv.slice(1), { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return {
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const status = await exited;
      for (let waited = 0; groupAlive(child.pid!) && waited < 5000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive(child.pid!)) {
        process.kill(-child.pid!, 'SIGKILL');
        throw new Error(`\`${argv.join(' ')}\` left a process running after ${signal} (killed now):\n${output.slice(-2000)}`);
      }
      return status;
    },
  };
}

/** Waits until `probe` gives a value, failing at once (with the output) if the process exits first. */
export async function until<T>(started: Background, what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 300_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (started.child.exitCode !== null || started.child.signalCode !== null) throw new Error(`exited (${started.child.exitCode ?? started.child.signalCode}) before ${what}:\n${started.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${started.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The JSON log lines of an output (npm's own lines and other text skipped). */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** The URL each area logged once it listened (`area listening`, `mock area listening`). */
export function listening(output: string, msg = 'area listening'): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const line of logLines(output)) if (line.msg === msg) urls[line.area as string] = line.url as string;
  return urls;
}

/** Resolves whether something accepts connections on 127.0.0.1:port. */
export async function accepts(port: number | string): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
