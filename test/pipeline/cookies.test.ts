import { expect } from 'chai';
import { parseCookies } from '../../src/pipeline/compile-operation.js';

describe('pipeline: Cookie header parsing for cookie parameters', () => {
  it('reads name=value pairs, the first of a repeated name, quotes stripped, values as sent', () => {
    expect(parseCookies('a=1; b="two"; a=3;c=%41; broken; =nameless; d=x=y')).to.deep.equal({ a: '1', b: 'two', c: '%41', d: 'x=y' });
  });

  it('reads every Cookie line and nothing from none', () => {
    expect(parseCookies(['a=1', 'b=2; a=9'])).to.deep.equal({ a: '1', b: '2' });
    expect(parseCookies(undefined)).to.deep.equal({});
    expect(parseCookies('')).to.deep.equal({});
  });

  it('does not let a cookie named like an object key reach the prototype', () => {
    const cookies = parseCookies('__proto__=x; constructor=y');
    expect(Object.getPrototypeOf(cookies)).to.equal(Object.prototype);
    expect(cookies.constructor).to.equal('y');
  });
});
