import { expect } from 'chai';
import { availableParallelism } from 'node:os';
import pino from 'pino';
import { createApp } from '../../src/app.js';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { loadSettings, SettingsError } from '../../src/config/settings.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { createKnowledgeService } from '../../src/services/knowledge/knowledge-service.js';

describe('start-up checks', () => {
  const logger = pino({ level: 'silent' });
  const services = { knowledge: createKnowledgeService(loadSettings({}), readSpec(knowledgeArea.specPath).info.version) };

  it('refuses an area with a missing handler, naming the operationId', async () => {
    const { getStatus: _omitted, ...handlers } = knowledgeArea.handlers as Record<string, unknown>;
    let error: Error | undefined;
    try {
      await createApp({ area: { ...knowledgeArea, handlers }, mode: 'live', services, logger, responseValidation: 'strict' });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).to.equal('knowledge: no handler for operation(s) getStatus');
  });

  it('refuses a handler for an operation the spec does not have', async () => {
    let error: Error | undefined;
    try {
      await createApp({ area: { ...knowledgeArea, handlers: { ...knowledgeArea.handlers, deleteEverything: () => ({}) } }, mode: 'live', services, logger, responseValidation: 'strict' });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).to.equal('knowledge: handler(s) for unknown operation(s) deleteEverything');
  });

  describe('settings', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ KNOWLEDGE_PORT: '80a' }, 'KNOWLEDGE_PORT: must be a port number from 0 to 65535, got "80a"'],
      [{ HRM_PORT: '70000' }, 'HRM_PORT: must be a port number from 0 to 65535, got "70000"'],
      [{ AREAS: 'hrm,payroll' }, 'AREAS: unknown area payroll; known: knowledge, crawler, hrm, marketing'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must use postgres: or postgresql:'],
      [{ REDIS_URL: 'not a url' }, 'REDIS_URL: must be an absolute URL'],
      [{ HRM_RATE_LIMIT: 'lots' }, 'HRM_RATE_LIMIT: must look like 100/60s (requests/window with s, m or h), got "lots"'],
      [{ FETCH_ALLOW_PRIVATE_NETWORKS: 'maybe' }, 'FETCH_ALLOW_PRIVATE_NETWORKS: must be true or false, got "maybe"'],
      [{ RESPONSE_VALIDATION: 'loud' }, 'RESPONSE_VALIDATION: must be one of strict, warn, off, got "loud"'],
      [{ STORE_BREAKER_FAILURES: '0' }, 'STORE_BREAKER_FAILURES: must be a whole number from 1 to 1000, got "0"'],
      [{ REDIS_BREAKER_OPEN_MS: '5s' }, 'REDIS_BREAKER_OPEN_MS: must be milliseconds from 10 to 600000, got "5s"'],
      [{ CPU_WORKERS: '0' }, 'CPU_WORKERS: must be a number of threads from 1 to 64, got "0"'],
      [{ CPU_BUDGET_MS: '5s' }, 'CPU_BUDGET_MS: must be milliseconds from 10 to 600000, got "5s"'],
      [{ WORKERS: 'many' }, 'WORKERS: must be a number of processes from 1 to 64 or auto, got "many"'],
      [{ METRICS_PORT: '-1' }, 'METRICS_PORT: must be a port number from 0 to 65535, got "-1"'],
      [{ RESPONSE_VALIDATION_SAMPLE: '1e3' }, 'RESPONSE_VALIDATION_SAMPLE: must be a whole number from 1 to 1000000, got "1e3"'],
    ];
    for (const [env, message] of cases) {
      it(`${Object.keys(env)[0]}=${Object.values(env)[0]} is refused naming the setting`, () => {
        expect(() => loadSettings(env)).to.throw(SettingsError, message);
      });
    }

    it('reads the documented defaults', () => {
      const settings = loadSettings({});
      expect(settings.ports).to.deep.equal({ knowledge: 8081, crawler: 8082, hrm: 8083, marketing: 8084, memberApi: 8085 });
      expect(settings.host).to.equal('127.0.0.1');
      expect(settings.areas).to.deep.equal(['knowledge', 'crawler', 'hrm', 'marketing']);
      expect(settings.memberJwksUrl).to.equal('http://127.0.0.1:8085/.well-known/jwks.json');
      expect(settings.limits.hrm).to.deep.equal({ points: 100, durationSec: 60 });
      expect(settings.fetchAllowPrivateNetworks).to.equal(false);
      expect(settings.breakers).to.deep.equal({ store: { failureThreshold: 3, openMs: 3000 }, redis: { failureThreshold: 3, openMs: 5000 } });
      // One core left to the event loop, at most two threads, at least one.
      expect(settings.cpu).to.deep.equal({ workers: Math.max(1, Math.min(2, availableParallelism() - 1)), budgetMs: 5000 });
      expect(loadSettings({ CPU_WORKERS: '3', CPU_BUDGET_MS: '1500' }).cpu).to.deep.equal({ workers: 3, budgetMs: 1500 });
    });
  });
});
