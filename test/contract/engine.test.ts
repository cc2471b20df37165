/**
 * The engine against a hand-written widget server (fixtures/widget-server.ts) that keeps
 * its spec, or breaks it in one known way per defect: every defect must be caught by its
 * check, with a message and a curl command a developer can act on.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import express from 'express';
import {
  CHECK_NAMES,
  PHASES,
  ContractConnectionError,
  ContractSpecError,
  UsageError,
  loadSpec,
  modelSpec,
  runContract,
  type ContractRun,
  type RunOptions,
  type SpecModel,
} from '../../src/contract/index.js';
import { listenOnPort0, type Listening } from '../support/listen.js';
import { DEFECTS, MUTANTS, SLOW_LIMIT_MS, startWidgetServer, WIDGET_KEY, WIDGET_SPEC, type Defect } from './fixtures/widget-server.js';

const run = promisify(execFile);
const SEED = 7;

describe('contract engine against a widget server', function () {
  this.timeout(60_000);
  let spec: SpecModel;

  before(async () => {
    spec = await loadSpec(WIDGET_SPEC);
  });

  async function against(defects: Defect[], options: Partial<RunOptions> = {}, log?: string[]): Promise<ContractRun> {
    const server = await startWidgetServer(defects, log);
    try {
      return await runContract({
        spec,
        baseUrl: server.url,
        seed: SEED,
        maxExamples: 8,
        maxResponseTimeMs: SLOW_LIMIT_MS,
        credentials: { headers: [], apiKey: WIDGET_KEY },
        ...options,
      });
    } finally {
      await server.close();
    }
  }

  function failedChecks(result: ContractRun): string[] {
    return [...new Set(result.failures.map((f) => f.check))].sort();
  }

  it('passes a server that keeps its spec, every check having judged something', async () => {
    const result = await against([]);
    expect(result.failures.map((f) => `${f.check} ${f.operationId}: ${f.message}`)).to.deep.equal([]);
    expect(result.ok).to.equal(true);
    for (const check of CHECK_NAMES) expect(result.checks[check].passed, `${check} judged nothing against the widget server: its judgement belongs in runChecks (src/contract/checks.ts), on an answer the fixture's requests get`).to.be.greaterThan(0);
    expect(result.operations.map((op) => op.operationId)).to.deep.equal(['getHealth', 'listWidgets', 'createWidget', 'getWidget', 'getWidgetStock']);
  });

  // Each defect alone: its check fails on the broken operation, and no other check does (an
  // undocumented 500 is not also an undocumented status).
  const brokenOperation: Record<Exclude<Defect, (typeof MUTANTS)[number]>, string> = {
    'wrong-type': 'getWidget',
    'undocumented-status': 'getHealth',
    'server-error': 'createWidget',
    'no-auth': 'listWidgets',
    'key-format-only': 'listWidgets',
    'accepts-invalid': 'getWidget',
    'wrong-method': 'getWidget',
    'missing-header': 'listWidgets',
    'wrong-content-type': 'createWidget',
  };
  // The newer checks' defects are proven in mutants.test.ts.
  const older = (Object.entries(DEFECTS) as Array<[Defect, string]>).filter(([defect]) => !(MUTANTS as readonly string[]).includes(defect)) as Array<
    [keyof typeof brokenOperation, string]
  >;
  for (const [defect, check] of older) {
    it(`catches ${defect} with ${check}, and nothing else`, async () => {
      const result = await against([defect]);
      expect(result.ok).to.equal(false);
      expect(failedChecks(result)).to.deep.equal([check]);
      expect([...new Set(result.failures.map((f) => f.operationId))]).to.deep.equal([brokenOperation[defect]]);
    });
  }

  it('explains every failure of a thoroughly wrong server: check, operation, request, answer, curl', async () => {
    const result = await against(Object.keys(DEFECTS).filter((d) => !(MUTANTS as readonly string[]).includes(d)) as Defect[]);
    const first = (check: string) => {
      const failure = result.failures.find((f) => f.check === check);
      expect(failure, check).to.not.equal(undefined);
      return failure!;
    };
    expect(first('response_schema_conformance').message).to.equal('The 200 application/json body breaks its schema: /weight must be number');
    expect(first('status_code_documented').message).to.equal('Status 203 is not documented for getHealth; documented: 200, 400, 405');
    expect(first('not_a_server_error').message).to.match(/^The server answered 500: "<!DOCTYPE html>.*name column overflow/);
    expect(first('not_a_server_error').label).to.equal(`body.name = "${'z'.repeat(30)}"… (40 characters) (longest (40 characters))`);
    expect(first('auth_enforced').message).to.equal('GET /widgets with no credentials was answered 200 (served without valid credentials); expected 401');
    expect(result.failures.filter((f) => f.check === 'auth_enforced').map((f) => f.label)).to.have.members([
      'no credentials',
      'malformed X-API-Key header',
      'well-formed but unknown X-API-Key header',
    ]);
    expect(first('negative_data_rejected').message).to.match(/^Invalid request accepted with 200 \((path\.widgetId must be .+|query\.contractUnknownParam is not a known parameter)\); expected a documented 4xx \(400, 404, 405\)$/);
    expect(first('method_not_allowed').message).to.equal('DELETE /widgets/{widgetId} is not documented, yet it was answered 200; expected 405 with Allow: GET');
    expect(first('response_headers_conformance').message).to.equal('The 200 response: required header X-Total-Count is missing');
    expect(first('content_type_documented').message).to.equal('Content-Type text/plain is not documented for status 201; documented: application/json');

    const schema = first('response_schema_conformance');
    // The stateful phase runs first; its first request to getWidget follows listWidgets' link to its first item.
    expect(schema).to.include({ operationId: 'getWidget', method: 'GET', path: '/widgets/{widgetId}', phase: 'stateful', label: 'link listWidgets → getWidget (firstWidget): path.widgetId = 1' });
    expect(schema.request.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/widgets\/1$/);
    expect(schema.response).to.deep.include({ status: 200 });
    expect(schema.response!.body).to.equal('{"id":1,"name":"bolt","color":"red","weight":"heavy"}');
    expect(schema.curl).to.match(/^curl -sS -i 'http:\/\/127\.0\.0\.1:\d+\/widgets\/1' -H 'Accept: application\/json'$/);
    expect(result.checks.response_schema_conformance.failed).to.be.greaterThan(0);
  });

  it('catches a server that checks only the format of a key, and hints at --mock', async () => {
    const result = await against(['key-format-only']);
    expect(result.failures.map((f) => f.label)).to.deep.equal(['well-formed but unknown X-API-Key header']);
    expect(result.notes).to.include(
      'every auth_enforced failure is a well-formed but unknown credential that was admitted, while missing and malformed ones were refused: if the target is a mock (npm run mock), run with --mock',
    );
    const asMock = await against(['key-format-only'], { mock: true });
    expect(asMock.failures).to.deep.equal([]);
  });

  it('prints curl commands that reproduce the failure, reading the key from $CONTRACT_API_KEY', async () => {
    const server = await startWidgetServer(['server-error']);
    try {
      const result = await runContract({ spec, baseUrl: server.url, seed: SEED, maxExamples: 8, credentials: { headers: [], apiKey: WIDGET_KEY } });
      const failure = result.failures.find((f) => f.check === 'not_a_server_error')!;
      expect(failure.curl).to.include('-H "X-API-Key: ${CONTRACT_API_KEY}"');
      expect(failure.curl).to.not.include(WIDGET_KEY);
      expect(failure.request.headers['X-API-Key']).to.equal('[masked]');
      const { stdout } = await run('bash', ['-c', failure.curl], { env: { ...process.env, CONTRACT_API_KEY: WIDGET_KEY } });
      expect(stdout).to.match(/^HTTP\/1\.1 500 /);
      expect(stdout).to.include('name column overflow');
    } finally {
      await server.close();
    }
  });

  it('prints the credentials when asked to show secrets', async () => {
    const result = await against(['server-error'], { showSecrets: true });
    const failure = result.failures.find((f) => f.check === 'not_a_server_error')!;
    expect(failure.curl).to.include(`-H 'X-API-Key: ${WIDGET_KEY}'`);
  });

  it('sends the same requests for the same seed, and other requests for another seed', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    await against([], { seed: 11 }, first);
    await against([], { seed: 11 }, second);
    await against([], { seed: 12 }, other);
    expect(first.length).to.be.greaterThan(50);
    expect(second).to.deep.equal(first);
    expect(other).to.not.deep.equal(first);
  });

  it('replays with --operation exactly the requests a full run sent to that operation', async () => {
    const full: string[] = [];
    const single: string[] = [];
    // The stateful phase is left out: what it sends an operation depends on the others' answers.
    const phases = PHASES.filter((phase) => phase !== 'stateful');
    await against([], { seed: 5, phases }, full);
    await against([], { seed: 5, phases, operations: ['getWidget'] }, single);
    expect(single.length).to.be.greaterThan(5);
    expect(full.filter((line) => (/^\w+ \/widgets\/[^ ]/.test(line) || line.startsWith('GET /widgets/ ')) && !/^\w+ \/widgets\/[^ /]*\/stock/.test(line))).to.deep.equal(single);
  });

  it('runs only the chosen phases', async () => {
    const log: string[] = [];
    const result = await against([], { phases: ['auth'] }, log);
    expect(result.operations.flatMap((op) => Object.entries(op.byPhase).filter(([, n]) => n > 0).map(([phase]) => phase))).to.deep.equal(['auth', 'auth', 'auth']);
    expect(log).to.have.length(9);
    expect(log.every((line) => line.split(' ')[2] !== WIDGET_KEY)).to.equal(true);
  });

  it('refuses an unknown operationId, naming the known ones', async () => {
    try {
      await runContract({ spec, baseUrl: 'http://127.0.0.1:1', operations: ['getWidgets'] });
      expect.fail('no error');
    } catch (error) {
      expect(error).to.be.instanceOf(UsageError);
      expect((error as Error).message).to.include('unknown operation getWidgets').and.include('known: getHealth, listWidgets, createWidget, getWidget, getWidgetStock');
    }
  });

  it('says when the server cannot be reached at all', async () => {
    const server = await startWidgetServer();
    const url = server.url;
    await server.close();
    try {
      await runContract({ spec, baseUrl: url, seed: SEED });
      expect.fail('no error');
    } catch (error) {
      expect(error).to.be.instanceOf(ContractConnectionError);
      expect((error as Error).message).to.match(/^cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED/);
    }
  });
});

describe('contract engine: documented upstream failures', () => {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Upstream', version: '1' },
    paths: {
      '/proxy': {
        get: {
          operationId: 'proxy',
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } },
            '400': { description: 'bad', content: { 'application/json': { schema: { type: 'object' } } } },
            '405': { description: 'no', content: { 'application/json': { schema: { type: 'object' } } } },
            '502': { description: 'upstream down', content: { 'application/json': { schema: { type: 'object', required: ['error'] } } } },
          },
        },
      },
    },
  };
  let server: Listening;
  let url: string;

  before(async () => {
    const app = express();
    app.get('/proxy', (request, response) => {
      if (Object.keys(request.query as object).length > 0) return response.status(400).json({ error: 'unknown parameter' });
      response.status(502).json({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } });
    });
    app.all('/proxy', (_request, response) => response.set('Allow', 'GET, HEAD').status(405).json({ error: 'method' }));
    server = await listenOnPort0(app);
    url = server.url;
  });
  after(() => server.close());

  it('warns about a documented 502 instead of failing', async () => {
    const result = await runContract({ spec: modelSpec(document as never), baseUrl: url, seed: 1, maxExamples: 2 });
    expect(result.failures).to.deep.equal([]);
    expect(result.warnings.length).to.be.greaterThan(0);
    expect(result.warnings[0].message).to.equal(
      'The server answered its documented 502: UPSTREAM_UNAVAILABLE "down". Something it depends on was unavailable, so this request did not exercise the operation',
    );
  });

  it('fails on it with upstreamErrorsFail', async () => {
    const result = await runContract({ spec: modelSpec(document as never), baseUrl: url, seed: 1, maxExamples: 2, upstreamErrorsFail: true });
    // The operation never got a 2xx either: counted against coverage too once upstream errors fail.
    expect([...new Set(result.failures.map((f) => f.check))]).to.deep.equal(['not_a_server_error', 'operation_reached']);
    expect(result.failures[0].message).to.equal('The server answered 502: UPSTREAM_UNAVAILABLE "down"');
  });
});

describe('contract engine: loading specs', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contract-specs-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a spec from an http URL, as a deployment serves it', async () => {
    const app = express();
    app.get('/openapi.yaml', (_request, response) => response.type('application/yaml').send(readFileSync(WIDGET_SPEC, 'utf8')));
    const server = await listenOnPort0(app);
    try {
      const url = `${server.url}/openapi.yaml`;
      const spec = await loadSpec(url);
      expect(spec.title).to.equal('Widget fixture API');
      expect(spec.operations).to.have.length(5);
      try {
        await loadSpec(url.replace('openapi.yaml', 'missing.yaml'));
        expect.fail('no error');
      } catch (error) {
        expect((error as Error).message).to.equal(`${url.replace('openapi.yaml', 'missing.yaml')}: cannot fetch the spec: HTTP 404`);
      }
    } finally {
      await server.close();
    }
  });

  it('names what is wrong with a spec that cannot be used, or with --strict breaks its official schema', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['broken.yaml', 'openapi: 3.0.3\npaths: [unclosed', /^.*broken\.yaml: not valid YAML or JSON: /],
      ['v32.yaml', 'openapi: 3.2.0\ninfo: {title: t, version: "1"}\npaths: {}\n', /v32\.yaml: OpenAPI 3\.2\.0 is not supported; this tool reads Swagger 2\.0 and OpenAPI 3\.0 and 3\.1$/],
      ['swagger.json', '{"swagger": "2.0"}', /swagger\.json: not a valid Swagger 2\.0 document: \/ must have required property '(info|paths|swagger)'/],
      ['neither.json', '{"info": {"title": "t"}}', /neither\.json: not an OpenAPI document \(no "openapi" or "swagger" field\) nor a Postman Collection \(no "item" list\)$/],
      ['v31-invalid.yaml', 'openapi: 3.1.0\ninfo: {title: t}\npaths: {}\n', /v31-invalid\.yaml: not a valid OpenAPI 3\.1 document: \/info must have required property 'version'$/],
      ['invalid.yaml', 'openapi: 3.0.3\ninfo: {title: t}\npaths: {}\n', /invalid\.yaml: not a valid OpenAPI 3\.0 document: \/info must have required property 'version'$/],
    ];
    for (const [file, text, message] of cases) {
      writeFileSync(path.join(dir, file), text);
      try {
        await loadSpec(path.join(dir, file), { strict: true });
        expect.fail(`no error for ${file}`);
      } catch (error) {
        expect(error, file).to.be.instanceOf(ContractSpecError);
        expect((error as Error).message).to.match(message);
      }
    }
  });

  it('names a missing spec file', async () => {
    try {
      await loadSpec('spec/no-such-area.yaml');
      expect.fail('no error');
    } catch (error) {
      expect(error).to.be.instanceOf(ContractSpecError);
      expect((error as Error).message).to.equal('spec/no-such-area.yaml: no such file');
    }
  });

  it('refuses a document that is not OpenAPI 3.0', () => {
    expect(() => modelSpec({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/x': { get: { operationId: 'x', security: [{ missing: [] }], responses: {} } } } } as never)).to.throw(
      ContractSpecError,
      'spec: x: security scheme missing is not defined in components.securitySchemes',
    );
  });
});
