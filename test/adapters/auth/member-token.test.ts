import { expect } from 'chai';
import { base64url, errors as joseErrors, exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { createMemberTokenVerifier } from '../../../src/adapters/auth/member-token.js';
import type { MemberTokenVerifierOptions } from '../../../src/adapters/auth/member-token.js';
import { ApiError } from '../../../src/errors.js';
import { createMemberDirectory } from '../../../src/services/member-api/member-directory.js';
import { listenOnPort0 } from '../../support/listen.js';

const ISSUER = 'https://members.example.test';
const AUDIENCE = 'hrm';

interface JwksServer {
  url: string;
  hits(): number;
  stop(): Promise<void>;
}

/** A JWKS endpoint on port 0 that counts its hits and can be stopped mid-test. */
async function startJwksServer(keys: () => { keys: JWK[] }): Promise<JwksServer> {
  let hits = 0;
  const server = await listenOnPort0((_req, res) => {
    hits += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(keys()));
  });
  return { url: `${server.url}/.well-known/jwks.json`, hits: () => hits, stop: server.close };
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string, alg = 'ES256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, privateKey, publicKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

function sign(key: SigningKey, claims: JWTPayload = {}, edit?: (jwt: SignJWT) => SignJWT): Promise<string> {
  let jwt = new SignJWT({ scope: 'employee.read leave.read', ...claims })
    .setProtectedHeader({ alg: key.jwk.alg as string, kid: key.kid })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('mbr-1')
    .setIssuedAt()
    .setExpirationTime('5m');
  if (edit) jwt = edit(jwt);
  return jwt.sign(key.privateKey);
}

/** Every failure must look the same to a client: code, status and message. */
async function expectUnauthorized(promise: unknown): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    const apiError = err as ApiError;
    expect(apiError.code).to.equal('UNAUTHORIZED');
    expect(apiError.status).to.equal(401);
    expect(apiError.message).to.equal('Missing or invalid credentials.');
    expect(apiError.cause, 'cause kept for logs').to.exist;
    return apiError;
  }
  throw new Error('expected the token to be refused');
}

/**
 * A clock the verifier reads instead of Date.now (its `now` option): cooldowns, cache ages and
 * expiry move only when a test moves it, so no assertion depends on how fast the machine runs.
 */
function testClock(start = Date.now()) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms), set: (ms: number) => void (at = ms) };
}

/** Polls `condition` until it holds (every 10 ms, for 10 s at most): waits on a state, never on a guessed time. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether `promise` is refused as expectUnauthorized wants it (false when it resolves). */
async function refused(promise: unknown): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch {
    await expectUnauthorized(promise);
    return true;
  }
}

describe('adapters/auth/member-token', () => {
  let key: SigningKey;
  let published: JWK[];
  let jwks: JwksServer;

  const verifier = (overrides: Partial<MemberTokenVerifierOptions> = {}) =>
    createMemberTokenVerifier({ jwksUrl: jwks.url, issuer: ISSUER, audience: AUDIENCE, ...overrides });

  beforeEach(async () => {
    key = await signingKey('k1');
    published = [key.jwk];
    jwks = await startJwksServer(() => ({ keys: published }));
  });

  afterEach(() => jwks.stop());

  describe('valid tokens', () => {
    it('returns the subject, the scope permissions and the claims', async () => {
      const result = await verifier().verify(await sign(key));
      expect(result.subject).to.equal('mbr-1');
      expect(result.permissions).to.deep.equal(['employee.read', 'leave.read']);
      expect(result.claims).to.include({ iss: ISSUER, aud: AUDIENCE, sub: 'mbr-1' });
    });

    it('honours scope and a permissions array together, without duplicates', async () => {
      const token = await sign(key, { scope: ' employee.read  leave.read ', permissions: ['leave.read', 'payroll.read'] });
      expect((await verifier().verify(token)).permissions).to.deep.equal(['employee.read', 'leave.read', 'payroll.read']);
    });

    it('reads a permissions array without any scope claim', async () => {
      const token = await sign(key, { scope: undefined, permissions: ['document.read'] });
      expect((await verifier().verify(token)).permissions).to.deep.equal(['document.read']);
    });

    it('gives no permissions when neither claim is present', async () => {
      const token = await sign(key, { scope: undefined });
      expect((await verifier().verify(token)).permissions).to.deep.equal([]);
    });

    it('accepts an expired token within the clock tolerance (30 s by default)', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await sign(key, {}, (j) => j.setIssuedAt(now - 600).setExpirationTime(now - 10));
      expect((await verifier().verify(token)).subject).to.equal('mbr-1');
    });

    it('verifies other asymmetric algorithms (RS256, EdDSA)', async () => {
      const rsa = await signingKey('rsa-1', 'RS256');
      const ed = await signingKey('ed-1', 'EdDSA');
      published = [key.jwk, rsa.jwk, ed.jwk];
      const v = verifier();
      expect((await v.verify(await sign(rsa))).subject).to.equal('mbr-1');
      expect((await v.verify(await sign(ed))).subject).to.equal('mbr-1');
    });
  });

  describe('end to end with the member API stand-in', () => {
    it('verifies tokens issued by the member directory against its served JWKS', async () => {
      const directory = await createMemberDirectory({ issuer: ISSUER, audience: AUDIENCE });
      published = directory.jwks().keys;
      const grant = await directory.login('hr.admin', 'demo-hr-admin-pass');
      const result = await verifier().verify(grant.accessToken);
      expect(result.subject).to.equal(grant.member.memberId);
      expect(result.permissions).to.deep.equal([
        'employee.read', 'attendance.read', 'leave.read', 'payroll.read', 'document.read',
      ]);
      expect(result.claims.company_id).to.equal('acme');
    });
  });

  describe('attacks and invalid tokens', () => {
    it('refuses alg "none"', async () => {
      const header = base64url.encode(JSON.stringify({ alg: 'none', kid: 'k1', typ: 'JWT' }));
      const now = Math.floor(Date.now() / 1000);
      const payload = base64url.encode(JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: 'mbr-1', iat: now, exp: now + 300, scope: 'payroll.read' }));
      const refused = await expectUnauthorized(verifier().verify(`${header}.${payload}.`));
      expect(refused.cause).to.be.instanceOf(joseErrors.JOSEAlgNotAllowed);
      await expectUnauthorized(verifier().verify(`${header}.${payload}`));
      expect(jwks.hits(), 'refused before any key lookup').to.equal(0);
    });

    it('refuses HS256 signed with the public key bytes (key confusion)', async () => {
      const pem = new TextEncoder().encode(await exportSPKI(key.publicKey));
      const jwkBytes = new TextEncoder().encode(JSON.stringify(key.jwk));
      for (const secret of [pem, jwkBytes]) {
        const token = await new SignJWT({ scope: 'payroll.read' })
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer(ISSUER).setAudience(AUDIENCE).setSubject('mbr-1').setIssuedAt().setExpirationTime('5m')
          .sign(secret);
        const refused = await expectUnauthorized(verifier().verify(token));
        expect(refused.cause).to.be.instanceOf(joseErrors.JOSEAlgNotAllowed);
      }
    });

    it('refuses a token expired beyond the clock tolerance', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await sign(key, {}, (j) => j.setIssuedAt(now - 600).setExpirationTime(now - 60));
      expect((await expectUnauthorized(verifier().verify(token))).cause).to.be.instanceOf(joseErrors.JWTExpired);
    });

    it('honours a custom clock tolerance', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await sign(key, {}, (j) => j.setIssuedAt(now - 600).setExpirationTime(now - 10));
      await expectUnauthorized(verifier({ clockToleranceSec: 0 }).verify(token));
    });

    it('refuses a token not yet valid (nbf) beyond the clock tolerance', async () => {
      const now = Math.floor(Date.now() / 1000);
      const refused = await expectUnauthorized(verifier().verify(await sign(key, {}, (j) => j.setNotBefore(now + 120))));
      expect(refused.cause).to.include({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'nbf' });
      expect((await verifier().verify(await sign(key, {}, (j) => j.setNotBefore(now + 10)))).subject).to.equal('mbr-1');
    });

    it('refuses a wrong issuer', async () => {
      const refused = await expectUnauthorized(verifier().verify(await sign(key, {}, (j) => j.setIssuer('https://evil.example'))));
      expect(refused.cause).to.include({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'iss' });
    });

    it('refuses a wrong audience', async () => {
      const refused = await expectUnauthorized(verifier().verify(await sign(key, {}, (j) => j.setAudience('marketing'))));
      expect(refused.cause).to.include({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'aud' });
    });

    it('refuses a tampered payload', async () => {
      const [header, payload, signature] = (await sign(key)).split('.');
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
      claims.scope = 'employee.read payroll.read document.read';
      const forged = base64url.encode(JSON.stringify(claims));
      const refused = await expectUnauthorized(verifier().verify(`${header}.${forged}.${signature}`));
      expect(refused.cause).to.be.instanceOf(joseErrors.JWSSignatureVerificationFailed);
    });

    it('refuses a token signed by another key that claims a known kid', async () => {
      const impostor = await signingKey('k1');
      await expectUnauthorized(verifier().verify(await sign(impostor)));
    });

    it('refuses tokens without sub or exp', async () => {
      const noSub = await new SignJWT({ scope: 'employee.read' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('5m')
        .sign(key.privateKey);
      const noExp = await new SignJWT({ scope: 'employee.read' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer(ISSUER).setAudience(AUDIENCE).setSubject('mbr-1').setIssuedAt()
        .sign(key.privateKey);
      await expectUnauthorized(verifier().verify(noSub));
      await expectUnauthorized(verifier().verify(noExp));
    });

    it('refuses malformed permission claims', async () => {
      await expectUnauthorized(verifier().verify(await sign(key, { scope: 42 })));
      await expectUnauthorized(verifier().verify(await sign(key, { permissions: 'employee.read' })));
      await expectUnauthorized(verifier().verify(await sign(key, { permissions: ['employee.read', 7] })));
    });

    it('refuses garbage, empty and oversized tokens without asking the JWKS endpoint', async () => {
      const v = verifier();
      for (const token of ['', 'abc', 'a.b.c', 'x'.repeat(9000)]) await expectUnauthorized(v.verify(token));
      await expectUnauthorized(v.verify(undefined as unknown as string));
      expect(jwks.hits()).to.equal(0);
    });

    it('refuses a symmetric key slipped into the JWKS, and the asymmetric keys still work', async () => {
      const secret = new Uint8Array(32).fill(7);
      published = [key.jwk, { kty: 'oct', k: base64url.encode(secret), kid: 'sym', alg: 'HS256' }];
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: 'sym' })
        .setIssuer(ISSUER).setAudience(AUDIENCE).setSubject('mbr-1').setIssuedAt().setExpirationTime('5m')
        .sign(secret);
      const v = verifier();
      await expectUnauthorized(v.verify(token));
      expect((await v.verify(await sign(key))).subject).to.equal('mbr-1');
    });

    it('refuses to be configured with a symmetric algorithm or none', () => {
      for (const alg of ['HS256', 'none']) {
        expect(() => verifier({ algorithms: [alg as 'ES256'] })).to.throw(TypeError, alg);
      }
    });

    it('honours a narrower algorithm allowlist', async () => {
      const rsa = await signingKey('rsa-1', 'RS256');
      published = [key.jwk, rsa.jwk];
      await expectUnauthorized(verifier({ algorithms: ['ES256'] }).verify(await sign(rsa)));
    });
  });

  describe('verified-token cache', () => {
    it('admits a token it verified before, even once its key is gone, for the bound only', async () => {
      const clock = testClock();
      const v = verifier({ verifiedTokenTtlMs: 400, cooldownMs: 50, cacheMaxAgeMs: 50, now: clock.now });
      const token = await sign(key);
      await v.verify(token);
      const next = await signingKey('k2');
      published = [next.jwk];
      clock.advance(100);
      // An unknown kid refetches the JWKS: k1 is gone from the key set now.
      expect((await v.verify(await sign(next))).subject).to.equal('mbr-1');
      await expectUnauthorized(v.verify(await sign(key)));
      expect((await v.verify(token)).subject, 'verified before, within the bound').to.equal('mbr-1');
      expect(v.verify(token), 'answered without a promise').to.not.be.instanceOf(Promise);
      clock.advance(299);
      expect((await v.verify(token)).subject, 'verified before, 1 ms before the bound').to.equal('mbr-1');
      clock.advance(1);
      await expectUnauthorized(v.verify(token));
    });

    it('never admits a verified token past its expiry', async () => {
      const now = Math.floor(Date.now() / 1000);
      const clock = testClock(now * 1000);
      const v = verifier({ clockToleranceSec: 0, now: clock.now });
      const token = await sign(key, {}, (j) => j.setIssuedAt(now).setExpirationTime(now + 2));
      expect((await v.verify(token)).subject).to.equal('mbr-1');
      clock.set((now + 2) * 1000 - 1);
      expect((await v.verify(token)).subject, 'admitted until its exp').to.equal('mbr-1');
      clock.set((now + 2) * 1000);
      const expired = await expectUnauthorized(v.verify(token));
      expect(expired.cause).to.be.instanceOf(joseErrors.JWTExpired);
    });
  });

  describe('remote JWKS cache', () => {
    it('fetches the JWKS once for many verifications', async () => {
      const v = verifier();
      await Promise.all([v.verify(await sign(key)), v.verify(await sign(key))]);
      await v.verify(await sign(key));
      expect(jwks.hits()).to.equal(1);
    });

    it('refetches once for an unknown kid, then cools down', async () => {
      const clock = testClock();
      const v = verifier({ cooldownMs: 150, now: clock.now });
      await v.verify(await sign(key));
      expect(jwks.hits()).to.equal(1);

      clock.advance(150);
      const stranger = await signingKey('unknown-1');
      await expectUnauthorized(v.verify(await sign(stranger)));
      expect(jwks.hits(), 'refetched for the unknown kid').to.equal(2);

      const another = await signingKey('unknown-2');
      await expectUnauthorized(v.verify(await sign(another)));
      await Promise.all([1, 2, 3].map(async () => expectUnauthorized(v.verify(await sign(stranger)))));
      expect(jwks.hits(), 'no refetch within the cooldown').to.equal(2);
      expect((await v.verify(await sign(key))).subject, 'known keys still verify').to.equal('mbr-1');
    });

    it('does not refetch for an unknown kid within the default 30 s cooldown of the first load', async () => {
      const v = verifier();
      await v.verify(await sign(key));
      await expectUnauthorized(v.verify(await sign(await signingKey('unknown-1'))));
      expect(jwks.hits()).to.equal(1);
    });

    it('joins concurrent unknown-kid lookups into one request', async () => {
      const clock = testClock();
      const v = verifier({ cooldownMs: 150, now: clock.now });
      await v.verify(await sign(key));
      clock.advance(150);
      const stranger = await signingKey('unknown-1');
      const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => sign(stranger)));
      await Promise.all(tokens.map((t) => expectUnauthorized(v.verify(t))));
      expect(jwks.hits()).to.equal(2);
    });

    it('picks up a rotated-in key after the cooldown', async () => {
      const clock = testClock();
      const v = verifier({ cooldownMs: 150, now: clock.now });
      await v.verify(await sign(key));
      const next = await signingKey('k2');
      published = [key.jwk, next.jwk];
      clock.advance(149);
      await expectUnauthorized(v.verify(await sign(next)));
      expect(jwks.hits(), 'not within the cooldown').to.equal(1);
      clock.advance(1);
      expect((await v.verify(await sign(next))).subject).to.equal('mbr-1');
      expect(jwks.hits()).to.equal(2);
    });

    it('keeps verifying with cached keys while the JWKS server is down', async () => {
      const clock = testClock();
      const v = verifier({ cooldownMs: 50, now: clock.now });
      await v.verify(await sign(key));
      await jwks.stop();
      clock.advance(100);
      expect((await v.verify(await sign(key))).subject).to.equal('mbr-1');
      // An unknown kid now triggers a failing refetch; the cached key must survive it.
      await expectUnauthorized(v.verify(await sign(await signingKey('unknown-1'))));
      expect((await v.verify(await sign(key))).subject).to.equal('mbr-1');
    });

    it('keeps verifying with stale cached keys while the JWKS server is down, and says so once per attempt', async () => {
      const warnings: object[] = [];
      const clock = testClock();
      const v = verifier({ cooldownMs: 50, cacheMaxAgeMs: 50, now: clock.now, logger: { warn: (obj) => warnings.push(obj) } });
      await v.verify(await sign(key));
      await jwks.stop();
      clock.advance(100);
      // Two requests at once on the stale keys: the first starts the one refresh, the second
      // finds it under way; both are answered from the keys held.
      const [a, b] = await Promise.all([sign(key), sign(key)]);
      const answers = await Promise.all([v.verify(a), v.verify(b)]);
      expect(answers.map((m) => m.subject)).to.deep.equal(['mbr-1', 'mbr-1']);
      await until(() => warnings.length > 0, 'the failed refresh is reported');
      // Within the cooldown (the clock has not moved): no second attempt, so no second warning.
      expect((await v.verify(await sign(key))).subject).to.equal('mbr-1');
      expect(jwks.hits()).to.equal(1);
      expect(warnings).to.have.length(1);
      // The next attempt, past the cooldown, fails and says so once more.
      clock.advance(50);
      expect((await v.verify(await sign(key))).subject).to.equal('mbr-1');
      await until(() => warnings.length > 1, 'the second failed refresh is reported');
      expect(warnings).to.have.length(2);
    });

    it('drops a key removed from the JWKS once the stale cache is refreshed', async () => {
      const clock = testClock();
      const v = verifier({ cooldownMs: 50, cacheMaxAgeMs: 50, now: clock.now });
      await v.verify(await sign(key));
      const next = await signingKey('k2');
      published = [next.jwk];
      clock.advance(100);
      await v.verify(await sign(key)); // served from the stale cache, triggers the refresh
      // Once the refresh has landed, k1 is refused (the clock stays within the cooldown, so no
      // request below starts another fetch) and k2 verifies.
      await until(async () => refused(v.verify(await sign(key))), 'the refreshed key set drops k1');
      expect((await v.verify(await sign(next))).subject).to.equal('mbr-1');
      expect(jwks.hits()).to.equal(2);
    });

    it('fails closed when the JWKS was never loaded and the endpoint is down', async () => {
      await jwks.stop();
      const v = verifier({ cooldownMs: 1000, timeoutMs: 1000 });
      const first = await expectUnauthorized(v.verify(await sign(key)));
      const second = await expectUnauthorized(v.verify(await sign(key)));
      expect(first.message).to.equal(second.message);
    });

    it('treats a non-200 JWKS answer as a failed fetch', async () => {
      const server = await listenOnPort0((_req, res) => { res.statusCode = 500; res.end('{"keys":[]}'); });
      try {
        const v = verifier({ jwksUrl: `${server.url}/jwks` });
        await expectUnauthorized(v.verify(await sign(key)));
      } finally {
        await server.close();
      }
    });
  });
});
