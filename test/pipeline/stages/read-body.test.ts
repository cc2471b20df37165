import { expect } from 'chai';
import type { IncomingHttpHeaders } from 'node:http';
import { bodyReadError, parseBody, type RequestBody } from '../../../src/pipeline/stages/read-body.js';
import { operation, refusal, type Outcome } from './fixture.js';

function read(operationId: string, contentType: string | undefined, bytes: string | Buffer | undefined): Outcome & { value?: unknown; raw?: string } {
  const headers: IncomingHttpHeaders = contentType === undefined ? {} : { 'content-type': contentType };
  try {
    // Only a multipart body is read asynchronously; these are JSON or none.
    const body = parseBody(operation(operationId), headers, bytes === undefined ? undefined : Buffer.from(bytes)) as RequestBody;
    return { status: 200, value: body.value, raw: body.raw?.toString('utf8') };
  } catch (error) {
    const { status, code, message } = refusal(error);
    return { status, code, message };
  }
}

describe('pipeline stage: read body', () => {
  const cases: Array<{ name: string; given: [string, string | undefined, string | undefined]; want: Outcome & { value?: unknown; raw?: string } }> = [
    { name: 'an operation without a body reads none', given: ['getHealth', undefined, undefined], want: { status: 200, value: undefined, raw: undefined } },
    { name: 'bytes sent to an operation without a body stay raw, unparsed', given: ['getHealth', 'text/plain', 'hello'], want: { status: 200, value: undefined, raw: 'hello' } },
    { name: 'JSON is parsed, the bytes kept', given: ['createThing', 'application/json', '{"name":"x"}'], want: { status: 200, value: { name: 'x' }, raw: '{"name":"x"}' } },
    { name: 'a JSON media type with parameters is JSON', given: ['createThing', 'application/json; charset=utf-8', '{"name":"x"}'], want: { status: 200, value: { name: 'x' }, raw: '{"name":"x"}' } },
    { name: 'a +json media type is JSON', given: ['createThing', 'application/merge-patch+json', '{"name":"x"}'], want: { status: 200, value: { name: 'x' }, raw: '{"name":"x"}' } },
    { name: 'a required body that is missing is 400', given: ['createThing', 'application/json', undefined], want: { status: 400, code: 'VALIDATION_FAILED', message: 'A request body is required.' } },
    { name: 'an empty body counts as missing', given: ['createThing', 'application/json', ''], want: { status: 400, code: 'VALIDATION_FAILED', message: 'A request body is required.' } },
    { name: 'a body that is not JSON by its type is 415', given: ['createThing', 'text/plain', 'name=x'], want: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be application/json; got text/plain.' } },
    { name: 'a body without a type is 415', given: ['createThing', undefined, '{}'], want: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be application/json; got no content type.' } },
  ];
  for (const { name, given, want } of cases) {
    it(name, () => {
      expect(read(...given)).to.deep.equal(want);
    });
  }

  it('malformed JSON is 400 MALFORMED_JSON saying what is wrong', () => {
    const got = read('createThing', 'application/json', '{"name": ');
    expect([got.status, got.code]).to.deep.equal([400, 'MALFORMED_JSON']);
    expect(got.message).to.match(/^The request body is not valid JSON: /);
  });

  describe('bounded before it is parsed, and text a store can hold', () => {
    const refused = (bytes: string | Buffer) => {
      try {
        const read: RequestBody = parseBody(operation('createThing'), { 'content-type': 'application/json' }, Buffer.from(bytes)) as RequestBody;
        return read.value === undefined ? 'nothing' : 'read';
      } catch (error) {
        const got = refusal(error) as Outcome & { details?: unknown };
        return [got.status, got.code, got.details ?? got.message];
      }
    };
    const nested = (depth: number) => `{"name":"x","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

    it('a body nested deeper than 64 levels is 400, before JSON.parse walks it', () => {
      expect(refused(nested(65))).to.deep.equal([400, 'VALIDATION_FAILED', [{ location: 'body', path: '(root)', message: 'nests arrays and objects deeper than 64 levels' }]]);
      // 64 levels are read (the schema then refuses `extra`: that is validation's job).
      expect(read('createThing', 'application/json', nested(64)).status).to.equal(200);
      // Brackets inside strings are text, not nesting.
      expect(read('createThing', 'application/json', `{"name":"${'['.repeat(500)}"}`).status).to.equal(200);
    });

    it('a body holding far more values than its schema allows is 400 without being parsed', () => {
      // createThing's body is `{name}`, closed: 2 values, plus 1,000 of slack for precise problems.
      const items = (count: number) => `{"name":"x","extra":[${Array(count).fill('0').join(',')}]}`;
      expect(read('createThing', 'application/json', items(900)).status).to.equal(200);
      expect(refused(items(5_000))).to.deep.equal([
        400,
        'VALIDATION_FAILED',
        [{ location: 'body', path: '(root)', message: 'holds more than 1002 values (array items and object members); no valid request holds that many' }],
      ]);
      // Commas inside strings are text: a long string is one value.
      expect(read('createThing', 'application/json', `{"name":"${','.repeat(5_000)}"}`).status).to.equal(200);
    });

    it('a NUL character in any string is 400 naming the field; an escaped backslash before u0000 is text', () => {
      expect(refused('{"name":"a\\u0000b"}')).to.deep.equal([400, 'VALIDATION_FAILED', [{ location: 'body', path: 'name', message: 'must not contain a NUL character (U+0000)' }]]);
      expect(refused('{"name":"x","tags":{"list":["ok","\\u0000"]}}')).to.deep.equal([400, 'VALIDATION_FAILED', [{ location: 'body', path: 'tags.list[1]', message: 'must not contain a NUL character (U+0000)' }]]);
      expect(read('createThing', 'application/json', '{"name":"\\\\u0000"}')).to.include({ status: 200 });
      expect(read('createThing', 'application/json', '{"name":"\\\\u0000"}').value).to.deep.equal({ name: '\\u0000' });
    });

    it('a lone surrogate escape is 400 naming the field; a pair stands for its character', () => {
      expect(refused('{"name":"a\\ud800b"}')).to.deep.equal([400, 'VALIDATION_FAILED', [{ location: 'body', path: 'name', message: 'must be Unicode text (it holds a lone surrogate, which UTF-8 cannot encode)' }]]);
      expect(read('createThing', 'application/json', '{"name":"\\uD83D\\uDE00"}').value).to.deep.equal({ name: '😀' });
    });

    it('bytes that are not UTF-8 are 400 MALFORMED_JSON, never replaced', () => {
      const latin1 = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
      expect(refused(latin1)).to.deep.equal([400, 'MALFORMED_JSON', 'The request body is not valid UTF-8.']);
      expect(read('createThing', 'application/json', '{"name":"café ☕"}').value).to.deep.equal({ name: 'café ☕' });
    });
  });

  describe('failures of the read itself (src/pipeline/body-reader.ts, named as body-parser named them)', () => {
    const cases: Array<{ given: object; want: Outcome | 'aborted' | null }> = [
      { given: { type: 'entity.too.large', limit: 1048576 }, want: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1048576 bytes.' } },
      { given: Object.assign(new Error('unsupported content encoding "zstd-x"'), { type: 'encoding.unsupported' }), want: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'unsupported content encoding "zstd-x"' } },
      { given: Object.assign(new Error('unsupported charset "KOI8-X"'), { type: 'charset.unsupported' }), want: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'unsupported charset "KOI8-X"' } },
      { given: Object.assign(new Error('incorrect header check'), { status: 400 }), want: { status: 400, code: 'MALFORMED_JSON', message: 'The request body could not be read: incorrect header check' } },
      { given: { type: 'request.aborted' }, want: 'aborted' },
      { given: Object.assign(new Error('The request body did not arrive within 30000 ms.'), { type: 'request.timeout' }), want: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request body did not arrive within 30000 ms.' } },
      { given: new Error('something else'), want: null },
    ];
    for (const { given, want } of cases) {
      it(`${(given as { type?: string }).type ?? (given as Error).message} → ${typeof want === 'object' && want ? want.status : want}`, () => {
        const got = bodyReadError(given);
        expect(got === null || got === 'aborted' ? got : { status: got.status, code: got.code, message: got.message }).to.deep.equal(want);
      });
    }
  });
});
