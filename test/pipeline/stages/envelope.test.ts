import { expect } from 'chai';
import { ApiError } from '../../../src/errors.js';
import { envelopes, type Envelope } from '../../../src/pipeline/envelope.js';
import { startExchange } from '../../../src/pipeline/exchange.js';
import { JsonFragment } from '../../../src/pipeline/json-fragment.js';
import { Reply } from '../../../src/pipeline/reply.js';
import { envelop, envelopFailure } from '../../../src/pipeline/stages/envelope.js';
import { capturingLogger } from '../../support/logger.js';
import { TRACE } from './fixture.js';

/** What the client gets: status, Content-Type, the bytes, and the headers of the answer. */
interface Seen {
  status: number;
  contentType: string | null;
  payload: string;
  headers?: Record<string, string | string[]>;
}

function seen(outgoing: ReturnType<typeof envelop>): Seen {
  return {
    status: outgoing.status,
    contentType: outgoing.contentType,
    payload: outgoing.payload.toString(),
    ...(outgoing.headers ? { headers: outgoing.headers } : {}),
  };
}

const JSON_UTF8 = 'application/json; charset=utf-8';

describe('pipeline stage: envelope', () => {
  const { logger } = capturingLogger();
  const items = [{ id: 1 }];
  const cases: Array<{ name: string; envelope: Envelope; result: unknown; want: Seen }> = [
    { name: 'data in the plain envelope', envelope: envelopes.plain, result: items, want: { status: 200, contentType: JSON_UTF8, payload: `{"success":true,"traceId":"${TRACE}","data":[{"id":1}]}` } },
    { name: 'data in the crawler\'s, with its warnings', envelope: envelopes.withWarnings, result: items, want: { status: 200, contentType: JSON_UTF8, payload: `{"success":true,"traceId":"${TRACE}","data":[{"id":1}],"warnings":[]}` } },
    { name: 'data in marketing\'s, error null', envelope: envelopes.nullable, result: items, want: { status: 200, contentType: JSON_UTF8, payload: `{"success":true,"data":[{"id":1}],"error":null,"traceId":"${TRACE}"}` } },
    {
      name: 'a Reply\'s status, headers and warnings',
      envelope: envelopes.withWarnings,
      result: Reply.data(items, { status: 202, warnings: ['slow source'], headers: { 'Cache-Control': 'no-store' } }),
      want: { status: 202, contentType: JSON_UTF8, payload: `{"success":true,"traceId":"${TRACE}","data":[{"id":1}],"warnings":["slow source"]}`, headers: { 'Cache-Control': 'no-store' } },
    },
    { name: 'JSON fragments in place, as JSON.stringify would place them', envelope: envelopes.plain, result: Reply.withFragments({ items: [new JsonFragment('{"id": 1}')], total: 1 }), want: { status: 200, contentType: JSON_UTF8, payload: `{"success":true,"traceId":"${TRACE}","data":{"items":[{"id": 1}],"total":1}}` } },
    { name: 'a raw JSON body, outside the envelope', envelope: envelopes.plain, result: Reply.raw(200, 'application/json', { keys: [] }, { 'Cache-Control': 'public, max-age=300' }), want: { status: 200, contentType: JSON_UTF8, payload: '{"keys":[]}', headers: { 'Cache-Control': 'public, max-age=300' } } },
    { name: 'a raw text body gets charset=utf-8', envelope: envelopes.plain, result: Reply.raw(200, 'application/yaml', 'openapi: 3.0.3\n'), want: { status: 200, contentType: 'application/yaml; charset=utf-8', payload: 'openapi: 3.0.3\n' } },
    { name: 'a raw HTML page', envelope: envelopes.plain, result: Reply.raw(200, 'text/html', '<p>hi</p>'), want: { status: 200, contentType: 'text/html; charset=utf-8', payload: '<p>hi</p>' } },
    { name: 'a raw object under a +json type is JSON', envelope: envelopes.plain, result: Reply.raw(400, 'application/problem+json', { title: 'x' }), want: { status: 400, contentType: 'application/problem+json; charset=utf-8', payload: '{"title":"x"}' } },
    { name: 'a body serialised already goes byte for byte, under its own Content-Type', envelope: envelopes.plain, result: new Reply({ status: 200, serialised: { mediaType: 'application/json', contentType: 'application/json; charset=utf-8', text: '{"a" : 1}' } }), want: { status: 200, contentType: JSON_UTF8, payload: '{"a" : 1}' } },
    { name: 'an empty answer has no Content-Type', envelope: envelopes.plain, result: Reply.empty(204, { Allow: 'GET' }), want: { status: 204, contentType: null, payload: '', headers: { Allow: 'GET' } } },
  ];
  for (const { name, envelope, result, want } of cases) {
    it(name, () => {
      expect(seen(envelop({ envelope, logger }, TRACE, result))).to.deep.equal(want);
    });
  }

  describe('failures', () => {
    const storeDown = new Error('connect ECONNREFUSED');
    const classifyError = (error: unknown) => (error === storeDown ? new ApiError('STORE_UNAVAILABLE') : null);
    const cases: Array<{ name: string; envelope: Envelope; error: unknown; want: Seen; code: string; logged: boolean }> = [
      {
        name: 'an ApiError: its status, code, details and headers',
        envelope: envelopes.plain,
        error: new ApiError('UNAUTHORIZED', undefined, { headers: { 'WWW-Authenticate': 'Bearer realm="x"' } }),
        want: { status: 401, contentType: JSON_UTF8, payload: `{"success":false,"traceId":"${TRACE}","error":{"code":"UNAUTHORIZED","message":"Missing or invalid credentials."}}`, headers: { 'WWW-Authenticate': 'Bearer realm="x"' } },
        code: 'UNAUTHORIZED',
        logged: false,
      },
      {
        name: 'details go in the error',
        envelope: envelopes.nullable,
        error: new ApiError('VALIDATION_FAILED', 'Bad.', { details: [{ location: 'query', path: 'page', message: 'must be >= 1' }] }),
        want: { status: 400, contentType: JSON_UTF8, payload: `{"success":false,"data":null,"error":{"code":"VALIDATION_FAILED","message":"Bad.","details":[{"location":"query","path":"page","message":"must be >= 1"}]},"traceId":"${TRACE}"}` },
        code: 'VALIDATION_FAILED',
        logged: false,
      },
      {
        name: 'an error of a dependency the area knows (store down) is its code, logged',
        envelope: envelopes.plain,
        error: storeDown,
        want: { status: 503, contentType: JSON_UTF8, payload: `{"success":false,"traceId":"${TRACE}","error":{"code":"STORE_UNAVAILABLE","message":"The data store is unavailable; retry later."}}` },
        code: 'STORE_UNAVAILABLE',
        logged: true,
      },
      {
        name: 'any other error is a 500 INTERNAL that says nothing of it, logged',
        envelope: envelopes.withWarnings,
        error: new TypeError('secret internals'),
        want: { status: 500, contentType: JSON_UTF8, payload: `{"success":false,"traceId":"${TRACE}","error":{"code":"INTERNAL","message":"An unexpected error occurred."},"warnings":[]}` },
        code: 'INTERNAL',
        logged: true,
      },
    ];
    for (const { name, envelope, error, want, code, logged } of cases) {
      it(name, () => {
        const capture = capturingLogger();
        const exchange = startExchange({} as never, TRACE);
        exchange.route = '/things';
        expect(seen(envelopFailure({ envelope, logger: capture.logger, classifyError }, exchange, error, 'GET'))).to.deep.equal(want);
        expect(exchange.errorCode, 'the code counted in metrics').to.equal(code);
        expect(capture.lines.some((line) => line.traceId === TRACE && line.route === '/things'), 'logged with its trace id and route').to.equal(logged);
      });
    }
  });

  it('an error answer stays a few KB whatever the request put in it: long texts cut, long lists and objects shortened', () => {
    const exchange = startExchange({} as never, TRACE);
    const longName = 'x'.repeat(1_000_000);
    const details = Array.from({ length: 500 }, (_, index) => ({ location: 'body', path: `${longName}${index}`, message: 'is not an allowed property' }));
    const error = new ApiError('VALIDATION_FAILED', `Bad: ${longName}`, { details });
    const answer = envelopFailure({ envelope: envelopes.plain, logger: capturingLogger().logger }, exchange, error, 'POST');
    expect(answer.payload.length).to.be.below(8 * 1024);
    const body = JSON.parse(answer.payload.toString()) as { error: { message: string; details: Array<{ path: string; message: string }> } };
    expect(body.error.message).to.have.length(500);
    expect(body.error.message.endsWith('…')).to.equal(true);
    expect(body.error.details.length).to.be.within(1, 20);
    expect(body.error.details[0].path).to.equal(`${'x'.repeat(299)}…`);
    expect(body.error.details[0].message).to.equal('is not an allowed property');
  });
});
