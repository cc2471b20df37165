/**
 * Three envelope styles for four areas (docs/product-decisions.md "Envelopes"). `errorBody` is the
 * one place an error body is made. Dependency-free, so the mock's start imports it alone.
 */
import { errorRegistry, type ErrorCode } from '../errors.js';

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export interface Envelope {
  success(traceId: string, data: unknown, warnings: readonly string[]): unknown;
  failure(traceId: string, error: ErrorBody): unknown;
  /** The media type of an error answer (application/json when absent; problem documents for a partner spec's mock). */
  failureMediaType?(status: number, operationId: string | null): string;
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

/** RFC 9457's media type, of the errors of tools with no envelope of ours (a partner spec's mock, the proxy), as Prism's. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** An RFC 9457 problem document: the error body of those tools. */
export function problemDocument(status: number, title: string, detail: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'about:blank', title, status, detail, ...extra };
}

/** Longest message of an error answer, and longest string in its details, in characters. */
export const MAX_ERROR_MESSAGE = 500;
export const MAX_ERROR_DETAIL_TEXT = 300;
/** Past this, in bytes of JSON, an error's list of details is shortened until it fits. */
export const MAX_ERROR_BYTES = 8 * 1024;
/** Most entries of an array, and members of an object, in an error's details. */
export const MAX_ERROR_DETAIL_ENTRIES = 20;

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** Details cut to size: they name what a client sent, so a megabyte-long property name makes no megabyte answer. */
function boundedDetails(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return clip(value, MAX_ERROR_DETAIL_TEXT);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return Array.isArray(value) ? [] : {};
  if (Array.isArray(value)) return value.slice(0, MAX_ERROR_DETAIL_ENTRIES).map((item) => boundedDetails(item, depth + 1));
  const out: Record<string, unknown> = {};
  let members = 0;
  for (const key in value) {
    if (++members > MAX_ERROR_DETAIL_ENTRIES) break;
    out[clip(key, MAX_ERROR_DETAIL_TEXT)] = boundedDetails((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}

/** An error in the area's envelope, as a value and as JSON text of about MAX_ERROR_BYTES at most. */
export function errorBody(
  envelope: Envelope,
  traceId: string,
  error: { code: ErrorCode; message?: string; details?: unknown },
): { value: unknown; payload: string } {
  const message = clip(error.message ?? errorRegistry[error.code].message, MAX_ERROR_MESSAGE);
  let details = error.details === undefined ? undefined : boundedDetails(error.details);
  for (;;) {
    const value = envelope.failure(traceId, { code: error.code, message, ...(details === undefined ? {} : { details }) });
    const payload = JSON.stringify(value) ?? '';
    if (Buffer.byteLength(payload) <= MAX_ERROR_BYTES || !Array.isArray(details) || details.length === 0) return { value, payload };
    details = details.slice(0, details.length >> 1);
  }
}
