/**
 * The development stand-in for the central member API, for a few demo members. Everything,
 * the signing key included, lives in memory: tokens never outlive the process that issued them.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { components } from '../../../generated/member-api.js';
import { ApiError } from '../../errors.js';
import { DEMO_MEMBER_PASSWORDS, DEMO_MEMBERS, type DemoMember } from './demo-members.js';
import { hashPassword, verifyPassword } from './password-hash.js';

export interface MemberDirectoryOptions {
  issuer: string;
  audience: string;
  accessTtlSec?: number;
  refreshTtlSec?: number;
  /** Passwords are keyed by login id. */
  members?: readonly DemoMember[];
  passwords?: Readonly<Record<string, string>>;
  now?: () => number;
}

type Schemas = components['schemas'];
type MemberProfile = Schemas['MemberProfile'];
export type TokenGrant = Schemas['TokenGrant'];

/** Marks refresh tokens so logout can tell them from access tokens (JWTs) at a glance. */
const REFRESH_PREFIX = 'mrt_';
const MAX_CREDENTIAL_LENGTH = 256;

interface Session {
  sid: string;
  memberId: string;
  /** The current refresh token's; the others in `refreshHashes` are rotated out, remembered to detect their reuse. */
  refreshHash: string;
  refreshHashes: string[];
  refreshExpiresAt: number;
  /** The session is kept until its last access token expires. */
  accessExpiresAt: number;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export async function createMemberDirectory(options: MemberDirectoryOptions) {
  const { issuer, audience } = options;
  const accessTtlSec = options.accessTtlSec ?? 900;
  const refreshTtlSec = options.refreshTtlSec ?? 86_400;
  const now = options.now ?? Date.now;
  const members = options.members ?? DEMO_MEMBERS;
  const passwords = options.passwords ?? DEMO_MEMBER_PASSWORDS;

  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const published: JWK = { ...publicJwk, kid, alg: 'ES256', use: 'sig' };

  // Hashed on the first login that needs it, not at start: each scrypt hash costs CPU and leaves
  // 16 MB in its libuv thread's malloc arena, which glibc keeps (docs/performance.md).
  const byLoginId = new Map<string, { member: DemoMember; passwordHash: () => Promise<string> }>();
  for (const member of members) {
    const password = passwords[member.loginId];
    if (password === undefined) throw new Error(`no demo password for member ${member.loginId}`);
    byLoginId.set(member.loginId, { member, passwordHash: once(() => hashPassword(password)) });
  }
  const byMemberId = new Map(members.map((m) => [m.memberId, m]));
  // Unknown login ids are checked against this too, so they take as long as wrong passwords.
  const dummyHash = once(() => hashPassword(randomBytes(16).toString('hex')));

  const sessions = new Map<string, Session>();
  /** By the hash of every refresh token a live session was given. */
  const byRefreshHash = new Map<string, Session>();

  const nowSec = () => Math.floor(now() / 1000);
  const unauthorized = (cause?: unknown) => new ApiError('UNAUTHORIZED', undefined, { cause });
  const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

  function endSession(session: Session): void {
    sessions.delete(session.sid);
    for (const hash of session.refreshHashes) byRefreshHash.delete(hash);
  }

  function sweep(): void {
    const t = now();
    for (const s of sessions.values()) {
      if (s.refreshExpiresAt <= t && s.accessExpiresAt <= t) endSession(s);
    }
  }

  function profileOf(member: DemoMember): MemberProfile {
    const { memberId, loginId, displayName, companyId, scopes } = member;
    return { memberId, loginId, displayName, companyId, permissions: [...scopes] };
  }

  async function grant(member: DemoMember, session: Session): Promise<TokenGrant> {
    const iat = nowSec();
    const accessToken = await new SignJWT({
      scope: member.scopes.join(' '),
      sid: session.sid,
      company_id: member.companyId,
    })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(member.memberId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTtlSec)
      .setJti(randomUUID())
      .sign(privateKey as CryptoKey);
    const refreshToken = REFRESH_PREFIX + randomBytes(32).toString('base64url');
    session.refreshHash = sha256(refreshToken);
    session.refreshExpiresAt = now() + refreshTtlSec * 1000;
    session.accessExpiresAt = (iat + accessTtlSec) * 1000;
    session.refreshHashes.push(session.refreshHash);
    byRefreshHash.set(session.refreshHash, session);
    return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: accessTtlSec, member: profileOf(member) };
  }

  async function authenticate(accessToken: string): Promise<{ session: Session; member: DemoMember }> {
    try {
      if (typeof accessToken !== 'string' || accessToken.length > 8192) throw new Error('not a token');
      const { payload } = await jwtVerify(accessToken, publicKey, {
        issuer,
        audience,
        algorithms: ['ES256'],
        typ: 'at+jwt',
        currentDate: new Date(now()),
      });
      const session = typeof payload.sid === 'string' ? sessions.get(payload.sid) : undefined;
      const member = typeof payload.sub === 'string' ? byMemberId.get(payload.sub) : undefined;
      if (!session || !member || session.memberId !== member.memberId) throw new Error('session ended');
      return { session, member };
    } catch (err) {
      throw unauthorized(err);
    }
  }

  return {
    jwks: (): { keys: JWK[] } => ({ keys: [{ ...published }] }),

    async login(loginId: string, password: string): Promise<TokenGrant> {
      const valid = typeof loginId === 'string' && typeof password === 'string'
        && loginId.length <= MAX_CREDENTIAL_LENGTH && password.length <= MAX_CREDENTIAL_LENGTH;
      const entry = valid ? byLoginId.get(loginId) : undefined;
      const ok = await verifyPassword(valid ? password : '', await (entry?.passwordHash ?? dummyHash)());
      if (!entry || !ok) throw unauthorized(new Error('bad login id or password'));
      sweep();
      const session: Session = { sid: randomUUID(), memberId: entry.member.memberId, refreshHash: '', refreshHashes: [], refreshExpiresAt: 0, accessExpiresAt: 0 };
      sessions.set(session.sid, session);
      return grant(entry.member, session);
    },

    async refresh(refreshToken: string): Promise<TokenGrant> {
      const hash = typeof refreshToken === 'string' ? sha256(refreshToken) : '';
      const session = byRefreshHash.get(hash);
      if (session && session.refreshHash !== hash) {
        // A rotated-out token came back: someone holds a copy, so end the whole session.
        endSession(session);
        throw unauthorized(new Error('refresh token reuse'));
      }
      const member = session ? byMemberId.get(session.memberId) : undefined;
      if (!session || !member || session.refreshExpiresAt <= now()) {
        throw unauthorized(new Error('unknown or expired refresh token'));
      }
      return grant(member, session);
    },

    /** Unknown or invalid tokens are ignored. */
    async logout(token: string): Promise<void> {
      if (typeof token !== 'string') return;
      if (token.startsWith(REFRESH_PREFIX)) {
        const session = byRefreshHash.get(sha256(token));
        if (session) endSession(session);
        return;
      }
      try {
        endSession((await authenticate(token)).session);
      } catch {
        // Logging out with an invalid token changes nothing and reveals nothing.
      }
    },

    async me(accessToken: string): Promise<MemberProfile> {
      return profileOf((await authenticate(accessToken)).member);
    },

    async permissions(accessToken: string): Promise<Schemas['MemberPermissions']> {
      const { memberId, companyId, permissions } = profileOf((await authenticate(accessToken)).member);
      return { memberId, companyId, permissions };
    },
  };
}

export type MemberDirectory = Awaited<ReturnType<typeof createMemberDirectory>>;

/** What the stand-in's handlers receive; src/areas/member-api.ts builds it. */
export type MemberApiServices = { directory: MemberDirectory; issuer: string; audience: string };
