import { expect } from 'chai';
import { createFailureBudget } from '../../../src/adapters/rate-limit/failure-budget.js';
import { createRateLimiter } from '../../../src/adapters/rate-limit/rate-limiter.js';

describe('failure budget per address (src/adapters/rate-limit/failure-budget.ts)', () => {
  function setup() {
    let now = Date.now();
    const limiter = createRateLimiter({ points: 3, durationSec: 60, keyPrefix: `failures-${Math.random()}` });
    let spentCalls = 0;
    const counted = { ...limiter, spent: (key: string) => (spentCalls++, limiter.spent(key)) };
    const budget = createFailureBudget(counted, { now: () => now });
    return { budget, limiter, spentCalls: () => spentCalls, advance: (ms: number) => (now += ms) };
  }

  it('lets an address try until it has spent its budget, then refuses it without counting', async () => {
    const { budget, spentCalls } = setup();
    const verdicts: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      expect(budget.refusal('198.51.100.7'), 'no refusal while budget is left').to.equal(null);
      verdicts.push((await budget.consume('198.51.100.7')).allowed);
    }
    expect(verdicts).to.deep.equal([true, true, true]);
    const refused = await budget.refusal('198.51.100.7');
    expect(refused?.allowed).to.equal(false);
    expect(Number(refused?.headers['Retry-After'])).to.be.within(1, 60);
    expect(budget.refusal('203.0.113.1'), 'another address').to.equal(null);
    expect(spentCalls(), 'the counter is asked only about the address that ran out').to.equal(1);
  });

  it('forgets the address once its window ends, or when the counter says its budget is back', async () => {
    const { budget, limiter, advance } = setup();
    for (let i = 0; i < 3; i++) await budget.consume('198.51.100.7');
    await limiter.reset('198.51.100.7');
    expect(await budget.refusal('198.51.100.7'), 'reset elsewhere').to.equal(null);
    expect(budget.refusal('198.51.100.7'), 'and forgotten').to.equal(null);
    for (let i = 0; i < 4; i++) await budget.consume('198.51.100.9');
    expect(await budget.refusal('198.51.100.9')).to.not.equal(null);
    advance(61_000);
    expect(budget.refusal('198.51.100.9'), 'after its window').to.equal(null);
  });
});
