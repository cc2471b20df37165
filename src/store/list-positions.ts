/**
 * Known positions in long ordered lists, so a deep page seeks instead of skipping rows.
 *
 * An OFFSET of a million rows walks a million index entries on SQLite and PostgreSQL alike.
 * This cache remembers, per list, the order keys of the rows at positions 0, stride,
 * 2 x stride, ...; a page at offset o then starts from position floor(o / stride) and skips
 * fewer than `stride` rows (none when the stride divides the page's offset).
 *
 * A list's positions are learnt in one pass over its index, run in slices (the caller's `Pass`:
 * one statement per slice of a few thousand rows, each continuing after the last row of the
 * one before), with a turn of the event loop between two slices: on SQLite a statement holds
 * the event loop for all of its run, and one statement over a million rows held every other
 * request for 1.4 s. The positions of a pass are published as its slices come, and are only
 * valid for the list's content they were learnt from: each slice gives the list's version (a
 * counter the store bumps in the same transaction as every write,
 * src/store/migrations/counted-lists.ts) read in the same statement, a pass whose slices give
 * two versions (a write between two slices) is discarded, and a page that reads another
 * version than its positions' does not use them. Concurrent requests share a pass under way:
 * the request that starts it and those that come before its first slice wait for that slice
 * (one statement); the others take the positions learnt so far, and a page whose position is
 * not learnt yet is read by OFFSET, so no page waits for a whole pass.
 *
 * A list written constantly would have every deep read wait a pass. After a write, a list is
 * learnt again only once RELEARN_AFTER times the duration of its last pass has gone by since
 * that pass ended (so passes take at most about 1/(RELEARN_AFTER + 1) of the time); until then
 * `learn` answers null and the caller reads by OFFSET, as it would with no positions. A pass
 * that fails (PostgreSQL's statement timeout, 2 s by default, against a cold pass of a few
 * million rows) is answered the same way, and spaced the same way from the next.
 *
 * Memory: at most MAX_POSITIONS positions are kept over all lists (the least recently used
 * list is forgotten first), and one list keeps at most MAX_POSITIONS_PER_LIST (a longer list
 * is learnt with a larger stride, a multiple of the smallest).
 */
export type Position = unknown[];

export interface Learnt {
  version: string;
  stride: number;
  /** The keys of the rows at 0, stride, 2 x stride, ...; every row of the list is at or after the first. */
  positions: Position[];
  /** Indexes of positions a page must not be sought from (the caller's judgement, as learnt). */
  unsought: ReadonlySet<number>;
}

/** One slice of a pass: the positions it learnt, in list order, and the version they hold for. */
export interface Slice {
  version: string;
  positions: Position[];
  /** Indexes, among all the list's positions, of this slice's positions a page must not be sought from. */
  unsought: number[];
  /** Whether this is the pass's last slice. */
  last: boolean;
}

/** One pass over a list's index with this stride, slice by slice, each slice one statement. */
export type Pass = (stride: number) => AsyncIterator<Slice>;

/** Positions kept over all lists: a 1,000,000-row list at a stride of 20 holds 50,000. */
export const MAX_POSITIONS = 200_000;
export const MAX_POSITIONS_PER_LIST = 100_000;
/** A written list waits this many times its last pass's duration before the next pass. */
export const RELEARN_AFTER = 10;

interface List {
  /** Complete, or being learnt by the pass under way. */
  learnt: Learnt | null;
  /** The first slice of the pass under way, which the requests that come before it wait for. */
  learning: Promise<Learnt | null> | null;
  /** The pass under way, to its end. */
  passing: Promise<void> | null;
  /** When the last pass ended and how long it took (ms), to space passes of a written list. */
  passEnded: number;
  passMs: number;
}

export class ListPositions {
  private readonly lists = new Map<string, List>();
  private kept = 0;

  constructor(
    readonly stride: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The positions learnt of the list `key`, whatever their version. */
  known(key: string): Learnt | null {
    const list = this.lists.get(key);
    if (!list) return null;
    // Least recently used first: a read moves its list to the end.
    this.lists.delete(key);
    this.lists.set(key, list);
    return list.learnt;
  }

  /**
   * The positions of the list `key` at `version` or later, learnt by one `pass` unless one is
   * under way: those learnt so far once the pass's first slice is in (a page past them is read
   * by OFFSET), all of them once the pass ends. Null when the list's last pass ended too
   * recently to learn again (see RELEARN_AFTER), or when the pass failed or was discarded (the
   * caller reads by OFFSET, which fails the same way if the store is down). `rows` (the list's
   * total) chooses the stride.
   */
  async learn(key: string, version: string, rows: number, pass: Pass): Promise<Learnt | null> {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = { learnt: null, learning: null, passing: null, passEnded: 0, passMs: 0 }));
    if (list.learnt && list.learnt.version === version) return list.learnt;
    // Positions of another version while a pass is under way: the caller's version check gives their pages to OFFSET.
    if (list.passing) return list.learnt ?? list.learning;
    // Spaced after a pass that failed too (a statement timeout on a cold PostgreSQL, say).
    if (list.passEnded > 0 && this.now() - list.passEnded < RELEARN_AFTER * list.passMs) return null;
    const stride = this.stride * Math.max(1, Math.ceil(rows / (this.stride * MAX_POSITIONS_PER_LIST)));
    let firstSlice!: (learnt: Learnt | null) => void;
    list.learning = new Promise((resolve) => (firstSlice = resolve));
    list.passing = this.run(key, list, pass(stride), stride, firstSlice);
    return list.learning;
  }

  /** The end of every pass under way (for a test or a benchmark). */
  async passesEnd(): Promise<void> {
    await Promise.all([...this.lists.values()].map((list) => list.passing));
  }

  /** Runs a pass slice by slice, a turn of the event loop between two, publishing each slice's positions. */
  private async run(key: string, list: List, slices: AsyncIterator<Slice>, stride: number, firstSlice: (learnt: Learnt | null) => void): Promise<void> {
    const started = this.now();
    let learnt: Learnt | null = null;
    let unsought = new Set<number>();
    try {
      for (;;) {
        const { value: slice, done } = await slices.next();
        if (done) break;
        if (learnt === null) {
          this.forget(list);
          unsought = new Set();
          learnt = { version: slice.version, stride, positions: [], unsought };
          list.learnt = learnt;
        } else if (slice.version !== learnt.version || list.learnt !== learnt) {
          // A write between two slices (positions of two versions), or the positions forgotten to
          // fit the bound meanwhile: the pass is discarded.
          if (list.learnt === learnt) this.forget(list);
          learnt = null;
          await slices.return?.(undefined);
          break;
        }
        for (const position of slice.positions) learnt.positions.push(position);
        for (const index of slice.unsought) unsought.add(index);
        this.kept += slice.positions.length;
        this.fit(key, list);
        firstSlice(learnt);
        if (slice.last) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch {
      // A failed slice (PostgreSQL's statement timeout, the store down): the pass's positions go.
      if (learnt !== null && list.learnt === learnt) this.forget(list);
    } finally {
      firstSlice(list.learnt);
      list.learning = null;
      list.passing = null;
      list.passEnded = this.now();
      list.passMs = list.passEnded - started;
    }
  }

  /** The list learnt is the most recently used; the others go, oldest first, to fit the bound. */
  private fit(key: string, list: List): void {
    this.lists.delete(key);
    this.lists.set(key, list);
    for (const [other, held] of this.lists) {
      if (this.kept <= MAX_POSITIONS || held === list) break;
      this.forget(held);
      if (!held.passing) this.lists.delete(other);
    }
  }

  private forget(list: List): void {
    if (list.learnt) this.kept -= list.learnt.positions.length;
    list.learnt = null;
  }

  /** Positions kept over all lists (at most MAX_POSITIONS, unless one list alone holds more). */
  get size(): number {
    return this.kept;
  }
}
