/**
 * Strings that match a `pattern`, the pattern parsed once into closures. The common subset only
 * (literals, escapes, classes, `\d \w \s` and negations drawn from the printable characters, `.`,
 * groups, alternation, quantifiers, `^`/`$` at the ends); anything else gives null from
 * compilePattern, and patternGenerator draws what it can. A compiled pattern whose samples the
 * pattern refuses (as ajv reads it, with `u`) is not used either. (randexp would draw more, but
 * is no dependency of ours, and faker's fromRegExp has no groups or alternation.)
 */
import { mulberry32 } from '../seeded-random.js';

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Both ends included. */
  int(min: number, max: number): number;
}

/** The generators' random source. */
export class SeededRandom implements Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

type Draw = (random: Random) => string;

const DIGITS = '0123456789';
const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
const SPACE = ' \t\n';
/** What `.` and negated classes draw from (json-schema-faker's printable set). */
const PRINTABLE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#%&*()-_=+[]{}|;:',.<>/? ";
const outside = (set: string) => [...PRINTABLE].filter((c) => !set.includes(c)).join('');
const [NOT_DIGITS, NOT_WORD, NOT_SPACE] = [outside(DIGITS), outside(WORD), outside(SPACE)];
/** An unbounded quantifier repeats at most this many times more than its minimum. */
const UNBOUNDED_EXTRA = 5;
const SAMPLES = 64;

class Unsupported extends Error {}

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Draw {
    const draw = this.alternation(true);
    if (this.at !== this.source.length) throw new Unsupported();
    return draw;
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private alternation(top: boolean): Draw {
    const branches: Draw[] = [this.sequence(top)];
    while (this.peek() === '|') {
      this.at++;
      branches.push(this.sequence(top));
    }
    if (branches.length === 1) return branches[0];
    return (random) => branches[random.int(0, branches.length - 1)](random);
  }

  private sequence(top: boolean): Draw {
    const parts: Draw[] = [];
    const start = this.at;
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const char = this.peek()!;
      if (char === '^') {
        // Only as the first thing of a top-level branch: anywhere else it could refuse what we draw.
        if (!top || this.at !== start) throw new Unsupported();
        this.at++;
        continue;
      }
      if (char === '$') {
        this.at++;
        const next = this.peek();
        if (!top || (next !== undefined && next !== '|')) throw new Unsupported();
        continue;
      }
      parts.push(this.quantified(this.atom()));
    }
    if (parts.length === 0) return () => '';
    if (parts.length === 1) return parts[0];
    return (random) => {
      let text = '';
      for (let i = 0; i < parts.length; i++) text += parts[i](random);
      return text;
    };
  }

  private quantified(atom: Draw): Draw {
    const char = this.peek();
    let min: number;
    let max: number;
    if (char === '?') [min, max] = [0, 1];
    else if (char === '*') [min, max] = [0, UNBOUNDED_EXTRA];
    else if (char === '+') [min, max] = [1, 1 + UNBOUNDED_EXTRA];
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!match) throw new Unsupported();
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? min + UNBOUNDED_EXTRA : Number(match[3]);
      if (max < min) throw new Unsupported();
      this.at += match[0].length - 1;
    } else return atom;
    this.at++;
    if (this.peek() === '?') this.at++; // lazy: the same strings
    if (min === 1 && max === 1) return atom;
    return (random) => {
      const count = min === max ? min : random.int(min, max);
      let text = '';
      for (let i = 0; i < count; i++) text += atom(random);
      return text;
    };
  }

  private atom(): Draw {
    const char = this.source[this.at++];
    switch (char) {
      case '.':
        return pick(PRINTABLE);
      case '(':
        return this.group();
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape(false) as Draw;
      case '*':
      case '+':
      case '?':
      case '{':
      case '}':
      case ']':
        throw new Unsupported();
      default:
        return literal(char);
    }
  }

  private group(): Draw {
    if (this.peek() === '?') {
      if (this.source[this.at + 1] === ':') this.at += 2;
      else if (this.source[this.at + 1] === '<' && /^[A-Za-z_$]/.test(this.source[this.at + 2] ?? '')) {
        const close = this.source.indexOf('>', this.at);
        if (close < 0) throw new Unsupported();
        this.at = close + 1;
      } else throw new Unsupported(); // look-arounds
    }
    const inner = this.alternation(false);
    if (this.source[this.at++] !== ')') throw new Unsupported();
    return inner;
  }

  /** `\x` outside a class, or inside one (`inClass`: a string of its characters). */
  private escape(inClass: boolean): Draw | string {
    const char = this.source[this.at++];
    if (char === undefined) throw new Unsupported();
    const set = { d: DIGITS, w: WORD, s: SPACE, D: NOT_DIGITS, W: NOT_WORD, S: NOT_SPACE }[char];
    if (set) return inClass ? set : pick(set);
    const control = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' }[char];
    if (control) return inClass ? control : literal(control);
    if (char === 'u' || char === 'x') {
      const match = (char === 'u' ? /^[0-9a-fA-F]{4}/ : /^[0-9a-fA-F]{2}/).exec(this.source.slice(this.at));
      if (!match) throw new Unsupported();
      this.at += match[0].length;
      const code = parseInt(match[0], 16);
      if (code >= 0xd800 && code <= 0xdfff) throw new Unsupported();
      const value = String.fromCharCode(code);
      return inClass ? value : literal(value);
    }
    // Other letters and digits (\b \B \p \k \1 \0 \c...) are not drawn here.
    if (/[A-Za-z0-9]/.test(char)) throw new Unsupported();
    return inClass ? char : literal(char);
  }

  private characterClass(): Draw {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.at++;
    }
    let chars = '';
    while (this.peek() !== ']') {
      if (this.at >= this.source.length) throw new Unsupported();
      let from = this.classMember();
      if (this.peek() === '-' && this.source[this.at + 1] !== ']' && this.source[this.at + 1] !== undefined) {
        this.at++;
        const to = this.classMember();
        if (from.length !== 1 || to.length !== 1) throw new Unsupported();
        const low = from.charCodeAt(0);
        const high = to.charCodeAt(0);
        if (high < low) throw new Unsupported();
        from = '';
        for (let code = low; code <= high; code++) from += String.fromCharCode(code);
      }
      chars += from;
    }
    this.at++;
    if (negated) {
      const excluded = new Set(chars);
      chars = [...PRINTABLE].filter((c) => !excluded.has(c)).join('');
    }
    if (chars.length === 0) throw new Unsupported();
    return pick([...new Set(chars)].join(''));
  }

  /** One member of a class: a character, or the characters of an escape such as `\d`. */
  private classMember(): string {
    const char = this.source[this.at++];
    if (char === '\\') {
      if (this.peek() === 'b') throw new Unsupported();
      return this.escape(true) as string;
    }
    if (char === '[') throw new Unsupported(); // the v flag's nested classes
    return char;
  }
}

const literal =
  (text: string): Draw =>
  () =>
    text;

const pick = (chars: string): Draw => {
  if (chars.length === 1) return literal(chars);
  const last = chars.length - 1;
  return (random) => chars[random.int(0, last)];
};

/** A generator of strings matching `pattern`, or null when the pattern is beyond the subset or a sample fails it. */
export function compilePattern(pattern: string): ((random: Random) => string) | null {
  // Astral characters are one character under the `u` flag, two here.
  if (/[\ud800-\udfff]/.test(pattern)) return null;
  let regex: RegExp;
  let draw: Draw;
  try {
    regex = new RegExp(pattern, 'u');
    draw = new Parser(pattern).parse();
  } catch (error) {
    if (error instanceof Unsupported || error instanceof SyntaxError) return null;
    throw error;
  }
  const generate = draw;
  const sampler = new SeededRandom(0x5eed);
  for (let i = 0; i < SAMPLES; i++) if (!regex.test(generate(sampler))) return null;
  return generate;
}

/** Zero-width assertions beyond the subset (`\b`, `\B`, look-arounds without nested groups). */
const ASSERTIONS = /\\[bB]|\(\?<?[=!](?:[^()\\]|\\.)*\)/g;
/** Strings tried, in order, for a pattern nothing else draws. */
const FIXED = ['a', 'abc', 'A', 'ABC', '0', '123', 'a1', 'example', 'example-1', 'abc_123', ''];
const REDRAWS = 20;

/**
 * A generator for any pattern: compilePattern's; else the pattern without its assertions, each
 * draw kept only when the whole pattern matches it (else a sample that matched); else the first
 * FIXED string that matches; else the empty string. A pattern `u` refuses (lone braces) is read
 * as ECMA-262 reads it without `u`, as ajv compiles it.
 */
export function patternGenerator(pattern: string): (random: Random) => string {
  const compiled = compilePattern(pattern);
  if (compiled) return compiled;
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    // ECMA-262 without `u` takes lone braces as characters (ajv compiles such patterns so, schema-compiler.ts).
    const escaped = pattern.replace(/\{\d+(?:,\d*)?\}|[{}]/g, (match) => (match.length > 1 ? match : `\\${match}`));
    return (escaped !== pattern && compilePattern(escaped)) || (() => '');
  }
  const fixed = FIXED.find((text) => regex.test(text));
  const wider = pattern.replace(ASSERTIONS, '');
  let draw: Draw | null = null;
  if (wider !== pattern && !/[\ud800-\udfff]/.test(wider)) {
    try {
      draw = new Parser(wider).parse();
    } catch {
      draw = null;
    }
  }
  const sampler = new SeededRandom(0x5eed);
  const known = draw ? Array.from({ length: SAMPLES }, () => draw!(sampler)).find((text) => regex.test(text)) : undefined;
  if (!draw || known === undefined) return () => fixed ?? '';
  const widerDraw = draw;
  return (random) => {
    for (let attempt = 0; attempt < REDRAWS; attempt++) {
      const text = widerDraw(random);
      if (regex.test(text)) return text;
    }
    return known;
  };
}
