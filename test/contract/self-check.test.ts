/**
 * The contract engine against our own servers: every area of src/areas/index.ts, live (an
 * in-memory store with demo data and real API keys) and in mock mode, each on port 0, must
 * pass every check. A failure here is a real defect of the server or the spec: it names the
 * check, the operation and a curl command that reproduces it.
 */
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { RequestListener } from '../../src/app.js';
import { areaModules } from '../../src/areas/index.js';
import type { AreaModule, AreaName } from '../../src/areas/area-module.js';
import { loadSpec, runContract, type ContractRun, type Credentials, type SpecModel } from '../../src/contract/index.js';
import { memberApiArea } from '../../src/areas/member-api.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { createApiKeyService, HRM_SCOPES } from '../../src/services/keys/api-keys.js';
import { buildTestArea, silentLogger, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';
import type { Store } from '../../src/store/database.js';

/** Fixed, so a failure here replays; CONTRACT_SEED explores other data. */
const SEED = Number(process.env.CONTRACT_SEED ?? 20240601);
const MAX_EXAMPLES = 4;

async function listenOnPort0(app: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve, reject) => {
    const s = createServer(app).listen(0, '127.0.0.1');
    s.once('listening', () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Every failure with what is needed to act on it. */
function describeFailures(run: ContractRun): string {
  return run.failures
    .slice(0, 15)
    .map((f) => `- ${f.check} · ${f.operationId} (${f.method} ${f.path}, ${f.phase}: ${f.label})\n  ${f.message}\n  ${f.curl}`)
    .join('\n');
}

/**
 * Operations that fetch from the internet, which tests do not reach: their documented 502
 * (FETCH_FAILED) is a warning, not a failure. Nothing else may warn.
 */
const FETCHING_OPERATIONS = new Set(['crawler.suggestParserRules', 'crawler.checkRobots']);

function expectClean(run: ContractRun, area: string, spec: SpecModel): void {
  const securedIds = new Set(spec.operations.filter((op) => op.security.length > 0).map((op) => op.operationId));
  const secured = securedIds.size > 0;
  expect(run.failures, `${run.name}: ${run.failures.length} failure(s), seed ${run.seed}\n${describeFailures(run)}`).to.deep.equal([]);
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
    // GET /member-auth/me/permissions declares the member token it needs: a stand-in member's.
    const login = await fetch(`${memberApiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ loginId: 'hr.admin', password: 'demo-hr-admin-pass' }) });
    const bearer = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    return { headers: [], bearer, apiKey: (await keys.create({ service: 'hrm', companyId: 'acme', name: 'contract-self-check', scopes: [...HRM_SCOPES] })).key };
  }
  if (name === 'marketing') return { headers: [], apiKey: (await keys.create({ service: 'marketing', name: 'contract-self-check', tenantId: 'acme' })).key };
  return { headers: [] };
}

async function startMemberApi(store: Store): Promise<{ url: string; close(): Promise<void> }> {
  const standIn = await buildTestArea(memberApiArea, { store });
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

describe('contract self-check: our servers keep their specs', function () {
  this.timeout(180_000);

  it('covers every area that is built', () => {
    expect(areas.map(([name]) => name)).to.include('knowledge');
  });

  for (const [name, area] of areas) {
    describe(name, () => {
      it('live, with real credentials, passes every check', async () => {
        const store = await openTestStore('sqlite');
        // The HR proxy forwards to the central member API: the development stand-in plays it.
        const memberApi = name === 'hrm' ? await startMemberApi(store) : undefined;
        // The HR limit is per key and the run sends hundreds of requests with one key.
        const env: Record<string, string> = { HRM_RATE_LIMIT: '1000000/60s', ...(memberApi ? { MEMBER_API_URL: memberApi.url } : {}) };
        const testArea = await buildTestArea(area, { store, env });
        const server = await listenOnPort0(testArea.app);
        try {
          const spec = await loadSpec(area.specPath);
          const run = await runContract({ spec, baseUrl: server.url, name: `${name} (live)`, credentials: await liveCredentials(name, testArea, memberApi?.url), seed: SEED, maxExamples: MAX_EXAMPLES });
          expectClean(run, name, spec);
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
          const run = await runContract({ spec, baseUrl: server.url, name: `${name} (mock)`, seed: SEED, maxExamples: MAX_EXAMPLES, mock: true });
          expectClean(run, name, spec);
        } finally {
          await server.close();
        }
      });
    });
  }
});
