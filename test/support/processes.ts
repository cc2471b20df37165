/**
 * Our commands as child processes, the way an operator runs them: output collected as it
 * comes, the exit awaited, and a wait for a log line that fails at once, with the output,
 * when the process exits first (rather than at the test's timeout).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** Every area and the member API on port 0: each listens wherever the system has room. */
export const ZERO_PORTS = { KNOWLEDGE_PORT: '0', CRAWLER_PORT: '0', HRM_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0' } as const;

export interface Spawned {
  child: ChildProcessByStdio<null, Readable, Readable>;
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Both streams, as they came. */
  output(): string;
  /** The JSON log lines written so far (stdout's, then stderr's). */
  logLines(): Array<Record<string, unknown>>;
}

export function spawnCollecting(command: string, args: readonly string[], options: { env: NodeJS.ProcessEnv; cwd?: string }): Spawned {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Complete lines only: the last piece of a stream may be half a line still being written.
  const complete = (text: string) => text.split('\n').slice(0, -1);
  const logLines = () => [...complete(stdout), ...complete(stderr)].filter((line) => line.startsWith('{')).flatMap((line) => parsed(line));
  return { child, exited, stdout: () => stdout, stderr: () => stderr, output: () => output, logLines };
}

function parsed(line: string): Array<Record<string, unknown>> {
  try {
    return [JSON.parse(line) as Record<string, unknown>];
  } catch {
    return []; // a line of some other tool's output (npm, a build) that happens to start with {
  }
}

/** `src/cli/serve.ts` (through tsx, as `npm run serve:dev` does) with these arguments and environment. */
export function spawnServe(args: readonly string[], env: NodeJS.ProcessEnv): Spawned {
  return spawnCollecting(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', ...args], { env });
}

/**
 * Polls `probe` until it gives a value; rejects after `timeoutMs` (Infinity: leave it to the
 * test's timeout), or as soon as the process exits, with its output. The default is generous:
 * a start through tsx on two loaded cores takes tens of seconds.
 */
export function waitFor<T>(spawned: Spawned, what: string, probe: () => T | undefined, timeoutMs = 90_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let done = false;
    const finish = (error: Error | undefined, value?: T) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      if (error) reject(error);
      else resolve(value as T);
    };
    const timer = setInterval(() => {
      const value = probe();
      if (value !== undefined) finish(undefined, value);
      else if (Date.now() - started > timeoutMs) finish(new Error(`timed out waiting for ${what}`));
    }, 25);
    void spawned.exited.then((code) => finish(new Error(`exited (${code}) before ${what}:\n${spawned.output()}`)));
  });
}

/** The URLs areas log once they listen (`area listening`, or `mock area listening`), by area. */
export function listeningUrls(spawned: Spawned, msg = 'area listening'): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const line of spawned.logLines()) if (line.msg === msg) urls[line.area as string] = line.url as string;
  return urls;
}

/** The URL of one area, once it listens. */
export function listeningUrl(spawned: Spawned, area: string, msg = 'area listening'): Promise<string> {
  return waitFor(spawned, `${area}: ${msg}`, () => listeningUrls(spawned, msg)[area]);
}
