/**
 * The HR rate limit: one budget per API key or member (HRM_RATE_LIMIT), the IETF RateLimit
 * fields on every counted answer, 429 with Retry-After over the budget; shared by two
 * instances through Redis (TEST_REDIS_URL), and still enforced in-process while Redis is down.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import type { Store } from '../../src/store/database.js';
import { freePort } from '../support/ports.js';
import { openTestStore } from '../support/store.js';
import { buildHrm, createKey, memberToken, startStandIn, withoutTraceId, type HrmTestApp, type StandIn } from './hrm-fixtures.js';
import { redisUrlOrSkip } from '../support/requirements.js';

const LIMIT = { HRM_RATE_LIMIT: '3/60s' };

function remaining(header: string | undefined): number {
  const match = /^"hrm";r=(\d+);t=(\d+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a RateLimit field: ${header}`);
  return Number(match[1]);
}

describe('HR rate limit', () => {
  let store: Store;
  let standIn: StandIn;

  before(async () => {
    store = await openTestStore('sqlite');
    standIn = await startStandIn();
  });
  after(async () => {
    await standIn.stop();
    await store.close();
  });

  describe('in one process', () => {
    let area: HrmTestApp;
    before(async () => {
      area = await buildHrm({ store, env: { ...LIMIT, MEMBER_API_URL: standIn.url } });
    });
    after(() => area.close());

    it('counts each key down in the RateLimit fields, then answers 429 with Retry-After', async () => {
      const { key } = await createKey(store, 'hrm', { scopes: ['employee.read'] });
      for (const left of [2, 1, 0]) {
        const res = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key));
        expect(res.status).to.equal(200);
        expect(res.headers['ratelimit-policy']).to.equal('"hrm";q=3;w=60');
        expect(remaining(res.headers.ratelimit)).to.equal(left);
      }
      const refused = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key));
      expect(refused.status).to.equal(429);
      expect(withoutTraceId(refused.body)).to.deep.equal({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many requests; retry later.' } });
      expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
      expect(remaining(refused.headers.ratelimit)).to.equal(0);
      expect(refused.headers['ratelimit-policy']).to.equal('"hrm";q=3;w=60');
    });

    it('gives every key and every member a budget of its own', async () => {
      const first = await createKey(store, 'hrm', { scopes: ['employee.read'] });
      const second = await createKey(store, 'hrm', { scopes: ['employee.read'] });
      for (let i = 0; i < 3; i++) await area.http.get('/api/v1/employees').set('X-API-Key', first.key);
      expect((await area.http.get('/api/v1/employees').set('X-API-Key', first.key)).status).to.equal(429);
      const other = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', second.key));
      expect(other.status).to.equal(200);
      expect(remaining(other.headers.ratelimit)).to.equal(2);

      // Two sign-ins of one member share one budget: the member, not the token, is counted.
      const morning = await memberToken(standIn.url, 'hr.viewer');
      const evening = await memberToken(standIn.url, 'hr.viewer');
      expect(morning).to.not.equal(evening);
      const statuses = [];
      for (const token of [morning, evening, morning, evening]) {
        statuses.push((await area.checked(area.http.get('/api/v1/employees').set('Authorization', `Bearer ${token}`))).status);
      }
      expect(statuses).to.deep.equal([200, 200, 200, 429]);
      const admin = await area.checked(area.http.get('/api/v1/employees').set('Authorization', `Bearer ${await memberToken(standIn.url, 'hr.admin')}`));
      expect(admin.status).to.equal(200);
    });

    it('limits no public call: more than the budget of health checks all pass, without RateLimit fields', async () => {
      for (let i = 0; i < 5; i++) {
        const health = await area.checked(area.http.get('/api/health'));
        expect(health.status).to.equal(200);
        expect(health.headers).to.not.have.property('ratelimit');
      }
    });
  });

  describe('across two instances sharing Redis', function () {
    const clients: Redis[] = [];
    let apps: HrmTestApp[] = [];

    before(async function () {
      const redisUrl = redisUrlOrSkip(this); // skipped without Redis on a developer machine, failed under CI=true
      for (let i = 0; i < 2; i++) {
        const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
        await new Promise((resolve, reject) => redis.once('ready', resolve).once('error', reject));
        clients.push(redis);
        apps.push(await buildHrm({ store, redis, env: { ...LIMIT, MEMBER_API_URL: standIn.url } }));
      }
    });
    after(async () => {
      for (const app of apps) await app.close();
      for (const client of clients) client.disconnect();
      apps = [];
    });

    it('holds one budget per key across both instances', async () => {
      const { key } = await createKey(store, 'hrm', { scopes: ['employee.read'], name: `shared-${randomUUID()}` });
      const seen: Array<[number, number]> = [];
      for (const app of [apps[0], apps[1], apps[0]]) {
        const res = await app.checked(app.http.get('/api/v1/employees').set('X-API-Key', key));
        seen.push([res.status, remaining(res.headers.ratelimit)]);
      }
      expect(seen).to.deep.equal([[200, 2], [200, 1], [200, 0]]);
      const refused = await apps[1].checked(apps[1].http.get('/api/v1/employees').set('X-API-Key', key));
      expect(refused.status).to.equal(429);
      expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
      expect(apps.every((app) => app.services.rateLimiter.backend() === 'redis')).to.equal(true);
    });
  });

  describe('while Redis is down', () => {
    let area: HrmTestApp;
    let redis: Redis;
    before(async () => {
      redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 500, retryStrategy: () => 1000 });
      redis.on('error', () => undefined);
      area = await buildHrm({ store, redis, env: LIMIT });
    });
    after(async () => {
      await area.close();
      redis.disconnect();
    });

    it('keeps answering and limiting, counted in the process, and logs the degradation', async () => {
      const { key } = await createKey(store, 'hrm', { scopes: ['employee.read'] });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key))).status);
      expect(statuses).to.deep.equal([200, 200, 200, 429]);
      expect(area.services.rateLimiter.backend()).to.equal('memory');
      const warning = area.logs.find((line) => line.level === 40 && /Redis unavailable/.test(line.msg));
      expect(warning, 'a warning that limits are counted in-process').to.not.equal(undefined);
    });
  });
});
