/**
 * CORS, one rule for live and mock mode (docs/product-decisions.md "Browsers and CORS"): only the
 * `CORS_ORIGINS` are echoed (never `*`, which credentials forbid); without any, no CORS header at
 * all. The HR sign-in proxy's same-origin rule (same-origin.ts) is not widened by this.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenAPIV3 } from 'openapi-types';
import { exchangeOf } from './exchange.js';
import { requestTarget } from './http-io.js';
import { listOperations, resolveRef, type OpenApiDocument } from './openapi-document.js';
import { allowHeader, OperationRouter } from './router.js';

export const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/** Answers a preflight itself (true) or adds its headers and lets the pipeline answer (false). */
export type CorsHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface CorsOptions {
  /** Allowed origins, `scheme://host[:port]` (CORS_ORIGINS). */
  origins: string[];
  /** Headers a page may read besides the documented ones (the mock's X-Mock...). */
  extraExposedHeaders?: string[];
}

/** Null when no origin is allowed: the caller then skips CORS entirely (no cost per request). */
export function createCors(document: OpenApiDocument, options: CorsOptions): CorsHandler | null {
  if (options.origins.length === 0) return null;
  const allowed = new Set(options.origins.map((origin) => origin.toLowerCase()));
  // Every response header the spec documents, and the two the pipeline adds itself.
  const exposed = new Set([...(options.extraExposedHeaders ?? []), 'WWW-Authenticate', 'Allow']);
  const methodsByPath = new Map<string, Set<string>>();
  for (const { path, method, operation } of listOperations(document)) {
    methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method.toUpperCase()));
    for (const raw of Object.values(operation.responses ?? {})) {
      const response = resolveRef<OpenAPIV3.ResponseObject>(document, raw);
      for (const name of Object.keys(response.headers ?? {})) if (name.toLowerCase() !== 'set-cookie') exposed.add(name);
    }
  }
  const expose = [...exposed].join(', ');
  // The pipeline's own router, so templates, trailing slashes and encoding match alike.
  const router = new OperationRouter([...methodsByPath.keys()].map((path) => ({ method: 'options' as const, path, target: path })));

  return (request, response) => {
    response.setHeader('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin.toLowerCase())) return false;
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      response.setHeader('Access-Control-Expose-Headers', expose);
      return false;
    }
    let template: string | null = null;
    try {
      const match = router.match('OPTIONS', requestTarget(request).path);
      template = match.kind === 'match' ? match.target : null;
    } catch {
      template = null;
    }
    if (template === null) return false; // the pipeline's 404
    response.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    response.setHeader('Access-Control-Allow-Methods', allowHeader(methodsByPath.get(template)!).join(', '));
    const requestedHeaders = request.headers['access-control-request-headers'];
    if (requestedHeaders) response.setHeader('Access-Control-Allow-Headers', requestedHeaders);
    response.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    exchangeOf(response).route = template;
    response.statusCode = 204;
    response.end();
    return true;
  };
}

/** The mock of a partner's document, open to any page as Prism's mock is by default. */
export function createOpenCors(): CorsHandler {
  return (request, response) => {
    const { origin, 'access-control-request-method': requestedMethod, 'access-control-request-headers': requestedHeaders } = request.headers;
    response.setHeader('Access-Control-Allow-Origin', origin || '*');
    response.setHeader('Access-Control-Allow-Headers', requestedHeaders || '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Expose-Headers', '*');
    if (request.method !== 'OPTIONS' || !origin || !requestedMethod) return false;
    response.setHeader('Access-Control-Allow-Methods', requestedMethod);
    response.setHeader('Vary', 'Origin');
    response.setHeader('Content-Length', '0');
    response.statusCode = 204;
    response.end();
    return true;
  };
}
