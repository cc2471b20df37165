/**
 * Mock/live parity of the rules a browser meets (docs/product-decisions.md "Browsers and
 * CORS"): the HR sign-in proxy's same-origin rule and its token requirement give the same
 * statuses (and the same 403 body) against the mock as against the live service in front of
 * the member API stand-in. And every operation that needs a token declares it in its spec,
 * so the mock, which knows nothing but the spec, can ask for it.
 */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import request, { type Test } from 'supertest';
import YAML from 'yaml';
import type { RequestListener } from '../../src/app.js';
import { hrmArea } from '../../src/areas/hrm.js';
import { AUTHENTICATED_UPSTREAM } from '../../src/pipeline/compile-operation.js';
import { listOperations, readSpec } from '../../src/pipeline/openapi-document.js';
import { SAME_ORIGIN_ONLY } from '../../src/pipeline/same-origin.js';
import { MEMBER_AUTH_ROUTES } from '../../src/services/hrm/integration.js';
import type { Store } from '../../src/store/database.js';
import { buildHrm, startStandIn, withoutTraceId, type HrmTestApp, type StandIn } from '../areas/hrm-fixtures.js';
import { openTestStore } from '../support/store.js';
import { buildMockArea } from './mock-app.js';

const LOGIN = { loginId: 'hr.viewer', password: 'demo-hr-viewer-pass' };
const redocly = YAML.parse(readFileSync('redocly.yaml', 'utf8')) as { apis: Record<string, { root: string }> };

describe('mock/live parity of the HR sign-in proxy', () => {
  let store: Store;
  let standIn: StandIn;
  let live: HrmTestApp;
  let apps: Record<'live' | 'mock', RequestListener>;
  let token: string;

  before(async () => {
    store = await openTestStore('sqlite', { seedDemoData: true });
    standIn = await startStandIn();
    // A foreign origin allowed by CORS_ORIGINS in both: CORS lets pages read answers, it does
    // not make them this service's own, so the proxy still refuses them.
    live = await buildHrm({ store, env: { MEMBER_API_URL: standIn.url, CORS_ORIGINS: 'https://evil.example' } });
    const mock = await buildMockArea(hrmArea, { corsOrigins: ['https://evil.example'] });
    apps = { live: live.app, mock: mock.app };
    const login = await request(live.app).post('/api/v1/member-auth/login').send(LOGIN);
    expect(login.status).to.equal(200);
    token = login.body.data.accessToken;
  });
  after(async () => {
    await live.close();
    await standIn.stop();
    await store.close();
  });

  const cases: Array<{ name: string; status: number; send: (app: RequestListener) => Test }> = [
    { name: 'sign-in from a foreign Origin', status: 403, send: (app) => request(app).post('/api/v1/member-auth/login').set('Host', '127.0.0.1').set('Origin', 'https://evil.example').send(LOGIN) },
    { name: 'sign-in from the same host on another port', status: 403, send: (app) => request(app).post('/api/v1/member-auth/login').set('Host', '127.0.0.1').set('Origin', 'http://127.0.0.1:9999').send(LOGIN) },
    { name: 'sign-in a browser calls cross-site', status: 403, send: (app) => request(app).post('/api/v1/member-auth/login').set('Sec-Fetch-Site', 'cross-site').send(LOGIN) },
    { name: 'sign-out from Origin null', status: 403, send: (app) => request(app).post('/api/v1/member-auth/logout').set('Origin', 'null') },
    { name: 'sign-in from its own page', status: 200, send: (app) => request(app).post('/api/v1/member-auth/login').set('Host', 'hr.example.com:8443').set('Origin', 'http://hr.example.com:8443').set('Sec-Fetch-Site', 'same-origin').send(LOGIN) },
    { name: 'sign-in without an Origin (not a browser)', status: 200, send: (app) => request(app).post('/api/v1/member-auth/login').send(LOGIN) },
    { name: 'an invalid sign-in body from a foreign Origin: validation first', status: 400, send: (app) => request(app).post('/api/v1/member-auth/login').set('Origin', 'https://evil.example').send({ loginId: 'x' }) },
    { name: 'permissions without a token', status: 401, send: (app) => request(app).get('/api/v1/member-auth/me/permissions') },
    { name: 'permissions with a token, from a foreign Origin', status: 403, send: (app) => request(app).get('/api/v1/member-auth/me/permissions').set('Origin', 'https://evil.example').set('Authorization', `Bearer ${token}`) },
    { name: 'permissions with a token', status: 200, send: (app) => request(app).get('/api/v1/member-auth/me/permissions').set('Authorization', `Bearer ${token}`) },
  ];

  for (const { name, status, send } of cases) {
    it(`${name}: ${status} from both`, async () => {
      const [fromLive, fromMock] = [await send(apps.live), await send(apps.mock)];
      expect(fromLive.status, 'live').to.equal(status);
      expect(fromMock.status, 'mock').to.equal(status);
      if (status === 403) expect(withoutTraceId(fromMock.body)).to.deep.equal(withoutTraceId(fromLive.body));
      if (status === 401) expect(fromMock.headers['www-authenticate'], 'a challenge').to.be.a('string');
    });
  }

  it('the spec marks exactly the proxy\'s operations as same-origin only, and the token the central API checks', () => {
    const operations = listOperations(readSpec(hrmArea.specPath));
    const marked = operations.filter((op) => (op.operation as Record<string, unknown>)[SAME_ORIGIN_ONLY] === true).map((op) => op.path).sort();
    expect(marked).to.deep.equal(Object.values(MEMBER_AUTH_ROUTES).map((route) => route.proxy).sort());
    const upstream = operations.filter((op) => (op.operation as Record<string, unknown>)[AUTHENTICATED_UPSTREAM] === true);
    expect(upstream.map((op) => op.operationId)).to.deep.equal(['memberPermissions']);
    expect(upstream[0].operation.security).to.deep.equal([{ memberToken: [] }]);
  });
});

describe('operations that need a token declare it', () => {
  for (const [name, { root }] of Object.entries(redocly.apis)) {
    it(`${name}: every operation about the signed-in caller (a path segment "me") declares security`, () => {
      const document = readSpec(root);
      const undeclared = listOperations(document)
        .filter((op) => op.path.split('/').includes('me'))
        .filter((op) => (op.operation.security ?? document.security ?? []).every((requirement) => Object.keys(requirement).length === 0))
        .map((op) => `${op.method.toUpperCase()} ${op.path}`);
      expect(undeclared).to.deep.equal([]);
    });
  }
});
