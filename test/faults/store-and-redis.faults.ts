/**
 * `npm run test:faults` (run by .ci/run): PostgreSQL and Redis fail under load, through a TCP
 * proxy the test controls (test/support/tcp-proxy.ts). The process must survive, answer 503
 * STORE_UNAVAILABLE (or the documented fallback) within the bound, and recover fully once the
 * dependency is back, without a restart. Every answer is checked against the spec.
 */
import { expect } from 'chai';
import pino from 'pino';
import request from 'supertest';
import { specPathOf } from '../../src/areas/descriptors.js';
import { loadSettings } from '../../src/config/settings.js';
import { startLiveAreas } from '../../src/server.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { assertMatchesSpec } from '../support/contract.js';
import { openTestStore } from '../support/store.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

const STORE_TIMEOUT_MS = 1000;
const REDIS_TIMEOUT_MS = 300;
/** The longest a caller may wait while a dependency fails: two store waits (connect, query) and slack. */
const BOUND_MS = 2 * STORE_TIMEOUT_MS + 1000;

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

(enabled ? describe : describe.skip)(`faults under load (PostgreSQL and Redis through a TCP proxy${enabled ? '' : ': set TEST_DATABASE_URL and TEST_REDIS_URL'})`, function () {
  this.timeout(120_000);
  let store: Awaited<ReturnType<typeof openTestStore>>;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let servers: Awaited<ReturnType<typeof startLiveAreas>>;
  let hrmUrl: string;
  let key: string;
  let fatal: unknown[] = [];
  const onFatal = (error: unknown) => fatal.push(error);

  before(async () => {
    process.on('uncaughtException', onFatal);
    store = await openTestStore('postgres');
    key = (await createApiKeyService(store.db).create({ service: 'hrm', companyId: 'acme', name: 'faults', scopes: ['employee.read'] })).key;
    pgProxy = await startTcpProxy(Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432));
    redisProxy = await startTcpProxy(Number(new URL(process.env.TEST_REDIS_URL!).port || 6379));
    const databaseUrl = new URL(store.url!);
    databaseUrl.host = `127.0.0.1:${pgProxy.port}`;
    const settings = loadSettings({
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      AREAS: 'hrm',
      HRM_PORT: '0',
      MEMBER_API_PORT: '0',
      HRM_RATE_LIMIT: '1000000/60s',
      STORE_TIMEOUT_MS: String(STORE_TIMEOUT_MS),
      REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS),
    });
    servers = await startLiveAreas(settings, pino({ level: 'silent' }));
    hrmUrl = servers.running.find((s) => s.name === 'hrm')!.url;
  });
  after(async () => {
    process.off('uncaughtException', onFatal);
    await servers?.stop();
    await pgProxy?.close();
    await redisProxy?.close();
    await store?.close();
  });
  afterEach(() => {
    expect(fatal, 'no fault escaped as an uncaught exception').to.deep.equal([]);
    fatal = [];
  });

  /** One authenticated list: status, error code and how long it took, checked against the spec. */
  async function list(): Promise<{ status: number; code?: string; ms: number }> {
    const started = Date.now();
    const response = await request(hrmUrl).get('/api/v1/employees?pageSize=5').set('X-API-Key', key);
    await assertMatchesSpec(specPathOf('hrm'), response);
    return { status: response.status, code: response.body?.error?.code, ms: Date.now() - started };
  }

  /** `concurrency` callers, each calling in a loop until `ms` have passed. */
  async function load(concurrency: number, ms: number) {
    const until = Date.now() + ms;
    const results: Array<{ status: number; code?: string; ms: number }> = [];
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) results.push(await list());
    }));
    return results;
  }

  async function recovers() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const result = await list();
      if (result.status === 200) return;
      if (Date.now() > deadline) throw new Error(`no recovery: still ${result.status} ${result.code}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('PostgreSQL connections reset mid-query under load: no crash, 200 or 503 STORE_UNAVAILABLE within the bound, then full service', async () => {
    const running = load(50, 3000);
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      pgProxy.reset();
    }
    const results = await running;
    const unexpected = results.filter((r) => !(r.status === 200 || (r.status === 503 && r.code === 'STORE_UNAVAILABLE')));
    expect(unexpected, 'answers other than 200 or 503 STORE_UNAVAILABLE').to.deep.equal([]);
    expect(results.filter((r) => r.status === 503).length, 'the resets were felt').to.be.greaterThan(0);
    expect(Math.max(...results.map((r) => r.ms))).to.be.lessThan(BOUND_MS);
    await recovers();
    const after = await load(20, 500);
    expect(after.every((r) => r.status === 200), 'every request succeeds once PostgreSQL is back').to.equal(true);
  });

  it('PostgreSQL stalls (accepts, never answers): 503 STORE_UNAVAILABLE within the bound, recovery once it answers again', async () => {
    pgProxy.stall();
    const results = await load(20, 2500);
    pgProxy.restore();
    expect(results.every((r) => r.status === 503 && r.code === 'STORE_UNAVAILABLE'), JSON.stringify(results.slice(0, 5))).to.equal(true);
    expect(Math.max(...results.map((r) => r.ms))).to.be.lessThan(BOUND_MS);
    await recovers();
  });

  it('PostgreSQL refuses connections: 503 at once for callers that need a new one; recovery after', async () => {
    pgProxy.refuse();
    pgProxy.reset();
    const results = await load(10, 1000);
    pgProxy.restore();
    expect(results.every((r) => r.status === 503 && r.code === 'STORE_UNAVAILABLE')).to.equal(true);
    expect(Math.max(...results.map((r) => r.ms))).to.be.lessThan(BOUND_MS);
    await recovers();
  });

  it('Redis stalls: rate limits fall back to the process within REDIS_TIMEOUT_MS, requests keep succeeding', async () => {
    redisProxy.stall();
    const results = await load(20, 2000);
    redisProxy.restore();
    expect(results.every((r) => r.status === 200), JSON.stringify(results.filter((r) => r.status !== 200).slice(0, 3))).to.equal(true);
    expect(Math.max(...results.map((r) => r.ms))).to.be.lessThan(REDIS_TIMEOUT_MS + 1000);
  });

  it('Redis connections reset under load: requests keep succeeding', async () => {
    const running = load(20, 2000);
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      redisProxy.reset();
    }
    const results = await running;
    expect(results.every((r) => r.status === 200)).to.equal(true);
  });
});
