/**
 * The benchmarks' load generator: autocannon in one long-lived child process, so it never shares
 * the servers' event loop, driven slice by slice over IPC. A slice costs no process start (the
 * CLI took about 0.3 s per window), which lets a bench alternate the servers it compares every
 * half second: on this VM the same server's speed moves by up to 2x from one second to the next
 * (docs/performance.md), so only servers measured within the same second compare fairly.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

export function startLoadDriver(): LoadDriver {
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
