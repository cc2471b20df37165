/**
 * Reading a request's bytes, bounded by a declared Content-Length (before `100 Continue`), by the
 * bytes as they arrive, and by a deadline. Not body-parser: it reads a refused body to its end
 * before reporting, so a client declaring 10^15 bytes was never answered. A refusal here is
 * answered at once with `Connection: close`. Failures carry body-parser's `type` names.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** Connections whose last answer left a request body unread: closed with a linger (src/http-server.ts). */
const unreadBodies = new WeakSet<object>();

/** Whether the connection's answer left a body unread (see `bodyLeftUnread`); asked once, when node closes it. */
export function closesWithUnreadBody(socket: object): boolean {
  return unreadBodies.delete(socket);
}

/** Requests whose `Expect: 100-continue` is not yet answered (src/http-server.ts's `checkContinue`). */
const awaitingContinue = new WeakSet<IncomingMessage>();

/** Holds back `100 Continue` until the body is wanted, so a request refused before never sends it. */
export function holdContinue(request: IncomingMessage): void {
  awaitingContinue.add(request);
}

/** A failure of the read, with body-parser's `type` names (see `bodyReadError`). */
export class BodyReadFailure extends Error {
  constructor(readonly type: 'entity.too.large' | 'encoding.unsupported' | 'entity.parse.failed' | 'request.aborted' | 'request.timeout', message: string, readonly limit?: number) {
    super(message);
    this.name = 'BodyReadFailure';
  }
}

/** Whether a request carries a body by its headers (RFC 9112 section 6.3; type-is's rule). */
export function declaresBody(request: IncomingMessage): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || !isNaN(headers['content-length'] as unknown as number);
}

/** Whether the answer must close the connection: a declared body not all received (node would read the rest). */
export function bodyLeftUnread(request: IncomingMessage): boolean {
  if (request.complete) return false;
  const { headers } = request;
  const unread = headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
  if (unread) unreadBodies.add(request.socket);
  return unread;
}

/** The content codings a body may arrive in: as a stream (requests) and whole (the proxy's answers). */
export const CONTENT_CODINGS = new Map([
  ['gzip', { stream: () => zlib.createGunzip(), whole: zlib.gunzipSync }],
  ['x-gzip', { stream: () => zlib.createGunzip(), whole: zlib.gunzipSync }],
  ['deflate', { stream: () => zlib.createInflate(), whole: zlib.inflateSync }],
  ['br', { stream: () => zlib.createBrotliDecompress(), whole: zlib.brotliDecompressSync }],
]);

export interface BodyLimits {
  /** Most bytes of a body, after decompression. */
  limitBytes: number;
  /** The whole body must arrive within this many milliseconds of the read's start. */
  timeoutMs: number;
}

/** The request's body, whole; undefined at once when it declares none; rejects with a BodyReadFailure. */
export function readBodyBytes(request: IncomingMessage, response: ServerResponse, limits: BodyLimits): Promise<Buffer> | undefined {
  if (!declaresBody(request)) return undefined;
  const { limitBytes } = limits;
  const tooLarge = () => new BodyReadFailure('entity.too.large', 'request entity too large', limitBytes);
  const declared = Number(request.headers['content-length']);
  // Refused on the declaration alone: nothing read, no 100 Continue.
  if (declared > limitBytes) return Promise.reject(tooLarge());
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = encoding === 'identity' ? null : CONTENT_CODINGS.get(encoding)?.stream();
  if (decoder === undefined) return Promise.reject(new BodyReadFailure('encoding.unsupported', `unsupported content encoding "${encoding}"`));
  if (awaitingContinue.delete(request)) response.writeContinue();

  return new Promise<Buffer>((resolve, reject) => {
    const source: Readable = decoder ?? request;
    const chunks: Buffer[] = [];
    let received = 0;
    let sent = 0;
    let settled = false;
    const finish = (failure: BodyReadFailure | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      source.off('data', onData);
      source.off('end', onEnd);
      request.off('close', onClose);
      if (decoder) {
        request.off('data', onSent);
        request.unpipe(decoder);
        decoder.destroy();
      }
      if (failure) {
        // node's parser drops what still comes; the answer closes the connection after a bounded linger.
        request.resume();
        chunks.length = 0;
        reject(failure);
      } else {
        resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    // The compressed bytes count too: a client cannot stream more than the limit of them either.
    const onSent = (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > limitBytes) finish(tooLarge());
    };
    // 'close' before the request was whole: the client went away mid-body (a decoder may still be flushing a whole one).
    const onClose = () => {
      if (!request.complete) finish(new BodyReadFailure('request.aborted', 'request aborted'));
    };
    const deadline = setTimeout(() => finish(new BodyReadFailure('request.timeout', `The request body did not arrive within ${limits.timeoutMs} ms.`)), limits.timeoutMs);
    source.on('data', onData);
    source.once('end', onEnd);
    request.once('close', onClose);
    if (decoder) {
      request.on('data', onSent);
      decoder.once('error', (error) => finish(new BodyReadFailure('entity.parse.failed', error.message)));
      request.pipe(decoder);
    }
  });
}
