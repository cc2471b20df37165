/**
 * WORKERS=2 through the real serve command: both workers answer on one port, a rate limit
 * stays exact across them without Redis, metrics are summed by the primary, a dead worker is
 * replaced, and SIGTERM drains them all.
 */
import { expect } from 'chai';
import { freePort } from '../support/ports.js';
import { spawnServe, waitFor, type Spawned } from '../support/processes.js';
import { main as keys } from '../../src/cli/keys.js';
import { temporaryFolder } from '../support/temporary-folders.js';


describe('WORKERS=2', function () {
  // The waits below are for log lines, with no time of their own: a loaded machine starts the
  // workers (each loading the TypeScript sources through tsx) more slowly. This bound is only
  // for a run that hangs.
  this.timeout(180_000);
  let started: Spawned | undefined;
  after(async () => {
    // A run stopped by the timeout never reached its own SIGTERM: stop the primary (and so its workers).
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });

  it('serves one port from two workers with one exact rate limit, sums metrics, replaces a dead worker and drains on SIGTERM', async () => {
    const dataDir = temporaryFolder('workers-');
    const env = { ...process.env, DATA_DIR: dataDir, AREAS: 'hrm', MEMBER_API_STANDIN: 'false', MEMBER_API_URL: 'http://127.0.0.1:9', HRM_RATE_LIMIT: '12/60s', WORKERS: '2' };
    const out: string[] = [];
    await keys(['create', '--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read', '--name', 'workers'], { stdout: (line) => out.push(line), stderr: () => undefined, env });
    const key = out.at(-1)!;
    const hrmPort = await freePort();
    const metricsPort = await freePort();
    const serve = spawnServe([], { ...env, HRM_PORT: String(hrmPort), METRICS_PORT: String(metricsPort) });
    started = serve;
    const lines = serve.logLines;
    try {
      const listening = () => lines().filter((line) => line.msg === 'area listening');
      await waitFor(serve, 'two workers listening', () => (listening().length >= 2 ? true : undefined), Infinity);
      // Ready: a worker said every area listens (the primary's /readyz, which the container's health check asks).
      const ready = await fetch(`http://127.0.0.1:${metricsPort}/readyz`);
      expect(ready.status).to.equal(200);
      expect(await ready.json()).to.deep.equal({ ready: true, draining: false, checks: { workers: { ok: true } } });

      // New connections each time, so the primary spreads them over both workers.
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const response = await fetch(`http://127.0.0.1:${hrmPort}/api/v1/employees?pageSize=1`, { headers: { 'X-API-Key': key, Connection: 'close' } });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses.filter((s) => s === 200), statuses.join(' ')).to.have.length(12);
      expect(statuses.slice(12)).to.deep.equal([429, 429, 429]);
      const servedBy = new Set(lines().filter((line) => line.msg === 'request').map((line) => line.worker));
      expect(servedBy.size, 'both workers answered').to.equal(2);

      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const sample = metrics.split('\n').find((line) => line.startsWith('http_requests_total{') && line.includes('status="200"') && line.includes('route="/api/v1/employees"'));
      expect(sample, `summed over the workers: ${metrics.slice(0, 1500)}`).to.match(/ 12$/);

      const victim = listening()[0].pid as number;
      process.kill(victim, 'SIGKILL');
      await waitFor(serve, 'a replacement worker', () => (listening().length >= 3 ? true : undefined), Infinity);
      expect(lines().some((line) => line.msg === 'worker died: starting a new one' && line.pid === victim)).to.equal(true);
      const after = await fetch(`http://127.0.0.1:${hrmPort}/api/v1/health`.replace('/v1', ''));
      expect(after.status).to.equal(200);
    } finally {
      serve.child.kill('SIGTERM');
    }
    expect(await serve.exited, `${serve.stdout()}${serve.stderr()}`.slice(-2000)).to.equal(0);
    const refused = await fetch(`http://127.0.0.1:${hrmPort}/api/health`).then(() => false, () => true);
    expect(refused, 'the port is freed').to.equal(true);
  });
});
