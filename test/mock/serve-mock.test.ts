import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { areaModules } from '../../src/areas/index.js';
import type { AreaName } from '../../src/areas/area-module.js';
import { loadSettings } from '../../src/config/settings.js';
import { startMockAreas } from '../../src/mock/serve-mock.js';
import { silentLogger } from '../support/area-app.js';
import { listeningUrl, spawnServe, ZERO_PORTS } from '../support/processes.js';
import { temporaryFolder } from '../support/temporary-folders.js';

describe('mock servers', function () {
  // Past waitFor's own 90 s for a start (test/support/processes.ts), which fails with the output.
  this.timeout(120_000);

  it('startMockAreas serves every area of src/areas/index.ts on its own port, and stops', async () => {
    const dataDir = temporaryFolder('mock-data-');
    const settings = loadSettings({ ...ZERO_PORTS, DATA_DIR: dataDir });
    const servers = await startMockAreas(settings, silentLogger);
    try {
      expect(servers.running.map((s) => s.name)).to.deep.equal(settings.areas.filter((name) => areaModules[name]));
      for (const { name, url } of servers.running) {
        const response = await fetch(`${url}${areaModules[name as AreaName]!.prefix}/openapi.json`);
        expect(response.status, name).to.equal(200);
        expect(response.headers.get('x-mock'), name).to.equal('spec-document');
        expect(((await response.json()) as { openapi: string }).openapi, name).to.equal('3.0.3');
      }
      expect(new Set(servers.running.map((s) => s.url)).size).to.equal(servers.running.length);
      expect(readdirSync(dataDir), 'mock mode opens no store').to.deep.equal([]);
    } finally {
      await servers.stop();
    }
    for (const { url } of servers.running) {
      const refused = await fetch(url).then(
        () => false,
        () => true,
      );
      expect(refused, `${url} still answers after stop()`).to.equal(true);
    }
  });

  it('`serve --mock` starts the mock areas, answers from the spec, and exits 0 on SIGTERM', async () => {
    const dataDir = temporaryFolder('mock-cli-');
    const serve = spawnServe(['--mock'], { ...process.env, ...ZERO_PORTS, DATA_DIR: dataDir, AREAS: 'knowledge', MEMBER_API_URL: 'http://127.0.0.1:9' });
    try {
      const url = await listeningUrl(serve, 'knowledge', 'mock area listening');
      const health = await fetch(`${url}/api/v1/health`, { headers: { Prefer: 'code=500' } });
      expect(health.status).to.equal(500);
      expect(health.headers.get('x-mock')).to.equal('example=internal');
      expect(readdirSync(dataDir)).to.deep.equal([]);
    } finally {
      serve.child.kill('SIGTERM');
    }
    expect(await serve.exited).to.equal(0);
  });
});
