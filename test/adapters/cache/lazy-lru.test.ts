import { expect } from 'chai';
import { lazyLru } from '../../../src/adapters/cache/lazy-lru.js';

describe('lazy LRU cache', () => {
  it('answers as an empty cache before its first entry', () => {
    const cache = lazyLru<string, number>({ max: 2 });
    expect(cache.get('a')).to.equal(undefined);
    expect(cache.delete('a')).to.equal(false);
    cache.clear();
    expect(cache.get('a')).to.equal(undefined);
  });

  it('keeps at most max entries, the least recently used going first', () => {
    const cache = lazyLru<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).to.equal(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).to.deep.equal([1, undefined, 3]);
    expect(cache.delete('a')).to.equal(true);
    expect(cache.get('a')).to.equal(undefined);
    cache.clear();
    expect(cache.get('c')).to.equal(undefined);
  });

  it('passes the options of a set through (an entry past its ttl is gone)', () => {
    let now = 1_000;
    const cache = lazyLru<string, string>({ max: 10, ttlResolution: 0, perf: { now: () => now } });
    cache.set('k', 'v', { ttl: 100 });
    expect(cache.get('k')).to.equal('v');
    now += 101;
    expect(cache.get('k')).to.equal(undefined);
  });
});
