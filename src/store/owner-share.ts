/**
 * Each owner's share of the store: at most `concurrency` of its list reads at a time, so every
 * other tenant keeps the rest (docs/reliability.md "One caller's share"). A read that waits past
 * `waitMs` is a 503, not a 429: when the store stalls, the tenant did not ask too much.
 */
import { StoreBusyError } from './store-errors.js';

/** An owner already has its share of reads in progress and none came free in time. */
export class OwnerBusyError extends StoreBusyError {
  constructor(readonly noun: string) {
    super(`too many reads of this ${noun}'s data in progress`);
    this.name = 'OwnerBusyError';
  }
}

export interface OwnerShare {
  /** Runs `read` within the share of `owner` (a key naming its kind too: `marketing_list_counts:acme`). */
  run<T>(owner: string, noun: string, read: () => Promise<T>): Promise<T>;
  /** Owners with reads in progress or waiting: the map's size, for tests. */
  size(): number;
}

export interface OwnerShareOptions {
  concurrency: number;
  waitMs: number;
  /** Reads of one owner waiting at once; past it a read is refused at once. Default 1,000: a bound on memory, not a limit met in use. */
  maxWaiting?: number;
}

/** A read waiting for a turn: handed one (`go`), or refused once `deadline` (ms, performance.now) has passed. */
interface Waiter {
  go: () => void;
  refuse: (error: OwnerBusyError) => void;
  deadline: number;
  noun: string;
}

interface Turns {
  active: number;
  /** In arrival order, so the first's deadline is the earliest. */
  waiting: Waiter[];
  /** Set for the first waiter's deadline while any waits: one timer per owner, not one per waiting read. */
  timer: NodeJS.Timeout | null;
}

export function createOwnerShare(options: OwnerShareOptions): OwnerShare {
  const { concurrency, waitMs } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new TypeError('concurrency must be a positive integer');
  const maxWaiting = options.maxWaiting ?? 1000;
  // Only owners with reads in progress or waiting have an entry: the map is bounded by the reads in flight.
  const owners = new Map<string, Turns>();

  function release(owner: string, turns: Turns): void {
    const next = turns.waiting.shift();
    if (next) {
      if (turns.waiting.length === 0 && turns.timer !== null) {
        clearTimeout(turns.timer);
        turns.timer = null;
      }
      return next.go(); // the slot passes straight to the next in line
    }
    if (--turns.active === 0) owners.delete(owner);
  }

  /** Refuses the waiters whose deadline has passed, then waits for the next one's. */
  function expire(turns: Turns): void {
    turns.timer = null;
    const now = performance.now();
    const { waiting } = turns;
    while (waiting.length > 0 && waiting[0].deadline <= now) {
      const late = waiting.shift()!;
      late.refuse(new OwnerBusyError(late.noun));
    }
    if (waiting.length > 0) armTimer(turns, waiting[0].deadline - now);
  }

  function armTimer(turns: Turns, ms: number): void {
    turns.timer = setTimeout(expire, Math.max(1, Math.ceil(ms)), turns);
  }

  /** Waits for a turn of `turns` to be handed over, at most waitMs. */
  function waitTurn(turns: Turns, noun: string): Promise<void> {
    if (turns.waiting.length >= maxWaiting) return Promise.reject(new OwnerBusyError(noun));
    return new Promise<void>((resolve, reject) => {
      turns.waiting.push({ go: resolve, refuse: reject, deadline: performance.now() + waitMs, noun });
      if (turns.timer === null) armTimer(turns, waitMs);
    });
  }

  /** Runs `read` in a turn of `owner` already taken, handing the turn on when it settles. */
  function within<T>(owner: string, turns: Turns, read: () => Promise<T>): Promise<T> {
    let reading: Promise<T>;
    try {
      reading = read();
    } catch (error) {
      release(owner, turns);
      return Promise.reject(error as Error);
    }
    return reading.finally(() => release(owner, turns));
  }

  return {
    run(owner, noun, read) {
      let turns = owners.get(owner);
      if (!turns) owners.set(owner, (turns = { active: 0, waiting: [], timer: null }));
      const taken = turns;
      // A free turn starts the read at once, in this very tick: a SQLite read asked now joins this turn's reads (src/store/list-page-sql.ts).
      if (taken.active < concurrency) {
        taken.active++;
        return within(owner, taken, read);
      }
      return waitTurn(taken, noun).then(() => within(owner, taken, read));
    },
    size: () => owners.size,
  };
}
