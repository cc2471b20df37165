/**
 * Known positions in long ordered lists, so a deep page seeks instead of skipping rows: the order
 * keys of the rows at 0, stride, 2 x stride, ...; a page skips fewer than `stride` rows.
 *
 * A list's positions are learnt in one pass over its index, in slices of one statement each with
 * a turn of the event loop between (on SQLite a statement holds the event loop). Positions hold
 * for the list version (src/store/migrations/counted-lists.ts) their slices read: a pass whose
 * slices give two versions is discarded. Requests share a pass under way; only those before its
 * first slice wait for it, and a page past what is learnt is read by OFFSET.
 *
 * A written list is learnt again only after RELEARN_AFTER times its last pass's duration (a
 * failed pass too); until then `learn` answers null and the caller reads by OFFSET. Memory is
 * bounded by MAX_POSITIONS (least recently used list first) and MAX_POSITIONS_PER_LIST.
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
   * The positions of the list `key` at `version` or later, learnt by one `pass` unless one is under
   * way; null too soon after the last pass, or when it failed. `rows` (the total) chooses the stride.
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
          // A write between two slices, or the positions forgotten meanwhile: the pass is discarded.
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
