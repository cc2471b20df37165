/** Stage 7, execute: the operation's handler (live) or the mock responder; data or a Reply, or an ApiError. */
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { CompiledOperation } from '../compile-operation.js';
import type { AnyHandler, OperationInput, Principal, RequestContext } from '../handler-types.js';
import type { RequestTarget } from '../http-io.js';
import type { RequestBody } from './read-body.js';

/** `target`: the path and query as sent, before the mock's reserved parameters are stripped. */
export type Executor = (
  operation: CompiledOperation,
  input: OperationInput<unknown>,
  context: RequestContext<unknown>,
  target: RequestTarget,
) => Promise<unknown>;

/** Live mode: the operation's handler (async, so a handler that throws synchronously rejects like the rest). */
export function handlerExecutor(handlers: Record<string, AnyHandler>): Executor {
  return async (operation, input, context) => handlers[operation.operationId](input, context);
}

export interface ContextConfig {
  services: unknown;
  logger: Logger;
}

/** What a handler gets besides its input: the trace id, services, caller, headers, raw body, client. */
export function requestContext(
  config: ContextConfig,
  request: IncomingMessage,
  traceId: string,
  operation: CompiledOperation,
  principal: Principal | null,
  body: RequestBody,
  clientAddress: string,
  startedAt: number,
): RequestContext<unknown> {
  return {
    traceId,
    operationId: operation.operationId,
    services: config.services,
    principal,
    log: config.logger,
    headers: request.headers,
    rawBody: body.raw,
    clientAddress,
    // Behind no trusted proxy: the protocol is the socket's own.
    origin: { protocol: (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http', host: request.headers.host ?? '' },
    startedAt,
  };
}
