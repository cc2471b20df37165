import { expect } from 'chai';
import { MARKETING_SPEC } from '../../src/handlers/marketing/index.js';
import { readSpec, resolveRef, type OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { buildCatalog } from '../../src/services/marketing/catalog.js';
import { DEMO_TENANTS } from '../../src/store/demo/index.js';
import { buildMarketingDemo, MARKETING_DEMO_TENANTS } from '../../src/store/demo/marketing.js';
import { MARKETING_LISTS } from '../../src/store/tables/marketing-lists.js';
import { openTestStore } from '../support/store.js';
import { BASE } from './marketing-support.js';

const LIST_TABLES = MARKETING_LISTS.map((list) => list.table);

describe('marketing catalog, derived from the spec', () => {
  const spec = () => structuredClone(readSpec(MARKETING_SPEC)) as OpenApiDocument;

  it('gives each resource exactly the fields of its item schema', () => {
    const document = spec();
    const catalog = buildCatalog(document, BASE);
    const itemSchemas: Record<string, string> = {
      'seo/audits': 'SeoAudit',
      'seo/keywords': 'Keyword',
      'seo/serp-rankings': 'SerpRanking',
      'social/posts': 'SocialPost',
      'social/engagements': 'SocialEngagement',
      'ads/campaigns': 'AdCampaign',
      'ads/performance': 'AdPerformance',
    };
    expect(catalog.resources.map((r) => r.name)).to.deep.equal(Object.keys(itemSchemas));
    for (const resource of catalog.resources) {
      const schema = resolveRef<{ properties: object }>(document, { $ref: `#/components/schemas/${itemSchemas[resource.name]}` });
      expect(resource.fields, resource.name).to.deep.equal(Object.keys(schema.properties));
    }
  });

  it('follows a change of the spec: a new list, a new field, a removed operation', () => {
    const document = spec();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a scratch copy of the spec edited as plain JSON
    const paths = document.paths as Record<string, any>;
    paths[`${BASE}/seo/backlinks`] = { get: { ...structuredClone(paths[`${BASE}/seo/audits`].get), operationId: 'listBacklinks', summary: 'Backlinks' } };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a scratch copy of the spec edited as plain JSON
    (document.components!.schemas!.SeoAudit as any).properties.lighthouse = { type: 'integer' };
    delete paths[`${BASE}/openapi.yaml`];
    const catalog = buildCatalog(document, BASE);
    const backlinks = catalog.resources.find((r) => r.name === 'seo/backlinks');
    expect(backlinks).to.include({ group: 'seo', operation_id: 'listBacklinks', summary: 'Backlinks', path: `${BASE}/seo/backlinks` });
    expect(backlinks!.fields).to.include('lighthouse');
    expect(catalog.endpoints.map((e) => e.operation_id)).to.include('listBacklinks').and.not.include('getOpenApiYaml');
  });

  it('reads the key requirement from security, at the root or per operation', () => {
    const document = spec();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a scratch copy of the spec edited as plain JSON
    (document.paths as Record<string, any>)[`${BASE}/summary`].get.security = [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a scratch copy of the spec edited as plain JSON
    delete (document.paths as Record<string, any>)[`${BASE}/status`].get.security;
    const byId = Object.fromEntries(buildCatalog(document, BASE).endpoints.map((e) => [e.operation_id, e.requires_api_key]));
    expect(byId).to.include({ getSummary: false, getStatus: true, getCatalog: false, listSeoAudits: true });
  });
});

describe('marketing demo data', () => {
  it('is built without randomness or the clock, identically each time', () => {
    const random = Math.random;
    const now = Date.now;
    Math.random = () => {
      throw new Error('Math.random in demo data');
    };
    Date.now = () => {
      throw new Error('Date.now in demo data');
    };
    try {
      expect(buildMarketingDemo()).to.deep.equal(buildMarketingDemo());
    } finally {
      Math.random = random;
      Date.now = now;
    }
  });

  it('covers the demo tenants with 30 to 60 rows per list, sized differently per tenant', () => {
    const rows = buildMarketingDemo();
    expect(MARKETING_DEMO_TENANTS.map((t) => t.id)).to.deep.equal([...DEMO_TENANTS]);
    for (const table of LIST_TABLES) {
      const sizes = DEMO_TENANTS.map((tenant) => rows[table].filter((row) => row.tenant_id === tenant).length);
      for (const size of sizes) expect(size, table).to.be.within(30, 60);
      expect(sizes[0], `${table}: acme and globex differ`).to.not.equal(sizes[1]);
      expect(new Set(rows[table].map((row) => row.id)).size, `${table}: unique ids`).to.equal(rows[table].length);
    }
    expect(rows.marketing_ad_performance.filter((row) => row.spend_cents === 0).length).to.be.greaterThan(0);
  });

  it('fills two fresh stores with the same rows', async () => {
    const dumps: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const store = await openTestStore('sqlite');
      try {
        const dump: Record<string, unknown[]> = {};
        for (const table of ['marketing_tenants', ...LIST_TABLES] as const) dump[table] = await store.db.selectFrom(table).selectAll().orderBy('id').execute();
        dumps.push(dump);
      } finally {
        await store.close();
      }
    }
    expect(dumps[0]).to.deep.equal(dumps[1]);
    expect((dumps[0] as Record<string, unknown[]>).marketing_keywords).to.have.length(48 + 33);
  });
});
