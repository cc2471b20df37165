import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { createMemoryCache, createRedisCache } from '../../../src/adapters/cache/ttl-cache.js';
import { createCircuitBreaker } from '../../../src/adapters/circuit-breaker.js';

describe('memory ttl cache', () => {
  it('returns a value until its ttl has passed (lru-cache: stale once older than the ttl)', async () => {
    let now = 1_000_000;
    const cache = createMemoryCache({ now: () => now });
    await cache.set('k', 'v', 10);
    expect(await cache.get('k')).to.equal('v');
    now += 10_000;
    expect(await cache.get('k')).to.equal('v');
    now += 1;
    expect(await cache.get('k')).to.equal(undefined);
  });

  it('returns undefined for an unknown key and overwrites on set', async () => {
    const cache = createMemoryCache();
    expect(await cache.get('missing')).to.equal(undefined);
    await cache.set('k', 'one', 60);
    await cache.set('k', 'two', 60);
    expect(await cache.get('k')).to.equal('two');
  });

  it('drops the oldest entries beyond maxEntries', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', '1', 60);
    await cache.set('b', '2', 60);
    await cache.set('a', '1again', 60); // refreshed: now the newest
    await cache.set('c', '3', 60);
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).to.deep.equal(['1again', undefined, '3']);
  });

  it('forgets everything on close', async () => {
    const cache = createMemoryCache();
    await cache.set('k', 'v', 60);
    await cache.close?.();
    expect(await cache.get('k')).to.equal(undefined);
  });
});

describe('redis ttl cache', () => {
  // Stands in for ioredis: records the commands and keeps values in a Map.
  function fakeRedis() {
    const calls: unknown[][] = [];
    const values = new Map<string, string>();
    const redis = {
      async get(key: string) {
        calls.push(['get', key]);
        return values.get(key) ?? null;
      },
      async set(key: string, value: string, ...args: unknown[]) {
        calls.push(['set', key, value, ...args]);
        values.set(key, value);
        return 'OK';
      },
    };
    return { redis: redis as unknown as Redis, calls };
  }

  it('prefixes keys and lets Redis expire them with EX', async () => {
    const { redis, calls } = fakeRedis();
    const cache = createRedisCache(redis, 'crawler:');
    await cache.set('robots:https://example.com', 'v', 86_400);
    expect(await cache.get('robots:https://example.com')).to.equal('v');
    expect(await cache.get('other')).to.equal(undefined);
    expect(calls).to.deep.equal([
      ['set', 'crawler:robots:https://example.com', 'v', 'EX', 86_400],
      ['get', 'crawler:robots:https://example.com'],
      ['get', 'crawler:other'],
    ]);
  });

  it('rounds a ttl up to whole seconds, at least one', async () => {
    const { redis, calls } = fakeRedis();
    const cache = createRedisCache(redis, '');
    await cache.set('a', 'v', 0.2);
    await cache.set('b', 'v', 2.5);
    expect(calls.map((c) => c[4])).to.deep.equal([1, 3]);
  });

  it('leaves the connection to its owner', () => {
    const { redis } = fakeRedis();
    expect(createRedisCache(redis, 'p:').close).to.equal(undefined);
  });

  it("with Redis's circuit breaker: failures open it, then reads are misses and writes skipped without a command", async () => {
    const { redis, calls } = fakeRedis();
    const broken = { ...redis, get: async () => Promise.reject(new Error('Command timed out')) } as unknown as Redis;
    let now = 0;
    const breaker = createCircuitBreaker({ name: 'redis', failureThreshold: 2, openMs: 1000, now: () => now });
    const failing = createRedisCache(broken, 'p:', breaker);
    for (let i = 0; i < 2; i++) {
      let failure: unknown;
      await failing.get('k').catch((error) => (failure = error));
      expect((failure as Error)?.message, 'a failed read still rejects (the caller logs it)').to.equal('Command timed out');
    }
    expect(breaker.state()).to.equal('open');

    const cache = createRedisCache(redis, 'p:', breaker);
    await cache.set('k', 'v', 60);
    expect(await cache.get('k')).to.equal(undefined);
    expect(calls, 'nothing sent while open').to.deep.equal([]);
    now += 1000;
    await cache.set('k', 'v', 60);
    expect(breaker.state(), 'the write was the probe, and Redis answered').to.equal('closed');
    expect(await cache.get('k')).to.equal('v');
  });
});
