import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDataStore } from '../../src/cli/data-store.js';
import { databaseUrlOrSkip } from '../support/requirements.js';
import { spawnCollecting, waitFor } from '../support/processes.js';
import { openTestStore } from '../support/store.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

/**
 * The data commands' deadlines against PostgreSQL (src/cli/data-store.ts): a command whose store
 * stops answering ends by itself, exit 1, with one line that names the deadline.
 */
describe('data commands when PostgreSQL stops answering', function () {
  this.timeout(60_000);
  let seeded: Awaited<ReturnType<typeof openTestStore>>;
  let proxy: TcpProxy;
  let viaProxy: string;
  const work = mkdtempSync(path.join(tmpdir(), 'store-deadlines-'));

  before(async function () {
    databaseUrlOrSkip(this);
    seeded = await openTestStore('postgres');
    const direct = new URL(seeded.url!);
    proxy = await startTcpProxy(Number(direct.port || 5432), direct.hostname.replace(/^\[(.*)\]$/, '$1'));
    const url = new URL(direct);
    url.host = `127.0.0.1:${proxy.port}`;
    viaProxy = url.toString();
  });
  after(async () => {
    await proxy?.close();
    await seeded?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('their sessions carry a statement timeout and an idle-in-transaction timeout', async () => {
    const { store } = await openDataStore({ DATABASE_URL: seeded.url, STORE_BULK_TIMEOUT_MS: '90000', STORE_TIMEOUT_MS: '700', LOG_LEVEL: 'silent' });
    try {
      const setting = async (name: string) => (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(store.db)).rows[0].value;
      expect(await setting('statement_timeout')).to.equal('90s');
      expect(await setting('idle_in_transaction_session_timeout')).to.equal('1min');
    } finally {
      await store.close();
    }
  });

  it('import: PostgreSQL stalled mid-import: exit 1 with one line naming the deadline, nothing written', async () => {
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from marketing_ad_campaigns where tenant_id = 'acme'`.execute(seeded.db)).rows[0].n);
    const before = await count();
    const campaign = (n: number) => JSON.stringify({ id: `cmp_${String(n).padStart(10, '0')}`, tenant_id: 'acme', name: `C${n}`, channel: 'google_ads', budget: 100, currency: 'USD', start_date: '2026-01-01', end_date: null, status: 'active' });
    const file = path.join(work, 'campaigns.ndjson');
    writeFileSync(file, `${Array.from({ length: 60_000 }, (_, i) => campaign(900_000 + i)).join('\n')}\n`);
    const env = { ...process.env, DATABASE_URL: viaProxy, STORE_TIMEOUT_MS: '500', STORE_BULK_TIMEOUT_MS: '1500', LOG_LEVEL: 'silent', NODE_ENV: '' };
    const importing = spawnCollecting(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', '--area', 'marketing', '--tenant', 'acme', '--list', 'ads/campaigns', file], { env });
    try {
      // Once the import has its store, and has sent a few statements of the load: stall.
      await waitFor(importing, 'the import to begin', () => (importing.stdout().includes('importing into PostgreSQL') ? true : undefined), 30_000);
      const sent = proxy.chunksFromClients;
      await waitFor(importing, 'statements of the import', () => (proxy.chunksFromClients >= sent + 3 ? true : undefined), 30_000);
      proxy.stall();
      const code = await importing.exited;
      const lines = importing.stderr().split('\n').filter((line) => line !== '' && !line.startsWith('checking '));
      expect(code, importing.output()).to.equal(1);
      expect(lines).to.deep.equal(['import failed: PostgreSQL did not answer within 1.9 s (STORE_BULK_TIMEOUT_MS=1500); nothing was written']);
    } finally {
      proxy.restore();
      importing.child.kill();
    }
    expect(await count(), 'rows of the import').to.equal(before);
  });

  it('keys: PostgreSQL stalled before it connects: exit 1 with one line naming the connect deadline', async () => {
    proxy.stall();
    const env = { ...process.env, DATABASE_URL: viaProxy, STORE_TIMEOUT_MS: '400', LOG_LEVEL: 'silent', NODE_ENV: '' };
    const keys = spawnCollecting(process.execPath, ['--import', 'tsx', 'src/cli/keys.ts', 'list'], { env });
    try {
      expect(await keys.exited, keys.output()).to.equal(1);
      expect(keys.stderr().trim().split('\n')).to.deep.equal(['keys failed: could not connect to PostgreSQL within 0.4 s (STORE_TIMEOUT_MS=400)']);
    } finally {
      proxy.restore();
      keys.child.kill();
    }
  });
});
