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

/** Every shell command of the section: the lines of ```sh blocks and the commands quoted in its prose. */
export function partnerCommands(section = partnerSection()): string[] {
  const commands: string[] = [];
  for (const block of section.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)) {
    for (const line of block[1].replace(/\\\n\s*/g, ' ').split('\n')) if (line.trim() && !line.trim().startsWith('#')) commands.push(line.trim());
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
  /** The exit code, or the signal npm re-raises on itself once the server it forwarded it to has exited. */
  stop(): Promise<number | NodeJS.Signals | null>;
}

function background(command: string, options: { cwd: string; env: NodeJS.ProcessEnv }): Background {
  // `exec` so that the signal reaches npm itself, which passes it on to the server it started.
  const [, assignments, rest] = /^((?:[A-Z_]+=\S+\s+)*)(.*)$/.exec(command)!;
  const child = spawn('sh', ['-c', `${assignments}exec ${rest}`], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
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

describe('README "For partners"', function () {
  this.timeout(600_000);
  const specs = readPartnerSpecsSync();
  const work = mkdtempSync(path.join(tmpdir(), 'readme-examples-'));
  let live: LiveAreas;
  const keys: Record<string, string> = {};

  before(async () => {
    // High limits: the contract command below sends hundreds of requests with one key.
    live = await startPartnerAreas(specs.map((spec) => spec.name), { HRM_RATE_LIMIT: '100000/60s', MARKETING_RATE_LIMIT: '100000/60s', AUTH_FAILURE_RATE_LIMIT: '100000/60s', CRAWLER_SIMULATION_RATE_LIMIT: '100000/60s' });
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
      const output = await run(process.execPath, [tsc, ...args], { cwd: examplesDir }).then((result) => result.stdout, (error: { stdout?: string }) => error.stdout ?? String(error));
      diagnostics.push(...output.split('\n').filter((line) => /error TS\d+/.test(line)));
    });

    for (const spec of specs) {
      it(`${spec.name}: the example lists real data from the running area`, async function () {
        const example = examples.get(spec.name);
        expect(example, `README "For partners" has no \`\`\`ts example using ./src/clients/${spec.name}.js`).to.be.a('string');
        if (!builtArea(spec.name) || !realValue[spec.name]) this.skip();
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
        // Nothing was left behind: the server itself stopped, not only npm.
        await new Promise((resolve) => setTimeout(resolve, 500));
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
      'npm run contract -- --spec dist/specs/hrm.json --base-url https://hr.example.com --api-key hrm_... --junit reports/hrm.xml': async () => {
        const report = path.join(work, 'reports/hrm.xml');
        const command = `npm run contract -- --spec dist/specs/hrm.json --base-url ${live.urls.hrm} --api-key ${keys.HRM_API_KEY} --junit ${report}`;
        await sh(command, projectRoot);
        expect(readFileSync(report, 'utf8')).to.include('<testsuite');
      },
      'npm run contract -- --help': async () => {
        const { stdout } = await sh('npm run contract -- --help', projectRoot);
        expect(stdout).to.include('Usage: npm run contract');
      },
    };

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
