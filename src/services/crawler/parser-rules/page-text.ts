/**
 * A parsed page's text, collected in one walk, so that an element's text is a slice of the joined
 * string rather than a walk of its subtree (depth x page size over the many elements asked about).
 * Text nodes outside skipped subtrees are collapsed one by one and joined with one space where the
 * page had white space: an element's range is exactly `collapse(concatenated text)`. A second
 * string, NFKC and lower-cased, is for matching sample values; normalised piece by piece, a value
 * split at a combining mark or a final capital sigma matches as its pieces are written.
 */
import type { AnyNode, Element, ParentNode } from 'domhandler';

/** Runs of white space other than a single space, which collapsing leaves alone. */
const NOT_A_SINGLE_SPACE = /\s{2,}|[^\S ]/g;

/** Every run of white space (JavaScript `\s`) as one space, trimmed. */
export function collapse(text: string): string {
  // As text.replace(/\s+/g, ' ').trim(), without rewriting every single space.
  return text.replace(NOT_A_SINGLE_SPACE, ' ').trim();
}

/** How sample values and page text are compared: NFKC, collapsed, lower-case. */
export function normaliseForMatch(text: string): string {
  return collapse(text.normalize('NFKC')).toLowerCase();
}

const LEADING_SPACE = /^\s/;
const TRAILING_SPACE = /\s$/;

/** Pieces joined as described above, with each piece's range in the joined string. */
class JoinedText {
  text = '';
  private spacePending = false;
  readonly starts: number[] = [];
  readonly ends: number[] = [];

  gap(text: string): void {
    if (text !== '') this.spacePending = true;
  }

  /** One text node's text (normalised, not yet collapsed) as the next piece. */
  piece(text: string): void {
    const core = collapse(text);
    if (LEADING_SPACE.test(text)) this.spacePending = true;
    if (core !== '' && this.spacePending && this.text.length > 0) this.text += ' ';
    this.starts.push(this.text.length);
    this.text += core;
    this.ends.push(this.text.length);
    if (core !== '') this.spacePending = TRAILING_SPACE.test(text);
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
  private readonly parents: Element[] = [];
  /** [first, end) */
  private readonly pieces = new Map<Element, [number, number]>();

  constructor(document: ParentNode, options: PageTextOptions) {
    const visit = (node: ParentNode): void => {
      for (const child of node.children) {
        if (child.type === 'text') {
          // Both strings keep the same pieces, chosen by the text as written: a text node
          // that NFKC would reduce to white space still counts, as an empty piece.
          if (collapse(child.data) !== '') {
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

  /** As records.ts `textOf` defines it; undefined for an element inside a skipped subtree. */
  textOf(element: Element): string | undefined {
    if (!this.pieces.has(element)) return undefined;
    const range = this.rangeIn(this.plain, element);
    return range === null ? '' : this.plain.text.slice(range[0], range[1]);
  }

  /** The element's text's range in `joined`; null when it has none or is not indexed. */
  private rangeIn(joined: JoinedText, element: Element): [number, number] | null {
    const range = this.pieces.get(element);
    if (range === undefined || range[0] === range[1]) return null;
    return [joined.starts[range[0]], joined.ends[range[1] - 1]];
  }

  /** The parents, in document order, of the text nodes under `root` holding `needle`. */
  textNodeParents(root: Element, needle: string, limit: number): Element[] {
    const range = this.rangeIn(this.match, root);
    if (needle === '' || range === null) return [];
    const found: Element[] = [];
    const text = this.match.text;
    const { starts, ends } = this.match;
    let from = range[0];
    const stop = range[1];
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
   * "Does this element's whole text hold `needle`", for elements asked in document order (as
   * a walk down asks): it remembers the occurrence found, so the page is searched about once.
   */
  holderTest(needle: string): (element: Element) => boolean {
    const text = this.match.text;
    let searchedFrom = -1;
    let next = -1; // first occurrence at or after searchedFrom, -1 for none
    return (element) => {
      const range = this.rangeIn(this.match, element);
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
