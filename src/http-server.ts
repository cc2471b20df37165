/**
 * Listening and draining, and the answers node's HTTP layer gives before any app runs. Light on
 * purpose: the mock imports it without pulling in the store, Redis or the member API.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Logger } from 'pino';
import { compile as compileTrust } from 'proxy-addr';
import { createConnectionGuard, type ConnectionGuard } from './adapters/http/connection-guard.js';
import type { Settings } from './config/settings.js';
import { errorRegistry, type ErrorCode } from './errors.js';
import { closesWithUnreadBody, holdContinue } from './pipeline/body-reader.js';
import { envelopes, errorBody, type Envelope } from './pipeline/envelope.js';
import { traceIdFrom } from './pipeline/trace.js';

/** The URL a server really listens on (port 0 means the OS chose one). */
export function urlOf(server: Server, host: string): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * How long, and how many bytes, a connection closed with the request's body unread goes on
 * reading and dropping it. Closing at once makes the kernel reset the connection, and the reset
 * can reach the client before the answer (a lost 413). nginx's `lingering_close` does the same.
 */
export const LINGER_MS = 1000;
export const LINGER_BYTES = 8 * 1024 * 1024;

/** node's `destroySoon`, lingering (LINGER_MS, LINGER_BYTES) when the answer left a body unread. */
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
/** Each server's open connections, for a drain to mark their answers (per connection: per request costs CPU). */
const connectionsOf = new WeakMap<Server, Set<net.Socket>>();

export interface ListenOptions {
  /** The area's envelope, for the answers node's HTTP layer gives before the app runs. */
  envelope?: Envelope;
  /** The media type of those answers (`application/problem+json` for the mock of any spec). */
  failureContentType?: string;
  /** Where refused malformed requests are logged (at info: a client's mistake). */
  logger?: Pick<Logger, 'info'>;
  server?: ServerOptions;
  /** The process's bounds on connections; none: node's defaults. */
  guard?: ConnectionGuard;
  /** Hold `100 Continue` until the pipeline's body reader wants the body, so a refused request never sends it. */
  holdContinue?: boolean;
}

/**
 * What node's HTTP parser could not accept, as the area's error; any other is MALFORMED_REQUEST (400
 * also for a chunk extension node answers 413: 400 is documented everywhere). docs/product-decisions.md
 * "Paths and requests the specs do not describe".
 */
const PARSER_ERRORS = new Map<string | undefined, ErrorCode>([
  ['HPE_HEADER_OVERFLOW', 'HEADERS_TOO_LARGE'],
  ['ERR_HTTP_REQUEST_TIMEOUT', 'REQUEST_TIMEOUT'],
]);

/** How a server answers before its app: in the area's envelope, as this media type, logged there. */
type Answering = { envelope: Envelope; contentType: string; logger: ListenOptions['logger'] };

/** Malformed requests and an unsupported `Expect`, answered in the area's envelope (node's own have no body). */
function answerBeforeTheApp(server: Server, answering: Answering): void {
  const { envelope, contentType, logger } = answering;
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
    const code = PARSER_ERRORS.get(error.code) ?? 'MALFORMED_REQUEST';
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
    const message = `The expectation ${JSON.stringify(request.headers.expect)} is not supported; only 100-continue is.`;
    refuse(request, response, 'EXPECTATION_FAILED', message, answering, 'unsupported Expect');
  });
}

/** An error answer to a request whose body is not read, so the connection cannot be reused. */
function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  code: ErrorCode,
  message: string,
  { envelope, contentType, logger }: Answering,
  reason: string,
): void {
  const traceId = traceIdFrom(request.headers.traceparent);
  const status = errorRegistry[code].status;
  logger?.info({ traceId, status, code, problem: message }, `request refused: ${reason}`);
  const body = errorBody(envelope, traceId, { code, message }).payload;
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** RFC 3986's `host [ ":" port ]`: an IP literal in brackets, or a name or IPv4 address (percent-encoding allowed), and digits. */
const HOST_VALUE = /^(?:\[[0-9A-Za-z._~!$&'()*+,;=:-]+\]|[0-9A-Za-z._~!$&'()*+,;=%-]*)(?::[0-9]*)?$/;

/**
 * Why the request's `Host` breaks RFC 9112 §3.2 (missing in HTTP/1.1, repeated, not a host and
 * port), or null. node keeps the first Host and drops the rest, so `rawHeaders` are counted.
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
 * What every area server of one process listens with: one connection guard shared by all (the
 * descriptor limit is the process's). docs/reliability.md "Connections".
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

export function listen(app: RequestListener, host: string, port: number, options: ListenOptions = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    const answering = {
      envelope: options.envelope ?? envelopes.plain,
      contentType: options.failureContentType ?? 'application/json; charset=utf-8',
      logger: options.logger,
    };
    // node's Host check answers a bare 400 and lets two Host headers through; this one answers in the envelope.
    const server = createServer({ ...options.server, requireHostHeader: false });
    const checked = (request: IncomingMessage, response: ServerResponse): void => {
      const problem = hostProblem(request);
      if (problem === null) app(request, response);
      else refuse(request, response, 'MALFORMED_REQUEST', problem, answering, 'Host header');
    };
    server.on('request', options.guard ? options.guard.watch(server, checked) : checked);
    if (options.holdContinue) {
      // Without this listener node answers 100 Continue as soon as the headers are in.
      server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
        holdContinue(request);
        server.emit('request', request, response);
      });
    }
    answerBeforeTheApp(server, answering);
    server.listen(port, host);
    // While draining, every answer tells the client to close, so its next request goes elsewhere:
    // new ones here (the first listener), those in flight when the drain began by `drain`.
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
export async function startServer(name: string, ...args: Parameters<typeof listen>) {
  const server = await listen(...args);
  return { name, url: urlOf(server, args[1]), server };
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** Drains every server at once (a start that failed half-way passes 0: nothing to wait for). */
export async function drainAll(servers: readonly RunningServer[], graceMs?: number): Promise<void> {
  await Promise.all(servers.map((entry) => drain(entry.server, graceMs)));
}

/**
 * How long a drain lets idle keep-alive sockets live: a client may be sending its next request on
 * one right now, and closing it would reset that request. Busy clients move away meanwhile.
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
