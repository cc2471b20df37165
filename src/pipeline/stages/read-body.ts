/**
 * Stage 5, read body: only after authentication and admission, so no unauthenticated client makes
 * the server buffer a body; read as its declared media type, held to src/pipeline/json-limits.ts
 * before parsing and to src/pipeline/text-checks.ts after.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../../errors.js';
import type { BodyMedia, CompiledOperation } from '../compile-operation.js';
import { scanJson } from '../json-limits.js';
import { bodyProblem, checkedText, chooseMedia, readMultipart, readText, readUrlEncoded, refusedBody } from '../body-media.js';
import { decodeUtf8 } from '../text-checks.js';

export interface RequestBody {
  /** The bytes as sent (handlers that verify signatures need them); undefined when empty. */
  raw: Buffer | undefined;
  /** The body as its media type reads it; undefined when the operation takes no body or none was sent. */
  value: unknown;
  /** The declared media type it was read as (lower case). */
  mediaType?: string;
}

/** Shared by every request without a body, so a GET allocates nothing here. */
const NO_BODY: RequestBody = Object.freeze({ raw: undefined, value: undefined });

/** Reads a request's bytes whole; undefined at once when it carries none (a GET makes no promise). */
export type BodyBytesReader = (request: IncomingMessage, response: ServerResponse) => Promise<Buffer | undefined> | undefined;

export interface ReadBodyConfig {
  readBytes: BodyBytesReader;
}

/** The client went away before its body arrived: there is no one to answer. */
export class RequestAborted extends Error {}

/** The request's body, at once when it carries none (see BodyBytesReader). */
export function readBody(
  config: ReadBodyConfig,
  operation: CompiledOperation,
  request: IncomingMessage,
  response: ServerResponse,
): RequestBody | Promise<RequestBody> {
  const reading = config.readBytes(request, response);
  if (reading === undefined) return parseBody(operation, request.headers, undefined);
  return readSent(operation, request, reading);
}

async function readSent(operation: CompiledOperation, request: IncomingMessage, reading: Promise<Buffer | undefined>): Promise<RequestBody> {
  let bytes: Buffer | undefined;
  try {
    bytes = await reading;
  } catch (error) {
    const failure = bodyReadError(error);
    if (failure === 'aborted') throw new RequestAborted('the client went away before its body arrived', { cause: error });
    throw failure ?? error;
  }
  return parseBody(operation, request.headers, bytes);
}

/** The bytes read as the operation's body (what `readBody` does once they are read); a promise only for multipart. */
export function parseBody(operation: CompiledOperation, headers: IncomingHttpHeaders, bytes: Buffer | undefined): RequestBody | Promise<RequestBody> {
  const raw = Buffer.isBuffer(bytes) && bytes.length > 0 ? bytes : undefined;
  if (raw === undefined) {
    if (operation.body?.required) throw new ApiError('VALIDATION_FAILED', 'A request body is required.', { details: [{ location: 'body', path: '(root)', message: 'is required' }] });
    return NO_BODY;
  }
  if (!operation.body) return { raw, value: undefined };
  const contentType = headers['content-type'];
  const media = chooseMedia(operation.body.media, contentType);
  if (media === undefined) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `The request body must be ${operation.body.mediaTypes.join(' or ')}; got ${contentType ?? 'no content type'}.`);
  }
  return readAs(media, raw, contentType!);
}

/** A body's bytes as the declared media type reads them (the validating proxy reads them so too). */
export function readAs(media: BodyMedia, raw: Buffer, contentType: string): RequestBody | Promise<RequestBody> {
  const mediaType = media.type;
  switch (media.kind) {
    case 'form':
      return { raw, value: readUrlEncoded(raw, media.fields, media.valueLimit), mediaType };
    case 'multipart':
      return readMultipart(raw, contentType, media.fields).then((value) => ({ raw, value, mediaType }));
    case 'text':
      return { raw, value: readText(raw, contentType), mediaType };
    case 'binary':
      return { raw, value: raw, mediaType };
  }
  const scan = scanJson(raw, media.valueLimit);
  if (scan.problem) throw refusedBody([bodyProblem('(root)', scan.problem)]);
  const text = decodeUtf8(raw);
  if (text === null) throw new ApiError('MALFORMED_JSON', 'The request body is not valid UTF-8.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError('MALFORMED_JSON', `The request body is not valid JSON: ${(error as Error).message}`);
  }
  return { raw, value: scan.suspectText ? checkedText(value) : value, mediaType };
}

/** A failure to read the body as the client gets it; 'aborted': nobody to answer; null: an internal error. */
export function bodyReadError(error: unknown): ApiError | 'aborted' | null {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${(error as { limit: number }).limit} bytes.`);
  if (type === 'request.timeout') return new ApiError('REQUEST_TIMEOUT', (error as Error).message);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new ApiError('UNSUPPORTED_MEDIA_TYPE', (error as Error).message);
  // A body that cannot be decoded (a corrupt gzip or brotli stream, a truncated upload).
  if (type === 'entity.parse.failed' || (error as { status?: number }).status === 400) return new ApiError('MALFORMED_JSON', `The request body could not be read: ${(error as Error).message}`);
  if (type === 'request.aborted') return 'aborted';
  return null;
}
