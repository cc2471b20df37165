/**
 * Three envelope styles for four areas (docs/product-decisions.md "Envelopes"; knowledge and HR share one). The pipeline alone wraps handler data
 * and renders errors, so an area's envelope cannot drift between operations.
 */
import type { ErrorCode } from '../errors.js';

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export interface Envelope {
  success(traceId: string, data: unknown, warnings: readonly string[]): unknown;
  failure(traceId: string, error: ErrorBody): unknown;
}

export const envelopes = {
  /** Knowledge monitor and HR service: `{success, traceId, data}` / `{success, traceId, error}`. */
  plain: {
    success: (traceId, data) => ({ success: true, traceId, data }),
    failure: (traceId, error) => ({ success: false, traceId, error }),
  },
  /** Crawl platform: always carries `warnings`. */
  withWarnings: {
    success: (traceId, data, warnings) => ({ success: true, traceId, data, warnings }),
    failure: (traceId, error) => ({ success: false, traceId, error, warnings: [] }),
  },
  /** Marketing service: `error` is null on success and `data` null on failure. */
  nullable: {
    success: (traceId, data) => ({ success: true, data, error: null, traceId }),
    failure: (traceId, error) => ({ success: false, data: null, error, traceId }),
  },
} satisfies Record<string, Envelope>;
