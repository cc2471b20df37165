/**
 * Test servers on 127.0.0.1, port 0: the system picks a free port, so parallel runs never
 * collide. close() also ends kept-alive connections, so no test waits on an idle socket.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';

export interface Listening<S extends NetServer = Server> {
  server: S;
  port: number;
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Serves a request handler (an express app too), or listens with a server already made. */
export async function listenOnPort0(handler: RequestListener): Promise<Listening>;
export async function listenOnPort0<S extends NetServer>(server: S): Promise<Listening<S>>;
export async function listenOnPort0(target: RequestListener | NetServer): Promise<Listening<NetServer>> {
  const server = typeof target === 'function' ? createServer(target) : target;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, port, url: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

/**
 * An async handler as a node request listener. Node ignores what a listener returns, so the
 * promise is let go on purpose; a rejection stays unhandled, and mocha reports it.
 */
export function asyncListener(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): RequestListener {
  return (req, res) => void handler(req, res);
}

/** Stops listening and drops open connections; resolves once the server is closed. */
export function closeServer(server: NetServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) (server as Server).closeAllConnections();
  });
}
