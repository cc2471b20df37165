/**
 * The typed clients of src/clients against the running areas (live, in-memory store, port
 * 0): every GET operation of every partner spec is called through its area's client. The
 * operation list comes from the spec, so a new GET operation without a call here fails.
 * The areas run with strict response validation: a 200 here is also a response that
 * matches the spec.
 */
import { expect } from 'chai';
import { isDeepStrictEqual } from 'node:util';
import YAML from 'yaml';
import { createCrawlerClient } from '../../src/clients/crawler.js';
import { createHrmClient } from '../../src/clients/hrm.js';
import { createKnowledgeClient } from '../../src/clients/knowledge.js';
import { createMarketingClient } from '../../src/clients/marketing.js';
import { createApiKeyService, HRM_SCOPES } from '../../src/services/keys/api-keys.js';
import { operationsOf, readPartnerSpecsSync, type SpecDocument } from '../../scripts/publishing/partner-specs.js';
import { builtArea, publishedSpec, startPartnerAreas, type LiveAreas } from '../support/published-specs.js';
import { requireOrSkip } from '../support/requirements.js';

type Result = { data?: unknown; error?: unknown; response: Response };

interface Probe {
  status: number;
  run(): Promise<Result>;
  check?(data: unknown): void;
}

/** One GET operation called through a typed client, with what its caller should see. */
function probe<R extends Result>(run: () => Promise<R>, check?: (data: NonNullable<R['data']>) => void, status = 200): Probe {
  return { run, check: check as Probe['check'], status };
}

interface Context {
  url: string;
  document: SpecDocument;
  live: LiveAreas;
}

const TRACE_ID = /^[0-9a-f]{32}$/;
const sameDocument = (document: SpecDocument) => (served: unknown) => expect(isDeepStrictEqual(served, document), 'the served spec equals the published bundle').to.equal(true);
const sameYamlDocument = (document: SpecDocument) => (served: string) => expect(isDeepStrictEqual(YAML.parse(served), document), 'the served YAML equals the published bundle').to.equal(true);

/** Per area: its client, built as a partner would, and one call per GET operationId. */
const clientCalls: Record<string, (context: Context) => Promise<Record<string, Probe>>> = {
  async knowledge({ url, document }) {
    const knowledge = createKnowledgeClient(url);
    return {
      getHealth: probe(() => knowledge.GET('/api/v1/health'), (body) => expect(body.data).to.include({ status: 'ok', version: document.info.version })),
      listSources: probe(() => knowledge.GET('/api/v1/sources'), (body) => {
        expect(body.data.sources).to.not.be.empty;
        expect(body.data.sourceCount).to.equal(body.data.sources.length);
      }),
      getStatus: probe(() => knowledge.GET('/api/v1/status'), (body) => expect(body.data.sourceCount).to.be.greaterThan(0)),
      getLatestReport: probe(() => knowledge.GET('/api/v1/reports/latest'), (body) => expect(body.data.reportId).to.be.a('string').and.not.empty),
      getPendingUpdate: probe(() => knowledge.GET('/api/v1/pending'), (body) => expect(body.data.hasPendingUpdate).to.be.a('boolean')),
      getMemberIntegration: probe(() => knowledge.GET('/api/v1/member/integration'), (body) => expect(body.data.disabledLocalOperations).to.not.be.empty),
      getOpenApiJson: probe(() => knowledge.GET('/api/v1/openapi.json'), sameDocument(document)),
      getOpenApiYaml: probe(() => knowledge.GET('/api/v1/openapi.yaml', { parseAs: 'text' }), sameYamlDocument(document)),
    };
  },

  async crawler({ url, document }) {
    const crawler = createCrawlerClient(url);
    const tenant = { params: { query: { tenantId: 'acme' } } };
    return {
      getHealth: probe(() => crawler.GET('/api/public/v1/health'), (body) => expect(body.data.version).to.equal(document.info.version)),
      getCatalog: probe(() => crawler.GET('/api/public/v1/catalog'), (body) => expect(JSON.stringify(body.data)).to.include('/api/public/v1/sources')),
      getFeatures: probe(() => crawler.GET('/api/public/v1/features'), (body) => expect(body.success).to.equal(true)),
      listSources: probe(() => crawler.GET('/api/public/v1/sources', tenant), (body) => expect(JSON.stringify(body.data)).to.include('http')),
      listJobs: probe(() => crawler.GET('/api/public/v1/jobs', tenant), (body) => expect(body.success).to.equal(true)),
      listLatestRuns: probe(() => crawler.GET('/api/public/v1/runs/latest', tenant), (body) => expect(body.success).to.equal(true)),
      getOpenApiJson: probe(() => crawler.GET('/api/public/v1/openapi.json'), sameDocument(document)),
      getOpenApiYaml: probe(() => crawler.GET('/api/public/v1/openapi.yaml', { parseAs: 'text' }), sameYamlDocument(document)),
    };
  },

  async hrm({ url, document, live }) {
    const { key } = await createApiKeyService(live.runtime.store.db).create({ service: 'hrm', companyId: 'acme', name: 'client-test', scopes: [...HRM_SCOPES] });
    const hrm = createHrmClient(url, { apiKey: key });
    const page = { params: { query: { page: 1, pageSize: 5 } } };
    const aPage = (body: { data: { items: unknown[]; page: number; pageSize: number; total: number } }) => {
      expect(body.data.items).to.not.be.empty;
      expect(body.data).to.include({ page: 1, pageSize: 5 });
      expect(body.data.total).to.be.at.least(body.data.items.length);
    };
    return {
      getHealth: probe(() => hrm.GET('/api/health'), (body) => expect(body.data.version).to.equal(document.info.version)),
      getIntegration: probe(() => hrm.GET('/api/v1/public/integration'), (body) => {
        expect(body.data.version).to.equal(document.info.version);
        expect(JSON.stringify(body.data)).to.include('X-API-Key');
      }),
      getSwaggerUi: probe(() => hrm.GET('/swagger', { parseAs: 'text' }), (html) => expect(html).to.match(/<html/i)),
      getOpenApiJson: probe(() => hrm.GET('/api/v1/openapi.json'), sameDocument(document)),
      getOpenApiYaml: probe(() => hrm.GET('/api/v1/openapi.yaml', { parseAs: 'text' }), sameYamlDocument(document)),
      listEmployees: probe(() => hrm.GET('/api/v1/employees', page), aPage),
      listAttendance: probe(() => hrm.GET('/api/v1/attendance', page), aPage),
      listLeave: probe(() => hrm.GET('/api/v1/leave', page), aPage),
      listPayrollRuns: probe(() => hrm.GET('/api/v1/payroll-runs', page), aPage),
      listDocuments: probe(() => hrm.GET('/api/v1/documents', page), aPage),
      memberPermissions: probe(async () => {
        // A browser-style member: signs in through the HR proxy (demo member of the stand-in), then sends its token.
        const signIn = await createHrmClient(url).POST('/api/v1/member-auth/login', { body: { loginId: 'hr.viewer', password: 'demo-hr-viewer-pass' } });
        if (!signIn.data) throw new Error(`sign-in through the proxy failed: ${signIn.response.status} ${JSON.stringify(signIn.error)}`);
        return createHrmClient(url, { accessToken: signIn.data.data.accessToken }).GET('/api/v1/member-auth/me/permissions');
      }, (body) => expect(body.data).to.deep.include({ memberId: 'mbr-0002', permissions: ['employee.read'] })),
    };
  },

  async marketing({ url, document, live }) {
    const { key } = await createApiKeyService(live.runtime.store.db).create({ service: 'marketing', name: 'client-test', tenantId: 'acme' });
    const marketing = createMarketingClient(url, { apiKey: key });
    const page = { params: { query: { page: 1, page_size: 5 } } };
    const acmeOnly = (body: { data: { items: Array<{ tenant_id: string }>; page: number; page_size: number } }) => {
      expect(body.data.items).to.not.be.empty;
      expect(body.data).to.include({ page: 1, page_size: 5 });
      expect(body.data.items.map((item) => item.tenant_id)).to.satisfy((tenants: string[]) => tenants.every((tenant) => tenant === 'acme'));
    };
    return {
      // openapi-fetch drops properties typed `null` only (the success envelope's `error`) from its types; the value is there.
      getStatus: probe(() => marketing.GET('/api/public/v1/status'), (body) => {
        expect(body.data.version).to.equal(document.info.version);
        expect((body as Record<string, unknown>).error).to.equal(null);
      }),
      getCatalog: probe(() => marketing.GET('/api/public/v1/catalog'), (body) => {
        expect(body.data.version).to.equal(document.info.version);
        expect(JSON.stringify(body.data)).to.include('/api/public/v1/ads/campaigns');
      }),
      getSummary: probe(() => marketing.GET('/api/public/v1/summary'), (body) => expect(body.success).to.equal(true)),
      listSeoAudits: probe(() => marketing.GET('/api/public/v1/seo/audits', page), acmeOnly),
      listSeoKeywords: probe(() => marketing.GET('/api/public/v1/seo/keywords', page), acmeOnly),
      listSerpRankings: probe(() => marketing.GET('/api/public/v1/seo/serp-rankings', page), acmeOnly),
      listSocialPosts: probe(() => marketing.GET('/api/public/v1/social/posts', page), acmeOnly),
      listSocialEngagements: probe(() => marketing.GET('/api/public/v1/social/engagements', page), acmeOnly),
      listAdCampaigns: probe(() => marketing.GET('/api/public/v1/ads/campaigns', page), acmeOnly),
      listAdPerformance: probe(() => marketing.GET('/api/public/v1/ads/performance', page), acmeOnly),
      getOpenApiJson: probe(() => marketing.GET('/api/public/v1/openapi.json'), sameDocument(document)),
      getOpenApiYaml: probe(() => marketing.GET('/api/public/v1/openapi.yaml', { parseAs: 'text' }), sameYamlDocument(document)),
    };
  },
};

describe('typed clients (src/clients) against the running areas', function () {
  this.timeout(60_000);
  const specs = readPartnerSpecsSync();
  let live: LiveAreas;

  before(async () => {
    live = await startPartnerAreas(specs.map((spec) => spec.name));
  });
  after(async () => live?.stop());

  for (const spec of specs) {
    describe(spec.name, () => {
      let probes: Record<string, Probe>;
      let gets: string[];

      before(async function () {
        const published = await publishedSpec(spec.name);
        gets = operationsOf(published.document).filter((op) => op.method === 'get').map((op) => op.operationId);
        if (!builtArea(spec.name) || !clientCalls[spec.name]) return;
        probes = await clientCalls[spec.name]({ url: live.urls[spec.name], document: published.document, live });
      });

      it(`has a client call for every GET operation of ${spec.root}`, () => {
        expect(clientCalls, `no client calls for area ${spec.name}: add src/clients/${spec.name}.ts and its calls here`).to.have.property(spec.name);
        expect(builtArea(spec.name), `${spec.name} has a spec but no area module in src/areas/index.ts`).to.not.equal(undefined);
        const missing = gets.filter((operationId) => !(operationId in probes));
        const stale = Object.keys(probes).filter((operationId) => !gets.includes(operationId));
        expect(missing, `GET operations of ${spec.root} without a client call: add a probe for each to clientCalls.${spec.name} in test/publishing/clients.test.ts`).to.deep.equal([]);
        expect(stale, `client calls for operations ${spec.root} has no more`).to.deep.equal([]);
      });

      it('answers every GET operation through the typed client as the spec says', async function () {
        // The test above reports a missing area or client calls; CI=true fails here too.
        requireOrSkip(this, probes, `${spec.name} has no area module or no client calls here`);
        const failures: string[] = [];
        for (const operationId of gets.filter((id) => id in probes)) {
          const { run, check, status } = probes[operationId];
          try {
            const result = await run();
            expect(result.response.status, `${JSON.stringify(result.error ?? '').slice(0, 300)}`).to.equal(status);
            const body = result.data as { success?: unknown; traceId?: unknown } | string;
            if (typeof body === 'object' && body && 'traceId' in body) {
              expect(body.success).to.equal(true);
              expect(body.traceId).to.match(TRACE_ID);
            }
            check?.(result.data);
          } catch (error) {
            failures.push(`${operationId}: ${(error as Error).message}`);
          }
        }
        expect(failures, failures.join('\n')).to.deep.equal([]);
      });
    });
  }
});
