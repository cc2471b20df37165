/**
 * The entry of a CLI module: when node was started on this file (not when a test imports it),
 * runs its `main` with the process's arguments, standard streams and environment, and sets the
 * exit code it returns. The commands' `main` never exits itself, so tests can call it.
 */
import { pathToFileURL } from 'node:url';

export interface ProcessIo {
  stdout(line: string): void;
  stderr(line: string): void;
  env: NodeJS.ProcessEnv;
}

/** How long a command that has answered may take to exit (its sockets closing). */
const EXIT_GRACE_MS = 2000;

export function runWhenInvoked<Io extends ProcessIo>(
  moduleUrl: string,
  main: (argv: string[], io: Io) => Promise<number>,
  extra: Omit<Io, keyof ProcessIo>,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const streams: ProcessIo = {
    stdout: (line) => void process.stdout.write(`${line}\n`),
    stderr: (line) => void process.stderr.write(`${line}\n`),
    env: process.env,
  };
  const io = { ...streams, ...extra } as unknown as Io;
  void main(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
    // The command has answered. A socket to a store that vanished (a network that black-holes
    // its packets) may still be closing and keep node alive for minutes: not past this, once
    // what the command wrote has been taken by whoever reads it.
    const exitOnceWritten = () => {
      if (process.stdout.writableLength > 0 || process.stderr.writableLength > 0) setTimeout(exitOnceWritten, 100).unref();
      else process.exit(code);
    };
    setTimeout(exitOnceWritten, EXIT_GRACE_MS).unref();
  });
}
