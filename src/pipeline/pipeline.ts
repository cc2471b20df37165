/**
 * The request pipeline of one area, on node's request and response (live mode runs no express):
 * route → negotiate → authenticate → authorize → read body → validate request →
 * execute (handler | mock) → envelope → validate response.
 * Every failure is rendered in the area's envelope with a code from src/errors.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { ApiError, errorRegistry, isApiError } from '../errors.js';
import type { CompiledOperation } from './compile-operation.js';
import type { Envelope } from './envelope.js';
import { exchangeOf } from './exchange.js';
import { acceptsAny, requestTarget, sendBody, sendJson, sendJsonText, type RequestTarget } from './http-io.js';
import { stringifyWithFragments } from './json-fragment.js';
import type { OperationInput, Principal, RequestContext } from './handler-types.js';
import { Reply } from './reply.js';
import type { OperationRouter, RouteMatch } from './router.js';
import { authenticate, authorize, type Authenticator } from './security.js';
import { isJsonMediaType } from './media-type.js';

export type ResponseValidationMode = 'strict' | 'warn' | 'off';

/**
 * Runs the operation: the real handler in live mode, the mock responder in mock mode (which
 * runs behind express and gets express's request).
 */
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
  afterAuthentication?: (principal: Principal | null, operation: CompiledOperation, client: { address: string }) => Promise<Record<string, string> | void>;
  /**
   * Counts a refused or missing credential per client address; past its budget the answer is
   * 429 instead of 401, so guessing keys or tokens is slowed down.
   */
  authFailures?: { consume(address: string): Promise<{ allowed: boolean; headers: Record<string, string> }> };
  /** The client's address: the peer's, or the one a trusted proxy forwarded (TRUSTED_PROXIES). */
  clientAddress: (request: IncomingMessage) => string;
  /** Maps errors of the area's dependencies (store down...) to client errors. */
  classifyError?: (error: unknown) => ApiError | null;
  /** Query parameters removed before validation (the mock's __code and friends). */
  reservedQuery?: (query: Record<string, unknown>) => void;
  /** Told of every answer that breaks the spec (metrics). */
  onResponseViolation?: (operationId: string) => void;
}

export interface Routed {
  target: RequestTarget;
  match: RouteMatch<CompiledOperation> | null;
}

export interface PipelineStats {
  responseViolations: number;
}

const JSON_TYPE = 'application/json';


export function createPipeline(options: PipelineOptions) {
  const stats: PipelineStats = { responseViolations: 0 };

  /** `text`: the body already serialised (replies with JSON fragments); validated as parsed back. */
  function send(request: IncomingMessage, response: ServerResponse, operation: CompiledOperation | null, status: number, contentType: string, body: unknown, text?: string): void {
    if (operation && options.responseValidation !== 'off') {
      const problem = operation.checkResponse(status, contentType, text === undefined ? body : JSON.parse(text));
      if (problem) {
        stats.responseViolations++;
        options.onResponseViolation?.(operation.operationId);
        options.logger.error({ operationId: operation.operationId, status, problem, violations: stats.responseViolations }, 'response breaks the spec');
        if (options.responseValidation === 'strict') {
          const traceId = exchangeOf(response).traceId;
          sendJson(request, response, 500, options.envelope.failure(traceId, { code: 'RESPONSE_VALIDATION_FAILED', message: errorRegistry.RESPONSE_VALIDATION_FAILED.message, details: { problem } }));
          return;
        }
      }
    }
    if (text !== undefined) sendJsonText(request, response, status, text);
    else if (contentType === JSON_TYPE) sendJson(request, response, status, body);
    else sendBody(request, response, status, contentType, body as string | Buffer | object);
  }

  function sendError(request: IncomingMessage, response: ServerResponse, operation: CompiledOperation | null, error: ApiError): void {
    const exchange = exchangeOf(response);
    exchange.errorCode = error.code;
    for (const [name, value] of Object.entries(error.headers ?? {})) response.setHeader(name, value);
    const body = options.envelope.failure(exchange.traceId, {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    });
    send(request, response, operation, error.status, JSON_TYPE, body);
  }

  /** The spec's route for a request; `match` is null when its path is not correctly percent-encoded. */
  function route(request: IncomingMessage): Routed {
    const target = requestTarget(request);
    try {
      return { target, match: options.router.match(request.method ?? 'GET', target.path) };
    } catch {
      return { target, match: null };
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse, routed: Routed): Promise<void> {
    let operation: CompiledOperation | null = null;
    const exchange = exchangeOf(response);
    const method = request.method ?? 'GET';
    const { target, match } = routed;
    try {
      if (match === null) throw new ApiError('VALIDATION_FAILED', 'The request path is not correctly percent-encoded.');
      if (match.kind === 'not-found') throw new ApiError('NOT_FOUND', `No operation is served at ${method} ${target.path}.`);
      exchange.route = match.template;
      if (match.kind === 'method-not-allowed') {
        const allow = match.allow.join(', ');
        if (method === 'OPTIONS') {
          response.setHeader('Allow', allow);
          response.statusCode = 204;
          response.end();
          return;
        }
        throw new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${target.path}; allowed methods are ${allow}.`, { headers: { Allow: allow } });
      }
      operation = match.target;

      if (!acceptsAny(request, operation.responseMediaTypes)) {
        throw new ApiError('NOT_ACCEPTABLE', `This operation produces ${operation.responseMediaTypes.join(', ')} only.`);
      }

      const clientAddress = options.clientAddress(request);
      let principal: Principal | null;
      try {
        principal = await authenticate(operation, options.authenticators, request, options.challenge);
      } catch (error) {
        if (options.authFailures && isApiError(error) && error.code === 'UNAUTHORIZED') {
          const verdict = await options.authFailures.consume(clientAddress);
          if (!verdict.allowed) throw new ApiError('RATE_LIMITED', 'Too many requests with missing or invalid credentials from this address; retry later.', { headers: verdict.headers });
        }
        throw error;
      }
      authorize(operation, principal);
      const limitHeaders = await options.afterAuthentication?.(principal, operation, { address: clientAddress });
      if (limitHeaders) for (const [name, value] of Object.entries(limitHeaders)) response.setHeader(name, value);

      const read = (request as IncomingMessage & { body?: unknown }).body;
      const rawBody = Buffer.isBuffer(read) && read.length > 0 ? read : undefined;
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

      const query: Record<string, unknown> = { ...target.query };
      options.reservedQuery?.(query);
      const path: Record<string, unknown> = { ...match.params };
      const problems = [...operation.validateParameters({ path, query, headers: request.headers }), ...(body === undefined ? [] : operation.validateBody(body))];
      if (problems.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, { details: problems });

      const context: RequestContext<unknown> = {
        traceId: exchange.traceId,
        operationId: operation.operationId,
        services: options.services,
        principal,
        log: (request as Request & { log?: Logger }).log ?? options.logger,
        headers: request.headers,
        rawBody,
        clientAddress,
        // Behind no trusted proxy: the protocol is the socket's own.
        origin: { protocol: (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http', host: request.headers.host ?? '' },
      };
      const result = await options.execute(operation, { path, query, body } as OperationInput<unknown>, context, request as Request);
      // The mock writes answers it has already checked itself (precomputed JSON of static examples).
      if (response.headersSent) return;

      if (result instanceof Reply) {
        const { status = 200, data, warnings = [], headers, raw } = result.init;
        for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
        if (raw) send(request, response, operation, status, raw.contentType, raw.body);
        else if (result.init.fragments) {
          const enveloped = options.envelope.success(context.traceId, data, warnings);
          send(request, response, operation, status, JSON_TYPE, enveloped, stringifyWithFragments(enveloped));
        } else send(request, response, operation, status, JSON_TYPE, options.envelope.success(context.traceId, data, warnings));
        return;
      }
      send(request, response, operation, 200, JSON_TYPE, options.envelope.success(context.traceId, result, []));
    } catch (error) {
      const apiError = isApiError(error) ? error : options.classifyError?.(error) ?? null;
      if (apiError) {
        if (apiError.status >= 500) options.logger.error({ err: error, traceId: exchange.traceId, route: exchange.route, at: new Date().toISOString() }, apiError.message);
        sendError(request, response, operation, apiError);
        return;
      }
      // The log line carries the time, the endpoint and the traceId a caller will report.
      options.logger.error({ err: error, traceId: exchange.traceId, route: exchange.route, method, at: new Date().toISOString() }, 'unhandled error');
      sendError(request, response, operation, new ApiError('INTERNAL'));
    }
  }

  /** A failure to read the body (body-parser's errors: 413, bad encoding) in the envelope. */
  function bodyError(error: unknown, request: IncomingMessage, response: ServerResponse): void {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      sendError(request, response, null, new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${(error as { limit: number }).limit} bytes.`));
    } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      sendError(request, response, null, new ApiError('UNSUPPORTED_MEDIA_TYPE', (error as Error).message));
    } else if (type === 'entity.parse.failed' || (error as { status?: number }).status === 400) {
      // A body that cannot be decoded (a corrupt gzip or brotli stream, a truncated upload).
      sendError(request, response, null, new ApiError('MALFORMED_JSON', `The request body could not be read: ${(error as Error).message}`));
    } else if (type === 'request.aborted') {
      response.end();
    } else {
      options.logger.error({ err: error, traceId: exchangeOf(response).traceId }, 'unhandled error');
      sendError(request, response, null, new ApiError('INTERNAL'));
    }
  }

  return {
    stats,
    route,
    /** Never rejects: every failure is answered in the envelope. */
    handle: (request: IncomingMessage, response: ServerResponse, routed: Routed = route(request)): Promise<void> =>
      handle(request, response, routed).catch((error) => bodyError(error, request, response)),
    bodyError,
  };
}
