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
 * The answer is the same statement's, on the same file, so the same bytes, or the same error:
 * a statement that fails there (a stored number out of range) fails with SQLite's code and
 * message (DeepStatementError). A read the worker cannot make (its thread failed) is made on
 * the store's connection, and logged. Work is bounded as PostgreSQL's is: a read not answered
 * within the store's timeout (STORE_TIMEOUT_MS, waiting in line included) is stopped, and one
 * that finds DEEP_READS_IN_LINE already in line is refused at once. Both are 503
 * STORE_UNAVAILABLE (StoreBusyError), never made on the store's connection, where they would
 * hold the event loop for the very reads that overloaded the worker.
 */
import type { Logger } from 'pino';
import { createCpuPool, workerModuleUrl } from '../adapters/cpu-pool/cpu-pool.js';
import { ApiError } from '../errors.js';
import type { DeepReadAnswer, DeepReadWarmUp } from './deep-read-worker.js';
import { DeepStatementError, StoreBusyError } from './store-errors.js';

/**
 * Deep reads handed to the worker and not answered, past which another is refused at once:
 * 32 pages 600,000 rows deep are 8 s of the worker's time (250 ms each), four times the
 * default timeout, so a read finding them in line could only wait to be stopped. The timeout
 * bounds every wait; this bound answers the surplus at once. A burst of one read per
 * connection of a 32-connection client is taken in line (scripts/bench/deep-page-flood.ts).
 */
export const DEEP_READS_IN_LINE = 32;

const WORKER_URL = workerModuleUrl(import.meta.url, 'deep-read-worker');

export interface DeepReader {
  /**
   * The rows of a list statement, read on the worker; rejects with StoreBusyError past the
   * bounds, DeepStatementError when the statement failed, another error when the worker could not run it.
   */
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
