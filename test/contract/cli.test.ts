/**
 * `npm run contract` from outside, as a user or CI runs it: output, JUnit file and exit
 * status (0 passed, 1 a check failed, 2 usage, spec or connection error).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { DEFECTS, SLOW_LIMIT_MS, startWidgetServer, WIDGET_KEY, WIDGET_SPEC, type Defect } from './fixtures/widget-server.js';
import { CHECK_NAMES } from '../../src/contract/index.js';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function contract(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/contract.ts', ...args], { env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

describe('npm run contract', function () {
  this.timeout(60_000);
  let dir: string;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contract-cli-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('explains itself with --help and exits 0', async () => {
    const result = await contract(['--help']);
    expect(result.code).to.equal(0);
    expect(result.stdout).to.match(/^Usage: npm run contract -- \[target\] \[options\]\n/);
    expect(result.stdout).to.include('--max-examples N');
  });

  it('exits 2 on a usage error, saying what is wrong', async () => {
    const result = await contract(['--spec', WIDGET_SPEC]);
    expect(result.code).to.equal(2);
    expect(result.stderr).to.equal('contract: --spec needs --base-url (where the server under test listens)\nRun with --help for the options.\n');
    expect(result.stdout).to.equal('');
  });

  it('exits 2 on a spec error', async () => {
    const result = await contract(['--spec', 'test/contract/fixtures/no-such-spec.yaml', '--base-url', 'http://127.0.0.1:9']);
    expect(result.code).to.equal(2);
    expect(result.stderr).to.equal('contract: test/contract/fixtures/no-such-spec.yaml: no such file\n');
  });

  it('exits 2 when nothing answers at the base URL', async () => {
    const server = await startWidgetServer();
    await server.close();
    const result = await contract(['--spec', WIDGET_SPEC, '--base-url', server.url]);
    expect(result.code).to.equal(2);
    expect(result.stderr).to.match(/^contract: cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED: .*\); is the server running there\?\n$/);
  });

  it('exits 1 against a wrong server: progress, summary table, failures with curl, JUnit XML', async () => {
    const server = await startWidgetServer(Object.keys(DEFECTS) as Defect[]);
    const junit = path.join(dir, 'reports', 'widgets.xml');
    try {
      const result = await contract(['--spec', WIDGET_SPEC, '--base-url', server.url, '--header', `X-API-Key: ${WIDGET_KEY}`, '--seed', '9', '--max-examples', '5', '--max-response-time', String(SLOW_LIMIT_MS), '--junit', junit]);
      expect(result.code, result.stderr).to.equal(1);
      const out = result.stdout;
      // Progress: one line per operation, marked failed.
      for (const id of ['getHealth', 'listWidgets', 'createWidget', 'getWidget', 'getWidgetStock']) expect(out).to.match(new RegExp(`^  ✗ ${id} `, 'm'));
      // Summary table: every check with a failure count.
      for (const check of CHECK_NAMES) expect(out, `${check} failed nothing: its defect in test/contract/fixtures/widget-server.ts (DEFECTS) must make the server break it`).to.match(new RegExp(`^  ${check} +\\d+ +[1-9]\\d*$`, 'm'));
      expect(out).to.include('Failures (');
      expect(out).to.include('Reproduce:\n       curl -sS -i ');
      expect(out).to.include('-H "X-API-Key: ${CONTRACT_HEADER_X_API_KEY}"');
      expect(out).to.not.include(WIDGET_KEY);
      expect(out).to.match(/widgets: \d+ requests to 5 operation\(s\) in .+, \d+ failure\(s\) \(seed 9; rerun with --seed 9\)\n/);
      // The coverage line names the operation never reached, and why.
      expect(out).to.include('Coverage: 4 of 5 operation(s) answered a valid request with a 2xx\n');
      expect(out).to.match(/^ {2}unreached: getWidgetStock \(GET \/widgets\/\{widgetId\}\/stock\): every valid request was rate limited \(429×\d+\)/m);
      expect(out).to.match(/^note: rate limits: \d+ answer\(s\) were 429; \d+ request\(s\) sent again after waiting/m);
      expect(out).to.include(`JUnit report written to ${junit}`);

      const xml = readFileSync(junit, 'utf8');
      expect(xml).to.match(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract" tests="\d+" failures="\d+"/);
      expect(xml).to.include('<testsuite name="widgets"');
      expect(xml).to.include('<property name="seed" value="9"/>');
      for (const check of CHECK_NAMES) expect(xml).to.include(`<failure type="${check}"`);
      expect(xml).to.include('<testcase classname="widgets.getWidget" name="response_schema_conformance"');
      expect(xml).to.include('Reproduce: curl -sS -i');
    } finally {
      await server.close();
    }
  });

  it('exits 0 against a server that keeps its spec', async () => {
    const server = await startWidgetServer();
    try {
      const result = await contract(['--spec', WIDGET_SPEC, '--base-url', server.url, '--api-key', WIDGET_KEY, '--seed', '9', '--max-examples', '5']);
      expect(result.code, result.stdout).to.equal(0);
      expect(result.stdout).to.match(/\nwidgets: \d+ requests to 5 operation\(s\) in .+, every check passed \(seed 9\)\n$/);
      expect(result.stdout).to.include('Coverage: 5 of 5 operation(s) answered a valid request with a 2xx\n');
      expect(result.stdout).to.not.include('✗');
    } finally {
      await server.close();
    }
  });
});
