/**
 * Stage 3, authenticate: the operation's `security` alternatives are tried in order; the
 * first whose schemes all admit the caller wins. Absent and invalid credentials give the
 * same 401 (with `WWW-Authenticate`), so a caller learns nothing about why; past the
 * address's failure budget the answer is 429 instead, so guessing keys is slowed down, and an
 * address known to be past it gets the 429 before any credential is checked.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, isApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import type { Principal } from '../handler-types.js';
import type { Authenticator } from '../security.js';

export interface AuthenticateConfig {
  authenticators: Record<string, Authenticator>;
  challenge: string;
  /** When set, the challenge of a 401 names only the schemes of the operation (the mock of a partner's spec). */
  challengeOf?: (schemeNames: readonly string[]) => string;
  /**
   * Counts a refused or missing credential per client address; past its budget the answer is
   * 429 instead of 401, so guessing keys or tokens is slowed down. `refusal` answers for an
   * address already past it before any credential is checked, so its guesses cost no store
   * query (src/adapters/rate-limit/failure-budget.ts).
   */
  authFailures?: {
    refusal?(address: string): Promise<{ headers: Record<string, string> } | null> | null;
    consume(address: string): Promise<{ allowed: boolean; headers: Record<string, string> }>;
  };
}

const tooManyFailures = (headers: Record<string, string>) =>
  new ApiError('RATE_LIMITED', 'Too many requests with missing or invalid credentials from this address; retry later.', { headers });

/** The caller, or null for a public operation; throws 401 (or 429 past the failure budget). */
export async function authenticate(
  config: AuthenticateConfig,
  operation: Pick<CompiledOperation, 'security' | 'operationId'>,
  request: { headers: IncomingHttpHeaders; url?: string },
  clientAddress: string,
): Promise<Principal | null> {
  if (operation.security.length === 0) return null;
  // An address past its budget is refused before its credential is looked at (a valid one too,
  // until the window ends): looking would cost a store query per guess.
  const refusing = config.authFailures?.refusal?.(clientAddress);
  if (refusing) {
    const refused = await refusing;
    if (refused) throw tooManyFailures(refused.headers);
  }
  const { authenticators } = config;
  let invalid: unknown = null;
  for (const alternative of operation.security) {
    let admitted: Principal | null = null;
    for (const scheme of alternative) {
      const authenticator = authenticators[scheme];
      if (!authenticator) throw new Error(`No authenticator for security scheme ${scheme}`);
      try {
        admitted = await authenticator({ headers: request.headers, operationId: operation.operationId, url: request.url });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'UNAUTHORIZED') throw error;
        invalid = error;
        admitted = null;
      }
      if (!admitted) break;
    }
    if (admitted) return admitted;
  }
  if (config.authFailures) {
    const verdict = await config.authFailures.consume(clientAddress);
    if (!verdict.allowed) throw tooManyFailures(verdict.headers);
  }
  const challenge = config.challengeOf ? config.challengeOf([...new Set(operation.security.flat())]) : config.challenge;
  throw new ApiError('UNAUTHORIZED', undefined, { headers: challenge || !config.challengeOf ? { 'WWW-Authenticate': challenge } : {}, cause: invalid ?? undefined });
}
