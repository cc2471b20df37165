/**
 * Deep list reads off the event loop, on SQLite: better-sqlite3 runs a statement on the calling
 * thread, so an OFFSET read walks every row before it with the event loop held (docs/reliability.md
 * "Bounded work per request"). From DEEP_READ_ROWS deep it runs on one worker thread with a
 * read-only connection (src/store/deep-read-worker.ts), started by the first deep read.
 *
 * Same statement, same file: the same bytes or the same error. A read the worker cannot make runs
 * on the store's connection; one past the timeout or DEEP_READS_IN_LINE is a 503, never run on
 * the connection, where it would hold the event loop for the reads that overloaded the worker.
 */
import type { Logger } from 'pino';
import { createCpuPool, workerModuleUrl } from '../adapters/cpu-pool/cpu-pool.js';
import { ApiError } from '../errors.js';
import type { DeepReadAnswer, DeepReadWarmUp } from './deep-read-worker.js';
import { DeepStatementError, StoreBusyError } from './store-errors.js';

/**
 * Deep reads in line past which another is refused at once: 32 very deep pages are several times
 * the default timeout, so a read behind them could only wait to be stopped.
 */
export const DEEP_READS_IN_LINE = 32;

const WORKER_URL = workerModuleUrl(import.meta.url, 'deep-read-worker');

export interface DeepReader {
  /** The rows of a list statement, read on the worker; StoreBusyError past the bounds. */
  run(text: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export interface DeepReaderOptions {
  /** The store's timeout (STORE_TIMEOUT_MS): a read waits and runs this long at most. */
  timeoutMs: number;
  logger?: Logger;
}

export function createDeepReader(file: string, options: DeepReaderOptions): DeepReader {
  const { timeoutMs, logger } = options;
  // The thread opens the store (and loads its schema, a few ms) when it starts, not in a read's time.
  const pool = createCpuPool({ workerUrl: WORKER_URL, threads: 1, budgetMs: timeoutMs, logger, warmUp: { file } satisfies DeepReadWarmUp });
  let inLine = 0;
  return {
    async run(text, parameters) {
      if (inLine >= DEEP_READS_IN_LINE) throw new StoreBusyError(`${inLine} deep list reads are already in line for the deep reader`);
      inLine++;
      let answer: DeepReadAnswer;
      try {
        answer = await pool.run<DeepReadAnswer>('read', { file, text, parameters: [...parameters] });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CPU_BUDGET_EXCEEDED') {
          throw new StoreBusyError(`a deep list read was not answered within the store's timeout of ${timeoutMs} ms`, { cause: error });
        }
        logger?.warn({ err: error }, 'a deep list read failed on its worker thread; reading it on the store connection');
        throw error;
      } finally {
        inLine--;
      }
      if ('rows' in answer) return answer.rows;
      throw new DeepStatementError(answer.failed.code, answer.failed.message);
    },
    close: () => pool.close(),
  };
}
