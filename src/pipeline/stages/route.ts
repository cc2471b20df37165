/** Stage 1, route: the operation at the request's method and path; else 404, 405 with `Allow`, or 400. */
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../../errors.js';
import type { CompiledOperation } from '../compile-operation.js';
import type { Exchange } from '../exchange.js';
import { requestTarget, type RequestTarget } from '../http-io.js';
import { Reply } from '../reply.js';
import type { OperationRouter, RouteMatch } from '../router.js';

export interface Routed {
  target: RequestTarget;
  /** Null when the path is not correctly percent-encoded. */
  match: RouteMatch<CompiledOperation> | null;
}

export type Matched = Extract<RouteMatch<CompiledOperation>, { kind: 'match' }>;

/** Matches the request before its body is read (the app serves unmatched paths' extras first). */
export function route(router: OperationRouter<CompiledOperation>, request: Pick<IncomingMessage, 'method' | 'url'>): Routed {
  const target = requestTarget(request as IncomingMessage);
  try {
    return { target, match: router.match(request.method ?? 'GET', target.path) };
  } catch {
    return { target, match: null };
  }
}

/** The matched operation, or the answer to an OPTIONS of a known path; records the route template on the exchange. */
export function routeOperation(routed: Routed, method: string, exchange: Exchange, answerOptions = true): Matched | Reply {
  const { target, match } = routed;
  if (match === null) throw new ApiError('VALIDATION_FAILED', 'The request path is not correctly percent-encoded.');
  if (match.kind === 'not-found') throw new ApiError('NOT_FOUND', `No operation is served at ${method} ${target.path}.`);
  exchange.route = match.template;
  if (match.kind === 'match') return match;
  const allow = match.allow.join(', ');
  if (method === 'OPTIONS' && answerOptions) return Reply.empty(204, { Allow: allow });
  throw new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${target.path}; allowed methods are ${allow}.`, { headers: { Allow: allow } });
}
