import { expect } from 'chai';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';

describe('pipeline: bad requests get a clear error in the envelope', () => {
  let area: TestArea<unknown>;
  before(async () => {
    area = await buildTestArea(knowledgeArea, { store: await openTestStore('sqlite', { seedDemoData: false }) });
  });
  after(() => area.close());

  it('404 for an unknown path', async () => {
    const res = await area.checked(area.http.get('/api/v1/nothing'));
    expect(res.status).to.equal(404);
    expect(res.body.error).to.deep.equal({ code: 'NOT_FOUND', message: 'No operation is served at GET /api/v1/nothing.' });
  });

  it('404 for a documented path with a trailing slash, which the spec does not describe', async () => {
    for (const path of ['/api/v1/sources/', '/api/v1/health/', '/api/v1/sources//']) {
      const res = await area.checked(area.http.get(path));
      expect(res.status, path).to.equal(404);
      expect(res.body.error, path).to.deep.equal({ code: 'NOT_FOUND', message: `No operation is served at GET ${path}.` });
    }
    // The same path without the slash is served.
    expect((await area.checked(area.http.get('/api/v1/sources'))).status).to.equal(200);
  });

  it('405 with Allow for a known path and a wrong method', async () => {
    const res = await area.checked(area.http.delete('/api/v1/sources'));
    expect(res.status).to.equal(405);
    expect(res.headers.allow).to.equal('GET, HEAD');
    expect(res.body.error.code).to.equal('METHOD_NOT_ALLOWED');
  });

  it('400 naming an unknown query parameter', async () => {
    const res = await area.checked(area.http.get('/api/v1/health?colour=red'));
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.deep.equal([{ location: 'query', path: 'colour', message: 'is not a known parameter' }]);
  });

  it('415 for a body that is not JSON', async () => {
    const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'text/plain').send('scenario=baseline'));
    expect(res.status).to.equal(415);
    expect(res.body.error.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
  });

  it('400 for malformed JSON', async () => {
    const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'application/json').send('{"scenario": '));
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('MALFORMED_JSON');
  });

  it('400 for a missing required body', async () => {
    const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'application/json'));
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
  });

  it('413 for a body over 1 MiB', async () => {
    const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'application/json').send(JSON.stringify({ scenario: 'x'.repeat(1_100_000) })));
    expect(res.status).to.equal(413);
    expect(res.body.error).to.deep.equal({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1048576 bytes.' });
  });

  it('400 for a body whose content encoding cannot be decoded', async () => {
    const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'application/json').set('content-encoding', 'gzip').send('{"not": "gzip"}'));
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('MALFORMED_JSON');
  });

  it('415 for a content encoding the server does not know', async () => {
    const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'application/json').set('content-encoding', 'zstd-x').send('{}'));
    expect(res.status).to.equal(415);
    expect(res.body.error.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
  });

  it('415 for a content encoding named like an object property (constructor, __proto__)', async () => {
    for (const coding of ['constructor', '__proto__']) {
      const res = await area.checked(area.http.post('/api/v1/crawl/simulate').set('content-type', 'application/json').set('content-encoding', coding).send('{}'));
      expect(res.status, coding).to.equal(415);
      expect(res.body.error.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('406 when Accept excludes JSON', async () => {
    const res = await area.checked(area.http.get('/api/v1/health').set('accept', 'application/xml'));
    expect(res.status).to.equal(406);
    expect(res.body.error.code).to.equal('NOT_ACCEPTABLE');
  });

  it('honours a valid traceparent and ignores an invalid one', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const honoured = await area.checked(area.http.get('/api/v1/health').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`));
    expect(honoured.body.traceId).to.equal(traceId);
    const zero = await area.checked(area.http.get('/api/v1/health').set('traceparent', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`));
    expect(zero.body.traceId).to.match(/^[0-9a-f]{32}$/).and.not.equal('0'.repeat(32));
    const errorTrace = await area.checked(area.http.get('/api/v1/nothing').set('traceparent', `00-${traceId}-00f067aa0ba902b7-01`));
    expect(errorTrace.body.traceId).to.equal(traceId);
  });

  it('answers OPTIONS with the allowed methods', async () => {
    const res = await area.http.options('/api/v1/health');
    expect(res.status).to.equal(204);
    expect(res.headers.allow).to.equal('GET, HEAD');
  });
});
