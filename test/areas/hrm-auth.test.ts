/**
 * The HR auth matrix against a real local JWKS server: the member API stand-in on port 0,
 * which the HR service reaches over HTTP exactly as it would the central member API. The
 * stand-in also publishes one test key, so tokens with chosen claims can be signed.
 */
import { expect } from 'chai';
import { base64url, decodeProtectedHeader, exportJWK, exportSPKI, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { createMemberDirectory } from '../../src/services/member-api/member-directory.js';
import type { Store } from '../../src/store/database.js';
import { openTestStore, testEngines } from '../support/store.js';
import { AUDIENCE, buildHrm, createKey, ISSUER, memberToken, startStandIn, withoutTraceId, type HrmTestApp, type StandIn } from './hrm-fixtures.js';

const UNAUTHORIZED_BODY = { success: false, error: { code: 'UNAUTHORIZED', message: 'Missing or invalid credentials.' } };
const CHALLENGE = 'Bearer realm="hrm", ApiKey realm="hrm", header="X-API-Key"';
const LISTS = ['/api/v1/employees', '/api/v1/attendance', '/api/v1/leave', '/api/v1/payroll-runs', '/api/v1/documents'];

interface Key {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

const now = () => Math.floor(Date.now() / 1000);

function claims(overrides: JWTPayload = {}): JWTPayload {
  return { iss: ISSUER, aud: AUDIENCE, sub: 'mbr-9001', scope: 'employee.read', company_id: 'acme', iat: now(), exp: now() + 300, ...overrides };
}

function sign(key: Key, payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt', ...header }).sign(key.privateKey);
}

const encode = (value: object) => base64url.encode(JSON.stringify(value));

describe('HR service auth (member tokens over a real JWKS, API keys)', () => {
  let standIn: StandIn;
  let testKey: Key;
  let realJwk: JWK;
  let jwksServed = 0;

  before(async () => {
    testKey = await signingKey('test-key');
    standIn = await startStandIn({
      directory: async () => {
        const real = await createMemberDirectory({ issuer: ISSUER, audience: AUDIENCE });
        realJwk = real.jwks().keys[0];
        // The stand-in's own key plus the test key, counted to show the HR service really fetches them.
        return { ...real, jwks: () => (jwksServed++, { keys: [...real.jwks().keys, testKey.jwk] }) };
      },
    });
  });
  after(() => standIn.stop());

  for (const engine of testEngines) {
    describe(`on ${engine}`, () => {
      let store: Store;
      let area: HrmTestApp;
      let hrKey: string;

      before(async () => {
        store = await openTestStore(engine);
        area = await buildHrm({ store, env: { MEMBER_API_URL: standIn.url } });
        hrKey = (await createKey(store, 'hrm', { scopes: ['employee.read', 'document.read'] })).key;
      });
      after(async () => {
        await area.close();
        await store.close();
      });

      async function expectUnauthorized(headers: Record<string, string>, path = '/api/v1/employees') {
        let test = area.http.get(path);
        for (const [name, value] of Object.entries(headers)) test = test.set(name, value);
        const res = await area.checked(test);
        expect(res.status, JSON.stringify(res.body)).to.equal(401);
        expect(withoutTraceId(res.body)).to.deep.equal(UNAUTHORIZED_BODY);
        expect(res.headers['www-authenticate']).to.equal(CHALLENGE);
        expect(res.headers).to.not.have.property('ratelimit');
      }

      describe('member tokens', () => {
        it('admits a token of the stand-in, fetched over HTTP, on every list its member may read', async () => {
          const served = jwksServed;
          const token = await memberToken(standIn.url, 'hr.admin');
          for (const path of LISTS) {
            const res = await area.checked(area.http.get(path).set('Authorization', `Bearer ${token}`));
            expect(res.status, path).to.equal(200);
            expect(res.body.data.total).to.be.greaterThan(0);
          }
          expect(jwksServed - served).to.be.at.most(1);
          expect(jwksServed).to.be.at.least(1);
        });

        it('refuses a valid token that names no company with 403 naming the claim', async () => {
          for (const company of [undefined, '', 'Not A Company', 42]) {
            const token = await sign(testKey, claims({ company_id: company as string | undefined }));
            const res = await area.checked(area.http.get('/api/v1/employees').set('Authorization', `Bearer ${token}`));
            expect(res.status, String(company)).to.equal(403);
            expect(res.body.error).to.deep.include({ code: 'FORBIDDEN', details: { missingClaim: 'company_id' } });
          }
        });

        it('honours a permissions array as well as the scope claim', async () => {
          const token = await sign(testKey, claims({ scope: undefined, permissions: ['payroll.read'] }));
          const res = await area.checked(area.http.get('/api/v1/payroll-runs').set('Authorization', `Bearer ${token}`));
          expect(res.status).to.equal(200);
        });

        it('refuses a member without the permission with 403 naming the scope', async () => {
          const token = await memberToken(standIn.url, 'hr.viewer');
          const res = await area.checked(area.http.get('/api/v1/leave').set('Authorization', `Bearer ${token}`));
          expect(res.status).to.equal(403);
          expect(withoutTraceId(res.body)).to.deep.equal({
            success: false,
            error: { code: 'FORBIDDEN', message: 'This operation requires the scope leave.read.', details: { missingScopes: ['leave.read'] } },
          });
        });

        const forged: Array<[string, () => Promise<string>, RegExp]> = [
          ['alg none', async () => `${encode({ alg: 'none', typ: 'JWT', kid: realJwk.kid })}.${encode(claims({ scope: 'payroll.read' }))}.`, /"alg" \(Algorithm\) Header Parameter value not allowed/],
          ['HS256 signed with the published public key (PEM)', async () => {
            const pem = await exportSPKI((await importJWK(realJwk, 'ES256')) as CryptoKey);
            return new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: realJwk.kid }).sign(new TextEncoder().encode(pem));
          }, /"alg" \(Algorithm\) Header Parameter value not allowed/],
          ['HS256 signed with the published public key (JWK)', async () =>
            new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: realJwk.kid }).sign(new TextEncoder().encode(JSON.stringify(realJwk))), /"alg" \(Algorithm\) Header Parameter value not allowed/],
          ['expired', () => sign(testKey, claims({ iat: now() - 7200, exp: now() - 3600 })), /"exp" claim timestamp check failed/],
          ['not yet valid', () => sign(testKey, claims({ nbf: now() + 3600 })), /"nbf" claim timestamp check failed/],
          ['without exp', () => sign(testKey, claims({ exp: undefined })), /missing required "exp" claim/],
          ['wrong issuer', () => sign(testKey, claims({ iss: 'https://evil.example.test' })), /unexpected "iss" claim value/],
          ['wrong audience', () => sign(testKey, claims({ aud: 'marketing' })), /unexpected "aud" claim value/],
          ['unknown kid', async () => sign(await signingKey('rotated-away'), claims()), /no applicable key found/],
          ['signed by another key under the real kid', async () => sign({ ...(await signingKey('x')), kid: realJwk.kid! }, claims()), /signature verification failed/],
          ['tampered payload (scope raised after signing)', async () => {
            const [header, payload, signature] = (await memberToken(standIn.url, 'hr.viewer')).split('.');
            const decoded = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
            return `${header}.${encode({ ...decoded, scope: 'employee.read payroll.read' })}.${signature}`;
          }, /signature verification failed/],
          ['a scope claim that is not a string', () => sign(testKey, claims({ scope: 42 as never })), /"scope" claim is neither a string nor an array of strings/],
          ['garbage', async () => 'not.a.jwt', /JWS Protected Header is invalid/],
        ];
        for (const [name, make, reason] of forged) {
          it(`refuses a token: ${name} → 401, same body`, async () => {
            await expectUnauthorized({ Authorization: `Bearer ${await make()}` }, name === 'alg none' ? '/api/v1/payroll-runs' : '/api/v1/employees');
            // The caller learns nothing, the operator's debug log says why: the defect under test.
            expect(area.logs.filter((l) => l.msg === 'member token refused').at(-1)?.reason).to.match(reason);
          });
        }

        it('the stand-in key and the test key are what the HR service verifies against', async () => {
          // Guards the matrix: a valid token of the test key passes, so the refusals above are about their defect.
          const res = await area.checked(area.http.get('/api/v1/employees').set('Authorization', `Bearer ${await sign(testKey, claims())}`));
          expect(res.status).to.equal(200);
          expect(decodeProtectedHeader(await memberToken(standIn.url, 'hr.admin')).kid).to.equal(realJwk.kid);
        });

        for (const header of ['Basic aHIuYWRtaW46cGFzcw==', 'Bearer', 'Bearer ', 'Token abc.def.ghi', 'bearer a b']) {
          it(`refuses a malformed Authorization "${header}" → 401, same body`, async () => {
            await expectUnauthorized({ Authorization: header });
          });
        }
      });

      describe('API keys', () => {
        it('admits a live key of this service', async () => {
          const res = await area.checked(area.http.get('/api/v1/documents').set('X-API-Key', hrKey));
          expect(res.status).to.equal(200);
        });

        it('refuses a key without the scope with 403 naming it', async () => {
          const res = await area.checked(area.http.get('/api/v1/attendance').set('X-API-Key', hrKey));
          expect(res.status).to.equal(403);
          expect(res.body.error.message).to.equal('This operation requires the scope attendance.read.');
        });

        const keys: Array<[string, () => Promise<string>]> = [
          ['empty', async () => ''],
          ['malformed', async () => 'not-a-key'],
          ['unknown but well-formed', async () => `hrm_abcdefghijkl_${'A'.repeat(43)}`],
          ['right id, wrong secret', async () => hrKey.slice(0, -1) + (hrKey.endsWith('A') ? 'B' : 'A')],
          ['revoked', async () => {
            const created = await createKey(store, 'hrm', { scopes: ['employee.read'] });
            expect((await area.http.get('/api/v1/employees').set('X-API-Key', created.key)).status).to.equal(200);
            await area.services.apiKeys.revoke(created.record.id);
            return created.key;
          }],
          ['of the marketing service', async () => (await createKey(store, 'marketing', { tenantId: 'acme' })).key],
          ['in lower case', async () => hrKey.toLowerCase()],
        ];
        for (const [name, make] of keys) {
          it(`refuses a key: ${name} → 401, same body`, async () => {
            await expectUnauthorized({ 'X-API-Key': await make() });
          });
        }

        it('refuses a key sent twice → 401, same body', async () => {
          const res = await area.checked(area.http.get('/api/v1/employees').set('X-API-Key', [hrKey, hrKey] as never));
          expect(res.status).to.equal(401);
          expect(withoutTraceId(res.body)).to.deep.equal(UNAUTHORIZED_BODY);
        });

        it('refuses a call without any credentials → 401, same body', async () => {
          await expectUnauthorized({});
        });
      });
    });
  }
});
