/**
 * The README's "For partners" section is real:
 * - its TypeScript client examples compile (strict) and run (`npx tsx example.ts`) against the
 *   running area, listing what the area really holds; every partner area needs one;
 * - every shell command of the section runs, as written apart from the placeholders it names
 *   (addresses of the running servers, a real key, a scratch folder), in a scratch folder or
 *   the repository as the README says, against running servers or the mock where it needs
 *   one; a command this test does not know fails it, so a new command gets a runner.
 */
import { expect } from 'chai';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { projectRoot, readPartnerSpecsSync } from '../../scripts/publishing/partner-specs.js';
import { builtArea, startPartnerAreas, type LiveAreas } from '../support/published-specs.js';
import { freePort } from '../support/ports.js';
import { requireOrSkip } from '../support/requirements.js';

const run = promisify(execFile);

function partnerSection(): string {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## For partners');
  const end = readme.indexOf('\n## ', start + 1);
  return start < 0 ? '' : readme.slice(start, end < 0 ? undefined : end);
}

function partnerExamples(): Map<string, string> {
  const examples = new Map<string, string>();
  for (const match of partnerSection().matchAll(/```ts\n([\s\S]*?)```/g)) {
    const area = /from '\.\/src\/clients\/([a-z-]+)\.js'/.exec(match[1])?.[1];
    if (area) examples.set(area, match[1]);
  }
  return examples;
}

/**
 * Every shell command of the section: the lines of ```sh blocks (without a trailing ` # comment`,
 * as the shell reads them) and the commands quoted in its prose.
 */
export function partnerCommands(section = partnerSection()): string[] {
  const commands: string[] = [];
  for (const block of section.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)) {
    for (const raw of block[1].replace(/\\\n\s*/g, ' ').split('\n')) {
      // A comment starts at a `#` after white space (the section's commands quote no such `#`).
      const line = raw.trim().startsWith('#') ? '' : raw.replace(/\s+#\s.*$/, '').trim();
      if (line) commands.push(line);
    }
  }
  const prose = section.replace(/```[\s\S]*?```/g, '');
  for (const quoted of prose.matchAll(/`([^`\n]+)`/g)) if (/^([A-Z_]+=\S+\s+)*(npm|npx|node|curl|tsx)\s/.test(quoted[1])) commands.push(quoted[1]);
  return [...new Set(commands)];
}

/** What each area's example must show: one real value, read from the area directly. */
const realValue: Record<string, (url: string, keys: Record<string, string>) => Promise<string>> = {
  knowledge: async (url) => (await (await fetch(`${url}/api/v1/sources`)).json()).data.sources[0].url,
  crawler: async (url) => (await (await fetch(`${url}/api/public/v1/sources?tenantId=acme`)).json()).data.items[0].url,
  hrm: async (url, keys) => (await (await fetch(`${url}/api/v1/employees?page=1&pageSize=10`, { headers: { 'X-API-Key': keys.HRM_API_KEY } })).json()).data.items[0].id,
  marketing: async (url, keys) => (await (await fetch(`${url}/api/public/v1/ads/campaigns?page=1&page_size=10`, { headers: { 'X-Api-Key': keys.MARKETING_API_KEY } })).json()).data.items[0].name,
};

/** A long-running command (a server), stopped by SIGTERM to the process the shell runs. */
interface Background {
  child: ChildProcess;
  output: () => string;
  /**
   * The exit code, or the signal npm re-raises on itself once the server it forwarded it to has
   * exited. Fails when the command left a process running (a server that never got the signal
   * because a shell between npm and it did not pass it on): an operator's SIGTERM would too.
   */
  stop(): Promise<number | NodeJS.Signals | null>;
}

/** Whether any process of the process group `pgid` still runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `group`: stop by SIGTERM to the whole process group, as a terminal's Ctrl-C reaches every
 * process of the command (npx's own shell does not pass a signal on to the bin it runs).
 */
function background(command: string, options: { cwd: string; env: NodeJS.ProcessEnv; group?: boolean }): Background {
  // `exec` so that the signal reaches npm itself, which passes it on to the server it started.
  // A process group of its own, so that whatever the command started can be found afterwards.
  const [, assignments, rest] = /^((?:[A-Z_]+=\S+\s+)*)(.*)$/.exec(command)!;
  const child = spawn('sh', ['-c', `${assignments}exec ${rest}`], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        if (options.group) process.kill(-child.pid!, 'SIGTERM');
        else child.kill('SIGTERM');
      }
      const status = await exited;
      // Polled until the whole group is gone; a loaded machine may take a while to drain and exit.
      const deadline = Date.now() + 60_000;
      while (groupAlive(child.pid!) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive(child.pid!)) {
        process.kill(-child.pid!, 'SIGKILL');
        throw new Error(`\`${command}\` left a process running after SIGTERM (killed now)`);
      }
      return status;
    },
  };
}

/** Waits until a URL answers (any status), up to `ms`; the build that `npm start` runs first is slow on a loaded machine. */
async function answering(url: string, server: Background, ms = 240_000): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) before answering ${url}:\n${server.output()}`);
      if (Date.now() > deadline) throw new Error(`nothing answered ${url} within ${ms} ms:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function areaPorts(): Promise<Record<string, string>> {
  return {
    HOST: '127.0.0.1',
    KNOWLEDGE_PORT: String(await freePort()),
    CRAWLER_PORT: String(await freePort()),
    HRM_PORT: String(await freePort()),
    MARKETING_PORT: String(await freePort()),
    MEMBER_API_PORT: String(await freePort()),
  };
}

/** my-api.yaml for the installed tools: a spec of a partner's own, not one of ours. */
const MY_API = `openapi: 3.0.3
info:
  title: My API
  version: 1.0.0
paths:
  /items:
    get:
      operationId: listItems
      parameters:
        - name: limit
          in: query
          schema: { type: integer, minimum: 1, maximum: 50 }
          example: 5
      responses:
        '200':
          description: Items.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Item' }
              example:
                - { id: 1, name: First }
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
    Item:
      type: object
      required: [id, name]
      properties:
        id: { type: integer }
        name: { type: string }
`;

describe('README "For partners"', function () {
  this.timeout(600_000);
  const specs = readPartnerSpecsSync();
  const work = mkdtempSync(path.join(tmpdir(), 'readme-examples-'));
  let live: LiveAreas;
  const keys: Record<string, string> = {};

  before(async () => {
    // High limits: the contract command below sends hundreds of requests with one key.
    // LOGIN_RATE_LIMIT: the HR contract command signs in and then tests the sign-in operation itself.
    live = await startPartnerAreas(specs.map((spec) => spec.name), { HRM_RATE_LIMIT: '100000/60s', MARKETING_RATE_LIMIT: '100000/60s', AUTH_FAILURE_RATE_LIMIT: '100000/60s', LOGIN_RATE_LIMIT: '100000/60s', CRAWLER_SIMULATION_RATE_LIMIT: '100000/60s' });
    const apiKeys = createApiKeyService(live.runtime.store.db);
    keys.HRM_API_KEY = (await apiKeys.create({ service: 'hrm', companyId: 'acme', name: 'readme', scopes: ['employee.read', 'attendance.read', 'leave.read', 'payroll.read', 'document.read'] })).key;
    keys.MARKETING_API_KEY = (await apiKeys.create({ service: 'marketing', name: 'readme', tenantId: 'acme' })).key;
  });
  after(async () => {
    await live?.stop();
    await rm(work, { recursive: true, force: true });
  });

  /** The README's addresses (127.0.0.1:808x) pointed at the running areas. */
  const toLive = (text: string) =>
    text.replace(/http:\/\/127\.0\.0\.1:(808[1-4])/g, (found, port: string) => live.urls[{ '8081': 'knowledge', '8082': 'crawler', '8083': 'hrm', '8084': 'marketing' }[port]!] ?? found);

  describe('client examples', () => {
    const examples = partnerExamples();
    const examplesDir = path.join(work, 'examples');
    const diagnostics: string[] = [];
    const fileOf = (area: string) => path.join(examplesDir, `${area}.mts`);

    before(async () => {
      mkdirSync(examplesDir);
      // As in the repository: './src/clients/...' is the project's, the URL the running area's.
      for (const [area, example] of examples) writeFileSync(fileOf(area), toLive(example.replaceAll("'./src/clients/", `'${path.join(projectRoot, 'src/clients')}/`)));
      const tsc = path.join(projectRoot, 'node_modules/typescript/bin/tsc');
      const args = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--skipLibCheck', '--types', 'node', '--typeRoots', path.join(projectRoot, 'node_modules/@types'), ...[...examples.keys()].map(fileOf)];
      const output = await run(process.execPath, [tsc, ...args], { cwd: examplesDir }).then(
        (result) => result.stdout,
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      diagnostics.push(...output.split('\n').filter((line) => /error TS\d+/.test(line)));
    });

    for (const spec of specs) {
      it(`${spec.name}: the example lists real data from the running area`, async function () {
        const example = examples.get(spec.name);
        expect(example, `README "For partners" has no \`\`\`ts example using ./src/clients/${spec.name}.js`).to.be.a('string');
        // An area not built yet is reported by the tests of src/areas; CI=true fails here too.
        requireOrSkip(this, builtArea(spec.name) && realValue[spec.name], `${spec.name} has no area module or no realValue entry here`);
        expect(diagnostics.filter((line) => line.includes(`${spec.name}.mts`)), 'the example compiles (strict)').to.deep.equal([]);
        // `npx tsx example.ts`, as the README says, from the repository.
        const { stdout } = await run('npx', ['tsx', fileOf(spec.name)], { cwd: projectRoot, env: { ...process.env, ...keys } });
        const lines = stdout.split('\n').filter((line) => line.trim() !== '');
        expect(lines.length, 'the example printed something').to.be.greaterThan(0);
        expect(stdout).to.include(await realValue[spec.name](live.urls[spec.name], keys));
        expect(stdout, 'nothing printed as [object Object], undefined or null').to.not.match(/\[object Object\]|\bundefined\b|\bnull\b/);
      });
    }
  });

  describe('shell commands', () => {
    /** A partner's project: the generators write here. Its node_modules is the repository's, read only. */
    const project = path.join(work, 'project');
    const specsDir = path.join(project, 'dist/specs');
    const env = (extra: Record<string, string> = {}) => ({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: path.join(work, 'data'), NO_COLOR: '1', ...extra });
    const sh = (command: string, cwd: string, extra: Record<string, string> = {}) => run('sh', ['-c', command], { cwd, env: env(extra), maxBuffer: 64 * 1024 * 1024 });
    let mock: Background | null = null;
    let mockEnv: Record<string, string> = {};
    /** `npm run serve:dev`, left running for the HR contract command that runs against it. */
    let devServer: Background | null = null;
    let devEnv: Record<string, string> = {};
    /** A partner's folder for the installed tools: my-api.yaml, and the bins where `npm install` links them. */
    const tools = path.join(work, 'tools');
    /** `npx cfs-mock --spec my-api.yaml`, left running: the other bins' server. */
    let specMock: Background | null = null;
    let specMockUrl = '';
    /** The output of a command that failed, for the assertion's message. */
    const failed = (error: { stdout?: string; stderr?: string; message?: string }) => `${error.message ?? ''}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`;

    before(() => {
      mkdirSync(project);
      writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'partner-project', private: true, type: 'module' }));
      symlinkSync(path.join(projectRoot, 'node_modules'), path.join(project, 'node_modules'));
      // A redocly.yaml with `apis`, as in a clone of this repository: openapi-typescript must not take it over.
      writeFileSync(path.join(project, 'redocly.yaml'), readFileSync(path.join(projectRoot, 'redocly.yaml')));
      cpSync(path.join(projectRoot, 'spec'), path.join(project, 'spec'), { recursive: true });
    });
    after(async () => {
      await mock?.stop();
      await devServer?.stop();
      await specMock?.stop();
    });

    /** How each command runs, and what it must have done. Order matters: specs first, the mock before what needs it. */
    const runners: Record<string, () => Promise<void>> = {
      'npm run build:specs': async () => {
        await sh('npm run build:specs', projectRoot);
        expect(existsSync(path.join(projectRoot, 'dist/specs/hrm.json'))).to.equal(true);
      },
      'npm run build:specs -- --out <dir>': async () => {
        await sh(`npm run build:specs -- --out ${specsDir}`, projectRoot);
        expect(JSON.parse(readFileSync(path.join(specsDir, 'manifest.json'), 'utf8'))).to.be.an('array').that.is.not.empty;
      },
      'npx openapi-typescript http://127.0.0.1:8083/api/v1/openapi.json -o src/hrm-api.ts --redocly /dev/null': async () => {
        await sh(toLive('npx openapi-typescript http://127.0.0.1:8083/api/v1/openapi.json -o src/hrm-api.ts --redocly /dev/null'), project);
        expect(readFileSync(path.join(project, 'src/hrm-api.ts'), 'utf8')).to.include('"/api/v1/employees"');
        expect(existsSync(path.join(project, 'generated')), 'the folder\'s redocly.yaml was ignored').to.equal(false);
      },
      'npm install openapi-fetch': async () => {
        // In a folder of its own: the partner project's node_modules is the repository's, which an install would rewrite.
        const own = path.join(work, 'install');
        mkdirSync(own);
        writeFileSync(path.join(own, 'package.json'), JSON.stringify({ name: 'install-check', private: true }));
        await sh('npm install openapi-fetch --prefer-offline --no-audit --no-fund', own);
        expect(existsSync(path.join(own, 'node_modules/openapi-fetch/package.json'))).to.equal(true);
      },
      'npx @hey-api/openapi-ts@0.95.0 -i dist/specs/hrm.json -o src/hrm -c @hey-api/client-fetch': async () => {
        await sh('npx @hey-api/openapi-ts@0.95.0 -i dist/specs/hrm.json -o src/hrm -c @hey-api/client-fetch', project);
        expect(readFileSync(path.join(project, 'src/hrm/sdk.gen.ts'), 'utf8')).to.include('listEmployees');
      },
      'npx orval@7.13.2 --input dist/specs/marketing.json --output src/marketing.ts --client fetch': async () => {
        await sh('npx orval@7.13.2 --input dist/specs/marketing.json --output src/marketing.ts --client fetch', project);
        expect(readFileSync(path.join(project, 'src/marketing.ts'), 'utf8')).to.include('/api/public/v1/ads/campaigns');
      },
      'npm start': async () => {
        const ports = await areaPorts();
        const server = background('npm start', { cwd: projectRoot, env: env(ports) });
        try {
          const health = await answering(`http://127.0.0.1:${ports.KNOWLEDGE_PORT}/api/v1/health`, server);
          expect(health.status).to.equal(200);
          expect((await answering(`http://127.0.0.1:${ports.HRM_PORT}/api/health`, server)).status).to.equal(200);
        } finally {
          // npm passes SIGTERM on to the server, which drains and exits 0, then re-raises it on itself.
          expect(await server.stop(), 'npm start stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
        }
        // Nothing was left behind: the server itself stopped, not only npm (stop() waited for npm's
        // whole process group to end, so a server still answering has left it).
        const after = await fetch(`http://127.0.0.1:${ports.KNOWLEDGE_PORT}/api/v1/health`).then(() => 'answered', () => 'refused');
        expect(after, 'the server stopped with npm').to.equal('refused');
      },
      'npx tsx example.ts': async () => {
        // Run for every area by the client examples above, with exactly this command.
        expect(partnerExamples().size).to.be.greaterThan(0);
      },
      'npm run mock': async () => {
        const ports = await areaPorts();
        const server = background('npm run mock', { cwd: projectRoot, env: env(ports) });
        try {
          const res = await answering(`http://127.0.0.1:${ports.HRM_PORT}/api/v1/employees`, server);
          expect(res.status, 'the mock asks for credentials, as live').to.equal(401);
          const ok = await fetch(`http://127.0.0.1:${ports.HRM_PORT}/api/v1/employees`, { headers: { 'X-API-Key': 'any-well-formed-key', Origin: 'http://localhost:5173' } });
          expect(ok.status).to.equal(200);
          expect(ok.headers.get('x-mock')).to.be.a('string');
          expect(ok.headers.get('access-control-allow-origin'), 'no CORS by default').to.equal(null);
        } finally {
          await server.stop();
        }
      },
      'CORS_ORIGINS=http://localhost:5173 npm run mock': async () => {
        const ports = await areaPorts();
        const server = background('CORS_ORIGINS=http://localhost:5173 npm run mock', { cwd: projectRoot, env: env(ports) });
        try {
          await answering(`http://127.0.0.1:${ports.HRM_PORT}/api/health`, server);
          const preflight = await fetch(`http://127.0.0.1:${ports.HRM_PORT}/api/v1/employees`, {
            method: 'OPTIONS',
            headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
          });
          expect(preflight.status).to.equal(204);
          expect(preflight.headers.get('access-control-allow-origin')).to.equal('http://localhost:5173');
          const login = await fetch(`http://127.0.0.1:${ports.HRM_PORT}/api/v1/member-auth/login`, {
            method: 'POST',
            headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/json' },
            body: JSON.stringify({ loginId: 'hr.viewer', password: 'demo-hr-viewer-pass' }),
          });
          expect(login.status, 'the sign-in proxy refuses another origin, as live').to.equal(403);
        } finally {
          await server.stop();
        }
      },
      'npm run mock &': async () => {
        // Left running for the contract command against the mock, as the README chains them.
        mockEnv = await areaPorts();
        mock = background('npm run mock', { cwd: projectRoot, env: env(mockEnv) });
        await answering(`http://127.0.0.1:${mockEnv.MARKETING_PORT}/api/public/v1/status`, mock);
      },
      'npm run contract -- --all --mock --api-key hrm=any-well-formed-key --api-key marketing=any-well-formed-key': async () => {
        expect(mock, 'the mock was started by `npm run mock &`').to.not.equal(null);
        const { stdout } = await sh('npm run contract -- --all --mock --api-key hrm=any-well-formed-key --api-key marketing=any-well-formed-key', projectRoot, mockEnv);
        expect(stdout).to.match(/4 targets, \d+ requests/);
      },
      'npm run contract -- --spec dist/specs/hrm.json --base-url https://hr.example.com --api-key hrm_... --login-url /api/v1/member-auth/login --login-body \'{"loginId":"hr.admin","password":"..."}\' --junit reports/hrm.xml': async () => {
        const report = path.join(work, 'reports/hrm.xml');
        // The demo password of hr.admin for the README's "...": a member token reaches the operations that take only one.
        const command = `npm run contract -- --spec dist/specs/hrm.json --base-url ${live.urls.hrm} --api-key ${keys.HRM_API_KEY} --login-url /api/v1/member-auth/login --login-body '{"loginId":"hr.admin","password":"demo-hr-admin-pass"}' --junit ${report}`;
        await sh(command, projectRoot).catch((error) => expect.fail(failed(error)));
        expect(readFileSync(report, 'utf8')).to.include('<testsuite');
      },
      'npm run contract -- --help': async () => {
        const { stdout } = await sh('npm run contract -- --help', projectRoot);
        expect(stdout).to.include('Usage: npm run contract');
      },
      'npm run serve:dev': async () => {
        // Left running for the HR contract command below, as the README pairs them. High limits, as for
        // the live areas above: the contract command sends hundreds of requests with one key and signs
        // in and fails authentication on purpose many times; at the defaults (HRM_RATE_LIMIT 100/60s,
        // LOGIN_RATE_LIMIT 20/60s, AUTH_FAILURE_RATE_LIMIT 60/60s) it would wait out 429s for minutes.
        devEnv = { ...(await areaPorts()), HRM_RATE_LIMIT: '100000/60s', LOGIN_RATE_LIMIT: '100000/60s', AUTH_FAILURE_RATE_LIMIT: '100000/60s' };
        devServer = background('npm run serve:dev', { cwd: projectRoot, env: env(devEnv) });
        const health = await answering(`http://127.0.0.1:${devEnv.HRM_PORT}/api/health`, devServer);
        expect(health.status).to.equal(200);
        // The development mode the README's command relies on: demo data and the member API stand-in.
        const login = await fetch(`http://127.0.0.1:${devEnv.HRM_PORT}/api/v1/member-auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ loginId: 'hr.admin', password: 'demo-hr-admin-pass' }),
        });
        expect(login.status, 'hr.admin signs in with the demo password').to.equal(200);
      },
      'npm run contract -- --area hrm --api-key hrm_... --login-url /api/v1/member-auth/login --login-body \'{"loginId":"hr.admin","password":"demo-hr-admin-pass"}\' --max-response-time 2000': async () => {
        expect(devServer, 'the server was started by `npm run serve:dev`').to.not.equal(null);
        // A real key, as a partner makes one, in the store serve:dev uses (the same DATA_DIR).
        const created = await sh('npm run -s keys -- create --service hrm --company acme --scopes employee.read,attendance.read,leave.read,payroll.read,document.read --name readme', projectRoot, devEnv);
        const key = created.stdout.trim().split('\n').at(-1)!;
        expect(key).to.match(/^hrm_/);
        // --max-response-time 10000 for the README's 2000: the check runs all the same, but this machine's two
        // cores are shared with the rest of the suite, where a 2 s answer says nothing about the server.
        const command = `npm run contract -- --area hrm --api-key ${key} --login-url /api/v1/member-auth/login --login-body '{"loginId":"hr.admin","password":"demo-hr-admin-pass"}' --max-response-time 10000`;
        const { stdout } = await sh(command, projectRoot, devEnv).catch((error) => expect.fail(failed(error)));
        expect(stdout).to.include(`127.0.0.1:${devEnv.HRM_PORT}`);
        expect(stdout).to.include('max_response_time');
        expect(stdout).to.include('operation_reached');
      },
      'npm run proxy -- --spec spec/hrm.yaml --upstream http://127.0.0.1:8083 --port 4010': async () => {
        const port = await freePort();
        const proxy = background(toLive(`npm run proxy -- --spec spec/hrm.yaml --upstream http://127.0.0.1:8083 --port ${port}`), { cwd: projectRoot, env: env() });
        try {
          await answering(`http://127.0.0.1:${port}/api/health`, proxy, 120_000);
          await expectProxiedHrm(`http://127.0.0.1:${port}`);
        } finally {
          expect(await proxy.stop(), 'the proxy stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
        }
      },
      'npm run proxy -- --area hrm': async () => {
        // Upstream from HOST/HRM_PORT, pointed at the running HR area; `--port` added only so as not to
        // need the default 4010 free on this machine.
        const port = await freePort();
        const proxy = background(`npm run proxy -- --area hrm --port ${port}`, { cwd: projectRoot, env: env({ HOST: '127.0.0.1', HRM_PORT: new URL(live.urls.hrm).port }) });
        try {
          await answering(`http://127.0.0.1:${port}/api/health`, proxy, 120_000);
          await expectProxiedHrm(`http://127.0.0.1:${port}`);
        } finally {
          expect(await proxy.stop(), 'the proxy stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
        }
      },
      'npm run proxy -- --help': async () => {
        const { stdout } = await sh('npm run proxy -- --help', projectRoot);
        expect(stdout).to.include('usage: cfs-proxy --spec FILE|URL --upstream URL');
        expect(stdout).to.include('--area NAME');
        expect(stdout).to.include('--max-validated-bytes');
      },
      'npm run bench:proxy': async () => {
        // Not run: a benchmark of minutes on shared cores measures nothing a test can assert (the
        // script asserts nothing either). What is checked: the command exists, and runs the script
        // with the set-up the README's figures state (16 connections, 5 s per variant, Prism 5.14.2).
        const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
        expect(scripts['bench:proxy']).to.equal('tsx scripts/bench-proxy.ts');
        const bench = readFileSync(path.join(projectRoot, 'scripts/bench-proxy.ts'), 'utf8');
        expect(bench).to.include('const CONNECTIONS = 16;');
        expect(bench).to.include('BENCH_DURATION ?? 5)');
        expect(bench).to.include("import { installPrism, PRISM_VERSION, start as startIn, stop } from './bench/peers.js';");
        expect(readFileSync(path.join(projectRoot, 'scripts/bench/peers.ts'), 'utf8')).to.include("export const PRISM_VERSION = '5.14.2';");
      },
      'npm pack': async () => {
        // `--dry-run`: the same prepack build and file list, without writing the tarball; installing a real
        // one (minutes: better-sqlite3 compiles) is `npm run test:production`'s job, below.
        const { stdout } = await sh('npm pack --dry-run --json', projectRoot);
        const report = JSON.parse(stdout.slice(stdout.lastIndexOf('\n[') + 1)) as Array<{ filename: string; files: Array<{ path: string }> }>;
        expect(report[0].filename, 'the name the README installs').to.equal('contract-first-services-1.0.0.tgz');
        const files = report[0].files.map((file) => file.path);
        const bins = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
        expect(bins).to.deep.equal({ 'cfs-contract': 'build/src/cli/contract.js', 'cfs-mock': 'build/src/cli/mock.js', 'cfs-proxy': 'build/src/cli/proxy.js' });
        expect(files, 'prepack built the bins into the package').to.include.members([...Object.values(bins), 'spec/hrm.yaml']);
        expect(files.filter((file) => file.startsWith('src/') || file.startsWith('test/')), 'no sources or tests in the package').to.deep.equal([]);
      },
      'npm run pack:partner-tools': async () => {
        const { stdout } = await sh('npm run -s pack:partner-tools -- --json', projectRoot);
        const { tarball, dependencies } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { tarball: string; dependencies: Record<string, string> };
        expect(path.basename(tarball), 'the name the README installs').to.equal('cfs-partner-tools-1.0.0.tgz');
        expect(existsSync(tarball)).to.equal(true);
        const heavy = ['better-sqlite3', 'pg', 'ioredis', 'kysely', 'openapi-backend'].filter((name) => name in dependencies);
        expect(heavy, 'no native module, database or Redis client').to.deep.equal([]);
        mkdirSync(tools, { recursive: true });
        cpSync(tarball, path.join(tools, 'cfs-partner-tools-1.0.0.tgz'));
      },
      'npm install --omit=dev ./cfs-partner-tools-1.0.0.tgz': async () => {
        // A partner's empty folder: the README's command as written, from the npm registry.
        writeFileSync(path.join(tools, 'package.json'), JSON.stringify({ name: 'partner-tools', private: true }));
        await sh('npm install --omit=dev --no-audit --no-fund ./cfs-partner-tools-1.0.0.tgz', tools).catch((error) => expect.fail(failed(error)));
        for (const bin of ['cfs-mock', 'cfs-contract', 'cfs-proxy']) expect(existsSync(path.join(tools, 'node_modules/.bin', bin)), bin).to.equal(true);
        expect(existsSync(path.join(tools, 'node_modules/better-sqlite3')), 'no native module installed').to.equal(false);
        writeFileSync(path.join(tools, 'my-api.yaml'), MY_API);
      },
      'npm run scorecard:partner-specs': async () => {
        // Not run: it installs Prism and a corpus and takes minutes. Checked: the command runs the
        // scorecard on the corpus and Prism version the README's table names.
        const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
        expect(scripts['scorecard:partner-specs']).to.equal('tsx scripts/scorecard-partner-specs.ts');
        expect(readFileSync(path.join(projectRoot, 'scripts/scorecard-partner-specs.ts'), 'utf8')).to.include("const EXAMPLES_VERSION = '8.2.2';");
        expect(readFileSync(path.join(projectRoot, 'scripts/bench/peers.ts'), 'utf8')).to.include("export const PRISM_VERSION = '5.14.2';");
      },
      'npm run scorecard:prism-harness -- --harness DIR': async () => {
        // Not run: it needs a checkout of Prism's repository (nothing of it is copied here) and
        // takes minutes. Checked: the command runs the scorecard against the built tools.
        const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
        expect(scripts['scorecard:prism-harness']).to.equal('tsx scripts/scorecard-prism-harness.ts');
        expect(readFileSync(path.join(projectRoot, 'scripts/scorecard-prism-harness.ts'), 'utf8')).to.include("'build/src/cli'");
      },
      'npx cfs-mock --spec my-api.yaml --port 4010': async () => {
        // Left running for cfs-contract and cfs-proxy below; on a free port for 4010.
        const port = await freePort();
        specMockUrl = `http://127.0.0.1:${port}`;
        specMock = background(`npx cfs-mock --spec my-api.yaml --port ${port}`, { cwd: tools, env: env(), group: true });
        const items = await answering(`${specMockUrl}/items?limit=5`, specMock, 60_000);
        expect(items.status).to.equal(200);
        expect(await items.json(), "the spec's example, as written").to.deep.equal([{ id: 1, name: 'First' }]);
        const unknown = await fetch(`${specMockUrl}/nowhere`);
        expect(unknown.status, 'its own errors: problem documents').to.equal(404);
        expect(await unknown.json()).to.include({ status: 404 }).and.to.have.property('title').that.is.a('string');
      },
      'npx cfs-contract --spec my-api.yaml --base-url http://127.0.0.1:4010': async () => {
        expect(specMock, 'the mock was started by `npx cfs-mock`').to.not.equal(null);
        const { stdout } = await sh(`npx cfs-contract --spec my-api.yaml --base-url ${specMockUrl}`, tools).catch((error) => expect.fail(failed(error)));
        expect(stdout).to.include('every check passed');
      },
      'npx cfs-proxy --spec my-api.yaml --upstream https://api.example.com --port 4011': async () => {
        // The running cfs-mock stands in for api.example.com.
        expect(specMock, 'the mock was started by `npx cfs-mock`').to.not.equal(null);
        const port = await freePort();
        const proxy = background(`npx cfs-proxy --spec my-api.yaml --upstream ${specMockUrl} --port ${port}`, { cwd: tools, env: env(), group: true });
        try {
          const valid = await answering(`http://127.0.0.1:${port}/items?limit=5`, proxy, 60_000);
          expect(valid.status).to.equal(200);
          expect(valid.headers.get('x-contract-violations')).to.equal(null);
          const bad = await fetch(`http://127.0.0.1:${port}/items?limit=many`);
          expect(bad.status, 'forwarded: the mock refuses it itself').to.equal(400);
          const violations = JSON.parse(bad.headers.get('x-contract-violations') ?? '[]') as Array<{ where: string; location: string }>;
          expect(violations.map((v) => `${v.where} ${v.location}`)).to.deep.equal(['request query.limit']);
        } finally {
          expect(await proxy.stop(), 'the proxy stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
        }
      },
      'npm run test:production': async () => {
        // Not run here: it takes minutes; CI runs it (.ci/run). Checked: the script runs that test.
        const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
        expect(scripts['test:production']).to.equal("mocha 'test/production/*.production.ts'");
        expect(readFileSync(path.join(projectRoot, '.ci/run'), 'utf8')).to.include('npm run test:production');
        await expectProductionTest();
      },
    };

    /** A proxy in front of the running HR area: a valid exchange passes clean, a bad request is reported and forwarded. */
    async function expectProxiedHrm(proxyUrl: string): Promise<void> {
      const valid = await fetch(`${proxyUrl}/api/v1/employees?page=1&pageSize=10`, { headers: { 'X-API-Key': keys.HRM_API_KEY } });
      expect(valid.status).to.equal(200);
      expect(valid.headers.get('x-contract-violations'), 'a valid exchange gets no header').to.equal(null);
      expect(((await valid.json()) as { data: { items: unknown[] } }).data.items).to.not.be.empty;
      const bad = await fetch(`${proxyUrl}/api/v1/employees?page=first`, { headers: { 'X-API-Key': keys.HRM_API_KEY } });
      expect(bad.status, 'forwarded: the HR area refuses it itself').to.equal(400);
      const violations = JSON.parse(bad.headers.get('x-contract-violations') ?? '[]') as Array<{ where: string; location: string }>;
      expect(violations.map((v) => `${v.where} ${v.location}`)).to.include('request query.page');
    }

    /** test/production/packed-tools.production.ts: packs, installs the tarball and runs the three installed bins. */
    async function expectProductionTest(): Promise<void> {
      const source = readFileSync(path.join(projectRoot, 'test/production/packed-tools.production.ts'), 'utf8');
      expect(source).to.include("exec(npm, ['pack'");
      expect(source).to.include("exec(npm, ['install'");
      for (const bin of ['cfs-mock', 'cfs-contract', 'cfs-proxy']) expect(source).to.include(`bin('${bin}')`);
    }

    it('every command of the section has a runner here', () => {
      const commands = partnerCommands();
      expect(commands.length).to.be.greaterThan(5);
      expect(commands.filter((command) => !(command in runners)), 'commands of the README this test does not run').to.deep.equal([]);
    });

    for (const command of Object.keys(runners)) {
      it(`runs: ${command}`, async () => {
        // A runner for a command the README no longer has would test nothing.
        if (!partnerCommands().includes(command)) expect.fail(`the README no longer has \`${command}\`: remove its runner`);
        await runners[command]();
      });
    }
  });
});
