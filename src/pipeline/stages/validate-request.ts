/**
 * Stage 6, validate request against the operation's schemas: 400 VALIDATION_FAILED listing at most
 * MAX_LISTED_PROBLEMS problems, so no request makes its own answer large (docs/reliability.md).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import type { OperationInput } from '../handler-types.js';
import type { ValidationProblem } from '../schema-compiler.js';
import { requestTextProblems } from '../text-checks.js';

/** Problems listed in one 400 answer. */
export const MAX_LISTED_PROBLEMS = 20;

/** 400 VALIDATION_FAILED with the first MAX_LISTED_PROBLEMS problems; the message counts the rest. */
export function validationFailed(problems: ValidationProblem[], stoppedEarly = false): ApiError {
  const listed = problems.length > MAX_LISTED_PROBLEMS ? problems.slice(0, MAX_LISTED_PROBLEMS) : problems;
  let message: string | undefined;
  if (stoppedEarly) {
    message = 'The request does not match the API description. The body is too large to list every problem, so checking stopped at the first.';
  } else if (listed.length < problems.length) {
    message = `The request does not match the API description: ${problems.length} problems, of which the first ${MAX_LISTED_PROBLEMS} are listed.`;
  }
  return new ApiError('VALIDATION_FAILED', message, { details: listed });
}

export interface ValidateRequestConfig {
  /** Query parameters removed before validation (the mock's __code and friends). */
  reservedQuery?: (query: Record<string, unknown>) => void;
}

/** The handler's input (arguments, not an object, on this hot path); copies, as validation coerces in place. */
export function validateRequest(
  config: ValidateRequestConfig,
  operation: CompiledOperation,
  rawQuery: Record<string, unknown>,
  params: Record<string, string>,
  headers: IncomingHttpHeaders,
  body: unknown,
  url?: string,
  bodyMediaType?: string,
): OperationInput<unknown> {
  // Text no store can hold, before its schema (src/pipeline/text-checks.ts).
  const textProblems = requestTextProblems(url, params, rawQuery);
  if (textProblems !== null) throw validationFailed(textProblems);
  const query: Record<string, unknown> = { ...rawQuery };
  config.reservedQuery?.(query);
  const path: Record<string, unknown> = { ...params };
  const problems = operation.validateParameters({ path, query, headers });
  if (body !== undefined) {
    const checked = operation.validateBody(body, bodyMediaType);
    if (checked.problems.length > 0) throw validationFailed([...problems, ...checked.problems], checked.stoppedEarly);
  }
  if (problems.length > 0) throw validationFailed(problems);
  return { path, query, body } as OperationInput<unknown>;
}
