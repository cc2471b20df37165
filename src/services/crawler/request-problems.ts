/**
 * The sub-modules report bad input with details `[{field, reason}]`; clients get the pipeline's
 * `[{location, path, message}]` for both, so one error parser serves every 400.
 */
import { ApiError, isApiError } from '../../errors.js';

interface ModuleProblem {
  field: string;
  reason: string;
}

function isModuleProblem(value: unknown): value is ModuleProblem {
  return typeof value === 'object' && value !== null && typeof (value as ModuleProblem).field === 'string' && typeof (value as ModuleProblem).reason === 'string';
}

export function invalid(field: string, reason: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `Invalid ${field}: ${reason}`, { details: [{ field, reason }] });
}

/** `value` is an array of at most `max` items (the caller checks each item). */
export function checkList(field: string, value: unknown, max: number): asserts value is unknown[] {
  if (!Array.isArray(value)) throw invalid(field, `${field} must be an array of strings`);
  if (value.length > max) throw invalid(field, `${field} has ${value.length} items; the limit is ${max}`);
}

/** Rethrows a module's validation error in the pipeline's shape; other errors unchanged. */
export function asBodyProblems(error: unknown): never {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED' && Array.isArray(error.details) && error.details.every(isModuleProblem)) {
    const details = (error.details as ModuleProblem[]).map(({ field, reason }) => ({
      location: 'body' as const,
      // `existingBodies[3]` as the pipeline writes it: `existingBodies.3`.
      path: field.replace(/\[(\d+)\]/g, '.$1'),
      message: reason,
    }));
    throw new ApiError('VALIDATION_FAILED', error.message, { details, cause: error });
  }
  throw error;
}

export function bodyProblem(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `${path} ${message}.`, { details: [{ location: 'body', path, message }] });
}
