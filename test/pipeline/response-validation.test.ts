import { expect } from 'chai';
import { capturingLogger } from '../support/logger.js';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { loadSettings } from '../../src/config/settings.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { createKnowledgeService } from '../../src/services/knowledge/index.js';

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

  it('warn (production): sends the body but logs and counts every violation', async () => {
    const { logger, lines } = capturingLogger();
    const { app, stats } = await createApp({ area: brokenArea(), mode: 'live', services, logger, responseValidation: 'warn' });
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
