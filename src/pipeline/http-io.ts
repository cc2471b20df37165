/**
 * Reading a request and writing an answer on node's own request and response objects.
 * The live pipeline runs without express: express's router, request/response decoration and
 * `res.json` cost about as much per request as a store read (docs/performance.md), and the
 * pipeline routes, negotiates and serializes by the spec itself. The answers keep express's
 * header conventions, so clients see the same bytes as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
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

export const JSON_TYPE = 'application/json';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

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

/**
 * An answer ready to write: what the envelope stage makes of a result or an error, and what
 * response validation checks. One shape for every answer, so the stages stay monomorphic.
 */
export interface Outgoing {
  status: number;
  headers: Record<string, string | string[]> | undefined;
  /** The media type the answer is documented under, for response validation ('' without a body). */
  mediaType: string;
  /** The Content-Type header as sent; null: no body at all (no Content-Type, no Content-Length of ours). */
  contentType: string | null;
  payload: string | Buffer;
  /** The body as response validation reads it; undefined: the payload, parsed back when it is JSON. */
  value: unknown;
  /** Checked against the operation's response schema already (by the mock): validation skips it. */
  conforms: boolean;
}

/**
 * `res.type(contentType).send(body)`'s Content-Type and bytes: text gets `charset=utf-8`, a
 * Buffer goes as is, an object is JSON under the given media type; `application/json` itself
 * is always `res.json`.
 */
export function serialiseBody(contentType: string, body: string | Buffer | object): { contentType: string; payload: string | Buffer } {
  if (contentType === JSON_TYPE) return { contentType: JSON_CONTENT_TYPE, payload: JSON.stringify(body) ?? '' };
  if (Buffer.isBuffer(body)) return { contentType: typed(contentType), payload: body };
  if (typeof body === 'string') return { contentType: withUtf8(contentType), payload: body };
  return { contentType: withUtf8(contentType), payload: JSON.stringify(body) ?? '' };
}

/** Writes an answer on node's response, with express's conventions (Content-Length, HEAD, bodiless statuses). */
export function send(request: IncomingMessage, response: ServerResponse, outgoing: Outgoing): void {
  const { headers, status, contentType } = outgoing;
  if (headers) for (const name in headers) response.setHeader(name, headers[name]);
  response.statusCode = status;
  if (contentType === null) {
    response.end();
    return;
  }
  if (bodiless(status)) {
    response.removeHeader('Content-Type');
    response.removeHeader('Content-Length');
    response.end();
    return;
  }
  const { payload } = outgoing;
  response.setHeader('Content-Type', contentType);
  response.setHeader('Content-Length', typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
  // HEAD gets the headers of GET and no body.
  response.end(request.method === 'HEAD' ? undefined : payload);
}
