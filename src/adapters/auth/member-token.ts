/**
 * Verifies the central member API's access tokens against its JWKS. Our own key cache (over
 * jose's `createLocalJWKSet`): `createRemoteJWKSet` fails requests while the endpoint is down,
 * where here the keys held keep verifying; the endpoint is asked at most once per cooldown, so
 * forged `kid`s cannot make us a request amplifier.
 */
import { lazyLru } from '../cache/lazy-lru.js';
import { hash as digest } from 'node:crypto';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWK, JWTPayload, JWTVerifyGetKey } from 'jose';
import { ApiError } from '../../errors.js';

/** Signature algorithms a member token may use; symmetric (HS*) and `none` are never allowed. */
export const ASYMMETRIC_ALGORITHMS = [
  'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519',
  'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512',
] as const;

export type MemberTokenAlgorithm = (typeof ASYMMETRIC_ALGORITHMS)[number];

export interface MemberTokenVerifierOptions {
  jwksUrl: string | URL;
  issuer: string | string[];
  audience: string | string[];
  algorithms?: readonly MemberTokenAlgorithm[];
  clockToleranceSec?: number;
  /** Minimum time between two JWKS requests. */
  cooldownMs?: number;
  /** Timeout of one JWKS request. */
  timeoutMs?: number;
  /** Age after which the key set is refreshed in the background (rotation, revoked keys). */
  cacheMaxAgeMs?: number;
  /** How long a verified token is admitted again without a signature check, at most (VERIFIED_TOKEN_TTL_MS; 0 turns it off). */
  verifiedTokenTtlMs?: number;
  logger?: { warn(obj: object, msg?: string): void };
  /** The clock of cooldowns, cache ages and the token's exp/nbf (Date.now by default): a test moves it. */
  now?: () => number;
}

export interface VerifiedMember {
  subject: string;
  permissions: string[];
  claims: JWTPayload;
  /** SHA-256 of the token (hex): what a list of signed-out tokens names it by, never the token itself. */
  tokenId: string;
  /** The last moment the token is admitted (ms since the epoch): its `exp` plus the clock tolerance. */
  admittedUntil: number;
}

/** How long a verified token is admitted without checking its signature again, at most. */
export const VERIFIED_TOKEN_TTL_MS = 30_000;
const VERIFIED_TOKENS_MAX = 10_000;

/** Longer than any sane access token; refuses oversized input before any parsing. */
const MAX_TOKEN_LENGTH = 8192;

type LocalKeySet = ReturnType<typeof createLocalJWKSet>;

export function createMemberTokenVerifier(options: MemberTokenVerifierOptions) {
  const jwksUrl = new URL(options.jwksUrl);
  const algorithms = [...(options.algorithms ?? ASYMMETRIC_ALGORITHMS)];
  const refused = algorithms.find((alg) => !(ASYMMETRIC_ALGORITHMS as readonly string[]).includes(alg));
  if (refused) throw new TypeError(`member token algorithm "${refused}" is not an allowed asymmetric algorithm`);
  const clockTolerance = options.clockToleranceSec ?? 30;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const cacheMaxAgeMs = options.cacheMaxAgeMs ?? 600_000;
  const clock = options.now ?? Date.now;

  let keys: { resolve: LocalKeySet; fetchedAt: number } | undefined;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<LocalKeySet> | undefined;

  async function fetchKeySet(): Promise<LocalKeySet> {
    const response = await fetch(jwksUrl, {
      headers: { accept: 'application/jwk-set+json, application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`JWKS endpoint answered HTTP ${response.status}`);
    }
    const body = (await response.json()) as JSONWebKeySet;
    // Symmetric keys have no place in a public key set; drop them before jose sees them.
    const usable = Array.isArray(body?.keys) ? body.keys.filter((k: JWK) => k && k.kty !== 'oct') : body?.keys;
    return createLocalJWKSet({ keys: usable } as JSONWebKeySet);
  }

  /** Starts (or joins) a JWKS fetch; undefined when the cooldown forbids a new request. */
  function reload(): Promise<LocalKeySet> | undefined {
    if (pending) return pending;
    if (clock() - lastAttemptAt < cooldownMs) return undefined;
    lastAttemptAt = clock();
    const current = fetchKeySet()
      .then((resolve) => {
        keys = { resolve, fetchedAt: clock() };
        return resolve;
      })
      .finally(() => {
        if (pending === current) pending = undefined;
      });
    pending = current;
    return current;
  }

  const getKey: JWTVerifyGetKey = async (header, token) => {
    if (!keys) {
      const loading = reload();
      if (!loading) throw new Error('JWKS not loaded yet and the fetch is cooling down');
      await loading;
    } else if (clock() - keys.fetchedAt >= cacheMaxAgeMs && !pending) {
      // Stale-while-revalidate: only the request that starts a refresh reports its failure.
      reload()?.catch((err: unknown) => options.logger?.warn({ err, jwksUrl: jwksUrl.href }, 'JWKS refresh failed; using cached keys'));
    }
    try {
      return await keys!.resolve(header, token);
    } catch (err) {
      if (!(err instanceof joseErrors.JWKSNoMatchingKey)) throw err;
      const loading = reload();
      if (!loading) throw err;
      return (await loading)(header, token);
    }
  };

  /**
   * Tokens already verified, until `exp` or VERIFIED_TOKEN_TTL_MS (docs/performance.md): the bound
   * limits how long a token of a key the JWKS has since dropped stays admitted.
   */
  const verified = lazyLru<string, { member: VerifiedMember; until: number }>({ max: VERIFIED_TOKENS_MAX });
  const verifiedTtlMs = options.verifiedTokenTtlMs ?? VERIFIED_TOKEN_TTL_MS;

  async function verifySignature(token: string): Promise<VerifiedMember> {
    const now = clock();
    try {
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
        throw new Error('token is empty, not a string or too long');
      }
      const { payload } = await jwtVerify(token, getKey, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms,
        clockTolerance,
        currentDate: new Date(now),
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0) {
        throw new Error('"sub" claim is not a non-empty string');
      }
      const admittedUntil = (payload.exp! + clockTolerance) * 1000;
      // Hashed once per verification, not per request: the verified entry carries it.
      const member = { subject: payload.sub, permissions: permissionsOf(payload), claims: payload, tokenId: tokenIdOf(token), admittedUntil };
      if (verifiedTtlMs > 0) {
        verified.set(token, { member, until: Math.min(now + verifiedTtlMs, admittedUntil) });
      }
      return member;
    } catch (cause) {
      // One public answer for every cause, so a caller cannot probe why a token failed.
      throw new ApiError('UNAUTHORIZED', undefined, { cause });
    }
  }

  return {
    /** Synchronous for a token verified within VERIFIED_TOKEN_TTL_MS; a refusal is always a rejected promise. */
    verify(token: string): VerifiedMember | Promise<VerifiedMember> {
      const hit = verified.get(token);
      if (hit && hit.until > clock()) return hit.member;
      if (hit) verified.delete(token);
      return verifySignature(token);
    },
  };
}

export type MemberTokenVerifier = ReturnType<typeof createMemberTokenVerifier>;

/** A token's id for lists of signed-out tokens: SHA-256 of its text, hex. */
export function tokenIdOf(token: string): string {
  return digest('sha256', token, 'hex');
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Union of the RFC 9068 `scope` claim and a `permissions` array, in first-seen order. */
export function permissionsOf(payload: JWTPayload): string[] {
  const { scope, permissions = [] } = payload;
  const scopes = scope === undefined ? [] : typeof scope === 'string' ? scope.split(/\s+/) : scope;
  if (!isStringList(scopes)) throw new Error('"scope" claim is neither a string nor an array of strings');
  if (!isStringList(permissions)) throw new Error('"permissions" claim is not an array of strings');
  return [...new Set([...scopes, ...permissions])].filter(Boolean);
}
