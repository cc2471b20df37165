import { expect } from 'chai';
import { parse } from 'node:querystring';
import type { IncomingMessage } from 'node:http';
import { requestTarget } from '../../src/pipeline/http-io.js';

/** What express 5's "simple" query parser gives: node:querystring's parse, as a plain object. */
const expected = (text: string) => ({ ...parse(text) });
const queryOf = (text: string) => requestTarget({ url: `/p?${text}` } as IncomingMessage).query;

describe('request target', () => {
  const cases = [
    'page=1&page_size=20',
    'a=1&a=2',
    'a&a',
    'a=&a',
    '=x',
    'a',
    'a=',
    '&&a=1&&',
    'a==b',
    'x=%41&y=%E2%82%AC',
    'x=a+b',
    '__proto__=1',
    '__proto__=1&a=2',
    'constructor=1&toString=2&hasOwnProperty=3',
    'a=1&b',
    '&',
    '=',
    Array.from({ length: 1005 }, (_, i) => `k${i}=1`).join('&'),
  ];
  for (const text of cases) {
    it(`reads ${JSON.stringify(text.slice(0, 40))} as node:querystring does, into a plain object`, () => {
      const query = queryOf(text);
      expect(Object.entries(query)).to.deep.equal(Object.entries(expected(text)));
      expect(Object.getPrototypeOf(query)).to.equal(Object.prototype);
    });
  }

  it('never lets a parameter named __proto__ set the prototype', () => {
    const query = queryOf('__proto__=x&page=1');
    expect(Object.getPrototypeOf(query)).to.equal(Object.prototype);
    expect(Object.keys(query)).to.deep.equal(['__proto__', 'page']);
  });

  it('splits path and query, and takes the path of an absolute-form target', () => {
    expect(requestTarget({ url: '/a/b?x=1' } as IncomingMessage)).to.deep.equal({ path: '/a/b', query: { x: '1' } });
    expect(requestTarget({ url: 'http://host.example/a?x=1' } as IncomingMessage)).to.deep.equal({ path: '/a', query: { x: '1' } });
    expect(requestTarget({ url: '/a' } as IncomingMessage)).to.deep.equal({ path: '/a', query: {} });
  });
});
