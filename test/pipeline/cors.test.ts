/**
 * CORS is one setting, CORS_ORIGINS, applied by the same code in live and mock mode
 * (src/pipeline/cors.ts): every check below runs against both, and a last one compares
 * their CORS headers request by request, so browser code that works against the mock
 * meets the same CORS answers live.
 */
import { expect } from 'chai';
import request from 'supertest';
import type { Response } from 'supertest';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { loadSettings, SettingsError } from '../../src/config/settings.js';
import type { Store } from '../../src/store/database.js';
import { buildMockArea, fixtureArea } from '../mock/mock-app.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';
import type { RequestListener } from '../../src/app.js';

const ORIGIN = 'http://localhost:5173';
const FOREIGN = 'https://evil.example';
const corsHeaders = (res: Response) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => name.startsWith('access-control-') || name === 'vary'));

describe('CORS (CORS_ORIGINS), live and mock alike', () => {
  let store: Store;
  const apps: Record<'live' | 'mock', { allowed: RequestListener; closed: RequestListener }> = {} as never;
  const live: TestArea<unknown>[] = [];

  before(async () => {
    store = await openTestStore('sqlite', { seedDemoData: true });
    const liveAllowed = await buildTestArea(knowledgeArea, { store, env: { CORS_ORIGINS: `${ORIGIN}, https://admin.example.com` } });
    const liveClosed = await buildTestArea(knowledgeArea, { store });
    live.push(liveAllowed, liveClosed);
    apps.live = { allowed: liveAllowed.app, closed: liveClosed.app };
    apps.mock = {
      allowed: (await buildMockArea(knowledgeArea, { corsOrigins: [ORIGIN, 'https://admin.example.com'] })).app,
      closed: (await buildMockArea(knowledgeArea)).app,
    };
  });
  after(async () => {
    for (const area of live) await area.close();
    await store.close();
  });

  for (const mode of ['live', 'mock'] as const) {
    describe(mode, () => {
      it('answers a preflight from an allowed origin with the path\'s methods, the requested headers and a max age', async () => {
        const res = await request(apps[mode].allowed)
          .options('/api/v1/crawl/simulate')
          .set('Origin', ORIGIN)
          .set('Access-Control-Request-Method', 'POST')
          .set('Access-Control-Request-Headers', 'content-type, traceparent');
        expect(res.status).to.equal(204);
        expect(res.headers).to.include({
          'access-control-allow-origin': ORIGIN,
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, traceparent',
          'access-control-max-age': '86400',
          vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        });
        expect(res.text ?? '').to.equal('');
      });

      it('lists HEAD with GET, and echoes an allowed origin on a real request with its documented headers exposed', async () => {
        const preflight = await request(apps[mode].allowed).options('/api/v1/health').set('Origin', 'https://admin.example.com').set('Access-Control-Request-Method', 'GET');
        expect(preflight.headers['access-control-allow-methods']).to.equal('GET, HEAD');
        const res = await request(apps[mode].allowed).get('/api/v1/health').set('Origin', ORIGIN);
        expect(res.status).to.equal(200);
        expect(res.headers['access-control-allow-origin']).to.equal(ORIGIN);
        expect(res.headers['access-control-allow-credentials']).to.equal('true');
        expect(res.headers.vary).to.equal('Origin');
        const exposed = res.headers['access-control-expose-headers'].split(', ');
        expect(exposed).to.include.members(['WWW-Authenticate', 'Allow']);
        if (mode === 'mock') expect(exposed).to.include.members(['X-Mock', 'Preference-Applied']);
        else expect(exposed).to.not.include('X-Mock');
      });

      it('grants nothing to a foreign origin, and sends no grant without an Origin', async () => {
        const foreign = await request(apps[mode].allowed).get('/api/v1/health').set('Origin', FOREIGN);
        expect(foreign.status).to.equal(200);
        expect(foreign.headers).to.not.have.property('access-control-allow-origin');
        expect(foreign.headers.vary).to.equal('Origin');
        const preflight = await request(apps[mode].allowed).options('/api/v1/health').set('Origin', FOREIGN).set('Access-Control-Request-Method', 'GET');
        expect(preflight.status).to.equal(204); // the pipeline's own OPTIONS answer, with Allow only
        expect(preflight.headers).to.not.have.property('access-control-allow-origin');
        expect(preflight.headers).to.not.have.property('access-control-allow-methods');
        const none = await request(apps[mode].allowed).get('/api/v1/health');
        expect(none.headers).to.not.have.property('access-control-allow-origin');
      });

      it('lets the pipeline answer a preflight to an unknown path (404)', async () => {
        const res = await request(apps[mode].allowed).options('/api/v1/nowhere').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'GET');
        expect(res.status).to.equal(404);
        expect(res.headers).to.not.have.property('access-control-allow-methods');
        expect(res.body.error.code).to.equal('NOT_FOUND');
      });

      it('without CORS_ORIGINS (the default) sends no CORS header at all, not even Vary', async () => {
        const res = await request(apps[mode].closed).get('/api/v1/health').set('Origin', ORIGIN);
        expect(res.status).to.equal(200);
        expect(corsHeaders(res)).to.deep.equal({});
        const preflight = await request(apps[mode].closed).options('/api/v1/crawl/simulate').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'POST');
        expect(preflight.status).to.equal(204);
        expect(preflight.headers.allow).to.equal('POST');
        expect(corsHeaders(preflight)).to.deep.equal({});
      });
    });
  }

  it('live and mock send the same CORS headers for the same requests', async () => {
    const requests: Array<{ name: string; send: (app: RequestListener) => request.Test }> = [
      { name: 'preflight', send: (app) => request(app).options('/api/v1/crawl/simulate').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'content-type') },
      { name: 'foreign preflight', send: (app) => request(app).options('/api/v1/crawl/simulate').set('Origin', FOREIGN).set('Access-Control-Request-Method', 'POST') },
      { name: 'GET, foreign', send: (app) => request(app).get('/api/v1/sources').set('Origin', FOREIGN) },
      { name: 'GET, no Origin', send: (app) => request(app).get('/api/v1/sources') },
    ];
    for (const { name, send } of requests) {
      for (const variant of ['allowed', 'closed'] as const) {
        const [fromLive, fromMock] = await Promise.all([send(apps.live[variant]), send(apps.mock[variant])]);
        expect(corsHeaders(fromMock), `${name} (${variant})`).to.deep.equal(corsHeaders(fromLive));
        expect(fromMock.status, `${name} (${variant})`).to.equal(fromLive.status);
      }
    }
    const [fromLive, fromMock] = await Promise.all([apps.live.allowed, apps.mock.allowed].map((app) => request(app).get('/api/v1/sources').set('Origin', ORIGIN)));
    const { 'access-control-expose-headers': liveExposed, ...liveRest } = corsHeaders(fromLive);
    const { 'access-control-expose-headers': mockExposed, ...mockRest } = corsHeaders(fromMock);
    expect(mockRest).to.deep.equal(liveRest);
    // The mock exposes its own X-Mock and Preference-Applied besides the same documented headers.
    expect(String(mockExposed).split(', ').filter((name) => !['X-Mock', 'Preference-Applied'].includes(name))).to.deep.equal(String(liveExposed).split(', '));
  });

  it('exposes the documented response headers of a spec (Retry-After of a fixture)', async () => {
    const mock = await buildMockArea(fixtureArea, { corsOrigins: [ORIGIN] });
    const res = await mock.http.get('/api/v1/employees').set('Origin', ORIGIN);
    expect(res.status).to.equal(401);
    expect(res.headers['access-control-allow-origin']).to.equal(ORIGIN);
    expect(res.headers['access-control-expose-headers'].split(', ')).to.include('Retry-After');
  });

  describe('the CORS_ORIGINS setting', () => {
    it('is empty by default, in every environment', () => {
      expect(loadSettings({}).corsOrigins).to.deep.equal([]);
      expect(loadSettings({ NODE_ENV: 'production', MEMBER_API_URL: 'https://members.example.com' }).corsOrigins).to.deep.equal([]);
    });
    it('reads a comma-separated list of origins', () => {
      expect(loadSettings({ CORS_ORIGINS: ' http://localhost:5173 ,https://App.Example.com,,' }).corsOrigins).to.deep.equal(['http://localhost:5173', 'https://app.example.com']);
    });
    for (const bad of ['*', 'null', 'localhost:5173', 'https://app.example.com/path', 'not a url']) {
      it(`refuses "${bad}" naming the setting`, () => {
        expect(() => loadSettings({ CORS_ORIGINS: bad })).to.throw(SettingsError, /^CORS_ORIGINS: /);
      });
    }
  });
});
