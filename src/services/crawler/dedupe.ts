/**
 * Duplicate detection for crawled content: sha256 of the normalised body (NORMALISATION) for the
 * exact check, and Sørensen–Dice over the multisets of character trigrams against each existing
 * body (titles are bounded, not compared: existingBodies carry none). Not `string-similarity`:
 * unmaintained, and its bigrams score unrelated prose too close to the threshold; trigrams still
 * score a few changed words high and, unlike word shingles, work for scripts without spaces.
 * Benchmark at the limits: scripts/bench-dedupe.ts.
 */
import { createHash } from 'node:crypto';
import type { components } from '../../../generated/crawler.js';
import { checkList, invalid } from './request-problems.js';

export const DEFAULT_DUPLICATE_THRESHOLD = 0.85;
export const MAX_EXISTING_BODIES = 10_000;
/** In Unicode code points, as are the other length limits. */
export const MAX_BODY_CHARS = 20_000;
export const MAX_TITLE_CHARS = 1_000;

export const DEDUPE_ALGORITHM = 'sha256-exact+sorensen-dice-char-trigrams';
export const NORMALISATION =
  'NFKC; lowercase; delete Unicode punctuation (P), symbols (S), format characters (Cf) and non-whitespace controls; collapse whitespace to one space; trim';

type Schemas = components['schemas'];
export type CheckDuplicateInput = Omit<Schemas['DedupeRequest'], 'tenantId'> & { threshold?: number };
/** `bestMatch` is the lowest index on ties. */
export type DuplicateCheck = Omit<Schemas['DedupeResult'], 'tenantId' | 'comparedCount' | 'threshold'> & { threshold: number };

// What normaliseText does with a UTF-16 unit after NFKC and lowercasing.
const KEEP = 1;
const STRIP = 2;
const SPACE = 3;
const SURROGATE = 4; // half of a pair (or a lone half): classified by code point

// P, S, Cf, and the controls `\s` does not cover. These expressions are the definition;
// normaliseUnits applies them through a per-unit table, as replacements are too slow.
// eslint-disable-next-line no-control-regex -- the C0 and C1 control characters are what is stripped
const STRIPPED = /^[\p{P}\p{S}\p{Cf}\x00-\x08\x0e-\x1f\x7f-\x9f]$/u;
const WHITESPACE = /^\s$/u;

function classify(char: string): number {
  if (WHITESPACE.test(char)) return SPACE;
  return STRIPPED.test(char) ? STRIP : KEEP;
}

let unitClass: Uint8Array | undefined; // built on first use
const astralClass = new Map<number, number>();
let scratch = new Uint16Array(4096);

function unitClassTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  for (let unit = 0; unit < 0x10000; unit++) {
    table[unit] = unit >= 0xd800 && unit <= 0xdfff ? SURROGATE : classify(String.fromCharCode(unit));
  }
  return table;
}

// ASCII text is its own NFKC form: it skips the native normalisation pass.
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const NON_ASCII = /[^\x00-\x7f]/;

/** The normalised units, in a reused buffer valid until the next call (no string per body). */
function normaliseUnits(text: string): Uint16Array {
  const classes = (unitClass ??= unitClassTable());
  const folded = (NON_ASCII.test(text) ? text.normalize('NFKC') : text).toLowerCase();
  if (scratch.length < folded.length) scratch = new Uint16Array(folded.length * 2);
  const out = scratch;
  let n = 0;
  let pendingSpace = false;
  for (let i = 0; i < folded.length; i++) {
    const unit = folded.charCodeAt(i);
    let cls = classes[unit];
    let width = 1;
    if (cls === SURROGATE) {
      const low = folded.charCodeAt(i + 1); // NaN past the end
      if (unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
        const codePoint = (unit - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        let known = astralClass.get(codePoint);
        if (known === undefined) astralClass.set(codePoint, (known = classify(String.fromCodePoint(codePoint))));
        cls = known;
        width = 2;
      } else {
        cls = KEEP; // a lone surrogate is category Cs, which is kept
      }
    }
    if (cls === KEEP) {
      if (pendingSpace) {
        if (n > 0) out[n++] = 0x20;
        pendingSpace = false;
      }
      out[n++] = unit;
      if (width === 2) out[n++] = folded.charCodeAt(++i);
    } else if (cls === SPACE) {
      pendingSpace = true;
    } else if (width === 2) {
      i++;
    }
  }
  return out.subarray(0, n);
}

function bytesOf(units: Uint16Array): Buffer {
  return Buffer.from(units.buffer, units.byteOffset, units.byteLength);
}

export function normaliseText(text: string): string {
  return bytesOf(normaliseUnits(text)).toString('utf16le');
}

export function contentHashOf(text: string): string {
  return createHash('sha256').update(normaliseText(text), 'utf8').digest('hex');
}

export function checkDuplicate(input: CheckDuplicateInput): DuplicateCheck {
  const threshold = validate(input);
  const candidate = normaliseUnits(input.body).slice();
  const contentHash = createHash('sha256').update(bytesOf(candidate).toString('utf16le'), 'utf8').digest('hex');
  const table = new TrigramTable(candidate);

  let best: { index: number; similarity: number } | null = null;
  let exactMatch = false;
  const { existingBodies } = input;
  for (let index = 0; index < existingBodies.length; index++) {
    const other = normaliseUnits(existingBodies[index]);
    if (sameUnits(other, candidate)) {
      exactMatch = true;
      best = { index, similarity: 1 };
      break;
    }
    // Dice can be at most 2·min/(sum); skip bodies that cannot beat the best so far.
    const otherTrigrams = trigramCount(other);
    const sum = table.total + otherTrigrams;
    if (best !== null && sum > 0 && (2 * Math.min(table.total, otherTrigrams)) / sum <= best.similarity) continue;
    const similarity = table.dice(other);
    if (best === null || similarity > best.similarity) best = { index, similarity };
  }

  return {
    isLikelyDuplicate: exactMatch || (best !== null && best.similarity >= threshold),
    exactMatch,
    contentHash,
    bestMatch: best,
    threshold,
    algorithm: DEDUPE_ALGORITHM,
    normalisation: NORMALISATION,
  };
}

export function diceSimilarity(a: string, b: string): number {
  return new TrigramTable(normaliseUnits(a).slice()).dice(normaliseUnits(b));
}

function sameUnits(a: Uint16Array, b: Uint16Array): boolean {
  return bytesOf(a).equals(bytesOf(b));
}

// In code points, as JSON Schema's maxLength counts them; `length` in UTF-16 units bounds it.
function checkText(field: string, text: unknown, max: number, name: string, notString = `${name} must be a string`): void {
  if (typeof text !== 'string') throw invalid(field, notString);
  if (text.length <= max) return;
  let n = 0;
  for (const _ of text) n++;
  if (n > max) throw invalid(field, `${name} is ${n} characters; the limit is ${max}`);
}

function validate(input: CheckDuplicateInput): number {
  const { existingBodies } = input;
  checkText('title', input.title, MAX_TITLE_CHARS, 'title');
  checkText('body', input.body, MAX_BODY_CHARS, 'body');
  checkList('existingBodies', existingBodies, MAX_EXISTING_BODIES);
  existingBodies.forEach((item, i) => {
    checkText(`existingBodies[${i}]`, item, MAX_BODY_CHARS, 'existing body', 'each existing body must be a string');
  });
  const threshold = input.threshold ?? DEFAULT_DUPLICATE_THRESHOLD;
  if (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw invalid('threshold', 'threshold must be a number from 0 to 1');
  }
  return threshold;
}

// Symbols of the alphabet most normalised text is written in, [ a-z0-9], numbered 0..36;
// 0xff for every other unit. A trigram of three such symbols has a dense index < 37^3.
const ALPHABET = 37;
const OTHER = 0xff;
const SYMBOL = new Uint8Array(0x10000).fill(OTHER);
SYMBOL[0x20] = 0;
for (let unit = 0x61; unit <= 0x7a; unit++) SYMBOL[unit] = unit - 0x60;
for (let unit = 0x30; unit <= 0x39; unit++) SYMBOL[unit] = unit - 0x30 + 27;

/**
 * The candidate's trigram multiset, for scoring many texts against it. Each distinct trigram
 * has an id from 1 (0: not the candidate's), found by direct index for [ a-z0-9] trigrams and
 * in an open-addressing table (exact, as two int32 halves) for others. Scoring counts a
 * text's trigrams into `seen[id]` without a branch and sums min(seen, count); when the
 * candidate has many more distinct trigrams than the text, only the touched ids are summed.
 */
class TrigramTable {
  private readonly direct = new Int32Array(ALPHABET * ALPHABET * ALPHABET);
  private readonly hashHi: Int32Array;
  private readonly hashLo: Int32Array; // third unit + 1; 0 marks an empty slot
  private readonly hashId: Int32Array;
  private readonly shift: number;
  private readonly counts: Int32Array;
  private readonly seen: Int32Array;
  private readonly touched: Int32Array;
  private readonly distinct: number;
  readonly total: number;

  constructor(private readonly units: Uint16Array) {
    this.total = trigramCount(units);
    let bits = 4;
    while (1 << bits < this.total * 2) bits++;
    this.shift = 32 - bits;
    this.hashHi = new Int32Array(1 << bits);
    this.hashLo = new Int32Array(1 << bits);
    this.hashId = new Int32Array(1 << bits);
    const counts = new Int32Array(this.total + 1);
    let distinct = 0;
    for (let i = 0; i < this.total; i++) {
      let id = this.idOf(units[i], units[i + 1], units[i + 2]);
      if (id === 0) id = this.add(units[i], units[i + 1], units[i + 2], ++distinct);
      counts[id]++;
    }
    this.distinct = distinct;
    this.counts = counts;
    this.seen = new Int32Array(distinct + 1);
    this.touched = new Int32Array(distinct + 1);
  }

  private idOf(a: number, b: number, c: number): number {
    const x = SYMBOL[a];
    const y = SYMBOL[b];
    const z = SYMBOL[c];
    return (x | y | z) === OTHER ? this.hashed(a, b, c) : this.direct[(x * ALPHABET + y) * ALPHABET + z];
  }

  /** The hash-table slot holding trigram (a, b, c), or the empty slot where it would go. */
  private slot(a: number, b: number, c: number): number {
    const { hashHi, hashLo } = this;
    const hi = (a << 16) | b;
    const lo = c + 1;
    const mask = hashHi.length - 1;
    let slot = slotOf(hi, lo, this.shift);
    while (hashLo[slot] !== 0 && (hashHi[slot] !== hi || hashLo[slot] !== lo)) slot = (slot + 1) & mask;
    return slot;
  }

  private hashed(a: number, b: number, c: number): number {
    return this.hashId[this.slot(a, b, c)];
  }

  private add(a: number, b: number, c: number, id: number): number {
    const x = SYMBOL[a];
    const y = SYMBOL[b];
    const z = SYMBOL[c];
    if ((x | y | z) !== OTHER) {
      this.direct[(x * ALPHABET + y) * ALPHABET + z] = id;
      return id;
    }
    const slot = this.slot(a, b, c);
    this.hashHi[slot] = (a << 16) | b;
    this.hashLo[slot] = c + 1;
    this.hashId[slot] = id;
    return id;
  }

  dice(other: Uint16Array): number {
    const otherTotal = trigramCount(other);
    // Texts too short to have a trigram are alike only when equal.
    if (this.total === 0 || otherTotal === 0) return sameUnits(this.units, other) ? 1 : 0;
    const shared = this.distinct <= 2 * otherTotal ? this.sharedDense(other) : this.sharedSparse(other);
    return (2 * shared) / (this.total + otherTotal);
  }

  private sharedDense(other: Uint16Array): number {
    const { direct, seen, counts, distinct } = this;
    let a = other[0];
    let b = other[1];
    let x = SYMBOL[a];
    let y = SYMBOL[b];
    for (let i = 2; i < other.length; i++) {
      const c = other[i];
      const z = SYMBOL[c];
      seen[(x | y | z) === OTHER ? this.hashed(a, b, c) : direct[(x * ALPHABET + y) * ALPHABET + z]]++;
      a = b;
      b = c;
      x = y;
      y = z;
    }
    let shared = 0;
    for (let id = 1; id <= distinct; id++) {
      const mine = counts[id];
      const theirs = seen[id];
      shared += theirs < mine ? theirs : mine;
      seen[id] = 0;
    }
    seen[0] = 0;
    return shared;
  }

  private sharedSparse(other: Uint16Array): number {
    const { seen, counts, touched } = this;
    let n = 0;
    for (let i = 2; i < other.length; i++) {
      const id = this.idOf(other[i - 2], other[i - 1], other[i]);
      if (id !== 0 && seen[id]++ === 0) touched[n++] = id;
    }
    let shared = 0;
    for (let k = 0; k < n; k++) {
      const id = touched[k];
      shared += Math.min(seen[id], counts[id]);
      seen[id] = 0;
    }
    return shared;
  }
}

function trigramCount(units: Uint16Array): number {
  return Math.max(units.length - 2, 0);
}

// Fibonacci hashing: the top bits, as the low bits depend only on the last characters.
function slotOf(hi: number, lo: number, shift: number): number {
  return Math.imul(hi ^ Math.imul(lo, 0x85ebca6b), 0x9e3779b1) >>> shift;
}
