import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiKeyService } from '../../../src/services/keys/api-keys.js';
import { MANIFEST } from '../../../src/services/records/export-files.js';
import { exportStore, type Manifest } from '../../../src/services/records/exporter.js';
import { importFiles, type ImportFile } from '../../../src/services/records/importer.js';
import type { Store } from '../../../src/store/database.js';
import { DATA_AREAS, listsOf } from '../../../src/store/lists.js';
import { listAnswers } from '../../support/list-answers.js';
import { openTestStore, testEngines, type TestEngine } from '../../support/store.js';

/** Every file of an export, as `npm run import -- FOLDER` loads it. */
function filesOf(folder: string): { files: ImportFile[]; owners: Array<{ area: 'marketing' | 'hrm' | 'crawler'; id: string; name?: string; currency?: string }>; keysFile?: string } {
  const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  const files: ImportFile[] = [];
  const owners = [];
  for (const area of DATA_AREAS) {
    for (const entry of manifest.areas[area] ?? []) {
      owners.push({ area, id: entry.id, name: entry.name, currency: entry.currency });
      for (const list of listsOf(area)) files.push({ list, owner: entry.id, file: path.join(folder, entry.lists[list.name].file), format: 'ndjson' });
    }
  }
  return { files, owners, ...(manifest.keys ? { keysFile: path.join(folder, manifest.keys.file) } : {}) };
}

async function exportAndLoad(from: Store, into: Store): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'export-'));
  try {
    await exportStore(from.db, from.engine, folder);
    const { files, owners, keysFile } = filesOf(folder);
    const result = await importFiles(into.db, into.engine, files, { create: true, owners, keysFile });
    expect(result.problems).to.deep.equal([]);
    expect(result.committed).to.equal(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('export, then import into an empty store', function () {
  this.timeout(300_000);
  const answersOf: Partial<Record<TestEngine, Map<string, string>>> = {};

  for (const engine of testEngines) {
    it(`gives byte-equal list answers on ${engine}: every list, tenant, company and page`, async () => {
      const original = await openTestStore(engine);
      const copy = await openTestStore(engine, { seedDemoData: false });
      try {
        const before = await listAnswers(original);
        answersOf[engine] = before;
        await exportAndLoad(original, copy);
        const after = await listAnswers(copy);
        expect([...after.keys()]).to.deep.equal([...before.keys()]);
        for (const [key, text] of before) expect(after.get(key), key).to.equal(text);
      } finally {
        await original.close();
        await copy.close();
      }
    });
  }

  it('loads one tenant of a whole export, with its keys only', async () => {
    const original = await openTestStore('sqlite');
    const copy = await openTestStore('sqlite', { seedDemoData: false });
    const folder = mkdtempSync(path.join(tmpdir(), 'export-'));
    try {
      const keys = createApiKeyService(original.db);
      const acme = await keys.create({ service: 'marketing', tenantId: 'acme', name: 'crm' });
      const globex = await keys.create({ service: 'marketing', tenantId: 'globex', name: 'crm' });
      await exportStore(original.db, original.engine, folder);
      const { files, owners, keysFile } = filesOf(folder);
      const result = await importFiles(copy.db, copy.engine, files.filter((file) => file.list.area === 'marketing' && file.owner === 'acme'), { create: true, owners, keysFile });
      expect(result.problems).to.deep.equal([]);
      expect(result.keys).to.deep.equal({ records: 2, written: 1 });
      expect(await createApiKeyService(copy.db).verify('marketing', acme.key)).to.deep.include({ tenantId: 'acme' });
      expect(await createApiKeyService(copy.db).verify('marketing', globex.key)).to.equal(null);
    } finally {
      await original.close();
      await copy.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  if (testEngines.includes('postgres')) {
    it('moves a SQLite store to PostgreSQL: every answer byte-equal, read through the API', async () => {
      const sqlite = await openTestStore('sqlite');
      const postgres = await openTestStore('postgres', { seedDemoData: false });
      try {
        const before = await listAnswers(sqlite);
        const hr = await createApiKeyService(sqlite.db).create({ service: 'hrm', companyId: 'globex', name: 'payroll', scopes: ['payroll.read'] });
        const revoked = await createApiKeyService(sqlite.db).create({ service: 'marketing', tenantId: 'acme', name: 'old' });
        await createApiKeyService(sqlite.db).revoke(revoked.record.id);
        await exportAndLoad(sqlite, postgres);
        // Partners' keys work after the move; a revoked key stays revoked.
        expect(await createApiKeyService(postgres.db).verify('hrm', hr.key)).to.deep.include({ id: hr.record.id, companyId: 'globex', scopes: ['payroll.read'] });
        expect(await createApiKeyService(postgres.db).verify('marketing', revoked.key)).to.equal(null);
        const after = await listAnswers(postgres);
        expect([...after.keys()]).to.deep.equal([...before.keys()]);
        for (const [key, text] of before) expect(after.get(key), key).to.equal(text);
      } finally {
        await sqlite.close();
        await postgres.close();
      }
    });

    it('moves a PostgreSQL store to SQLite: byte-equal to the answers of a SQLite store of the same data', async () => {
      const postgres = await openTestStore('postgres');
      const sqlite = await openTestStore('sqlite', { seedDemoData: false });
      const reference = await openTestStore('sqlite');
      try {
        await exportAndLoad(postgres, sqlite);
        const [after, expected] = [await listAnswers(sqlite), answersOf.sqlite ?? (await listAnswers(reference))];
        expect([...after.keys()]).to.deep.equal([...expected.keys()]);
        for (const [key, text] of expected) expect(after.get(key), key).to.equal(text);
      } finally {
        await postgres.close();
        await sqlite.close();
        await reference.close();
      }
    });
  }
});
