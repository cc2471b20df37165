/**
 * Stage 9, validate response (docs/product-decisions.md "Response validation in production"):
 * `strict` replaces a breaking answer with a 500 RESPONSE_VALIDATION_FAILED; `warn` checks a
 * sample and sends a breaking answer unless its body is not JSON at all; both log and count.
 */
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import type { Outgoing } from '../http-io.js';
import { isJsonMediaType } from '../media-type.js';
import { errorAnswer, type EnvelopeConfig } from './envelope.js';

export type ResponseValidationMode = 'strict' | 'warn' | 'off';

export interface PipelineStats {
  responseViolations: number;
}

export interface ResponseValidationConfig extends Pick<EnvelopeConfig, 'envelope' | 'logger'> {
  responseValidation: ResponseValidationMode;
  /** `warn` checks the first answer of each operation, then one answer in this many (1: every answer). */
  responseSample: number;
  /** Answers of each operation seen by `warn`, for its sample. */
  sampled: WeakMap<CompiledOperation, number>;
  stats: PipelineStats;
  /** Told of every answer that breaks the spec (metrics). */
  onResponseViolation?: (operationId: string) => void;
  /** A partner's document (few list 400 or 401): a refusal whose status it does not list is sent unchecked. */
  uncheckedRefusals?: boolean;
}

/** The body as the spec describes it: the value before serialisation, else the payload (parsed back when JSON). */
function bodyOf(outgoing: Outgoing): unknown {
  if (outgoing.value !== undefined || outgoing.contentType === null) return outgoing.value;
  const text = typeof outgoing.payload === 'string' ? outgoing.payload : outgoing.payload.toString('utf8');
  return isJsonMediaType(outgoing.mediaType) ? JSON.parse(text) : text;
}

/** `operation` is null for answers given before one was matched (404, an OPTIONS, a body that could not be read). */
export function validateResponse(config: ResponseValidationConfig, operation: CompiledOperation | null, outgoing: Outgoing, traceId: string): Outgoing {
  if (operation === null || outgoing.conforms || config.responseValidation === 'off') return outgoing;
  if (config.uncheckedRefusals && outgoing.failure && !operation.documents(outgoing.status)) return outgoing;
  if (config.responseValidation === 'warn' && config.responseSample > 1) {
    const seen = config.sampled.get(operation) ?? 0;
    config.sampled.set(operation, seen + 1 === config.responseSample ? 0 : seen + 1);
    if (seen !== 0) return outgoing;
  }
  let problem: string | null;
  // A body that is not JSON at all (JSON text the store wrote, placed as is): no client can read it.
  let unreadable = false;
  try {
    problem = operation.checkResponse(outgoing.status, outgoing.mediaType, bodyOf(outgoing));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    problem = `${operation.operationId} ${outgoing.status} ${outgoing.mediaType}: the body is not JSON (${error.message})`;
    unreadable = true;
  }
  if (!problem) return outgoing;
  const { stats } = config;
  stats.responseViolations++;
  config.onResponseViolation?.(operation.operationId);
  config.logger.error({ operationId: operation.operationId, status: outgoing.status, problem, violations: stats.responseViolations }, 'response breaks the spec');
  if (config.responseValidation !== 'strict' && !unreadable) return outgoing;
  const failure = errorAnswer(config.envelope, traceId, new ApiError('RESPONSE_VALIDATION_FAILED', undefined, { details: { problem } }), operation.operationId);
  // The answer's own headers stay (X-Mock says which example broke; Allow, WWW-Authenticate...).
  failure.headers = outgoing.headers;
  return failure;
}
