/**
 * Listening and draining, for live and mock mode alike. Light on purpose (node:http only):
 * the mock imports it at start without pulling in the store, Redis or the member API.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';

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

/** Servers that are draining: their answers say `Connection: close`. */
const draining = new WeakSet<Server>();
/** Answers not yet sent, per server, so that a drain can mark those too. */
const unanswered = new WeakMap<Server, Set<ServerResponse>>();

export function listen(app: (request: IncomingMessage, response: ServerResponse) => void, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app).listen(port, host);
    // First listener: while draining, every answer (in flight or new on a kept-alive socket)
    // tells the client to close, so it opens its next request elsewhere instead of reusing a
    // socket this server is about to close.
    const pending = new Set<ServerResponse>();
    unanswered.set(server, pending);
    server.prependListener('request', (_request, response) => {
      if (draining.has(server)) response.setHeader('Connection', 'close');
      else {
        pending.add(response);
        response.once('close', () => pending.delete(response));
      }
    });
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
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
  for (const response of unanswered.get(server) ?? []) if (!response.headersSent) response.setHeader('Connection', 'close');
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
