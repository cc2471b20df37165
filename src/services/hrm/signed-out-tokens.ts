/**
 * Member tokens signed out through the HR proxy (POST /api/v1/member-auth/logout). The central
 * API ends the session, but an access token is a signed JWT: without this list it would still
 * verify here, and read HR data, until its `exp` (the verification cache alone keeps it for up
 * to 30 s). A token is named by its SHA-256 (never kept itself) and listed until it expires.
 * The instance that forwarded the logout refuses the token at once; every other within
 * REVOCATION_BOUND_MS, through the store's revocation feed (src/adapters/auth/revocation-feed.ts),
 * which also gives a starting instance the tokens still listed.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { MemberTokenVerifier } from '../../adapters/auth/member-token.js';
import type { RevocationFeed } from '../../adapters/auth/revocation-feed.js';
import { bearerCredential } from '../../pipeline/credentials.js';

export interface SignedOutTokens {
  /** Whether the token (by its id, VerifiedMember.tokenId) was signed out. */
  has(tokenId: string): boolean;
  /**
   * After the central API answered a logout with success: lists the bearer token the logout
   * carried, when it is one this service admits (any other is refused here anyway, and an
   * unverified one would let a caller fill the list with made-up expiries). Refused here at
   * once, on every instance once the store has it. Resolves when it has; if the store does not
   * take it, it is retried (logged) until it does or the token expires.
   */
  signOutBearer(headers: IncomingHttpHeaders): Promise<void>;
}

/** How often a signed-out token the store did not take is offered again. */
const RETRY_MS = 1000;
/** How often expired tokens leave the list, at most. */
const SWEEP_MS = 60_000;

export function createSignedOutTokens(deps: { feed: RevocationFeed; memberTokens: MemberTokenVerifier; logger: Pick<Logger, 'error'> }): SignedOutTokens & { ready: Promise<void> } {
  const { feed, memberTokens, logger } = deps;
  const listed = new Map<string, number>();
  let sweptAt = Date.now();

  function list(tokenId: string, admittedUntil: number): void {
    const now = Date.now();
    if (admittedUntil <= now) return;
    listed.set(tokenId, admittedUntil);
    if (now - sweptAt < SWEEP_MS) return;
    sweptAt = now;
    for (const [id, until] of listed) if (until <= now) listed.delete(id);
  }

  async function publish(tokenId: string, admittedUntil: number): Promise<void> {
    try {
      await feed.publish({ kind: 'member-token', subject: tokenId, expiresAt: admittedUntil });
    } catch (error) {
      logger.error({ err: { message: (error as Error).message } }, 'a signed-out member token could not be recorded in the store: other instances admit it until it is; retrying');
      if (admittedUntil - Date.now() > RETRY_MS) setTimeout(() => void publish(tokenId, admittedUntil), RETRY_MS).unref();
    }
  }

  return {
    ready: feed.subscribe('member-token', list),
    // An expired token is refused by its verification; its entry waits for the sweep.
    has: (tokenId) => listed.size !== 0 && listed.has(tokenId),
    async signOutBearer(headers) {
      const token = bearerCredential(headers);
      if (!token) return;
      const member = await (async () => memberTokens.verify(token))().catch(() => null);
      if (!member || listed.has(member.tokenId)) return; // not admitted here, or signed out before
      list(member.tokenId, member.admittedUntil);
      await publish(member.tokenId, member.admittedUntil);
    },
  };
}
