/**
 * Run by test/store/new-list.test.ts inside a copy of the project that has one HR list more,
 * `trainings` (the spec's operation listTrainings and one declaration in
 * src/store/tables/hrm-lists.ts): what an integrator and an operator see of it.
 */
import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MANIFEST } from '../../src/services/records/export-files.js';
import { exportStore, type Manifest } from '../../src/services/records/exporter.js';
import { importFiles } from '../../src/services/records/importer.js';
import type { Store } from '../../src/store/database.js';
import { findList } from '../../src/store/lists.js';
import { openTestStore, testEngines } from '../support/store.js';
import { temporaryFolder } from '../support/temporary-folders.js';
import { buildHrm, createKey, type HrmTestApp } from './hrm-fixtures.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read as plain JSON
type Item = Record<string, any>;

/** 25 trainings of five acme employees, one a day; one of a globex employee. */
const ACME = Array.from({ length: 25 }, (_, i) => ({
  id: `trn-${String(i).padStart(4, '0')}`,
  employeeId: `emp-000${(i % 5) + 1}`,
  course: `Course ${i}`,
  completedOn: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
  hours: 1 + (i % 8),
}));
const GLOBEX = [{ id: 'trn-9000', employeeId: 'emp-5001', course: 'Globex course', completedOn: '2025-03-01', hours: 4 }];

for (const engine of testEngines) {
  describe(`an HR list added by one declaration (trainings) on ${engine}`, () => {
    let store: Store;
    let area: HrmTestApp;
    const keys: Record<string, string> = {};
    const get = (query: string, company = 'acme') => area.checked(area.http.get(`/api/v1/trainings${query}`).set('X-API-Key', keys[company]));

    before(async () => {
      store = await openTestStore(engine);
      // The rows come as an operator loads them: an import of the list's records.
      const folder = temporaryFolder('trainings-');
      const files = Object.entries({ acme: ACME, globex: GLOBEX }).map(([owner, records]) => {
        const file = path.join(folder, `${owner}.ndjson`);
        writeFileSync(file, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
        return { list: findList('hrm', 'trainings')!, owner, file, format: 'ndjson' as const };
      });
      const imported = await importFiles(store.db, store.engine, files);
      expect(imported.problems).to.deep.equal([]);
      area = await buildHrm({ store });
      for (const company of ['acme', 'globex']) keys[company] = (await createKey(store, 'hrm', { scopes: ['attendance.read'], companyId: company })).key;
    });
    after(() => store?.close());

    it('answers its pages in the declared order with the exact total, the caller\'s company\'s only', async () => {
      const pages: Item[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get(`?page=${page}&pageSize=10`);
        expect(res.status, JSON.stringify(res.body.error)).to.equal(200);
        expect(res.body.data).to.include({ page, pageSize: 10, total: 25, totalPages: 3 });
        pages.push(...(res.body.data.items as Item[]));
      }
      expect(pages).to.deep.equal([...ACME].reverse());
      const globex = await get('', 'globex');
      expect(globex.body.data).to.deep.equal({ items: GLOBEX, page: 1, pageSize: 20, total: 1, totalPages: 1 });
    });

    it('filters by its declared parameters and refuses `from` after `to`', async () => {
      const res = await get('?from=2025-01-03&to=2025-01-12&employeeId=emp-0001');
      expect(res.status).to.equal(200);
      expect((res.body.data.items as Item[]).map((item) => item.id)).to.deep.equal(['trn-0010', 'trn-0005']);
      expect((await get('?from=2025-01-12&to=2025-01-03')).status).to.equal(400);
    });

    it('has its table, ordered index and counts made from its declaration, and is exported', async () => {
      const counted = await sql<{ total: number | string }>`select total from hrm_list_counts where company_id = 'acme' and list = 'hrm_trainings'`.execute(store.db);
      expect(Number(counted.rows[0]?.total)).to.equal(ACME.length);
      const folder = temporaryFolder('trainings-export-');
      await exportStore(store.db, store.engine, folder, { area: 'hrm', owner: 'acme' });
      const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest;
      const entry = manifest.areas.hrm![0].lists.trainings;
      expect(readFileSync(path.join(folder, entry.file), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Item)).to.deep.equal(ACME);
    });
  });
}
