/**
 * The mock for any OpenAPI 3.0 document, not only this project's areas (`mock --spec FILE`,
 * the installed `cfs-mock`): the same mock app (src/mock/serve-mock.ts) over a descriptor made
 * from the document. Such a spec has no envelope of ours, so answers are the spec's examples
 * or generated data exactly as documented, and the mock's own errors (validation, 401, 404)
 * are neutral problem documents (docs/validating-proxy.md "Installed tools").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AreaDescriptor } from '../areas/descriptors.js';
import { errorRegistry } from '../errors.js';
import { listen, drain, urlOf } from '../http-server.js';
import type { Envelope } from '../pipeline/envelope.js';
import { registerSpec, withOperationIds, type OpenApiDocument } from '../pipeline/openapi-document.js';
import type { ResponseValidationMode } from '../pipeline/pipeline.js';
import { createMockApp } from './serve-mock.js';

/** RFC 9457's media type: the mock's own errors carry it, as Prism's do. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** No envelope: data as the spec documents it; failures as RFC 9457 problems (`application/problem+json`, see answeredAsProblems). */
export const problemEnvelope: Envelope = {
  success: (_traceId, data) => data,
  failure: (traceId, error) => ({
    type: 'about:blank',
    title: errorRegistry[error.code].message,
    status: errorRegistry[error.code].status,
    detail: error.message,
    code: error.code,
    traceId,
    ...(error.details === undefined ? {} : { errors: error.details }),
  }),
};

/** A name usable as a validator id and in logs: the file's base name, letters, digits and dashes. */
export function specNameOf(source: string): string {
  const base = path.basename(source.replace(/[?#].*$/, '')).replace(/\.(ya?ml|json)$/i, '');
  return base.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'spec';
}

/**
 * The pipeline sends every failure body as application/json. Here its own errors (a refused
 * request, an unknown path, 401, an answer that broke the spec) go out as problem+json
 * instead. They are the JSON answers of 4xx/5xx without an `X-Mock` header: an error status
 * the spec documents is the mock responder's answer, which sets `X-Mock` and keeps the
 * documented media type.
 */
function answeredAsProblems(app: (request: IncomingMessage, response: ServerResponse) => void) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const setHeader = response.setHeader;
    response.setHeader = function (name, value) {
      const own = name.toLowerCase() === 'content-type' && response.statusCode >= 400 && !response.hasHeader('x-mock') && /^application\/json\s*(;|$)/i.test(String(value));
      return setHeader.call(this, name, own ? PROBLEM_MEDIA_TYPE : value);
    };
    app(request, response);
  };
}

export interface SpecMockOptions {
  document: OpenApiDocument;
  /** Where the document came from (file path or URL). */
  source: string;
  host: string;
  port: number;
  logger: Logger;
  responseValidation: ResponseValidationMode;
}

export interface RunningSpecMock {
  url: string;
  stop(graceMs?: number): Promise<void>;
}

export async function startSpecMock(options: SpecMockOptions): Promise<RunningSpecMock> {
  // Registered under a key of its own, so a spec of ours given by path is not confused with the area's.
  const key = `spec-mock:${path.isAbsolute(options.source) || /^https?:/i.test(options.source) ? options.source : path.resolve(options.source)}`;
  registerSpec(key, withOperationIds(options.document));
  // No prefix can match a path: the mock's "serve the area's own openapi.json" shortcut is for our
  // areas; a partner spec's documented spec route gets its examples like any other.
  const descriptor: AreaDescriptor = { name: specNameOf(options.source), specPath: key, prefix: '\u0000', envelope: problemEnvelope };
  const app = await createMockApp(descriptor, { logger: options.logger, responseValidation: options.responseValidation });
  const server = await listen(answeredAsProblems(app.app), options.host, options.port, { envelope: problemEnvelope, failureContentType: PROBLEM_MEDIA_TYPE, logger: options.logger });
  return { url: urlOf(server, options.host), stop: (graceMs) => drain(server, graceMs) };
}
