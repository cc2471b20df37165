/**
 * The light install (`npm run test:production`; needs the npm registry): `npm run
 * pack:partner-tools` packs cfs-mock, cfs-contract and cfs-proxy as their own package
 * (scripts/pack-partner-tools.ts), and a partner installs it into an empty folder with
 * `--omit=dev`: no native module, no database or Redis client, no engine warning, and each
 * command's --help names the installed command. Then, there, on a Swagger 2.0 and an
 * OpenAPI 3.1 document: the mock serves, the contract run passes against it, the proxy reports
 * a bad request; and a document that breaks its official schema is served with warnings (its
 * static sample, its text unquoted, generated with --dynamic) while --strict refuses it.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../../src/config/package-root.js';
import { freePort } from '../support/ports.js';
import { spawnCollecting, waitFor, type Spawned } from '../support/processes.js';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const FIXTURES = path.join(packageRoot, 'test', 'contract', 'fixtures');

async function startBin(bin: string, args: string[], cwd: string, ready: string): Promise<Spawned> {
  const started = spawnCollecting(bin, args, { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
  await waitFor(started, `"${ready}" from ${path.basename(bin)}`, () => (started.output().includes(ready) ? true : undefined), Infinity);
  return started;
}

/** Every file under `dir` whose name ends with `suffix`. */
function filesEndingWith(dir: string, suffix: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesEndingWith(file, suffix));
    else if (entry.name.endsWith(suffix)) found.push(file);
  }
  return found;
}

describe('partner tools as their own package', function () {
  this.timeout(10 * 60_000);
  const work = mkdtempSync(path.join(tmpdir(), 'partner-tools-'));
  const consumer = path.join(work, 'consumer');
  const bin = (name: string) => path.join(consumer, 'node_modules', '.bin', name);
  after(() => rmSync(work, { recursive: true, force: true }));

  it('installs with --omit=dev into an empty folder: no native module, no store client, no engine warning; --help names the installed command', async () => {
    const packed = await exec(npm, ['run', '--silent', 'pack:partner-tools', '--', '--json'], { cwd: packageRoot, maxBuffer: 16 * 1024 * 1024 });
    const { tarball } = JSON.parse(packed.stdout.trim().split('\n').pop()!) as { tarball: string };
    mkdirSync(consumer, { recursive: true });
    writeFileSync(path.join(consumer, 'package.json'), '{"name": "consumer", "private": true}\n');
    const installed = await exec(npm, ['install', '--omit=dev', '--no-audit', '--no-fund', tarball], { cwd: consumer, maxBuffer: 16 * 1024 * 1024 });
    expect(`${installed.stdout}\n${installed.stderr}`).to.not.match(/EBADENGINE|gyp|prebuild/i);
    const modules = path.join(consumer, 'node_modules');
    for (const heavy of ['better-sqlite3', 'pg', 'ioredis', 'kysely', 'openapi-backend']) expect(existsSync(path.join(modules, heavy)), heavy).to.equal(false);
    expect(filesEndingWith(modules, '.node'), 'no native module').to.deep.equal([]);

    const help = await exec(bin('cfs-contract'), ['--help'], { cwd: consumer });
    expect(help.stdout).to.match(/^Usage: cfs-contract \[target\] \[options\]/);
    expect(help.stdout).to.not.include('npm run contract');
    expect(help.stdout).to.not.match(/--area|--all/);
    expect((await exec(bin('cfs-mock'), ['--help'], { cwd: consumer })).stdout).to.match(/^cfs-mock: /);
    expect((await exec(bin('cfs-proxy'), ['--help'], { cwd: consumer })).stdout).to.match(/^cfs-proxy: /);
  });

  it('the installed cfs-mock serves a document without info as Prism does, with warnings; --strict refuses it', async () => {
    // No info, a response without description: what Prism's own harness documents look like.
    const document = { openapi: '3.0.3', paths: { '/todos': { get: { responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string' }, done: { type: 'boolean', default: false } } } }, 'application/xml': { schema: { type: 'object', xml: { name: 'todo' }, properties: { title: { type: 'string' } } } } } } } } }, '/ping': { get: { responses: { '200': { description: 'Pong.', content: { 'text/plain': { schema: { type: 'string' } } } } } } } } };
    writeFileSync(path.join(consumer, 'no-info.json'), JSON.stringify(document));
    const refused = await exec(bin('cfs-mock'), ['--spec', 'no-info.json', '--strict'], { cwd: consumer }).catch((error: { code: number; stderr: string }) => error);
    expect((refused as { code?: number }).code, '--strict').to.equal(2);
    expect(refused.stderr).to.include("must have required property 'info'");
    for (const dynamic of [false, true]) {
      const port = await freePort();
      const mock = await startBin(bin('cfs-mock'), ['--spec', 'no-info.json', '--port', String(port), ...(dynamic ? ['--dynamic'] : [])], consumer, '"mock listening"');
      try {
        expect(mock.stderr()).to.include('mock: warning: / has no info object');
        const todos = await fetch(`http://127.0.0.1:${port}/todos`);
        if (dynamic) expect(todos.headers.get('x-mock')).to.match(/^dynamic; seed=\d+$/);
        else {
          expect(todos.headers.get('x-mock')).to.equal('static');
          expect(await todos.json()).to.deep.equal({ title: 'string', done: false });
        }
        // XML is written by fast-xml-parser, which the installed package loads on first use.
        const xml = await fetch(`http://127.0.0.1:${port}/todos`, { headers: { accept: 'application/xml' } });
        expect(xml.status).to.equal(200);
        expect(await xml.text()).to.match(/^<todo>[\s\S]*<\/todo>$/);
        const ping = await fetch(`http://127.0.0.1:${port}/ping`);
        expect(ping.status).to.equal(200);
        expect(await ping.text(), 'text, not JSON').to.not.match(/^"/);
      } finally {
        mock.child.kill('SIGTERM');
        expect(await mock.exited).to.equal(0);
      }
    }
  });

  const badRequests: Array<[string, string, RequestInit]> = [
    ['pets-2.0.yaml', '/pets', { method: 'POST', headers: { 'content-type': 'application/json', 'x-key': 'partner-key-1' }, body: '{"id": 0}' }],
    ['pets-3.1.yaml', '/pets?limit=0&api_key=partner-key-1', {}],
  ];
  for (const [file, bad, init] of badRequests) {
    it(`serves, contract-tests and proxies ${file} from the installed package`, async () => {
      copyFileSync(path.join(FIXTURES, file), path.join(consumer, file));
      const mockPort = await freePort();
      const mock = await startBin(bin('cfs-mock'), ['--spec', file, '--port', String(mockPort)], consumer, '"mock listening"');
      const mockUrl = `http://127.0.0.1:${mockPort}`;
      let proxy: Spawned | undefined;
      try {
        const contract = await exec(bin('cfs-contract'), ['--spec', file, '--base-url', mockUrl, '--mock', '--seed', '7', '--no-color'], { cwd: consumer }).catch(
          (error: { stdout: string; stderr: string; code: number }) => error,
        );
        expect((contract as { code?: number }).code ?? 0, `${contract.stdout}\n${contract.stderr}`).to.equal(0);
        expect(contract.stdout).to.include('every check passed');

        const proxyPort = await freePort();
        proxy = await startBin(bin('cfs-proxy'), ['--spec', file, '--upstream', mockUrl, '--port', String(proxyPort)], consumer, '"proxy listening"');
        const answer = await fetch(`http://127.0.0.1:${proxyPort}${bad}`, init);
        await answer.text();
        expect(answer.headers.get('x-contract-violations'), 'the proxy reports the bad request').to.be.a('string').and.include('request');
      } finally {
        proxy?.child.kill('SIGTERM');
        if (proxy) expect(await proxy.exited).to.equal(0);
        mock.child.kill('SIGTERM');
        expect(await mock.exited).to.equal(0);
      }
    });
  }
});
