import { expect } from 'chai';
import { fnv1a, mulberry32, seededRandom } from '../src/seeded-random.js';

describe('seeded random source', () => {
  it("FNV-1a gives the published 32-bit test vectors", () => {
    expect([fnv1a(''), fnv1a('a'), fnv1a('foobar')]).to.deep.equal([0x811c9dc5, 0xe40c292c, 0xbf9cf968]);
    // Chained: the hash of "bar" from the hash of "foo" is the hash of "foobar".
    expect(fnv1a('bar', fnv1a('foo'))).to.equal(fnv1a('foobar'));
  });

  it("mulberry32 gives the reference implementation's sequence, the same for the same seed", () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).to.deep.equal([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const again = mulberry32(1);
    expect(again()).to.equal(0.6270739405881613);
  });

  it('a text seed gives the mulberry32 sequence of its FNV-1a, numbers in [0, 1)', () => {
    const a = seededRandom('demo/acme');
    const b = mulberry32(fnv1a('demo/acme'));
    const values = Array.from({ length: 1000 }, () => a());
    expect(values.slice(0, 5)).to.deep.equal(Array.from({ length: 5 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).to.equal(true);
    expect(new Set(values).size).to.equal(1000);
  });
});
