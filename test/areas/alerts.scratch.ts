/**
 * Run by test/store/new-list.test.ts inside a copy of the project that has one crawl platform
 * list more, `alerts` (the spec's operation listAlerts and one declaration in
 * src/store/tables/crawler-lists.ts): what a client and an operator see of it.
 */
import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crawlerArea } from '../../src/areas/crawler.js';
import type { CrawlerServices } from '../../src/services/crawler/index.js';
import { MANIFEST } from '../../src/services/records/export-files.js';
import { exportStore, type Manifest } from '../../src/services/records/exporter.js';
import { importFiles } from '../../src/services/records/importer.js';
import type { Store } from '../../src/store/database.js';
import { findList } from '../../src/store/lists.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';
import { temporaryFolder } from '../support/temporary-folders.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read as plain JSON
type Item = Record<string, any>;

const LEVELS = ['info', 'warning', 'error'] as const;
/** Nine alerts of acme's two sources, one an hour. */
const ALERTS = Array.from({ length: 9 }, (_, i) => ({
  id: `alert-${i}`,
  tenantId: 'acme',
  sourceId: i % 2 === 0 ? 'acme-newsroom' : 'acme-forum',
  level: LEVELS[i % 3],
  message: `Alert ${i}`,
  raisedAt: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
}));

for (const engine of testEngines) {
  describe(`a crawl platform list added by one declaration (alerts) on ${engine}`, () => {
    let store: Store;
    let area: TestArea<CrawlerServices>;
    const get = (query: string) => area.checked(area.http.get(`/api/public/v1/alerts${query}`));

    before(async () => {
      store = await openTestStore(engine);
      // The rows come as an operator loads them: an import of the list's records.
      const file = path.join(temporaryFolder('alerts-'), 'alerts.ndjson');
      writeFileSync(file, ALERTS.map((alert) => `${JSON.stringify(alert)}\n`).join(''));
      const imported = await importFiles(store.db, store.engine, [{ list: findList('crawler', 'alerts')!, owner: 'acme', file, format: 'ndjson' }]);
      expect(imported.problems).to.deep.equal([]);
      area = await buildTestArea(crawlerArea, { store });
    });
    after(() => store?.close());

    it('answers every alert of the tenant in the declared order, filtered by level; an unknown tenant is 404', async () => {
      const res = await get('?tenantId=acme');
      expect(res.status, JSON.stringify(res.body.error)).to.equal(200);
      expect(res.body.data).to.deep.equal({ tenantId: 'acme', total: 9, items: [...ALERTS].reverse() });
      const errors = await get('?tenantId=acme&level=error');
      expect((errors.body.data.items as Item[]).map((item) => item.id)).to.deep.equal(['alert-8', 'alert-5', 'alert-2']);
      expect((await get('?tenantId=globex')).body.data).to.deep.equal({ tenantId: 'globex', total: 0, items: [] });
      expect((await get('?tenantId=nobody')).status).to.equal(404);
    });

    it('is exported as every list is', async () => {
      const folder = temporaryFolder('alerts-export-');
      await exportStore(store.db, store.engine, folder, { area: 'crawler', owner: 'acme' });
      const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest;
      const entry = manifest.areas.crawler![0].lists.alerts;
      expect(readFileSync(path.join(folder, entry.file), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Item)).to.deep.equal(ALERTS);
    });
  });
}
