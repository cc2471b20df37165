import { expect } from 'chai';
import pino from 'pino';
import { createApp } from '../../src/app.js';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { loadSettings } from '../../src/config/settings.js';
import { drain, listen, urlOf } from '../../src/http-server.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { createKnowledgeService } from '../../src/services/knowledge/knowledge-service.js';
import { listeningUrl, spawnServe, ZERO_PORTS } from '../support/processes.js';
import { temporaryFolder } from '../support/temporary-folders.js';

function runServe(env: Record<string, string>) {
  return spawnServe([], { ...process.env, DATA_DIR: temporaryFolder('serve-'), ...ZERO_PORTS, ...env });
}

describe('serve command', function () {
  // Starting serve through tsx takes seconds idle, and several times that on a loaded machine.
  this.timeout(120_000);

  it('stops a bad start with one line naming the setting', async () => {
    const run = runServe({ KNOWLEDGE_PORT: 'eighty' });
    expect(await run.exited).to.equal(1);
    expect(run.stderr().trim().split('\n').filter((line) => !line.startsWith('npm warn'))).to.deep.equal(['configuration error: KNOWLEDGE_PORT: must be a port number from 0 to 65535, got "eighty"']);
  });

  it('serves, then on SIGTERM drains and exits 0', async () => {
    const run = runServe({ AREAS: 'knowledge' });
    const url = await listeningUrl(run, 'knowledge');
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).to.equal(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).to.equal(0);
    expect(run.stdout()).to.include('draining and stopping');
  });
});

describe('drain', () => {
  it('lets an in-flight request finish and refuses new connections', async () => {
    const settings = loadSettings({});
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const slowArea = {
      ...knowledgeArea,
      handlers: {
        ...knowledgeArea.handlers,
        getHealth: async () => {
          arrived();
          await gate;
          return createKnowledgeService(settings, readSpec(knowledgeArea.specPath).info.version).health();
        },
      },
    };
    const { app } = await createApp({ area: slowArea, mode: 'live', services: { knowledge: createKnowledgeService(settings, readSpec(knowledgeArea.specPath).info.version) }, logger: pino({ level: 'silent' }), responseValidation: 'strict' });
    const server = await listen(app, '127.0.0.1', 0);
    const url = urlOf(server, '127.0.0.1');
    const inFlight = fetch(`${url}/api/v1/health`);
    // Drained only once the request is in the handler: in flight for certain, however slow the machine.
    await inHandler;
    const drained = drain(server, 5_000);
    let refused = false;
    await fetch(`${url}/api/v1/health`, { headers: { connection: 'close' } }).catch(() => (refused = true));
    expect(refused).to.equal(true);
    release();
    const response = await inFlight;
    expect(response.status).to.equal(200);
    expect((await response.json()).data.status).to.equal('ok');
    await drained;
  });
});
