import { expect } from 'chai';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { buildMockArea, fixtureArea, type MockTestArea } from './mock-app.js';

describe('mock CORS', () => {
  let knowledge: MockTestArea;
  let fixture: MockTestArea;
  const ORIGIN = 'http://localhost:5173';
  before(async () => {
    knowledge = await buildMockArea(knowledgeArea);
    fixture = await buildMockArea(fixtureArea);
  });

  it('answers a preflight with the path\'s methods, the requested headers echoed and a max age', async () => {
    const res = await knowledge.http
      .options('/api/v1/crawl/simulate')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, prefer, traceparent');
    expect(res.status).to.equal(204);
    expect(res.headers).to.include({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type, prefer, traceparent',
      'access-control-max-age': '86400',
    });
    expect(res.headers.vary).to.equal('Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    expect(res.text ?? '').to.equal('');
  });

  it('lists every method of a templated path, HEAD with GET', async () => {
    const res = await fixture.http
      .options('/api/v1/things/0b5e5a1c-8f1e-4c1e-9a2b-2f4d2c1e6a11')
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'DELETE');
    expect(res.status).to.equal(204);
    expect(res.headers['access-control-allow-methods']).to.equal('DELETE, GET, HEAD');
    expect(res.headers).to.not.have.property('access-control-allow-headers');
  });

  it('echoes the origin on a real request, allows credentials, exposes X-Mock, and varies on Origin', async () => {
    const res = await knowledge.checked(knowledge.http.get('/api/v1/health').set('Origin', ORIGIN));
    expect(res.status).to.equal(200);
    expect(res.headers['access-control-allow-origin']).to.equal(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).to.equal('true');
    expect(res.headers.vary).to.equal('Origin');
    expect(res.headers['access-control-expose-headers'].split(', ')).to.include.members(['X-Mock', 'Preference-Applied', 'WWW-Authenticate', 'Allow']);
  });

  it('exposes the documented response headers of the spec', async () => {
    const res = await fixture.http.get('/api/v1/employees').set('Origin', ORIGIN);
    expect(res.status).to.equal(401);
    expect(res.headers['access-control-allow-origin']).to.equal(ORIGIN);
    expect(res.headers['access-control-expose-headers'].split(', ')).to.include('Retry-After');
  });

  it('sends no CORS grant without an Origin, but still varies on it', async () => {
    const res = await knowledge.checked(knowledge.http.get('/api/v1/health'));
    expect(res.headers).to.not.have.property('access-control-allow-origin');
    expect(res.headers.vary).to.equal('Origin');
  });

  it('a preflight to an unknown path gets the pipeline\'s 404', async () => {
    const res = await knowledge.checked(knowledge.http.options('/api/v1/nowhere').set('Origin', ORIGIN).set('Access-Control-Request-Method', 'GET'));
    expect(res.status).to.equal(404);
    expect(res.headers).to.not.have.property('access-control-allow-methods');
    expect(res.body.error.code).to.equal('NOT_FOUND');
  });

  it('an OPTIONS that is not a preflight is answered by the pipeline with Allow', async () => {
    const res = await knowledge.http.options('/api/v1/health');
    expect(res.status).to.equal(204);
    expect(res.headers.allow).to.equal('GET, HEAD');
    expect(res.headers).to.not.have.property('access-control-allow-methods');
  });
});
