/**
 * Stage 3, authenticate: the first `security` alternative whose schemes all admit the caller wins.
 * Absent and invalid credentials give the same 401; past the address's failure budget, 429.
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
   * Counts refused credentials per client address (src/adapters/rate-limit/failure-budget.ts);
   * `refusal` answers an address past its budget before any credential costs a store query.
   */
  authFailures?: {
    refusal?(address: string): Promise<{ headers: Record<string, string> } | null> | null;
    consume(address: string): Promise<{ allowed: boolean; headers: Record<string, string> }>;
  };
}

const tooManyFailures = (headers: Record<string, string>) =>
  new ApiError('RATE_LIMITED', 'Too many requests with missing or invalid credentials from this address; retry later.', { headers });

type Request = { headers: IncomingHttpHeaders; url?: string };
type Operation = Pick<CompiledOperation, 'security' | 'operationId'>;
type Outcome = Principal | null | Promise<Principal | null>;

/** The caller, or null for a public operation; synchronous while every authenticator asked is. */
export function authenticate(config: AuthenticateConfig, operation: Operation, request: Request, clientAddress: string): Outcome {
  if (operation.security.length === 0) return null;
  // Refused before its credential is looked at (a valid one too): looking would cost a store query per guess.
  const refusing = config.authFailures?.refusal?.(clientAddress);
  if (refusing) {
    return refusing.then((refused) => {
      if (refused) throw tooManyFailures(refused.headers);
      return admit(config, operation, request, clientAddress, 0, 0, null);
    });
  }
  return admit(config, operation, request, clientAddress, 0, 0, null);
}

/**
 * Tries the alternatives from scheme `j` of alternative `i` on (the earlier ones admitted);
 * `invalid`: the last credential refused. Goes on after an authenticator's promise settles.
 */
function admit(config: AuthenticateConfig, operation: Operation, request: Request, clientAddress: string, i: number, j: number, invalid: unknown): Outcome {
  const { authenticators } = config;
  for (; i < operation.security.length; i++, j = 0) {
    const alternative = operation.security[i];
    for (; j < alternative.length; j++) {
      const scheme = alternative[j];
      const authenticator = authenticators[scheme];
      if (!authenticator) throw new Error(`No authenticator for security scheme ${scheme}`);
      let admitted: Principal | null;
      try {
        const answer = authenticator({ headers: request.headers, operationId: operation.operationId, url: request.url });
        if (answer instanceof Promise) {
          // i and j stay as they are: this call returns here.
          return answer.then(
            (principal) => next(config, operation, request, clientAddress, i, j, principal, invalid),
            (error: unknown) => next(config, operation, request, clientAddress, i, j, null, refusedCredential(error)),
          );
        }
        admitted = answer;
      } catch (error) {
        invalid = refusedCredential(error);
        admitted = null;
      }
      if (!admitted) break;
      if (j === alternative.length - 1) return admitted;
    }
  }
  return refuse(config, operation, clientAddress, invalid);
}

/** After scheme `j` of alternative `i` answered `admitted`: the caller, or the next scheme or alternative to try. */
function next(
  config: AuthenticateConfig,
  operation: Operation,
  request: Request,
  clientAddress: string,
  i: number,
  j: number,
  admitted: Principal | null,
  invalid: unknown,
): Outcome {
  if (!admitted) return admit(config, operation, request, clientAddress, i + 1, 0, invalid);
  if (j === operation.security[i].length - 1) return admitted;
  return admit(config, operation, request, clientAddress, i, j + 1, invalid);
}

/** A refused credential (UNAUTHORIZED) is kept as the 401's cause; any other failure (store down) goes on. */
function refusedCredential(error: unknown): unknown {
  if (!isApiError(error) || error.code !== 'UNAUTHORIZED') throw error;
  return error;
}

async function refuse(config: AuthenticateConfig, operation: Operation, clientAddress: string, invalid: unknown): Promise<never> {
  if (config.authFailures) {
    const verdict = await config.authFailures.consume(clientAddress);
    if (!verdict.allowed) throw tooManyFailures(verdict.headers);
  }
  const challenge = config.challengeOf ? config.challengeOf([...new Set(operation.security.flat())]) : config.challenge;
  throw new ApiError('UNAUTHORIZED', undefined, { headers: challenge || !config.challengeOf ? { 'WWW-Authenticate': challenge } : {}, cause: invalid ?? undefined });
}
