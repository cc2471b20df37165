/**
 * Reading a request and writing an answer on node's own objects, without express's per-request
 * cost (docs/performance.md). The answers keep express's header conventions.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { bodyLeftUnread } from './body-reader.js';
import { completeContentType } from './media-type.js';
import { isXmlMediaType, xmlText } from './xml-body.js';

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
  return { path: url.slice(0, mark), query: parseQuery(url.slice(mark + 1)) };
}

/** node:querystring's own limit on the parameters it reads. */
const MAX_KEYS = 1000;

/**
 * node:querystring's parse, as a plain object; a query with nothing to decode or repeat is split
 * here, since node's prototype-less object is a slow V8 dictionary for every later read.
 */
function parseQuery(text: string): Record<string, unknown> {
  if (text.indexOf('%') !== -1 || text.indexOf('+') !== -1) return { ...parseQueryString(text) };
  const query: Record<string, string> = {};
  let count = 0;
  let from = 0;
  while (from <= text.length) {
    let end = text.indexOf('&', from);
    if (end === -1) end = text.length;
    if (end > from) {
      if (++count > MAX_KEYS) break;
      const equals = text.indexOf('=', from);
      const split = equals !== -1 && equals < end;
      const name = text.slice(from, split ? equals : end);
      if (name === '__proto__' || name in query) return { ...parseQueryString(text) };
      query[name] = split ? text.slice(equals + 1, end) : '';
    }
    from = end + 1;
  }
  return query;
}

export const JSON_TYPE = 'application/json';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** `res.type()`: a full media type as mime-types completes it, a short name looked up. */
function typed(contentType: string): string {
  return completeContentType(contentType) || (contentType.includes('/') ? contentType : 'application/octet-stream');
}

/** `res.send(string)`: text always goes out as UTF-8. */
function withUtf8(contentType: string): string {
  const type = typed(contentType);
  return /;\s*charset=/i.test(type) ? type.replace(/charset=[^;]*/i, 'charset=utf-8') : `${type}; charset=utf-8`;
}

/** Status codes whose answers carry no body (RFC 9110). */
export function bodiless(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}

/** An answer ready to write; one shape for every answer, so the stages stay monomorphic. */
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
  /** An error raised by a stage or the executor (a refusal), not an answer the operation gave. */
  failure?: boolean;
}

/** `res.type(contentType).send(body)`'s Content-Type and bytes; an object is XML under an XML media type. */
export function serialiseBody(contentType: string, body: string | Buffer | object): { contentType: string; payload: string | Buffer } {
  if (contentType === JSON_TYPE) return { contentType: JSON_CONTENT_TYPE, payload: JSON.stringify(body) ?? '' };
  if (Buffer.isBuffer(body)) return { contentType: typed(contentType), payload: body };
  if (typeof body === 'string') return { contentType: withUtf8(contentType), payload: body };
  if (isXmlMediaType(contentType)) return { contentType: withUtf8(contentType), payload: xmlText(body, undefined) };
  return { contentType: withUtf8(contentType), payload: JSON.stringify(body) ?? '' };
}

/** Writes an answer with express's conventions; `admitted` (rate-limit headers) yields to the answer's own. */
export function send(request: IncomingMessage, response: ServerResponse, outgoing: Outgoing, admitted?: Record<string, string>): void {
  const { headers, status, contentType } = outgoing;
  if (contentType === null || bodiless(status)) {
    if (bodyLeftUnread(request)) response.setHeader('Connection', 'close');
    sendBodiless(response, outgoing, admitted);
    return;
  }
  // One writeHead (a setHeader per header costs), merged into those already set (CORS, draining).
  const { payload } = outgoing;
  const fields: Record<string, string | string[]> = {};
  if (admitted) for (const name in admitted) if (!headers || !named(headers, name)) fields[name] = admitted[name];
  if (headers) for (const name in headers) if (!named(BODY_HEADERS, name)) fields[name] = headers[name];
  fields['Content-Type'] = contentType;
  fields['Content-Length'] = String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
  // A body not read (refused, or never wanted): the connection ends with this answer instead of node reading the rest.
  if (bodyLeftUnread(request)) fields.Connection = 'close';
  response.writeHead(status, fields);
  // HEAD gets the headers of GET and no body.
  response.end(request.method === 'HEAD' ? undefined : payload);
}

const BODY_HEADERS = { 'content-type': '', 'content-length': '' };

/** Whether `headers` has `name`, in any case (its own names only: `constructor` is a header name like any other). */
function named(headers: Record<string, unknown>, name: string): boolean {
  if (Object.hasOwn(headers, name)) return true;
  const lower = name.toLowerCase();
  for (const other in headers) if (other.toLowerCase() === lower) return true;
  return false;
}

/** An answer without a body: no Content-Type or Content-Length of ours. */
function sendBodiless(response: ServerResponse, outgoing: Outgoing, admitted: Record<string, string> | undefined): void {
  const { headers, status } = outgoing;
  if (admitted) for (const name in admitted) response.setHeader(name, admitted[name]);
  if (headers) for (const name in headers) response.setHeader(name, headers[name]);
  response.statusCode = status;
  if (outgoing.contentType !== null) {
    response.removeHeader('Content-Type');
    response.removeHeader('Content-Length');
  }
  response.end();
}
