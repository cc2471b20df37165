/**
 * Known positions in long ordered lists, so a deep page seeks instead of skipping rows.
 *
 * An OFFSET of a million rows walks a million index entries on SQLite and PostgreSQL alike.
 * This cache remembers, per list, the order keys of the rows at positions 0, stride,
 * 2 x stride, ...; a page at offset o then starts from position floor(o / stride) and skips
 * fewer than `stride` rows (none when the stride divides the page's offset).
 *
 * A list's positions are learnt in one pass over its index (one statement: the caller's
 * `Pass`), all at once, and are only valid for the list's content they were learnt from: the
 * pass gives the list's version (a counter the store bumps in the same transaction as every
 * write, src/store/migrations/counted-lists.ts) read in the same statement, and a page that
 * reads another version does not use them. Concurrent requests share a pass under way.
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

/** One pass over a list's index with this stride: its positions, the version they hold for. */
export type Pass = (stride: number) => Promise<Omit<Learnt, 'stride'>>;

/** Positions kept over all lists: a 1,000,000-row list at a stride of 20 holds 50,000. */
export const MAX_POSITIONS = 200_000;
export const MAX_POSITIONS_PER_LIST = 100_000;
/** A written list waits this many times its last pass's duration before the next pass. */
export const RELEARN_AFTER = 10;

interface List {
  learnt: Learnt | null;
  /** The pass under way, so concurrent requests share it. */
  learning: Promise<Learnt | null> | null;
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
   * under way; null when the list's last pass ended too recently to learn again (see
   * RELEARN_AFTER), or when the pass failed (the caller reads by OFFSET, which fails the same
   * way if the store is down). `rows` (the list's total) chooses the stride.
   */
  async learn(key: string, version: string, rows: number, pass: Pass): Promise<Learnt | null> {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = { learnt: null, learning: null, passEnded: 0, passMs: 0 }));
    if (list.learnt && list.learnt.version === version) return list.learnt;
    if (list.learning) return list.learning;
    // Spaced after a pass that failed too (a statement timeout on a cold PostgreSQL, say).
    if (list.passEnded > 0 && this.now() - list.passEnded < RELEARN_AFTER * list.passMs) return null;
    const stride = this.stride * Math.max(1, Math.ceil(rows / (this.stride * MAX_POSITIONS_PER_LIST)));
    const started = this.now();
    const learning = (async () => {
      const found = await pass(stride);
      const learnt: Learnt = { ...found, stride };
      this.forget(list);
      list.learnt = learnt;
      this.kept += learnt.positions.length;
      // The list learnt is the most recently used; the others go, oldest first, to fit the bound.
      this.lists.delete(key);
      this.lists.set(key, list);
      for (const [other, held] of this.lists) {
        if (this.kept <= MAX_POSITIONS || held === list) break;
        this.forget(held);
        if (!held.learning) this.lists.delete(other);
      }
      return learnt;
    })();
    list.learning = learning.catch(() => null);
    try {
      return await list.learning;
    } finally {
      list.learning = null;
      list.passEnded = this.now();
      list.passMs = list.passEnded - started;
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
