/**
 * The proxy on this project's own specs (the --area shortcut), and its command line.
 */
import { expect } from 'chai';
import type { Server } from 'node:http';
import { request } from 'undici';
import { areaDescriptors } from '../../src/areas/descriptors.js';
import { listen, urlOf } from '../../src/http-server.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { UsageError } from '../../src/config/command-line.js';
import { DEFAULT_PROXY_PORT, parseProxyArguments } from '../../src/proxy/options.js';
import { startValidatingProxy, type RunningProxy } from '../../src/proxy/proxy-server.js';
import { createLogger } from '../../src/logger.js';
import { silentLogger } from '../support/area-app.js';

describe('proxy command line', () => {
  it('--area hrm means spec/hrm.yaml and the area\'s local address as upstream', () => {
    const options = parseProxyArguments(['--area', 'hrm'], { HRM_PORT: '9183' });
    expect(options.spec).to.match(/spec\/hrm\.yaml$/);
    expect(options.upstream.href).to.equal('http://127.0.0.1:9183/');
    expect(options).to.include({ port: DEFAULT_PROXY_PORT, host: '127.0.0.1', refuseInvalid: false });
  });

  it('takes --spec with --upstream, --port, --host and --errors', () => {
    const options = parseProxyArguments(['--spec', 'api.yaml', '--upstream', 'https://api.example.com/base', '--port', '0', '--host', '0.0.0.0', '--errors'], {});
    expect(options).to.include({ spec: 'api.yaml', port: 0, host: '0.0.0.0', refuseInvalid: true });
    expect(options.upstream.href).to.equal('https://api.example.com/base');
  });

  for (const [args, message] of [
    [['--spec', 'api.yaml'], /--spec needs --upstream/],
    [['--upstream', 'http://x'], /give --spec/],
    [['--spec', 'a.yaml', '--upstream', 'ftp://x'], /http or https/],
    [['--area', 'payroll'], /unknown area "payroll"/],
    [['--spec', 'a.yaml', '--upstream', 'http://x', '--port', '70000'], /--port must be/],
    [['--bogus'], /Unknown option '--bogus'/],
  ] as const) {
    it(`refuses ${args.join(' ')} naming the problem`, () => {
      expect(() => parseProxyArguments([...args], {})).to.throw(UsageError, message);
    });
  }
});

describe('proxy in front of an area (hrm, mock mode)', () => {
  let upstream: Server;
  let proxy: RunningProxy;
  const violations: Array<Record<string, unknown>> = [];

  before(async () => {
    const area = areaDescriptors.hrm;
    const mock = await createMockApp(area, { logger: silentLogger, responseValidation: 'strict' });
    upstream = await listen(mock.app, '127.0.0.1', 0);
    const logger = createLogger('warn', { write: (line: string) => void violations.push(JSON.parse(line)) });
    proxy = await startValidatingProxy({
      document: readSpec(area.specPath),
      specName: 'hrm',
      upstream: new URL(urlOf(upstream, '127.0.0.1')),
      refuseInvalid: false,
      maxValidatedBytes: 1024 * 1024,
      upstreamTimeoutMs: 30_000,
      logger,
      host: '127.0.0.1',
      port: 0,
    });
  });
  after(async () => {
    await proxy.stop(0);
    upstream.close();
  });

  it('raises nothing for valid exchanges on our own spec (no false alarms)', async () => {
    for (const path of ['/api/health', '/api/v1/employees?page=1&pageSize=5', '/api/v1/leave', '/api/v1/openapi.json']) {
      const answer = await request(`${proxy.url}${path}`, { headers: { 'x-api-key': 'hrm_mock_key_123' } });
      await answer.body.arrayBuffer();
      expect(answer.statusCode, path).to.equal(200);
      expect(answer.headers['x-contract-violations'], path).to.equal(undefined);
    }
    expect(violations).to.deep.equal([]);
  });

  it('reports an out-of-range page and a missing key on our own spec, both forwarded', async () => {
    const answer = await request(`${proxy.url}/api/v1/employees?page=0`);
    await answer.body.text();
    expect(answer.statusCode, 'the upstream answers for itself').to.equal(401);
    const reported = JSON.parse(String(answer.headers['x-contract-violations'])) as Array<{ where: string; location: string; message: string }>;
    expect(reported.map((v) => `${v.where} ${v.location}`)).to.have.members(['request query.page', 'request header.authorization or header.x-api-key']);
    expect(reported.find((v) => v.location.startsWith('header'))!.message).to.equal('no credential for memberToken or apiKey');
  });
});
