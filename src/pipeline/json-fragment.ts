/** JSON text made elsewhere (list items the store wrote: src/store/json-items.ts), placed into an answer as is. */
import { randomBytes } from 'node:crypto';

/** A fragment's mark in JSON.stringify's output: random per process, so no data can spell it. */
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

/** JSON.stringify, each fragment's mark then replaced by its text (a walk of our own costs more). */
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
