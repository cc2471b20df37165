/**
 * The container's health check (`node build/src/cli/healthcheck.js`, the Dockerfile's and
 * compose.yaml's HEALTHCHECK): exit 0 only while /readyz on METRICS_PORT says ready. The
 * built command in the runtime-only install, as the Dockerfile writes it, is run by
 * test/production/runtime-install.production.ts.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { loadSettings } from '../../src/config/settings.js';
import { startLiveAreas } from '../../src/server.js';
import { freePort } from '../support/ports.js';

const run = promisify(execFile);

async function healthcheck(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  return run(process.execPath, ['--import', 'tsx', 'src/cli/healthcheck.ts'], { env: { ...base, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('healthcheck command', function () {
  this.timeout(30_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'healthcheck-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fails naming METRICS_PORT when it is not set, and the address when nothing answers there', async () => {
    const unset = await healthcheck({});
    expect(unset.code).to.equal(1);
    expect(unset.stderr).to.include('METRICS_PORT is not set');
    const port = await freePort();
    const nobody = await healthcheck({ METRICS_PORT: String(port) });
    expect(nobody.code).to.equal(1);
    expect(nobody.stderr.trim()).to.equal(`not ready: http://127.0.0.1:${port}/readyz did not answer: ECONNREFUSED`);
  });

  it('passes while the areas of AREAS listen (METRICS_HOST a wildcard: asked on loopback), fails once draining', async () => {
    const metricsPort = String(await freePort());
    const settings = loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'http://127.0.0.1:9', AREAS: 'hrm', HRM_PORT: '0', METRICS_PORT: metricsPort, METRICS_HOST: '0.0.0.0', DATA_DIR: dataDir });
    const servers = await startLiveAreas(settings, pino({ level: 'silent' }));
    try {
      const ready = await healthcheck({ METRICS_PORT: metricsPort, METRICS_HOST: '0.0.0.0' });
      expect(ready.code, ready.stderr).to.equal(0);
      expect(ready.stdout.trim()).to.equal(`ready: http://127.0.0.1:${metricsPort}/readyz`);
      servers.admin!.markDraining();
      const draining = await healthcheck({ METRICS_PORT: metricsPort });
      expect(draining.code).to.equal(1);
      expect(draining.stderr.trim()).to.equal(`not ready (503 from http://127.0.0.1:${metricsPort}/readyz): draining`);
    } finally {
      await servers.stop();
    }
  });
});
