import { expect } from 'chai';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { envelopes } from '../../src/pipeline/envelope.js';
import { DYNAMIC_SEEDS } from '../../src/mock/mock-responder.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { buildMockArea, fixtureArea, type MockTestArea } from './mock-app.js';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE}-b7ad6b7169203331-01`;

/** The example of the spec, as written, for one operation path, status and name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec read as plain JSON
function specExample(path: string, status: string, name: string): any {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec read as plain JSON
  const operation = (readSpec(knowledgeArea.specPath).paths as any)[path].get ?? (readSpec(knowledgeArea.specPath).paths as any)[path].post;
  return operation.responses[status].content['application/json'].examples[name].value;
}

describe('mock responder: knowledge area from its spec alone', () => {
  let mock: MockTestArea;
  before(async () => {
    mock = await buildMockArea(knowledgeArea);
  });
  afterEach(() => expect(mock.stats.responseViolations, 'the app saw a response outside the spec').to.equal(0));

  it('answers the lowest 2xx with its first example, carrying the request trace id', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/health').set('traceparent', TRACEPARENT));
    expect(res.status).to.equal(200);
    expect(res.headers['x-mock']).to.equal('example=healthy');
    expect(res.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(res.body).to.deep.equal({ ...specExample('/api/v1/health', '200', 'healthy'), traceId: TRACE });
  });

  it('gives each request its own trace id in a precomputed example', async () => {
    const [a, b] = await Promise.all([mock.checked(mock.http.get('/api/v1/health')), mock.checked(mock.http.get('/api/v1/health'))]);
    expect(a.body.traceId).to.match(/^[0-9a-f]{32}$/);
    expect(a.body.traceId).to.not.equal(b.body.traceId);
    expect(a.body.data).to.deep.equal(b.body.data);
  });

  it('Prefer: code=404 answers the documented 404 example', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/reports/latest').set('Prefer', 'code=404'));
    expect(res.status).to.equal(404);
    expect(res.headers['x-mock']).to.equal('example=noReport');
    expect(res.headers['preference-applied']).to.equal('code=404');
    expect(res.body.error).to.deep.equal({ code: 'NOT_FOUND', message: 'No crawler report exists yet.' });
  });

  it('__code is taken from the query and stripped before validation', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/health?__code=500'));
    expect(res.status).to.equal(500);
    expect(res.body.error.code).to.equal('INTERNAL');
  });

  it('Prefer: example=<name> picks that example; __example too', async () => {
    const byHeader = await mock.checked(mock.http.get('/api/v1/pending').set('Prefer', 'example=none'));
    expect(byHeader.headers['x-mock']).to.equal('example=none');
    expect(byHeader.body.data).to.deep.equal({ hasPendingUpdate: false, state: null, markedAt: null });
    const byQuery = await mock.checked(mock.http.get('/api/v1/pending?__example=pending'));
    expect(byQuery.body.data).to.deep.equal({ hasPendingUpdate: true, state: 'PENDING_UPDATE', markedAt: '2026-11-20T06:01:00Z' });
  });

  it('code and example combine, comma-separated as Prism reads them', async () => {
    const res = await mock.checked(
      mock.http.post('/api/v1/member/callback/simulate').set('Prefer', 'code=200, example=rejected').send({ state: 's', returnedFields: { accessToken: 'x' } }),
    );
    expect(res.status).to.equal(200);
    expect(res.body.data.rejectedFields).to.deep.equal(['accessToken']);
    expect(res.headers['preference-applied']).to.equal('code=200, example=rejected');
  });

  it('an undocumented code is a 400 naming the code and the documented ones', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/health').set('Prefer', 'code=404'));
    expect(res.status).to.equal(400);
    expect(res.body.error).to.deep.equal({
      code: 'VALIDATION_FAILED',
      message: 'getHealth documents no 404 response; documented: 200, 400, 405, 406, 408, 417, 431, 500.',
      details: [{ location: 'header', path: 'Prefer.code', message: '404 is not documented; documented: 200, 400, 405, 406, 408, 417, 431, 500' }],
    });
  });

  it('an unknown example name is a 400 naming the examples that exist', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/pending?__example=maybe'));
    expect(res.status).to.equal(400);
    expect(res.body.error).to.deep.equal({
      code: 'VALIDATION_FAILED',
      message: 'The 200 response of getPendingUpdate has no example "maybe"; its examples: pending, none.',
      details: [{ location: 'query', path: '__example', message: '"maybe" is not an example of the 200 response; its examples: pending, none' }],
    });
  });

  it('a malformed Prefer is a 400 in the envelope', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/health').set('Prefer', 'dynamic=perhaps'));
    expect(res.status).to.equal(400);
    expect(res.body.error.message).to.equal('The mock preferences cannot be read: Prefer.dynamic must be true or false; got "perhaps".');
  });

  it('dynamic with a seed is the same body for the same seed, another for another seed', async () => {
    const first = await mock.checked(mock.http.get('/api/v1/status').set('Prefer', 'dynamic=true, seed=42'));
    const again = await mock.checked(mock.http.get('/api/v1/status?__dynamic=true&__seed=42'));
    const other = await mock.checked(mock.http.get('/api/v1/status').set('Prefer', 'dynamic=true, seed=43'));
    expect(first.headers['x-mock']).to.equal('dynamic; seed=42');
    expect(again.body.data).to.deep.equal(first.body.data);
    expect(other.body.data).to.not.deep.equal(first.body.data);
    expect(first.body.data).to.not.deep.equal(specExample('/api/v1/status', '200', 'status').data);
  });

  it('a seed alone implies dynamic; dynamic without a seed reports the seed it drew, which replays', async () => {
    const seeded = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', 'seed=7'));
    expect(seeded.headers['x-mock']).to.equal('dynamic; seed=7');
    const drawn = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', 'dynamic=true'));
    const seed = /^dynamic; seed=(\d+)$/.exec(drawn.headers['x-mock'])?.[1];
    expect(seed).to.be.a('string');
    const replay = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', `seed=${seed}`));
    expect(replay.body.data).to.deep.equal(drawn.body.data);
  });

  it('draws an unseeded dynamic answer from DYNAMIC_SEEDS data sets; a data set asked for again carries each request\'s own traceId', async () => {
    for (let i = 0; i < 40; i++) {
      const drawn = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', 'dynamic=true'));
      expect(Number(/^dynamic; seed=(\d+)$/.exec(drawn.headers['x-mock'])?.[1])).to.be.within(0, DYNAMIC_SEEDS - 1);
    }
    const other = '4bf92f3577b34da6a3ce929d0e0e4736';
    const first = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', 'seed=5').set('traceparent', TRACEPARENT));
    const again = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', 'seed=5').set('traceparent', `00-${other}-00f067aa0ba902b7-01`));
    expect([first.body.traceId, again.body.traceId]).to.deep.equal([TRACE, other]);
    expect(again.body.data).to.deep.equal(first.body.data);
    // A seed beyond the drawn ones still reaches its own data set.
    const far = await mock.checked(mock.http.get('/api/v1/sources').set('Prefer', 'seed=4000000000'));
    expect(far.headers['x-mock']).to.equal('dynamic; seed=4000000000');
    expect(far.body.data).to.not.deep.equal(first.body.data);
  });

  it('validates requests as live mode does', async () => {
    const unknown = await mock.checked(mock.http.get('/api/v1/health?colour=red'));
    expect(unknown.status).to.equal(400);
    expect(unknown.body.error.details).to.deep.equal([{ location: 'query', path: 'colour', message: 'is not a known parameter' }]);
    const badBody = await mock.checked(mock.http.post('/api/v1/crawl/simulate').send({ scenario: 'sideways', sourceLimit: 3 }));
    expect(badBody.status).to.equal(400);
    expect(badBody.body.error.code).to.equal('VALIDATION_FAILED');
    const wrongType = await mock.checked(mock.http.post('/api/v1/crawl/simulate').set('content-type', 'text/plain').send('x'));
    expect(wrongType.status).to.equal(415);
    const wrongMethod = await mock.checked(mock.http.delete('/api/v1/health'));
    expect([wrongMethod.status, wrongMethod.headers.allow]).to.deep.equal([405, 'GET, HEAD']);
    const nowhere = await mock.checked(mock.http.get('/api/v1/nowhere'));
    expect(nowhere.status).to.equal(404);
    expect(nowhere.headers['x-mock']).to.equal(undefined);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await mock.http.head('/api/v1/health');
    expect(res.status).to.equal(200);
    expect(res.headers['x-mock']).to.equal('example=healthy');
    expect(Number(res.headers['content-length'])).to.be.greaterThan(100);
    expect(res.text ?? '').to.equal('');
  });

  it('serves the real spec at openapi.json and .yaml unless an example is asked for', async () => {
    const json = await mock.checked(mock.http.get('/api/v1/openapi.json'));
    expect(json.headers['x-mock']).to.equal('spec-document');
    expect(json.body).to.deep.equal(readSpec(knowledgeArea.specPath));
    const yaml = await mock.checked(mock.http.get('/api/v1/openapi.yaml'));
    expect(yaml.headers['content-type']).to.equal('application/yaml; charset=utf-8');
    expect(yaml.text).to.match(/^openapi: 3\.0\.3\n/).and.include('operationId: getHealth');
    const example = await mock.checked(mock.http.get('/api/v1/openapi.json').set('Prefer', 'example=document'));
    expect(example.body).to.deep.equal({ openapi: '3.0.3', info: { title: 'Knowledge Monitor API', version: '1.1.0' }, paths: {} });
  });
});

describe('mock responder: security, paging, generation (fixture spec)', () => {
  let mock: MockTestArea;
  const KEY = 'mk_test_0123456789';
  before(async () => {
    mock = await buildMockArea(fixtureArea);
  });
  afterEach(() => expect(mock.stats.responseViolations, 'the app saw a response outside the spec').to.equal(0));

  it('a protected operation without credentials is 401 with WWW-Authenticate', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/employees'));
    expect(res.status).to.equal(401);
    expect(res.headers['www-authenticate']).to.equal('ApiKey realm="fixture", header="X-API-Key", Bearer realm="fixture"');
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('a malformed credential is 401 too; a well-formed one of either scheme passes', async () => {
    const short = await mock.checked(mock.http.get('/api/v1/employees').set('X-API-Key', 'short'));
    expect(short.status).to.equal(401);
    const garbled = await mock.checked(mock.http.get('/api/v1/employees').set('Authorization', 'Bearer not a token'));
    expect(garbled.status).to.equal(401);
    const key = await mock.checked(mock.http.get('/api/v1/employees').set('X-API-Key', KEY));
    expect([key.status, key.headers['x-mock']]).to.deep.equal([200, 'example=twoEmployees']);
    const bearer = await mock.checked(mock.http.get('/api/v1/employees').set('Authorization', 'Bearer eyJhbGciOi.eyJzdWIi.c2ln'));
    expect(bearer.status).to.equal(200);
  });

  it('an example is returned as written when no page is named', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/employees').set('X-API-Key', KEY));
    expect(res.body.data).to.include({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
    expect(res.body.data.items.map((e: { name: string }) => e.name)).to.deep.equal(['Ada Lovelace', 'Alan Turing']);
  });

  it('an example is re-paged when the caller names a page, totals agreeing with the items', async () => {
    const second = await mock.checked(mock.http.get('/api/v1/employees?page=2&pageSize=1').set('X-API-Key', KEY));
    expect(second.headers['x-mock']).to.equal('example=twoEmployees; paged');
    expect(second.body.data).to.deep.include({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
    expect(second.body.data.items.map((e: { name: string }) => e.name)).to.deep.equal(['Alan Turing']);
    const beyond = await mock.checked(mock.http.get('/api/v1/employees?page=3&pageSize=1').set('X-API-Key', KEY));
    expect(beyond.body.data).to.deep.equal({ items: [], page: 3, pageSize: 1, total: 2, totalPages: 2 });
  });

  it('a re-paged example asked for again carries each request\'s own traceId, the page unchanged', async () => {
    const get = (trace: string) =>
      mock.checked(mock.http.get('/api/v1/employees?page=1&pageSize=3').set('X-API-Key', KEY).set('Prefer', 'example=firstOfFive').set('traceparent', `00-${trace}-00f067aa0ba902b7-01`));
    const first = await get('4bf92f3577b34da6a3ce929d0e0e4736');
    const again = await get('0af7651916cd43dd8448eb211c80319c');
    expect(first.body.traceId).to.equal('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(again.body.traceId).to.equal('0af7651916cd43dd8448eb211c80319c');
    expect(again.headers['x-mock']).to.equal('example=firstOfFive; paged');
    expect(again.body.data).to.deep.equal(first.body.data);
    expect(again.body.data.items.map((e: { id: number }) => e.id)).to.have.length(3);
  });

  it('a re-paged example continues past its own items with generated ones', async () => {
    const get = (query: string) => mock.checked(mock.http.get(`/api/v1/employees?${query}`).set('X-API-Key', KEY).set('Prefer', 'example=firstOfFive'));
    const first = await get('page=1&pageSize=2');
    expect(first.body.data.items.map((e: { name: string }) => e.name)).to.deep.equal(['Ada Lovelace', 'Alan Turing']);
    const second = await get('page=2&pageSize=2');
    expect(second.body.data).to.deep.include({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(second.body.data.items.map((e: { id: number }) => e.id)).to.deep.equal([3, 4]);
    expect(second.body.data.items).to.deep.equal((await get('page=2&pageSize=2')).body.data.items);
    const third = await get('page=3&pageSize=2');
    expect(third.body.data.items.map((e: { id: number }) => e.id)).to.deep.equal([5]);
  });

  it('generated pages (snake_case) honour page and page_size and come from one data set per seed', async () => {
    const get = (query: string) => mock.checked(mock.http.get(`/api/public/v1/ads/campaigns?${query}`).set('X-API-Key', KEY));
    const whole = await get('page=1&page_size=100&__seed=9');
    const total = whole.body.data.total;
    expect(whole.body.data.items).to.have.length(Math.min(100, total));
    expect(total).to.be.greaterThan(5);
    const pageTwo = await get('page=2&page_size=5&__seed=9');
    expect(pageTwo.body.data).to.deep.include({ page: 2, page_size: 5, total, total_pages: Math.ceil(total / 5) });
    expect(pageTwo.body.data.items).to.deep.equal(whole.body.data.items.slice(5, 10));
    const last = Math.ceil(total / 5);
    const lastPage = await get(`page=${last}&page_size=5&__seed=9`);
    expect(lastPage.body.data.items).to.have.length(total - (last - 1) * 5);
    const past = await get(`page=${last + 1}&page_size=5&__seed=9`);
    expect(past.body.data.items).to.deep.equal([]);
    // Generated records belong to the caller's tenant (the mock caller's is acme).
    expect(new Set(whole.body.data.items.map((item: { tenant_id: string }) => item.tenant_id))).to.deep.equal(new Set(['acme']));
  });

  it('without an example, the default answer is the schema\'s static sample (as Prism\'s): the same on every call', async () => {
    const a = await mock.checked(mock.http.get('/api/v1/things/0b5e5a1c-8f1e-4c1e-9a2b-2f4d2c1e6a11'));
    const b = await mock.checked(mock.http.get('/api/v1/things/0b5e5a1c-8f1e-4c1e-9a2b-2f4d2c1e6a11'));
    expect(a.status).to.equal(200);
    expect(a.headers['x-mock']).to.equal('static');
    expect(b.headers['x-mock']).to.equal(a.headers['x-mock']);
    expect(b.body.data).to.deep.equal(a.body.data);
  });

  it('generates formats, enums and bounds from the schema, and never writeOnly fields', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const res = await mock.checked(mock.http.get(`/api/v1/things/0b5e5a1c-8f1e-4c1e-9a2b-2f4d2c1e6a11?__seed=${seed}`));
      const thing = res.body.data;
      expect(thing.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(thing.createdAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Date.parse(thing.createdAt)).to.be.within(Date.UTC(2024, 0, 1), Date.UTC(2027, 0, 1));
      expect(thing.bornOn).to.match(/^\d{4}-\d\d-\d\d$/);
      expect(thing.owner).to.match(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(thing.homepage).to.match(/^https?:\/\//);
      expect(['small', 'large']).to.include(thing.kind);
      expect(thing.score).to.be.within(10, 20);
      expect(thing.tags.length).to.be.within(1, 4);
      expect(thing).to.not.have.property('secret');
    }
  });

  it('an error status without an example is rendered in the envelope with the code of that status', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/things/0b5e5a1c-8f1e-4c1e-9a2b-2f4d2c1e6a11').set('Prefer', 'code=404'));
    expect(res.status).to.equal(404);
    expect(res.headers['x-mock']).to.equal('envelope; code=NOT_FOUND');
    expect(res.body).to.deep.include({ success: false, error: { code: 'NOT_FOUND', message: 'The resource was not found.' } });
  });

  it('documented headers come along: Retry-After on 429, WWW-Authenticate on 401, Allow on 405', async () => {
    const limited = await mock.checked(mock.http.get('/api/v1/employees').set('X-API-Key', KEY).set('Prefer', 'code=429'));
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers['retry-after'])).to.be.within(1, 60);
    expect(limited.body.error.code).to.equal('RATE_LIMITED');
    const unauthorized = await mock.checked(mock.http.get('/api/v1/employees').set('X-API-Key', KEY).set('Prefer', 'code=401'));
    expect(unauthorized.headers['www-authenticate']).to.equal('ApiKey realm="fixture", header="X-API-Key", Bearer realm="fixture"');
    const notAllowed = await mock.checked(mock.http.get('/api/v1/employees').set('X-API-Key', KEY).set('Prefer', 'code=405'));
    expect([notAllowed.status, notAllowed.headers.allow]).to.deep.equal([405, 'GET, HEAD']);
  });

  it('a response without content is sent without a body', async () => {
    const res = await mock.checked(mock.http.delete('/api/v1/things/0b5e5a1c-8f1e-4c1e-9a2b-2f4d2c1e6a11').set('Authorization', 'Bearer abc.def.ghi'));
    expect(res.status).to.equal(204);
    expect(res.headers['x-mock']).to.equal('no-content');
    expect(res.text ?? '').to.equal('');
  });

  it('path parameters are still validated', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/things/not-a-uuid'));
    expect(res.status).to.equal(400);
    expect(res.body.error.details).to.deep.equal([{ location: 'path', path: 'thingId', message: 'must match format "uuid"' }]);
  });
});

describe('mock responder: examples that break their own schema', () => {
  const brokenArea = {
    name: 'broken',
    specPath: new URL('./fixtures/broken-example.yaml', import.meta.url).pathname,
    prefix: '/api/v1',
    envelope: envelopes.plain,
    handlers: { getGadget: () => ({}) },
    createServices: async () => ({}),
  };
  let mock: MockTestArea;
  before(async () => {
    mock = await buildMockArea(brokenArea);
  });

  it('by default, skips an unusable example for the next usable one', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/gadgets/g-2'));
    expect([res.status, res.headers['x-mock']]).to.deep.equal([200, 'example=fine']);
    expect(res.body.data).to.deep.equal({ id: 'g-2', weight: 7 });
  });

  it('renders an error status whose only example is unusable in the envelope', async () => {
    const res = await mock.checked(mock.http.get('/api/v1/gadgets/g-9').set('Prefer', 'code=404'));
    expect([res.status, res.headers['x-mock']]).to.deep.equal([404, 'envelope; code=NOT_FOUND']);
    expect(res.body.error).to.deep.equal({ code: 'NOT_FOUND', message: 'The resource was not found.' });
  });

  it('an unusable example asked for by name is refused by strict response validation, never sent', async () => {
    const before = mock.stats.responseViolations;
    const res = await mock.http.get('/api/v1/gadgets/g-1').set('Prefer', 'example=negativeWeight');
    expect(res.status).to.equal(500);
    expect(res.body.error.code).to.equal('RESPONSE_VALIDATION_FAILED');
    expect(res.body.error.details.problem).to.match(/^getGadget 200 application\/json: \/data\/weight must be >= 0/);
    expect(mock.stats.responseViolations).to.equal(before + 1);
  });
});
