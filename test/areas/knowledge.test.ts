import { expect } from 'chai';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import type { KnowledgeServices } from '../../src/services/knowledge/knowledge-service.js';
import { NO_REPORT_DIRECTORY } from '../../src/services/knowledge/knowledge-service.js';
import { loadSpec, runContract } from '../../src/contract/index.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { listenOnPort0 } from '../support/listen.js';
import { openTestStore } from '../support/store.js';

const DEMO_REPORTS = path.resolve('demo/knowledge/reports');

describe('knowledge monitor (area A)', () => {
  let area: TestArea<KnowledgeServices>;
  let reportDir: string;

  async function build(env: Record<string, string> = {}) {
    const store = await openTestStore('sqlite', { seedDemoData: false });
    return buildTestArea(knowledgeArea, { store, env: { KNOWLEDGE_REPORT_DIR: reportDir, ...env } });
  }

  beforeEach(async () => {
    reportDir = mkdtempSync(path.join(tmpdir(), 'reports-'));
    cpSync(DEMO_REPORTS, reportDir, { recursive: true });
    area = await build();
  });
  afterEach(async () => {
    await area.close();
    rmSync(reportDir, { recursive: true, force: true });
  });

  it('reports health with version, public base URL and the live-crawl flag', async () => {
    await area.close();
    area = await build({ KNOWLEDGE_PUBLIC_BASE_URL: 'https://knowledge.example.com/', KNOWLEDGE_LIVE_CRAWL: 'true' });
    const res = await area.checked(area.http.get('/api/v1/health'));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal({ status: 'ok', version: '1.2.0', publicBaseUrl: 'https://knowledge.example.com', liveCrawlEnabled: true });
    expect(res.body.traceId).to.match(/^[0-9a-f]{32}$/);
  });

  it('serves the source catalog with keywords and affected documents', async () => {
    const res = await area.checked(area.http.get('/api/v1/sources'));
    expect(res.body.data.sourceCount).to.equal(6);
    expect(res.body.data.sources[0]).to.include({ id: 'eu-ai-act', category: 'regulation' });
    expect(res.body.data.keywords).to.include('high-risk');
    expect(res.body.data.keywords).to.deep.equal([...res.body.data.keywords].sort());
    expect(res.body.data.affectedDocuments.map((d: { id: string }) => d.id)).to.have.members(['policy-ai-governance', 'policy-data-protection', 'sop-vendor-onboarding', 'guide-secure-coding']);
  });

  it('returns the newest report by generatedAt', async () => {
    const res = await area.checked(area.http.get('/api/v1/reports/latest'));
    expect(res.status).to.equal(200);
    expect(res.body.data).to.include({ reportId: 'run-2026-11-20', file: '2026-11-20.json', generatedAt: '2026-11-20T06:00:00.000Z' });
    expect(res.body.data.results).to.have.length(6);
  });

  it('answers 404 in the envelope when no report exists', async () => {
    for (const file of readdirSync(reportDir)) rmSync(path.join(reportDir, file));
    const res = await area.checked(area.http.get('/api/v1/reports/latest'));
    expect(res.status).to.equal(404);
    expect(res.body).to.deep.include({ success: false, error: { code: 'NOT_FOUND', message: 'No crawler report exists yet.' } });
  });

  it('skips a malformed report, names it in status, and never fails', async () => {
    writeFileSync(path.join(reportDir, '2026-12-01.json'), '{"reportId": "broken", ');
    writeFileSync(path.join(reportDir, '2026-12-02.json'), JSON.stringify({ reportId: 'x', generatedAt: 'not a date', summary: {}, results: [] }));
    const latest = await area.checked(area.http.get('/api/v1/reports/latest'));
    expect(latest.body.data.reportId).to.equal('run-2026-11-20');
    const status = await area.checked(area.http.get('/api/v1/status'));
    expect(status.body.data.skippedReports.map((s: { file: string }) => s.file)).to.deep.equal(['2026-12-01.json', '2026-12-02.json']);
    expect(status.body.data.skippedReports[1].reason).to.equal('generatedAt is not a date-time');
    // A report that cannot be read is named by its error code, not node's message (which names the absolute path).
    mkdirSync(path.join(reportDir, '2026-12-03.json'));
    const unreadable = await area.checked(area.http.get('/api/v1/status'));
    expect(unreadable.body.data.skippedReports[2]).to.deep.equal({ file: '2026-12-03.json', reason: 'could not be read (EISDIR)' });
    // Never the absolute path (an unauthenticated caller would learn the server's layout).
    expect(status.body.data).to.include({ sourceCount: 6, reportDirectory: path.basename(reportDir) });
    expect(status.text).to.not.include(reportDir);
    expect(status.body.data.latestReport).to.deep.equal({ reportId: 'run-2026-11-20', generatedAt: '2026-11-20T06:00:00.000Z', file: '2026-11-20.json', checked: 6, changed: 2, failed: 1 });
  });

  it('shows the default report directory relative to the installation, never absolute', async () => {
    await area.close();
    const store = await openTestStore('sqlite', { seedDemoData: false });
    area = await buildTestArea(knowledgeArea, { store, env: {} });
    const status = await area.checked(area.http.get('/api/v1/status'));
    expect(status.body.data.reportDirectory).to.equal('demo/knowledge/reports');
    expect(status.text).to.not.include(path.resolve('.'));
  });

  it('reports the pending-update marker and its absence', async () => {
    let res = await area.checked(area.http.get('/api/v1/pending'));
    expect(res.body.data).to.deep.equal({ hasPendingUpdate: false, state: null, markedAt: null });
    writeFileSync(path.join(reportDir, 'PENDING_UPDATE'), '');
    res = await area.checked(area.http.get('/api/v1/pending'));
    expect(res.body.data).to.include({ hasPendingUpdate: true, state: 'PENDING_UPDATE' });
    expect(Date.parse(res.body.data.markedAt)).to.be.closeTo(Date.now(), 60_000);
    const status = await area.checked(area.http.get('/api/v1/status'));
    expect(status.body.data.pendingUpdate.hasPendingUpdate).to.equal(true);
  });

  describe('crawl simulation', () => {
    it('is deterministic over the first sourceLimit sources', async () => {
      const body = { scenario: 'partial-failure', sourceLimit: 4 };
      const first = await area.checked(area.http.post('/api/v1/crawl/simulate').send(body));
      const second = await area.checked(area.http.post('/api/v1/crawl/simulate').send(body));
      expect(first.body.data).to.deep.equal(second.body.data);
      expect(first.body.data.results.map((r: { sourceId: string }) => r.sourceId)).to.deep.equal(['eu-ai-act', 'gdpr-guidelines', 'nist-ai-rmf', 'owasp-top-ten']);
      expect(first.body.data.results[2].status).to.equal('failed');
      expect(first.body.data.summary).to.deep.equal({ checked: 4, changed: 0, unchanged: 3, failed: 1 });
      expect(first.body.data).to.include({ networkAccess: false, reportWritten: false, sourcesConsidered: 4 });
    });

    it('covers at most the catalog when sourceLimit is larger', async () => {
      const res = await area.checked(area.http.post('/api/v1/crawl/simulate').send({ scenario: 'all-failed', sourceLimit: 100 }));
      expect(res.body.data.sourcesConsidered).to.equal(6);
      expect(res.body.data.summary.failed).to.equal(6);
    });

    for (const [body, path_] of [
      [{ scenario: 'baseline', sourceLimit: 0 }, 'sourceLimit'],
      [{ scenario: 'baseline', sourceLimit: 101 }, 'sourceLimit'],
      [{ scenario: 'baseline', sourceLimit: 2.5 }, 'sourceLimit'],
      [{ scenario: 'explode', sourceLimit: 2 }, 'scenario'],
      [{ sourceLimit: 2 }, 'scenario'],
      [{ scenario: 'baseline', sourceLimit: 2, extra: true }, 'extra'],
    ] as const) {
      it(`refuses ${JSON.stringify(body)} naming ${path_}`, async () => {
        const res = await area.checked(area.http.post('/api/v1/crawl/simulate').send(body));
        expect(res.status).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { path: string }) => d.path)).to.include(path_);
      });
    }

    it('fetches nothing and writes nothing', async () => {
      const net = (await import('node:net')).default;
      const fs = (await import('node:fs')).default;
      const { syncBuiltinESMExports } = await import('node:module');
      const snapshot = () => readdirSync(reportDir).map((f) => `${f}:${statSync(path.join(reportDir, f)).mtimeMs}`);
      const before = snapshot();
      const originals = {
        connect: net.Socket.prototype.connect,
        writeFile: fs.writeFile,
        writeFileSync: fs.writeFileSync,
        promisesWriteFile: fs.promises.writeFile,
        createWriteStream: fs.createWriteStream,
      };
      const attempts: string[] = [];
      // While the simulation runs, any socket connect or file write is recorded and refused.
      net.Socket.prototype.connect = function () {
        attempts.push('connect');
        throw new Error('network access during simulation');
      } as never;
      fs.writeFile = (() => attempts.push('writeFile')) as never;
      fs.writeFileSync = (() => attempts.push('writeFileSync')) as never;
      fs.promises.writeFile = (async () => attempts.push('promises.writeFile')) as never;
      fs.createWriteStream = (() => attempts.push('createWriteStream')) as never;
      syncBuiltinESMExports();
      let result;
      try {
        result = await Promise.resolve(area.services.knowledge.simulateCrawl('baseline', 6));
      } finally {
        Object.assign(net.Socket.prototype, { connect: originals.connect });
        Object.assign(fs, { writeFile: originals.writeFile, writeFileSync: originals.writeFileSync, createWriteStream: originals.createWriteStream });
        fs.promises.writeFile = originals.promisesWriteFile;
        syncBuiltinESMExports();
      }
      expect(attempts).to.deep.equal([]);
      expect(result.results).to.have.length(6);
      const res = await area.checked(area.http.post('/api/v1/crawl/simulate').send({ scenario: 'baseline', sourceLimit: 6 }));
      expect(res.body.data.results).to.deep.equal(result.results);
      expect(snapshot()).to.deep.equal(before);
    });
  });

  describe('member integration', () => {
    it('describes the central member API and the disabled local operations', async () => {
      const res = await area.checked(area.http.get('/api/v1/member/integration'));
      const data = res.body.data;
      expect(data.memberApi.baseUrl).to.equal('http://127.0.0.1:8085');
      expect(data.memberApi.jwksUrl).to.equal('http://127.0.0.1:8085/.well-known/jwks.json');
      expect(data.callbackUrl).to.equal('http://127.0.0.1:8081/api/v1/member/callback');
      expect(data.disabledLocalOperations.map((o: { operation: string }) => o.operation)).to.deep.equal(['login', 'logout', 'registration', 'profile-change', 'permission-lookup']);
    });

    it('accepts a clean return and creates nothing', async () => {
      const res = await area.checked(area.http.post('/api/v1/member/callback/simulate').send({ state: 's1', returnedFields: { memberId: 'm-1', loginId: 'alice', companyId: 'acme' } }));
      expect(res.body.data).to.deep.include({ outcome: 'accepted', rejectedFields: [], memberCreated: false, sessionCreated: false, cookieSet: false });
      expect(res.headers['set-cookie']).to.equal(undefined);
    });

    it('refuses token-like fields, whatever their case, and lists them', async () => {
      const res = await area.checked(
        area.http.post('/api/v1/member/callback/simulate').send({
          state: 's1',
          returnedFields: { memberId: 'm-1', loginId: 'alice', companyId: 'acme', AccessToken: 'x', refresh_token: 'y', idToken: 'z', PASSWORD: 'p', clientSecret: 's', sessionId: 'q', token: 't', nickname: 'al' },
        }),
      );
      expect(res.body.data.outcome).to.equal('rejected');
      expect(res.body.data.rejectedFields).to.deep.equal(['AccessToken', 'PASSWORD', 'clientSecret', 'idToken', 'refresh_token', 'sessionId', 'token']);
      expect(res.body.data.ignoredFields).to.deep.equal(['nickname']);
      expect(res.body.data.acceptedFields).to.deep.equal({ memberId: 'm-1', loginId: 'alice', companyId: 'acme' });
      expect(res.headers['set-cookie']).to.equal(undefined);
    });

    it('says which accepted fields are missing', async () => {
      const res = await area.checked(area.http.post('/api/v1/member/callback/simulate').send({ state: 's1', returnedFields: { memberId: 'm-1' } }));
      expect(res.body.data).to.deep.include({ outcome: 'incomplete', missingFields: ['loginId', 'companyId'] });
    });
  });

  it('serves its own spec as JSON and YAML', async () => {
    const json = await area.checked(area.http.get('/api/v1/openapi.json'));
    expect(json.body.openapi).to.equal('3.0.3');
    expect(json.body.info.version).to.equal('1.2.0');
    const yaml = await area.checked(area.http.get('/api/v1/openapi.yaml'));
    expect(yaml.headers['content-type']).to.match(/^application\/yaml/);
    expect(yaml.text).to.match(/^openapi: 3\.0\.3/);
  });
});

describe('knowledge monitor in production without the operator\'s catalog and report folder', function () {
  this.timeout(120_000);
  let area: TestArea<KnowledgeServices>;

  before(async () => {
    const store = await openTestStore('sqlite', { seedDemoData: false });
    // NODE_ENV=production, no KNOWLEDGE_SOURCES_FILE, no KNOWLEDGE_REPORT_DIR: never the demo files.
    area = await buildTestArea(knowledgeArea, { store, env: { NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com' } });
  });
  after(() => area.close());

  it('serves an empty catalog, no report and no pending update, each as the spec describes', async () => {
    const sources = await area.checked(area.http.get('/api/v1/sources'));
    expect(sources.body.data).to.deep.equal({ sourceCount: 0, sources: [], keywords: [], affectedDocuments: [] });
    const status = await area.checked(area.http.get('/api/v1/status'));
    expect(status.body.data).to.deep.equal({
      sourceCount: 0,
      reportDirectory: NO_REPORT_DIRECTORY,
      latestReport: null,
      pendingUpdate: { hasPendingUpdate: false, state: null, markedAt: null },
      skippedReports: [],
    });
    const latest = await area.checked(area.http.get('/api/v1/reports/latest'));
    expect(latest.status).to.equal(404);
    expect(latest.body.error.code).to.equal('NOT_FOUND');
    const pending = await area.checked(area.http.get('/api/v1/pending'));
    expect(pending.body.data.hasPendingUpdate).to.equal(false);
    const simulated = await area.checked(area.http.post('/api/v1/crawl/simulate').send({ scenario: 'baseline', sourceLimit: 3 }));
    expect(simulated.body.data).to.deep.include({ sourcesConsidered: 0, results: [], summary: { checked: 0, changed: 0, unchanged: 0, failed: 0 } });
    expect((await area.checked(area.http.get('/api/v1/health'))).status).to.equal(200);
  });

  it('passes every contract check; only the latest report, which does not exist, has no 2xx', async () => {
    const server = await listenOnPort0(area.app);
    try {
      const run = await runContract({ spec: await loadSpec(knowledgeArea.specPath), baseUrl: server.url, name: 'knowledge (empty catalog)', credentials: { headers: [] }, seed: 20240601, maxExamples: 4 });
      expect(run.failures.filter((f) => f.check !== 'operation_reached').map((f) => `${f.check} · ${f.operationId}: ${f.message}`)).to.deep.equal([]);
      expect(run.unreached.map((u) => u.operationId)).to.deep.equal(['getLatestReport']);
      // Its valid requests got the documented 404 (the negative ones 400 and 405), never a 2xx or a 5xx.
      const statuses = run.operations.find((op) => op.operationId === 'getLatestReport')!.statuses;
      expect(statuses).to.have.property('404');
      expect(Object.keys(statuses).filter((status) => !status.startsWith('4'))).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });
});
