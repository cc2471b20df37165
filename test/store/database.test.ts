import { expect } from 'chai';
import pg from 'pg';
import { openStore, seedIfEmpty, shippedMigrationNames, summarizeDatabaseUrl } from '../../src/store/database.js';
import { demoSeeders } from '../../src/store/demo/index.js';
import { sql } from 'kysely';
import { migrations } from '../../src/store/migrations/index.js';
import { freshSchema, openTestStore, testEngines } from '../support/store.js';
import { databaseUrlOrSkip } from '../support/requirements.js';
import { temporaryFolder } from '../support/temporary-folders.js';

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

    it('loads each area\'s demo data once', async () => {
      const store = await openTestStore(engine);
      try {
        const markers = await store.db.selectFrom('meta').select('key').where('key', 'like', 'demo_seeded:%').orderBy('key').execute();
        expect(markers.map((m) => m.key)).to.deep.equal(Object.keys(demoSeeders).sort().map((area) => `demo_seeded:${area}`));
        expect(await seedIfEmpty(store.db)).to.deep.equal([]);
      } finally {
        await store.close();
      }
    });

    it('seeds an area added after the store was created, at the next start', async () => {
      const store = await openTestStore(engine, { seedDemoData: false });
      try {
        const [first, ...later] = Object.keys(demoSeeders);
        expect(await seedIfEmpty(store.db, undefined, { [first]: demoSeeders[first] })).to.deep.equal([first]);
        expect(await seedIfEmpty(store.db)).to.deep.equal(later);
        expect(await seedIfEmpty(store.db)).to.deep.equal([]);
      } finally {
        await store.close();
      }
    });
  });
}

describe('demo data', () => {
  it('is the same, row for row, in every fresh store', async () => {
    const dump = async () => {
      const store = await openTestStore('sqlite');
      try {
        const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%' order by name`.execute(store.db);
        const rows: Record<string, unknown[]> = {};
        for (const { name } of tables.rows) rows[name] = (await sql`select * from ${sql.table(name)} order by 1`.execute(store.db)).rows;
        return rows;
      } finally {
        await store.close();
      }
    };
    const [first, second] = [await dump(), await dump()];
    expect(Object.values(first).reduce((n, rows) => n + rows.length, 0)).to.be.greaterThan(500);
    expect(second).to.deep.equal(first);
  });
});

describe('store (sqlite file)', () => {
  it('keeps its data in DATA_DIR across restarts and migrates only once', async () => {
    const dataDir = temporaryFolder('store-');
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

describe('store (sqlite file) restart without the Migrator', () => {
  it('knows the shipped migrations from their files, the same names the migration index lists', () => {
    expect(shippedMigrationNames()).to.deep.equal(Object.keys(migrations).sort());
  });

  it('still refuses a store that has run a migration this build does not know', async () => {
    const dataDir = temporaryFolder('store-');
    const first = await openStore({ dataDir, seedDemoData: false });
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-a-newer-build', '2030-01-01T00:00:00.000Z')`.execute(first.db);
    await first.close();
    const error = await openStore({ dataDir, seedDemoData: false }).then(() => null, (e: Error) => e);
    expect(error?.message).to.match(/store migration .*failed: .*999-from-a-newer-build/);
  });
});

describe('store summary', () => {
  it('never carries the user or password of DATABASE_URL', () => {
    const summary = summarizeDatabaseUrl('postgres://admin:hunter2@db.internal:6543/crm?sslmode=require');
    expect(summary).to.deep.equal({ engine: 'postgres', host: 'db.internal:6543', database: 'crm' });
    expect(summarizeDatabaseUrl('postgresql://db.internal/').database).to.equal('postgres');
  });
});

describe('store migrations on PostgreSQL', () => {
  let base = '';
  before(function () {
    base = databaseUrlOrSkip(this); // skipped without PostgreSQL on a developer machine, failed under CI=true
  });

  it('a restart on an up-to-date store opens without waiting for the migration lock', async function () {
    this.timeout(60_000);
    const { url, drop } = await freshSchema(base, 'test');
    const holder = new pg.Client({ connectionString: url });
    try {
      await (await openStore({ databaseUrl: url, dataDir: '.', seedDemoData: false })).close();
      await holder.connect();
      // A migration of this schema in progress elsewhere: the Migrator would wait for it, then time out.
      await holder.query(`select pg_advisory_lock(${0x4d_49_47_52}, hashtext(current_schema()))`);
      // 5 s per wait: a Migrator waiting for the lock fails on it; a loaded machine's queries do not.
    const restarted = await openStore({ databaseUrl: url, dataDir: '.', seedDemoData: false, timeoutMs: 5000 });
      await restarted.close();
    } finally {
      await holder.end();
      await drop();
    }
  });

  it('lock per schema: a store migrates while another schema of the database holds its migration lock', async function () {
    this.timeout(60_000);
    const holder = new pg.Client({ connectionString: base });
    await holder.connect();
    try {
      // What a long migration of another schema holds (src/store/database.ts): the store below must not wait for it.
      await holder.query(`select pg_advisory_lock(${0x4d_49_47_52}, hashtext('another_deployment'))`);
      // The lock Kysely's own adapter takes for every schema of the server.
      await holder.query(`select pg_advisory_lock(3853314791062309107)`);
      const store = await openTestStore('postgres', { seedDemoData: false });
      try {
        const migrated = await store.db.selectFrom('kysely_migration' as never).select(sql`count(*)`.as('n')).executeTakeFirstOrThrow();
        expect(Number((migrated as { n: string }).n)).to.be.greaterThan(10);
      } finally {
        await store.close();
      }
    } finally {
      await holder.end();
    }
  });
});
