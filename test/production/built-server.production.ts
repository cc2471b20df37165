/**
 * The program users run: `npm start` in the runtime-only folder (the built server, its bundle
 * included) with NODE_ENV=production, driven through every operation of the four specs
 * (test/support/operation-tour.ts), outbound calls included: the HR sign-in, refresh and
 * sign-out against a member API on this machine, the crawl platform's robots.txt and page
 * fetches against a local site the settings allow. Then the same tour against
 * `npm run serve:dev` (the sources through tsx) with the same settings: the two give the same
 * answers, so whatever the build changes (a package the bundle loads lazily, say) shows here.
 */
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { AREA_NAMES, type AreaName } from '../../src/config/area-names.js';
import { packageRoot } from '../../src/config/package-root.js';
import { AUDIENCE, ISSUER, startStandIn, type StandIn } from '../areas/hrm-fixtures.js';
import type { Listening } from '../support/listen.js';
import { comparable, crawlSite, tourEveryOperation, type TourAnswer, type TourTarget } from '../support/operation-tour.js';
import { background, listening, runtimeEnv, runtimeInstall, until, type Background, type RuntimeInstall } from './runtime-folder.js';

const exec = promisify(execFile);
const MEMBER = { loginId: 'hr.admin', password: 'demo-hr-admin-pass' };

interface Running {
  server: Background;
  target: TourTarget;
}

describe('the built server users run: every operation, outbound calls included', function () {
  this.timeout(15 * 60_000);
  let install: RuntimeInstall;
  let standIn: StandIn;
  let site: Listening;
  let built: Running | undefined;
  let builtAnswers: TourAnswer[] | undefined;

  /** NODE_ENV=production with the demo data, a member API and a crawl site on this machine. */
  function settings(dataDir: string): NodeJS.ProcessEnv {
    return runtimeEnv({
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      HOST: '127.0.0.1',
      KNOWLEDGE_PORT: '0',
      CRAWLER_PORT: '0',
      HRM_PORT: '0',
      MARKETING_PORT: '0',
      DATA_DIR: dataDir,
      MEMBER_API_URL: standIn.url,
      MEMBER_ISSUER: ISSUER,
      MEMBER_AUDIENCE: AUDIENCE,
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
      LOG_LEVEL: 'warn',
    });
  }

  /**
   * Starts `serve` (argv) in `cwd`, waits for every area, then makes an HR and a marketing key
   * with `keys` (argv) in the store it serves.
   */
  async function start(serve: string[], keys: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Running> {
    const server = background(serve, { cwd, env: { ...env, LOG_LEVEL: 'info' } });
    const urls = await until(server, 'every area listening', () => {
      const logged = listening(server.output());
      return AREA_NAMES.every((area) => logged[area]) ? (logged as Record<AreaName, string>) : undefined;
    });
    const key = async (args: string[]) => (await exec(keys[0], [...keys.slice(1), 'create', ...args], { cwd, env })).stdout.trimEnd().split('\n').at(-1)!;
    const hrmApiKey = await key(['--service', 'hrm', '--company', 'acme', '--scopes', 'employee.read,attendance.read,leave.read,payroll.read,document.read', '--name', 'tour']);
    const marketingApiKey = await key(['--service', 'marketing', '--tenant', 'acme', '--name', 'tour']);
    const strip = (url: string) => url.replace(/\/$/, '');
    const areaUrls = Object.fromEntries(AREA_NAMES.map((area) => [area, strip(urls[area])])) as Record<AreaName, string>;
    return { server, target: { urls: areaUrls, hrmApiKey, marketingApiKey, member: MEMBER, site: site.url } };
  }

  before(async function () {
    this.timeout(20 * 60_000);
    install = await runtimeInstall();
    standIn = await startStandIn();
    site = await crawlSite();
  });

  after(async () => {
    if (built) await built.server.stop('SIGKILL').catch(() => undefined);
    await standIn?.stop();
    await site?.close();
  });

  it('the bundle holds no CommonJS package as a chunk of its own (such a chunk gives import() a default export only)', () => {
    const bundle = path.join(install.app, 'build/bundle');
    const defaultOnly = readdirSync(bundle).filter((file) => file.endsWith('.js') && /^export default require_\w+\(\);$/m.test(readFileSync(path.join(bundle, file), 'utf8')));
    expect(defaultOnly).to.deep.equal([]);
  });

  it('`npm start` answers every operation of the four specs as they document, and signs members in, fetches robots.txt and pages', async () => {
    built = await start(['sh', '-c', 'exec npm start'], ['npm', 'run', '--silent', 'keys', '--'], install.app, settings(path.join(install.scratch, 'tour-built')));
    const tour = await tourEveryOperation(built.target);
    expect(tour.problems).to.deep.equal([]);
    builtAnswers = tour.answers;
  });

  it('SIGTERM to that `npm start`, after sign-ins, drains and exits 0', async () => {
    expect(built, 'the server of the test above').to.not.equal(undefined);
    const server = built!.server;
    built = undefined;
    expect(await server.stop('SIGTERM'), server.output().slice(-3000)).to.equal(0);
    expect(server.output()).to.not.include('stop failed');
  });

  it('`npm run serve:dev` gives the same answers to the same tour (trace ids, times and tokens aside)', async () => {
    expect(builtAnswers, 'the built server\'s tour (the first test)').to.not.equal(undefined);
    const dev = await start(['sh', '-c', 'exec npm run serve:dev'], ['node', '--import', 'tsx', 'src/cli/keys.ts'], packageRoot, settings(path.join(install.scratch, 'tour-dev')));
    try {
      const { answers: devAnswers, problems } = await tourEveryOperation(dev.target);
      expect(problems, 'serve:dev').to.deep.equal([]);
      const sameShape = (answers: TourAnswer[]) => answers.map((answer) => comparable(answer, site.url));
      expect(sameShape(builtAnswers!)).to.deep.equal(sameShape(devAnswers));
    } finally {
      expect(await dev.server.stop('SIGTERM')).to.equal(0);
    }
  });
});
