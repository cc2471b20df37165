/**
 * Reading a request and writing an answer on node's own request and response objects.
 * The live pipeline runs without express: express's router, request/response decoration and
 * `res.json` cost about as much per request as a store read (docs/performance.md), and the
 * pipeline routes, negotiates and serializes by the spec itself. The answers keep express's
 * header conventions, so clients see the same bytes as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import Accepts from 'accepts';
import { contentType as mimeContentType } from 'mime-types';

export interface RequestTarget {
  path: string;
  query: Record<string, unknown>;
}

/** Path and query as express 5's default ("simple", node:querystring) parser gives them. */
export function requestTarget(request: IncomingMessage): RequestTarget {
  let url = request.url ?? '/';
  // An absolute-form target (`GET http://host/path`) names its path after the authority.
  if (url.charCodeAt(0) !== 47 /* / */) {
    try {
      const parsed = new URL(url);
      url = parsed.pathname + parsed.search;
    } catch {
      url = '/';
    }
  }
  const mark = url.indexOf('?');
  if (mark === -1) return { path: url, query: {} };
  return { path: url.slice(0, mark), query: { ...parseQueryString(url.slice(mark + 1)) } };
}

/** Whether the request's Accept admits one of `produced` (anything when it names none). */
export function acceptsAny(request: IncomingMessage, produced: string[]): boolean {
  const accept = request.headers.accept;
  if (!accept || accept === '*/*' || produced.length === 0) return true;
  return Accepts(request).type(produced) !== false;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** `res.type()`: a full media type as mime-types completes it, a short name looked up. */
function typed(contentType: string): string {
  return mimeContentType(contentType) || (contentType.includes('/') ? contentType : 'application/octet-stream');
}

/** `res.send(string)`: text always goes out as UTF-8. */
function withUtf8(contentType: string): string {
  const type = typed(contentType);
  return /;\s*charset=/i.test(type) ? type.replace(/charset=[^;]*/i, 'charset=utf-8') : `${type}; charset=utf-8`;
}

/** Status codes whose answers carry no body (RFC 9110). */
function bodiless(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}

function finish(request: IncomingMessage, response: ServerResponse, status: number, contentType: string | null, payload: string | Buffer): void {
  response.statusCode = status;
  if (bodiless(status)) {
    response.removeHeader('Content-Type');
    response.removeHeader('Content-Length');
    response.end();
    return;
  }
  if (contentType !== null) response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
  // HEAD gets the headers of GET and no body.
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/** A JSON value, as `res.json` would send it. */
export function sendJson(request: IncomingMessage, response: ServerResponse, status: number, value: unknown): void {
  finish(request, response, status, JSON_CONTENT_TYPE, JSON.stringify(value) ?? '');
}

/** JSON text serialised already, sent as sendJson sends a value. */
export function sendJsonText(request: IncomingMessage, response: ServerResponse, status: number, text: string): void {
  finish(request, response, status, JSON_CONTENT_TYPE, text);
}

/**
 * A body of any media type, as `res.type(contentType).send(body)` would send it: text gets
 * `charset=utf-8`, a Buffer goes as is, an object is JSON under the given media type.
 */
export function sendBody(request: IncomingMessage, response: ServerResponse, status: number, contentType: string, body: string | Buffer | object | undefined): void {
  if (Buffer.isBuffer(body)) return finish(request, response, status, typed(contentType), body);
  if (typeof body === 'string') return finish(request, response, status, withUtf8(contentType), body);
  finish(request, response, status, withUtf8(contentType), JSON.stringify(body) ?? '');
}
