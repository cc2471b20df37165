/**
 * CORS for the mock, so a browser application under development can call it from another
 * origin with credentials: the request's origin is echoed (never `*`, which credentials
 * forbid) with `Vary: Origin`, and a preflight to a documented path is answered 204 with the
 * path's methods, the requested headers echoed and a Max-Age. A preflight to an unknown
 * path falls through to the pipeline's 404.
 */
import type { Request, Response, NextFunction } from 'express';
import { exchangeOf } from '../pipeline/exchange.js';
import { OperationRouter } from '../pipeline/router.js';

export const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

export interface MockCorsOptions {
  /** The path templates of the spec. */
  paths: string[];
  /** `Allow` value for a path template (`GET, HEAD`). */
  allowFor(template: string): string | null;
  /** Response headers a browser script may read. */
  exposedHeaders: string[];
}

export function mockCors(options: MockCorsOptions) {
  // The pipeline's own router, so templates, trailing slashes and encoding match alike.
  const router = new OperationRouter(options.paths.map((path) => ({ method: 'options' as const, path, target: path })));
  const expose = options.exposedHeaders.join(', ');

  return function mockCorsMiddleware(request: Request, response: Response, next: NextFunction): void {
    response.setHeader('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) {
      next();
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    const requestedMethod = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || requestedMethod === undefined) {
      response.setHeader('Access-Control-Expose-Headers', expose);
      next();
      return;
    }
    let template: string | null = null;
    try {
      const match = router.match('OPTIONS', request.path);
      template = match.kind === 'match' ? match.target : null;
    } catch {
      template = null;
    }
    const allow = template === null ? null : options.allowFor(template);
    if (allow === null) {
      next();
      return;
    }
    response.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    response.setHeader('Access-Control-Allow-Methods', allow);
    const requestedHeaders = request.headers['access-control-request-headers'];
    if (requestedHeaders) response.setHeader('Access-Control-Allow-Headers', requestedHeaders);
    response.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    exchangeOf(response).route = template;
    response.status(204).end();
  };
}
