/**
 * The store never holds a list value the API cannot serve, and a value that got in anyway
 * (written before migration 011, or around it) cannot break a page. Found by writing rows
 * straight into the store and reading them through the API:
 * - PostgreSQL: a payroll amount of -9223372036854775808 made every page holding it a 500
 *   INTERNAL (the amount's formatting overflowed);
 * - SQLite: an integer stored as 1e999 went out as `9.0e+999`, a counts row at 1e999 as
 *   `"total":null`, and a deep page skipped a row whose sort key was not UTF-8 (the page past
 *   it was empty while the total counted it).
 * Now the store refuses such writes (migration 011: CHECK constraints on PostgreSQL, triggers
 * on SQLite), and a page holding such a value is 500 RESPONSE_VALIDATION_FAILED, logged, in
 * every validation mode; deep pages read past such a key by offset. Every answer is checked
 * against the spec.
 */
import { expect } from 'chai';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Response } from 'supertest';
import { createHrmArea } from '../../src/areas/hrm.js';
import { marketingArea } from '../../src/areas/marketing.js';
import type { HrmServices } from '../../src/services/hrm/index.js';
import type { MarketingServices } from '../../src/services/marketing/index.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import type { Store, StoreEngine } from '../../src/store/database.js';
import { VALUE_CHECKS } from '../../src/store/migrations/011-list-value-checks.js';
import { checkedBySqlite } from '../../src/store/sqlite/checks.js';
import type { ItemField } from '../../src/store/json-items.js';
import { SEEK_DEPTH } from '../../src/store/list-page-sql.js';
import { HRM_LISTS } from '../../src/store/tables/hrm-lists.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import type { Database } from '../../src/store/schema.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { capturingLogger } from '../support/logger.js';
import { openTestStore, testEngines } from '../support/store.js';

const MARKETING_ITEMS = Object.fromEntries(MARKETING_LISTS.map((list) => [list.table, list.fields]));

type Mode = 'strict' | 'warn' | 'off';
const MODES: Mode[] = ['strict', 'warn', 'off'];
const HR_SCOPES = ['employee.read', 'attendance.read', 'leave.read', 'payroll.read', 'document.read'];

/** The value checks of migration 011 taken away, as a store written before it (or around it) is. */
async function withoutValueChecks(db: Kysely<Database>, engine: StoreEngine): Promise<void> {
  for (const [table, ranges] of Object.entries(VALUE_CHECKS)) {
    if (engine === 'postgres') {
      if (Object.keys(ranges).length > 0) await sql.raw(`alter table ${table} drop constraint if exists ${table}_values`).execute(db);
    } else if (checkedBySqlite(table)) for (const event of ['insert', 'update']) await sql.raw(`drop trigger if exists ${table}_values_${event}`).execute(db);
  }
}

async function refused(db: Kysely<Database>, statement: RawBuilder<unknown>): Promise<string> {
  try {
    await statement.execute(db);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the store took ${statement.compile(db).sql}`);
}

/** One app per validation mode over one store, its log lines captured. */
interface Apps<S> {
  byMode: Record<Mode, TestArea<S> & { lines: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

async function appsOver<S>(store: Store, area: Parameters<typeof buildTestArea<S>>[0]): Promise<Apps<S>> {
  const byMode = {} as Apps<S>['byMode'];
  for (const mode of MODES) {
    const { logger, lines } = capturingLogger();
    byMode[mode] = { ...(await buildTestArea(area, { store, logger, responseValidation: mode })), lines };
  }
  return { byMode, close: async () => void (await Promise.all(MODES.map((mode) => byMode[mode].close()))) };
}

/** 500 RESPONSE_VALIDATION_FAILED in the envelope, and an error line naming the table logged. */
function expectServedAsInvalid(response: Response, lines: Record<string, unknown>[], table: string, where: string): void {
  expect(response.status, `${where}: ${response.text.slice(0, 300)}`).to.equal(500);
  expect(response.body.error.code, where).to.equal('RESPONSE_VALIDATION_FAILED');
  expect(response.text, where).to.not.match(/e\+999|"total":null/);
  const logged = lines.filter((line) => line.level === 50 && JSON.stringify(line).includes(table));
  expect(logged, `${where}: no error line naming ${table}`).to.not.be.empty;
}

/** Each list table's item schema, by name in its spec. */
const ITEM_SCHEMAS: Record<string, [spec: string, schema: string]> = {
  hrm_employees: [createHrmArea().specPath, 'Employee'],
  hrm_attendance: [createHrmArea().specPath, 'AttendanceRecord'],
  hrm_leave_requests: [createHrmArea().specPath, 'LeaveRequest'],
  hrm_payroll_runs: [createHrmArea().specPath, 'PayrollRun'],
  hrm_documents: [createHrmArea().specPath, 'HrDocument'],
  marketing_seo_audits: [marketingArea.specPath, 'SeoAudit'],
  marketing_keywords: [marketingArea.specPath, 'Keyword'],
  marketing_serp_rankings: [marketingArea.specPath, 'SerpRanking'],
  marketing_social_posts: [marketingArea.specPath, 'SocialPost'],
  marketing_social_engagements: [marketingArea.specPath, 'SocialEngagement'],
  marketing_ad_campaigns: [marketingArea.specPath, 'AdCampaign'],
  marketing_ad_performance: [marketingArea.specPath, 'AdPerformance'],
};

describe('list value checks (migration 011) against the item declarations and the specs', () => {
  it('check every column a number of an item comes from, within its field\'s bounds in the spec and JSON\'s', () => {
    const items: Record<string, readonly ItemField[]> = { ...Object.fromEntries(HRM_LISTS.map((list) => [list.table, list.fields])), ...MARKETING_ITEMS };
    expect(Object.keys(items).sort()).to.deep.equal(Object.keys(ITEM_SCHEMAS).sort());
    for (const [table, fields] of Object.entries(items)) {
      const [specPath, name] = ITEM_SCHEMAS[table];
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec walked as plain JSON
      const document = readSpec(specPath) as unknown as Record<string, any>;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec walked as plain JSON
      const resolve = (schema: any): any => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec walked as plain JSON
        if (schema?.$ref) return resolve(schema.$ref.slice(2).split('/').reduce((node: any, key: string) => node[key], document));
        // `allOf` of one schema (a description beside a $ref), as the specs use it.
        return schema?.allOf ? { ...resolve(schema.allOf[0]), ...schema, allOf: undefined } : schema;
      };
      for (const [field, column, kind] of fields) {
        if (kind === 'text' || kind === 'ratio') continue;
        const schema = field.split('.').reduce((node, key) => resolve(resolve(node).properties[key]), document.components.schemas[name]);
        const range = VALUE_CHECKS[table][column as string];
        const where = `${table}.${column as string} (${field}, ${kind})`;
        expect(range, where).to.not.equal(undefined);
        const [min, max] = range;
        if (kind === 'bool') {
          expect([min, max], where).to.deep.equal([0n, 1n]);
          continue;
        }
        // Money as a decimal string (HR) has no bound of JSON; every other number does.
        if (kind !== 'cents') expect(max <= BigInt(Number.MAX_SAFE_INTEGER), where).to.equal(true);
        const minimum = schema.minimum ?? (kind === 'cents' && /^\^\[0-9\]/.test(schema.pattern) ? 0 : undefined);
        expect(minimum, `${where}: the spec bounds it below`).to.not.equal(undefined);
        expect(min >= BigInt(Math.ceil(minimum * (kind === 'money' ? 100 : 1))), where).to.equal(true);
        if (schema.maximum !== undefined) expect(max <= BigInt(Math.floor(schema.maximum)), where).to.equal(true);
      }
    }
  });
});

for (const engine of testEngines) {
  describe(`list values the API cannot serve (${engine})`, function () {
    this.timeout(120_000);

    describe('writes', () => {
      let store: Store;
      before(async () => (store = await openTestStore(engine)));
      after(() => store.close());

      it('refuses numbers outside the spec\'s range, or not integers, in every list table (and counts table on PostgreSQL)', async () => {
        const db = store.db;
        const cases: Array<[string, string, string]> = [
          ['hrm_payroll_runs', 'gross_cents', '-1'],
          ['hrm_payroll_runs', 'net_cents', '-9223372036854775808'],
          ['hrm_attendance', 'worked_minutes', '-1'],
          ['hrm_leave_requests', 'working_days', '0'],
          ['hrm_documents', 'confidential', '2'],
          ['marketing_seo_audits', 'score', '101'],
          ['marketing_serp_rankings', 'position', '0'],
          ['marketing_keywords', 'cpc_cents', '9007199254740992'],
        ];
        // SQLite checks a count where it is read (the next test), not where it is written.
        if (engine === 'postgres') cases.push(['hrm_list_counts', 'total', '-1'], ['marketing_list_counts', 'total', '9007199254740992']);
        if (engine === 'sqlite') cases.push(['hrm_attendance', 'worked_minutes', '1e999'], ['hrm_attendance', 'worked_minutes', '1.5'], ['hrm_attendance', 'worked_minutes', "'many'"]);
        for (const [table, column, value] of cases) {
          const message = await refused(db, sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.raw(value)} where ${sql.ref(table.endsWith('counts') ? 'list' : 'id')} in (select ${sql.ref(table.endsWith('counts') ? 'list' : 'id')} from ${sql.table(table)} limit 1)`);
          expect(message, `${table}.${column} = ${value}`).to.match(engine === 'postgres' ? /check constraint|out of range/ : /API cannot serve|integer overflow/);
        }
      });

      it('refuses text that is not UTF-8 or holds NUL, and a blob where text belongs', async () => {
        const db = store.db;
        const texts: RawBuilder<unknown>[] =
          engine === 'sqlite'
            ? [sql`cast(x'452d80' as text)`, sql`cast(x'452dff' as text)`, sql`cast(x'452de2' as text)`, sql`${'E-\u0000'}`, sql`x'452d31'`]
            : [sql`${'E-\u0000'}`, sql`convert_from('\\x452d80'::bytea, 'UTF8')`];
        for (const text of texts) {
          const message = await refused(db, sql`update hrm_employees set employee_number = ${text} where id = 'emp-0001'`);
          // SQLite computes the row's item before the trigger runs: a blob fails there first.
          expect(message).to.match(engine === 'postgres' ? /invalid byte sequence|0x00/ : /API cannot serve|JSON cannot hold BLOB/);
        }
        // Text with characters from every plane is stored.
        await sql`update hrm_employees set last_name = ${'Ørsted-Ñúñez 李 😀'} where id = 'emp-0001'`.execute(db);
      });
    });

    describe('reads of values written around the checks', () => {
      let store: Store;
      let hrm: Apps<HrmServices>;
      let marketing: Apps<MarketingServices>;
      let hrmKey: string;
      let marketingKey: string;

      before(async () => {
        store = await openTestStore(engine);
        await withoutValueChecks(store.db, engine);
        hrm = await appsOver(store, createHrmArea());
        marketing = await appsOver(store, marketingArea);
        hrmKey = (await createApiKeyService(store.db).create({ service: 'hrm', name: 'values', scopes: HR_SCOPES, companyId: 'acme' })).key;
        marketingKey = (await createApiKeyService(store.db).create({ service: 'marketing', name: 'values', tenantId: 'acme' })).key;
      });
      after(async () => {
        await hrm?.close();
        await marketing?.close();
        await store?.close();
      });

      const hrmGet = (mode: Mode, path: string) => hrm.byMode[mode].checked(hrm.byMode[mode].http.get(path).set('X-API-Key', hrmKey));

      it(engine === 'postgres' ? 'answers every page holding a payroll amount of -9223372036854775808 with 500 RESPONSE_VALIDATION_FAILED' : 'answers every page holding an integer stored as 1e999 with 500 RESPONSE_VALIDATION_FAILED', async () => {
        // The first row of the list's first page.
        const [table, path, column, value, order] =
          engine === 'postgres'
            ? ['hrm_payroll_runs', '/api/v1/payroll-runs', 'gross_cents', sql`-9223372036854775808`, sql`period desc, id`]
            : ['hrm_attendance', '/api/v1/attendance', 'worked_minutes', sql`1e999`, sql`work_date desc, employee_id, id`];
        const [row] = (await sql<{ id: string }>`select id from ${sql.table(table)} where company_id = 'acme' order by ${order} limit 1`.execute(store.db)).rows;
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where id = ${row.id}`.execute(store.db);
        try {
          for (const mode of MODES) {
            const page = await hrmGet(mode, path);
            expectServedAsInvalid(page, hrm.byMode[mode].lines, table, `${mode} ${path}`);
          }
          // A page without the row is served.
          const other = await hrmGet('off', engine === 'postgres' ? '/api/v1/payroll-runs?period=1999-01' : '/api/v1/attendance?from=2000-01-01&to=2000-01-02');
          expect(other.status).to.equal(200);
        } finally {
          await sql`update ${sql.table(table)} set ${sql.ref(column)} = 1 where id = ${row.id}`.execute(store.db);
        }
      });

      it('answers a list whose counts row is out of range with 500 RESPONSE_VALIDATION_FAILED, never a null total', async () => {
        const value = engine === 'postgres' ? sql`9007199254740993` : sql`1e999`;
        const reset = async (table: string, owner: string, column: string, list: string) => {
          const count = (await sql<{ n: number }>`select count(*) as n from ${sql.table(list)} where ${sql.ref(column)} = 'acme'`.execute(store.db)).rows[0].n;
          await sql`update ${sql.table(table)} set total = ${Number(count)} where ${sql.ref(column)} = ${owner} and list = ${list}`.execute(store.db);
        };
        await sql`update hrm_list_counts set total = ${value} where company_id = 'acme' and list = 'hrm_employees'`.execute(store.db);
        await sql`update marketing_list_counts set total = ${value} where tenant_id = 'acme' and list = 'marketing_ad_campaigns'`.execute(store.db);
        try {
          for (const mode of MODES) {
            expectServedAsInvalid(await hrmGet(mode, '/api/v1/employees'), hrm.byMode[mode].lines, 'hrm_employees', `${mode} employees`);
            for (const path of ['/api/public/v1/ads/campaigns', '/api/public/v1/summary']) {
              const app = marketing.byMode[mode];
              expectServedAsInvalid(await app.checked(app.http.get(path).set('X-Api-Key', marketingKey)), app.lines, 'marketing_ad_campaigns', `${mode} ${path}`);
            }
          }
          // A filtered list counts its rows itself, and is served.
          const filtered = await hrmGet('strict', '/api/v1/employees?department=finance');
          expect(filtered.status).to.equal(200);
        } finally {
          await reset('hrm_list_counts', 'acme', 'company_id', 'hrm_employees');
          await reset('marketing_list_counts', 'acme', 'tenant_id', 'marketing_ad_campaigns');
        }
      });
    });

    (engine === 'sqlite' ? describe : describe.skip)('deep pages past a sort key that is not UTF-8 (SQLite; PostgreSQL cannot hold one)', () => {
      let store: Store;
      let area: TestArea<HrmServices>;
      let key: string;
      const ROWS = SEEK_DEPTH + 137;

      before(async () => {
        store = await openTestStore(engine, { seedDemoData: false });
        await withoutValueChecks(store.db, engine);
        area = await buildTestArea(createHrmArea(), { store, responseValidation: 'off' });
        key = (await createApiKeyService(store.db).create({ service: 'hrm', name: 'deep', scopes: HR_SCOPES, companyId: 'deep' })).key;
        const rows = Array.from({ length: ROWS }, (_, i) => ({
          id: `emp-${String(i).padStart(4, '0')}`, company_id: 'deep', employee_number: `N-${String(i).padStart(4, '0')}`, first_name: 'Deep', last_name: `Row ${i}`, email: `deep${i}@example.com`,
          department: 'engineering', job_title: 'Engineer', employment_type: 'full-time', status: 'active', location: 'Remote', hire_date: '2024-01-01', termination_date: null, manager_id: null,
        }));
        for (let start = 0; start < rows.length; start += 200) await store.db.insertInto('hrm_employees').values(rows.slice(start, start + 200)).execute();
        // The rows at the positions a deep page seeks from: 0x80 decodes to U+FFFD, whose bytes sort after it.
        for (const index of [SEEK_DEPTH, SEEK_DEPTH + 60]) {
          await sql`update hrm_employees set employee_number = cast(${Buffer.from(`N-${String(index).padStart(4, '0')}\x80`, 'latin1')} as text) where id = ${`emp-${String(index).padStart(4, '0')}`}`.execute(store.db);
        }
      });
      after(async () => {
        await area?.close();
        await store?.close();
      });

      it('gives every page exactly what OFFSET gives, and no empty page within the total', async () => {
        const expected = (await sql<{ id: string }>`select id from hrm_employees where company_id = 'deep' order by employee_number, id`.execute(store.db)).rows.map((row) => row.id);
        for (const [pageSize, pages] of [[100, [10, 11, 12]], [20, [50, 51, 52, 53, 57]], [7, [143, 163]]] as const) {
          for (const page of pages) {
            const response = await area.checked(area.http.get(`/api/v1/employees?pageSize=${pageSize}&page=${page}`).set('X-API-Key', key));
            expect(response.status).to.equal(200);
            expect(response.body.data.total).to.equal(ROWS);
            const ids = response.body.data.items.map((item: { id: string }) => item.id);
            expect(ids, `pageSize ${pageSize}, page ${page}`).to.deep.equal(expected.slice((page - 1) * pageSize, page * pageSize));
          }
        }
      });
    });
  });
}
