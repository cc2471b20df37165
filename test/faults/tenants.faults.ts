/**
 * `npm run test:faults`: one tenant's expensive reads against the built server on SQLite
 * (production settings): a seeded tenant with five keys asks random deep pages, every filter
 * on half of them, while another tenant reads its first page. STORE_READS_PER_TENANT (1 on
 * SQLite by default) keeps the hostile tenant to one read at a time on the event loop and the
 * deep reader, so the other tenant is served beside it. Timings are not asserted here
 * (the share itself is held deterministically by test/store/deep-reads.test.ts); `npm run
 * bench:attack` prints the figures (docs/reliability.md "One
 * caller's share").
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { spawnCollecting, listeningUrl, type Spawned } from '../support/processes.js';
import { temporaryFolder } from '../support/temporary-folders.js';

describe("faults: one tenant's expensive reads on SQLite (issue 43)", function () {
  this.timeout(300_000);
  let server: Spawned;
  let marketing: string;
  let env: NodeJS.ProcessEnv;
  const key = (tenant: string, name: string) =>
    execFileSync(process.execPath, ['build/src/cli/keys.js', 'create', '--service', 'marketing', '--tenant', tenant, '--name', name], { env, encoding: 'utf8' }).trim().split('\n').at(-1)!;

  before(async () => {
    env = { ...process.env, NODE_ENV: 'production', MEMBER_API_URL: 'http://127.0.0.1:9', DEMO_DATA: 'true', DATA_DIR: temporaryFolder('tenants-faults-'), LOG_LEVEL: 'info' };
    for (const name of ['KNOWLEDGE_PORT', 'CRAWLER_PORT', 'HRM_PORT', 'MARKETING_PORT']) env[name] = '0';
    delete env.DATABASE_URL;
    delete env.STORE_READS_PER_TENANT;
    const node = JSON.stringify(process.execPath);
    // The built commands, as npm runs them (the pre-step builds build/ when the sources are newer); the tenant "bench".
    execFileSync('bash', ['-c', `${node} scripts/ensure-build.mjs && exec ${node} build/src/cli/seed.js --rows 30000`], { env, stdio: 'ignore' });
    server = spawnCollecting(process.execPath, ['build/src/cli/serve.js'], { env });
    marketing = `${await listeningUrl(server, 'marketing')}/api/public/v1`;
  });
  after(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it("serves another tenant's pages while one tenant floods deep filtered pages with five keys", async () => {
    const hostileKeys = Array.from({ length: 5 }, (_, i) => key('bench', `hostile-${i}`));
    const victim = key('acme', 'victim');
    const campaign = ((await (await fetch(`${marketing}/ads/campaigns?page_size=1`, { headers: { 'X-Api-Key': hostileKeys[0] } })).json()) as { data: { items: Array<{ id: string }> } }).data.items[0].id;
    const hostile: Array<{ status: number; code?: string; retryAfter: string | null }> = [];
    const other: Array<{ status: number }> = [];
    const ends = Date.now() + 8_000;
    await Promise.all([
      ...Array.from({ length: 10 }, async (_, connection) => {
        while (Date.now() < ends) {
          const page = 1 + Math.floor(Math.random() * 2001);
          const filters = connection % 2 === 0 ? `&from=2020-01-01&to=2030-12-31&campaign_id=${campaign}` : '';
          const res = await fetch(`${marketing}/ads/performance?page=${page}&page_size=100${filters}`, { headers: { 'X-Api-Key': hostileKeys[connection % 5] } });
          const body = (await res.json()) as { error?: { code: string } };
          hostile.push({ status: res.status, code: body.error?.code, retryAfter: res.headers.get('retry-after') });
        }
      }),
      (async () => {
        while (Date.now() < ends) {
          const res = await fetch(`${marketing}/ads/performance?page_size=100`, { headers: { 'X-Api-Key': victim } });
          await res.arrayBuffer();
          other.push({ status: res.status });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
    ]);
    // The hostile tenant: pages, or refusals of its own (its share, its keys' budgets), never a failure.
    for (const answer of hostile) {
      if (answer.status === 503) expect(answer).to.deep.equal({ status: 503, code: 'STORE_UNAVAILABLE', retryAfter: '1' });
      else expect(answer.status).to.be.oneOf([200, 429]);
    }
    expect(hostile.filter((answer) => answer.status === 200).length, "the hostile tenant's pages").to.be.above(0);
    expect(other.map((answer) => answer.status)).to.deep.equal(Array(other.length).fill(200));
    expect(other.length, "the other tenant's pages").to.be.above(10);
  });
});
