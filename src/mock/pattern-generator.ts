/**
 * Strings that match a `pattern` as ajv reads it (with `u`, else without: schema-compiler.ts),
 * drawn by randexp from our seeded random. randexp reads patterns without `u` and draws
 * look-arounds and `\b` as nothing, so what it draws is checked against the pattern.
 */
import randexpModule from 'randexp';
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

/** An unbounded quantifier repeats at most this many times more than its minimum. */
const UNBOUNDED_EXTRA = 5;
const SAMPLES = 64;
const REDRAWS = 20;
/** Strings tried, in order, for a pattern randexp cannot draw. */
const FIXED = ['a', 'abc', 'A', 'ABC', '0', '123', 'a1', 'example', 'example-1', 'abc_123', ''];
/** Zero-width assertions randexp draws as nothing: each draw of such a pattern is checked. */
const ASSERTIONS = /\\[bB]|\(\?<?[=!]/;

// Its types declare an ES default export; under Node the module itself is the class.
const RandExp = randexpModule as unknown as typeof randexpModule.default;
type CharRange = InstanceType<typeof RandExp>['defaultRange'];
type SetToken = Parameters<InstanceType<typeof RandExp>['_expand']>[0];

/** randexp drawing from a Random; each class expanded once, as written (randexp keeps its printable ASCII only). */
class PatternDraw extends RandExp {
  random: Random = new SeededRandom(0);
  private readonly expanded = new Map<SetToken, CharRange>();
  private readonly printable = this.defaultRange;
  private readonly anyChar = this.defaultRange.clone().add(0, 0xffff);

  constructor(pattern: string) {
    // ret, randexp's parser, reads `\u` and `\x` escapes in upper case only.
    super(pattern.replace(/\\\\|\\u[0-9a-f]{4}|\\x[0-9a-f]{2}/gi, (escape) => escape.slice(0, 2) + escape.slice(2).toUpperCase()));
    this.max = UNBOUNDED_EXTRA;
  }

  override randInt(min: number, max: number): number {
    return this.random.int(min, max);
  }

  override _expand(token: SetToken): CharRange {
    let range = this.expanded.get(token);
    if (range === undefined) {
      // A negated class and `.` draw from printable ASCII (randexp's default range).
      const outer = this.defaultRange;
      if ('set' in token) this.defaultRange = token.not ? this.printable : this.anyChar;
      range = super._expand(token);
      this.defaultRange = outer;
      this.expanded.set(token, range);
    }
    return range;
  }
}

const regexes = new Map<string, RegExp | null>();

/** `pattern` as ajv compiles it, made once; null when it is no pattern. */
export function patternRegex(pattern: string): RegExp | null {
  let regex = regexes.get(pattern);
  if (regex === undefined) {
    try {
      regex = new RegExp(pattern, 'u');
    } catch {
      try {
        regex = new RegExp(pattern);
      } catch {
        regex = null;
      }
    }
    regexes.set(pattern, regex);
  }
  return regex;
}

/** randexp's draws of `pattern` and SAMPLES of them from a fixed seed; null when randexp cannot read it. */
function sampled(pattern: string): { draw: (random: Random) => string; samples: string[] } | null {
  let randexp: PatternDraw;
  try {
    randexp = new PatternDraw(pattern);
  } catch {
    return null;
  }
  const draw = (random: Random) => {
    randexp.random = random;
    return randexp.gen();
  };
  const sampler = new SeededRandom(0x5eed);
  return { draw, samples: Array.from({ length: SAMPLES }, () => draw(sampler)) };
}

/** A generator of strings matching `pattern`, or null when a sample fails it (or it has assertions). */
export function compilePattern(pattern: string): ((random: Random) => string) | null {
  const regex = patternRegex(pattern);
  const found = regex && !ASSERTIONS.test(pattern) ? sampled(pattern) : null;
  return found && found.samples.every((text) => regex!.test(text)) ? found.draw : null;
}

/**
 * A generator for any pattern: compilePattern's; else randexp's draws, each kept only when the
 * pattern matches it (else a sample that matched); else the first FIXED string that matches.
 */
export function patternGenerator(pattern: string): (random: Random) => string {
  const regex = patternRegex(pattern);
  const found = regex && sampled(pattern);
  const known = found ? found.samples.find((text) => regex.test(text)) : undefined;
  if (!found || known === undefined) {
    const fixed = FIXED.find((text) => regex?.test(text)) ?? '';
    return () => fixed;
  }
  if (!ASSERTIONS.test(pattern) && found.samples.every((text) => regex!.test(text))) return found.draw;
  return (random) => {
    for (let attempt = 0; attempt < REDRAWS; attempt++) {
      const text = found.draw(random);
      if (regex!.test(text)) return text;
    }
    return known;
  };
}
