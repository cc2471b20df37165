/**
 * Stage 8, envelope: what the executor returned, or the error any stage threw, becomes an
 * Outgoing answer in the area's envelope (src/pipeline/envelope.ts), serialised. Handler data
 * is wrapped with the request's traceId; a Reply may set the status, headers and warnings,
 * or carry a body outside the envelope (raw, serialised already, or none). Errors get their
 * registry code and status; errors that are not ApiErrors are classified by the area
 * (store down...) or become a logged 500 INTERNAL.
 */
import type { Logger } from 'pino';
import { ApiError, isApiError } from '../../errors.js';
import type { Envelope } from '../envelope.js';
import type { Exchange } from '../exchange.js';
import { JSON_CONTENT_TYPE, JSON_TYPE, serialiseBody, type Outgoing } from '../http-io.js';
import { stringifyWithFragments } from '../json-fragment.js';
import { Reply } from '../reply.js';

export interface EnvelopeConfig {
  envelope: Envelope;
  logger: Logger;
  /** Maps errors of the area's dependencies (store down...) to client errors. */
  classifyError?: (error: unknown) => ApiError | null;
}

const NO_WARNINGS: readonly string[] = Object.freeze([]);

/** A JSON value in JSON's media type: the envelope's answers. */
function json(status: number, headers: Outgoing['headers'], value: unknown, payload: string, fragmented?: unknown): Outgoing {
  return { status, headers, mediaType: JSON_TYPE, contentType: JSON_CONTENT_TYPE, payload, value, conforms: false, fragmented };
}

export function envelop(config: EnvelopeConfig, traceId: string, result: unknown): Outgoing {
  if (!(result instanceof Reply)) {
    const enveloped = config.envelope.success(traceId, result, NO_WARNINGS);
    return json(200, undefined, enveloped, JSON.stringify(enveloped) ?? '');
  }
  const { status = 200, headers, raw, serialised, empty, conforms = false } = result.init;
  if (raw) {
    const { contentType, payload } = serialiseBody(raw.contentType, raw.body);
    return { status, headers, mediaType: raw.contentType, contentType, payload, value: raw.body, conforms };
  }
  if (serialised) {
    return { status, headers, mediaType: serialised.mediaType, contentType: serialised.contentType, payload: serialised.text, value: undefined, conforms };
  }
  if (empty) return { status, headers, mediaType: '', contentType: null, payload: '', value: undefined, conforms };
  const enveloped = config.envelope.success(traceId, result.init.data, result.init.warnings ?? NO_WARNINGS);
  // Fragments are JSON text already: validation checks them as text (src/pipeline/fragment-check.ts),
  // or reads the payload back when that cannot tell.
  if (result.init.fragments) return json(status, headers, undefined, stringifyWithFragments(enveloped), enveloped);
  return json(status, headers, enveloped, JSON.stringify(enveloped) ?? '');
}

/** Longest message of an error answer, and longest string in its details, in characters. */
export const MAX_ERROR_MESSAGE = 500;
export const MAX_ERROR_DETAIL_TEXT = 300;
/** Past this, in bytes of JSON, an error's list of details is shortened until it fits. */
export const MAX_ERROR_BYTES = 8 * 1024;
/** Most entries of an array, and members of an object, in an error's details. */
export const MAX_ERROR_DETAIL_ENTRIES = 20;

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * Details as an error answer carries them: strings cut at MAX_ERROR_DETAIL_TEXT, arrays and objects
 * at MAX_ERROR_DETAIL_ENTRIES, three levels deep. Problems name fields and values a client
 * sent, so a request with a megabyte-long property name cannot make a megabyte answer.
 */
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

/** An ApiError in the area's envelope, never more than MAX_ERROR_BYTES or so whatever the request was. */
export function errorAnswer(envelope: Envelope, traceId: string, error: ApiError): Outgoing {
  let details = error.details === undefined ? undefined : boundedDetails(error.details);
  for (;;) {
    const body = envelope.failure(traceId, {
      code: error.code,
      message: clip(error.message, MAX_ERROR_MESSAGE),
      ...(details === undefined ? {} : { details }),
    });
    const payload = JSON.stringify(body) ?? '';
    if (Buffer.byteLength(payload) <= MAX_ERROR_BYTES || !Array.isArray(details) || details.length === 0) {
      return json(error.status, error.headers, body, payload);
    }
    details = details.slice(0, details.length >> 1);
  }
}

/** The same, its code recorded on the exchange (metrics). */
export function envelopError(envelope: Envelope, exchange: Exchange, error: ApiError): Outgoing {
  exchange.errorCode = error.code;
  return errorAnswer(envelope, exchange.traceId, error);
}

/** Whatever a stage threw, as the client gets it; 5xx and unknown errors are logged. */
export function envelopFailure(config: EnvelopeConfig, exchange: Exchange, error: unknown, method: string): Outgoing {
  const apiError = isApiError(error) ? error : config.classifyError?.(error) ?? null;
  if (apiError) {
    if (apiError.status >= 500) {
      config.logger.error({ err: error, traceId: exchange.traceId, route: exchange.route, at: new Date().toISOString() }, apiError.message);
    }
    return envelopError(config.envelope, exchange, apiError);
  }
  // The log line carries the time, the endpoint and the traceId a caller will report.
  config.logger.error({ err: error, traceId: exchange.traceId, route: exchange.route, method, at: new Date().toISOString() }, 'unhandled error');
  return envelopError(config.envelope, exchange, new ApiError('INTERNAL'));
}
