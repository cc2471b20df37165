/**
 * A linear pre-check of how deeply a page nests, before parsing: parse5's tree construction walks
 * the stack of open elements, so its cost grows with depth x tags. Browsers stop at 512 levels;
 * deeper pages are refused. parse5's own tokenizer drives an estimated stack (void tags, raw-text
 * elements, end tags near the top, the commonest implied end tags), which only has to stay close
 * to the real depth for pages near the limit.
 */
import { Tokenizer, TokenizerMode, type TokenHandler } from 'parse5';

export const MAX_NESTING_DEPTH = 512;

const VOID = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
  'basefont', 'bgsound', 'frame', 'keygen',
]);
const RAW_TEXT: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT, // scripting enabled, as cheerio parses
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};
/** A start tag of the key closes an open element of these names on top of the stack. */
const CLOSES: Record<string, string[]> = {
  li: ['li'],
  p: ['p'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  option: ['option'],
  optgroup: ['option', 'optgroup'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  tr: ['td', 'th', 'tr'],
  thead: ['td', 'th', 'tr', 'tbody', 'thead', 'tfoot'],
  tbody: ['td', 'th', 'tr', 'tbody', 'thead', 'tfoot'],
  tfoot: ['td', 'th', 'tr', 'tbody', 'thead', 'tfoot'],
  a: ['a'],
  button: ['button'],
  form: ['form'],
  nobr: ['nobr'],
};
/** How far below the top an end tag looks for its start tag; further is ignored. */
const END_TAG_REACH = 16;

class TooDeep extends Error {}

export function nestsDeeperThan(html: string): boolean {
  const stack: string[] = [];
  let foreign = 0; // open <svg>/<math> elements
  const ignore = (): void => {};
  const handler: TokenHandler = {
    onStartTag(token) {
      const name = token.tagName;
      if (VOID.has(name) || (token.selfClosing && foreign > 0)) return;
      const closes = CLOSES[name];
      while (closes !== undefined && stack.length > 0 && closes.includes(stack[stack.length - 1])) stack.pop();
      stack.push(name);
      if (name === 'svg' || name === 'math') foreign++;
      if (stack.length > MAX_NESTING_DEPTH) throw new TooDeep();
      const mode = foreign === 0 ? RAW_TEXT[name] : undefined;
      if (mode !== undefined) tokenizer.state = mode;
    },
    onEndTag(token) {
      const bottom = Math.max(0, stack.length - END_TAG_REACH);
      for (let at = stack.length - 1; at >= bottom; at--) {
        if (stack[at] !== token.tagName) continue;
        for (const closed of stack.splice(at)) if (closed === 'svg' || closed === 'math') foreign--;
        return;
      }
    },
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  try {
    tokenizer.write(html, true);
  } catch (error) {
    if (error instanceof TooDeep) return true;
    throw error;
  }
  return false;
}
