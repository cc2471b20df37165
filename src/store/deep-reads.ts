/**
 * Deep list reads off the event loop, on SQLite.
 *
 * better-sqlite3 runs a statement to its end on the calling thread, so a page read by OFFSET
 * walks every row before it with the event loop held: page 30,000 of 20 over a million rows
 * held every other request for about 250 ms (docs/reliability.md, "Bounded work per request").
 * A page is read so whenever no position is learnt for it (a filtered list, a pass under way
 * that has not reached it, a list written too recently to learn again:
 * src/store/list-positions.ts). From DEEP_READ_ROWS rows deep (src/store/list-page-sql.ts),
 * such a read runs on a worker thread with a read-only connection of its own
 * (src/store/deep-read-worker.ts), through the CPU pool's piscina
 * (src/adapters/cpu-pool/cpu-pool.ts): one thread, started by the first deep read, so a store
 * that never serves one starts none. PostgreSQL needs none of this: its reads never hold
 * node's event loop.
 *
 * The answer is the same statement's, on the same file, so the same bytes. A read the worker
 * cannot make (its thread failed to start, the budget ran out) is made on the store's
 * connection as before, and logged.
 */
import type { Logger } from 'pino';
import { createCpuPool } from '../adapters/cpu-pool/cpu-pool.js';

/** A deep read the worker has not finished in this long is made on the store's connection instead. */
const DEEP_READ_BUDGET_MS = 30_000;

const WORKER_URL = import.meta.url.endsWith('.ts') ? new URL('./deep-read-worker.dev.mjs', import.meta.url) : new URL('./deep-read-worker.js', import.meta.url);

export interface DeepReader {
  /** The rows of a list statement, read on the worker; rejects when it could not be. */
  run(text: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export function createDeepReader(file: string, logger?: Logger): DeepReader {
  const pool = createCpuPool({ workerUrl: WORKER_URL, threads: 1, budgetMs: DEEP_READ_BUDGET_MS, logger });
  return {
    run: (text, parameters) =>
      pool.run<unknown[]>('read', { file, text, parameters: [...parameters] }).catch((error: unknown) => {
        logger?.warn({ err: error }, 'a deep list read failed on its worker thread; reading it on the store connection');
        throw error;
      }),
    close: () => pool.close(),
  };
}
