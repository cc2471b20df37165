/**
 * `npm run import` as an operator runs it (a process through its entry, tsx here): whatever
 * fails, the report it prints is what the store holds afterwards, read back from the store.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openStore } from '../../src/store/database.js';
import { findList } from '../../src/store/lists.js';

const exec = promisify(execFile);

describe('import as a process: the report is what the store holds', function () {
  this.timeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'import-cli-'));
  const env = { ...process.env, DATA_DIR: path.join(work, 'store'), LOG_LEVEL: 'silent', DATABASE_URL: '', NODE_ENV: '' };
  after(() => rmSync(work, { recursive: true, force: true }));

  async function cli(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return exec(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], { env, maxBuffer: 64 << 20 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  }
  const importInto = (file: string, ...flags: string[]) => cli('import', ['--area', 'marketing', '--tenant', 'initech', '--list', 'ads/campaigns', ...flags, file]);
  const campaign = (n: number) => JSON.stringify({ id: `cmp_${String(n).padStart(10, '0')}`, tenant_id: 'initech', name: `C${n}`, channel: 'google_ads', budget: 1, currency: 'EUR', start_date: '2026-01-01', end_date: null, status: 'active' });
  const write = (name: string, text: string | Buffer) => {
    const file = path.join(work, name);
    writeFileSync(file, text);
    return file;
  };
  /** The ids of initech's campaigns in the store. */
  async function stored(): Promise<string[]> {
    const store = await openStore({ dataDir: env.DATA_DIR, seedDemoData: false });
    try {
      const rows = await store.db.selectFrom(findList('marketing', 'ads/campaigns')!.table as never).select('id' as never).where('tenant_id' as never, '=', 'initech' as never).orderBy('id' as never).execute();
      return rows.map((row) => (row as { id: string }).id);
    } finally {
      await store.close();
    }
  }

  before(async () => {
    const created = await cli('tenants', ['create', '--area', 'marketing', '--tenant', 'initech']);
    expect(created.code, created.stderr).to.equal(0);
  });

  it('a record nested 10,000 levels deep: refused whole by default (and the progress never said written), left out with --skip-invalid', async () => {
    const deep = write('deep.ndjson', `${campaign(1)}\n${campaign(2).replace('"C2"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`)}\n${campaign(3)}\n`);
    const refused = await importInto(deep);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include(`${deep}:2: name: is nested more than 32 levels deep (no list item nests that deep)\n`);
    expect(refused.stderr).to.include('import: nothing was written: 1 problem in 3 records');
    expect(refused.stderr, 'nothing is called written before the import commits').not.to.include('written |').and.not.to.match(/\d+ records written/);
    expect(await stored()).to.deep.equal([]);

    const skipped = await importInto(deep, '--skip-invalid');
    expect(skipped.code, skipped.stderr).to.equal(3);
    expect(skipped.stdout).to.include(`from ${deep}: 3 records, 2 written, 1 invalid`).and.include('imported 2 records; left out 1 invalid records');
    expect(skipped.stderr).to.include(`${deep}:2: name: is nested more than 32 levels deep`).and.not.include('import failed');
    expect(await stored()).to.deep.equal(['cmp_0000000001', 'cmp_0000000003']);
  });

  it('a campaign name of 20 MB is refused with file, line and field; nothing written', async () => {
    const before = await stored();
    const huge = write('huge.ndjson', `${campaign(6)}\n${campaign(7).replace('"C7"', JSON.stringify('n'.repeat(20 << 20)))}\n`);
    const refused = await importInto(huge);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include(`${huge}:2: name: must NOT have more than 200 characters (value: "nnn`);
    expect(await stored()).to.deep.equal(before);
  });

  it('NDJSON ending in blank lines is loaded whole', async () => {
    const trailing = write('trailing.ndjson', `${campaign(4)}\r\n${campaign(5)}\r\n\r\n  \n\n`);
    const loaded = await importInto(trailing);
    expect(loaded.code, loaded.stderr).to.equal(0);
    expect(loaded.stdout).to.include('imported 2 records');
    expect(await stored()).to.include.members(['cmp_0000000004', 'cmp_0000000005']);
  });

  it('an empty file is no records in every format: exit 0, nothing written', async () => {
    for (const name of ['empty.json', 'empty.ndjson', 'empty.csv']) {
      const result = await importInto(write(name, ''));
      expect(result.code, `${name}: ${result.stderr}`).to.equal(0);
      expect(result.stdout, name).to.include(': 0 records, 0 written').and.include('imported 0 records');
    }
  });

  it('a binary file: one line per record, "is not text: a NUL byte", with file and line; nothing written', async () => {
    const before = await stored();
    const binary = write('binary.ndjson', Buffer.from([0x00, 0x01, 0x02, 0x0a, 0x7f, 0x00]));
    const refused = await importInto(binary);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include(`${binary}:1: (record): is not text: a NUL byte (byte 1 of the record); records are UTF-8 text\n`);
    expect(refused.stderr).to.include(`${binary}:2: (record): is not text: a NUL byte (byte 2 of the record); records are UTF-8 text\n`);
    expect(await stored()).to.deep.equal(before);
  });
});
