/**
 * A TCP proxy the tests control, put between the server and PostgreSQL or Redis: it passes
 * bytes through, resets every open connection (RST, as a dropped network path does), stalls
 * (accepts and forwards nothing, as a hung peer does), refuses new connections, and restores.
 */
import net from 'node:net';
import { listenOnPort0 } from './listen.js';

export interface TcpProxy {
  port: number;
  /** Connections opened through the proxy so far (refused ones not counted). */
  readonly opened: number;
  /** Chunks the clients wrote toward the dependency so far, stalled ones included (commands sent). */
  readonly chunksFromClients: number;
  /** Sends RST on every open connection, both sides; new connections still pass. */
  reset(): void;
  /** Keeps connections open but forwards nothing, in either direction, new ones included. */
  stall(): void;
  /** Refuses new connections with RST. */
  refuse(): void;
  /** Passes again; connections that were stalled are reset, since their streams lost bytes. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: 'pass' | 'stall' | 'refuse' = 'pass';
  let opened = 0;
  let chunksFromClients = 0;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; lostBytes: boolean }>();
  const server = net.createServer((client) => {
    if (mode === 'refuse') return client.resetAndDestroy();
    opened++;
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream, lostBytes: false };
    pairs.add(pair);
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (mode === 'stall') pair.lostBytes = true;
      else if (!to.destroyed) to.write(chunk);
    };
    client.on('data', () => chunksFromClients++);
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  const { port } = await listenOnPort0(server);
  const resetAll = (which: (pair: { lostBytes: boolean }) => boolean) => {
    for (const pair of [...pairs]) {
      if (!which(pair)) continue;
      pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.upstream.resetAndDestroy();
    }
  };
  return {
    port,
    get opened() {
      return opened;
    },
    get chunksFromClients() {
      return chunksFromClients;
    },
    reset: () => resetAll(() => true),
    stall: () => {
      mode = 'stall';
    },
    refuse: () => {
      mode = 'refuse';
    },
    restore: () => {
      mode = 'pass';
      resetAll((pair) => pair.lostBytes);
    },
    close: () => new Promise((resolve) => {
      resetAll(() => true);
      server.close(() => resolve());
    }),
  };
}
