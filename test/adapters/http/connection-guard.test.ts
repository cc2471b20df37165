/**
 * The process's bounds on connections (src/adapters/http/connection-guard.ts), on a real
 * listener with small limits: idle connections past a cap are closed oldest first so new
 * clients are served, a busy server refuses past its cap, a reader that stops reading is
 * dropped, and pipelined requests run one at a time with a bounded backlog.
 */
import { expect } from 'chai';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { createConnectionGuard, type ConnectionGuard, type ConnectionLimits } from '../../../src/adapters/http/connection-guard.js';
import { drain, listen } from '../../../src/http-server.js';

type App = (request: IncomingMessage, response: ServerResponse) => void;

const LIMITS: ConnectionLimits = { maxConnections: 1000, maxPerAddress: 1000, sendTimeoutMs: 30_000, pipelineDepth: 16 };

/** Resolves once `condition` holds, checking every 10 ms; rejects after `timeoutMs` (a bound that proves "not hung"). */
async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

describe('connection guard: caps, idle first, slow readers, pipelining', function () {
  this.timeout(30_000);
  let server: Server;
  let guard: ConnectionGuard;
  let port: number;
  const clients: net.Socket[] = [];

  async function serve(app: App, limits: Partial<ConnectionLimits>): Promise<void> {
    guard = createConnectionGuard({ ...LIMITS, ...limits });
    server = await listen(app, '127.0.0.1', 0, { guard });
    port = (server.address() as net.AddressInfo).port;
  }
  afterEach(async () => {
    for (const socket of clients.splice(0)) socket.destroy();
    guard?.close();
    if (server) await drain(server, 0);
  });

  const health: App = (_request, response) => response.end('ok');

  it('with more idle connections than the process cap, closes the oldest idle ones and answers new requests', async () => {
    await serve(health, { maxConnections: 20 });
    const closed = new Set<net.Socket>();
    for (let i = 0; i < 40; i++) {
      const socket = await connect(port);
      socket.on('close', () => closed.add(socket));
      socket.on('error', () => undefined);
      clients.push(socket);
    }
    const answer = await fetch(`http://127.0.0.1:${port}/health`);
    expect(answer.status).to.equal(200);
    expect(await answer.text()).to.equal('ok');
    expect(guard.open()).to.be.at.most(20);
    // Oldest first: the first connections opened are the ones closed.
    await until(() => closed.has(clients[0]) && closed.has(clients[19]), 'the oldest idle connections to close');
    expect(closed.has(clients[39]), 'the newest idle connection').to.equal(false);
  });

  it('past the cap, keeps the connection of a client that keeps asking on it: the longest-idle ones close first', async () => {
    await serve(health, { maxConnections: 20 });
    const client = await connect(port);
    clients.push(client);
    let clientClosed = false;
    client.on('close', () => (clientClosed = true));
    let received = '';
    client.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ask = async () => {
      const before = received.split('HTTP/1.1 200').length;
      client.write('GET /health HTTP/1.1\r\nHost: test\r\n\r\n');
      await until(() => received.split('HTTP/1.1 200').length > before, 'an answer on the kept-alive connection');
    };
    await ask();
    // 19 silent connections opened after the client's, then the client asks again: its
    // connection is the oldest opened but the most recently used.
    for (let i = 0; i < 19; i++) {
      const socket = await connect(port);
      socket.on('error', () => undefined);
      clients.push(socket);
    }
    await ask();
    for (let i = 0; i < 10; i++) {
      const socket = await connect(port);
      socket.on('error', () => undefined);
      clients.push(socket);
    }
    await until(() => guard.open() <= 20 && clients.slice(1, 11).every((socket) => socket.destroyed || socket.readableEnded), 'the ten longest-idle to close');
    await ask();
    expect(clientClosed, 'the client asking on its connection keeps it').to.equal(false);
  });

  it('caps connections per client address the same way', async () => {
    await serve(health, { maxPerAddress: 10 });
    for (let i = 0; i < 30; i++) {
      const socket = await connect(port);
      socket.on('error', () => undefined);
      clients.push(socket);
    }
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).to.equal(200);
    expect(guard.open()).to.be.at.most(10);
  });

  it('exempts trusted proxies from the per-address cap', async () => {
    await serve(health, { maxPerAddress: 5, exempt: (address) => address === '127.0.0.1' || address === '::ffff:127.0.0.1' });
    for (let i = 0; i < 15; i++) clients.push(await connect(port));
    await until(() => guard.open() === 15, 'all 15 connections to be open');
  });

  it('refuses a new connection past the cap only when every open one is busy', async () => {
    const held: ServerResponse[] = [];
    await serve((_request, response) => void held.push(response), { maxConnections: 3 });
    const pending = [0, 1, 2].map(() => fetch(`http://127.0.0.1:${port}/slow`, { headers: { connection: 'close' } }));
    await until(() => held.length === 3, 'three requests in progress');
    const refused = await fetch(`http://127.0.0.1:${port}/slow`).then(() => 'answered', (error: Error) => (error.cause as NodeJS.ErrnoException)?.code ?? error.message);
    expect(refused).to.be.oneOf(['ECONNRESET', 'UND_ERR_SOCKET', 'other side closed']);
    for (const response of held) response.end('done');
    for (const answer of await Promise.all(pending)) expect(answer.status).to.equal(200);
  });

  it('drops a client that stops reading an answer within the send timeout', async () => {
    const big = Buffer.alloc(32 * 1024 * 1024, 'x');
    await serve((_request, response) => response.end(big), { sendTimeoutMs: 500 });
    let serverSocket: net.Socket | undefined;
    server.once('connection', (socket: net.Socket) => (serverSocket = socket));
    const reader = await connect(port);
    clients.push(reader);
    reader.on('error', () => undefined);
    reader.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    reader.pause(); // reads nothing: the kernel buffers fill, then nothing moves
    await until(() => serverSocket !== undefined, 'the connection');
    const started = Date.now();
    await until(() => serverSocket!.destroyed, 'the server to drop the stalled reader', 10_000);
    // The sweep runs every second: dropped after the timeout, within a few sweeps.
    expect(Date.now() - started).to.be.below(8000);
    await until(() => guard.open() === 0, 'the guard to forget it');
  });

  it('keeps a slow reader that is still taking an answer written in pieces', async () => {
    const piece = Buffer.alloc(256 * 1024, 'x');
    const pieces = 32; // 8 MiB, more than the kernel buffers hold
    await serve((_request, response) => {
      let sent = 0;
      const more = () => {
        while (sent < pieces) {
          sent++;
          if (!response.write(piece)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    }, { sendTimeoutMs: 3000 });
    const reader = await connect(port);
    clients.push(reader);
    reader.write('GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    // Reads in bursts with pauses shorter than the timeout, for longer than the timeout.
    let received = 0;
    const started = Date.now();
    reader.on('data', (chunk: Buffer) => {
      received += chunk.length;
      reader.pause();
      setTimeout(() => reader.resume(), 50);
    });
    await new Promise<void>((resolve) => reader.on('end', resolve));
    expect(received).to.be.above(pieces * piece.length);
    // The kernel lets the server write in bursts seconds apart (the receiver's window opens in steps), each within the timeout.
    expect(Date.now() - started, 'the read lasted longer than the send timeout').to.be.above(3000);
  });

  it('runs pipelined requests one at a time, answering each in turn', async () => {
    let running = 0;
    let most = 0;
    await serve((request, response) => {
      running++;
      most = Math.max(most, running);
      setTimeout(() => {
        running--;
        response.end(request.url);
      }, 5);
    }, {});
    const socket = await connect(port);
    clients.push(socket);
    let text = '';
    socket.on('data', (data) => (text += data));
    socket.write(Array.from({ length: 20 }, (_, i) => `GET /${i} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
    await until(() => (text.match(/HTTP\/1\.1 200/g) ?? []).length === 20, 'twenty answers');
    expect(most, 'requests of one socket running at once').to.equal(1);
    const order = [...text.matchAll(/\r\n\r\n\/(\d+)/g)].map((match) => Number(match[1]));
    expect(order).to.deep.equal(Array.from({ length: 20 }, (_, i) => i));
  });

  it('stops reading a socket whose waiting pipelined requests pass the bound, and answers them all once it can', async () => {
    const held: ServerResponse[] = [];
    let parsed = 0;
    await serve((request, response) => {
      if (request.url === '/0') held.push(response);
      else response.end(request.url);
    }, { pipelineDepth: 2 });
    server.prependListener('request', () => parsed++);
    const socket = await connect(port);
    clients.push(socket);
    let text = '';
    socket.on('data', (data) => (text += data));
    // 8 KiB of headers each, 100 of them: far more than one read of the socket.
    const padding = `X-Pad: ${'p'.repeat(8 * 1024)}\r\n`;
    socket.write(Array.from({ length: 100 }, (_, i) => `GET /${i} HTTP/1.1\r\nHost: x\r\n${padding}\r\n`).join(''));
    await until(() => held.length === 1 && parsed > 3, 'the first request held and the bound passed');
    const serverSocket = held[0].socket!;
    await until(() => serverSocket.isPaused(), 'the server to stop reading the socket');
    expect(parsed, 'requests read while the first is held').to.be.below(100);
    held[0].end('/0');
    await until(() => (text.match(/HTTP\/1\.1 200/g) ?? []).length === 100, 'all hundred answers');
  });
});
