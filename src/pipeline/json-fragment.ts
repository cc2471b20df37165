/**
 * JSON text made elsewhere (list items the store wrote as JSON: src/store/json-items.ts),
 * placed into an answer as is. `stringifyWithFragments` gives what JSON.stringify gives for
 * plain data, with each fragment's text in its place; it runs only for replies that carry
 * fragments, so every other answer keeps JSON.stringify.
 */
import { randomBytes } from 'node:crypto';

/**
 * What a fragment writes into JSON.stringify's output while `stringifyWithFragments` runs, with
 * its number: random per process, so no data an answer carries can spell it, and made of
 * characters JSON.stringify writes as they are.
 */
const MARK = `json-fragment-${randomBytes(16).toString('hex')}-`;
/** The texts of the fragments met by the JSON.stringify under way, in the order it wrote them. */
let collecting: string[] | null = null;

export class JsonFragment {
  constructor(readonly text: string) {}

  /** Inside stringifyWithFragments, a mark that is replaced by the text; elsewhere, what a plain object with `text` gives. */
  toJSON(): unknown {
    if (!collecting) return { text: this.text };
    return MARK + (collecting.push(this.text) - 1);
  }
}

/**
 * JSON.stringify, with each fragment's mark then replaced by its text: JSON.stringify does the
 * walk (key quoting, toJSON, undefined members), where a walk of our own cost about 5% of an
 * HR list request (docs/performance.md).
 */
export function stringifyWithFragments(value: unknown): string {
  const texts: string[] = [];
  collecting = texts;
  let json: string;
  try {
    json = JSON.stringify(value);
  } finally {
    collecting = null;
  }
  if (texts.length === 0) return json;
  let out = '';
  let from = 0;
  for (let i = 0; i < texts.length; i++) {
    const mark = `"${MARK}${i}"`;
    const at = json.indexOf(mark, from);
    out += json.slice(from, at) + texts[i];
    from = at + mark.length;
  }
  return out + json.slice(from);
}
