/**
 * The data commands end to end, each run as its own process through its entry (tsx here; the
 * npm scripts run the built JavaScript of the same file): tenants, import, export and keys on a
 * SQLite store in a scratch DATA_DIR, with their exit codes.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openStore } from '../../src/store/database.js';
import { listsOf } from '../../src/store/lists.js';

const exec = promisify(execFile);

describe('data commands (tenants, import, export) as processes', function () {
  this.timeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'data-commands-'));
  const env = { ...process.env, DATA_DIR: path.join(work, 'store'), LOG_LEVEL: 'silent', DATABASE_URL: '', NODE_ENV: '' };
  after(() => rmSync(work, { recursive: true, force: true }));

  /** Runs `src/cli/<command>.ts` with tsx; its exit code, stdout and stderr. */
  async function cli(command: string, args: string[], dataDir = env.DATA_DIR): Promise<{ code: number; stdout: string; stderr: string }> {
    return exec(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], { env: { ...env, DATA_DIR: dataDir }, maxBuffer: 16 << 20 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }
  const campaign = (n: number, budget = 100) => JSON.stringify({ id: `cmp_${String(n).padStart(10, '0')}`, tenant_id: 'initech', name: `C${n}`, channel: 'google_ads', budget, currency: 'EUR', start_date: '2026-01-01', end_date: null, status: 'active' });
  const write = (name: string, text: string) => {
    const file = path.join(work, name);
    writeFileSync(file, text);
    return file;
  };

  it('tenants create and list', async () => {
    const created = await cli('tenants', ['create', '--area', 'marketing', '--tenant', 'initech', '--name', 'Initech', '--currency', 'EUR']);
    expect(created.code, created.stderr).to.equal(0);
    expect(created.stdout).to.include('created marketing  tenant  initech  "Initech"  EUR');
    expect((await cli('tenants', ['create', '--area', 'marketing', '--tenant', 'initech'])).code, 'it exists already').to.equal(1);
    expect((await cli('tenants', ['create', '--area', 'hrm', '--tenant', 'initech'])).code, 'HR has companies').to.equal(2);
    const listed = await cli('tenants', ['list']);
    expect(listed.stdout.trim().split('\n')).to.deep.equal(['marketing  tenant  initech  "Initech"  EUR']);
  });

  it('import: exit 1 and nothing written for a bad record (line and field on stderr), 3 with --skip-invalid, 0 for a valid CSV, 2 for bad usage', async () => {
    const bad = write('bad.ndjson', `${campaign(1)}\n${campaign(2, -1)}\n`);
    const refused = await cli('import', ['--area', 'marketing', '--tenant', 'initech', '--list', 'ads/campaigns', bad]);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include(`${bad}:2: budget: must be >= 0 (value: -1)`);
    expect(refused.stderr).to.include('nothing was written');

    const skipped = await cli('import', ['--area', 'marketing', '--tenant', 'initech', '--list', 'ads/campaigns', '--skip-invalid', bad]);
    expect(skipped.code).to.equal(3);
    expect(skipped.stdout).to.include('imported 1 records; left out 1 invalid records');

    const csv = write('campaigns.csv', 'id,tenant_id,name,channel,budget,currency,start_date,end_date,status\ncmp_0000000003,initech,C3,meta_ads,12.5,EUR,2026-02-01,,paused\n');
    const loaded = await cli('import', ['--area', 'marketing', '--tenant', 'initech', '--list', 'ads/campaigns', csv]);
    expect(loaded.code, loaded.stderr).to.equal(0);
    expect(loaded.stdout).to.include('imported 1 records');

    const misuse = await cli('import', ['--area', 'marketing', '--tenant', 'initech', '--list', 'ads/nowhere', csv]);
    expect(misuse.code).to.equal(2);
    expect(misuse.stderr).to.match(/^import: marketing has no list "ads\/nowhere"; lists: seo\/audits, /);
    const unknown = await cli('import', ['--area', 'marketing', '--tenant', 'umbrella', '--list', 'ads/campaigns', csv]);
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr).to.include('Create it first: npm run tenants -- create --area marketing --tenant umbrella');
  });

  it('keys create names the command that creates an unknown tenant', async () => {
    const refused = await cli('keys', ['create', '--service', 'marketing', '--tenant', 'umbrella', '--name', 'crm']);
    expect(refused.code).to.equal(2);
    expect(refused.stderr).to.include('unknown tenant "umbrella"; known: initech. Create it first: npm run tenants -- create --area marketing --tenant umbrella');
    const created = await cli('keys', ['create', '--service', 'marketing', '--tenant', 'initech', '--name', 'crm']);
    expect(created.code, created.stderr).to.equal(0);
  });

  it('export, then import of the folder into an empty store', async () => {
    const out = path.join(work, 'backup');
    const exported = await cli('export', ['--out', out]);
    expect(exported.code, exported.stderr).to.equal(0);
    expect(exported.stdout).to.include('exported 2 records');
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest.areas.marketing).to.have.length(1);
    expect(manifest.areas.marketing[0]).to.deep.include({ id: 'initech', name: 'Initech', currency: 'EUR' });
    expect(existsSync(path.join(out, 'marketing/initech/ads/campaigns.ndjson'))).to.equal(true);

    const elsewhere = path.join(work, 'restored');
    const restored = await cli('import', [out, '--create'], elsewhere);
    expect(restored.code, restored.stderr).to.equal(0);
    expect(restored.stdout).to.include('created marketing tenant initech');
    expect(restored.stdout, 'the key made above travels with its tenant').to.include('API keys: 1 in the export, 1 added');
    const again = await cli('export', ['--out', path.join(work, 'backup2')], elsewhere);
    expect(again.code).to.equal(0);
    for (const list of listsOf('marketing')) {
      const file = `marketing/initech/${list.name}.ndjson`;
      expect(readFileSync(path.join(work, 'backup2', file), 'utf8'), file).to.equal(readFileSync(path.join(out, file), 'utf8'));
    }
  });

  it('tenants remove: only with --yes; then every row of the tenant and its keys are gone', async () => {
    const asked = await cli('tenants', ['remove', '--area', 'marketing', '--tenant', 'initech']);
    expect(asked.code).to.equal(1);
    expect(asked.stderr).to.include('run it again with --yes');
    const removed = await cli('tenants', ['remove', '--area', 'marketing', '--tenant', 'initech', '--yes']);
    expect(removed.code, removed.stderr).to.equal(0);
    expect(removed.stdout).to.include('ads/campaigns=2').and.include('api keys=1');
    const store = await openStore({ dataDir: env.DATA_DIR, seedDemoData: false });
    try {
      for (const list of listsOf('marketing')) expect(await store.db.selectFrom(list.table as never).selectAll().where('tenant_id' as never, '=', 'initech' as never).execute(), list.table).to.deep.equal([]);
      expect(await store.db.selectFrom('api_keys').selectAll().execute()).to.deep.equal([]);
      expect(await store.db.selectFrom('marketing_tenants').selectAll().execute()).to.deep.equal([]);
      // The key's revocation is in the feed: running servers drop it within 1 s.
      expect((await sql<{ kind: string }>`select kind from revocations`.execute(store.db)).rows).to.deep.equal([{ kind: 'api-key' }]);
    } finally {
      await store.close();
    }
    expect((await cli('tenants', ['remove', '--area', 'marketing', '--tenant', 'initech', '--yes'])).code).to.equal(1);
  });
});
