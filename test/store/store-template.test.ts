import { expect } from 'chai';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { openStore, writeStoreTemplates } from '../../src/store/database.js';
import { storeFromTemplate } from '../../src/store/store-template.js';
import { temporaryFolder } from '../support/temporary-folders.js';

/** Every schema object and every row of a SQLite store file, in a stable order. */
function contentsOf(file: string): { schema: unknown[]; rows: Record<string, unknown[]> } {
  const database = new SQLite(file, { readonly: true });
  try {
    const schema = database.prepare("select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name").all();
    const rows: Record<string, unknown[]> = {};
    for (const { name } of database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{ name: string }>) {
      rows[name] = database.prepare(`select * from "${name}" order by rowid`).all();
    }
    return { schema, rows };
  } catch (error) {
    throw new Error(`reading ${file}: ${(error as Error).message}`);
  } finally {
    database.close();
  }
}

/** A store opened once in a new DATA_DIR, then closed: the path of its file. */
async function madeStore(options: { demoData: boolean; templates: URL | null }): Promise<string> {
  const dataDir = temporaryFolder('template-store-');
  const store = await openStore({ dataDir, seedDemoData: options.demoData, storeTemplates: options.templates });
  await store.close();
  return path.join(dataDir, 'store.sqlite');
}

describe('store templates (a first start copies the store the build made)', function () {
  this.timeout(30_000);
  let templates: URL;
  before(async () => {
    const folder = temporaryFolder('templates-');
    await writeStoreTemplates(folder);
    writeFileSync(path.join(folder, 'made-from'), 'this build\n');
    templates = pathToFileURL(`${folder}/`);
  });

  for (const demoData of [true, false]) {
    it(`a store copied from the template ${demoData ? 'with' : 'without'} the demo data holds exactly what the migrations${demoData ? ' and the demo data' : ''} make`, async () => {
      const opened = new Date().toISOString();
      const copied = await madeStore({ demoData, templates });
      const migrated = await madeStore({ demoData, templates: null });
      const expected = contentsOf(migrated);
      expect(Object.keys(expected.rows)).to.include.members(['kysely_migration', 'meta', 'hrm_employees', 'marketing_ad_campaigns']);
      const actual = contentsOf(copied);
      // Kysely records when each migration ran: the copy's ran when the template was made.
      const ranAt = (actual.rows.kysely_migration as Array<{ timestamp: string }>).map((row) => row.timestamp);
      expect(ranAt.filter((timestamp) => timestamp >= opened), 'migrations run by the start that copied the template').to.deep.equal([]);
      for (const contents of [actual, expected]) {
        contents.rows.kysely_migration = contents.rows.kysely_migration.map((row) => ({ ...(row as object), timestamp: null }));
      }
      expect(actual).to.deep.equal(expected);
      expect((expected.rows.hrm_employees.length > 0) === demoData, 'demo employees only with the demo data').to.equal(true);
    });
  }

  it('never replaces a store that is there, and leaves no partial copy behind', async () => {
    const dataDir = temporaryFolder('template-kept-');
    const file = path.join(dataDir, 'store.sqlite');
    const store = await openStore({ dataDir, seedDemoData: false, storeTemplates: null });
    await store.db.insertInto('meta').values({ key: 'operator', value: 'kept' }).execute();
    await store.close();
    expect(storeFromTemplate(file, true, templates)).to.equal(false);
    const reopened = await openStore({ dataDir, seedDemoData: false, storeTemplates: templates });
    try {
      expect(await reopened.db.selectFrom('meta').select('value').where('key', '=', 'operator').executeTakeFirst()).to.deep.equal({ value: 'kept' });
      expect(await reopened.db.selectFrom('hrm_employees').select('id').execute()).to.deep.equal([]);
    } finally {
      await reopened.close();
    }
    const fresh = path.join(temporaryFolder('template-fresh-'), 'store.sqlite');
    expect(storeFromTemplate(fresh, true, templates)).to.equal(true);
    expect(storeFromTemplate(fresh, true, templates), 'a second copy onto the same file').to.equal(false);
    expect(existsSync(`${fresh}.${process.pid}.partial`)).to.equal(false);
  });

  it('takes no template without its made-from (templates of another build), and migrates instead', async () => {
    const folder = temporaryFolder('templates-unmarked-');
    await writeStoreTemplates(folder);
    rmSync(path.join(folder, 'made-from'), { force: true });
    const file = path.join(temporaryFolder('template-unmarked-store-'), 'store.sqlite');
    expect(storeFromTemplate(file, true, pathToFileURL(`${folder}/`))).to.equal(false);
    expect(existsSync(file)).to.equal(false);
  });
});
