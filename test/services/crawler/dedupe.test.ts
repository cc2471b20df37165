import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { ApiError } from '../../../src/errors.js';
import {
  checkDuplicate,
  contentHashOf,
  DEDUPE_ALGORITHM,
  DEFAULT_DUPLICATE_THRESHOLD,
  diceSimilarity,
  MAX_BODY_CHARS,
  MAX_EXISTING_BODIES,
  MAX_TITLE_CHARS,
  normaliseText,
  NORMALISATION,
} from '../../../src/services/crawler/dedupe.js';

const ARTICLE = `The city council approved the new cycling plan on Tuesday evening after a debate that lasted
almost four hours. The plan adds forty kilometres of protected bike lanes over the next three years, connects
the northern districts to the central station, and replaces two hundred parking spaces with secure bicycle
racks. Supporters argued that the network will cut commuting times and make the streets safer for children,
while opponents warned that local shops could lose customers who arrive by car. The mayor promised a review
after the first year, with public data on traffic, accidents and retail sales published every quarter. Work on
the first section, along the river embankment, is expected to begin in early spring if the contracts are signed
on time, and the council will hold three public meetings to explain the route before construction starts.`;

// The same article with five words changed.
const ARTICLE_EDITED = ARTICLE.replace('Tuesday', 'Wednesday')
  .replace('forty', 'fifty')
  .replace('two hundred', 'three hundred')
  .replace('early spring', 'late spring')
  .replace('three public meetings', 'four public meetings');

const UNRELATED = `A rare orchid that botanists believed had vanished from the island was found last month by a
hiker photographing waterfalls in the eastern highlands. The plant, which flowers for only a few days each year,
grows on moss-covered rocks in the spray of fast streams and depends on a single species of moth for
pollination. Researchers from the national herbarium confirmed the identification from the photographs and a
small leaf sample, and they are now surveying nearby valleys to estimate how many plants survive. Conservation
groups have asked the regional government to close two footpaths during the flowering season and to fund a
seed bank, warning that collectors could strip the site within weeks if its location became widely known.`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function validationError(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).code).to.equal('VALIDATION_FAILED');
    return error as ApiError;
  }
  throw new Error('expected a VALIDATION_FAILED ApiError');
}

/** The normalisation as documented, written with regular expressions. */
function referenceNormalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Cf}]|(?![\t\n\v\f\r])\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sørensen–Dice over character-trigram multisets, written the plain way. */
function referenceDice(a: string, b: string): number {
  const grams = (s: string) => {
    const counts = new Map<string, number>();
    for (let i = 0; i + 3 <= s.length; i++) counts.set(s.slice(i, i + 3), (counts.get(s.slice(i, i + 3)) ?? 0) + 1);
    return counts;
  };
  const x = referenceNormalise(a);
  const y = referenceNormalise(b);
  if (x.length < 3 || y.length < 3) return x === y ? 1 : 0;
  const gx = grams(x);
  const gy = grams(y);
  let shared = 0;
  for (const [gram, count] of gx) shared += Math.min(count, gy.get(gram) ?? 0);
  return (2 * shared) / (x.length - 2 + (y.length - 2));
}

describe('services/crawler/dedupe', () => {
  describe('normalisation', () => {
    it('applies NFKC, lowercases, deletes punctuation and symbols, collapses white space', () => {
      expect(normaliseText('  Hello,   World!\n\tIt’s “great” — 100% ✓  ')).to.equal('hello world its great 100');
      // NFKC: full-width letters, ligatures, superscripts, no-break space.
      expect(normaliseText('ＡＢＣ ﬁne x²\u00a0y')).to.equal('abc fine x2 y');
      // Format characters (soft hyphen, zero-width joiner, BOM) and controls go.
      expect(normaliseText('co\u00adop\u200derate\ufeff\u0007')).to.equal('cooperate');
      // Non-Latin letters and digits stay.
      expect(normaliseText('Привет, мир! 東京タワー 123')).to.equal('привет мир 東京タワー 123');
      // Emoji are symbols (So) and go; a lone surrogate is kept.
      expect(normaliseText('ok 👍🏽 done')).to.equal('ok done');
      expect(normaliseText('a\ud800b')).to.equal('a\ud800b');
      expect(normaliseText('')).to.equal('');
    });

    it('matches the documented definition on random text', () => {
      let seed = 7;
      const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
      const alphabet = [...'aZ9 \t\n.,;!?-–—’"()[]$€%+=<>@#ÄéßİıＡﬁ²\u00a0\u2003\u00ad\u200b\u0000\u0085\u001f東京😀👍🏽\ud800'];
      // Every ASCII unit, for the ASCII fast path, then a mix that takes the general path.
      const ascii = Array.from({ length: 128 }, (_, unit) => String.fromCharCode(unit));
      for (const letters of [ascii, alphabet]) {
        for (let i = 0; i < 500; i++) {
          const text = Array.from({ length: Math.floor(random() * 40) }, () => letters[Math.floor(random() * letters.length)]).join('');
          expect(normaliseText(text), JSON.stringify(text)).to.equal(referenceNormalise(text));
        }
      }
    });

    it('hashes the normalised text with SHA-256', () => {
      expect(contentHashOf('Hello, World!')).to.equal(sha256('hello world'));
      expect(NORMALISATION).to.include('NFKC');
    });
  });

  describe('checkDuplicate', () => {
    it('finds an exact duplicate after case, white-space and punctuation changes', () => {
      const exact = checkDuplicate({
        title: 'Cycling plan',
        body: '  THE council — approved, the "cycling" plan.\n',
        existingBodies: [UNRELATED, 'The Council approved the cycling plan', ARTICLE],
      });
      expect(exact).to.deep.equal({
        isLikelyDuplicate: true,
        exactMatch: true,
        contentHash: sha256('the council approved the cycling plan'),
        bestMatch: { index: 1, similarity: 1 },
        threshold: DEFAULT_DUPLICATE_THRESHOLD,
        algorithm: 'sha256-exact+sorensen-dice-char-trigrams',
        normalisation: NORMALISATION,
      });
    });

    it('finds a near duplicate with a few words changed above the threshold', () => {
      const result = checkDuplicate({ title: 'Cycling plan approved', body: ARTICLE_EDITED, existingBodies: [UNRELATED, ARTICLE] });
      expect(result.exactMatch).to.equal(false);
      expect(result.isLikelyDuplicate).to.equal(true);
      expect(result.bestMatch?.index).to.equal(1);
      expect(result.bestMatch?.similarity).to.be.at.least(0.9).and.below(1);
      expect(result.bestMatch?.similarity).to.be.closeTo(referenceDice(ARTICLE_EDITED, ARTICLE), 1e-12);
    });

    it('reports an unrelated text below the threshold', () => {
      const result = checkDuplicate({ title: 'Orchid', body: UNRELATED, existingBodies: [ARTICLE] });
      expect(result.isLikelyDuplicate).to.equal(false);
      expect(result.exactMatch).to.equal(false);
      expect(result.bestMatch?.index).to.equal(0);
      expect(result.bestMatch?.similarity).to.be.below(0.5);
    });

    it('has no best match when there are no existing bodies', () => {
      expect(checkDuplicate({ title: 't', body: ARTICLE, existingBodies: [] })).to.deep.equal({
        isLikelyDuplicate: false,
        exactMatch: false,
        contentHash: sha256(referenceNormalise(ARTICLE)),
        bestMatch: null,
        threshold: 0.85,
        algorithm: DEDUPE_ALGORITHM,
        normalisation: NORMALISATION,
      });
    });

    it('picks the right best match among many bodies', () => {
      const existingBodies = Array.from({ length: 200 }, (_, i) => `${UNRELATED} Update number ${i}.`);
      existingBodies[137] = ARTICLE;
      existingBodies[150] = ARTICLE.slice(0, 400);
      const result = checkDuplicate({ title: 't', body: ARTICLE_EDITED, existingBodies });
      expect(result.bestMatch?.index).to.equal(137);
      expect(result.isLikelyDuplicate).to.equal(true);
    });

    it('takes the lowest index on a tie and stops at the first exact match', () => {
      const tie = checkDuplicate({ title: 't', body: ARTICLE_EDITED, existingBodies: [UNRELATED, ARTICLE, ARTICLE.toUpperCase()] });
      expect(tie.bestMatch?.index).to.equal(1);
      const exact = checkDuplicate({ title: 't', body: ARTICLE, existingBodies: [ARTICLE_EDITED, ARTICLE.toUpperCase(), ARTICLE] });
      expect(exact.bestMatch).to.deep.equal({ index: 1, similarity: 1 });
    });

    it('scores like the plain definition of Sørensen–Dice on trigrams', () => {
      const pairs: Array<[string, string]> = [
        [ARTICLE, UNRELATED],
        [ARTICLE, ARTICLE_EDITED],
        ['aaaa', 'aaa'], // repeated trigrams count as a multiset
        ['ab', 'ab'],
        ['ab', 'abc'],
        ['東京タワーに行きました', '東京タワーへ行きました'],
      ];
      for (const [a, b] of pairs) expect(diceSimilarity(a, b), `${a.slice(0, 20)} / ${b.slice(0, 20)}`).to.be.closeTo(referenceDice(a, b), 1e-12);
      expect(diceSimilarity('aaaa', 'aaa')).to.be.closeTo(2 / 3, 1e-12);
    });

    it('uses a caller threshold when one is given', () => {
      const strict = checkDuplicate({ title: 't', body: ARTICLE_EDITED, existingBodies: [ARTICLE], threshold: 0.99 });
      expect(strict.isLikelyDuplicate).to.equal(false);
      expect(strict.threshold).to.equal(0.99);
    });
  });

  describe('bounds', () => {
    it('exports the limits the request schema states', () => {
      expect([MAX_EXISTING_BODIES, MAX_BODY_CHARS, MAX_TITLE_CHARS, DEFAULT_DUPLICATE_THRESHOLD]).to.deep.equal([10_000, 20_000, 1_000, 0.85]);
    });

    it('refuses more than 10,000 existing bodies', () => {
      const error = validationError(() => checkDuplicate({ title: 't', body: 'b', existingBodies: new Array(MAX_EXISTING_BODIES + 1).fill('x') }));
      expect(error.details).to.deep.equal([{ field: 'existingBodies', reason: 'existingBodies has 10001 items; the limit is 10000' }]);
    });

    it('refuses an over-long body, existing body or title, naming it', () => {
      const long = 'x'.repeat(MAX_BODY_CHARS + 1);
      expect(validationError(() => checkDuplicate({ title: 't', body: long, existingBodies: [] })).details).to.deep.equal([
        { field: 'body', reason: 'body is 20001 characters; the limit is 20000' },
      ]);
      expect(validationError(() => checkDuplicate({ title: 't', body: 'b', existingBodies: ['ok', 'ok', long] })).details).to.deep.equal([
        { field: 'existingBodies[2]', reason: 'existing body is 20001 characters; the limit is 20000' },
      ]);
      expect(validationError(() => checkDuplicate({ title: 't'.repeat(MAX_TITLE_CHARS + 1), body: 'b', existingBodies: [] })).details).to.deep.equal([
        { field: 'title', reason: 'title is 1001 characters; the limit is 1000' },
      ]);
    });

    it('counts characters as code points, as JSON Schema maxLength does', () => {
      // 1,000 emoji are 2,000 UTF-16 units but 1,000 characters.
      expect(() => checkDuplicate({ title: '😀'.repeat(MAX_TITLE_CHARS), body: 'b', existingBodies: [] })).to.not.throw();
      expect(() => checkDuplicate({ title: 't', body: '😀'.repeat(MAX_BODY_CHARS), existingBodies: ['😀'.repeat(MAX_BODY_CHARS)] })).to.not.throw();
    });

    it('refuses a threshold outside 0..1', () => {
      expect(validationError(() => checkDuplicate({ title: 't', body: 'b', existingBodies: [], threshold: 1.5 })).details).to.deep.equal([
        { field: 'threshold', reason: 'threshold must be a number from 0 to 1' },
      ]);
    });
  });
});
