/**
 * The checks of request text (src/pipeline/text-checks.ts): NUL, bytes that are not UTF-8 and
 * lone surrogates are found where a request carries them, and nothing else is.
 */
import { expect } from 'chai';
import {
  LONE_SURROGATE_MESSAGE,
  NOT_UTF8_MESSAGE,
  NUL_MESSAGE,
  decodeUtf8,
  findInvalidText,
  headerTextProblem,
  isUtf8Text,
  queryTextProblems,
  requestTextProblems,
} from '../../src/pipeline/text-checks.js';

describe('request text checks', () => {
  it('tells UTF-8 bytes from bytes that are not', () => {
    for (const hex of ['', '61', 'c3a9', 'e282ac', 'f09f9880', 'efbfbd']) {
      expect(isUtf8Text(Buffer.from(hex, 'hex')), hex).to.equal(true);
      expect(decodeUtf8(Buffer.from(hex, 'hex')), hex).to.equal(Buffer.from(hex, 'hex').toString('utf8'));
    }
    // A stray continuation byte, a truncated sequence, an overlong form, a surrogate, past U+10FFFF, 0xff.
    for (const hex of ['80', '61e2', 'c0af', 'eda080', 'f4908080', 'ff', '7b2261223a22ff227d']) {
      expect(isUtf8Text(Buffer.from(hex, 'hex')), hex).to.equal(false);
      expect(decodeUtf8(Buffer.from(hex, 'hex')), hex).to.equal(null);
    }
  });

  it('finds the first NUL or lone surrogate in a value, keys too, with its path', () => {
    expect(findInvalidText({ a: 'x', b: [1, 'ok', { c: 'é€😀\ufffd' }], d: null, e: true })).to.equal(null);
    expect(findInvalidText('a\u0000b')).to.deep.equal({ path: '(root)', message: NUL_MESSAGE });
    expect(findInvalidText({ jobId: 'a\u0000b' })).to.deep.equal({ path: 'jobId', message: NUL_MESSAGE });
    expect(findInvalidText({ a: [{ b: 'x' }, { b: '\ud800' }] })).to.deep.equal({ path: 'a[1].b', message: LONE_SURROGATE_MESSAGE });
    expect(findInvalidText({ a: { 'k\u0000': 1 } })).to.deep.equal({ path: 'a.k\u0000', message: NUL_MESSAGE });
    expect(findInvalidText(['\udc00x'])).to.deep.equal({ path: '[0]', message: LONE_SURROGATE_MESSAGE });
    // A pair is one character, not two lone halves.
    expect(findInvalidText('\ud83d\ude00')).to.equal(null);
  });

  it('finds query parameters whose escaped bytes are not UTF-8, which node:querystring would replace', () => {
    expect(queryTextProblems('/a')).to.deep.equal([]);
    expect(queryTextProblems('/a?x=%C3%A9&y=%E2%82%AC+z&w=%2F')).to.deep.equal([]);
    expect(queryTextProblems('/a?ok=1&x=%FF&y=%E2%82&%C3=1')).to.deep.equal([
      { location: 'query', path: 'x', message: NOT_UTF8_MESSAGE },
      { location: 'query', path: 'y', message: NOT_UTF8_MESSAGE },
      { location: 'query', path: '\ufffd', message: NOT_UTF8_MESSAGE },
    ]);
  });

  it('gathers the problems of path and query, and allocates nothing when there is none', () => {
    expect(requestTextProblems('/a?page=1&pageSize=20', {}, { page: '1', pageSize: '20' })).to.equal(null);
    expect(requestTextProblems('/a/x%00?q=%00&r=%FF', { id: 'x\u0000' }, { q: '\u0000', r: '\ufffd', s: ['ok', 'a\u0000'] })).to.deep.equal([
      { location: 'path', path: 'id', message: NUL_MESSAGE },
      { location: 'query', path: 'r', message: NOT_UTF8_MESSAGE },
      { location: 'query', path: 'q', message: NUL_MESSAGE },
      { location: 'query', path: 's', message: NUL_MESSAGE },
    ]);
  });

  it('reads a header value as the bytes node read as latin1', () => {
    expect(headerTextProblem('hrm_abc_def')).to.equal(null);
    expect(headerTextProblem(Buffer.from('café', 'utf8').toString('latin1'))).to.equal(null);
    expect(headerTextProblem('caf\u00ff')).to.equal(NOT_UTF8_MESSAGE);
  });
});
