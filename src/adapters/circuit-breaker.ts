/**
 * A circuit breaker for one dependency (PostgreSQL, Redis), docs/reliability.md.
 *
 * closed     `failureThreshold` failures in a row open it. A timeout counts on its own; a fast
 *            failure only if its call and connection began after the last counted failure, so
 *            calls dropped together by one reset are one failure, not a pool's worth.
 * open       calls are refused at once (CircuitOpenError) for `openMs`.
 * half-open  one call goes through as a probe; its success closes, its failure reopens.
 *
 * Not cockatiel or opossum: they tie the verdict to the wrapped call, while the store is gated
 * where a connection is taken and judged by every query on it (a ROLLBACK on a taken connection
 * must never be refused); and their half-open either makes callers wait or lets all through.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

/** Thrown instead of calling a dependency whose breaker is open; nothing was sent. */
export class CircuitOpenError extends Error {
  /** A code of its own, so error classifiers can tell it from a real connection failure. */
  readonly code = 'ECIRCUITOPEN';
  constructor(readonly dependency: string, readonly retryAfterMs: number) {
    super(`${dependency} circuit open: not called, retry in ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** The dependency, in errors and logs: 'store', 'redis'. */
  name: string;
  /** Failures in a row that open the breaker (≥ 1). */
  failureThreshold: number;
  /** How long it stays open before one probe is let through (ms). */
  openMs: number;
  /** Clock in milliseconds; a seam for tests. */
  now?: () => number;
}

/** Leave to call the dependency once; report what came of it (as often as it answers). */
export interface Permit {
  /** This call is the half-open probe: its first verdict decides the breaker's state. */
  readonly probe: boolean;
  /** The dependency answered (an SQL error is an answer too). */
  success(): void;
  /** This call's place in the order of admissions. */
  readonly admission: number;
  /** The dependency failed; `since`: the admission of the call that opened the reused connection. */
  failure(options?: { timedOut?: boolean; since?: number }): void;
  /** The call is over. A probe that ends without a verdict lets the next call probe. */
  release(): void;
}

export function createCircuitBreaker(options: CircuitBreakerOptions) {
  const { name, failureThreshold, openMs } = options;
  if (!Number.isInteger(failureThreshold) || failureThreshold < 1) throw new TypeError('failureThreshold must be a positive integer');
  if (!(openMs > 0)) throw new TypeError('openMs must be positive');
  const now = options.now ?? Date.now;

  let state: BreakerState = 'closed';
  let failuresInARow = 0;
  /** Every admission is numbered: fast failures of calls admitted up to `countedUpTo` belong to a counted incident. */
  let admissions = 0;
  let countedUpTo = 0;
  /** Calls admitted up to here began before the last opening; they never count. */
  let admittedBeforeOpen = 0;
  let openUntil = 0;
  let probeInFlight = false;
  const listeners = new Set<(to: BreakerState, from: BreakerState) => void>();

  function moveTo(next: BreakerState): void {
    if (next === state) return;
    const from = state;
    state = next;
    for (const listener of listeners) listener(next, from);
  }

  function open(): void {
    openUntil = now() + openMs;
    probeInFlight = false;
    failuresInARow = 0;
    // Calls admitted before it opened and still hanging never count, even after it closes.
    countedUpTo = admittedBeforeOpen = admissions;
    moveTo('open');
  }

  function close(): void {
    failuresInARow = 0;
    probeInFlight = false;
    moveTo('closed');
  }

  function countFailure(admission: number, timedOut: boolean): void {
    if (admission <= admittedBeforeOpen) return;
    if (!timedOut && admission <= countedUpTo) return; // in flight with a failure already counted: the same incident
    countedUpTo = admissions;
    if (++failuresInARow >= failureThreshold) open();
  }

  function permit(probe: boolean): Permit {
    const admission = ++admissions;
    // A probe's first verdict decides the half-open state; later ones are judged like any call.
    let decided = false;
    return {
      admission,
      probe,
      success() {
        if (probe && !decided) close();
        else if (state === 'closed') failuresInARow = 0;
        decided = true;
      },
      failure(options) {
        if (probe && !decided) open();
        else if (state === 'closed') countFailure(Math.min(admission, options?.since ?? admission), options?.timedOut === true);
        decided = true;
      },
      release() {
        // A probe that never reached the dependency (no query ran) proves nothing: the next call probes.
        if (probe && !decided && state === 'half-open') probeInFlight = false;
        decided = true;
      },
    };
  }

  function tryAdmit(): Permit | null {
    if (state === 'closed') return permit(false);
    if (state === 'open') {
      if (now() < openUntil) return null;
      moveTo('half-open');
    }
    if (probeInFlight) return null;
    probeInFlight = true;
    return permit(true);
  }

  return {
    name,
    state: (): BreakerState => state,
    /** Like admit, but null instead of the error: for callers that have a fallback. */
    tryAdmit,
    /** Hears every change of state (logs, metrics); returns the unsubscribe. */
    onStateChange(listener: (to: BreakerState, from: BreakerState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A permit, or CircuitOpenError thrown when the breaker refuses the call. */
    admit(): Permit {
      const admitted = tryAdmit();
      if (admitted) return admitted;
      // While the probe is out, a second is enough to know its verdict.
      throw new CircuitOpenError(name, state === 'open' ? Math.max(0, openUntil - now()) : 1000);
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
