/**
 * Stage 6, validate request: path, query, headers, cookies and body against the operation's
 * schemas, coerced as the spec types them. Every problem is reported at once, as 400
 * VALIDATION_FAILED with one `details` entry per problem (location, path, message).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import type { OperationInput } from '../handler-types.js';

export interface ValidateRequestConfig {
  /** Query parameters removed before validation (the mock's __code and friends). */
  reservedQuery?: (query: Record<string, unknown>) => void;
}

/** The handler's input (arguments, not an object, on this hot path): copies of the query and path parameters (validation coerces in place), and the body. */
export function validateRequest(
  config: ValidateRequestConfig,
  operation: CompiledOperation,
  rawQuery: Record<string, unknown>,
  params: Record<string, string>,
  headers: IncomingHttpHeaders,
  body: unknown,
): OperationInput<unknown> {
  const query: Record<string, unknown> = { ...rawQuery };
  config.reservedQuery?.(query);
  const path: Record<string, unknown> = { ...params };
  const problems = [...operation.validateParameters({ path, query, headers }), ...(body === undefined ? [] : operation.validateBody(body))];
  if (problems.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, { details: problems });
  return { path, query, body } as OperationInput<unknown>;
}
