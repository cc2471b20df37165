/**
 * The contract engine against our own servers: every area of src/areas/index.ts, live (an
 * in-memory store with demo data and real API keys) and in mock mode, each on port 0, must
 * pass every check. A failure here is a real defect of the server or the spec: it names the
 * check, the operation and a curl command that reproduces it.
 */
import { expect } from 'chai';
import { areaModules } from '../../src/areas/index.js';
import { AREA_NAMES, type AreaModule, type AreaName } from '../../src/areas/area-module.js';
import { loadSpec, PHASES, runContract, type ContractRun, type Credentials, type SpecModel } from '../../src/contract/index.js';
import { memberApiArea } from '../../src/areas/member-api.js';
import { DEMO_MEMBER_PASSWORDS } from '../../src/services/member-api/demo-members.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { createApiKeyService, HRM_SCOPES } from '../../src/services/keys/api-keys.js';
import { buildTestArea, silentLogger, type TestArea } from '../support/area-app.js';
import { listenOnPort0 } from '../support/listen.js';
import { openTestStore } from '../support/store.js';
import type { Store } from '../../src/store/database.js';
import { MAX_ERROR_BYTES } from '../../src/pipeline/envelope.js';
import type { ContractResponse } from '../../src/contract/http.js';
import type { RateLimiter } from '../../src/adapters/rate-limit/rate-limiter.js';
import type { HrmServices } from '../../src/services/hrm/index.js';

/** Fixed, so a failure here replays; CONTRACT_SEED explores other data. */
const SEED = Number(process.env.CONTRACT_SEED ?? 20240601);
const MAX_EXAMPLES = 4;

/** Every failure with what is needed to act on it. */
function describeFailures(run: ContractRun): string {
  const counts = new Map<string, number>();
  for (const f of run.failures) counts.set(`${f.check} · ${f.operationId}`, (counts.get(`${f.check} · ${f.operationId}`) ?? 0) + 1);
  return [...counts].map(([key, count]) => `${key}: ${count}`).join('\n') + '\n' + run.failures
    .slice(0, 15)
    .map((f) => `- ${f.check} · ${f.operationId} (${f.method} ${f.path}, ${f.phase}: ${f.label})\n  ${f.message}\n  ${f.curl}`)
    .join('\n');
}

/**
 * Operations that fetch from the internet, which tests do not reach: their documented 502
 * (FETCH_FAILED) is a warning, not a failure. Nothing else may warn.
 */
const FETCHING_OPERATIONS = new Set(['crawler.suggestParserRules', 'crawler.checkRobots']);

/** Nothing is excused: every check of every phase passes, live and mocked. */
function expectClean(run: ContractRun, area: string, spec: SpecModel, live: boolean): void {
  const securedIds = new Set(spec.operations.filter((op) => op.security.length > 0).map((op) => op.operationId));
  const secured = securedIds.size > 0;
  expect(run.failures, `${run.name}: ${run.failures.length} failure(s), seed ${run.seed}\n${describeFailures(run)}`).to.deep.equal([]);
  // Coverage: every operation answered a valid request with a 2xx (documented upstream failures of fetching operations aside).
  expect(run.unreached.filter((u) => !u.warning).map((u) => u.operationId)).to.deep.equal([]);
  expect(run.unreached.filter((u) => u.warning && !FETCHING_OPERATIONS.has(`${area}.${u.operationId}`))).to.deep.equal([]);
  // Live, every link of the spec was followed: its expressions found their values in real answers.
  if (live) expect(run.notes.filter((note) => note.startsWith('stateful: not followed'))).to.deep.equal([]);
  // Every phase this spec gives cases to sent requests (auth needs secured operations, stateful needs links).
  const linked = spec.operations.some((op) => op.responses.some((response) => /^2/.test(response.status) && response.links.length > 0));
  const phases = PHASES.filter((phase) => (phase !== 'auth' || secured) && (phase !== 'stateful' || linked));
  expect(phases.filter((phase) => !run.operations.some((op) => op.byPhase[phase] > 0)), 'phases that sent nothing').to.deep.equal([]);
  // Rate limits were waited out: no answer the run judged was a 429.
  expect(run.operations.filter((op) => op.statuses[429]).map((op) => `${op.operationId}: ${JSON.stringify(op.statuses)}`)).to.deep.equal([]);
  const unexpectedWarnings = run.warnings.filter((w) => !FETCHING_OPERATIONS.has(`${area}.${w.operationId}`));
  expect(unexpectedWarnings.map((w) => `${w.operationId}: ${w.message}`)).to.deep.equal([]);
  // The run really exercised the server: answers were judged, invalid input was refused.
  expect(run.checks.not_a_server_error.passed).to.be.greaterThan(run.operations.length);
  expect(run.checks.response_schema_conformance.passed).to.be.greaterThan(0);
  expect(run.checks.negative_data_rejected.passed).to.be.greaterThan(0);
  expect(run.checks.method_not_allowed.passed).to.be.greaterThan(0);
  if (secured) expect(run.checks.auth_enforced.passed).to.be.greaterThan(0);
  // The credentials worked: every secured operation served at least one request.
  const unserved = run.operations.filter((op) => securedIds.has(op.operationId) && !Object.keys(op.statuses).some((status) => status.startsWith('2')));
  expect(unserved.map((op) => `${op.operationId}: ${JSON.stringify(op.statuses)}`)).to.deep.equal([]);
}

async function liveCredentials(name: AreaName, area: TestArea<unknown>, memberApiUrl?: string): Promise<Credentials> {
  const keys = createApiKeyService(area.runtime.store.db);
  if (name === 'hrm') {
    const apiKey = (await keys.create({ service: 'hrm', companyId: 'acme', name: 'contract-self-check', scopes: [...HRM_SCOPES] })).key;
    // Without a stand-in to ask, the run signs in through the area's own proxy (`login`).
    if (memberApiUrl === undefined) return { headers: [], apiKey };
    // GET /member-auth/me/permissions declares the member token it needs: a stand-in member's.
    const login = await fetch(`${memberApiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ loginId: 'hr.admin', password: 'demo-hr-admin-pass' }) });
    const bearer = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    return { headers: [], bearer, apiKey };
  }
  if (name === 'marketing') return { headers: [], apiKey: (await keys.create({ service: 'marketing', name: 'contract-self-check', tenantId: 'acme' })).key };
  return { headers: [] };
}

/** The stand-in signs member tokens as the HR area expects them (issuer and audience). */
const MEMBER_TOKENS = { MEMBER_ISSUER: 'https://members.example.test', MEMBER_AUDIENCE: 'service-areas' };

async function startMemberApi(store: Store): Promise<{ url: string; close(): Promise<void> }> {
  const standIn = await buildTestArea(memberApiArea, { store, env: MEMBER_TOKENS });
  const server = await listenOnPort0(standIn.app);
  return {
    url: server.url,
    async close() {
      await server.close();
      await standIn.close();
    },
  };
}

const areas = Object.entries(areaModules) as Array<[AreaName, AreaModule<unknown>]>;

/**
 * The HR limiter, with one burst from another client of the same caller: at a caller's
 * `atRequest`th request the rest of its window's budget is spent (real consumes of the real
 * limiter), so that request is refused with the limiter's own 429 and Retry-After. The run meets
 * a spent budget whatever the speed of the machine: on two loaded cores it sent fewer than 40
 * requests in 5 s and never met one on its own.
 */
function withOneBurst(limiter: RateLimiter, atRequest = 10): RateLimiter {
  const requests = new Map<string, number>();
  let burst = false;
  return {
    ...limiter,
    async consume(key) {
      const n = (requests.get(key) ?? 0) + 1;
      requests.set(key, n);
      if (!burst && n === atRequest) {
        burst = true;
        while ((await limiter.consume(key)).allowed) {
          // another client of this caller, spending what is left of the window
        }
      }
      return limiter.consume(key);
    },
  };
}

/**
 * Error answers of the whole run over their size cap (src/pipeline/envelope.ts): every
 * fuzzed, negative and coverage request that is refused gets a bounded answer.
 */
function oversizedErrors(): {
  onAnswer: (testCase: { operation: { operationId: string } }, wire: unknown, response: ContractResponse) => void;
  found: string[];
  errors: () => number;
} {
  const found: string[] = [];
  let errors = 0;
  return {
    onAnswer: (testCase, _wire, response) => {
      if (response.status < 400) return;
      errors++;
      const bytes = Buffer.byteLength(response.body);
      if (bytes > MAX_ERROR_BYTES) found.push(`${testCase.operation.operationId} ${response.status}: ${bytes} bytes`);
    },
    found,
    errors: () => errors,
  };
}

describe('contract self-check: our servers keep their specs', function () {
  this.timeout(180_000);

  it('covers every area a process can serve', () => {
    expect(areas.map(([name]) => name).sort()).to.deep.equal([...AREA_NAMES].sort());
  });

  for (const [name, area] of areas) {
    describe(name, () => {
      it('live, with real credentials, passes every check', async () => {
        const store = await openTestStore('sqlite');
        // The HR proxy forwards to the central member API: the development stand-in plays it.
        const memberApi = name === 'hrm' ? await startMemberApi(store) : undefined;
        // The HR limits are real but their windows short: the run sends some 200 requests with
        // each of one key and one member, so it must wait for the windows as Retry-After says.
        // 40 per 5 s is hit on a machine that sends 8 requests a second; on a slower one the
        // burst of withOneBurst still spends one caller's budget once.
        const env: Record<string, string> = memberApi
          ? { HRM_RATE_LIMIT: '40/5s', LOGIN_RATE_LIMIT: '20/2s', AUTH_FAILURE_RATE_LIMIT: '60/2s', MEMBER_API_URL: memberApi.url, ...MEMBER_TOKENS }
          : {};
        const adjustServices = name === 'hrm' ? (services: unknown) => ({ ...(services as HrmServices), rateLimiter: withOneBurst((services as HrmServices).rateLimiter) }) : undefined;
        const testArea = await buildTestArea(area, { store, env, adjustServices });
        const server = await listenOnPort0(testArea.app);
        try {
          const spec = await loadSpec(area.specPath);
          const answers: Array<{ operationId: string; phase: string; credential: 'apiKey' | 'bearer' | 'none'; status: number; query: string }> = [];
          const sizes = oversizedErrors();
          const run = await runContract({
            spec,
            baseUrl: server.url,
            name: `${name} (live)`,
            onAnswer: (testCase, wire, response) => {
              sizes.onAnswer(testCase, wire, response);
              answers.push({
                operationId: testCase.operation.operationId,
                phase: testCase.phase,
                credential: /^Bearer /.test(wire.headers.Authorization ?? '') ? 'bearer' : wire.headers['X-API-Key'] ? 'apiKey' : 'none',
                status: response.status,
                query: new URLSearchParams(wire.query).toString(),
              });
            },
            credentials: await liveCredentials(name, testArea),
            // HR: a member token too, from the area's own sign-in proxy, as a partner would get it.
            ...(name === 'hrm' ? { login: { url: '/api/v1/member-auth/login', body: JSON.stringify({ loginId: 'hr.admin', password: DEMO_MEMBER_PASSWORDS['hr.admin'] }) } } : {}),
            seed: SEED,
            maxExamples: MAX_EXAMPLES,
          });
          expectClean(run, name, spec, true);
          expect(sizes.found, `error answers over ${MAX_ERROR_BYTES} bytes`).to.deep.equal([]);
          expect(sizes.errors(), 'the run was refused some requests').to.be.greaterThan(0);
          if (name === 'hrm') {
            const ok = (a: (typeof answers)[number]) => a.status >= 200 && a.status <= 299;
            // Every phase ran, the stateful one too: employees' ids fed the filters that take them.
            for (const phase of PHASES) expect(run.operations.some((op) => op.byPhase[phase] > 0), phase).to.equal(true);
            for (const target of ['listAttendance', 'listLeave', 'listDocuments']) {
              expect(answers.some((a) => a.operationId === target && a.phase === 'stateful' && /employeeId=emp-\d{4}/.test(a.query) && ok(a)), target).to.equal(true);
            }
            // The refresh token of a sign-in, sent back by the link, was honoured.
            expect(answers.some((a) => a.operationId === 'memberRefresh' && a.phase === 'stateful' && ok(a))).to.equal(true);
            // Both credentials served: each business operation got a 2xx with the key and with the member token.
            for (const id of ['listEmployees', 'listAttendance', 'listLeave', 'listPayrollRuns', 'listDocuments']) {
              expect(answers.some((a) => a.operationId === id && a.credential === 'apiKey' && ok(a)), `${id} with the API key`).to.equal(true);
              expect(answers.some((a) => a.operationId === id && a.credential === 'bearer' && ok(a)), `${id} with the member token`).to.equal(true);
            }
            // The budgets were spent, and waited out as the server said.
            expect(run.rateLimits.retries).to.be.greaterThan(0);
            expect(run.rateLimits.gaveUp).to.equal(0);
            expect(Object.keys(run.rateLimits.sources)).to.deep.equal(['Retry-After']);
          }
        } finally {
          await server.close();
          await testArea.close();
          await memberApi?.close();
          await store.close();
        }
      });

      it('in mock mode passes every check', async () => {
        const { app } = await createMockApp(area, { logger: silentLogger, responseValidation: 'strict' });
        const server = await listenOnPort0(app);
        try {
          const spec = await loadSpec(area.specPath);
          // No credentials given: against a mock the engine sends well-formed ones of its own.
          const sizes = oversizedErrors();
          const run = await runContract({ spec, baseUrl: server.url, name: `${name} (mock)`, seed: SEED, maxExamples: MAX_EXAMPLES, mock: true, onAnswer: sizes.onAnswer });
          expectClean(run, name, spec, false);
          expect(sizes.found, `error answers over ${MAX_ERROR_BYTES} bytes`).to.deep.equal([]);
          expect(sizes.errors(), 'the run was refused some requests').to.be.greaterThan(0);
        } finally {
          await server.close();
        }
      });
    });
  }
});
