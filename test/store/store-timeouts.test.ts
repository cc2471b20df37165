import { expect } from 'chai';
import { sql } from 'kysely';
import pg from 'pg';
import { CircuitOpenError } from '../../src/adapters/circuit-breaker.js';
import { marketingArea } from '../../src/areas/marketing.js';
import type { MarketingServices } from '../../src/services/marketing/index.js';
import { openStore, type Store } from '../../src/store/database.js';
import { classifyStoreError, isPoolWait, isStatementTimeout } from '../../src/store/store-errors.js';
import { BASE } from '../areas/marketing-support.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { databaseUrlOrSkip } from '../support/requirements.js';
import { openTestStore } from '../support/store.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

/**
 * The store's circuit breaker opens on PostgreSQL being unreachable, not on one slow statement
 * or a busy pool (docs/reliability.md): a statement PostgreSQL ends at statement_timeout is that
 * request's 503, a wait for a pooled connection is queueing; refused and stalled connections
 * still open it. A table locked by another session stands for a read too slow to finish.
 */
describe('store timeouts and the circuit breaker (postgres)', function () {
  this.timeout(30_000);
  let seeded: Awaited<ReturnType<typeof openTestStore>>;
  const opened: Store[] = [];

  before(async function () {
    databaseUrlOrSkip(this);
    seeded = await openTestStore('postgres');
  });
  after(async () => {
    for (const store of opened) await store.close();
    await seeded?.close();
  });

  async function storeAt(url: string, options: { timeoutMs: number; connectTimeoutMs?: number; readsPerOwner?: number }): Promise<Store> {
    const store = await openStore({ databaseUrl: url, dataDir: '.', seedDemoData: false, ...options, breaker: { failureThreshold: 2, openMs: 60_000 } });
    opened.push(store);
    return store;
  }

  /** Another session holds `table` locked until `release`: every read of it waits. */
  async function lock(table: string): Promise<{ release(): Promise<void> }> {
    const locker = new pg.Client({ connectionString: seeded.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${table} in access exclusive mode`);
    return {
      async release() {
        await locker.query('rollback');
        await locker.end();
      },
    };
  }

  describe('a list read that times out again and again', () => {
    let area: TestArea<MarketingServices>;
    let keys: Record<'acme' | 'globex', string>;
    before(async () => {
      const store = await storeAt(seeded.url!, { timeoutMs: 300 });
      area = await buildTestArea(marketingArea, { store });
      keys = {
        acme: (await area.services.apiKeys.create({ service: 'marketing', tenantId: 'acme', name: 'slow-reader' })).key,
        globex: (await area.services.apiKeys.create({ service: 'marketing', tenantId: 'globex', name: 'bystander' })).key,
      };
    });
    after(async () => area?.close());

    it("answers that request 503 STORE_UNAVAILABLE each time, never opens the breaker, and other requests keep succeeding", async () => {
      const get = (tenant: 'acme' | 'globex', path: string) => area.checked(area.http.get(`${BASE}${path}`).set('X-API-Key', keys[tenant]));
      const held = await lock('marketing_ad_campaigns');
      const slow: Array<[number, string | undefined, string | undefined]> = [];
      const others: number[] = [];
      try {
        // Three at a time: they time out together, with no other answer between them to reset the breaker's count.
        for (let i = 0; i < 2; i++) {
          for (const timedOut of await Promise.all([1, 2, 3].map(() => get('acme', '/ads/campaigns')))) {
            slow.push([timedOut.status, timedOut.body.error?.code, timedOut.headers['retry-after']]);
          }
        }
        expect(area.runtime.store.breaker?.state()).to.equal('closed');
        for (let i = 0; i < 4; i++) {
          const [timedOut, ...rest] = await Promise.all([get('acme', '/ads/campaigns'), get('globex', '/seo/keywords'), get('acme', '/social/posts'), get('globex', '/ads/performance')]);
          slow.push([timedOut.status, timedOut.body.error?.code, timedOut.headers['retry-after']]);
          others.push(...rest.map((response) => response.status));
        }
        expect(area.runtime.store.breaker?.state()).to.equal('closed');
      } finally {
        await held.release();
      }
      expect(slow).to.deep.equal(Array.from({ length: 10 }, () => [503, 'STORE_UNAVAILABLE', '1']));
      expect(others).to.deep.equal(Array.from({ length: 12 }, () => 200));
      expect((await get('acme', '/ads/campaigns')).status, 'the list once it is fast again').to.equal(200);
    });
  });

  describe("one tenant's share of the pool (STORE_READS_PER_TENANT)", () => {
    let area: TestArea<MarketingServices>;
    let keys: Record<'acme' | 'globex', string>;
    before(async () => {
      // Reads held by a lock end when the test releases it, not at a deadline.
      const store = await storeAt(seeded.url!, { timeoutMs: 20_000, readsPerOwner: 2 });
      area = await buildTestArea(marketingArea, { store });
      keys = {
        acme: (await area.services.apiKeys.create({ service: 'marketing', tenantId: 'acme', name: 'greedy' })).key,
        globex: (await area.services.apiKeys.create({ service: 'marketing', tenantId: 'globex', name: 'bystander' })).key,
      };
    });
    after(async () => area?.close());

    it('a tenant with more slow reads than its share gets 503 for the rest, after a brief wait; another tenant keeps being served', async () => {
      const get = (tenant: 'acme' | 'globex', path: string) => area.checked(area.http.get(`${BASE}${path}`).set('X-API-Key', keys[tenant]));
      const held = await lock('marketing_ad_campaigns');
      const slow: Array<Promise<{ status: number; code?: string; retryAfter?: string }>> = [];
      try {
        // Twelve in flight at once: more than the pool's ten connections, were they all let
        // through. Sent 50 ms apart, so each is a turn's only page of that list (a turn's pages of
        // one list and tenant are one statement, one read of the share).
        for (let i = 0; i < 12; i++) {
          slow.push(get('acme', '/ads/campaigns').then((r) => ({ status: r.status, code: r.body.error?.code, retryAfter: r.headers['retry-after'] })));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const answered: Array<{ status: number; code?: string; retryAfter?: string }> = [];
        // The ten past acme's share are refused once they have waited their turn.
        await new Promise<void>((resolve) => {
          for (const pending of slow) void pending.then((answer) => answered.push(answer) === 10 && resolve());
        });
        expect(answered).to.deep.equal(Array.from({ length: 10 }, () => ({ status: 503, code: 'STORE_UNAVAILABLE', retryAfter: '1' })));
        // Acme's two reads still hold their connections: globex is served.
        const others = await Promise.all([get('globex', '/seo/keywords'), get('globex', '/social/posts'), get('globex', '/seo/audits'), get('globex', '/ads/performance')]);
        expect(others.map((r) => r.status)).to.deep.equal([200, 200, 200, 200]);
        expect((await get('acme', '/seo/keywords')).status, 'acme has no turn left for another list either').to.equal(503);
      } finally {
        await held.release();
      }
      expect((await Promise.all(slow)).filter((answer) => answer.status === 200).length, "acme's two reads within its share").to.equal(2);
      expect(area.runtime.store.ownerShare?.size(), 'nothing kept once the reads are done').to.equal(0);
    });
  });

  it('a wait for a pooled connection past its deadline is a 503 for that caller and leaves the breaker closed', async () => {
    // Every one of the pool's 10 connections waits on the lock; the callers past them wait for a connection.
    const store = await storeAt(seeded.url!, { timeoutMs: 5000, connectTimeoutMs: 200 });
    const held = await lock('marketing_ad_campaigns');
    let outcomes: unknown[];
    try {
      const reads = Array.from({ length: 14 }, () => sql`select count(*) from marketing_ad_campaigns`.execute(store.db).then(() => 'rows', (error: unknown) => error));
      const waited = reads.slice(10);
      outcomes = await Promise.all(waited);
      expect(store.breaker?.state()).to.equal('closed');
      await held.release();
      expect(await Promise.all(reads.slice(0, 10)), 'the ten that held a connection').to.deep.equal(Array.from({ length: 10 }, () => 'rows'));
    } catch (error) {
      await held.release().catch(() => undefined);
      throw error;
    }
    expect(outcomes.map((error) => isPoolWait(error))).to.deep.equal([true, true, true, true]);
    expect(outcomes.map((error) => [classifyStoreError(error)?.status, classifyStoreError(error)?.code])).to.deep.equal(Array.from({ length: 4 }, () => [503, 'STORE_UNAVAILABLE']));
    expect(store.breaker?.state()).to.equal('closed');
    expect((await sql<{ one: number }>`select 1 as one`.execute(store.db)).rows).to.deep.equal([{ one: 1 }]);
  });

  it('a statement PostgreSQL cancels at statement_timeout is its own failure (57014), not a store failure', async () => {
    const store = await storeAt(seeded.url!, { timeoutMs: 200 });
    const failures: unknown[] = [];
    for (let i = 0; i < 4; i++) failures.push(await sql`select pg_sleep(2)`.execute(store.db).then(() => null, (error: unknown) => error));
    expect(failures.map(isStatementTimeout)).to.deep.equal([true, true, true, true]);
    expect(store.breaker?.state()).to.equal('closed');
  });

  describe('through a TCP proxy', () => {
    let proxy: TcpProxy;
    let viaProxy: string;
    beforeEach(async () => {
      const direct = new URL(seeded.url!);
      proxy = await startTcpProxy(Number(direct.port || 5432), direct.hostname.replace(/^\[(.*)\]$/, '$1'));
      const url = new URL(direct);
      url.host = `127.0.0.1:${proxy.port}`;
      viaProxy = url.toString();
    });
    afterEach(async () => proxy?.close());

    /** Each call's outcome: 'rows', the breaker's refusal, or the error's message. */
    const outcome = (store: Store) => sql`select 1`.execute(store.db).then(() => 'rows', (error: unknown) => (error instanceof CircuitOpenError ? 'refused' : (error as Error).message));

    it('refused connections still open the breaker; then nothing is attempted', async () => {
      const store = await storeAt(viaProxy, { timeoutMs: 300 });
      expect(await outcome(store)).to.equal('rows');
      proxy.refuse();
      proxy.reset();
      const results = [await outcome(store), await outcome(store)];
      expect(results.every((message) => /ECONNREFUSED|Connection terminated|connection error|ECONNRESET/.test(message)), results.join('; ')).to.equal(true);
      expect(store.breaker?.state()).to.equal('open');
      const attempts = proxy.opened;
      expect(await outcome(store)).to.equal('refused');
      expect(proxy.opened).to.equal(attempts);
    });

    it('a server that stops answering still opens it, inside a transaction too', async () => {
      const store = await storeAt(viaProxy, { timeoutMs: 300 });
      // Two connections in the pool, so that both callers below find one already made.
      expect(await Promise.all([outcome(store), outcome(store)])).to.deep.equal(['rows', 'rows']);
      proxy.stall();
      let rollbackFailed: unknown;
      const inTransaction = store.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
      }).catch((error: unknown) => {
        rollbackFailed = error;
      });
      expect(await outcome(store)).to.equal('Query read timeout');
      await inTransaction;
      expect((rollbackFailed as Error)?.message).to.equal('Query read timeout');
      expect(store.breaker?.state()).to.equal('open');
      proxy.restore();
    });
  });
});
