import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import { marketingArea } from '../../src/areas/marketing.js';
import type { MarketingServices } from '../../src/services/marketing/index.js';
import { BASE } from './marketing-support.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';

/** A well-formed marketing key no store holds: `mkt_<12>_<43>`. */
const unknownKey = () => `mkt_${randomBytes(6).toString('hex')}_${randomBytes(32).toString('base64url').slice(0, 43)}`;

for (const engine of testEngines) {
  describe(`the auth-failure budget is checked before the store (${engine})`, () => {
    let store: Awaited<ReturnType<typeof openTestStore>>;
    let area: TestArea<MarketingServices>;
    /** Statements that read or write the API keys' table: the key lookups. */
    let keyQueries = 0;

    before(async () => {
      store = await openTestStore(engine);
      const counting: KyselyPlugin = {
        transformQuery({ node }) {
          if (JSON.stringify(node).includes('"api_keys"')) keyQueries++;
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      area = await buildTestArea(marketingArea, {
        store: { ...store, db: store.db.withPlugin(counting) },
        env: { AUTH_FAILURE_RATE_LIMIT: '5/60s', TRUSTED_PROXIES: 'loopback' },
      });
    });
    after(async () => {
      await area?.close();
      await store?.close();
    });

    const list = (key: string, from: string) => area.checked(area.http.get(`${BASE}/seo/keywords`).set('X-API-Key', key).set('X-Forwarded-For', from));

    it('an address past its budget gets 429 for every further key, with no store query; other addresses are served', async () => {
      const good = (await area.services.apiKeys.create({ service: 'marketing', tenantId: 'acme', name: 'crm' })).key;
      const within: number[] = [];
      keyQueries = 0;
      for (let i = 0; i < 5; i++) within.push((await list(unknownKey(), '203.0.113.9')).status);
      expect(within).to.deep.equal([401, 401, 401, 401, 401]);
      expect(keyQueries, 'each unknown key looked up within the budget').to.equal(5);

      keyQueries = 0;
      const past: Array<[number, string | undefined, boolean]> = [];
      for (let i = 0; i < 200; i++) {
        const response = await list(unknownKey(), '203.0.113.9');
        past.push([response.status, response.body.error?.code, Number(response.headers['retry-after']) >= 1]);
      }
      expect(past).to.deep.equal(Array.from({ length: 200 }, () => [429, 'RATE_LIMITED', true]));
      expect(keyQueries, 'store queries for the 200 unknown keys past the budget').to.equal(0);
      const goodFromThere = await list(good, '203.0.113.9');
      expect(goodFromThere.status, 'a good key from that address too, until the window ends').to.equal(429);
      expect(keyQueries, 'nor for the good key').to.equal(0);

      expect((await list(good, '198.51.100.20')).status, 'the same key from another address').to.equal(200);
    });
  });
}
