/**
 * The list of member tokens signed out through the HR proxy, with a stand-in verifier and
 * feed: what is listed, and what happens when the store does not take a sign-out.
 */
import { expect } from 'chai';
import { ApiError } from '../../../src/errors.js';
import type { MemberTokenVerifier } from '../../../src/adapters/auth/member-token.js';
import type { Revocation, RevocationFeed } from '../../../src/adapters/auth/revocation-feed.js';
import { createSignedOutTokens } from '../../../src/services/hrm/signed-out-tokens.js';

const GOOD = 'header.payload.signature';

const verifier: MemberTokenVerifier = {
  async verify(token) {
    if (token !== GOOD) throw new ApiError('UNAUTHORIZED');
    return { subject: 'mbr-0002', permissions: [], claims: {}, tokenId: 'id-of-good', admittedUntil: Date.now() + 60_000 };
  },
};

function feedThat(publish: (revocation: Revocation) => Promise<void>): RevocationFeed & { published: Revocation[] } {
  const published: Revocation[] = [];
  return {
    published,
    async publish(revocation) {
      published.push(revocation);
      await publish(revocation);
    },
    subscribe: async () => undefined,
    close: async () => undefined,
  };
}

describe('signed-out member tokens', () => {
  const errors: string[] = [];
  const logger = { error: (_obj: object, msg?: string) => void errors.push(msg ?? '') };
  beforeEach(() => void errors.splice(0));

  it('lists the bearer a sign-out carried, once, and only a token the service admits', async () => {
    const feed = feedThat(async () => undefined);
    const signedOut = createSignedOutTokens({ feed, memberTokens: verifier, logger });
    for (const authorization of [undefined, 'Basic dTpw', 'Bearer forged.token.here']) {
      await signedOut.signOutBearer(authorization ? { authorization } : {});
    }
    expect(feed.published).to.deep.equal([]);
    await signedOut.signOutBearer({ authorization: `Bearer ${GOOD}` });
    await signedOut.signOutBearer({ authorization: `Bearer ${GOOD}` });
    expect(feed.published.map((r) => [r.kind, r.subject])).to.deep.equal([['member-token', 'id-of-good']]);
    expect(signedOut.has('id-of-good')).to.equal(true);
    expect(signedOut.has('another')).to.equal(false);
  });

  it('refuses the token here at once when the store does not take it, and offers it again until it does', async () => {
    let failures = 1;
    const feed = feedThat(async () => {
      if (failures-- > 0) throw new Error('store unavailable');
    });
    const signedOut = createSignedOutTokens({ feed, memberTokens: verifier, logger });
    await signedOut.signOutBearer({ authorization: `Bearer ${GOOD}` });
    expect(signedOut.has('id-of-good'), 'refused here at once').to.equal(true);
    expect(errors).to.have.length(1);
    const started = Date.now();
    while (feed.published.length < 2 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(feed.published.map((r) => r.subject)).to.deep.equal(['id-of-good', 'id-of-good']);
  });
});
