/**
 * The text of a parsed page, collected in one walk, so that an element's text costs a
 * slice instead of a walk of its subtree.
 *
 * Why: the suggester asks for the text of many elements that nest inside each other
 * (every field of every candidate group, every ancestor of a sample value). Walking each
 * one's subtree costs depth x page size: a 2 MB text node under 100 nested <div>s took
 * about 30 s, one 4.8 MB text node with 20 sample values 27 s.
 *
 * Each text node outside the skipped subtrees (records.ts, SKIPPED) is a piece. Pieces
 * are collapsed one by one and joined in document order with one space where the page had
 * white space between them (at the end of one, at the start of the next, or a text node
 * of white space only in between), else with nothing. An element's descendants are
 * contiguous in document order, so its text is one range of the joined string. This is
 * exactly `collapse(concatenated text)` (records.ts): collapsing turns every run of white
 * space into one space and trims, and a run that crosses pieces becomes the one space
 * put between them.
 *
 * Two strings are joined this way: the text as it is (`textOf`, what rules extract) and
 * the text for matching sample values (NFKC, collapsed, lower-cased, as sample values
 * are). The matching text is normalised piece by piece, not element by element, so it
 * differs from normalising a whole element's text only where a text node begins with a
 * combining mark or ends in a capital sigma (Unicode composition and the final-sigma
 * rule look across the boundary): such values are matched as their pieces are written.
 */
import type { AnyNode, Element, ParentNode } from 'domhandler';

export type FieldAttribute = 'href' | 'src' | 'alt' | 'title' | 'datetime';

/** Runs of white space other than a single space: collapsing leaves single spaces alone. */
const NOT_A_SINGLE_SPACE = /\s{2,}|[^\S ]/g;

/** Every run of white space (JavaScript `\s`) as one space, trimmed. */
export function collapse(text: string): string {
  // Same result as text.replace(/\s+/g, ' ').trim(), without rewriting every single space
  // (on 5 MB of prose that replace took 0.4 s, this 15 ms).
  return text.replace(NOT_A_SINGLE_SPACE, ' ').trim();
}

/** How sample values and page text are compared: NFKC, collapsed, lower-case. */
export function normaliseForMatch(text: string): string {
  return collapse(text.normalize('NFKC')).toLowerCase();
}

const LEADING_SPACE = /^\s/;
const TRAILING_SPACE = /\s$/;

/** Pieces joined as described above, with the range of each piece in the joined string. */
class JoinedText {
  private readonly parts: string[] = [];
  private length = 0;
  private spacePending = false;
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  private joined: string | undefined;

  /** Whether `text` holds a word, i.e. would make a piece of its own. */
  static hasWord(text: string): boolean {
    return collapse(text) !== '';
  }

  /** White space only: it only puts a space between the pieces around it. */
  gap(text: string): void {
    if (text !== '') this.spacePending = true;
  }

  /** One text node's text (normalised, not yet collapsed) as the next piece. */
  piece(text: string): void {
    const core = collapse(text);
    if (LEADING_SPACE.test(text)) this.spacePending = true;
    if (core !== '' && this.spacePending && this.length > 0) {
      this.parts.push(' ');
      this.length++;
    }
    this.starts.push(this.length);
    this.parts.push(core);
    this.length += core.length;
    this.ends.push(this.length);
    if (core !== '') this.spacePending = TRAILING_SPACE.test(text);
  }

  get text(): string {
    this.joined ??= this.parts.join('');
    return this.joined;
  }
}

/** Index of the piece whose range holds `position` (ranges sorted, disjoint). */
function pieceAt(starts: number[], position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid] <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface PageTextOptions {
  isElement(node: AnyNode): node is Element;
  isSkipped(element: Element): boolean;
}

export class PageText {
  private readonly plain = new JoinedText();
  private readonly match = new JoinedText();
  /** The parent element of each piece. */
  private readonly parents: Element[] = [];
  /** Each indexed element's pieces: [first, end). */
  private readonly pieces = new Map<Element, [number, number]>();

  constructor(document: ParentNode, private readonly options: PageTextOptions) {
    const visit = (node: ParentNode): void => {
      for (const child of node.children) {
        if (child.type === 'text') {
          // Both strings keep the same pieces, chosen by the text as written: a text node
          // that NFKC would reduce to white space still counts, as an empty piece.
          if (JoinedText.hasWord(child.data)) {
            this.plain.piece(child.data);
            this.match.piece(child.data.normalize('NFKC').toLowerCase());
            this.parents.push(node as Element);
          } else {
            this.plain.gap(child.data);
            this.match.gap(child.data);
          }
        } else if (options.isElement(child) && !options.isSkipped(child)) {
          const first = this.parents.length;
          visit(child);
          this.pieces.set(child, [first, this.parents.length]);
        }
      }
    };
    visit(document);
  }

  /** Whether `element` was indexed: it and every ancestor are outside the skipped subtrees. */
  has(element: Element): boolean {
    return this.pieces.has(element);
  }

  /** The collapsed text of an indexed element, as records.ts `textOf` defines it. */
  textOf(element: Element): string | undefined {
    const range = this.pieces.get(element);
    if (range === undefined) return undefined;
    const [first, end] = range;
    if (first === end) return '';
    return this.plain.text.slice(this.plain.starts[first], this.plain.ends[end - 1]);
  }

  /** Range of an element's matching text in the joined matching string, or null if empty. */
  private matchRange(element: Element): [number, number] | null {
    const range = this.pieces.get(element);
    if (range === undefined || range[0] === range[1]) return null;
    return [this.match.starts[range[0]], this.match.ends[range[1] - 1]];
  }

  /**
   * The elements under `root` that hold `needle` (normalised) in one text node: each text
   * node's parent once, in document order, at most `limit`.
   */
  textNodeParents(root: Element, needle: string, limit: number): Element[] {
    const range = this.pieces.get(root);
    if (needle === '' || range === undefined) return [];
    const found: Element[] = [];
    const text = this.match.text;
    const { starts, ends } = this.match;
    let from = range[0] < range[1] ? starts[range[0]] : text.length;
    const stop = range[0] < range[1] ? ends[range[1] - 1] : 0;
    while (found.length < limit) {
      const at = text.indexOf(needle, from);
      if (at === -1 || at + needle.length > stop) break;
      const piece = pieceAt(starts, at);
      if (at + needle.length <= ends[piece]) {
        const parent = this.parents[piece];
        if (found[found.length - 1] !== parent && !found.includes(parent)) found.push(parent);
        // Further matches in this piece name the same parent.
        from = ends[piece];
      } else {
        // Across pieces: the element-level search below sees it; this one looks on.
        from = at + 1;
      }
    }
    return found;
  }

  /**
   * A test "does this element's whole text hold `needle`", for elements asked about in
   * document order (each ask at or after the start of the one before, as a walk down the
   * tree asks): it remembers the first occurrence it found, so the page is searched about
   * once however many elements are asked.
   */
  holderTest(needle: string): (element: Element) => boolean {
    const text = this.match.text;
    let searchedFrom = -1;
    let next = -1; // first occurrence at or after searchedFrom, -1 for none
    return (element) => {
      const range = this.matchRange(element);
      if (range === null || needle === '') return false;
      const [start, end] = range;
      if (searchedFrom === -1 || start < searchedFrom || (next !== -1 && start > next)) {
        next = text.indexOf(needle, start);
        searchedFrom = start;
      } else if (next === -1) {
        return false;
      }
      return next !== -1 && next + needle.length <= end;
    };
  }
}
