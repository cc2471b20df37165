import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { createRateLimiter } from '../../../src/adapters/rate-limit/rate-limiter.js';
import { parseRateLimit } from '../../../src/config/rate-limit-setting.js';
import type { RateLimiter } from '../../../src/adapters/rate-limit/rate-limiter.js';
import { createCircuitBreaker } from '../../../src/adapters/circuit-breaker.js';
import { freePort } from '../../support/ports.js';
import { redisUrlOrSkip } from '../../support/requirements.js';

function captureLogger() {
  const lines: { level: 'warn' | 'info'; obj: object; msg?: string }[] = [];
  return {
    lines,
    warn: (obj: object, msg?: string) => void lines.push({ level: 'warn', obj, msg }),
    info: (obj: object, msg?: string) => void lines.push({ level: 'info', obj, msg }),
  };
}

async function consumeMany(limiter: RateLimiter, key: string, n: number) {
  const results = [];
  for (let i = 0; i < n; i += 1) results.push(await limiter.consume(key));
  return results;
}

describe('adapters/rate-limit/rate-limiter', () => {
  describe('parseRateLimit', () => {
    const valid: [string, { points: number; durationSec: number }][] = [
      ['100/60s', { points: 100, durationSec: 60 }],
      ['5/1s', { points: 5, durationSec: 1 }],
      ['1000/15m', { points: 1000, durationSec: 900 }],
      ['10000/1h', { points: 10000, durationSec: 3600 }],
    ];
    for (const [given, want] of valid) {
      it(`parses ${given}`, () => expect(parseRateLimit(given)).to.deep.equal(want));
    }

    for (const given of ['', '100', '100/60', '100/60d', '0/60s', '100/0s', '-1/60s', '1.5/60s', ' 100/60s', '100/60S', 'abc']) {
      it(`refuses ${JSON.stringify(given)}, naming HRM_RATE_LIMIT`, () => {
        expect(() => parseRateLimit(given)).to.throw(Error, /^HRM_RATE_LIMIT must be/);
      });
    }

    it('names another setting when asked', () => {
      expect(() => parseRateLimit('x', 'OTHER_LIMIT')).to.throw(Error, /^OTHER_LIMIT /);
    });
  });

  describe('in memory', () => {
    it('allows N requests per window, then refuses with Retry-After', async () => {
      const limiter = createRateLimiter({ points: 3, durationSec: 60, keyPrefix: 'test-mem' });
      expect(limiter.backend()).to.equal('memory');
      const started = Date.now();
      const results = await consumeMany(limiter, 'key-a', 5);
      // Whole seconds that may have passed since the window began (1 on any but a stalled machine).
      const spentSec = Math.max(1, Math.ceil((Date.now() - started) / 1000));
      expect(results.map((r) => r.allowed)).to.deep.equal([true, true, true, false, false]);
      expect(results.map((r) => r.remaining)).to.deep.equal([2, 1, 0, 0, 0]);
      expect(limiter.consume('key-b'), "the process's own count answers without a promise").to.not.be.instanceOf(Promise);
      expect(results[0]).to.include({ limit: 3, resetSec: 60 });
      expect(results[0].headers).to.deep.equal({
        'RateLimit-Policy': '"default";q=3;w=60',
        RateLimit: '"default";r=2;t=60',
      });
      const refused = results[3];
      expect(refused.resetSec).to.be.within(60 - spentSec, 60);
      expect(refused.headers).to.deep.equal({
        'RateLimit-Policy': '"default";q=3;w=60',
        RateLimit: `"default";r=0;t=${refused.resetSec}`,
        'Retry-After': String(refused.resetSec),
      });
      await limiter.close();
    });

    it('counts keys separately', async () => {
      const limiter = createRateLimiter({ points: 1, durationSec: 60, keyPrefix: 'test-mem' });
      expect((await limiter.consume('a')).allowed).to.equal(true);
      expect((await limiter.consume('b')).allowed).to.equal(true);
      expect((await limiter.consume('a')).allowed).to.equal(false);
    });

    it('opens a new window once the old one has passed', async () => {
      // 2 s rather than 1: the refusal below must come within the first window even on a
      // machine so loaded that two awaits in a row take a second.
      const limiter = createRateLimiter({ points: 1, durationSec: 2, keyPrefix: 'test-mem' });
      // The window begins at the first consume, so not before this.
      const windowBegan = Date.now();
      const first = await limiter.consume('a');
      expect(first.allowed).to.equal(true);
      expect((await limiter.consume('a')).allowed).to.equal(false);
      // Polled, not slept for a guessed time: refused until the window has passed, then admitted.
      const deadline = Date.now() + 30_000;
      let next = await limiter.consume('a');
      while (!next.allowed) {
        expect(Date.now(), 'still refused 30 s after a 2 s window began').to.be.below(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
        next = await limiter.consume('a');
      }
      // Not before the window's 2 s were over (less 2 ms: timers and Date.now round to whole ms).
      expect(Date.now() - windowBegan, 'admitted again only once the first window ended').to.be.at.least(1998);
      expect(next).to.include({ remaining: 0, resetSec: 2 });
    });

    it('escapes the policy name as a structured-field string', async () => {
      const limiter = createRateLimiter({ points: 1, durationSec: 60, keyPrefix: 'p', policyName: 'hr "members"' });
      expect((await limiter.consume('a')).headers['RateLimit-Policy']).to.equal('"hr \\"members\\"";q=1;w=60');
    });

    it('refunds a point into the window it was taken in, never below zero nor into a new window', async () => {
      const limiter = createRateLimiter({ points: 2, durationSec: 60, keyPrefix: 'test-refund' });
      const first = await limiter.consume('a');
      const second = await limiter.consume('a');
      const refused = await limiter.consume('a');
      expect(refused.allowed).to.equal(false);
      await limiter.refund('a', refused);
      await limiter.refund('a', second);
      expect((await limiter.consume('a')).allowed, 'a refunded point is free again').to.equal(true);
      // After a reset nothing is held: a refund of an earlier point gives nothing, so the
      // fresh window still has exactly its budget.
      await limiter.reset('a');
      await limiter.refund('a', first);
      expect((await consumeMany(limiter, 'a', 3)).map((r) => r.allowed)).to.deep.equal([true, true, false]);
      // A refund into another window (its end differs) is not made either.
      await limiter.refund('a', { ...first, windowEndsAt: first.windowEndsAt - 30_000 });
      expect((await limiter.consume('a')).allowed).to.equal(false);
    });

    it('refuses nonsense limits', () => {
      expect(() => createRateLimiter({ points: 0, durationSec: 60, keyPrefix: 'p' })).to.throw(TypeError);
      expect(() => createRateLimiter({ points: 1, durationSec: 0.5, keyPrefix: 'p' })).to.throw(TypeError);
    });
  });

  describe('with an unreachable Redis', () => {
    let redis: Redis;

    beforeEach(async () => {
      redis = new Redis({
        host: '127.0.0.1',
        port: await freePort(),
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => 50,
      });
      redis.on('error', () => {});
    });

    afterEach(() => redis.disconnect());

    it('still limits, in memory, and logs the degradation once', async () => {
      const logger = captureLogger();
      const limiter = createRateLimiter({ points: 3, durationSec: 60, redis, keyPrefix: 'test-down', logger });
      const results = await consumeMany(limiter, 'key-a', 6);
      expect(results.map((r) => r.allowed)).to.deep.equal([true, true, true, false, false, false]);
      expect(results[5].headers['Retry-After']).to.match(/^\d+$/);
      expect(limiter.backend()).to.equal('memory');
      expect(logger.lines).to.have.length(1);
      expect(logger.lines[0].level).to.equal('warn');
      expect(logger.lines[0].msg).to.match(/Redis unavailable/);
      expect(logger.lines[0].obj).to.include({ keyPrefix: 'test-down' });
    });
  });

  describe('with Redis (TEST_REDIS_URL)', () => {
    const url = process.env.TEST_REDIS_URL;
    const clients: Redis[] = [];
    const prefix = `test-rl-${randomUUID()}`;

    async function client(): Promise<Redis> {
      const redis = new Redis(url!, { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
      redis.on('error', () => {});
      clients.push(redis);
      await redis.connect();
      return redis;
    }

    before('needs TEST_REDIS_URL: a Redis to test against', function () {
      redisUrlOrSkip(this); // skipped without Redis on a developer machine, failed under CI=true
    });

    after(async () => {
      if (!url) return;
      const admin = await client();
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
      for (const c of clients) c.disconnect();
    });

    it('shares one limit between two instances (two processes) on one Redis', async () => {
      const a = createRateLimiter({ points: 4, durationSec: 60, redis: await client(), keyPrefix: `${prefix}-shared` });
      const b = createRateLimiter({ points: 4, durationSec: 60, redis: await client(), keyPrefix: `${prefix}-shared` });
      const order = [a, b, a, b, a, b];
      const results = [];
      for (const limiter of order) results.push(await limiter.consume('member-1'));
      expect(results.map((r) => r.allowed)).to.deep.equal([true, true, true, true, false, false]);
      expect(results.map((r) => r.remaining)).to.deep.equal([3, 2, 1, 0, 0, 0]);
      expect(results[5].headers['Retry-After']).to.match(/^\d+$/);
      expect(a.backend()).to.equal('redis');
      expect(b.backend()).to.equal('redis');
      expect((await a.consume('member-2')).allowed, 'other keys untouched').to.equal(true);
    });

    it('refunds a point through Redis for every instance, never below zero after a reset', async () => {
      const a = createRateLimiter({ points: 2, durationSec: 60, redis: await client(), keyPrefix: `${prefix}-refund` });
      const b = createRateLimiter({ points: 2, durationSec: 60, redis: await client(), keyPrefix: `${prefix}-refund` });
      const taken = await a.consume('k');
      await b.consume('k');
      const refused = await a.consume('k');
      expect(refused.allowed).to.equal(false);
      await a.refund('k', refused);
      await a.refund('k', taken);
      expect((await b.consume('k')).allowed, 'the point a gave back is there for b').to.equal(true);
      await b.reset('k');
      await a.refund('k', taken);
      expect((await consumeMany(b, 'k', 3)).map((r) => r.allowed)).to.deep.equal([true, true, false]);
      expect(a.backend()).to.equal('redis');
    });

    it("with Redis's circuit breaker open: counts in memory without sending a command, then a probe goes back to Redis", async () => {
      const redis = await client();
      let now = 0;
      const breaker = createCircuitBreaker({ name: 'redis', failureThreshold: 2, openMs: 1000, now: () => now });
      const limiter = createRateLimiter({ points: 3, durationSec: 60, redis, breaker, keyPrefix: `${prefix}-breaker` });
      expect((await limiter.consume('k')).remaining, 'counted in Redis').to.equal(2);
      // Two failures elsewhere on the connection (a cache read timed out, say) open it.
      breaker.admit().failure();
      breaker.admit().failure();
      expect(breaker.state()).to.equal('open');

      let commands = 0;
      const sendCommand = redis.sendCommand.bind(redis);
      redis.sendCommand = ((...args: Parameters<typeof sendCommand>) => {
        commands++;
        return sendCommand(...args);
      }) as typeof redis.sendCommand;
      const whileOpen = [...(await consumeMany(limiter, 'k', 4)), (await limiter.spent('k'))!];
      expect(commands, 'no command sent while open').to.equal(0);
      expect(whileOpen.map((r) => r.allowed), 'still limited, in memory').to.deep.equal([true, true, true, false, false]);
      expect(limiter.backend()).to.equal('memory');

      now += 1000;
      const probe = await limiter.consume('k');
      expect(commands, 'the probe went to Redis').to.be.greaterThan(0);
      expect(breaker.state()).to.equal('closed');
      expect(limiter.backend()).to.equal('redis');
      expect(probe.remaining, "Redis's own count: 1 before, 1 now").to.equal(1);
    });

    it('falls back to memory while Redis is gone and logs the outage and the recovery once each', async () => {
      const logger = captureLogger();
      const redis = await client();
      const limiter = createRateLimiter({ points: 100, durationSec: 60, redis, keyPrefix: `${prefix}-outage`, logger });
      expect((await limiter.consume('k')).allowed).to.equal(true);
      expect(logger.lines).to.deep.equal([]);

      const ended = once(redis, 'end');
      redis.disconnect();
      await consumeMany(limiter, 'k', 3);
      expect(limiter.backend()).to.equal('memory');

      await ended;
      await redis.connect();
      await consumeMany(limiter, 'k', 3);
      expect(limiter.backend()).to.equal('redis');
      expect(logger.lines.map((l) => l.level)).to.deep.equal(['warn', 'info']);
      // Redis kept its own count: 1 before the outage + 3 after it.
      expect((await limiter.consume('k')).remaining).to.equal(100 - 5);
    });
  });
});
