/**
 * The mock's compiled patterns (src/mock/pattern-generator.ts): every pattern of every spec we
 * serve and of the partner fixtures is drawn by randexp, each draw matching the pattern as ajv
 * reads it; what randexp cannot draw unchecked gives null, and patternGenerator still draws it
 * where it can.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { compilePattern, patternGenerator, SeededRandom } from '../../src/mock/pattern-generator.js';

const redocly = YAML.parse(readFileSync('redocly.yaml', 'utf8')) as { apis: Record<string, { root: string }> };
const FILES = [...Object.values(redocly.apis).map((api) => api.root), 'test/mock/fixtures/partner-shapes.yaml', 'test/contract/fixtures/widgets.yaml', 'test/proxy/pets.yaml'];

function patternsOf(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => patternsOf(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') into.add(value);
      else patternsOf(value, into);
    }
  }
  return into;
}

describe('the mock\'s compiled patterns', () => {
  it('draws every pattern of our specs and the partner fixtures, each draw matching it', () => {
    const patterns = new Set<string>();
    for (const file of FILES) patternsOf(YAML.parse(readFileSync(file, 'utf8')), patterns);
    expect(patterns.size).to.be.greaterThan(15);
    const random = new SeededRandom(42);
    for (const pattern of patterns) {
      const draw = compilePattern(pattern);
      expect(draw, pattern).to.be.a('function');
      const regex = new RegExp(pattern, 'u');
      for (let i = 0; i < 200; i++) {
        const value = draw!(random);
        expect(regex.test(value), `${pattern}: ${JSON.stringify(value)}`).to.equal(true);
      }
    }
  });

  const given: Array<[string, RegExp]> = [
    ['^[A-Z]{3}-\\d{4}$', /^[A-Z]{3}-\d{4}$/],
    ['^(ord|inv)_[a-f0-9]{8,12}$', /^(ord|inv)_[a-f0-9]{8,12}$/],
    ['^\\S+@\\S+\\.[a-z]{2,}$', /^\S+@\S+\.[a-z]{2,}$/],
    ['^[^<>]{1,5}$', /^[^<>]{1,5}$/],
    ['v[0-9]+(\\.[0-9]+)?', /v[0-9]+(\.[0-9]+)?/],
    ['^(?:[a-z]+-)*[a-z]+$', /^(?:[a-z]+-)*[a-z]+$/],
    ['^\\u00e9t\\x65$', /^\u00e9t\x65$/],
    ['^(a)\\1$', /^(a)\1$/],
    ['^[\\u00e0-\\u00ff]{3}$', /^[\u00e0-\u00ff]{3}$/],
  ];
  for (const [pattern, regex] of given) {
    it(`draws ${pattern}`, () => {
      const draw = compilePattern(pattern)!;
      const random = new SeededRandom(7);
      for (let i = 0; i < 100; i++) expect(draw(random)).to.match(regex);
    });
  }

  for (const pattern of ['^(?=a)a$', '\\bword\\b', '^\\p{Lu}+$', '^a^b$', '^a$b', '[', '^😀+$']) {
    it(`gives null for ${pattern} (beyond the subset, or not a pattern)`, () => {
      expect(compilePattern(pattern)).to.equal(null);
    });
  }

  const beyond: Array<[string, RegExp]> = [
    ['\\bword\\b', /\bword\b/],
    ['^\\bord\\b-[0-9]{3}$', /^\bord\b-[0-9]{3}$/],
    ['^(?=.*[0-9])[a-z0-9]{6}$', /^(?=.*[0-9])[a-z0-9]{6}$/],
    ['^(?!admin)[a-z]{3,8}$', /^(?!admin)[a-z]{3,8}$/],
    ['^\\p{Lu}+$', /^\p{Lu}+$/u],
    ['^{[0-9a-f]{4}}$', /^{[0-9a-f]{4}}$/],
  ];
  for (const [pattern, regex] of beyond) {
    it(`patternGenerator draws ${pattern}, beyond the subset`, () => {
      const draw = patternGenerator(pattern);
      const random = new SeededRandom(3);
      for (let i = 0; i < 100; i++) expect(draw(random)).to.match(regex);
    });
  }

  it('draws the same strings from the same seed', () => {
    const draw = compilePattern('^[0-9a-f]{32}$')!;
    const [a, b] = [new SeededRandom(9), new SeededRandom(9)];
    expect(Array.from({ length: 5 }, () => draw(a))).to.deep.equal(Array.from({ length: 5 }, () => draw(b)));
  });
});
