/**
 * Known positions in long ordered lists, so a deep page seeks instead of skipping rows.
 *
 * An OFFSET of a million rows walks a million index entries on SQLite and PostgreSQL alike.
 * This cache remembers, per list, the order keys of the rows at positions 0, stride,
 * 2 x stride, ...; a page at offset o then starts from position floor(o / stride) and skips
 * fewer than `stride` rows. Positions are learnt lazily, each from the one before it, so
 * reaching a deep page the first time costs one walk to it, and later pages of that depth
 * cost at most `stride` + the page.
 *
 * Positions are only valid for the list's content they were learnt from: the caller passes
 * the list's version (a counter the store bumps in the same transaction as every write,
 * src/store/migrations/counted-lists.ts) and a different version starts over. Pages stay exactly what OFFSET gives.
 */
export type Position = unknown[];

/** Finds the position `stride` rows after `previous` (or the first row when null); null past the end. */
export type NextPosition = (previous: Position | null) => Promise<Position | null>;

interface Learnt {
  version: string;
  positions: Position[];
  /** True once the walk has passed the end of the list. */
  ended: boolean;
  /** The walk in progress, so concurrent requests share it. */
  walking: Promise<void> | null;
}

/** Lists remembered at once; the least recently used is forgotten first. */
const MAX_LISTS = 1000;

export class ListPositions {
  private readonly lists = new Map<string, Learnt>();

  constructor(readonly stride: number) {}

  /** The position of row `index` x stride of the list `key` at `version`, or null past its end. */
  async at(key: string, version: string, index: number, next: NextPosition): Promise<Position | null> {
    let learnt = this.lists.get(key);
    if (learnt) this.lists.delete(key);
    if (!learnt || learnt.version !== version) learnt = { version, positions: [], ended: false, walking: null };
    this.lists.set(key, learnt);
    if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);

    while (learnt.positions.length <= index && !learnt.ended) {
      if (!learnt.walking) {
        const walk = learnt;
        walk.walking = (async () => {
          try {
            while (walk.positions.length <= index && !walk.ended) {
              const found = await next(walk.positions.at(-1) ?? null);
              if (found === null) walk.ended = true;
              else walk.positions.push(found);
            }
          } finally {
            walk.walking = null;
          }
        })();
      }
      await learnt.walking;
    }
    return learnt.positions[index] ?? null;
  }
}
