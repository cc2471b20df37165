/**
 * The parts of a run that respect the server and the caller: reading rate-limit headers,
 * ranges kept in order, signing in for a member token, and secrets never printed.
 */
import { expect } from 'chai';
import express from 'express';
import { loadSpec, modelSpec, renderJunit, runContract, type SpecModel } from '../../src/contract/index.js';
import { atPointer, obtainToken } from '../../src/contract/login.js';
import { orderRanges, upperEndNames } from '../../src/contract/ranges.js';
import { parseRateLimit, parseRetryAfter, retryDelay } from '../../src/contract/rate-limit.js';
import { emptyDraft } from '../../src/contract/request.js';
import { listenOnPort0, type Listening } from '../support/listen.js';

describe('contract: rate-limit headers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('17')).to.equal(17);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).to.equal(10);
    expect(parseRetryAfter('soon')).to.equal(undefined);
  });

  it('reads the IETF RateLimit field in its current and older shapes, the most restrictive policy first', () => {
    expect(parseRateLimit('"hrm";r=0;t=17')).to.deep.equal({ remaining: 0, resetSeconds: 17 });
    expect(parseRateLimit('limit=100, remaining=0, reset=30')).to.deep.equal({ remaining: 0, resetSeconds: 30 });
    expect(parseRateLimit('"a";r=5;t=10, "b";r=0;t=30')).to.deep.equal({ remaining: 0, resetSeconds: 30 });
  });

  it('waits as Retry-After says, else RateLimit, else RateLimit-Policy, else backs off', () => {
    expect(retryDelay({ 'retry-after': '3', ratelimit: '"x";r=0;t=9' }, 0)).to.deep.equal({ ms: 3000, source: 'Retry-After' });
    expect(retryDelay({ ratelimit: '"x";r=0;t=9' }, 0)).to.deep.equal({ ms: 9000, source: 'RateLimit' });
    expect(retryDelay({ 'ratelimit-policy': '"x";q=100;w=60' }, 0)).to.deep.equal({ ms: 60000, source: 'RateLimit-Policy' });
    expect(retryDelay({}, 0)).to.deep.equal({ ms: 1000, source: 'backoff' });
    expect(retryDelay({}, 2)).to.deep.equal({ ms: 4000, source: 'backoff' });
  });
});

describe('contract: ranges in valid requests', () => {
  it('pairs the ends of a range by name', () => {
    expect(upperEndNames('from')).to.deep.equal(['to']);
    expect(upperEndNames('dateFrom')).to.deep.equal(['dateTo']);
    expect(upperEndNames('start_date')).to.deep.equal(['end_date']);
    expect(upperEndNames('minPrice')).to.deep.equal(['maxPrice']);
    expect(upperEndNames('minimum')).to.deep.equal([]);
    expect(upperEndNames('platform')).to.deep.equal([]);
  });

  it('keeps the end a case is about and moves the other; swaps otherwise', () => {
    const draft = emptyDraft();
    draft.query = { from: '2030-01-01', to: '2010-01-01' };
    expect(orderRanges(draft, 'query.from')).to.deep.equal(['query.from', 'query.to']);
    expect(draft.query).to.deep.equal({ from: '2030-01-01', to: '2030-01-01' });
    const other = emptyDraft();
    other.body = { kind: 'json', value: { start_date: '2026-03-31', end_date: '2026-02-01', minCount: 5, maxCount: 2 } };
    orderRanges(other);
    expect(other.body.value).to.deep.equal({ start_date: '2026-02-01', end_date: '2026-03-31', minCount: 2, maxCount: 5 });
    const fine = emptyDraft();
    fine.query = { from: '2010-01-01', to: '2030-01-01' };
    expect(orderRanges(fine)).to.deep.equal([]);
  });
});

describe('contract: signing in, and secrets never printed', function () {
  this.timeout(60_000);
  const TOKEN = 'member-token-9f8e7d6c5b4a';
  const PASSWORD = 'very-secret-password-42';
  let server: Listening;
  let url: string;
  let spec: SpecModel;

  before(async () => {
    const app = express();
    app.use(express.json());
    app.post('/login', (request, response) => {
      if (request.body?.password !== PASSWORD) return response.status(401).json({ error: 'bad password' });
      response.json({ data: { accessToken: TOKEN } });
    });
    // The profile answers `name` as a number: a schema failure, so failures (with curl commands) are reported.
    app.get('/me', (request, response) => {
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return response.status(401).json({ error: 'who are you' });
      if (Object.keys(request.query as object).length > 0) return response.status(400).json({ error: 'unknown parameter' });
      response.json({ name: 42, echo: request.headers.authorization });
    });
    app.all('/me', (_request, response) => response.set('Allow', 'GET, HEAD').status(405).json({ error: 'method' }));
    server = await listenOnPort0(app);
    url = server.url;
    spec = modelSpec({
      openapi: '3.0.3',
      info: { title: 'Profile', version: '1' },
      components: { securitySchemes: { member: { type: 'http', scheme: 'bearer' } } },
      paths: {
        '/me': {
          get: {
            operationId: 'getMe',
            security: [{ member: [] }],
            responses: {
              '200': { description: 'me', content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } } },
              '400': { description: 'bad', content: { 'application/json': { schema: { type: 'object' } } } },
              '401': { description: 'who', content: { 'application/json': { schema: { type: 'object' } } } },
              '405': { description: 'no', content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
      },
    } as never);
  });
  after(() => server.close());

  it('gets a token from a login URL (a path on the target) or a command', async () => {
    expect(await obtainToken({ url: '/login', body: JSON.stringify({ password: PASSWORD }) }, url, 5000)).to.equal(TOKEN);
    expect(await obtainToken({ command: `echo '{"auth":{"jwt":"${TOKEN}"}}'`, tokenPointer: '/auth/jwt' }, url, 5000)).to.equal(TOKEN);
    expect(await obtainToken({ command: `printf '%s\\n' ${TOKEN}` }, url, 5000)).to.equal(TOKEN);
    expect(atPointer({ a: [{ 'b/c': 1 }] }, '/a/0/b~1c')).to.equal(1);
  });

  it('stops with a clear error when the login is refused, printing nothing of the body sent', async () => {
    try {
      await runContract({ spec, baseUrl: url, login: { url: '/login', body: JSON.stringify({ password: 'wrong-password-000' }) } });
      expect.fail('no error');
    } catch (error) {
      expect((error as Error).message).to.equal(`login at ${url}/login was answered 401: {"error":"bad password"}`);
      expect((error as Error).message).to.not.include('wrong-password-000');
    }
  });

  it('sends the member token and masks it, and the password, in messages, records, JUnit and curl', async () => {
    const run = await runContract({ spec, baseUrl: url, seed: 1, maxExamples: 2, login: { url: '/login', body: JSON.stringify({ password: PASSWORD }) } });
    // The token worked (the profile was served), and the answer that echoes it is judged.
    expect(run.operations[0].reached).to.equal(true);
    expect(run.failures.some((f) => f.check === 'response_schema_conformance')).to.equal(true);
    const everything = JSON.stringify(run) + renderJunit([run]);
    expect(everything).to.not.include(TOKEN);
    expect(everything).to.not.include(PASSWORD);
    const failure = run.failures.find((f) => f.check === 'response_schema_conformance')!;
    expect(failure.curl).to.include('-H "Authorization: Bearer ${CONTRACT_BEARER}"');
    expect(failure.response!.body).to.include('"echo":"Bearer [masked]"');
    expect(run.notes).to.include('credentials are not printed: curl commands read them from $CONTRACT_BEARER, $CONTRACT_LOGIN_PASSWORD (--show-secrets prints them)');
  });

  it('reads the link fixture spec with its links resolved', async () => {
    const widgets = await loadSpec(new URL('./fixtures/widgets.yaml', import.meta.url).pathname);
    const links = widgets.operations.flatMap((op) => op.responses.flatMap((r) => r.links.map((l) => `${op.operationId} ${r.status} → ${l.operationId} ${JSON.stringify(l.parameters)}`)));
    expect(links).to.deep.equal([
      'listWidgets 200 → getWidget {"widgetId":"$response.body#/items/0/id"}',
      'getWidget 200 → getWidgetStock {"path.widgetId":"$response.body#/id","header.X-Warehouse":"north"}',
    ]);
  });
});
