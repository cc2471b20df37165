/**
 * Stage 8, envelope: the executor's result, or any stage's error, as an answer in the area's
 * envelope; errors that are not ApiErrors are classified by the area or become a logged 500.
 */
import type { Logger } from 'pino';
import { ApiError, isApiError } from '../../errors.js';
import { errorBody, type Envelope } from '../envelope.js';
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

/** A JSON value in JSON's media type (or another JSON type, the envelope's failureMediaType): the envelope's answers. */
function json(status: number, headers: Outgoing['headers'], value: unknown, payload: string, mediaType = JSON_TYPE): Outgoing {
  return { status, headers, mediaType, contentType: mediaType === JSON_TYPE ? JSON_CONTENT_TYPE : mediaType, payload, value, conforms: false };
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
  // Fragments are JSON text the store wrote: validation parses the payload back (value undefined),
  // so what is checked is what the client gets.
  if (result.init.fragments) return json(status, headers, undefined, stringifyWithFragments(enveloped));
  return json(status, headers, enveloped, JSON.stringify(enveloped) ?? '');
}

/** An ApiError in the area's envelope (errorBody: src/pipeline/envelope.ts), as an answer with its status and headers. */
export function errorAnswer(envelope: Envelope, traceId: string, error: ApiError, operationId: string | null = null): Outgoing {
  const { value, payload } = errorBody(envelope, traceId, error);
  return json(error.status, error.headers, value, payload, envelope.failureMediaType?.(error.status, operationId));
}

/** Whatever a stage threw, as the client gets it; 5xx and unknown errors are logged. */
export function envelopFailure(config: EnvelopeConfig, exchange: Exchange, error: unknown, method: string, operationId: string | null = null): Outgoing {
  let apiError = isApiError(error) ? error : config.classifyError?.(error) ?? null;
  // The log line carries the time, the endpoint and the traceId a caller will report.
  const logged = { err: error, traceId: exchange.traceId, route: exchange.route };
  if (!apiError) config.logger.error({ ...logged, method, at: new Date().toISOString() }, 'unhandled error');
  else if (apiError.status >= 500) config.logger.error({ ...logged, at: new Date().toISOString() }, apiError.message);
  apiError ??= new ApiError('INTERNAL');
  exchange.errorCode = apiError.code;
  return errorAnswer(config.envelope, exchange.traceId, apiError, operationId);
}
