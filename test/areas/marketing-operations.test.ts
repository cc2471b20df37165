import { expect } from 'chai';
import { Writable } from 'node:stream';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { marketingArea } from '../../src/areas/marketing.js';
import { createLogger } from '../../src/logger.js';
import type { MarketingServices } from '../../src/services/marketing/index.js';
import type { Store } from '../../src/store/database.js';
import { ENGINES } from '../../src/store/engines.js';
import { executorReads, listReader } from '../../src/store/list-page-sql.js';
import type { Database } from '../../src/store/schema.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { freePort } from '../support/ports.js';
import { BASE, LISTS, openMarketing } from './marketing-support.js';

/** A PostgreSQL store whose server is gone: a port that was just free refuses connections. */
async function unreachableStore(): Promise<Store> {
  const port = await freePort();
  const pool = new pg.Pool({ connectionString: `postgres://marketing@127.0.0.1:${port}/marketing`, connectionTimeoutMillis: 2000 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: ENGINES.postgres, lists: listReader({ engine: ENGINES.postgres, run: executorReads(db) }), summary: { engine: 'postgres', host: `127.0.0.1:${port}`, database: 'marketing' }, close: () => db.destroy() };
}

describe('marketing service when the store is down', () => {
  let area: TestArea<MarketingServices>;
  let store: Store;
  // Well-formed, so the pipeline has to ask the store about it.
  const key = `mkt_abcdefghijkl_${'A'.repeat(43)}`;

  before(async () => {
    store = await unreachableStore();
    area = await buildTestArea(marketingArea, { store });
  });
  after(async () => {
    await area.close();
    await store.close();
  });

  it('reports status degraded, still 200', async () => {
    const res = await area.checked(area.http.get(`${BASE}/status`));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal({ service: 'marketing', status: 'degraded', version: '1.2.0', store: { engine: 'postgres', available: false } });
  });

  it('answers 503 STORE_UNAVAILABLE on the summary and every list', async () => {
    for (const path of ['/summary', ...LISTS.map((list) => list.path)]) {
      const res = await area.checked(area.http.get(`${BASE}${path}`).set('X-Api-Key', key));
      expect(res.status, path).to.equal(503);
      expect(res.body).to.deep.include({ success: false, data: null, error: { code: 'STORE_UNAVAILABLE', message: 'The data store is unavailable; retry later.' } });
    }
  });

  it('still refuses a request without a key with 401, and serves the catalog', async () => {
    expect((await area.checked(area.http.get(`${BASE}/summary`))).status).to.equal(401);
    expect((await area.checked(area.http.get(`${BASE}/catalog`))).status).to.equal(200);
  });
});

describe('marketing service logs', () => {
  it('never carry an API key, valid or not', async () => {
    const fx = await openMarketing('sqlite');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    try {
      const { app } = await createApp({ area: marketingArea, mode: 'live', services: fx.area.services, logger: createLogger('trace', sink), responseValidation: 'strict' });
      const http = request(app);
      const invalid = `${fx.keys.acme.slice(0, -4)}AAAA`;
      expect((await http.get(`${BASE}/summary`).set('X-Api-Key', fx.keys.acme)).status).to.equal(200);
      expect((await http.get(`${BASE}/seo/audits?page_size=0`).set('X-Api-Key', fx.keys.globex)).status).to.equal(400);
      expect((await http.get(`${BASE}/summary`).set('X-Api-Key', invalid)).status).to.equal(401);
      expect(lines.length, 'one request line each').to.be.at.least(3);
      const log = lines.join('');
      for (const secret of [fx.keys.acme, fx.keys.globex, invalid]) {
        expect(log).to.not.include(secret);
        expect(log).to.not.include(secret.slice(-43));
      }
    } finally {
      await fx.close();
    }
  });
});
