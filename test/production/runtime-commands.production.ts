/**
 * Every command the README documents for the runtime-only folder, run there as written, with
 * NODE_ENV=production (`npm run test:production`; the folder: runtime-folder.ts).
 *
 * - The commands come from the README: the "Production" section's shell block, and every
 *   command anywhere in it (tables, prose, blocks) that runs one of the operator's npm scripts
 *   (the scripts that run `build/`: start, mock, keys, seed, contract, proxy). Each must have a
 *   row in ROWS below, which runs it and checks what it did, or says why it runs only in a
 *   clone; a command without a row fails the test, and so does a row the README lost.
 * - Every operator script has its `--help` row and the `ensure-build` pre-step.
 * - Whatever a command prints that names a command (usage lines, `next:` hints) must name one
 *   that works in this folder: an operator script, or a file of `build/` that is there; never
 *   tsx or npx. seed's `next:` commands are run.
 * - The environment is the README's `export` lines, with its placeholders made real
 *   (PLACEHOLDERS below), plus free ports and a scratch data folder.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../src/config/package-root.js';
import { freePort } from '../support/ports.js';
import { freshSchema } from '../support/store.js';
import { accepts, background, documentedRuntimeFiles, listening, readmeSection, runtimeEnv, runtimeInstall, until, type Background, type RuntimeInstall } from './runtime-folder.js';
import { inCi } from '../support/requirements.js';

const AREAS = ['knowledge', 'crawler', 'hrm', 'marketing'];

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** One command as the README writes it, and how it runs in the runtime-only folder. */
interface Row {
  command: string;
  /** Runs it there (through `sh -c`, as typed) and checks what it did. */
  run?: () => Promise<void>;
  /** Instead of `run`: why it runs only in a clone of the repository, and which test runs it there. */
  cloneOnly?: string;
}

// ── The README's commands ────────────────────────────────────────────────────────────────

const README = readFileSync(path.join(packageRoot, 'README.md'), 'utf8');

/** The lines of the README's shell blocks (without comments) and its commands quoted in prose or tables. */
function readmeCommands(text: string): string[] {
  const commands: string[] = [];
  for (const block of text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)) {
    for (const raw of block[1].replace(/\\\n\s*/g, ' ').split('\n')) {
      const line = raw.trim().startsWith('#') ? '' : raw.replace(/\s+#\s.*$/, '').trim();
      if (line) commands.push(line);
    }
  }
  const prose = text.replace(/```[\s\S]*?```/g, '');
  for (const quoted of prose.matchAll(/`([^`\n]+)`/g)) if (/^([A-Z_]+=\S+\s+)*(npm|node)\s/.test(quoted[1])) commands.push(quoted[1]);
  return [...new Set(commands)];
}

/** The app's package.json scripts that run the built commands: the operator's scripts. */
function operatorScripts(app: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return Object.keys(scripts).filter((name) => /^exec node build\//.test(scripts[name]));
}

/** The script a command line runs (`npm start`, `npm run keys -- …`, `CORS_ORIGINS=… npm run mock`), if any. */
function scriptOf(command: string): string | undefined {
  const match = /^(?:[A-Z_]+=\S+\s+)*npm\s+(?:start\b|run\s+(?:-s\s+)?([\w:.-]+))/.exec(command);
  return match ? (match[1] ?? 'start') : undefined;
}

/**
 * The commands this test must run: the "Production" shell block's lines but its `export`s,
 * and every README command of an operator script or of build/.
 */
function documentedCommands(app: string): string[] {
  const operator = operatorScripts(app);
  const block = /```sh\n([\s\S]*?)```/.exec(readmeSection('Production'))?.[1] ?? '';
  const production = readmeCommands(`\`\`\`sh\n${block}\`\`\``).filter((line) => !line.startsWith('export '));
  // `npm run keys -- …` alone refers to the forms written out elsewhere: not a command of its own.
  const elsewhere = readmeCommands(README).filter((command) => (operator.includes(scriptOf(command) ?? '') || /^node build\//.test(command)) && !/ -- …$/.test(command));
  return [...new Set([...production, ...elsewhere])];
}

// ── What the README leaves to the operator, made real here ───────────────────────────────

/** The README's `export NAME=value …` lines of "Production", by name. */
function readmeExports(): Record<string, string> {
  const exported: Record<string, string> = {};
  for (const line of readmeCommands(readmeSection('Production')).filter((command) => command.startsWith('export '))) {
    for (const pair of line.slice('export '.length).trim().split(/\s+/)) {
      const [name, ...value] = pair.split('=');
      exported[name] = value.join('=');
    }
  }
  return exported;
}

describe('runtime-only install: every documented command, as written', function () {
  this.timeout(20 * 60_000);
  let install: RuntimeInstall;
  let app: string;
  /** The README's environment, with PLACEHOLDERS filled in, free ports and a scratch DATA_DIR. */
  let env: NodeJS.ProcessEnv;
  let dropSchema: (() => Promise<void>) | undefined;
  /** `npm start`, left running for the commands that need a server. */
  let server: Background | undefined;
  /** `npm run mock &`, left running for the contract command against the mock. */
  let mock: Background | undefined;
  let mockEnv: NodeJS.ProcessEnv;
  /** The operator's knowledge files (KNOWLEDGE_SOURCES_FILE, KNOWLEDGE_REPORT_DIR). */
  let operator: { sourcesFile: string; reportDir: string };
  /** The id and key `keys create --service hrm` printed. */
  let hrKey: { id: string; key: string } | undefined;
  /** The marketing key made once the tenant exists. */
  let marketingKey: string | undefined;

  /**
   * The README's placeholders: what each exported setting is on this machine. A setting the
   * README exports that is not here (other than NODE_ENV, used as written) fails the test.
   */
  const PLACEHOLDERS: Record<string, () => Promise<string>> = {
    // No central member API here: the live servers start without one and the HR sign-in proxy answers 502.
    MEMBER_API_URL: async () => 'http://127.0.0.1:9',
    // A PostgreSQL schema of its own when TEST_DATABASE_URL is set (.ci/run), else SQLite in DATA_DIR.
    DATABASE_URL: async () => {
      const base = process.env.TEST_DATABASE_URL;
      // A developer machine without PostgreSQL runs the commands on SQLite; CI=true must run them on PostgreSQL.
      if (!base && inCi) throw new Error('CI=true and TEST_DATABASE_URL is not set: a CI run must run the commands on PostgreSQL too');
      if (!base) return '';
      const schema = await freshSchema(base, 'runtime');
      dropSchema = schema.drop;
      return schema.url;
    },
    KNOWLEDGE_SOURCES_FILE: async () => operator.sourcesFile,
    KNOWLEDGE_REPORT_DIR: async () => operator.reportDir,
  };

  async function ports(): Promise<Record<string, string>> {
    return {
      HOST: '127.0.0.1',
      KNOWLEDGE_PORT: String(await freePort()),
      CRAWLER_PORT: String(await freePort()),
      HRM_PORT: String(await freePort()),
      MARKETING_PORT: String(await freePort()),
      MEMBER_API_PORT: String(await freePort()),
      METRICS_PORT: String(await freePort()),
    };
  }

  before(async () => {
    install = await runtimeInstall();
    app = install.app;
    // The operator's own catalog and one crawler report: what production serves instead of the demo's.
    const knowledge = path.join(install.scratch, 'operator-knowledge');
    operator = { sourcesFile: path.join(knowledge, 'sources.yaml'), reportDir: path.join(knowledge, 'reports') };
    mkdirSync(operator.reportDir, { recursive: true });
    writeFileSync(operator.sourcesFile, ['documents:', '  - { id: policy-retention, title: Retention policy, owner: Records }', 'sources:', '  - id: operator-source', '    name: The operator\'s own source', '    url: https://regulations.example.org/retention', '    category: regulation', '    keywords: [retention]', '    affectedDocuments: [policy-retention]', ''].join('\n'));
    writeFileSync(path.join(operator.reportDir, '2027-01-02.json'), JSON.stringify({ reportId: 'operator-run-1', generatedAt: '2027-01-02T06:00:00Z', summary: { checked: 1, changed: 0, failed: 0 }, results: [{ sourceId: 'operator-source', status: 'unchanged', checkedAt: '2027-01-02T06:00:00Z' }] }));

    const exported = readmeExports();
    expect(exported.NODE_ENV, 'the README exports NODE_ENV=production').to.equal('production');
    const filled: Record<string, string> = { NODE_ENV: 'production' };
    for (const name of Object.keys(exported).filter((name) => name !== 'NODE_ENV')) {
      expect(PLACEHOLDERS, `the README exports ${name}: say in PLACEHOLDERS what it is here`).to.have.property(name);
      filled[name] = await PLACEHOLDERS[name]();
    }
    env = runtimeEnv({ ...filled, ...(await ports()), DATA_DIR: path.join(install.scratch, 'commands-data') });
  });

  after(async () => {
    if (mock) expect(await mock.stop(), 'npm run mock & stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
    if (server) expect(await server.stop(), 'npm start stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
    await dropSchema?.();
  });

  /** Runs a command line in the folder as typed (`sh -c`), and checks every command its output names. */
  async function sh(command: string, extra: NodeJS.ProcessEnv = {}): Promise<Ran> {
    const ran = await new Promise<Ran>((resolve) => {
      execFile('sh', ['-c', command], { cwd: app, env: { ...env, ...extra }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      });
    });
    expectWorkingCommands(`${ran.stdout}\n${ran.stderr}`, command);
    return ran;
  }

  /** A server command in the background: `sh -c 'exec …'`, so that npm itself gets the signals. */
  function started(command: string, extra: NodeJS.ProcessEnv): Background {
    const [, assignments, rest] = /^((?:[A-Z_]+=\S+\s+)*)(.*)$/.exec(command)!;
    return background(['sh', '-c', `${assignments}exec ${rest}`], { cwd: app, env: { ...env, ...extra } });
  }

  /**
   * Every command an output names works here: `npm start` / `npm run <script>` of an operator
   * script, `node build/….js` of a file that is there; never tsx or npx.
   */
  function expectWorkingCommands(output: string, command: string): void {
    const operator = operatorScripts(app);
    const problems: string[] = [];
    for (const match of output.matchAll(/\bnpm\s+(?:start\b|test\b|run\s+(?:-s\s+)?([\w:.-]+))/g)) {
      const script = match[0].includes(' run') ? match[1] : match[0].includes('test') ? 'test' : 'start';
      if (!operator.includes(script)) problems.push(`\`${match[0]}\` (not a script that runs here)`);
    }
    for (const match of output.matchAll(/\bnode\s+(build\/[\w/.-]+\.js)/g)) if (!existsSync(path.join(app, match[1]))) problems.push(`\`${match[0]}\` (no such file here)`);
    for (const match of output.matchAll(/\b(tsx|npx)\b/g)) problems.push(`\`${match[0]}\` (a dev tool)`);
    expect(problems, `\`${command}\` printed commands that do not work in the runtime-only folder:\n${output.slice(0, 3000)}`).to.deep.equal([]);
  }

  async function expectExit(command: string, code: number, extra: NodeJS.ProcessEnv = {}): Promise<Ran> {
    const ran = await sh(command, extra);
    expect(ran.code, `\`${command}\` exit code\n${ran.stdout}\n${ran.stderr}`).to.equal(code);
    return ran;
  }

  /** What a `--help` must say, per operator script. */
  function helpRow(script: string, says: string[]): Row {
    const command = script === 'start' ? 'npm start -- --help' : `npm run ${script} -- --help`;
    return {
      command,
      run: async () => {
        const { stdout } = await expectExit(command, 0);
        for (const text of says) expect(stdout, command).to.include(text);
      },
    };
  }

  const url = (area: string) => `http://127.0.0.1:${env[`${area.toUpperCase()}_PORT`]}`;
  const lastLine = (text: string) => text.trimEnd().split('\n').at(-1)!;

  /** Runs a proxy command until it answers, checks a clean and a broken exchange with the HR area, stops it. */
  async function expectProxy(command: string, port: string, extra: NodeJS.ProcessEnv = {}): Promise<void> {
    const proxy = started(command, extra);
    try {
      await until(proxy, 'the proxy listening', () => (proxy.output().includes('"proxy listening"') ? true : undefined));
      expectWorkingCommands(proxy.output(), command);
      const valid = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(valid.status).to.equal(200);
      expect(valid.headers.get('x-contract-violations'), 'a valid exchange gets no header').to.equal(null);
      const bad = await fetch(`http://127.0.0.1:${port}/api/v1/employees?page=first`, { headers: { 'X-API-Key': hrKey?.key ?? 'hrm_unknown_key' } });
      const violations = JSON.parse(bad.headers.get('x-contract-violations') ?? '[]') as Array<{ where: string; location: string }>;
      expect(violations.map((v) => `${v.where} ${v.location}`)).to.include('request query.page');
    } finally {
      expect(await proxy.stop(), `${command} stops on SIGTERM`).to.be.oneOf([0, 'SIGTERM']);
    }
  }

  async function expectMock(command: string, extra: NodeJS.ProcessEnv): Promise<Background> {
    const running = started(command, extra);
    await until(running, 'the mock serving every area', () => (AREAS.every((area) => listening(running.output(), 'mock area listening')[area]) ? true : undefined));
    expectWorkingCommands(running.output(), command);
    const hrm = `http://127.0.0.1:${extra.HRM_PORT}`;
    expect((await fetch(`${hrm}/api/v1/employees`)).status, 'the mock asks for credentials, as live').to.equal(401);
    const ok = await fetch(`${hrm}/api/v1/employees`, { headers: { 'X-API-Key': 'any-well-formed-key' } });
    expect(ok.status).to.equal(200);
    expect(ok.headers.get('x-mock')).to.be.a('string');
    // Generated data through the bundle: its ids drawn by randexp, bundled in, from the spec's `^emp-[0-9]{4}$`.
    const generated = await fetch(`${hrm}/api/v1/employees`, { headers: { 'X-API-Key': 'any-well-formed-key', Prefer: 'dynamic=true, seed=3' } });
    expect(generated.status).to.equal(200);
    const { data } = (await generated.json()) as { data: { items: Array<{ id: string }> } };
    expect(data.items).to.not.be.empty;
    for (const { id } of data.items) expect(id).to.match(/^emp-[0-9]{4}$/);
    return running;
  }

  /** The mock's environment: production, and no MEMBER_API_URL (the mock calls no member API). */
  async function mockEnvironment(): Promise<NodeJS.ProcessEnv> {
    const own = await ports();
    return { ...own, MEMBER_API_URL: undefined, DATABASE_URL: undefined };
  }

  /**
   * Every command of the README that runs in the runtime-only folder, in the order they run.
   * A new operator command goes here: its README forms (each a row), and its `--help`.
   */
  const ROWS: Row[] = [
    // ── Making the folder: done by runtime-folder.ts, literally; checked here ──
    {
      command: 'npm ci && npm run build',
      run: async () => {
        // Run in the checkout by runtimeInstall() (npm ci there is the developer's: this checkout is installed).
        expect(existsSync(path.join(packageRoot, 'build/src/cli/serve.js'))).to.equal(true);
      },
    },
    {
      command: 'npm ci --omit=dev',
      run: async () => {
        expect(existsSync(path.join(app, 'node_modules/better-sqlite3')), 'the runtime dependencies').to.equal(true);
        expect(existsSync(path.join(app, 'node_modules/tsx')) || existsSync(path.join(app, 'node_modules/typescript')), 'no dev dependency').to.equal(false);
        const shipped = new Set(['node_modules', ...documentedRuntimeFiles().map((entry) => entry.split('/')[0])]);
        expect(readdirSync(app).filter((entry) => !shipped.has(entry)), 'nothing but the runtime files').to.deep.equal([]);
      },
    },

    // ── npm start: the live servers, left running for the commands below ──
    {
      command: 'npm start',
      run: async () => {
        server = started('npm start', {});
        await until(server, 'npm start serving every area', () => (AREAS.every((area) => listening(server!.output())[area]) ? true : undefined));
        expectWorkingCommands(server.output(), 'npm start');
        for (const [area, health] of Object.entries({ knowledge: '/api/v1/health', crawler: '/api/public/v1/health', hrm: '/api/health', marketing: '/api/public/v1/status' })) {
          expect((await fetch(`${url(area)}${health}`)).status, `${area} health`).to.equal(200);
        }
        // The operator's knowledge files, never the demo's.
        const sources = (await (await fetch(`${url('knowledge')}/api/v1/sources`)).json()).data;
        expect(sources.sources.map((source: { id: string }) => source.id)).to.deep.equal(['operator-source']);
        const latest = (await (await fetch(`${url('knowledge')}/api/v1/reports/latest`)).json()).data;
        expect(latest.reportId).to.equal('operator-run-1');
        expect(server.output(), 'no warning: both knowledge settings given').to.not.include('not set: the knowledge monitor');
      },
    },
    helpRow('start', ['npm start', 'npm run mock', 'NODE_ENV=production', 'SIGTERM']),
    {
      command: 'node build/src/cli/healthcheck.js',
      run: async () => {
        // The image's health check, against `npm start` (METRICS_PORT set, as the image sets it).
        const { stdout } = await expectExit('node build/src/cli/healthcheck.js', 0);
        expect(stdout.trim()).to.equal(`ready: http://127.0.0.1:${env.METRICS_PORT}/readyz`);
      },
    },

    // ── npm run keys ──
    {
      command: 'npm run keys -- create --service hrm --company acme --scopes employee.read,leave.read --name payroll-sync',
      run: async () => {
        // A production store holds no company until the operator makes one (keys create refuses
        // an unknown one and names this command); the data commands' rows may take this over.
        await expectExit('npm run tenants -- create --area hrm --company acme', 0);
        const { stdout } = await expectExit('npm run keys -- create --service hrm --company acme --scopes employee.read,leave.read --name payroll-sync', 0);
        const key = lastLine(stdout);
        expect(key).to.match(/^hrm_/);
        hrKey = { key, id: key.split('_')[1] };
        const employees = await fetch(`${url('hrm')}/api/v1/employees`, { headers: { 'X-API-Key': key } });
        expect(employees.status, 'the running server admits the new key').to.equal(200);
      },
    },
    {
      command: 'npm run keys -- create --service marketing --tenant acme --name crm',
      run: async () => {
        // A production store holds no tenant until one is made (`npm run tenants -- create --area
        // marketing --tenant acme`, or seed's `bench` below): the command runs, and refuses the
        // unknown tenant, naming the command that makes it (which must work here: expectExit).
        const { stderr } = await expectExit('npm run keys -- create --service marketing --tenant acme --name crm', 2);
        expect(stderr).to.include('unknown tenant "acme"');
      },
    },
    {
      command: 'npm run keys -- list',
      run: async () => {
        const { stdout } = await expectExit('npm run keys -- list', 0);
        expect(stdout).to.include(hrKey!.id).and.to.include('"payroll-sync"');
        expect(stdout, 'never a secret').to.not.include(hrKey!.key.split('_').slice(2).join('_'));
      },
    },
    {
      command: 'npm run keys -- revoke <id>',
      run: async () => {
        const { stdout } = await expectExit(`npm run keys -- revoke ${hrKey!.id}`, 0);
        expect(lastLine(stdout)).to.equal(`revoked ${hrKey!.id}`);
        // The running server refuses it within the stated bound (1 s); 3 s for a loaded machine.
        const deadline = Date.now() + 3000;
        let status = 0;
        while (Date.now() < deadline && (status = (await fetch(`${url('hrm')}/api/v1/employees`, { headers: { 'X-API-Key': hrKey!.key } })).status) !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(status, 'the revoked key is refused').to.equal(401);
      },
    },
    helpRow('keys', ['usage: npm run keys -- <command>', 'create --service hrm', 'revoke <id>']),

    // ── npm run seed, and the commands it says to run next ──
    {
      command: 'npm run seed -- --rows N',
      run: async () => {
        const { stdout } = await expectExit('npm run seed -- --rows 200', 0);
        const hints = stdout.split('\n').filter((line) => /^(next:|\s{6})\s*npm /.test(line)).map((line) => line.replace(/^next:/, '').trim());
        expect(hints, 'seed says what to run next').to.have.length(2);
        for (const hint of hints) {
          const { stdout: created } = await expectExit(hint, 0);
          const key = lastLine(created);
          const list = key.startsWith('hrm_') ? `${url('hrm')}/api/v1/employees?page=1&pageSize=5` : `${url('marketing')}/api/public/v1/ads/campaigns?page=1&page_size=5`;
          const answer = await fetch(list, { headers: { 'X-API-Key': key } });
          expect(answer.status, `${hint}: its key reads the seeded rows`).to.equal(200);
          expect((await answer.json()).data.items, hint).to.not.be.empty;
        }
        // Once per store: a second run changes nothing and says how to start over.
        const again = await expectExit('npm run seed -- --rows 200', 1);
        expect(again.stderr).to.include('nothing was written');
      },
    },
    helpRow('seed', ['usage: npm run seed -- --rows N', 'DATABASE_URL', 'starting over']),

    // ── npm run contract ──
    {
      command: 'npm run contract -- --area knowledge',
      run: async () => {
        // Against `npm start`, serving the operator's catalog and report: every operation reached.
        const { stdout } = await expectExit('npm run contract -- --area knowledge', 0);
        expect(stdout).to.include(`127.0.0.1:${env.KNOWLEDGE_PORT}`).and.to.include('every check passed');
      },
    },
    helpRow('contract', ['Usage: npm run contract -- [target] [options]', '--base-url']),
    {
      command: "npm run contract -- --spec dist/specs/hrm.json --base-url https://hr.example.com --api-key hrm_... --login-url /api/v1/member-auth/login --login-body '{\"loginId\":\"hr.admin\",\"password\":\"...\"}' --junit reports/hrm.xml",
      cloneOnly: 'dist/specs/ is written by `npm run build:specs`, a script of the checkout; test/publishing/readme-examples.test.ts runs it there',
    },
    {
      command: "npm run contract -- --area hrm --api-key hrm_... --login-url /api/v1/member-auth/login --login-body '{\"loginId\":\"hr.admin\",\"password\":\"demo-hr-admin-pass\"}' --max-response-time 2000",
      cloneOnly: 'runs against `npm run serve:dev` (the member API stand-in and its demo members); test/publishing/readme-examples.test.ts runs it there',
    },

    // ── npm run mock ──
    {
      command: 'npm run mock',
      run: async () => {
        const running = await expectMock('npm run mock', await mockEnvironment());
        expect(await running.stop(), 'the mock stops on SIGTERM').to.be.oneOf([0, 'SIGTERM']);
      },
    },
    {
      command: 'CORS_ORIGINS=http://localhost:5173 npm run mock',
      run: async () => {
        const own = await mockEnvironment();
        const running = await expectMock('CORS_ORIGINS=http://localhost:5173 npm run mock', own);
        try {
          const preflight = await fetch(`http://127.0.0.1:${own.HRM_PORT}/api/v1/employees`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' } });
          expect(preflight.headers.get('access-control-allow-origin')).to.equal('http://localhost:5173');
        } finally {
          expect(await running.stop()).to.be.oneOf([0, 'SIGTERM']);
        }
      },
    },
    {
      command: 'npm run mock &',
      run: async () => {
        mockEnv = await mockEnvironment();
        mock = await expectMock('npm run mock', mockEnv);
      },
    },
    {
      command: 'npm run contract -- --all --mock --api-key hrm=any-well-formed-key --api-key marketing=any-well-formed-key',
      run: async () => {
        const { stdout } = await expectExit('npm run contract -- --all --mock --api-key hrm=any-well-formed-key --api-key marketing=any-well-formed-key', 0, mockEnv);
        expect(stdout).to.match(/4 targets, \d+ requests .*every check passed/);
      },
    },
    helpRow('mock', ['npm run mock', '--mock']),

    // ── npm run proxy ──
    {
      command: 'npm run proxy -- --area hrm',
      run: async () => {
        // Upstream from HOST/HRM_PORT: the running `npm start`. `--port` only because 4010 may be taken here.
        const port = String(await freePort());
        await expectProxy(`npm run proxy -- --area hrm --port ${port}`, port);
      },
    },
    {
      command: 'npm run proxy -- --spec spec/hrm.yaml --upstream http://127.0.0.1:8083 --port 4010',
      run: async () => {
        const port = String(await freePort());
        await expectProxy(`npm run proxy -- --spec spec/hrm.yaml --upstream ${url('hrm')} --port ${port}`, port);
      },
    },
    helpRow('proxy', ['usage: cfs-proxy --spec FILE|URL --upstream URL', '--area NAME']),

    // ── HERE: the data commands (import, export, tenants; src/cli/import.ts, export.ts, tenants.ts) ──
    // Each package.json script runs `exec node build/src/cli/<name>.js` with the pre-step
    // `node scripts/ensure-build.mjs`. The two checks above the rows fail until each such script
    // has its helpRow here (these three have) and each of its README forms a row, in the order
    // they can run: e.g. `npm run tenants -- …` making a tenant, then `npm run keys -- create
    // --service marketing --tenant <it>` succeeding; `npm run export -- …` of the started
    // server's store, and `npm run import -- …` of that folder into a fresh DATA_DIR (an env
    // DATA_DIR of your own), with their exit codes and what they print (expectExit checks the
    // commands they name). A file they need outside build/ goes into the README's "Runtime
    // files:" line (and the Dockerfile).
    {
      command: 'npm run tenants -- create --area marketing --tenant acme --name "Acme Corporation" --currency USD',
      run: async () => {
        await expectExit('npm run tenants -- create --area marketing --tenant acme --name "Acme Corporation" --currency USD', 0);
        // The tenant exists now: the key the earlier row could not make is made.
        const { stdout } = await expectExit('npm run keys -- create --service marketing --tenant acme --name crm', 0);
        marketingKey = lastLine(stdout);
        expect(marketingKey).to.match(/^mkt_/);
      },
    },
    {
      command: 'npm run tenants -- list',
      run: async () => {
        const { stdout } = await expectExit('npm run tenants -- list', 0);
        expect(stdout).to.include('acme');
      },
    },
    {
      command: 'npm run import -- --area marketing --tenant acme --list ads/campaigns campaigns.ndjson',
      run: async () => {
        // Ids of their own: the seed's `bench` tenant above holds cmp_0000000001 and on (ids are unique in the store).
        const campaign = (n: number) => JSON.stringify({ id: `cmp_ac0000${n.toString(16).padStart(4, '0')}`, tenant_id: 'acme', name: `Campaign ${n}`, channel: 'google_ads', budget: 100 + n, currency: 'USD', start_date: '2026-01-01', end_date: null, status: 'active' });
        writeFileSync(path.join(app, 'campaigns.ndjson'), `${Array.from({ length: 25 }, (_, i) => campaign(i + 1)).join('\n')}\n`);
        await expectExit('npm run import -- --area marketing --tenant acme --list ads/campaigns campaigns.ndjson', 0);
        const answer = await fetch(`${url('marketing')}/api/public/v1/ads/campaigns?page=2&page_size=20`, { headers: { 'X-API-Key': marketingKey! } });
        expect(answer.status, 'the running server reads the imported records').to.equal(200);
        const page = (await answer.json()) as { data: { total: number; items: unknown[] } };
        expect(page.data.total).to.equal(25);
        expect(page.data.items).to.have.length(5);
        // One bad record: the whole file is refused, naming its line and field, and nothing is written.
        writeFileSync(path.join(app, 'bad.ndjson'), `${campaign(26)}\n${campaign(27).replace('"budget":127', '"budget":-1')}\n`);
        const refused = await expectExit('npm run import -- --area marketing --tenant acme --list ads/campaigns bad.ndjson', 1);
        expect(`${refused.stdout}\n${refused.stderr}`).to.include('bad.ndjson:2: budget');
        const after = await fetch(`${url('marketing')}/api/public/v1/ads/campaigns?page=1&page_size=1`, { headers: { 'X-API-Key': marketingKey! } });
        expect(((await after.json()) as { data: { total: number } }).data.total, 'nothing of the refused file was written').to.equal(25);
      },
    },
    {
      command: 'npm run export -- --out backup/',
      run: async () => {
        await expectExit('npm run export -- --out backup/', 0);
        expect(readFileSync(path.join(app, 'backup/marketing/acme/ads/campaigns.ndjson'), 'utf8').trim().split('\n')).to.have.length(25);
      },
    },
    {
      command: 'npm run import -- backup/ --create',
      run: async () => {
        // Into an empty store of its own (SQLite in a fresh DATA_DIR), as a move or a restore does.
        const restored = path.join(install.scratch, 'restored-data');
        await expectExit('npm run import -- backup/ --create', 0, { DATA_DIR: restored, DATABASE_URL: undefined });
        const { stdout } = await expectExit('npm run tenants -- list', 0, { DATA_DIR: restored, DATABASE_URL: undefined });
        expect(stdout).to.include('acme');
      },
    },
    {
      command: 'npm run tenants -- remove --area marketing --tenant acme --yes',
      run: async () => {
        await expectExit('npm run tenants -- remove --area marketing --tenant acme --yes', 0);
        // The running server hears of the removed keys through the store's revocation feed
        // (polled every 250 ms; the help says within 1 s), so the key is tried until it is refused.
        const refusedAt = Date.now() + 10_000;
        let status = 0;
        while (Date.now() < refusedAt) {
          status = (await fetch(`${url('marketing')}/api/public/v1/ads/campaigns`, { headers: { 'X-API-Key': marketingKey! } })).status;
          if (status === 401) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status, 'its keys went with it').to.equal(401);
      },
    },
    helpRow('tenants', ['usage: npm run tenants -- <command>']),
    helpRow('import', ['usage: npm run import --']),
    helpRow('export', ['usage: npm run export --']),
  ];

  it('every README command of the runtime-only folder has a row; every row is still in the README', async () => {
    install ??= await runtimeInstall();
    const documented = documentedCommands(install.app);
    const rows = ROWS.map((row) => row.command);
    expect(documented.filter((command) => !rows.includes(command)), 'README commands with no row in ROWS').to.deep.equal([]);
    const helps = rows.filter((command) => / -- --help$/.test(command));
    expect(rows.filter((command) => !documented.includes(command) && !helps.includes(command)), 'rows of commands the README no longer has').to.deep.equal([]);
    // The README promises --help for each operator script, and `npm start -- --help` by name.
    expect(README).to.include('`npm start -- --help`');
  });

  it('every operator script runs build/ after the ensure-build pre-step, and has its --help row', async () => {
    install ??= await runtimeInstall();
    const scripts = (JSON.parse(readFileSync(path.join(install.app, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const operator = operatorScripts(install.app);
    expect(operator).to.include.members(['start', 'mock', 'keys', 'seed', 'contract', 'proxy']);
    for (const script of operator) {
      expect(scripts[`pre${script}`], `pre${script}`).to.equal('node scripts/ensure-build.mjs');
      expect(existsSync(path.join(install.app, scripts[script].split(' ')[2])), `${script}: ${scripts[script]}`).to.equal(true);
      const help = script === 'start' ? 'npm start -- --help' : `npm run ${script} -- --help`;
      expect(ROWS.some((row) => row.command === help && row.run), `a row for \`${help}\``).to.equal(true);
    }
  });

  for (const row of ROWS) {
    it(row.cloneOnly ? `clone only: ${row.command}` : `runs: ${row.command}`, async function () {
      if (row.cloneOnly) {
        // Stated, not run: the reason must name the test that runs it.
        expect(row.cloneOnly).to.match(/test\/\S+\.test\.ts/);
        this.skip();
      }
      await row.run!();
    });
  }

  it('leaves nothing listening once the servers it started are stopped', async () => {
    if (mock) expect(await mock.stop()).to.be.oneOf([0, 'SIGTERM']);
    if (server) expect(await server.stop()).to.be.oneOf([0, 'SIGTERM']);
    mock = undefined;
    server = undefined;
    for (const name of ['KNOWLEDGE_PORT', 'CRAWLER_PORT', 'HRM_PORT', 'MARKETING_PORT', 'METRICS_PORT']) expect(await accepts(env[name]!), `${name} is freed`).to.equal(false);
  });
});
