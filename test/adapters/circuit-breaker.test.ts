import { expect } from 'chai';
import { CircuitOpenError, createCircuitBreaker, type BreakerState, type Permit } from '../../src/adapters/circuit-breaker.js';

/**
 * The breaker's states as a table: given a history of calls (threshold 3, open 1000 ms, a
 * clock the test moves), want its state and what the next caller gets.
 *
 *   fail / ok      a call admitted and finished with a failure / an answer
 *   wait:N         N ms pass
 *   hold           a call admitted and kept in flight (the half-open probe, once open time is over)
 *   held:ok|fail|release   the held call finishes with an answer / a failure / no verdict
 */
type Step = 'fail' | 'ok' | `wait:${number}` | 'hold' | 'held:ok' | 'held:fail' | 'held:release';

interface Case {
  given: string;
  steps: Step[];
  want: { state: BreakerState; next: 'admitted' | 'probe' | { refusedRetryAfterMs: number } };
}

const cases: Case[] = [
  { given: 'no calls yet', steps: [], want: { state: 'closed', next: 'admitted' } },
  { given: 'failures below the threshold', steps: ['fail', 'fail'], want: { state: 'closed', next: 'admitted' } },
  { given: 'an answer between failures resets the count', steps: ['fail', 'fail', 'ok', 'fail', 'fail'], want: { state: 'closed', next: 'admitted' } },
  { given: 'threshold failures in a row', steps: ['fail', 'fail', 'fail'], want: { state: 'open', next: { refusedRetryAfterMs: 1000 } } },
  { given: 'open, part of the open time over', steps: ['fail', 'fail', 'fail', 'wait:400'], want: { state: 'open', next: { refusedRetryAfterMs: 600 } } },
  { given: 'open time over: the next caller is the probe', steps: ['fail', 'fail', 'fail', 'wait:1000'], want: { state: 'open', next: 'probe' } },
  { given: 'a probe in flight: others are refused', steps: ['fail', 'fail', 'fail', 'wait:1000', 'hold'], want: { state: 'half-open', next: { refusedRetryAfterMs: 1000 } } },
  { given: 'the probe answers: closed', steps: ['fail', 'fail', 'fail', 'wait:1000', 'hold', 'held:ok'], want: { state: 'closed', next: 'admitted' } },
  { given: 'the probe fails: open for another open time', steps: ['fail', 'fail', 'fail', 'wait:1000', 'hold', 'wait:300', 'held:fail'], want: { state: 'open', next: { refusedRetryAfterMs: 1000 } } },
  { given: 'the probe ends without a verdict: the next caller probes', steps: ['fail', 'fail', 'fail', 'wait:1000', 'hold', 'held:release'], want: { state: 'half-open', next: 'probe' } },
  { given: 'closed again: one failure does not reopen it', steps: ['fail', 'fail', 'fail', 'wait:1000', 'hold', 'held:ok', 'fail'], want: { state: 'closed', next: 'admitted' } },
  { given: 'closed again: threshold failures reopen it', steps: ['fail', 'fail', 'fail', 'wait:1000', 'hold', 'held:ok', 'fail', 'fail', 'fail'], want: { state: 'open', next: { refusedRetryAfterMs: 1000 } } },
];

function run(steps: Step[]) {
  let now = 50_000;
  const transitions: string[] = [];
  const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 3, openMs: 1000, now: () => now });
  breaker.onStateChange((to, from) => transitions.push(`${from}→${to}`));
  let held: Permit | undefined;
  for (const step of steps) {
    if (step === 'fail' || step === 'ok') {
      const permit = breaker.admit();
      if (step === 'fail') permit.failure();
      else permit.success();
      permit.release();
    } else if (step.startsWith('wait:')) {
      now += Number(step.slice(5));
    } else if (step === 'hold') {
      held = breaker.admit();
    } else {
      if (step === 'held:ok') held!.success();
      if (step === 'held:fail') held!.failure();
      held!.release();
    }
  }
  return { breaker, transitions };
}

describe('circuit breaker: closed → open → half-open → closed', () => {
  for (const { given, steps, want } of cases) {
    it(`given ${given}: ${want.state}, next caller ${typeof want.next === 'string' ? want.next : `refused (retry in ${want.next.refusedRetryAfterMs} ms)`}`, () => {
      const { breaker } = run(steps);
      expect(breaker.state()).to.equal(want.state);
      if (typeof want.next === 'string') {
        const permit = breaker.admit();
        expect(permit.probe).to.equal(want.next === 'probe');
      } else {
        let refusal: unknown;
        try {
          breaker.admit();
        } catch (error) {
          refusal = error;
        }
        expect(refusal).to.be.instanceOf(CircuitOpenError);
        expect((refusal as CircuitOpenError).retryAfterMs).to.equal(want.next.refusedRetryAfterMs);
        expect((refusal as CircuitOpenError).code).to.equal('ECIRCUITOPEN');
        expect(breaker.tryAdmit(), 'tryAdmit refuses the same way, without throwing').to.equal(null);
      }
    });
  }

  it('reports every change of state, in order', () => {
    const { transitions } = run(['fail', 'fail', 'fail', 'wait:1000', 'hold', 'held:fail', 'wait:1000', 'hold', 'held:ok']);
    expect(transitions).to.deep.equal(['closed→open', 'open→half-open', 'half-open→open', 'open→half-open', 'half-open→closed']);
  });

  it('ignores late verdicts of calls admitted before it opened: only the probe decides', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ name: 'redis', failureThreshold: 2, openMs: 1000, now: () => now });
    const slow = breaker.admit(); // admitted while closed, finishes after the breaker opened
    breaker.admit().failure();
    breaker.admit().failure();
    expect(breaker.state()).to.equal('open');
    slow.success();
    expect(breaker.state(), 'an old call answering does not close it').to.equal('open');
    now += 1000;
    const probe = breaker.admit();
    slow.failure();
    expect(breaker.state(), 'nor does an old failure decide for the probe').to.equal('half-open');
    probe.success();
    expect(breaker.state()).to.equal('closed');
  });

  it("a probe's first verdict decides; a later one (another query on its connection) counts like any call's", () => {
    let now = 0;
    const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 2, openMs: 1000, now: () => now });
    breaker.admit().failure();
    breaker.admit().failure();
    now += 1000;
    const probe = breaker.admit();
    probe.success();
    probe.failure();
    expect(breaker.state(), 'one failure after closing: below the threshold').to.equal('closed');
    breaker.admit().failure();
    expect(breaker.state(), 'a second, of a call begun after it: open again').to.equal('open');
  });

  it('counts calls that were in flight together and fail together (one reset) as one failure', () => {
    const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 3, openMs: 1000, now: () => 0 });
    const inFlight = Array.from({ length: 10 }, () => breaker.admit());
    for (const permit of inFlight) permit.failure();
    expect(breaker.state(), 'ten dropped connections, one incident').to.equal('closed');
    const second = Array.from({ length: 10 }, () => breaker.admit());
    for (const permit of second) permit.failure();
    expect(breaker.state(), 'a second wave, begun after the first failed').to.equal('closed');
    breaker.admit().failure();
    expect(breaker.state(), 'a third').to.equal('open');
  });

  it('counts a later call that reused a connection the same reset dropped as that incident, and one on a newer connection on its own', () => {
    const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 2, openMs: 1000, now: () => 0 });
    const pooled = breaker.admit(); // opens a connection, then returns it to the pool
    pooled.success();
    breaker.admit().failure(); // a reset drops every connection: counted
    breaker.admit().failure({ since: pooled.admission }); // handed the dropped pooled one before the process heard of the reset
    expect(breaker.state(), 'one reset, one incident').to.equal('closed');
    const fresh = breaker.admit();
    fresh.failure({ since: fresh.admission });
    expect(breaker.state(), 'a connection opened after it fails too: a second failure').to.equal('open');
  });

  it('counts each timeout on its own, even of calls in flight together: each caller waited the whole deadline', () => {
    const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 3, openMs: 1000, now: () => 0 });
    const inFlight = Array.from({ length: 3 }, () => breaker.admit());
    inFlight[0].failure({ timedOut: true });
    inFlight[1].failure({ timedOut: true });
    expect(breaker.state()).to.equal('closed');
    inFlight[2].failure({ timedOut: true });
    expect(breaker.state()).to.equal('open');
  });

  it('never counts calls admitted before it opened, even once it has closed again', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 1, openMs: 1000, now: () => now });
    const hanging = breaker.admit();
    breaker.admit().failure();
    now += 1000;
    breaker.admit().success();
    expect(breaker.state()).to.equal('closed');
    hanging.failure();
    expect(breaker.state(), 'a stuck query from before the outage timing out now').to.equal('closed');
  });

  it('refuses nonsense settings', () => {
    expect(() => createCircuitBreaker({ name: 'x', failureThreshold: 0, openMs: 1000 })).to.throw(TypeError);
    expect(() => createCircuitBreaker({ name: 'x', failureThreshold: 1, openMs: 0 })).to.throw(TypeError);
  });
});
