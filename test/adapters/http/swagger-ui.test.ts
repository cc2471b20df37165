/**
 * The Swagger UI assets of the HR service (src/adapters/http/swagger-ui.ts) answer as files do
 * under HTTP: a range past the end is 416 with `Content-Range: bytes *\/<size>`, a precondition
 * that fails 412, a method other than GET and HEAD 405 with `Allow` (OPTIONS 204), each in the
 * area's envelope with a traceId and checked against spec/hrm.yaml. They were all 404.
 */
import { readFileSync, statSync } from 'node:fs';
import { expect } from 'chai';
import type { Response as AgentResponse } from 'superagent';
import type { Response } from 'supertest';
import { hrmArea } from '../../../src/areas/hrm.js';
import { SWAGGER_ASSETS } from '../../../src/adapters/http/swagger-ui.js';
import type { HrmServices } from '../../../src/services/hrm/index.js';
import type { Store } from '../../../src/store/database.js';
import { buildTestArea, type TestArea } from '../../support/area-app.js';
import { openTestStore } from '../../support/store.js';

const ICON = '/swagger/favicon-16x16.png';
const ICON_FILE = SWAGGER_ASSETS['favicon-16x16.png'];
const ICON_SIZE = statSync(ICON_FILE).size;

/** The raw bytes of an answer (supertest parses images otherwise). */
const bytes = (response: AgentResponse, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

function expectEnvelope(response: Response, status: number, code: string): void {
  expect(response.status).to.equal(status);
  expect(response.headers['content-type']).to.equal('application/json; charset=utf-8');
  expect(response.body.success).to.equal(false);
  expect(response.body.traceId).to.match(/^[0-9a-f]{32}$/);
  expect(response.body.error.code).to.equal(code);
  // An error is never cached as if it were the file.
  expect(response.headers['cache-control']).to.equal(undefined);
  expect(response.headers['last-modified']).to.equal(undefined);
}

describe('Swagger UI assets under HTTP', () => {
  let store: Store;
  let area: TestArea<HrmServices>;

  before(async () => {
    store = await openTestStore('sqlite', { seedDemoData: false });
    area = await buildTestArea(hrmArea, { store });
  });
  after(async () => {
    await area.close();
    await store.close();
  });

  it('answers a range past the end with 416 and the file size in Content-Range', async () => {
    for (const range of [`bytes=${ICON_SIZE}-`, `bytes=${ICON_SIZE + 100}-${ICON_SIZE + 200}`]) {
      const response = await area.checked(area.http.get(ICON).set('Range', range));
      expectEnvelope(response, 416, 'RANGE_NOT_SATISFIABLE');
      expect(response.headers['content-range'], range).to.equal(`bytes */${ICON_SIZE}`);
    }
    // HEAD: the same status and headers, no body (so nothing for the envelope check to read).
    const head = await area.http.head(ICON).set('Range', `bytes=${ICON_SIZE}-`);
    expect(head.status).to.equal(416);
    expect(head.headers['content-range']).to.equal(`bytes */${ICON_SIZE}`);
    expect(head.text ?? '').to.equal('');
  });

  it('still serves a satisfiable range as 206 and a whole file as 200', async () => {
    const partial = await area.http.get(ICON).set('Range', 'bytes=0-9').buffer(true).parse(bytes);
    expect(partial.status).to.equal(206);
    expect(partial.headers['content-range']).to.equal(`bytes 0-9/${ICON_SIZE}`);
    expect((partial.body as Buffer).equals(readFileSync(ICON_FILE).subarray(0, 10))).to.equal(true);
    const whole = await area.http.get(ICON).buffer(true).parse(bytes);
    expect(whole.status).to.equal(200);
    expect((whole.body as Buffer).equals(readFileSync(ICON_FILE))).to.equal(true);
  });

  it('answers an If-Match or If-Unmodified-Since the file does not meet with 412', async () => {
    const ifMatch = await area.checked(area.http.get(ICON).set('If-Match', '"not-this-file"'));
    expectEnvelope(ifMatch, 412, 'PRECONDITION_FAILED');
    const unmodified = await area.checked(area.http.get(ICON).set('If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT'));
    expectEnvelope(unmodified, 412, 'PRECONDITION_FAILED');
  });

  it('answers any other method on an asset with 405 and Allow: GET, HEAD, and OPTIONS with 204', async () => {
    for (const name of [...Object.keys(SWAGGER_ASSETS), 'swagger-initializer.js']) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const response = await area.checked(area.http[method](`/swagger/${name}`).set('Content-Type', 'application/json').send('{}'));
        expectEnvelope(response, 405, 'METHOD_NOT_ALLOWED');
        expect(response.headers.allow, `${method} ${name}`).to.equal('GET, HEAD');
      }
      const options = await area.http.options(`/swagger/${name}`);
      expect(options.status, name).to.equal(204);
      expect(options.headers.allow, name).to.equal('GET, HEAD');
    }
  });

  it('keeps 404 for any other path under /swagger/, whatever the method', async () => {
    for (const method of ['get', 'post'] as const) {
      const response = await area.checked(area.http[method]('/swagger/index.html'));
      expect(response.status, method).to.equal(404);
      expect(response.body.error.code).to.equal('NOT_FOUND');
    }
  });
});
