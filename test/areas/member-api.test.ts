/**
 * The development stand-in of the central member API (spec/member-api.yaml), and how
 * `npm start` serves it beside the areas so the HR service verifies its tokens over HTTP.
 */
import { expect } from 'chai';
import { createLocalJWKSet, jwtVerify } from 'jose';
import pino from 'pino';
import { loadSettings } from '../../src/config/settings.js';
import { openRuntime } from '../../src/runtime.js';
import { servesMemberStandIn, startLiveAreas } from '../../src/server.js';
import { openTestStore } from '../support/store.js';
import { AUDIENCE, ISSUER, startStandIn, withoutTraceId, type StandIn } from './hrm-fixtures.js';

const UNAUTHORIZED = { success: false, error: { code: 'UNAUTHORIZED', message: 'Missing or invalid credentials.' } };

describe('member API stand-in', () => {
  let standIn: StandIn;

  before(async () => {
    standIn = await startStandIn();
  });
  after(() => standIn.stop());

  const login = (loginId: string, password: string) => standIn.checked(standIn.http.post('/auth/login').send({ loginId, password }));

  it('says it is a stand-in, with the issuer and audience it signs for', async () => {
    const res = await standIn.checked(standIn.http.get('/health'));
    expect(res.body.data).to.deep.equal({ status: 'ok', standIn: true, issuer: ISSUER, audience: AUDIENCE });
  });

  it('publishes a public JWKS that verifies the access tokens it issues', async () => {
    const jwks = await standIn.checked(standIn.http.get('/.well-known/jwks.json'));
    expect(jwks.status).to.equal(200);
    expect(jwks.headers['cache-control']).to.equal('public, max-age=300');
    expect(jwks.body.keys).to.have.length(1);
    expect(jwks.body.keys[0]).to.include({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.body.keys[0]).to.not.have.any.keys('d', 'k');
    const grant = await login('hr.admin', 'demo-hr-admin-pass');
    const { payload, protectedHeader } = await jwtVerify(grant.body.data.accessToken, createLocalJWKSet(jwks.body), { issuer: ISSUER, audience: AUDIENCE });
    expect(protectedHeader).to.include({ alg: 'ES256', typ: 'at+jwt' });
    expect(payload).to.include({ sub: 'mbr-0001', scope: 'employee.read attendance.read leave.read payroll.read document.read' });
  });

  it('signs in, with the refresh token in the body and an HttpOnly cookie, never cached', async () => {
    const res = await login('payroll.clerk', 'demo-payroll-clerk-pass');
    expect(res.status).to.equal(200);
    expect(res.body.data.member).to.deep.equal({ memberId: 'mbr-0003', loginId: 'payroll.clerk', displayName: 'Payroll Clerk', companyId: 'globex', permissions: ['payroll.read'] });
    expect(res.headers['set-cookie']).to.deep.equal([`member_refresh=${res.body.data.refreshToken}; Max-Age=86400; HttpOnly; SameSite=Strict`]);
    expect(res.headers['cache-control']).to.equal('no-store');
  });

  it('answers a wrong password and an unknown member alike: 401 with a challenge', async () => {
    const wrong = await login('hr.admin', 'demo-hr-viewer-pass');
    const unknown = await login('nobody', 'demo-hr-admin-pass');
    for (const res of [wrong, unknown]) {
      expect(res.status).to.equal(401);
      expect(withoutTraceId(res.body)).to.deep.equal(UNAUTHORIZED);
      expect(res.headers['www-authenticate']).to.equal('Bearer realm="member-api"');
    }
  });

  it('refuses a login body that is not the documented shape', async () => {
    const res = await standIn.checked(standIn.http.post('/auth/login').send({ loginId: 'hr.admin', password: 'x', remember: true }));
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.deep.equal([{ location: 'body', path: 'remember', message: 'is not an allowed property' }]);
  });

  it('shows the profile and the permissions of a bearer token, and 401 without one', async () => {
    const { body } = await login('hr.viewer', 'demo-hr-viewer-pass');
    const me = await standIn.checked(standIn.http.get('/me').set('Authorization', `Bearer ${body.data.accessToken}`));
    expect(me.body.data).to.deep.equal(body.data.member);
    const permissions = await standIn.checked(standIn.http.get('/me/permissions').set('Authorization', `Bearer ${body.data.accessToken}`));
    expect(permissions.body.data).to.deep.equal({ memberId: 'mbr-0002', companyId: 'acme', permissions: ['employee.read'] });
    for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: 'Basic eDp5' }]) {
      const res = await standIn.checked(standIn.http.get('/me/permissions').set(headers));
      expect(res.status).to.equal(401);
      expect(withoutTraceId(res.body)).to.deep.equal(UNAUTHORIZED);
      expect(res.headers['www-authenticate']).to.equal('Bearer realm="member-api"');
    }
  });

  it('refreshes from the cookie, rotates the refresh token and clears the cookie of a failed refresh', async () => {
    const first = await login('hr.viewer', 'demo-hr-viewer-pass');
    const refreshed = await standIn.checked(standIn.http.post('/auth/refresh').set('Cookie', `theme=dark; member_refresh=${first.body.data.refreshToken}`));
    expect(refreshed.status).to.equal(200);
    expect(refreshed.body.data.refreshToken).to.not.equal(first.body.data.refreshToken);
    const stale = await standIn.checked(standIn.http.post('/auth/refresh').send({ refreshToken: first.body.data.refreshToken }));
    expect(stale.status).to.equal(401);
    expect(stale.headers['set-cookie']).to.deep.equal(['member_refresh=; Max-Age=0; HttpOnly; SameSite=Strict']);
    const none = await standIn.checked(standIn.http.post('/auth/refresh'));
    expect(none.status).to.equal(401);
  });

  it('refuses a member_refresh cookie over its documented 256 characters with 400, as for the body', async () => {
    const res = await standIn.checked(standIn.http.post('/auth/refresh').set('Cookie', `member_refresh=${'x'.repeat(300)}`));
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.deep.equal([{ location: 'cookie', path: 'member_refresh', message: 'must NOT have more than 256 characters' }]);
  });

  it('signs out every token given, always answering 200 and clearing the cookie', async () => {
    const { body } = await login('hr.admin', 'demo-hr-admin-pass');
    const out = await standIn.checked(standIn.http.post('/auth/logout').send({ refreshToken: body.data.refreshToken }));
    expect(out.status).to.equal(200);
    expect(out.body.data).to.deep.equal({ loggedOut: true });
    expect(out.headers['set-cookie']).to.deep.equal(['member_refresh=; Max-Age=0; HttpOnly; SameSite=Strict']);
    expect((await standIn.checked(standIn.http.get('/me').set('Authorization', `Bearer ${body.data.accessToken}`))).status).to.equal(401);
    expect((await standIn.checked(standIn.http.post('/auth/refresh').send({ refreshToken: body.data.refreshToken }))).status).to.equal(401);
    const nothing = await standIn.checked(standIn.http.post('/auth/logout').set('Authorization', 'Bearer garbage'));
    expect(nothing.status).to.equal(200);
  });

  it('publishes its own description', async () => {
    const json = await standIn.checked(standIn.http.get('/openapi.json'));
    expect(json.body.info.title).to.equal('Central Member API (development stand-in)');
    expect(Object.keys(json.body.paths)).to.include.members(['/auth/login', '/auth/refresh', '/auth/logout', '/me', '/me/permissions', '/.well-known/jwks.json']);
  });
});

describe('npm start and the stand-in', () => {
  it('serves the stand-in when MEMBER_API_URL is unset or names its local port, not otherwise', () => {
    const cases: Array<[Record<string, string>, boolean]> = [
      [{}, true],
      [{ MEMBER_API_URL: 'http://127.0.0.1:8085' }, true],
      [{ MEMBER_API_URL: 'http://localhost:8085/' }, true],
      [{ MEMBER_API_PORT: '9000', MEMBER_API_URL: 'http://127.0.0.1:9000' }, true],
      [{ MEMBER_API_URL: 'http://127.0.0.1:9000' }, false],
      [{ MEMBER_API_URL: 'https://members.example.com' }, false],
      [{ MEMBER_API_URL: 'http://10.0.0.5:8085' }, false],
    ];
    for (const [env, expected] of cases) expect(servesMemberStandIn(loadSettings(env)), JSON.stringify(env)).to.equal(expected);
  });

  it('starts the stand-in beside the HR service, which verifies its tokens over HTTP (port 0 included)', async function () {
    this.timeout(30_000);
    const settings = loadSettings({ NODE_ENV: 'test', AREAS: 'hrm', HRM_PORT: '0', MEMBER_API_PORT: '0' });
    const store = await openTestStore('sqlite');
    const runtime = await openRuntime(settings, pino({ level: 'silent' }), { store, redis: null });
    const servers = await startLiveAreas(settings, pino({ level: 'silent' }), runtime);
    try {
      expect(servers.running.map((s) => s.name)).to.deep.equal(['member-api', 'hrm']);
      const [memberApi, hrm] = servers.running.map((s) => s.url);
      const login = await fetch(`${hrm}/api/v1/member-auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'hr.admin', password: 'demo-hr-admin-pass' }) });
      expect(login.status).to.equal(200);
      const { data } = (await login.json()) as { data: { accessToken: string } };
      const employees = await fetch(`${hrm}/api/v1/employees?pageSize=1`, { headers: { authorization: `Bearer ${data.accessToken}` } });
      expect(employees.status).to.equal(200);
      expect(((await employees.json()) as { data: { total: number } }).data.total).to.equal(42);
      const integration = (await (await fetch(`${hrm}/api/v1/public/integration`)).json()) as { data: { memberApi: { baseUrl: string; jwksUrl: string } } };
      expect(integration.data.memberApi).to.include({ baseUrl: memberApi, jwksUrl: `${memberApi}/.well-known/jwks.json` });
    } finally {
      await servers.stop();
      await store.close();
    }
  });
});
