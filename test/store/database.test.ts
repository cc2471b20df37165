import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore, summarizeDatabaseUrl } from '../../src/store/database.js';
import { migrations } from '../../src/store/migrations/index.js';
import { openTestStore, testEngines } from '../support/store.js';

for (const engine of testEngines) {
  describe(`store (${engine})`, () => {
    it('migrates to the latest version and records every migration', async () => {
      const store = await openTestStore(engine);
      try {
        const applied = await store.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
        expect((applied as Array<{ name: string }>).map((row) => row.name)).to.deep.equal(Object.keys(migrations).sort());
      } finally {
        await store.close();
      }
    });

    it('loads demo data once, and the same data every time', async () => {
      const store = await openTestStore(engine);
      try {
        const marker = await store.db.selectFrom('meta').selectAll().where('key', '=', 'demo_seeded').execute();
        expect(marker).to.have.length(1);
      } finally {
        await store.close();
      }
    });
  });
}

describe('store (sqlite file)', () => {
  it('keeps its data in DATA_DIR across restarts and migrates only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-'));
    const first = await openStore({ dataDir });
    await first.db.insertInto('meta').values({ key: 'probe', value: 'kept' }).execute();
    await first.close();
    const second = await openStore({ dataDir });
    try {
      expect((await second.db.selectFrom('meta').select('value').where('key', '=', 'probe').executeTakeFirst())?.value).to.equal('kept');
      expect(second.summary).to.deep.equal({ engine: 'sqlite', host: null, database: 'store.sqlite' });
    } finally {
      await second.close();
    }
  });
});

describe('store summary', () => {
  it('never carries the user or password of DATABASE_URL', () => {
    const summary = summarizeDatabaseUrl('postgres://admin:hunter2@db.internal:6543/crm?sslmode=require');
    expect(summary).to.deep.equal({ engine: 'postgres', host: 'db.internal:6543', database: 'crm' });
    expect(summarizeDatabaseUrl('postgresql://db.internal/').database).to.equal('postgres');
  });
});
