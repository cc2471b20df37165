import { expect } from 'chai';
import { stripReservedQuery } from '../../../src/mock/prefer-header.js';
import { validateRequest, type ValidateRequestConfig } from '../../../src/pipeline/stages/validate-request.js';
import { operation, refusal, type Outcome } from './fixture.js';

interface Given {
  operationId: string;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  body?: unknown;
  config?: ValidateRequestConfig;
}

function validated({ operationId, query = {}, params = {}, body, config = {} }: Given): Outcome & { input?: unknown } {
  try {
    return { status: 200, input: validateRequest(config, operation(operationId), query, params, {}, body) };
  } catch (error) {
    const { status, code, details } = refusal(error);
    return { status, code, details };
  }
}

describe('pipeline stage: validate request', () => {
  const cases: Array<{ name: string; given: Given; want: Outcome & { input?: unknown } }> = [
    { name: 'a valid query is coerced to the spec\'s types', given: { operationId: 'listThings', query: { page: '2' } }, want: { status: 200, input: { path: {}, query: { page: 2 }, body: undefined } } },
    { name: 'no parameters at all is fine when none is required', given: { operationId: 'listThings' }, want: { status: 200, input: { path: {}, query: {}, body: undefined } } },
    { name: 'a value out of bounds is 400 naming the parameter', given: { operationId: 'listThings', query: { page: '0' } }, want: { status: 400, code: 'VALIDATION_FAILED', details: [{ location: 'query', path: 'page', message: 'must be >= 1' }] } },
    { name: 'an unknown query parameter is 400 naming it', given: { operationId: 'listThings', query: { colour: 'red' } }, want: { status: 400, code: 'VALIDATION_FAILED', details: [{ location: 'query', path: 'colour', message: 'is not a known parameter' }] } },
    { name: 'a path parameter of the wrong type is 400', given: { operationId: 'getThing', params: { id: 'abc' } }, want: { status: 400, code: 'VALIDATION_FAILED', details: [{ location: 'path', path: 'id', message: 'must be integer' }] } },
    { name: 'a path parameter is coerced', given: { operationId: 'getThing', params: { id: '42' } }, want: { status: 200, input: { path: { id: 42 }, query: {}, body: undefined } } },
    { name: 'a body breaking its schema is 400 naming the field', given: { operationId: 'createThing', body: { name: '' } }, want: { status: 400, code: 'VALIDATION_FAILED', details: [{ location: 'body', path: 'name', message: 'must NOT have fewer than 1 characters' }] } },
    { name: 'a valid body passes as sent', given: { operationId: 'createThing', body: { name: 'x' } }, want: { status: 200, input: { path: {}, query: {}, body: { name: 'x' } } } },
    { name: 'the query and body problems are reported together', given: { operationId: 'createThing', query: { x: '1' }, body: {} }, want: { status: 400, code: 'VALIDATION_FAILED', details: [{ location: 'query', path: 'x', message: 'is not a known parameter' }, { location: 'body', path: 'name', message: 'is required' }] } },
    { name: 'the mock\'s reserved parameters are not validated', given: { operationId: 'listThings', query: { __code: '500', page: '1' }, config: { reservedQuery: stripReservedQuery } }, want: { status: 200, input: { path: {}, query: { page: 1 }, body: undefined } } },
    { name: 'without the mock they are unknown parameters', given: { operationId: 'listThings', query: { __code: '500' } }, want: { status: 400, code: 'VALIDATION_FAILED', details: [{ location: 'query', path: '__code', message: 'is not a known parameter' }] } },
  ];
  for (const { name, given, want } of cases) {
    it(name, () => {
      expect(validated(given)).to.deep.equal(want);
    });
  }

  it('leaves the query as sent untouched (the mock reads its __code there afterwards)', () => {
    const sent = { __code: '500', page: '1' };
    validateRequest({ reservedQuery: stripReservedQuery }, operation('listThings'), sent, {}, {}, undefined);
    expect(sent).to.deep.equal({ __code: '500', page: '1' });
  });

  describe('bounded answers', () => {
    const failure = (query: Record<string, unknown>, body?: unknown) => {
      try {
        validateRequest({}, operation('createThing'), query, {}, {}, body);
        return null;
      } catch (error) {
        return refusal(error) as Outcome & { details: unknown[] };
      }
    };

    it('lists at most 20 problems and says how many there were', () => {
      const body: Record<string, unknown> = { name: 'x' };
      for (let index = 0; index < 30; index++) body[`extra${index}`] = index;
      const got = failure({}, body)!;
      expect(got.message).to.equal('The request does not match the API description: 30 problems, of which the first 20 are listed.');
      expect(got.details).to.have.length(20);
      expect(got.details[0]).to.deep.equal({ location: 'body', path: 'extra0', message: 'is not an allowed property' });
    });

    it('a body too large to list every problem is checked up to its first, and the message says so', () => {
      // 80,000 unknown members: listing each took megabytes of errors; now one problem, at once.
      const body: Record<string, unknown> = { name: 'x' };
      for (let index = 0; index < 80_000; index++) body[`p${index}`] = 0;
      const got = failure({}, body)!;
      expect(got.message).to.equal('The request does not match the API description. The body is too large to list every problem, so checking stopped at the first.');
      expect(got.details).to.deep.equal([{ location: 'body', path: 'p0', message: 'is not an allowed property' }]);
    });

    it('20 problems or fewer are listed as they are, with the plain message', () => {
      const got = failure({ a: '1', b: '2' }, {})!;
      expect(got.message).to.equal('The request does not match the API description.');
      expect(got.details).to.have.length(3);
    });
  });
});
