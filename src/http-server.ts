/**
 * Listening and draining, for live and mock mode alike, and the answers node's HTTP layer
 * gives before any app runs. Light on purpose (node:http and the dependency-free error
 * registry, envelopes and trace ids): the mock imports it at start without pulling in the
 * store, Redis or the member API.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Logger } from 'pino';
import { compile as compileTrust } from 'proxy-addr';
import { createConnectionGuard, type ConnectionGuard } from './adapters/http/connection-guard.js';
import type { Settings } from './config/settings.js';
import { errorRegistry, type ErrorCode } from './errors.js';
import { closesWithUnreadBody, holdContinue } from './pipeline/body-reader.js';
import { envelopes, errorBody, type Envelope } from './pipeline/envelope.js';
import { traceIdFrom } from './pipeline/trace.js';

export interface RunningServer {
  name: string;
  url: string;
  server: Server;
}

/** The URL a server really listens on (port 0 means the OS chose one). */
export function urlOf(server: Server, host: string): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * How long, and how many bytes, a connection closed after an answer that left the request's
 * body unread goes on reading (and dropping) what the client still sends. Closing at once with
 * the client's bytes unread makes the kernel reset the connection, and a reset can reach the
 * client before it has read the answer (a 413 is lost that way to most large uploads); a
 * client that reads while it sends has the answer well within this. nginx's `lingering_close`
 * (`lingering_time` 30 s, `lingering_timeout` 5 s) does the same, longer.
 */
export const LINGER_MS = 1000;
export const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * node's `destroySoon` (called when an answer said `Connection: close`), with a linger when
 * that answer left a body unread: the FIN goes out after the answer, the rest of the body is
 * read and dropped by node's parser (no one reads the request), and the socket is destroyed
 * once the client closes its side, or LINGER_MS or LINGER_BYTES have passed.
 */
function lingeringDestroySoon(this: net.Socket): void {
  if (!closesWithUnreadBody(this)) {
    net.Socket.prototype.destroySoon.call(this);
    return;
  }
  if (this.writable) this.end();
  const readBefore = this.bytesRead;
  const check = setInterval(() => {
    if (this.bytesRead - readBefore > LINGER_BYTES) this.destroy();
  }, 100);
  const deadline = setTimeout(() => this.destroy(), LINGER_MS);
  this.once('end', () => this.destroy());
  this.once('close', () => {
    clearInterval(check);
    clearTimeout(deadline);
  });
}

/** Servers that are draining: their answers say `Connection: close`. */
const draining = new WeakSet<Server>();
/**
 * The open connections of each server, so that a drain can mark the answer each is writing.
 * Kept per connection, not per answer: a listener and a set entry per request were about 2%
 * of a list request's CPU, and a kept-alive connection carries thousands of requests.
 */
const connectionsOf = new WeakMap<Server, Set<net.Socket>>();

export interface ListenOptions {
  /** The area's envelope, for the answers node's HTTP layer gives before the app runs. */
  envelope?: Envelope;
  /** The media type of those answers: the envelope's JSON, or `application/problem+json` (the mock of any spec). */
  failureContentType?: string;
  /** Where refused malformed requests are logged (at info: a client's mistake, not ours). */
  logger?: Pick<Logger, 'info'>;
  /** node's server options (timeouts: `serverTimeouts` of the settings); tests shorten them. */
  server?: ServerOptions;
  /** The process's bounds on connections (src/adapters/http/connection-guard.ts); none: node's defaults. */
  guard?: ConnectionGuard;
  /**
   * Hold `Expect: 100-continue` until the app reads the body (src/pipeline/body-reader.ts), so a
   * request refused before (unauthenticated, too large by its Content-Length) never sends it.
   * Only for apps whose bodies that reader reads: the pipeline's.
   */
  holdContinue?: boolean;
}

/**
 * What node's HTTP parser could not accept, as the area's error: a request line or headers
 * over node's limit (16 KiB, `--max-http-header-size`) is 431, a request that never finished
 * arriving is 408, anything else malformed 400 (also a chunk extension over node's limit,
 * which node answers 413: 400 is documented for every operation, 413 only where a body is).
 * docs/product-decisions.md "Paths and requests the specs do not describe".
 */
function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'HEADERS_TOO_LARGE';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'REQUEST_TIMEOUT';
    default:
      return 'MALFORMED_REQUEST';
  }
}

/**
 * Node's HTTP layer answers some requests before any app sees them: malformed requests
 * (`clientError`) and an `Expect` other than `100-continue` (`checkExpectation`). Node's own
 * answers have no body; these give the area's envelope with a documented code and a traceId.
 */
function answerBeforeTheApp(server: Server, envelope: Envelope, contentType: string, logger: ListenOptions['logger']): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: net.Socket) => {
    // A reset or a socket already gone has no one to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // An answer already under way (a body that broke after the app began answering) is cut.
    const inProgress = (socket as net.Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (inProgress?.headersSent) {
      socket.destroy();
      return;
    }
    const code = clientErrorCode(error);
    const status = errorRegistry[code].status;
    const traceId = traceIdFrom(undefined);
    logger?.info({ traceId, status, code, parserError: error.code }, 'request refused by the HTTP parser');
    const body = errorBody(envelope, traceId, { code }).payload;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Date: ${new Date().toUTCString()}\r\n` +
        `Content-Type: ${contentType}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        // The parser cannot find the next request on this connection.
        'Connection: close\r\n\r\n' +
        body,
    );
    socket.destroySoon();
  });
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const traceId = traceIdFrom(request.headers.traceparent);
    const body = errorBody(envelope, traceId, { code: 'EXPECTATION_FAILED', message: `The expectation ${JSON.stringify(request.headers.expect)} is not supported; only 100-continue is.` }).payload;
    logger?.info({ traceId, status: 417, code: 'EXPECTATION_FAILED' }, 'request refused: unsupported Expect');
    response.writeHead(417, {
      'Content-Type': contentType,
      'Content-Length': Buffer.byteLength(body),
      // The request's body may follow; it is not read, so the connection cannot be reused.
      Connection: 'close',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

/** RFC 3986's `host [ ":" port ]`: an IP literal in brackets, or a name or IPv4 address (percent-encoding allowed), and digits. */
const HOST_VALUE = /^(?:\[[0-9A-Za-z._~!$&'()*+,;=:-]+\]|[0-9A-Za-z._~!$&'()*+,;=%-]*)(?::[0-9]*)?$/;

/**
 * Why the request's `Host` breaks RFC 9112 section 3.2, or null: an HTTP/1.1 request must
 * carry one (empty when its target has no authority), no request may carry two, and its value
 * must be a host and port. node joins nothing here (it keeps the first Host and drops the
 * rest), so the field lines are counted in `rawHeaders`.
 */
export function hostProblem(request: Pick<IncomingMessage, 'rawHeaders' | 'httpVersionMajor' | 'httpVersionMinor'>): string | null {
  const raw = request.rawHeaders;
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue;
    if (value !== undefined) return 'The request has more than one Host header.';
    value = raw[i + 1];
  }
  if (value === undefined) return request.httpVersionMajor > 1 || (request.httpVersionMajor === 1 && request.httpVersionMinor >= 1) ? 'An HTTP/1.1 request needs a Host header.' : null;
  return HOST_VALUE.test(value) ? null : 'The Host header is not a host and port.';
}

/**
 * The app behind the Host check. node's own check (`requireHostHeader`) answers a bare 400
 * without a body and lets two Host headers through; this one answers both, and a Host that
 * is not a host, in the area's envelope.
 */
function withHostCheck(app: (request: IncomingMessage, response: ServerResponse) => void, envelope: Envelope, contentType: string, logger: ListenOptions['logger']) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const problem = hostProblem(request);
    if (problem === null) {
      app(request, response);
      return;
    }
    const traceId = traceIdFrom(request.headers.traceparent);
    logger?.info({ traceId, status: 400, code: 'MALFORMED_REQUEST', problem }, 'request refused: Host header');
    const body = errorBody(envelope, traceId, { code: 'MALFORMED_REQUEST', message: problem }).payload;
    response.writeHead(400, {
      'Content-Type': contentType,
      'Content-Length': Buffer.byteLength(body),
      // A body may follow that is not read, so the connection cannot be reused.
      Connection: 'close',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * What every area server of one process listens with: node's timeouts from the settings, one
 * connection guard shared by all (the descriptor limit is the process's), and `100 Continue`
 * held until a body is wanted. docs/reliability.md "Connections".
 */
export function areaListenOptions(settings: Pick<Settings, 'connections' | 'trustedProxies'>): Required<Pick<ListenOptions, 'server' | 'guard' | 'holdContinue'>> {
  const { connections } = settings;
  const trusted = settings.trustedProxies.length > 0 ? compileTrust(settings.trustedProxies) : null;
  return {
    server: {
      keepAliveTimeout: connections.keepAliveTimeoutMs,
      headersTimeout: connections.headersTimeoutMs,
      requestTimeout: connections.requestTimeoutMs,
      // node checks the two timeouts above every 30 s by default: one could run 30 s late.
      connectionsCheckingInterval: Math.min(1000, connections.headersTimeoutMs),
    },
    guard: createConnectionGuard({
      maxConnections: connections.max,
      maxPerAddress: connections.perAddress,
      sendTimeoutMs: connections.sendTimeoutMs,
      pipelineDepth: connections.pipelineDepth,
      exempt: trusted ? (address) => trusted(address, 0) : undefined,
    }),
    holdContinue: true,
  };
}

export function listen(
  app: (request: IncomingMessage, response: ServerResponse) => void,
  host: string,
  port: number,
  options: ListenOptions = {},
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const envelope = options.envelope ?? envelopes.plain;
    const contentType = options.failureContentType ?? 'application/json; charset=utf-8';
    // node's Host check answers without a body; withHostCheck answers in the envelope.
    const server = createServer({ ...options.server, requireHostHeader: false });
    const checked = withHostCheck(app, envelope, contentType, options.logger);
    server.on('request', options.guard ? options.guard.watch(server, checked) : checked);
    if (options.holdContinue) {
      // Without this listener node answers 100 Continue as soon as the headers are in.
      server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
        holdContinue(request);
        server.emit('request', request, response);
      });
    }
    answerBeforeTheApp(server, envelope, contentType, options.logger);
    server.listen(port, host);
    // While draining, every answer (in flight or new on a kept-alive socket) tells the client to
    // close, so it opens its next request elsewhere instead of reusing a socket this server is
    // about to close: new ones here (the first listener), those in flight when the drain began
    // by `drain`.
    const connections = new Set<net.Socket>();
    connectionsOf.set(server, connections);
    server.on('connection', (socket: net.Socket) => {
      socket.destroySoon = lingeringDestroySoon;
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    server.prependListener('request', (_request, response) => {
      if (draining.has(server)) response.setHeader('Connection', 'close');
    });
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** listen, then name the server by the URL it really got: what every start in src/ wants. */
export async function startServer(
  name: string,
  app: (request: IncomingMessage, response: ServerResponse) => void,
  host: string,
  port: number,
  options: ListenOptions = {},
): Promise<RunningServer> {
  const server = await listen(app, host, port, options);
  return { name, url: urlOf(server, host), server };
}

/** Drains every server at once (a start that failed half-way passes 0: nothing to wait for). */
export async function drainAll(servers: readonly RunningServer[], graceMs?: number): Promise<void> {
  await Promise.all(servers.map((entry) => drain(entry.server, graceMs)));
}

/**
 * How long a drain lets idle keep-alive sockets live before closing them. A client that got a
 * keep-alive answer just before the drain may be sending its next request on that socket right
 * now; closing it at once would reset that request. Within this notice every answer says
 * `Connection: close`, so busy clients move away on their own and only truly idle sockets remain.
 */
export const DRAIN_NOTICE_MS = 250;

/**
 * Stops accepting, lets in-flight requests finish (up to the grace period), answers with
 * `Connection: close`, and closes keep-alive sockets once they are idle after the notice.
 */
export function drain(server: Server, graceMs = 10_000): Promise<void> {
  draining.add(server);
  for (const socket of connectionsOf.get(server) ?? []) {
    // The answer a connection is writing (node's own field; the parser error handler above reads it too).
    const inFlight = (socket as net.Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (inFlight && !inFlight.headersSent) inFlight.setHeader('Connection', 'close');
  }
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const notice = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 50);
    }, Math.min(DRAIN_NOTICE_MS, graceMs));
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    // net.Server's close stops accepting and waits for the open sockets; http.Server's own
    // close would also close every idle keep-alive socket at once, without the notice.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(notice);
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    if (graceMs === 0) server.closeAllConnections();
  });
}
