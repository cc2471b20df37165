import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crawlerArea } from '../../../src/areas/crawler.js';
import { hrmArea } from '../../../src/areas/hrm.js';
import { marketingArea } from '../../../src/areas/marketing.js';
import { createApiKeyService, HRM_SCOPES } from '../../../src/services/keys/api-keys.js';
import { describeProblem, importFiles, type ImportOptions, type ImportResult } from '../../../src/services/records/importer.js';
import { findOwner } from '../../../src/services/records/owners.js';
import type { RecordFormat } from '../../../src/services/records/record-files.js';
import type { Store } from '../../../src/store/database.js';
import { findList, type DataArea } from '../../../src/store/lists.js';
import { SEEK_DEPTH } from '../../../src/store/list-page-sql.js';
import { buildTestArea } from '../../support/area-app.js';
import { openTestStore, testEngines } from '../../support/store.js';

type Item = Record<string, unknown>;
const hex = (n: number) => n.toString(16).padStart(10, '0');

const campaign = (n: number, extra: Item = {}): Item => ({
  id: `cmp_${hex(0xa00000 + n)}`,
  tenant_id: 'initech',
  name: `Campaign ${n}`,
  channel: 'google_ads',
  budget: 1000 + n,
  currency: 'USD',
  start_date: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
  end_date: null,
  status: 'active',
  ...extra,
});

const performance = (n: number, campaigns = 10): Item => {
  const spend = (n % 50) * 10 + 5;
  const revenue = (n * 37) % 4000;
  return {
    id: `prf_${hex(0xa00000 + n)}`,
    tenant_id: 'initech',
    campaign_id: campaign(n % campaigns).id,
    date: new Date(Date.UTC(2024, 0, 1) + Math.floor(n / campaigns) * 86_400_000).toISOString().slice(0, 10),
    impressions: 1000 + n,
    clicks: n % 17,
    conversions: n % 3,
    spend: spend / 100,
    revenue: revenue / 100,
    currency: 'USD',
    roas: Math.round((revenue / spend) * 100) / 100,
  };
};

describe('import problems', () => {
  it('describes a problem whose value is too deep to print without failing', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(describeProblem({ file: 'a.ndjson', line: 2, field: 'name', message: 'must be string', value: deep })).to.equal('a.ndjson:2: name: must be string (value: […])');
  });
});

for (const engine of testEngines) {
  describe(`importing records on ${engine}`, function () {
    this.timeout(120_000);
    let store: Store;
    let folder: string;
    let files = 0;
    /** A record file of these lines (NDJSON unless the name says otherwise). */
    const file = (lines: Array<Item | string | Buffer>, name = `f${++files}.ndjson`) => {
      const target = path.join(folder, name);
      writeFileSync(target, Buffer.concat(lines.map((line) => Buffer.concat([Buffer.isBuffer(line) ? line : Buffer.from(typeof line === 'string' ? line : JSON.stringify(line)), Buffer.from('\n')]))));
      return target;
    };
    const load = (area: DataArea, owner: string, list: string, target: string, options: ImportOptions = {}, format: RecordFormat = 'ndjson'): Promise<ImportResult> =>
      importFiles(store.db, store.engine, [{ list: findList(area, list)!, owner, file: target, format }], { create: true, ...options });
    const problems = (result: ImportResult) => result.problems.map((problem) => describeProblem(problem).slice(folder.length + 1));

    let marketing: Awaited<ReturnType<typeof buildTestArea>>;
    const keys = () => createApiKeyService(store.db);
    const marketingGet = async (tenant: string, pathAndQuery: string) => {
      const { key } = await keys().create({ service: 'marketing', tenantId: tenant, name: 'test' });
      const res = await marketing.checked(marketing.http.get(`/api/public/v1/${pathAndQuery}`).set('X-Api-Key', key));
      expect(res.status, res.text).to.equal(200);
      return res.body.data;
    };

    beforeEach(async () => {
      files = 0;
      store = await openTestStore(engine);
      folder = mkdtempSync(path.join(tmpdir(), 'import-'));
      marketing = await buildTestArea(marketingArea, { store, env: { MARKETING_RATE_LIMIT: '100000/60s' } });
    });
    afterEach(async () => {
      await marketing.close();
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses a file with one bad record, naming its line, field, rule and value, and writes nothing of it', async () => {
      const result = await load('marketing', 'initech', 'ads/campaigns', file([campaign(1), campaign(2, { budget: -5 }), campaign(3)]));
      expect(result.committed).to.equal(false);
      expect(problems(result)).to.deep.equal(['f1.ndjson:2: budget: must be >= 0 (value: -5)']);
      expect(result.files[0]).to.include({ records: 3, invalid: 1 });
      // Nothing written: not even the tenant the import would have created.
      expect(await findOwner(store.db, 'marketing', 'initech')).to.equal(undefined);
    });

    it('writes the valid records with skipInvalid and reports the others', async () => {
      const result = await load('marketing', 'initech', 'ads/campaigns', file([campaign(1), '{"id": ', campaign(3, { colour: 'red' }), campaign(4)]), { skipInvalid: true });
      expect(result.committed).to.equal(true);
      expect(problems(result)).to.deep.equal([
        `f1.ndjson:2: (record): is not JSON (Unexpected end of JSON input)`,
        'f1.ndjson:3: colour: is not a field of ads/campaigns items (the record format is the list\'s item, as the API answers it)',
      ]);
      const data = await marketingGet('initech', 'ads/campaigns?page_size=100');
      expect(data.total).to.equal(2);
      expect(data.items.map((item: Item) => item.id).sort()).to.deep.equal([campaign(1).id, campaign(4).id]);
    });

    it('refuses a record nested 10,000 levels deep as one invalid record naming its field; with skipInvalid the others are written, and the report is what the store holds', async () => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const lines = [campaign(1), JSON.stringify(campaign(2)).replace('"Campaign 2"', deep), campaign(3)];
      const refused = await load('marketing', 'initech', 'ads/campaigns', file(lines));
      expect(refused.committed).to.equal(false);
      expect(problems(refused)).to.deep.equal(['f1.ndjson:2: name: is nested more than 32 levels deep (no list item nests that deep)']);
      expect(await findOwner(store.db, 'marketing', 'initech')).to.equal(undefined);

      const skipped = await load('marketing', 'initech', 'ads/campaigns', file(lines), { skipInvalid: true });
      expect(skipped.committed).to.equal(true);
      expect(problems(skipped)).to.deep.equal(['f2.ndjson:2: name: is nested more than 32 levels deep (no list item nests that deep)']);
      expect(skipped.files[0]).to.include({ records: 3, written: 2, invalid: 1 });
      const data = await marketingGet('initech', 'ads/campaigns?page_size=100');
      expect(data.items.map((item: Item) => item.id).sort()).to.deep.equal([campaign(1).id, campaign(3).id]);
    });

    it('refuses a campaign name of 20 MB, naming file, line and field, and writes nothing', async () => {
      const result = await load('marketing', 'initech', 'ads/campaigns', file([campaign(1), campaign(2, { name: 'n'.repeat(20 << 20) })]));
      expect(result.committed).to.equal(false);
      expect(problems(result)).to.deep.equal([`f1.ndjson:2: name: must NOT have more than 200 characters (value: "${'n'.repeat(58)}…)`]);
      expect(await findOwner(store.db, 'marketing', 'initech')).to.equal(undefined);
    });

    it('checks everything in a dry run and writes nothing', async () => {
      const result = await load('marketing', 'initech', 'ads/campaigns', file([campaign(1)]), { dryRun: true });
      expect(result).to.deep.include({ committed: false, problemCount: 0 });
      expect(await findOwner(store.db, 'marketing', 'initech')).to.equal(undefined);
    });

    it('updates the rows of ids it holds: a second import changes nothing, a changed field shows, totals, summaries and deep pages stay exact', async () => {
      const count = 2 * SEEK_DEPTH + 500;
      const campaigns = Array.from({ length: 10 }, (_, n) => campaign(n));
      const records = Array.from({ length: count }, (_, n) => performance(n));
      expect((await load('marketing', 'initech', 'ads/campaigns', file(campaigns))).committed).to.equal(true);
      const target = file(records);
      expect((await load('marketing', 'initech', 'ads/performance', target)).problems).to.deep.equal([]);
      // The API's order: date desc, campaign_id, id.
      // Newest date first, then by campaign, then by id.
      const compare = <T>(x: T, y: T) => (x < y ? -1 : x > y ? 1 : 0);
      const ordered = [...records].sort((a, b) => compare(b.date!, a.date!) || compare(a.campaign_id!, b.campaign_id!) || compare(a.id!, b.id!));
      const deep = Math.floor((SEEK_DEPTH * 2 + 100) / 10) + 1;
      const read = async () => ({
        summary: await marketingGet('initech', 'summary'),
        first: await marketingGet('initech', 'ads/performance?page=1&page_size=10'),
        deep: await marketingGet('initech', `ads/performance?page=${deep}&page_size=10`),
      });
      const before = await read();
      expect(before.summary.ads).to.deep.equal({ campaigns: 10, performance: count, total: count + 10 });
      expect(before.first.total).to.equal(count);
      expect(before.deep.items).to.deep.equal(ordered.slice((deep - 1) * 10, deep * 10));

      // The same file again: every row updated with what it holds, nothing else changes.
      const again = await load('marketing', 'initech', 'ads/performance', target);
      expect(again.files[0]).to.include({ records: count, written: count, invalid: 0 });
      expect(await read()).to.deep.equal(before);

      // A changed field of a row on the deep page shows there, totals unchanged.
      const changed = { ...ordered[(deep - 1) * 10 + 3], clicks: 99_999 };
      expect((await load('marketing', 'initech', 'ads/performance', file([changed]))).problems).to.deep.equal([]);
      const after = await read();
      expect(after.summary).to.deep.equal(before.summary);
      expect(after.deep.total).to.equal(count);
      expect(after.deep.items[3]).to.deep.equal(changed);
    });

    it("never changes another tenant's row: an id acme holds is refused for initech", async () => {
      const acme = (await marketingGet('acme', 'ads/campaigns?page_size=1')).items[0] as Item;
      const result = await load('marketing', 'initech', 'ads/campaigns', file([{ ...acme, tenant_id: 'initech', name: 'Taken over' }]), { skipInvalid: true });
      expect(problems(result)).to.deep.equal([`f1.ndjson:1: id: belongs to a row of another tenant: ids are unique in the store, and an import never changes another tenant's rows (value: "${acme.id as string}")`]);
      expect((await marketingGet('acme', 'ads/campaigns?page_size=1')).items[0]).to.deep.equal(acme);
      expect((await marketingGet('initech', 'ads/campaigns')).total).to.equal(0);
    });

    it('refuses references to rows the tenant does not hold, in the store or the same import', async () => {
      const acmeCampaign = ((await marketingGet('acme', 'ads/campaigns?page_size=1')).items[0] as Item).id;
      await load('marketing', 'initech', 'ads/campaigns', file([campaign(0)]));
      const result = await load('marketing', 'initech', 'ads/performance', file([performance(0, 1), { ...performance(1, 1), campaign_id: 'cmp_ffffffffff' }, { ...performance(2, 1), campaign_id: acmeCampaign }]), { skipInvalid: true });
      expect(problems(result)).to.deep.equal([
        'f2.ndjson:2: campaign_id: names no ads campaign of tenant initech (in the store or loaded before it in this import) (value: "cmp_ffffffffff")',
        `f2.ndjson:3: campaign_id: names no ads campaign of tenant initech (in the store or loaded before it in this import) (value: "${acmeCampaign as string}")`,
      ]);
      expect(result.files[0]).to.include({ written: 1 });
    });

    it('refuses text the store cannot hold as sent, numbers past the spec and the columns, a wrong owner and a derived field that does not match', async () => {
      const lines = [
        JSON.stringify(campaign(1, { name: 'Nul\u0000here' })),
        Buffer.concat([Buffer.from('{"id":"cmp_0000a00002","tenant_id":"initech","name":"Caf'), Buffer.from([0xe9]), Buffer.from('","channel":"google_ads","budget":1,"currency":"USD","start_date":"2026-01-01","end_date":null,"status":"active"}')]),
        campaign(3, { budget: 99_999_999.99 }),
        campaign(4, { budget: 10.001 }),
        campaign(5, { tenant_id: 'acme' }),
        campaign(6, { status: 'finished' }),
      ];
      const result = await load('marketing', 'initech', 'ads/campaigns', file(lines), { skipInvalid: true });
      expect(problems(result)).to.deep.equal([
        'f1.ndjson:1: name: must not contain a NUL character (U+0000) (value: "Nul\\u0000here")',
        'f1.ndjson:2: (record): is not UTF-8 text (byte 57 of the record, 0xe9); the file must be UTF-8',
        'f1.ndjson:3: budget: must be at most 21474836.47 (the store keeps cents in a 32-bit integer column) (value: 99999999.99)',
        'f1.ndjson:4: budget: must have at most two decimals (whole cents) (value: 10.001)',
        'f1.ndjson:5: tenant_id: must be "initech", the tenant being loaded (value: "acme")',
        'f1.ndjson:6: status: must be one of "draft", "active", "paused", "completed" (value: "finished")',
      ]);
      await load('marketing', 'initech', 'ads/campaigns', file([campaign(0)]));
      const roas = await load('marketing', 'initech', 'ads/performance', file([{ ...performance(0, 1), roas: 123 }]), { skipInvalid: true });
      expect(problems(roas)[0]).to.match(/^f3\.ndjson:1: roas: must be revenue \/ spend rounded to two decimals \(null when spend is 0\): [0-9.]+ for this record \(value: 123\)$/);
    });

    it("gives the store's own refusals as the record's problem: a keyword held twice by one tenant, an id twice in a file", async () => {
      const keyword = (n: number, text: string) => ({ id: `kwd_${hex(0xb00000 + n)}`, tenant_id: 'initech', keyword: text, search_volume: 10, difficulty: 5, cpc: 0.5, currency: 'USD', intent: 'commercial' });
      const result = await load('marketing', 'initech', 'seo/keywords', file([keyword(1, 'anvils'), keyword(2, 'anvils'), keyword(1, 'again')]), { skipInvalid: true });
      expect(problems(result)).to.deep.equal([
        'f1.ndjson:2: keyword: another record of tenant initech already has this value: keyword must be unique per tenant',
        'f1.ndjson:3: id: is also the id of an earlier record of this file (each id once) (value: "kwd_0000b00001")',
      ]);
      expect((await marketingGet('initech', 'seo/keywords')).total).to.equal(1);
    });

    it('reads CSV: nested fields from dotted headers, typed by the declaration, an empty nullable cell as null', async () => {
      const csv = file(
        [
          'id,tenant_id,site,score,pages_crawled,issues.critical,issues.warning,issues.notice,audited_at',
          'aud_0000c00001,initech,https://www.initech.example,87,120,1,4,"12",2026-03-01T08:00:00.000Z',
          '"aud_0000c00002",initech,"https://shop.initech.example/a,b",55,9,0,0,2,2026-03-02T08:00:00.000Z',
        ],
        'audits.csv',
      );
      const result = await load('marketing', 'initech', 'seo/audits', csv, {}, 'csv');
      expect(problems(result)).to.deep.equal([]);
      const items = (await marketingGet('initech', 'seo/audits')).items as Item[];
      expect(items.map((item) => [item.id, item.issues, item.site])).to.deep.equal([
        ['aud_0000c00002', { critical: 0, warning: 0, notice: 2 }, 'https://shop.initech.example/a,b'],
        ['aud_0000c00001', { critical: 1, warning: 4, notice: 12 }, 'https://www.initech.example'],
      ]);
      const campaigns = file(['id,tenant_id,name,channel,budget,currency,start_date,end_date,status', 'cmp_0000d00001,initech,Spring,meta_ads,250.5,EUR,2026-03-01,,paused'], 'campaigns.csv');
      expect(problems(await load('marketing', 'initech', 'ads/campaigns', campaigns, {}, 'csv'))).to.deep.equal([]);
      expect((await marketingGet('initech', 'ads/campaigns')).items[0]).to.deep.include({ budget: 250.5, end_date: null, status: 'paused' });
    });

    it('takes CSV cells literally: formula-like text and a leading quote are kept as they are', async () => {
      const names = ['=SUM(A1:A2)', '+1', '-5% off', '@cmd', '\tTabbed', "'=quoted"];
      const rows = names.map((name, n) => `cmp_0000e0000${n},initech,"${name}",meta_ads,1,EUR,2026-03-01,,paused`);
      const csv = file(['id,tenant_id,name,channel,budget,currency,start_date,end_date,status', ...rows], 'formulas.csv');
      expect(problems(await load('marketing', 'initech', 'ads/campaigns', csv, {}, 'csv'))).to.deep.equal([]);
      const items = (await marketingGet('initech', 'ads/campaigns?page_size=100')).items as Item[];
      expect(items.map((item) => item.name).sort()).to.deep.equal([...names].sort());
    });

    it('loads a JSON array of records, and an HR company with its employees and their attendance', async () => {
      const employee = (n: number) => ({ id: `emp-${7000 + n}`, employeeNumber: `I-${n}`, firstName: 'Ada', lastName: `Lovelace ${n}`, email: `ada${n}@initech.example`, department: 'engineering', jobTitle: 'Engineer', employmentType: 'full-time', status: 'active', location: 'Berlin', hireDate: '2024-01-02', terminationDate: null, managerId: null });
      const employees = path.join(folder, 'employees.json');
      writeFileSync(employees, `[\n${JSON.stringify(employee(1))},\n  ${JSON.stringify(employee(2))}\n]\n`);
      expect(problems(await load('hrm', 'initech', 'employees', employees, {}, 'json'))).to.deep.equal([]);
      // A JSON array written on one line: each problem names the record's place in the array.
      const oneLine = path.join(folder, 'one-line.json');
      writeFileSync(oneLine, JSON.stringify([employee(3), { ...employee(4), department: 'legal' }, employee(5), 7]));
      expect(problems(await load('hrm', 'initech', 'employees', oneLine, {}, 'json'))).to.deep.equal([
        'one-line.json:1: record 2: department: must be one of "engineering", "finance", "human-resources", "operations", "sales" (value: "legal")',
        'one-line.json:1: record 4: (record): must be an object: one list item (value: 7)',
      ]);
      const day = (n: number, employeeId: string) => ({ id: `att-initech-${n}`, employeeId, workDate: '2026-02-02', status: 'present', checkIn: '2026-02-02T08:00:00.000Z', checkOut: '2026-02-02T16:00:00.000Z', workedMinutes: 480 });
      const attendance = await load('hrm', 'initech', 'attendance', file([day(1, 'emp-7001'), day(2, 'emp-0001')]), { skipInvalid: true });
      // emp-0001 is acme's: not an employee of initech.
      expect(problems(attendance)).to.deep.equal(['f1.ndjson:2: employeeId: names no employee of company initech (in the store or loaded before it in this import) (value: "emp-0001")']);
      const hrm = await buildTestArea(hrmArea, { store });
      try {
        const { key } = await keys().create({ service: 'hrm', companyId: 'initech', name: 'test', scopes: [...HRM_SCOPES] });
        const res = await hrm.checked(hrm.http.get('/api/v1/employees').set('X-API-Key', key));
        expect(res.body.data.items).to.deep.equal([employee(1), employee(2)]);
        const days = await hrm.checked(hrm.http.get('/api/v1/attendance').set('X-API-Key', key));
        expect(days.body.data.items).to.deep.equal([day(1, 'emp-7001')]);
      } finally {
        await hrm.close();
      }
    });

    it('loads crawl platform sources, jobs with their sources and rules, and runs; a job naming an unknown source is refused', async () => {
      const source = { id: 'initech-blog', tenantId: 'initech', name: 'Blog', url: 'https://blog.initech.example/', legalStatus: { status: 'approved', reviewedAt: null, note: null }, robotsStatus: { status: 'unknown', checkedAt: null }, schedule: { cron: '0 6 * * *', timezone: 'UTC', crawlDelaySeconds: 3 } };
      const job = { id: 'initech-daily', tenantId: 'initech', name: 'Daily', cadence: { cron: '0 7 * * *', timezone: 'Europe/Berlin' }, enabled: true, sourceIds: ['initech-blog'], parserRules: [{ field: 'title', css: 'h1', xpath: '//h1', required: true }] };
      const run = { id: 'initech-run-1', tenantId: 'initech', jobId: 'initech-daily', sourceId: 'initech-blog', status: 'success', httpStatus: 200, startedAt: '2026-03-01T07:00:00.000Z', finishedAt: '2026-03-01T07:01:00.000Z', error: null, quality: { records: 12, emptyFieldRate: 0.125, duplicateRate: 0, durationMs: 60000 } };
      expect(problems(await load('crawler', 'initech', 'sources', file([source])))).to.deep.equal([]);
      const jobs = await load('crawler', 'initech', 'jobs', file([job, { ...job, id: 'initech-weekly', sourceIds: ['initech-blog', 'acme-newsroom'] }]), { skipInvalid: true });
      expect(problems(jobs)).to.deep.equal(['f2.ndjson:2: sourceIds: names no source of tenant initech (in the store or loaded before it in this import) (value: "acme-newsroom")']);
      expect(problems(await load('crawler', 'initech', 'runs', file([run])))).to.deep.equal([]);
      // Loaded again with another rule: the job's rules are replaced, not added to.
      expect(problems(await load('crawler', 'initech', 'jobs', file([{ ...job, parserRules: [{ field: 'body', css: 'main', xpath: '//main', required: false }] }])))).to.deep.equal([]);
      const crawler = await buildTestArea(crawlerArea, { store });
      try {
        const get = async (what: string) => (await crawler.checked(crawler.http.get(`/api/public/v1/${what}?tenantId=initech`))).body.data.items;
        expect(await get('sources')).to.deep.equal([source]);
        expect(await get('jobs')).to.deep.equal([{ ...job, parserRules: [{ field: 'body', css: 'main', xpath: '//main', required: false }] }]);
        expect(await get('runs/latest')).to.deep.equal([run]);
      } finally {
        await crawler.close();
      }
    });

    it('names the command that creates an owner it does not know', async () => {
      const error = await importFiles(store.db, store.engine, [{ list: findList('marketing', 'ads/campaigns')!, owner: 'umbrella', file: file([campaign(1)]), format: 'ndjson' }]).catch((e: Error) => e);
      expect((error as Error).message).to.equal('unknown marketing tenant "umbrella"; known: acme, globex. Create it first: npm run tenants -- create --area marketing --tenant umbrella, or import with --create');
    });
  });
}
