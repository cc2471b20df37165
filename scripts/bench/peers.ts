/**
 * What the benchmarks that measure us beside Prism share: Prism itself, installed into a
 * temporary folder of its own (never a dependency of this project; reused while it stays), and
 * servers started as children in their own process group, so that what they start stops with them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PRISM_VERSION = '5.14.2';

/** The `prism` binary; null when it cannot be installed (no registry). */
export function installPrism(): string | null {
  const folder = path.join(tmpdir(), `bench-mock-prism-${PRISM_VERSION}`);
  const bin = path.join(folder, 'node_modules', '.bin', 'prism');
  if (existsSync(bin)) return bin;
  mkdirSync(folder, { recursive: true });
  console.log(`prism ${PRISM_VERSION}: installing into ${folder} ...`);
  const result = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', '--no-save', `@stoplight/prism-cli@${PRISM_VERSION}`], { stdio: 'inherit' });
  return result.status === 0 && existsSync(bin) ? bin : null;
}

/** A child in its own process group, so npm's, sh's and its own children stop with it. */
export function start(command: string, args: string[], env: Record<string, string> = {}, cwd?: string): ChildProcess {
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
}

/** SIGTERM to the child's whole group, SIGKILL after 3 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 3000);
  await exited;
  clearTimeout(timer);
}
