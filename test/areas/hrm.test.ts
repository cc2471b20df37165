import { expect } from 'chai';
import YAML from 'yaml';
import { HRM_DEMO_EMPLOYEE_COUNT, hrmDemoRows } from '../../src/store/demo/hrm.js';
import type { Store } from '../../src/store/database.js';
import { openTestStore, testEngines } from '../support/store.js';
import { buildHrm, createKey, type HrmTestApp } from './hrm-fixtures.js';

const demo = hrmDemoRows();
const ALL_SCOPES = ['employee.read', 'attendance.read', 'leave.read', 'payroll.read', 'document.read'];

/** Every page of a list, fetched one after the other. */
async function allPages(area: HrmTestApp, key: string, path: string, pageSize: number) {
  const items: Array<{ id: string }> = [];
  for (let page = 1; ; page++) {
    const res = await area.checked(area.http.get(path).query({ page, pageSize }).set('X-API-Key', key));
    expect(res.status).to.equal(200);
    items.push(...res.body.data.items);
    if (page >= res.body.data.totalPages) return { items, last: res.body.data };
  }
}

for (const engine of testEngines) {
  describe(`HR service (area C) on ${engine}`, () => {
    let store: Store;
    let area: HrmTestApp;
    let key: string;

    before(async () => {
      store = await openTestStore(engine);
      area = await buildHrm({ store });
      key = (await createKey(store, 'hrm', { scopes: ALL_SCOPES })).key;
    });
    after(async () => {
      await area.close();
      await store.close();
    });

    it('serves every list byte for byte the same with response validation off, as production runs it', async () => {
      // Lists are JSON the store wrote (src/store/json-items.ts): with validation on the app parses
      // them back to check them, with it off (production) it sends them as they are.
      const production = await buildHrm({ store, responseValidation: 'off' });
      try {
        for (const path of ['/api/v1/employees?pageSize=100', '/api/v1/attendance?pageSize=100&page=3', '/api/v1/leave', '/api/v1/payroll-runs', '/api/v1/documents?pageSize=100']) {
          const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
          const strict = await area.checked(area.http.get(path).set('X-API-Key', key).set('traceparent', traceparent));
          const off = await production.checked(production.http.get(path).set('X-API-Key', key).set('traceparent', traceparent));
          expect(off.status, path).to.equal(200);
          expect(off.text, path).to.equal(strict.text);
          expect(off.body.data.items.length, path).to.be.greaterThan(0);
        }
      } finally {
        await production.close();
      }
    });

    describe('public endpoints', () => {
      it('reports health without credentials', async () => {
        const res = await area.checked(area.http.get('/api/health'));
        expect(res.status).to.equal(200);
        expect(res.body).to.deep.include({ success: true, data: { status: 'ok', service: 'hrm', version: '2.2.0', store: engine } });
        expect(res.body.traceId).to.match(/^[0-9a-f]{32}$/);
      });

      it('honours an incoming traceparent', async () => {
        const res = await area.checked(area.http.get('/api/health').set('traceparent', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'));
        expect(res.body.traceId).to.equal('4bf92f3577b34da6a3ce929d0e0e4736');
      });

      it('tells integrators how to authenticate, the scopes, the limit, the member API and the spec', async () => {
        await area.close();
        area = await buildHrm({ store, env: { HRM_RATE_LIMIT: '250/5m', MEMBER_API_URL: 'https://members.example.com/v2' } });
        const res = await area.checked(area.http.get('/api/v1/public/integration'));
        const data = res.body.data;
        expect(data.authentication.map((a: { scheme: string; header: string }) => [a.scheme, a.header])).to.deep.equal([['memberToken', 'Authorization'], ['apiKey', 'X-API-Key']]);
        expect(data.scopes.map((s: { scope: string }) => s.scope)).to.deep.equal(ALL_SCOPES);
        expect(data.scopes[3].operations).to.deep.equal(['GET /api/v1/payroll-runs']);
        expect(data.rateLimit).to.deep.equal({ limit: 250, windowSeconds: 300, per: 'API key or member', headers: ['RateLimit', 'RateLimit-Policy', 'Retry-After'] });
        expect(data.paging).to.deep.equal({ pageParameter: 'page', pageSizeParameter: 'pageSize', defaultPageSize: 20, maxPageSize: 100 });
        expect(data.memberApi).to.deep.include({
          baseUrl: 'https://members.example.com/v2',
          jwksUrl: 'https://members.example.com/v2/.well-known/jwks.json',
          issuer: 'https://members.example.test',
          permissionClaims: ['scope', 'permissions'],
        });
        expect(data.memberApi.endpoints.login).to.equal('https://members.example.com/v2/auth/login');
        expect(data.memberApi.proxy.permissions).to.equal('/api/v1/member-auth/me/permissions');
        expect(data.documentation).to.deep.equal({ openapiJson: '/api/v1/openapi.json', openapiYaml: '/api/v1/openapi.yaml', swaggerUi: '/swagger' });
        expect(data.localMemberOperations).to.equal('none');
        await area.close();
        area = await buildHrm({ store });
      });

      it('publishes its spec as JSON and YAML, the same document', async () => {
        const json = await area.checked(area.http.get('/api/v1/openapi.json'));
        const yaml = await area.checked(area.http.get('/api/v1/openapi.yaml'));
        expect(json.body.info.title).to.equal('HR Service API');
        expect(yaml.headers['content-type']).to.match(/^application\/yaml/);
        expect(YAML.parse(yaml.text)).to.deep.equal(json.body);
        expect(Object.keys(json.body.paths)).to.include.members(['/api/v1/employees', '/api/v1/member-auth/login', '/swagger']);
        expect(json.body.paths['/api/v1/leave'].get['x-required-scopes']).to.deep.equal(['leave.read']);
      });
    });

    describe('employees', () => {
      it('pages through every employee in employee-number order, without overlap', async () => {
        const { items, last } = await allPages(area, key, '/api/v1/employees', 7);
        expect(last).to.include({ total: HRM_DEMO_EMPLOYEE_COUNT, totalPages: 6, page: 6, pageSize: 7 });
        const expected = [...demo.hrm_employees].sort((a, b) => a.employee_number.localeCompare(b.employee_number)).map((e) => e.id);
        expect(items.map((e) => e.id)).to.deep.equal(expected);
      });

      it('defaults to page 1 of 20 and shapes each employee in camelCase', async () => {
        const res = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key));
        expect(res.body.data).to.include({ page: 1, pageSize: 20, total: 42, totalPages: 3 });
        expect(res.body.data.items).to.have.length(20);
        const row = demo.hrm_employees[5];
        expect(res.body.data.items[5]).to.deep.equal({
          id: row.id,
          employeeNumber: row.employee_number,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          department: row.department,
          jobTitle: row.job_title,
          employmentType: row.employment_type,
          status: row.status,
          location: row.location,
          hireDate: row.hire_date,
          terminationDate: row.termination_date,
          managerId: row.manager_id,
        });
      });

      it('answers a page past the end with no items and the real totals', async () => {
        const res = await area.checked(area.http.get('/api/v1/employees').query({ page: 99 }).set('X-API-Key', key));
        expect(res.status).to.equal(200);
        expect(res.body.data).to.deep.equal({ items: [], page: 99, pageSize: 20, total: 42, totalPages: 3 });
      });

      it('filters by department and status together', async () => {
        const expected = demo.hrm_employees.filter((e) => e.department === 'engineering' && e.status === 'active').map((e) => e.id);
        expect(expected.length).to.be.greaterThan(3);
        const res = await area.checked(area.http.get('/api/v1/employees').query({ department: 'engineering', status: 'active', pageSize: 100 }).set('X-API-Key', key));
        expect(res.body.data.items.map((e: { id: string }) => e.id)).to.deep.equal(expected);
        expect(res.body.data.total).to.equal(expected.length);
        const terminated = await area.checked(area.http.get('/api/v1/employees').query({ status: 'terminated' }).set('X-API-Key', key));
        expect(terminated.body.data.items.every((e: { status: string; terminationDate: string | null }) => e.status === 'terminated' && e.terminationDate !== null)).to.equal(true);
        expect(terminated.body.data.total).to.equal(demo.hrm_employees.filter((e) => e.status === 'terminated').length).and.be.greaterThan(0);
      });
    });

    describe('attendance, leave, payroll runs and documents', () => {
      it('lists attendance newest day first within an inclusive date range', async () => {
        const res = await area.checked(area.http.get('/api/v1/attendance').query({ from: '2025-11-11', to: '2025-11-12', pageSize: 100 }).set('X-API-Key', key));
        const expected = demo.hrm_attendance.filter((a) => a.work_date >= '2025-11-11' && a.work_date <= '2025-11-12');
        expect(res.body.data.total).to.equal(expected.length).and.be.greaterThan(0);
        const days = res.body.data.items.map((a: { workDate: string }) => a.workDate);
        expect(days[0]).to.equal('2025-11-12');
        expect(days.at(-1)).to.equal('2025-11-11');
        const absentRow = expected.find((a) => a.status === 'absent');
        expect(absentRow, 'the demo has an absence in this range').to.not.equal(undefined);
        expect(res.body.data.items.find((a: { id: string }) => a.id === absentRow!.id)).to.include({ status: 'absent', checkIn: null, checkOut: null, workedMinutes: 0 });
      });

      it('lists the attendance of one employee', async () => {
        const res = await area.checked(area.http.get('/api/v1/attendance').query({ employeeId: 'emp-0002' }).set('X-API-Key', key));
        expect(res.body.data.total).to.equal(demo.hrm_attendance.filter((a) => a.employee_id === 'emp-0002').length).and.equal(20);
        expect(res.body.data.items.every((a: { employeeId: string }) => a.employeeId === 'emp-0002')).to.equal(true);
      });

      it('lists leave that overlaps the range, latest start first', async () => {
        const [from, to] = ['2025-06-01', '2025-06-30'];
        const expected = demo.hrm_leave_requests
          .filter((l) => l.end_date >= from && l.start_date <= to)
          .sort((a, b) => b.start_date.localeCompare(a.start_date) || a.id.localeCompare(b.id))
          .map((l) => l.id);
        expect(expected.length).to.be.greaterThan(1);
        const res = await area.checked(area.http.get('/api/v1/leave').query({ from, to, pageSize: 100 }).set('X-API-Key', key));
        expect(res.body.data.items.map((l: { id: string }) => l.id)).to.deep.equal(expected);
        const pending = await area.checked(area.http.get('/api/v1/leave').query({ status: 'pending' }).set('X-API-Key', key));
        expect(pending.body.data.items.every((l: { status: string; decidedAt: null; approverId: null }) => l.status === 'pending' && l.decidedAt === null && l.approverId === null)).to.equal(true);
        expect(pending.body.data.total).to.equal(demo.hrm_leave_requests.filter((l) => l.status === 'pending').length).and.be.greaterThan(0);
      });

      it('lists payroll runs latest period first with exact decimal totals', async () => {
        const res = await area.checked(area.http.get('/api/v1/payroll-runs').set('X-API-Key', key));
        expect(res.body.data.items.map((r: { period: string }) => r.period)).to.deep.equal(['2025-12', '2025-11', '2025-10', '2025-09', '2025-08', '2025-07', '2025-06', '2025-05', '2025-04', '2025-03', '2025-02', '2025-01']);
        for (const run of res.body.data.items as Array<{ grossTotal: string; deductionsTotal: string; netTotal: string }>) {
          const cents = (money: string) => Math.round(Number(money) * 100);
          expect(cents(run.grossTotal) - cents(run.deductionsTotal)).to.equal(cents(run.netTotal));
        }
        const row = demo.hrm_payroll_runs.find((r) => r.period === '2025-03')!;
        const march = await area.checked(area.http.get('/api/v1/payroll-runs').query({ period: '2025-03' }).set('X-API-Key', key));
        expect(march.body.data.items).to.deep.equal([{
          id: 'pr-2025-03',
          period: '2025-03',
          periodStart: '2025-03-01',
          periodEnd: '2025-03-31',
          payDate: '2025-03-31',
          status: 'paid',
          currency: 'EUR',
          employeeCount: row.employee_count,
          grossTotal: (Number(row.gross_cents) / 100).toFixed(2),
          deductionsTotal: (Number(row.deductions_cents) / 100).toFixed(2),
          netTotal: (Number(row.net_cents) / 100).toFixed(2),
          paidAt: '2025-03-31T10:00:00.000Z',
        }]);
        const none = await area.checked(area.http.get('/api/v1/payroll-runs').query({ period: '2024-01' }).set('X-API-Key', key));
        expect(none.body.data).to.deep.equal({ items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 });
      });

      it('lists documents newest first, by category and employee, with booleans as booleans', async () => {
        const { items } = await allPages(area, key, '/api/v1/documents', 100);
        expect(items).to.have.length(demo.hrm_documents.length);
        const created = items.map((d) => (d as unknown as { createdAt: string }).createdAt);
        expect(created).to.deep.equal([...created].sort().reverse());
        const policies = await area.checked(area.http.get('/api/v1/documents').query({ category: 'policy' }).set('X-API-Key', key));
        expect(policies.body.data.total).to.equal(6);
        const policyItems = policies.body.data.items as Array<{ employeeId: string | null; confidential: boolean }>;
        expect(policyItems.every((d) => d.employeeId === null && d.confidential === false)).to.equal(true);
        const mine = await area.checked(area.http.get('/api/v1/documents').query({ employeeId: 'emp-0001', category: 'contract' }).set('X-API-Key', key));
        expect(mine.body.data.items).to.have.length(1);
        expect(mine.body.data.items[0]).to.include({ employeeId: 'emp-0001', category: 'contract', confidential: true, mediaType: 'application/pdf' });
      });
    });

    describe('invalid paging and filters', () => {
      const cases: Array<[string, Record<string, string>, string, string]> = [
        ['/api/v1/employees', { page: '0' }, 'page', 'must be >= 1'],
        ['/api/v1/employees', { pageSize: '0' }, 'pageSize', 'must be >= 1'],
        ['/api/v1/employees', { pageSize: '101' }, 'pageSize', 'must be <= 100'],
        ['/api/v1/employees', { pageSize: 'ten' }, 'pageSize', 'must be integer'],
        ['/api/v1/employees', { page: '1.5' }, 'page', 'must be integer'],
        ['/api/v1/employees', { department: 'marketing' }, 'department', 'must be one of "engineering", "finance", "human-resources", "operations", "sales"'],
        ['/api/v1/employees', { colour: 'red' }, 'colour', 'is not a known parameter'],
        ['/api/v1/attendance', { from: '2025-02-30' }, 'from', 'must match format "date"'],
        ['/api/v1/attendance', { from: '2025-11-12', to: '2025-11-11' }, 'from', 'must not be after to (2025-11-11)'],
        ['/api/v1/leave', { to: 'yesterday' }, 'to', 'must match format "date"'],
        ['/api/v1/leave', { from: '2025-07-01', to: '2025-06-01' }, 'from', 'must not be after to (2025-06-01)'],
        ['/api/v1/leave', { employeeId: "emp-1' OR '1'='1" }, 'employeeId', 'must match pattern "^emp-[0-9]{4}$"'],
        ['/api/v1/payroll-runs', { period: '2025-13' }, 'period', 'must match pattern "^[0-9]{4}-(0[1-9]|1[0-2])$"'],
        ['/api/v1/documents', { category: 'secret' }, 'category', 'must be one of "contract", "policy", "payslip", "certificate", "performance-review"'],
      ];
      for (const [path, query, name, message] of cases) {
        it(`refuses ${path}?${new URLSearchParams(query)} with 400 naming ${name}`, async () => {
          const res = await area.checked(area.http.get(path).query(query).set('X-API-Key', key));
          expect(res.status).to.equal(400);
          expect(res.body.error.code).to.equal('VALIDATION_FAILED');
          expect(res.body.error.details).to.deep.include({ location: 'query', path: name, message });
        });
      }
    });

    describe('API keys', () => {
      it('admits a live HR key with the scope and records when it was used', async () => {
        const created = await createKey(store, 'hrm', { scopes: ['leave.read'] });
        const res = await area.checked(area.http.get('/api/v1/leave').set('X-API-Key', created.key));
        expect(res.status).to.equal(200);
        const [record] = (await area.services.apiKeys.list('hrm')).filter((k) => k.id === created.record.id);
        expect(Date.parse(record.lastUsedAt!)).to.be.closeTo(Date.now(), 60_000);
      });

      it('refuses a key without the scope with 403 naming it', async () => {
        const created = await createKey(store, 'hrm', { scopes: ['employee.read', 'leave.read'] });
        const res = await area.checked(area.http.get('/api/v1/payroll-runs').set('X-API-Key', created.key));
        expect(res.status).to.equal(403);
        expect(res.body.error).to.deep.equal({ code: 'FORBIDDEN', message: 'This operation requires the scope payroll.read.', details: { missingScopes: ['payroll.read'] } });
      });
    });

    describe('failures', () => {
      it('answers a store outage with 503 and an internal failure with 500, both with the traceId that is logged with time and endpoint', async () => {
        const original = area.services.lists.read;
        try {
          area.services.lists.read = async () => {
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          };
          const down = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key));
          expect(down.status).to.equal(503);
          expect(down.body.error).to.deep.equal({ code: 'STORE_UNAVAILABLE', message: 'The data store is unavailable; retry later.' });

          area.services.lists.read = async () => {
            throw new Error('relation "hrm_employees" has no column "secret"');
          };
          const broken = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', key));
          expect(broken.status).to.equal(500);
          expect(broken.body.error).to.deep.equal({ code: 'INTERNAL', message: 'An unexpected error occurred.' });
          expect(JSON.stringify(broken.body)).to.not.include('secret');
          for (const res of [down, broken]) {
            const line = area.logs.find((l) => l.traceId === res.body.traceId && l.level >= 50);
            expect(line, `a log line for ${res.body.traceId}`).to.not.equal(undefined);
            expect(line).to.include({ route: '/api/v1/employees' });
            expect(Date.parse(line!.at as string)).to.be.closeTo(Date.now(), 60_000);
          }
        } finally {
          area.services.lists.read = original;
        }
      });

      it('answers an unknown path and a wrong method in the envelope', async () => {
        const missing = await area.checked(area.http.get('/api/v1/salaries'));
        expect(missing.status).to.equal(404);
        expect(missing.body.error.code).to.equal('NOT_FOUND');
        const wrong = await area.checked(area.http.delete('/api/v1/employees').set('X-API-Key', key));
        expect(wrong.status).to.equal(405);
        expect(wrong.headers.allow).to.equal('GET, HEAD');
      });
    });
  });
}
