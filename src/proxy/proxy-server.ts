/**
 * The validating proxy (docs/validating-proxy.md): every request forwarded and its answer passed
 * back, what breaks the spec on either side told in X-Contract-Violations and the log; with
 * `refuseInvalid` a request that breaks its operation is refused in problem+json, as Prism does.
 * A JSON body with a documented schema is read whole up to `maxValidatedBytes`, validated and
 * sent on unchanged; any other body streams through unread.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { drain, startServer } from '../http-server.js';
import { PROBLEM_MEDIA_TYPE, problemDocument } from '../pipeline/envelope.js';
import { bodiless as bodilessStatus } from '../pipeline/http-io.js';
import type { OpenApiDocument } from '../pipeline/spec-model.js';
import { VIOLATIONS_HEADER, violationsHeaderValue, type Violation } from '../pipeline/violations-header.js';
import { createForwarder, endToEndHeaders, type UpstreamResponse } from './forward.js';
import type { PrecompiledSpec } from '../pipeline/precompiled-validators.js';
import { createSpecChecker } from './validate.js';

export interface ProxyConfig {
  document: OpenApiDocument;
  /** For logs and validator ids. */
  specName: string;
  upstream: URL;
  /** `--errors`. */
  refuseInvalid: boolean;
  /** Larger bodies stream through unvalidated. */
  maxValidatedBytes: number;
  /** For the headers, and between body chunks. */
  upstreamTimeoutMs: number;
  logger: Logger;
  /** When the spec is one of ours. */
  precompiled?: PrecompiledSpec;
}

/** The stream's bytes whole when they fit `limit`; past it, a stream of what was read and the rest. */
async function readBounded(stream: Readable, limit: number): Promise<Buffer | Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Left early, the stream is kept for the rest; closed before its end (a client aborting its upload), it rejects.
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size > limit) return Readable.from(rejoined(chunks, stream), { objectMode: false });
  }
  return Buffer.concat(chunks, size);
}

/** The chunks already read, then the rest of the stream. */
async function* rejoined(prefix: Buffer[], rest: Readable): AsyncGenerator<Buffer> {
  yield* prefix;
  yield* rest;
}

/** A neutral RFC 9457 problem: the spec's envelope may be any. */
function sendProblem(
  response: ServerResponse,
  status: number,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(problemDocument(status, title, detail, extra));
  response.writeHead(status, { ...headers, 'content-type': PROBLEM_MEDIA_TYPE, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/** What every log line of an exchange names; `operation` is 'no operation' when none is at this method and path. */
interface ExchangeSubject {
  operation: string;
  method: string;
  path: string;
}

/** A log line per violation, for the operator (the client reads them in VIOLATIONS_HEADER). */
function logViolations(logger: Logger, subject: ExchangeSubject, violations: Violation[], status?: number): void {
  for (const { where, location, schemaPath, message } of violations) {
    logger.warn({ ...subject, ...(status === undefined ? {} : { status }), where, location, schemaPath, problem: message }, 'contract violation');
  }
}

/** 422 for a body that breaks its schema, 401 for a missing credential, else 400 (Prism's choice). */
function refusalStatus(violations: Violation[]): { status: number; title: string } {
  if (violations.some((v) => v.location === 'body' || v.location.startsWith('body.') || v.location.startsWith('body['))) return { status: 422, title: 'Unprocessable Content' };
  if (violations.every((v) => v.message.startsWith('no credential'))) return { status: 401, title: 'Unauthorized' };
  return { status: 400, title: 'Bad Request' };
}

export function createValidatingProxy(config: ProxyConfig) {
  const checker = createSpecChecker(config.document, config.specName, {
    maxDecodedBytes: config.maxValidatedBytes * 8,
    precompiled: config.precompiled,
  });
  const forwarder = createForwarder(config.upstream, { timeoutMs: config.upstreamTimeoutMs });
  const stats = { exchanges: 0, requestViolations: 0, responseViolations: 0, refused: 0, upstreamFailures: 0 };
  const { logger } = config;

  /** A body whole when it is within the validation bound; past it, a stream of it all (logged: it goes unvalidated). */
  async function readToValidate(body: Readable, declared: unknown, subject: ExchangeSubject, past: string): Promise<Buffer | Readable> {
    if (Number(declared) > config.maxValidatedBytes) return body;
    const read = await readBounded(body, config.maxValidatedBytes);
    if (!Buffer.isBuffer(read)) logger.info({ ...subject, limit: config.maxValidatedBytes }, past);
    return read;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    stats.exchanges++;
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    // Routed before the body is read: only a body the operation documents with a schema is read.
    const verdict = checker.checkRequest({ method, url, headers: request.headers });
    const hasBody = request.headers['content-length'] !== undefined ? request.headers['content-length'] !== '0' : request.headers['transfer-encoding'] !== undefined;
    const subject: ExchangeSubject = { operation: verdict.operation?.operationId ?? 'no operation', method, path: verdict.path };

    let forwardBody: Buffer | Readable | undefined = hasBody ? request : undefined;
    if (hasBody && checker.wantsRequestBody(verdict.operation)) {
      forwardBody = await readToValidate(request, request.headers['content-length'], subject, 'request body larger than the validation bound: forwarded unvalidated');
    }
    const bodyViolations = verdict.operation && !(forwardBody instanceof Readable)
      ? await checker.checkRequestBody(verdict.operation, request.headers, forwardBody)
      : [];
    const requestViolations = [...verdict.violations, ...bodyViolations];
    stats.requestViolations += requestViolations.length;
    logViolations(logger, subject, requestViolations);

    if (config.refuseInvalid && verdict.operation && requestViolations.length > 0) {
      stats.refused++;
      if (forwardBody instanceof Readable) forwardBody.resume();
      const { status, title } = refusalStatus(requestViolations);
      const { operationId } = verdict.operation;
      const violations = requestViolations.map(({ where, location, message, schemaPath }) => ({ where, location, message, schemaPath }));
      const detail = `The request breaks the contract of ${operationId}; it was not forwarded.`;
      const reported = { [VIOLATIONS_HEADER]: violationsHeaderValue(requestViolations) };
      sendProblem(response, status, title, detail, { operation: operationId, violations }, reported);
      return;
    }

    // A client that goes away stops the upstream exchange too.
    const abort = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) abort.abort();
    });

    let upstream: UpstreamResponse;
    try {
      upstream = await forwarder.send({
        method,
        url,
        headers: request.headers,
        body: forwardBody,
        client: { address: request.socket.remoteAddress ?? '', host: request.headers.host, protocol: (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http' },
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      stats.upstreamFailures++;
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      logger.error({ ...subject, upstream: config.upstream.origin, reason }, 'upstream failed');
      const headers: Record<string, string> = requestViolations.length > 0 ? { [VIOLATIONS_HEADER]: violationsHeaderValue(requestViolations) } : {};
      sendProblem(response, 502, 'Bad Gateway', `The upstream ${config.upstream.origin} did not answer: ${reason}.`, {}, headers);
      return;
    }

    const headers = endToEndHeaders(upstream.headers);
    // The header reports what this proxy found: an upstream's own (a mock of ours) would arrive beside it as a second value.
    delete headers[VIOLATIONS_HEADER.toLowerCase()];
    const contentType = upstream.headers['content-type'] as string | undefined;
    const bodiless = method === 'HEAD' || bodilessStatus(upstream.status);
    let body: Buffer | Readable = upstream.body;
    let responseViolations: Violation[] = [];

    if (verdict.operation) {
      if (!bodiless && checker.wantsResponseBody(verdict.operation, upstream.status, contentType)) {
        body = await readToValidate(upstream.body, upstream.headers['content-length'], subject, 'response body larger than the validation bound: passed on unvalidated');
      }
      const read = Buffer.isBuffer(body) ? body : undefined;
      responseViolations = checker.checkResponse(verdict.operation, { status: upstream.status, headers: upstream.headers, body: read, bodiless });
      stats.responseViolations += responseViolations.length;
      logViolations(logger, subject, responseViolations, upstream.status);
    }

    const violations = [...requestViolations, ...responseViolations];
    if (violations.length > 0) {
      headers[VIOLATIONS_HEADER] = violationsHeaderValue(violations);
      // An upstream that speaks CORS: let browser code read the report too.
      if (headers['access-control-allow-origin'] !== undefined) {
        const exposed = headers['access-control-expose-headers'];
        headers['access-control-expose-headers'] = exposed ? `${String(exposed)}, ${VIOLATIONS_HEADER}` : VIOLATIONS_HEADER;
      }
    }
    response.writeHead(upstream.status, headers);
    if (Buffer.isBuffer(body)) {
      response.end(body);
      return;
    }
    body.on('error', (error) => {
      logger.warn({ ...subject, reason: (error as Error).message }, 'upstream body failed mid-way');
      response.destroy(error);
    });
    body.pipe(response);
  }

  return {
    stats,
    listener: (request: IncomingMessage, response: ServerResponse): void => {
      handle(request, response).catch((error: unknown) => {
        if (request.destroyed && !request.complete) {
          // The client went away mid-request: nobody to answer, nothing the upstream broke.
          logger.debug({ method: request.method, url: request.url }, 'client went away');
          response.destroy();
          return;
        }
        logger.error({ err: error, method: request.method, url: request.url }, 'proxy failure');
        if (!response.headersSent) sendProblem(response, 502, 'Bad Gateway', 'The proxy could not complete the exchange.');
        else response.destroy();
      });
    },
    close: () => forwarder.close(),
  };
}

export type RunningProxy = Awaited<ReturnType<typeof startValidatingProxy>>;

export async function startValidatingProxy(config: ProxyConfig & { host: string; port: number }) {
  const proxy = createValidatingProxy(config);
  const { url, server } = await startServer('proxy', proxy.listener, config.host, config.port);
  return {
    url,
    server,
    proxy,
    async stop(graceMs?: number): Promise<void> {
      await drain(server, graceMs);
      await proxy.close();
    },
  };
}
