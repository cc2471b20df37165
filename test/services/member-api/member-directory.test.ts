import { expect } from 'chai';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { ApiError } from '../../../src/errors.js';
import { HRM_SCOPES } from '../../../src/services/keys/api-keys.js';
import { DEMO_MEMBER_PASSWORDS, DEMO_MEMBERS } from '../../../src/services/member-api/demo-members.js';
import { createMemberDirectory } from '../../../src/services/member-api/member-directory.js';
import type { MemberDirectory } from '../../../src/services/member-api/member-directory.js';
import { hashPassword, verifyPassword } from '../../../src/services/member-api/password-hash.js';

const ISSUER = 'http://127.0.0.1:8085';
const AUDIENCE = 'hrm';

async function expectUnauthorized(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).code).to.equal('UNAUTHORIZED');
    expect((err as ApiError).message).to.equal('Missing or invalid credentials.');
    return;
  }
  throw new Error('expected UNAUTHORIZED');
}

describe('services/member-api/member-directory', () => {
  let clock: number;
  let directory: MemberDirectory;

  beforeEach(async () => {
    clock = Date.UTC(2025, 0, 1, 9, 0, 0);
    directory = await createMemberDirectory({
      issuer: ISSUER,
      audience: AUDIENCE,
      refreshTtlSec: 3600,
      now: () => clock,
    });
  });

  describe('demo members', () => {
    it('are deterministic, with a documented password each', () => {
      expect(DEMO_MEMBERS.map((m) => [m.memberId, m.loginId, m.companyId, [...m.scopes]])).to.deep.equal([
        ['mbr-0001', 'hr.admin', 'acme', [...HRM_SCOPES]],
        ['mbr-0002', 'hr.viewer', 'acme', ['employee.read']],
        ['mbr-0003', 'payroll.clerk', 'globex', ['payroll.read']],
        ['mbr-0004', 'globex.admin', 'globex', [...HRM_SCOPES]],
      ]);
      for (const m of DEMO_MEMBERS) expect(DEMO_MEMBER_PASSWORDS[m.loginId]).to.be.a('string').that.is.not.empty;
    });

    it('hash passwords with scrypt and a random salt', async () => {
      const a = await hashPassword('secret');
      const b = await hashPassword('secret');
      expect(a).to.match(/^scrypt\$[\w-]+\$[\w-]+$/);
      expect(a).to.not.equal(b);
      expect(await verifyPassword('secret', a)).to.equal(true);
      expect(await verifyPassword('Secret', a)).to.equal(false);
      expect(await verifyPassword('secret', 'md5$x$y')).to.equal(false);
    });
  });

  describe('login', () => {
    it('issues an ES256 access token with the member scopes and an opaque refresh token', async () => {
      const grant = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      expect(grant.tokenType).to.equal('Bearer');
      expect(grant.expiresIn).to.equal(900);
      expect(grant.member).to.deep.equal({
        memberId: 'mbr-0001',
        loginId: 'hr.admin',
        displayName: 'HR Administrator',
        companyId: 'acme',
        permissions: [...HRM_SCOPES],
      });
      expect(grant.refreshToken).to.match(/^mrt_[\w-]{43}$/);

      const header = decodeProtectedHeader(grant.accessToken);
      expect(header).to.deep.equal({ alg: 'ES256', kid: directory.jwks().keys[0].kid, typ: 'at+jwt' });
      const claims = decodeJwt(grant.accessToken);
      expect(claims).to.include({
        iss: ISSUER,
        aud: AUDIENCE,
        sub: 'mbr-0001',
        scope: 'employee.read attendance.read leave.read payroll.read document.read',
        company_id: 'acme',
        iat: clock / 1000,
        exp: clock / 1000 + 900,
      });
      expect(claims.jti).to.be.a('string').that.is.not.empty;
      expect(claims.sid).to.be.a('string').that.is.not.empty;
    });

    it('signs tokens verifiable with the published JWKS', async () => {
      const grant = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      const { payload } = await jwtVerify(grant.accessToken, createLocalJWKSet(directory.jwks()), {
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(clock),
      });
      expect(payload.scope).to.equal('employee.read');
    });

    it('gives each token a new jti', async () => {
      const a = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      const b = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      expect(decodeJwt(a.accessToken).jti).to.not.equal(decodeJwt(b.accessToken).jti);
    });

    it('refuses a wrong password, an unknown login id and non-string input alike', async () => {
      await expectUnauthorized(directory.login('hr.admin', 'wrong'));
      await expectUnauthorized(directory.login('nobody', DEMO_MEMBER_PASSWORDS['hr.admin']));
      await expectUnauthorized(directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.viewer']));
      await expectUnauthorized(directory.login(undefined as unknown as string, 'x'));
      await expectUnauthorized(directory.login('hr.admin', 'x'.repeat(10_000)));
    });
  });

  describe('jwks', () => {
    it('publishes one public ES256 key with a kid and no private part', () => {
      const { keys } = directory.jwks();
      expect(keys).to.have.length(1);
      expect(keys[0]).to.include({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(keys[0].kid).to.be.a('string').with.length.greaterThan(20);
      expect(keys[0]).to.not.have.property('d');
    });

    it('is a fresh key per directory', async () => {
      const other = await createMemberDirectory({ issuer: ISSUER, audience: AUDIENCE });
      expect(other.jwks().keys[0].kid).to.not.equal(directory.jwks().keys[0].kid);
    });
  });

  describe('me and permissions', () => {
    it('return the member behind an access token', async () => {
      const grant = await directory.login('payroll.clerk', DEMO_MEMBER_PASSWORDS['payroll.clerk']);
      expect(await directory.me(grant.accessToken)).to.deep.equal({
        memberId: 'mbr-0003',
        loginId: 'payroll.clerk',
        displayName: 'Payroll Clerk',
        companyId: 'globex',
        permissions: ['payroll.read'],
      });
      expect(await directory.permissions(grant.accessToken)).to.deep.equal({
        memberId: 'mbr-0003',
        companyId: 'globex',
        permissions: ['payroll.read'],
      });
    });

    it('refuse an expired access token, a refresh token and garbage', async () => {
      const grant = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      await expectUnauthorized(directory.me(grant.refreshToken));
      await expectUnauthorized(directory.permissions('not-a-token'));
      clock += 901_000;
      await expectUnauthorized(directory.me(grant.accessToken));
    });

    it('refuse a token of another directory (another signing key)', async () => {
      const other = await createMemberDirectory({ issuer: ISSUER, audience: AUDIENCE, now: () => clock });
      const grant = await other.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      await expectUnauthorized(directory.me(grant.accessToken));
    });
  });

  describe('refresh', () => {
    it('issues new tokens and rotates the refresh token', async () => {
      const first = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      clock += 60_000;
      const second = await directory.refresh(first.refreshToken);
      expect(second.refreshToken).to.not.equal(first.refreshToken);
      expect(second.accessToken).to.not.equal(first.accessToken);
      expect(decodeJwt(second.accessToken)).to.include({ sub: 'mbr-0002', iat: clock / 1000, sid: decodeJwt(first.accessToken).sid });
      expect(second.member.loginId).to.equal('hr.viewer');
      const third = await directory.refresh(second.refreshToken);
      expect(third.tokenType).to.equal('Bearer');
    });

    it('treats reuse of a rotated-out refresh token as theft and ends the session', async () => {
      const first = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      const second = await directory.refresh(first.refreshToken);
      await expectUnauthorized(directory.refresh(first.refreshToken));
      await expectUnauthorized(directory.refresh(second.refreshToken));
      await expectUnauthorized(directory.me(second.accessToken));
    });

    it('refuses an expired refresh token', async () => {
      const grant = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      clock += 3_600_000;
      await expectUnauthorized(directory.refresh(grant.refreshToken));
    });

    it('refuses unknown tokens, access tokens and non-strings', async () => {
      const grant = await directory.login('hr.viewer', DEMO_MEMBER_PASSWORDS['hr.viewer']);
      await expectUnauthorized(directory.refresh('mrt_unknown'));
      await expectUnauthorized(directory.refresh(grant.accessToken));
      await expectUnauthorized(directory.refresh(undefined as unknown as string));
    });
  });

  describe('logout', () => {
    it('with the refresh token revokes it and ends the session', async () => {
      const grant = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      await directory.logout(grant.refreshToken);
      await expectUnauthorized(directory.refresh(grant.refreshToken));
      await expectUnauthorized(directory.me(grant.accessToken));
    });

    it('with the access token ends the session and its refresh token', async () => {
      const grant = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      await directory.logout(grant.accessToken);
      await expectUnauthorized(directory.refresh(grant.refreshToken));
      await expectUnauthorized(directory.permissions(grant.accessToken));
    });

    it('leaves other sessions of the same member alone', async () => {
      const a = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      const b = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      await directory.logout(a.refreshToken);
      expect((await directory.me(b.accessToken)).loginId).to.equal('hr.admin');
      expect((await directory.refresh(b.refreshToken)).tokenType).to.equal('Bearer');
    });

    it('ignores unknown, invalid and repeated tokens', async () => {
      const grant = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      const other = await directory.login('hr.admin', DEMO_MEMBER_PASSWORDS['hr.admin']);
      await directory.logout(grant.refreshToken);
      // Logout is idempotent and says nothing about a token: each of these resolves, ends nothing else.
      for (const token of [grant.refreshToken, 'mrt_unknown', 'garbage', undefined as unknown as string]) {
        expect(await directory.logout(token)).to.equal(undefined);
      }
      await expectUnauthorized(directory.refresh(grant.refreshToken));
      expect((await directory.me(other.accessToken)).loginId).to.equal('hr.admin');
      expect((await directory.refresh(other.refreshToken)).tokenType).to.equal('Bearer');
    });
  });
});
