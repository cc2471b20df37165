/** Stage 4, authorize: every scope of `x-required-scopes`, else 403; then the area's admission (rate limits). */
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import type { Principal } from '../handler-types.js';

export interface AuthorizeConfig {
  /** Runs after the caller is known, before the handler: rate limits and the like. Returns headers to send. */
  afterAuthentication?: (
    principal: Principal | null,
    operation: CompiledOperation,
    client: { address: string },
  ) => Record<string, string> | void | Promise<Record<string, string> | void>;
}

/** Not async: without admission rules, or with counts kept in the process, no promise is made. */
export function authorize(
  config: AuthorizeConfig,
  operation: CompiledOperation,
  principal: Principal | null,
  clientAddress: string,
): Record<string, string> | void | Promise<Record<string, string> | void> {
  // The mock admits any well-formed caller.
  if (principal && principal.kind !== 'mock' && operation.requiredScopes.length > 0) {
    const missing = operation.requiredScopes.filter((scope) => !principal.scopes.includes(scope));
    if (missing.length > 0) {
      throw new ApiError('FORBIDDEN', `This operation requires the scope ${missing.join(', ')}.`, { details: { missingScopes: missing } });
    }
  }
  return config.afterAuthentication?.(principal, operation, { address: clientAddress });
}
