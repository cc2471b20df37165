/**
 * Bounds on the connections of one process, shared by all its servers (the descriptor limit is
 * the process's). docs/reliability.md "Connections" has the figures and why.
 * - Past a cap, the idle connection asked least recently is closed to make room, as nginx
 *   reclaims its longest-idle keep-alive connections (node's `maxConnections` refuses the new
 *   one, so idle sockets could lock out every client).
 * - A reader that takes nothing for `sendTimeoutMs` is dropped (nginx's `send_timeout`).
 * - Pipelined requests run one at a time per socket (node runs them all at once).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type net from 'node:net';

export interface ConnectionLimits {
  /** Open connections of the process, every server together. */
  maxConnections: number;
  /** Open connections from one client address (the socket's peer). */
  maxPerAddress: number;
  /** A client that takes no byte of an answer for this long is dropped. */
  sendTimeoutMs: number;
  /** Requests one socket may have waiting behind the one in progress before it is not read. */
  pipelineDepth: number;
  /** Peers the per-address cap does not apply to (TRUSTED_PROXIES: a load balancer is one address for many clients). */
  exempt?: (address: string) => boolean;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** node's own fields: the answer a socket is writing, and the bytes it handed to libuv and libuv has not sent yet. */
type HttpSocket = net.Socket & {
  _httpMessage?: ServerResponse | null;
  /** node's own flag for a socket it stopped reading because answers wait; it pauses the parser too and keeps a body read from resuming the socket. */
  _paused?: boolean;
  parser?: { resume(): void } | null;
};

interface Tracked {
  address: string;
  /** Pipelined requests waiting for the one ahead; null: none. */
  waiting: Array<[IncomingMessage, ServerResponse]> | null;
  pausedByUs: boolean;
  /** Bytes of answers whose write had completed at the last sweep that saw progress, and when. */
  completed: number;
  progressAt: number;
}

/** How often sockets are checked for a stalled reader. */
const SWEEP_MS = 1000;

export function createConnectionGuard(limits: ConnectionLimits) {
  // Least recently asked first (a Map keeps insertion order; a request moves its socket last).
  const sockets = new Map<HttpSocket, Tracked>();
  const perAddress = new Map<string, number>();
  const busy = (socket: HttpSocket, tracked: Tracked) => Boolean(socket._httpMessage) || tracked.waiting !== null;

  /** Closes the oldest idle connection (of `address`, if given); false when every one is busy. */
  function closeIdle(address?: string): boolean {
    for (const [socket, tracked] of sockets) {
      if (address !== undefined && tracked.address !== address) continue;
      if (busy(socket, tracked)) continue;
      socket.destroy();
      forget(socket);
      return true;
    }
    return false;
  }

  function forget(socket: HttpSocket): void {
    const tracked = sockets.get(socket);
    if (!tracked) return;
    sockets.delete(socket);
    const count = (perAddress.get(tracked.address) ?? 1) - 1;
    if (count <= 0) perAddress.delete(tracked.address);
    else perAddress.set(tracked.address, count);
  }

  function admit(socket: HttpSocket): void {
    const address = socket.remoteAddress ?? '';
    const limited = !limits.exempt?.(address);
    if (limited && (perAddress.get(address) ?? 0) >= limits.maxPerAddress && !closeIdle(address)) {
      socket.destroy();
      return;
    }
    if (sockets.size >= limits.maxConnections && !closeIdle()) {
      socket.destroy();
      return;
    }
    sockets.set(socket, { address, waiting: null, pausedByUs: false, completed: 0, progressAt: Date.now() });
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => forget(socket));
  }

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, tracked] of sockets) {
      if (socket.writableLength === 0) {
        tracked.progressAt = now;
        continue;
      }
      // Progress is a write completed: node sees no finer (libuv's queue size is not updated part-way).
      const completed = socket.bytesWritten - socket.writableLength;
      if (completed !== tracked.completed) {
        tracked.completed = completed;
        tracked.progressAt = now;
      } else if (now - tracked.progressAt >= limits.sendTimeoutMs) {
        // A reset, not a close, which would leave the unsent answers trickling to the reader.
        socket.resetAndDestroy();
      }
    }
  }, SWEEP_MS);
  sweep.unref();

  /** Runs the next waiting request of a socket once the answer ahead is written and drained. */
  function next(socket: HttpSocket, app: Listener): void {
    const tracked = sockets.get(socket);
    const waiting = tracked?.waiting;
    if (!tracked || !waiting) return;
    if (socket.destroyed) {
      tracked.waiting = null;
      return;
    }
    // The reader has not taken the last answer yet: wait for it (or for the send timeout).
    if (socket.writableNeedDrain) {
      socket.once('drain', () => next(socket, app));
      return;
    }
    const [request, response] = waiting.shift()!;
    if (waiting.length === 0) tracked.waiting = null;
    else afterAnswer(socket, response, app);
    if (tracked.pausedByUs && waiting.length <= limits.pipelineDepth >> 1) {
      tracked.pausedByUs = false;
      // What node's `socketOnDrain` does to read again.
      if (socket._paused) {
        socket._paused = false;
        socket.parser?.resume();
        socket.resume();
      }
    }
    app(request, response);
  }

  function afterAnswer(socket: HttpSocket, response: ServerResponse, app: Listener): void {
    let called = false;
    const go = () => {
      if (called) return;
      called = true;
      // A turn of the event loop between one socket's requests: other sockets' I/O runs between them.
      setImmediate(() => next(socket, app));
    };
    response.once('finish', go);
    response.once('close', go);
  }

  return {
    limits,
    /** Applies the bounds to a server's connections, and returns its request listener, run in turn per socket. */
    watch(server: Server, app: Listener): Listener {
      server.on('connection', admit);
      return (request, response) => {
        const socket = request.socket as HttpSocket;
        const tracked = sockets.get(socket);
        if (tracked) {
          sockets.delete(socket);
          sockets.set(socket, tracked);
        }
        const ahead = socket._httpMessage;
        // Not pipelined (the common case): nothing waits and this is the answer node writes now.
        if (!tracked || (tracked.waiting === null && (ahead === response || !ahead))) {
          app(request, response);
          return;
        }
        if (tracked.waiting === null) {
          tracked.waiting = [];
          afterAnswer(socket, ahead!, app);
        }
        tracked.waiting.push([request, response]);
        if (tracked.waiting.length > limits.pipelineDepth && !socket._paused) {
          tracked.pausedByUs = true;
          // As node stops reading a socket whose answers back up (_http_server.js), so node's own resumes respect it.
          socket._paused = true;
          socket.pause();
        }
      };
    },
    /** Open connections now (for tests and the log). */
    open: (): number => sockets.size,
    /** Stops the sweep (the process is stopping). */
    close: (): void => clearInterval(sweep),
  };
}

export type ConnectionGuard = ReturnType<typeof createConnectionGuard>;
