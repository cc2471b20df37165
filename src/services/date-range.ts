/** The date-range rule of every list filtered by `from` and `to` (HR and marketing alike). */
import { ApiError } from '../errors.js';

export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * `from` after `to` is well-formed per parameter, so the spec cannot refuse it; this rule does,
 * as a validation failure of `from`. Returns the range, checked.
 */
export function checkDateRange<Range extends DateRange>(range: Range): Range {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    throw new ApiError('VALIDATION_FAILED', undefined, { details: [{ location: 'query', path: 'from', message: `must not be after to (${range.to})` }] });
  }
  return range;
}
