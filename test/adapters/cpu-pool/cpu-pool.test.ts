/**
 * The CPU pool's budget covers the whole request: time the main thread already spent on it
 * (reading, parsing and checking its body) comes off the job's budget.
 */
import { expect } from 'chai';
import { createCpuPool, type CpuPool } from '../../../src/adapters/cpu-pool/cpu-pool.js';
import { ApiError } from '../../../src/errors.js';
import { CPU_TASKS_URL } from '../../../src/services/crawler/index.js';

describe('CPU pool budget', function () {
  // Worker threads compile the tasks under tsx: seconds on a loaded machine.
  this.timeout(60_000);
  let pool: CpuPool;

  before(async () => {
    pool = createCpuPool({ workerUrl: CPU_TASKS_URL, threads: 1, budgetMs: 30_000 });
    await pool.run('ping', null);
  });
  after(() => pool.close());

  // Some tens of milliseconds of work idle, seconds at most on a loaded machine: far under the budget on its own.
  const page = `<ul>${Array.from({ length: 2_000 }, (_, i) => `<li><b>n${i}</b> <i>p${i}</i></li>`).join('')}</ul>`;

  it('a job of a request that began just now gets the whole budget', async () => {
    const suggestion = await pool.run<{ rules: unknown[] }>('suggestParserRules', { html: page }, { startedAt: performance.now() });
    expect(suggestion.rules.length).to.be.above(0);
  });

  it('a job of a request whose main-thread work already took the budget is stopped with CPU_BUDGET_EXCEEDED', async () => {
    const error = await pool.run('suggestParserRules', { html: page }, { startedAt: performance.now() - 60_000 }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).code).to.equal('CPU_BUDGET_EXCEEDED');
    expect((error as ApiError).details).to.deep.equal({ budgetMs: 30_000 });
  });
});

describe('CPU pool: a job that never ends', function () {
  this.timeout(60_000);

  it('is stopped at its budget with CPU_BUDGET_EXCEEDED, and the next job gets a fresh thread', async () => {
    // No clock: had the pool waited for the work to end, this test would never end.
    const pool = createCpuPool({ workerUrl: new URL('./endless-task.mjs', import.meta.url), threads: 1, budgetMs: 200 });
    try {
      for (const attempt of [1, 2]) {
        const error = await pool.run('spin', null).then(() => null, (failure: unknown) => failure);
        expect(error, `attempt ${attempt}`).to.be.instanceOf(ApiError);
        expect((error as ApiError).code).to.equal('CPU_BUDGET_EXCEEDED');
        expect((error as ApiError).details).to.deep.equal({ budgetMs: 200 });
      }
    } finally {
      await pool.close();
    }
  });
});
