/**
 * A pool of worker threads (piscina) for CPU-heavy work, with a time budget per job, so a long
 * computation never stops the event loop; past its budget the job's thread is terminated (a
 * synchronous loop cannot be interrupted any other way). Waiting for a thread counts against the
 * budget. An ApiError cannot cross threads as itself: jobs answer `{ ok, value | error }`.
 */
import type { Piscina } from 'piscina';
import { ApiError, errorRegistry, type ErrorCode } from '../../errors.js';

/** A worker module's URL beside its caller's: `<name>.js`, or under tsx (not inherited by threads) `<name>.dev.mjs`. */
export function workerModuleUrl(callerUrl: string, name: string): URL {
  return new URL(callerUrl.endsWith('.ts') ? `./${name}.dev.mjs` : `./${name}.js`, callerUrl);
}

export interface CpuPoolOptions {
  /** The worker module: its default export runs one job, `{ task, input }`. */
  workerUrl: URL;
  /** Threads (CPU_WORKERS). */
  threads: number;
  /** Budget of one job, queueing included (CPU_BUDGET_MS). */
  budgetMs: number;
  /** pino-compatible; told of a thread that failed outside a job. */
  logger?: { error(obj: object, msg: string): void };
  /** The input of the `ping` each thread answers at start: what it loads once, outside any job's budget. */
  warmUp?: unknown;
}

export type JobOutcome<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string; details?: unknown } };

export function createCpuPool(options: CpuPoolOptions) {
  let pool: Piscina | undefined;
  let ready: Promise<unknown> | undefined;
  let closed = false;

  // Threads start on first use; a job waits for one to be up before its budget starts, so the
  // budget measures the work, not the start.
  const start = async (): Promise<{ pool: Piscina; ready: Promise<unknown> }> => {
    const { Piscina: PiscinaPool } = await import('piscina');
    if (closed) throw new Error('the CPU pool is closed');
    if (pool === undefined) {
      pool = new PiscinaPool({
        filename: options.workerUrl.href,
        minThreads: options.threads,
        maxThreads: options.threads,
        // One job per thread: jobs are synchronous, a second would only wait inside.
        concurrentTasksPerWorker: 1,
      });
      // An 'error' without a listener would end the process; a failed job rejects its own promise.
      pool.on('error', (err: unknown) => options.logger?.error({ err }, 'CPU pool thread failed'));
      ready = pool.run({ task: 'ping', input: options.warmUp ?? null });
    }
    return { pool, ready: ready! };
  };

  return {
    budgetMs: options.budgetMs,

    /**
     * Runs `task` on a worker thread; rejects with CPU_BUDGET_EXCEEDED past the budget.
     * `startedAt`: when the request's work began (performance.now()): the main thread's time comes off the budget.
     */
    async run<T>(task: string, input: unknown, job: { startedAt?: number } = {}): Promise<T> {
      if (closed) throw new Error('the CPU pool is closed');
      // Measured before waiting for a thread to start, which is not the request's doing.
      const spent = job.startedAt === undefined ? 0 : Math.max(0, performance.now() - job.startedAt);
      const started = await start();
      await started.ready;
      const overBudget = (cause?: unknown) =>
        new ApiError(
          'CPU_BUDGET_EXCEEDED',
          `The work for this request did not finish within the budget of ${options.budgetMs} ms and was stopped; a smaller input needs less.`,
          { details: { budgetMs: options.budgetMs }, ...(cause === undefined ? {} : { cause }) },
        );
      const left = Math.floor(options.budgetMs - spent);
      // Budget already spent: no thread gets the job (a short job could finish before a 1 ms timer fired).
      if (left < 1) throw overBudget();
      let outcome: JobOutcome<T>;
      try {
        outcome = (await started.pool.run({ task, input }, { signal: AbortSignal.timeout(left) })) as JobOutcome<T>;
      } catch (error) {
        if (!(error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))) throw error;
        // A stopped job took its thread with it; later jobs wait for the replacement.
        if (pool === started.pool) ready = started.pool.run({ task: 'ping', input: options.warmUp ?? null }).catch(() => undefined);
        throw overBudget(error);
      }
      if (outcome.ok) return outcome.value;
      const code = (outcome.error.code in errorRegistry ? outcome.error.code : 'INTERNAL') as ErrorCode;
      throw new ApiError(code, outcome.error.message, outcome.error.details === undefined ? {} : { details: outcome.error.details });
    },

    async close(): Promise<void> {
      closed = true;
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}

export type CpuPool = ReturnType<typeof createCpuPool>;

/** Runs one job in a worker: the value, or an ApiError as data (see above); other errors are thrown. */
export async function settle<T>(work: () => T | Promise<T>): Promise<JobOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) } };
    }
    throw error;
  }
}
