import { expect } from 'chai';
import type { IncomingHttpHeaders } from 'node:http';
import { apiKeyCredential, basicCredential, bearerCredential, cookieCredential, digestCredential, httpCredential } from '../../src/pipeline/credentials.js';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJtIn0.c2ln-_';

describe('pipeline: credential parsers', () => {
  describe('bearerCredential (RFC 6750 b64token, RFC 9110 whitespace)', () => {
    // given the Authorization header, want the token, null (malformed) or undefined (absent).
    const table: Array<[string | undefined, string | null | undefined]> = [
      [undefined, undefined],
      [`Bearer ${JWT}`, JWT],
      [`bearer ${JWT}`, JWT],
      [`BEARER ${JWT}`, JWT],
      ['Bearer abc+/def==', 'abc+/def=='],
      ['Bearer a~b.c_d-e', 'a~b.c_d-e'],
      [`Bearer   ${JWT}`, JWT],
      [` Bearer ${JWT}\t`, JWT],
      [`Bearer ${JWT} `, JWT],
      ['', null],
      ['Bearer', null],
      ['Bearer ', null],
      [`Bearer\t${JWT}`, null],
      [`Bearer\n${JWT}`, null],
      [`Bearer${JWT}`, null],
      ['Bearer a b', null],
      ['Bearer not a token', null],
      ['Bearer =abc', null],
      ['Bearer abc=def', null],
      ['Bearer abc!', null],
      ['Token abc.def.ghi', null],
      ['Basic aHIuYWRtaW46cGFzcw==', null],
    ];
    for (const [given, want] of table) {
      it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
        const headers: IncomingHttpHeaders = given === undefined ? {} : { authorization: given };
        expect(bearerCredential(headers)).to.equal(want);
      });
    }
  });

  describe('basicCredential (RFC 7617)', () => {
    const table: Array<[string | undefined, string | null | undefined]> = [
      [undefined, undefined],
      ['Basic eDp5', 'eDp5'],
      ['basic  eDp5 ', 'eDp5'],
      ['Basic eHk=', null], // "xy": no colon
      ['Basic e Dp5', null],
      ['Bearer eDp5', null],
    ];
    for (const [given, want] of table) {
      it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
        expect(basicCredential(given === undefined ? {} : { authorization: given })).to.equal(want);
      });
    }
  });

  describe('digestCredential (RFC 7616 §3.4, the parameters a partner mock asks for)', () => {
    const full = 'username="ada", realm="lab", nonce="n0", uri="/notes", response="9f"';
    const table: Array<[string | undefined, string | null | undefined]> = [
      [undefined, undefined],
      [`Digest ${full}`, full],
      [`digest ${full}, qop=auth, nc=00000001`, `${full}, qop=auth, nc=00000001`],
      ['Digest username="", realm="", nonce="", uri="", response=""', 'username="", realm="", nonce="", uri="", response=""'],
      // A comma inside a quoted value does not end the parameter.
      ['Digest username="a,b", realm=lab, nonce=n0, uri="/x", response=r', 'username="a,b", realm=lab, nonce=n0, uri="/x", response=r'],
      ['Digest username="ada", realm="lab", nonce="n0", uri="/notes"', null], // no response
      ['Digest abc123', null],
      ['Digest', null],
      [`Basic ${full}`, null],
    ];
    for (const [given, want] of table) {
      it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
        expect(digestCredential(given === undefined ? {} : { authorization: given })).to.equal(want);
      });
    }
  });

  describe('httpCredential (any other scheme, RFC 9110 §11.4)', () => {
    const table: Array<[string | undefined, string | null | undefined]> = [
      [undefined, undefined],
      ['HOBA result="k.c.s"', 'result="k.c.s"'],
      ['hoba  abc ', 'abc'],
      ['HOBA', null],
      ['HOBA ', null],
      ['Bearer abc', null],
      ['HOBAX abc', null],
    ];
    for (const [given, want] of table) {
      it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
        expect(httpCredential(given === undefined ? {} : { authorization: given }, 'HOBA')).to.equal(want);
      });
    }
  });

  describe('apiKeyCredential', () => {
    const table: Array<[string | string[] | undefined, string | undefined]> = [
      [undefined, undefined],
      ['', ''],
      ['hrm_abc_def', 'hrm_abc_def'],
      // What node makes of a field sent twice, and the same for hand-built headers: no one's key.
      ['k1, k2', 'k1, k2'],
      [['k1', 'k2'], 'k1, k2'],
    ];
    for (const [given, want] of table) {
      it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
        expect(apiKeyCredential(given === undefined ? {} : { 'x-api-key': given }, 'x-api-key')).to.equal(want);
      });
    }
  });

  describe('cookieCredential', () => {
    const table: Array<[string | undefined, string | undefined]> = [
      [undefined, undefined],
      ['other=1', undefined],
      ['session=abc', 'abc'],
      ['a=1;  session = abc ; b=2', 'abc'],
      ['session="abc"', 'abc'],
      ['session=first; session=second', 'first'],
      ['session=', ''],
      ['xsession=abc', undefined],
    ];
    for (const [given, want] of table) {
      it(`${JSON.stringify(given)} → ${JSON.stringify(want)}`, () => {
        expect(cookieCredential(given === undefined ? {} : { cookie: given }, 'session')).to.equal(want);
      });
    }
  });
});
