/**
 * The partner tools as a partner gets them (`npm run test:production`; it needs the npm
 * registry for the dependencies and takes a minute or two): `npm pack` (prepack builds),
 * `npm install <tgz>` into an empty folder, and the installed bins run on a small spec of
 * this test's own, not one of ours:
 *
 * 1. `cfs-mock --spec notes.yaml` serves it;
 * 2. `cfs-contract --spec notes.yaml --base-url <mock>` passes against that mock;
 * 3. `cfs-proxy --spec notes.yaml --upstream <mock>` reports a bad request live, in the
 *    X-Contract-Violations header and a log line.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../../src/config/package-root.js';
import { freePort } from '../support/ports.js';
import { spawnCollecting, waitFor, type Spawned } from '../support/processes.js';

const exec = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Two operations, examples for each, a documented 400: a spec a partner could have written. */
const NOTES_SPEC = `openapi: 3.0.3
info:
  title: Notes
  version: 0.1.0
paths:
  /notes:
    get:
      operationId: listNotes
      parameters:
        - name: limit
          in: query
          schema: { type: integer, minimum: 1, maximum: 50 }
          example: 10
      responses:
        '200':
          description: Notes.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Note' }
              example:
                - { id: 1, text: Buy milk }
        '400': { $ref: '#/components/responses/Problem' }
    post:
      operationId: addNote
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [text]
              additionalProperties: false
              properties:
                text: { type: string, minLength: 1, maxLength: 200 }
            example: { text: Call Bob }
      responses:
        '201':
          description: Added.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Note' }
              example: { id: 2, text: Call Bob }
        '400': { $ref: '#/components/responses/Problem' }
components:
  responses:
    Problem:
      description: The request breaks the contract.
      content:
        application/json:
          schema:
            type: object
            required: [title, status]
            properties:
              title: { type: string }
              status: { type: integer }
  schemas:
    Note:
      type: object
      required: [id, text]
      properties:
        id: { type: integer }
        text: { type: string }
`;

/** Spawns an installed bin and waits for its log line saying it listens. */
async function startBin(bin: string, args: string[], cwd: string, ready: string): Promise<Spawned> {
  const started = spawnCollecting(bin, args, { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
  await waitFor(started, `"${ready}" from ${path.basename(bin)}`, () => (started.output().includes(ready) ? true : undefined), Infinity);
  return started;
}

async function stop(started: Spawned): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exited;
}

describe('packed partner tools', function () {
  // Generous: better-sqlite3 compiles from source where no prebuilt binary can be fetched (6 min seen here).
  this.timeout(20 * 60_000);
  const work = mkdtempSync(path.join(tmpdir(), 'packed-tools-'));
  const consumer = path.join(work, 'consumer');
  const bin = (name: string) => path.join(consumer, 'node_modules', '.bin', name);
  after(() => rmSync(work, { recursive: true, force: true }));

  it('installs from the packed tarball into an empty folder; mock, contract and proxy run there on a spec of their own', async () => {
    const packed = await exec(npm, ['pack', '--pack-destination', work, '--json'], { cwd: packageRoot, maxBuffer: 64 * 1024 * 1024 });
    // `--json` prints the prepack build's output first; the report is the last JSON array.
    const report = JSON.parse(packed.stdout.slice(packed.stdout.lastIndexOf('\n[') + 1)) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const files = report[0].files.map((file) => file.path);
    expect(files).to.include.members(['build/src/cli/contract.js', 'build/src/cli/mock.js', 'build/src/cli/proxy.js', 'spec/hrm.yaml']);
    expect(files.filter((file) => file.startsWith('src/') || file.startsWith('test/')), 'no sources or tests in the package').to.deep.equal([]);

    rmSync(consumer, { recursive: true, force: true });
    await exec('mkdir', ['-p', consumer]);
    await exec(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(work, report[0].filename)], { cwd: consumer, maxBuffer: 64 * 1024 * 1024 });
    writeFileSync(path.join(consumer, 'notes.yaml'), NOTES_SPEC);

    const mockPort = await freePort();
    const mock = await startBin(bin('cfs-mock'), ['--spec', 'notes.yaml', '--port', String(mockPort)], consumer, '"mock listening"');
    const mockUrl = `http://127.0.0.1:${mockPort}`;
    let proxy: Spawned | undefined;
    try {
      const notes = await fetch(`${mockUrl}/notes`);
      expect(notes.status).to.equal(200);
      expect(await notes.json(), 'the spec example, as written: no envelope').to.deep.equal([{ id: 1, text: 'Buy milk' }]);

      const contract = await exec(bin('cfs-contract'), ['--spec', 'notes.yaml', '--base-url', mockUrl, '--seed', '7', '--no-color'], { cwd: consumer }).catch(
        (error: { stdout: string; stderr: string; code: number }) => error,
      );
      expect((contract as { code?: number }).code ?? 0, `${contract.stdout}\n${contract.stderr}`).to.equal(0);
      expect(contract.stdout).to.include('every check passed');

      const proxyPort = await freePort();
      proxy = await startBin(bin('cfs-proxy'), ['--spec', 'notes.yaml', '--upstream', mockUrl, '--port', String(proxyPort)], consumer, '"proxy listening"');
      const proxyUrl = `http://127.0.0.1:${proxyPort}`;
      const valid = await fetch(`${proxyUrl}/notes?limit=5`);
      expect(valid.status).to.equal(200);
      expect(valid.headers.get('x-contract-violations')).to.equal(null);

      const bad = await fetch(`${proxyUrl}/notes?limit=many`);
      // Forwarded: the mock refuses it itself (400), and the proxy says why.
      expect(bad.status).to.equal(400);
      const violations = JSON.parse(bad.headers.get('x-contract-violations') ?? '[]') as Array<{ where: string; location: string }>;
      expect(violations.map((v) => `${v.where} ${v.location}`)).to.deep.equal(['request query.limit']);
      // The log line crosses a pipe: give it a moment to arrive (generous for a loaded machine).
      const violationLines = () => proxy!.output().split('\n').filter((line) => line.includes('"contract violation"'));
      for (let waited = 0; violationLines().length === 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const logged = violationLines().map((line) => JSON.parse(line) as { operation: string; location: string });
      expect(logged.map((line) => `${line.operation} ${line.location}`)).to.deep.equal(['listNotes query.limit']);
    } finally {
      if (proxy) expect(await stop(proxy), 'the proxy stops cleanly on SIGTERM').to.equal(0);
      expect(await stop(mock), 'the mock stops cleanly on SIGTERM').to.equal(0);
    }
  });
});
