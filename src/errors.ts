/**
 * The one registry of error codes a client can see, with their status; test/errors.test.ts holds
 * it to every spec's `ErrorCode` enum.
 */
export const errorRegistry = {
  VALIDATION_FAILED: { status: 400, message: 'The request does not match the API description.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request is not well-formed HTTP.' },
  FETCH_BLOCKED: { status: 400, message: 'The address is not allowed to be fetched.' },
  UNAUTHORIZED: { status: 401, message: 'Missing or invalid credentials.' },
  FORBIDDEN: { status: 403, message: 'The credentials do not grant access to this operation.' },
  NOT_FOUND: { status: 404, message: 'The resource was not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'The method is not allowed for this path.' },
  NOT_ACCEPTABLE: { status: 406, message: 'The requested media type cannot be produced.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request did not arrive in time.' },
  PRECONDITION_FAILED: { status: 412, message: 'A precondition of the request (If-Match, If-Unmodified-Since) is not met.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body media type is not supported.' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'The requested range is not within the resource.' },
  EXPECTATION_FAILED: { status: 417, message: 'The Expect header names an expectation that is not supported; only 100-continue is.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request line or headers are larger than the server accepts.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests; retry later.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  RESPONSE_VALIDATION_FAILED: { status: 500, message: 'The response does not match the API description.' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: 'The upstream service could not be reached.' },
  FETCH_FAILED: { status: 502, message: 'The remote resource could not be fetched.' },
  STORE_UNAVAILABLE: { status: 503, message: 'The data store is unavailable; retry later.' },
  CPU_BUDGET_EXCEEDED: { status: 503, message: 'The work for this request did not finish within its time budget and was stopped.' },
  UPSTREAM_TIMEOUT: { status: 504, message: 'The upstream service did not answer in time.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorRegistry;

/** A failure a client should see, rendered by the pipeline in the area's envelope. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? errorRegistry[code].message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = errorRegistry[code].status;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
