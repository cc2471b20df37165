import { expect } from 'chai';
import { sql } from 'kysely';
import { capturingLogger } from '../support/logger.js';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { loadSettings } from '../../src/config/settings.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { createKnowledgeService } from '../../src/services/knowledge/knowledge-service.js';
import { createHrmArea } from '../../src/areas/hrm.js';
import type { Store } from '../../src/store/database.js';
import { createKey } from '../areas/hrm-fixtures.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore, testEngines } from '../support/store.js';

/** The knowledge area with getHealth answering a body its spec forbids. */
function brokenArea() {
  return { ...knowledgeArea, handlers: { ...knowledgeArea.handlers, getHealth: () => ({ status: 'ok', version: 1 }) } };
}

describe('pipeline: response validation', () => {
  const services = { knowledge: createKnowledgeService(loadSettings({}), readSpec(knowledgeArea.specPath).info.version) };

  it('strict (default outside production): a body that breaks the spec becomes a 500 naming operation, status and schema path', async () => {
    const { logger, lines } = capturingLogger();
    const { app } = await createApp({ area: brokenArea(), mode: 'live', services, logger, responseValidation: 'strict' });
    const res = await request(app).get('/api/v1/health');
    expect(res.status).to.equal(500);
    expect(res.body.error.code).to.equal('RESPONSE_VALIDATION_FAILED');
    expect(res.body.error.details.problem).to.equal("getHealth 200 application/json: /data must have required property 'publicBaseUrl' (schema path knowledge-bodies.json#/definitions/Health/required)");
    expect(lines.some((line) => line.msg === 'response breaks the spec' && line.operationId === 'getHealth')).to.equal(true);
  });

  it('warn, sampling every answer: sends the body but logs and counts every violation', async () => {
    const { logger, lines } = capturingLogger();
    const { app, stats } = await createApp({ area: brokenArea(), mode: 'live', services, logger, responseValidation: 'warn', responseSample: 1 });
    const res = await request(app).get('/api/v1/health');
    expect(res.status).to.equal(200);
    expect(res.body.data.version).to.equal(1);
    await request(app).get('/api/v1/health');
    expect(stats.responseViolations).to.equal(2);
    expect(lines.filter((line) => line.msg === 'response breaks the spec')).to.have.length(2);
  });

  it('off: no check at all', async () => {
    const { logger, lines } = capturingLogger();
    const { app, stats } = await createApp({ area: brokenArea(), mode: 'live', services, logger, responseValidation: 'off' });
    expect((await request(app).get('/api/v1/health')).status).to.equal(200);
    expect(stats.responseViolations).to.equal(0);
    expect(lines.filter((line) => line.msg === 'response breaks the spec')).to.have.length(0);
  });

  it('defaults to strict outside production and off in production', () => {
    expect(loadSettings({}).responseValidation).to.equal('strict');
    const production = { NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com' };
    expect(loadSettings(production).responseValidation).to.equal('off');
    expect(loadSettings({ ...production, RESPONSE_VALIDATION: 'warn' }).responseValidation).to.equal('warn');
    expect(loadSettings({}).responseSample, 'warn checks one answer in 100 unless told').to.equal(100);
    expect(loadSettings({ RESPONSE_VALIDATION_SAMPLE: '1' }).responseSample).to.equal(1);
    expect(() => loadSettings({ RESPONSE_VALIDATION_SAMPLE: '0' })).to.throw('RESPONSE_VALIDATION_SAMPLE');
  });

  it('logs one line per request with method, route template, status, duration and traceId, and no secrets', async () => {
    const { logger, lines } = capturingLogger();
    const { app } = await createApp({ area: knowledgeArea, mode: 'live', services, logger, responseValidation: 'strict' });
    await request(app).get('/api/v1/health?token=secret-value').set('authorization', 'Bearer secret-token').set('x-api-key', 'secret-key');
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).to.have.length(1);
    expect(requestLines[0]).to.include({ method: 'GET', route: '/api/v1/health', status: 400 });
    expect(requestLines[0].traceId).to.match(/^[0-9a-f]{32}$/);
    expect(requestLines[0].durationMs).to.be.a('number');
    expect(JSON.stringify(lines)).to.not.match(/secret/);
  });
});

/**
 * List pages carry item JSON the store wrote (Reply.withFragments): validation parses the
 * answer back and checks it with ajv. Rows written around the service (addresses that are
 * no emails) must be caught: by strict on every answer, by warn on the answers it samples.
 */
for (const engine of testEngines) describe(`pipeline: response validation of store-written list pages (${engine})`, function () {
  this.timeout(30_000);
  const EMPLOYEES = '/api/v1/employees?pageSize=5';
  let store: Store;
  let key: string;
  const areas: Array<TestArea<unknown>> = [];

  before(async () => {
    store = await openTestStore(engine);
    key = (await createKey(store, 'hrm', { scopes: ['employee.read'] })).key;
    await sql`update hrm_employees set email = 'not-an-email' where company_id = 'acme'`.execute(store.db);
  });
  after(async () => {
    for (const area of areas) await area.close();
    await store?.close();
  });

  async function appIn(responseValidation: 'strict' | 'warn', responseSample: number) {
    const { logger, lines } = capturingLogger();
    const area = await buildTestArea(createHrmArea(), { store, logger, responseValidation, responseSample });
    areas.push(area as TestArea<unknown>);
    const get = () => area.http.get(EMPLOYEES).set('x-api-key', key);
    const violations = () => lines.filter((line) => line.msg === 'response breaks the spec' && line.operationId === 'listEmployees').length;
    return { get, violations };
  }

  it('strict: every page holding such rows is a 500 RESPONSE_VALIDATION_FAILED naming the field, logged', async () => {
    const { get, violations } = await appIn('strict', 10);
    for (let i = 0; i < 3; i++) {
      const res = await get();
      expect(res.status).to.equal(500);
      expect(res.body.error.code).to.equal('RESPONSE_VALIDATION_FAILED');
      expect(res.body.error.details.problem).to.match(/^listEmployees 200 application\/json: \/data\/items\/\d+\/email must match format "email"/);
    }
    expect(violations()).to.equal(3);
  });

  it('warn: the page is sent as the store wrote it; the sampled answers (1st and 4th of 5, one in 3) are logged', async () => {
    const { get, violations } = await appIn('warn', 3);
    for (let i = 0; i < 5; i++) {
      const res = await get();
      expect(res.status).to.equal(200);
      expect(res.body.data.items.map((item: { email: string }) => item.email)).to.include('not-an-email');
    }
    expect(violations()).to.equal(2);
  });
});
