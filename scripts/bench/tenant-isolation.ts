/**
 * What one tenant's expensive reads and one address's guessed keys cost everyone else, on
 * PostgreSQL (TEST_DATABASE_URL, a fresh schema), in-process (docs/reliability.md "One caller's
 * share"). A table locked by another session stands for a page too slow to finish within
 * STORE_TIMEOUT_MS (500 ms here):
 *   slow   acme fires 3 such reads at once every second for 10 s; globex and acme's other lists
 *          are read twice a second: their answers, and how often the store's breaker opened
 *   pool   acme keeps 20 such reads in flight for 6 s (STORE_TIMEOUT_MS 1000, pool of 10);
 *          globex reads every 100 ms: globex's answers, acme's, breaker openings
 *   keys   2,000 unknown well-formed keys from one address: answers, and statements on api_keys
 *   TEST_DATABASE_URL=postgres://... npx tsx scripts/bench/tenant-isolation.ts slow|pool|keys
 */
import pg from 'pg';
import type { KyselyPlugin } from 'kysely';
import { randomBytes } from 'node:crypto';
import { openStore } from '../../src/store/database.js';
import { marketingArea } from '../../src/areas/marketing.js';
import { buildTestArea } from '../../test/support/area-app.js';
import { openTestStore } from '../../test/support/store.js';
const BASE = '/api/public/v1';
const seeded = await openTestStore('postgres');
const tally = (xs: string[]) => xs.reduce((t, x) => ((t[x] = (t[x] ?? 0) + 1), t), {} as Record<string, number>);
async function lock(table: string) {
  const c = new pg.Client({ connectionString: seeded.url });
  await c.connect(); await c.query('begin'); await c.query(`lock table ${table} in access exclusive mode`);
  return async () => { await c.query('rollback'); await c.end(); };
}
async function areaOn(extra: object) {
  const store = await openStore({ databaseUrl: seeded.url, dataDir: '.', seedDemoData: false, timeoutMs: 500, ...extra });
  const area = await buildTestArea(marketingArea, { store, env: { MARKETING_RATE_LIMIT: '1000000/60s', AUTH_FAILURE_RATE_LIMIT: '60/60s', TRUSTED_PROXIES: 'loopback' } });
  const key = async (t: string) => (await area.services.apiKeys.create({ service: 'marketing', tenantId: t, name: 'm' })).key;
  return { store, area, acme: await key('acme'), globex: await key('globex') };
}
const mode = process.argv[2];
if (mode === 'slow') {
  // acme: 3 reads at once of a page that always times out, every second; globex and acme's other lists twice a second.
  const { store, area, acme, globex } = await areaOn({});
  const opens: number[] = []; store.breaker!.onStateChange((to) => to === 'open' && opens.push(Date.now()));
  const release = await lock('marketing_ad_campaigns');
  const until = Date.now() + 10_000; const slow: string[] = []; const others: string[] = [];
  const get = (k: string, p: string) => area.http.get(`${BASE}${p}`).set('X-API-Key', k).then((r: { status: number; body: { error?: { code: string; message: string } } }) => `${r.status}${r.body.error ? ' ' + r.body.error.message.slice(0, 40) : ''}`);
  await Promise.all([
    (async () => { while (Date.now() < until) { for (let i = 0; i < 3; i++) void get(acme, '/ads/campaigns').then((s) => slow.push(s)); await new Promise((r) => setTimeout(r, 1000)); } })(),
    (async () => { while (Date.now() < until) { others.push(await get(globex, '/seo/keywords')); others.push(await get(acme, '/social/posts')); await new Promise((r) => setTimeout(r, 1000)); } })(),
  ]);
  await new Promise((r) => setTimeout(r, 1500));
  await release();
  console.log(JSON.stringify({ scenario: 'one tenant: 3 reads at once that time out, every second for 10 s', slow: tally(slow), others: tally(others), breakerOpened: opens.length }));
  await area.close(); await store.close();
} else if (mode === 'pool') {
  // acme keeps 20 slow reads in flight for 6 s (pool of 10); globex reads every 100 ms.
  const { store, area, acme, globex } = await areaOn({ timeoutMs: 1000 });
  const opens: number[] = []; store.breaker!.onStateChange((to) => to === 'open' && opens.push(Date.now()));
  const release = await lock('marketing_ad_campaigns');
  const until = Date.now() + 6000; const victim: string[] = []; const aggressor: string[] = [];
  const get = (k: string, p: string) => area.http.get(`${BASE}${p}`).set('X-API-Key', k).then((r: { status: number; body: { error?: { code: string; message: string } } }) => `${r.status}${r.body.error ? ' ' + r.body.error.code + ' ' + r.body.error.message.slice(0, 30) : ''}`);
  await Promise.all([
    ...Array.from({ length: 20 }, async () => { while (Date.now() < until) aggressor.push(await get(acme, '/ads/campaigns')); }),
    (async () => { while (Date.now() < until) { victim.push(await get(globex, '/seo/keywords')); await new Promise((r) => setTimeout(r, 100)); } })(),
  ]);
  await release();
  console.log(JSON.stringify({ scenario: 'acme: 20 slow reads in flight; globex every 100 ms', victim: tally(victim), aggressor: tally(aggressor), breakerOpened: opens.length }));
  await area.close(); await store.close();
} else {
  // 2,000 unknown well-formed keys from one address; statements on api_keys.
  let keyQueries = 0;
  const store = await openStore({ databaseUrl: seeded.url, dataDir: '.', seedDemoData: false });
  const counting: KyselyPlugin = { transformQuery({ node }) { if (JSON.stringify(node).includes('"api_keys"')) keyQueries++; return node; }, transformResult: async ({ result }) => result };
  const area = await buildTestArea(marketingArea, { store: { ...store, db: store.db.withPlugin(counting) }, env: { TRUSTED_PROXIES: 'loopback' } });
  const statuses: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const k = `mkt_${randomBytes(6).toString('hex')}_${randomBytes(32).toString('base64url').slice(0, 43)}`;
    statuses.push(String((await area.http.get(`${BASE}/seo/keywords`).set('X-API-Key', k).set('X-Forwarded-For', '203.0.113.9')).status));
  }
  console.log(JSON.stringify({ scenario: '2,000 unknown keys from one address (AUTH_FAILURE_RATE_LIMIT 60/60s)', answers: tally(statuses), keyLookups: keyQueries }));
  await area.close(); await store.close();
}
await seeded.close();
process.exit(0);
