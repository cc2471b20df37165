/**
 * The request pipeline of one area, as one express handler:
 * route → negotiate → authenticate → authorize → read body → validate request →
 * execute (handler | mock) → envelope → validate response.
 * Every failure is rendered in the area's envelope with a code from src/errors.ts.
 */
import type { Request, Response, NextFunction } from 'express';
import type { Logger } from 'pino';
import { ApiError, errorRegistry, isApiError } from '../errors.js';
import type { CompiledOperation } from './compile-operation.js';
import type { Envelope } from './envelope.js';
import type { OperationInput, Principal, RequestContext } from './handler-types.js';
import { Reply } from './reply.js';
import type { OperationRouter } from './router.js';
import { authenticate, authorize, type Authenticator } from './security.js';

export type ResponseValidationMode = 'strict' | 'warn' | 'off';

/** Runs the operation: the real handler in live mode, the mock responder in mock mode. */
export type Executor = (operation: CompiledOperation, input: OperationInput<unknown>, context: RequestContext<unknown>, request: Request) => Promise<unknown>;

export interface PipelineOptions {
  areaName: string;
  router: OperationRouter<CompiledOperation>;
  envelope: Envelope;
  authenticators: Record<string, Authenticator>;
  challenge: string;
  execute: Executor;
  services: unknown;
  logger: Logger;
  responseValidation: ResponseValidationMode;
  /** Runs after the caller is known, before the handler: rate limits and the like. Returns headers to send. */
  afterAuthentication?: (principal: Principal | null, operation: CompiledOperation) => Promise<Record<string, string> | void>;
  /** Maps errors of the area's dependencies (store down...) to client errors. */
  classifyError?: (error: unknown) => ApiError | null;
  /** Query parameters removed before validation (the mock's __code and friends). */
  reservedQuery?: (query: Record<string, unknown>) => void;
  /** Told of every answer that breaks the spec (metrics). */
  onResponseViolation?: (operationId: string) => void;
}

export interface PipelineStats {
  responseViolations: number;
}

const JSON_TYPE = 'application/json';

function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === JSON_TYPE || (type.startsWith('application/') && type.endsWith('+json'));
}

function accepts(request: Request, produced: string[]): boolean {
  const accept = request.headers.accept;
  if (!accept || accept === '*/*' || produced.length === 0) return true;
  return request.accepts(produced) !== false;
}

export function createPipeline(options: PipelineOptions) {
  const stats: PipelineStats = { responseViolations: 0 };

  function send(response: Response, operation: CompiledOperation | null, status: number, contentType: string, body: unknown): void {
    if (operation && options.responseValidation !== 'off') {
      const problem = operation.checkResponse(status, contentType, body);
      if (problem) {
        stats.responseViolations++;
        options.onResponseViolation?.(operation.operationId);
        options.logger.error({ operationId: operation.operationId, status, problem, violations: stats.responseViolations }, 'response breaks the spec');
        if (options.responseValidation === 'strict') {
          const traceId = response.locals.traceId as string;
          response.status(500).json(
            options.envelope.failure(traceId, { code: 'RESPONSE_VALIDATION_FAILED', message: errorRegistry.RESPONSE_VALIDATION_FAILED.message, details: { problem } }),
          );
          return;
        }
      }
    }
    response.status(status);
    if (contentType === JSON_TYPE) response.json(body);
    else response.type(contentType).send(body as string | Buffer);
  }

  function sendError(response: Response, operation: CompiledOperation | null, error: ApiError): void {
    response.locals.errorCode = error.code;
    for (const [name, value] of Object.entries(error.headers ?? {})) response.setHeader(name, value);
    const body = options.envelope.failure(response.locals.traceId as string, {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    });
    send(response, operation, error.status, JSON_TYPE, body);
  }

  async function handle(request: Request, response: Response): Promise<void> {
    let operation: CompiledOperation | null = null;
    try {
      let match;
      try {
        match = options.router.match(request.method, request.path);
      } catch {
        throw new ApiError('VALIDATION_FAILED', 'The request path is not correctly percent-encoded.');
      }
      if (match.kind === 'not-found') throw new ApiError('NOT_FOUND', `No operation is served at ${request.method} ${request.path}.`);
      response.locals.route = match.template;
      if (match.kind === 'method-not-allowed') {
        const allow = match.allow.join(', ');
        if (request.method === 'OPTIONS') {
          response.setHeader('Allow', allow);
          response.status(204).end();
          return;
        }
        throw new ApiError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${request.path}; allowed methods are ${allow}.`, { headers: { Allow: allow } });
      }
      operation = match.target;

      if (!accepts(request, operation.responseMediaTypes)) {
        throw new ApiError('NOT_ACCEPTABLE', `This operation produces ${operation.responseMediaTypes.join(', ')} only.`);
      }

      const principal = await authenticate(operation, options.authenticators, request, options.challenge);
      authorize(operation, principal);
      const limitHeaders = await options.afterAuthentication?.(principal, operation);
      if (limitHeaders) for (const [name, value] of Object.entries(limitHeaders)) response.setHeader(name, value);

      const rawBody = Buffer.isBuffer(request.body) && request.body.length > 0 ? (request.body as Buffer) : undefined;
      let body: unknown = undefined;
      if (operation.body) {
        if (rawBody === undefined) {
          if (operation.body.required) throw new ApiError('VALIDATION_FAILED', 'A request body is required.', { details: [{ location: 'body', path: '(root)', message: 'is required' }] });
        } else {
          if (!isJsonMediaType(request.headers['content-type'])) {
            throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `The request body must be ${operation.body.mediaTypes.join(' or ')}; got ${request.headers['content-type'] ?? 'no content type'}.`);
          }
          try {
            body = JSON.parse(rawBody.toString('utf8'));
          } catch (error) {
            throw new ApiError('MALFORMED_JSON', `The request body is not valid JSON: ${(error as Error).message}`);
          }
        }
      }

      const query: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
      options.reservedQuery?.(query);
      const path: Record<string, unknown> = { ...match.params };
      const problems = [...operation.validateParameters({ path, query, headers: request.headers }), ...(body === undefined ? [] : operation.validateBody(body))];
      if (problems.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, { details: problems });

      const context: RequestContext<unknown> = {
        traceId: response.locals.traceId as string,
        operationId: operation.operationId,
        services: options.services,
        principal,
        log: (request as Request & { log?: Logger }).log ?? options.logger,
        headers: request.headers,
        rawBody,
        origin: { protocol: request.protocol, host: request.get('host') ?? '' },
      };
      const result = await options.execute(operation, { path, query, body } as OperationInput<unknown>, context, request);
      // The mock writes answers it has already checked itself (precomputed JSON of static examples).
      if (response.headersSent) return;

      if (result instanceof Reply) {
        const { status = 200, data, warnings = [], headers, raw } = result.init;
        for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
        if (raw) send(response, operation, status, raw.contentType, raw.body);
        else send(response, operation, status, JSON_TYPE, options.envelope.success(context.traceId, data, warnings));
        return;
      }
      send(response, operation, 200, JSON_TYPE, options.envelope.success(context.traceId, result, []));
    } catch (error) {
      const apiError = isApiError(error) ? error : options.classifyError?.(error) ?? null;
      if (apiError) {
        if (apiError.status >= 500) options.logger.error({ err: error, traceId: response.locals.traceId, route: response.locals.route, at: new Date().toISOString() }, apiError.message);
        sendError(response, operation, apiError);
        return;
      }
      // The log line carries the time, the endpoint and the traceId a caller will report.
      options.logger.error({ err: error, traceId: response.locals.traceId, route: response.locals.route, method: request.method, at: new Date().toISOString() }, 'unhandled error');
      sendError(response, operation, new ApiError('INTERNAL'));
    }
  }

  return {
    stats,
    handler: (request: Request, response: Response, next: NextFunction) => {
      handle(request, response).catch(next);
    },
    /** Express error middleware: body-parser failures (413, bad encoding) in the envelope. */
    errorHandler: (error: unknown, _request: Request, response: Response, _next: NextFunction) => {
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') {
        sendError(response, null, new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${(error as { limit: number }).limit} bytes.`));
      } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
        sendError(response, null, new ApiError('UNSUPPORTED_MEDIA_TYPE', (error as Error).message));
      } else if (type === 'entity.parse.failed' || (error as { status?: number }).status === 400) {
        // A body that cannot be decoded (a corrupt gzip or brotli stream, a truncated upload).
        sendError(response, null, new ApiError('MALFORMED_JSON', `The request body could not be read: ${(error as Error).message}`));
      } else if (type === 'request.aborted') {
        response.end();
      } else {
        options.logger.error({ err: error, traceId: response.locals.traceId }, 'unhandled error');
        sendError(response, null, new ApiError('INTERNAL'));
      }
    },
  };
}
