import { expect } from 'chai';
import type pg from 'pg';
import { CircuitOpenError, createCircuitBreaker } from '../../src/adapters/circuit-breaker.js';
import { guardPool } from '../../src/store/postgres/pool.js';
import { classifyStoreError } from '../../src/store/store-errors.js';

/**
 * The PostgreSQL breaker where Kysely meets the pool (src/store/database.ts), against a fake
 * pool: what the SQL text says is what the "server" does.
 *   'drop'  the connection drops mid-query (a store failure)
 *   'slow'  no answer within the client's deadline (query_timeout)
 *   'cancelled'  PostgreSQL ended the statement at statement_timeout (57014): an answer
 *   'dup'   an SQL error (unique violation): the server answered
 *   other   rows
 */
function fakePool(options: { refuse?: boolean; busy?: boolean } = {}) {
  const sent: string[] = [];
  /** What each release said: true when the connection was to leave the pool. */
  const released: boolean[] = [];
  let connects = 0;
  const pool = {
    async connect() {
      connects++;
      if (options.refuse) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      // pg-pool's words when every connection stayed in use past connectionTimeoutMillis.
      if (options.busy) throw new Error('timeout exceeded when trying to connect');
      return {
        // guardPool sends a query config ({ text, values }, named or not), as pg accepts it.
        async query(config: string | { text: string }) {
          const text = typeof config === 'string' ? config : config.text;
          sent.push(text);
          if (text === 'drop') throw new Error('Connection terminated unexpectedly');
          if (text === 'slow') throw new Error('Query read timeout');
          if (text === 'cancelled') throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
          if (text === 'dup') throw Object.assign(new Error('duplicate key value'), { code: '23505' });
          if (text === 'stale') throw Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
          return { rows: [], command: 'SELECT', rowCount: 0 };
        },
        release(destroy?: unknown) {
          released.push(Boolean(destroy));
        },
      };
    },
    async end() {},
  };
  return { pool: pool as unknown as pg.Pool, sent, released, connects: () => connects };
}

type Path = 'connect' | 'rows';

function setup(poolOptions: { refuse?: boolean; busy?: boolean } = {}, path: Path = 'connect') {
  let now = 0;
  const breaker = createCircuitBreaker({ name: 'store', failureThreshold: 2, openMs: 1000, now: () => now });
  const fake = fakePool(poolOptions);
  const guarded = guardPool(fake.pool, breaker);
  /**
   * One query on its own connection: as Kysely runs a statement outside a transaction
   * ('connect'), or as a prepared list read runs past Kysely ('rows').
   */
  async function run(text: string): Promise<'rows' | 'error' | 'refused'> {
    if (path === 'rows') {
      try {
        await guarded.rows(text, []);
        return 'rows';
      } catch (error) {
        return error instanceof CircuitOpenError ? 'refused' : 'error';
      }
    }
    let client;
    try {
      client = await guarded.connect();
    } catch (error) {
      if (error instanceof CircuitOpenError) return 'refused';
      return 'error';
    }
    try {
      await client.query(text, []);
      return 'rows';
    } catch {
      return 'error';
    } finally {
      client.release();
    }
  }
  return { breaker, guarded, fake, run, advance: (ms: number) => (now += ms) };
}

for (const path of ['connect', 'rows'] as const) describe(`store circuit breaker in the pool (guardPool), queries through ${path}`, () => {
  const cases: Array<{ given: string; queries: string[]; want: { results: string[]; state: string } }> = [
    { given: 'answers', queries: ['select', 'select'], want: { results: ['rows', 'rows'], state: 'closed' } },
    { given: 'two dropped connections in a row', queries: ['drop', 'drop', 'select'], want: { results: ['error', 'error', 'refused'], state: 'open' } },
    { given: 'an SQL error between drops (the server answered)', queries: ['drop', 'dup', 'drop', 'select'], want: { results: ['error', 'error', 'error', 'rows'], state: 'closed' } },
    { given: 'statements PostgreSQL cancelled at statement_timeout (it answered)', queries: ['cancelled', 'cancelled', 'cancelled', 'select'], want: { results: ['error', 'error', 'error', 'rows'], state: 'closed' } },
    { given: 'a cancelled statement between two that got no answer', queries: ['slow', 'cancelled', 'slow', 'select'], want: { results: ['error', 'error', 'error', 'rows'], state: 'closed' } },
  ];
  for (const { given, queries, want } of cases) {
    it(`given ${given}: ${want.results.join(', ')}; ${want.state}`, async () => {
      const { breaker, run } = setup({}, path);
      const results: string[] = [];
      for (const text of queries) results.push(await run(text));
      expect(results).to.deep.equal(want.results);
      expect(breaker.state()).to.equal(want.state);
    });
  }

  it('queries in flight together: dropped together they are one failure, timed out together each counts', async () => {
    const dropped = setup({}, path);
    expect(await Promise.all([dropped.run('drop'), dropped.run('drop'), dropped.run('drop')])).to.deep.equal(['error', 'error', 'error']);
    expect(dropped.breaker.state(), 'one reset, one incident').to.equal('closed');
    const timedOut = setup({}, path);
    await Promise.all([timedOut.run('slow'), timedOut.run('slow')]);
    expect(timedOut.breaker.state(), 'two callers each waited the whole timeout').to.equal('open');
  });

  it('callers that waited past the deadline for a pooled connection never open it: the pool was busy, PostgreSQL was not asked', async () => {
    const { breaker, run } = setup({ busy: true }, path);
    expect(await Promise.all([run('select'), run('select'), run('select')])).to.deep.equal(['error', 'error', 'error']);
    expect([await run('select'), await run('select')]).to.deep.equal(['error', 'error']);
    expect(breaker.state()).to.equal('closed');
  });

  it('a connection that gave no answer in time leaves the pool', async () => {
    const { run, fake } = setup({}, path);
    await run('slow');
    await run('cancelled');
    expect(fake.released).to.deep.equal([true, false]);
  });

  it('while open, asks the pool for no connection at all', async () => {
    const { run, fake } = setup({}, path);
    await run('drop');
    await run('drop');
    const before = fake.connects();
    expect(await run('select')).to.equal('refused');
    expect(fake.connects()).to.equal(before);
  });

  it('counts refused connections, then refuses before connecting', async () => {
    const { breaker, run, fake } = setup({ refuse: true }, path);
    expect([await run('select'), await run('select'), await run('select')]).to.deep.equal(['error', 'error', 'refused']);
    expect(fake.connects()).to.equal(2);
    expect(breaker.state()).to.equal('open');
  });

  it('never refuses a query on a connection already taken: a transaction reaches its ROLLBACK', async () => {
    const { breaker, guarded, run, fake } = setup({}, path);
    const inTransaction = await guarded.connect();
    await inTransaction.query('begin', []);
    await run('drop');
    await run('drop');
    expect(breaker.state()).to.equal('open');
    await inTransaction.query('rollback', []);
    inTransaction.release();
    expect(fake.sent.slice(-1)).to.deep.equal(['rollback']);
  });

  it('a query on a connection after one that got no answer fails at once with that error, unsent: the ROLLBACK waits no second deadline', async () => {
    const { guarded, fake } = setup({}, path);
    const inTransaction = await guarded.connect();
    await inTransaction.query('begin', []);
    const unanswered = await inTransaction.query('slow', []).catch((error: unknown) => error);
    const rollback = await inTransaction.query('rollback', []).catch((error: unknown) => error);
    inTransaction.release();
    expect(rollback).to.equal(unanswered);
    expect(fake.sent).to.deep.equal(['begin', 'slow']);
    expect(fake.released).to.deep.equal([true]);
  });

  it('after the open time, one connection is the probe; its answer closes the breaker', async () => {
    const { breaker, guarded, run, advance } = setup({}, path);
    await run('drop');
    await run('drop');
    advance(1000);
    const probe = await guarded.connect();
    expect(breaker.state()).to.equal('half-open');
    expect(await run('select'), 'a second caller while the probe is out').to.equal('refused');
    await probe.query('select', []);
    probe.release();
    expect(breaker.state()).to.equal('closed');
    expect(await run('select')).to.equal('rows');
  });

  it('a connection whose prepared statement went stale leaves the pool; one with an SQL error stays', async () => {
    const { breaker, run, fake } = setup({}, path);
    expect([await run('stale'), await run('dup'), await run('select')]).to.deep.equal(['error', 'error', 'rows']);
    expect(fake.released).to.deep.equal([true, false, false]);
    expect(breaker.state(), 'both were answers').to.equal('closed');
  });

  it('a refusal is 503 STORE_UNAVAILABLE with Retry-After: the seconds until the probe, else 1', () => {
    const refused = classifyStoreError(new CircuitOpenError('store', 2500));
    expect(refused?.code).to.equal('STORE_UNAVAILABLE');
    expect(refused?.status).to.equal(503);
    expect(refused?.headers).to.deep.equal({ 'Retry-After': '3' });
    expect(classifyStoreError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))?.headers).to.deep.equal({ 'Retry-After': '1' });
    expect(classifyStoreError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).to.equal(null);
  });
});
