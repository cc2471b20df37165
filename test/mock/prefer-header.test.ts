import { expect } from 'chai';
import { ApiError } from '../../src/errors.js';
import { readMockPreferences, stripReservedQuery } from '../../src/mock/prefer-header.js';

describe('mock preferences (Prefer header and __ query parameters)', () => {
  const reads: Array<{ given: { prefer?: string | string[]; query?: Record<string, unknown> }; want: Record<string, unknown> }> = [
    { given: { prefer: 'code=404' }, want: { code: 404, applied: ['code=404'] } },
    { given: { prefer: 'code=404, example=notFound' }, want: { code: 404, example: 'notFound', applied: ['code=404', 'example=notFound'] } },
    { given: { prefer: 'code=200; dynamic=true; seed=42' }, want: { code: 200, dynamic: true, seed: 42, applied: ['code=200', 'dynamic=true', 'seed=42'] } },
    { given: { prefer: 'example="two words, one comma"' }, want: { example: 'two words, one comma', applied: ['example="two words, one comma"'] } },
    { given: { prefer: 'respond-async, wait=10, return=minimal, code=201' }, want: { code: 201, applied: ['code=201'] } },
    { given: { prefer: 'Code=500, DYNAMIC=FALSE' }, want: { code: 500, dynamic: false, applied: ['code=500', 'dynamic=false'] } },
    { given: { prefer: ['code=404', 'example=a'] }, want: { code: 404, example: 'a', applied: ['code=404', 'example=a'] } },
    { given: { prefer: 'seed=0' }, want: { seed: 0, applied: ['seed=0'] } },
    { given: { prefer: 'seed=4294967295' }, want: { seed: 4294967295, applied: ['seed=4294967295'] } },
    { given: { query: { __code: '422', __example: 'x' } }, want: { code: 422, example: 'x', applied: ['code=422', 'example=x'] } },
    { given: { prefer: 'code=404, example=h', query: { __code: '500' } }, want: { code: 500, example: 'h', applied: ['code=500', 'example=h'] } },
    { given: { query: { __dynamic: 'true', __seed: '7' } }, want: { dynamic: true, seed: 7, applied: ['dynamic=true', 'seed=7'] } },
    { given: { query: { __seed: ['7', '7'] } }, want: { seed: 7, applied: ['seed=7'] } },
    { given: { prefer: '' }, want: { applied: [] } },
  ];
  for (const { given, want } of reads) {
    it(`reads ${JSON.stringify(given)}`, () => {
      const got = readMockPreferences(given.prefer, given.query ?? {});
      expect(Object.fromEntries(Object.entries(got).filter(([, v]) => v !== undefined))).to.deep.equal(want);
    });
  }

  const refusals: Array<{ given: { prefer?: string; query?: Record<string, unknown> }; message: string; details: unknown[] }> = [
    {
      given: { prefer: 'code=abc' },
      message: 'The mock preferences cannot be read: Prefer.code must be a three-digit HTTP status such as 200 or 404; got "abc".',
      details: [{ location: 'header', path: 'Prefer.code', message: 'must be a three-digit HTTP status such as 200 or 404; got "abc"' }],
    },
    {
      given: { prefer: 'code=99' },
      message: 'The mock preferences cannot be read: Prefer.code must be a three-digit HTTP status such as 200 or 404; got "99".',
      details: [{ location: 'header', path: 'Prefer.code', message: 'must be a three-digit HTTP status such as 200 or 404; got "99"' }],
    },
    {
      given: { prefer: 'dynamic=yes' },
      message: 'The mock preferences cannot be read: Prefer.dynamic must be true or false; got "yes".',
      details: [{ location: 'header', path: 'Prefer.dynamic', message: 'must be true or false; got "yes"' }],
    },
    {
      given: { query: { __seed: '-1' } },
      message: 'The mock preferences cannot be read: __seed must be an integer from 0 to 4294967295; got "-1".',
      details: [{ location: 'query', path: '__seed', message: 'must be an integer from 0 to 4294967295; got "-1"' }],
    },
    {
      given: { prefer: 'seed=4294967296' },
      message: 'The mock preferences cannot be read: Prefer.seed must be an integer from 0 to 4294967295; got "4294967296".',
      details: [{ location: 'header', path: 'Prefer.seed', message: 'must be an integer from 0 to 4294967295; got "4294967296"' }],
    },
    {
      given: { prefer: 'example=' },
      message: 'The mock preferences cannot be read: Prefer.example must name an example; got an empty value.',
      details: [{ location: 'header', path: 'Prefer.example', message: 'must name an example; got an empty value' }],
    },
    {
      given: { prefer: 'code' },
      message: 'The mock preferences cannot be read: Prefer.code needs a value (code=...).',
      details: [{ location: 'header', path: 'Prefer.code', message: 'needs a value (code=...)' }],
    },
    {
      given: { prefer: 'code=200, code=404' },
      message: 'The mock preferences cannot be read: Prefer.code is given twice with different values (200, 404).',
      details: [{ location: 'header', path: 'Prefer.code', message: 'is given twice with different values (200, 404)' }],
    },
    {
      given: { prefer: 'example=healthy, dynamic=true' },
      message: 'The mock preferences cannot be read: Prefer.example cannot be combined with dynamic=true: an example is fixed, dynamic data is generated.',
      details: [{ location: 'header', path: 'Prefer.example', message: 'cannot be combined with dynamic=true: an example is fixed, dynamic data is generated' }],
    },
    {
      given: { query: { __code: ['200', '404'] } },
      message: 'The mock preferences cannot be read: __code is given more than once with different values (200, 404).',
      details: [{ location: 'query', path: '__code', message: 'is given more than once with different values (200, 404)' }],
    },
  ];
  for (const { given, message, details } of refusals) {
    it(`refuses ${JSON.stringify(given)} with a 400 naming it`, () => {
      let caught: unknown;
      try {
        readMockPreferences(given.prefer, given.query ?? {});
      } catch (error) {
        caught = error;
      }
      expect(caught).to.be.instanceOf(ApiError);
      const error = caught as ApiError;
      expect([error.code, error.status, error.message]).to.deep.equal(['VALIDATION_FAILED', 400, message]);
      expect(error.details).to.deep.equal(details);
    });
  }

  it('strips exactly the reserved query parameters', () => {
    const query = { __code: '404', __example: 'a', __dynamic: 'true', __seed: '1', page: '2', code: 'kept' };
    stripReservedQuery(query);
    expect(query).to.deep.equal({ page: '2', code: 'kept' });
  });
});
