/**
 * A pool of worker threads for CPU-heavy work (piscina), with a time budget per job.
 *
 * Why: a request that computes for seconds on the event loop stops every other request of
 * the process, other areas and health checks included (one parser-rule suggestion took
 * 27 s of CPU). In a worker thread it only costs that thread; past its budget the job is
 * cancelled and the thread replaced, so no input can hold a thread for longer.
 *
 * Why piscina: the maintained pool of the Node.js project's own contributors; it queues
 * jobs, keeps threads warm, and cancels a job by an AbortSignal, terminating the thread
 * when the job already runs (a synchronous loop cannot be interrupted any other way).
 *
 * The budget counts from the moment the request's own work began (when the caller says), else
 * from the handover; waiting for a free thread is included: the client waits at most the
 * budget (plus the hop), however busy the pool.
 * The pool is started on first use, so processes and tests that never need it start no
 * threads.
 *
 * Jobs answer `{ ok: true, value }` or `{ ok: false, error }`: an ApiError thrown in the
 * worker (VALIDATION_FAILED and the like) cannot cross threads as itself, so its code,
 * message and details cross and it is built again here.
 */
import type { Piscina } from 'piscina';
import { ApiError, errorRegistry, type ErrorCode } from '../../errors.js';

/**
 * A worker module's URL, beside its caller's (`callerUrl`, the caller's import.meta.url): the
 * compiled `<name>.js`, or under tsx, whose loader worker threads do not inherit, the
 * `<name>.dev.mjs` beside it that loads the TypeScript through tsx.
 */
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
  /**
   * The input of the `ping` each thread answers when it starts, before any job's budget runs:
   * what the worker loads once, so that no job's budget pays for it (the deep reader's store).
   */
  warmUp?: unknown;
}

export type JobOutcome<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string; details?: unknown } };

export interface CpuJobOptions {
  /**
   * When the request's own work began (performance.now()): the time the main thread already
   * spent on it (parsing and checking its body) comes off the budget, so the whole request
   * stays within it. Without it the budget starts at the handover.
   */
  startedAt?: number;
  transferList?: ArrayBuffer[];
}

export interface CpuPool {
  readonly budgetMs: number;
  /** Runs `task` on a worker thread; rejects with CPU_BUDGET_EXCEEDED past the budget. */
  run<T>(task: string, input: unknown, options?: CpuJobOptions): Promise<T>;
  close(): Promise<void>;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function createCpuPool(options: CpuPoolOptions): CpuPool {
  let pool: Piscina | undefined;
  let ready: Promise<unknown> | undefined;
  let closed = false;

  // Threads start on first use, and piscina's modules load then (not at the process's start);
  // the first job waits for one to be up (tens of ms built, a second or two under tsx, which
  // compiles the worker's modules) before its budget starts, so the budget measures the work,
  // not the start. So do the jobs after a stop.
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

    async run<T>(task: string, input: unknown, job: CpuJobOptions = {}): Promise<T> {
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
      // The main thread already spent the whole budget on this request: no thread is given the job
      // (with a budget of 1 ms left, a short job could otherwise finish before its timer fired).
      if (left < 1) throw overBudget();
      let outcome: JobOutcome<T>;
      try {
        outcome = (await started.pool.run({ task, input }, { signal: AbortSignal.timeout(left), transferList: job.transferList })) as JobOutcome<T>;
      } catch (error) {
        if (!isAbort(error)) throw error;
        // A job stopped while running took its thread with it; the jobs after it wait for
        // the replacement before their budgets start, as the first job does.
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
