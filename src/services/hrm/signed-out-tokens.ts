/**
 * Member tokens signed out through the HR proxy: a signed JWT would otherwise verify here until
 * its `exp`. Named by SHA-256 and listed until it expires; other instances learn of it through
 * the revocation feed (src/adapters/auth/revocation-feed.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { MemberTokenVerifier } from '../../adapters/auth/member-token.js';
import type { RevocationFeed } from '../../adapters/auth/revocation-feed.js';
import { bearerCredential } from '../../pipeline/credentials.js';

const RETRY_MS = 1000;
/** How often expired tokens leave the list, at most. */
const SWEEP_MS = 60_000;

export function createSignedOutTokens(deps: { feed: RevocationFeed; memberTokens: MemberTokenVerifier; logger: Pick<Logger, 'error'> }) {
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
    /** By VerifiedMember.tokenId. An expired token is refused by its verification; its entry waits for the sweep. */
    has: (tokenId: string): boolean => listed.size !== 0 && listed.has(tokenId),
    /**
     * Lists the logout's bearer token when this service admits it (an unverified one would let a
     * caller fill the list with made-up expiries); retried until the store takes it or it expires.
     */
    async signOutBearer(headers: IncomingHttpHeaders): Promise<void> {
      const token = bearerCredential(headers);
      if (!token) return;
      const member = await (async () => memberTokens.verify(token))().catch(() => null);
      if (!member || listed.has(member.tokenId)) return; // not admitted here, or signed out before
      list(member.tokenId, member.admittedUntil);
      await publish(member.tokenId, member.admittedUntil);
    },
  };
}

export type SignedOutTokens = ReturnType<typeof createSignedOutTokens>;
