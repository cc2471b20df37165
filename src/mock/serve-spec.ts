/**
 * The mock of any OpenAPI document (the installed `cfs-mock --spec`): the mock app over a
 * descriptor made from the document, without an envelope of ours; the mock's own errors are
 * problem documents (docs/validating-proxy.md "Installed tools").
 */
import path from 'node:path';
import type { Logger } from 'pino';
import type { AreaDescriptor } from '../areas/descriptors.js';
import { errorRegistry } from '../errors.js';
import { listen, drain, urlOf } from '../http-server.js';
import { PROBLEM_MEDIA_TYPE, problemDocument, type Envelope } from '../pipeline/envelope.js';
import type { OpenAPIV3 } from 'openapi-types';
import { isJsonMediaType } from '../pipeline/media-type.js';
import { listOperations, registerSpec, resolveRef, withOperationIds, type OpenApiDocument } from '../pipeline/openapi-document.js';
import type { ResponseValidationMode } from '../pipeline/pipeline.js';
import type { MockResponderOptions } from './mock-responder.js';
import { createMockApp } from './serve-mock.js';

/** No envelope: data as the spec documents it; failures as RFC 9457 problems. */
export const problemEnvelope: Envelope = {
  success: (_traceId, data) => data,
  failure: (traceId, error) =>
    problemDocument(errorRegistry[error.code].status, errorRegistry[error.code].message, error.message, {
      code: error.code,
      traceId,
      ...(error.details === undefined ? {} : { errors: error.details }),
    }),
};

/** A validator id and log name: the file's base name, letters, digits and dashes. */
export function specNameOf(source: string): string {
  const base = path.basename(source.replace(/[?#].*$/, '')).replace(/\.(ya?ml|json)$/i, '');
  return base.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'spec';
}

/**
 * problemEnvelope, whose errors (the pipeline's own) take the JSON type the operation documents
 * for that status (its clients expect it), else application/problem+json, as Prism's.
 */
function problemEnvelopeOf(document: OpenApiDocument): Envelope {
  const responsesById = new Map(listOperations(document).map((operation) => [operation.operationId, operation.operation.responses ?? {}]));
  const types = new Map<string, string>();
  const mediaTypeOf = (status: number, operationId: string): string => {
    const responses = responsesById.get(operationId) ?? {};
    const raw = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    const content = raw ? resolveRef<OpenAPIV3.ResponseObject>(document, raw).content ?? {} : {};
    return Object.keys(content).find((type) => isJsonMediaType(type)) ?? PROBLEM_MEDIA_TYPE;
  };
  return {
    ...problemEnvelope,
    failureMediaType(status, operationId) {
      if (operationId === null) return PROBLEM_MEDIA_TYPE;
      const key = `${operationId} ${status}`;
      let type = types.get(key);
      if (type === undefined) types.set(key, (type = mediaTypeOf(status, operationId)));
      // As sent: application/json gets the pipeline's `; charset=utf-8`, any other type is sent as documented.
      return type.toLowerCase() === 'application/json' ? 'application/json' : type;
    },
  };
}

export interface SpecMockOptions extends MockResponderOptions {
  document: OpenApiDocument;
  /** File path or URL. */
  source: string;
  host: string;
  port: number;
  logger: Logger;
  responseValidation: ResponseValidationMode;
  /** False: no CORS headers; by default any page may call the mock, as Prism's. */
  cors?: boolean;
}

export interface RunningSpecMock {
  url: string;
  stop(graceMs?: number): Promise<void>;
}

export async function startSpecMock(options: SpecMockOptions): Promise<RunningSpecMock> {
  // Registered under a key of its own, so a spec of ours given by path is not confused with the area's.
  const key = `spec-mock:${path.isAbsolute(options.source) || /^https?:/i.test(options.source) ? options.source : path.resolve(options.source)}`;
  const document = withOperationIds(options.document);
  registerSpec(key, document);
  // A prefix no path matches: serving the area's own openapi.json is for our areas only.
  const descriptor: AreaDescriptor = { name: specNameOf(options.source), specPath: key, prefix: '\u0000', envelope: problemEnvelopeOf(document), partner: true };
  const { logger, responseValidation, dynamic, fillProperties, errors } = options;
  const app = await createMockApp(descriptor, { logger, responseValidation, dynamic, fillProperties, errors, openCors: options.cors !== false });
  const server = await listen(app.app, options.host, options.port, {
    envelope: problemEnvelope,
    failureContentType: PROBLEM_MEDIA_TYPE,
    logger: options.logger,
  });
  return { url: urlOf(server, options.host), stop: (graceMs) => drain(server, graceMs) };
}
