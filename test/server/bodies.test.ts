/**
 * Request bodies bounded (issue 43): a declared Content-Length over the limit is refused before
 * a byte of the body is read (and without 100 Continue), chunked bytes are cut at the limit,
 * a body that does not arrive in time is 408, and each refusal closes the connection so the
 * rest is never read (but for a short linger, so the client gets the answer before the
 * close). Raw sockets, against the crawl platform's mock on a real listener (the
 * same pipeline and body reader as live mode), with a 64 KiB limit and a 300 ms deadline.
 */
import { expect } from 'chai';
import type { Server } from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { areaDescriptors } from '../../src/areas/descriptors.js';
import { drain, LINGER_BYTES, listen } from '../../src/http-server.js';
import { createMockApp } from '../../src/mock/serve-mock.js';
import { silentLogger } from '../support/area-app.js';

const LIMIT = 64 * 1024;
const BODY_TIMEOUT_MS = 300;
const DEDUPE = '/api/public/v1/quality/dedupe';
const VALID_BODY = JSON.stringify({ tenantId: 'acme', title: 't', body: 'b', existingBodies: ['b'] });

interface Exchange {
  /** Everything the server wrote, as text. */
  text: string;
  /** The server's socket: how much of what was sent it read. */
  serverBytesRead: number;
  closed: boolean;
}

describe('request bodies: declared and streamed sizes, deadlines (src/pipeline/body-reader.ts)', function () {
  this.timeout(20_000);
  let server: Server;
  let port: number;
  const serverSockets: net.Socket[] = [];

  before(async () => {
    const { app } = await createMockApp(areaDescriptors.crawler, { logger: silentLogger, responseValidation: 'strict', bodyLimitBytes: LIMIT, bodyTimeoutMs: BODY_TIMEOUT_MS });
    server = await listen(app, '127.0.0.1', 0, { envelope: areaDescriptors.crawler.envelope, holdContinue: true });
    server.on('connection', (socket: net.Socket) => serverSockets.push(socket));
    port = (server.address() as net.AddressInfo).port;
  });
  after(() => drain(server, 0));

  /**
   * Sends `head`, then (when `stream`) body chunks as fast as the socket takes them until the
   * server closes the connection or `untilMs` passes; resolves with what came back.
   */
  function exchange(head: string, options: { stream?: Buffer; chunked?: boolean; untilMs?: number } = {}): Promise<Exchange> {
    return new Promise((resolve) => {
      const received: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1');
      let closed = false;
      let serverSocket: net.Socket | undefined;
      server.once('connection', (s: net.Socket) => (serverSocket = s));
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ text: Buffer.concat(received).toString('latin1'), serverBytesRead: serverSocket?.bytesRead ?? -1, closed });
      };
      const timer = setTimeout(finish, options.untilMs ?? 5000);
      socket.on('connect', () => {
        socket.write(head);
        if (!options.stream) return;
        const chunk = options.chunked ? Buffer.concat([Buffer.from(`${options.stream.length.toString(16)}\r\n`), options.stream, Buffer.from('\r\n')]) : options.stream;
        const pump = () => {
          while (!socket.destroyed && !closed && socket.write(chunk));
        };
        socket.on('drain', pump);
        pump();
      });
      socket.on('data', (data) => received.push(data));
      // The server's close may reset our writes: what it answered is what counts.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        closed = true;
        finish();
      });
    });
  }

  function answerOf(text: string) {
    const [head, ...rest] = text.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(rest.join('\r\n\r\n')) as { success: boolean; error: { code: string; message: string }; warnings: unknown[] } };
  }

  const post = (headers: string) => `POST ${DEDUPE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n`;

  it('refuses a declared Content-Length of 10^15 with 413 at once, and closes, reading a bounded part of the stream behind it', async () => {
    const started = performance.now();
    const got = await exchange(post('Content-Length: 1000000000000000\r\n'), { stream: Buffer.alloc(64 * 1024, 'a') });
    const answer = answerOf(got.text);
    expect(answer.status).to.equal(413);
    expect(answer.headers.connection).to.equal('close');
    expect(answer.body).to.deep.equal({ success: false, traceId: (answer.body as { traceId?: string }).traceId, error: { code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${LIMIT} bytes.` }, warnings: [] });
    expect(got.closed, 'the server closed the connection').to.equal(true);
    // "Not hung", not a timing: the client was still streaming when the server hung up.
    expect(performance.now() - started).to.be.below(4000);
    // What the socket had buffered when the answer went out, and what the linger dropped (src/http-server.ts), never the stream.
    expect(got.serverBytesRead, 'bytes the server read').to.be.below(LINGER_BYTES + 4 * 1024 * 1024);
  });

  it('answers Expect: 100-continue with a declared length over the limit with 413, never 100 Continue', async () => {
    const got = await exchange(post('Expect: 100-continue\r\nContent-Length: 1000000000000000\r\n'));
    expect(got.text).to.not.include('100 Continue');
    expect(answerOf(got.text).status).to.equal(413);
    expect(got.closed).to.equal(true);
  });

  it('sends 100 Continue for a body within the limit, and reads it', async () => {
    // The client sends its body once it has the 100 Continue, as curl does.
    const socketDone = new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(post(`Expect: 100-continue\r\nContent-Length: ${VALID_BODY.length}\r\nConnection: close\r\n`)));
      let text = '';
      socket.on('data', (data) => {
        text += data.toString();
        if (text.startsWith('HTTP/1.1 100 Continue\r\n\r\n') && !text.includes('200 OK')) socket.write(VALID_BODY);
      });
      socket.on('close', () => resolve(text));
    });
    const text = await socketDone;
    expect(text).to.match(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
  });

  it('cuts a chunked body at the limit with 413 and closes, reading little past the limit', async () => {
    const got = await exchange(post('Transfer-Encoding: chunked\r\n'), { stream: Buffer.alloc(16 * 1024, 'a'), chunked: true });
    const answer = answerOf(got.text);
    expect(answer.status).to.equal(413);
    expect(answer.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
    expect(answer.headers.connection).to.equal('close');
    expect(got.closed).to.equal(true);
    expect(got.serverBytesRead).to.be.below(LIMIT + LINGER_BYTES + 4 * 1024 * 1024);
  });

  it('counts decompressed bytes: a small gzip body that inflates past the limit is 413', async () => {
    const bomb = gzipSync(Buffer.alloc(LIMIT * 16, ' '));
    expect(bomb.length).to.be.below(LIMIT);
    const answer = answerOf((await gzipExchange(bomb)).text);
    expect(answer.status).to.equal(413);
    expect(answer.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
  });

  /** Head and gzip body in one write; what came back once the server closed. */
  function gzipExchange(bomb: Buffer): Promise<Exchange> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(post(`Content-Encoding: gzip\r\nContent-Length: ${bomb.length}\r\nConnection: close\r\n`)), bomb])));
      const chunks: Buffer[] = [];
      socket.on('data', (data) => chunks.push(data));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString(), serverBytesRead: -1, closed: true }));
    });
  }

  it('answers 408 REQUEST_TIMEOUT when a declared body does not arrive within the deadline, and closes', async () => {
    const started = performance.now();
    const got = await exchange(post('Content-Length: 100\r\n'), { untilMs: 10_000 });
    const waited = performance.now() - started;
    const answer = answerOf(got.text);
    expect(answer.status).to.equal(408);
    expect(answer.body.error).to.deep.equal({ code: 'REQUEST_TIMEOUT', message: `The request body did not arrive within ${BODY_TIMEOUT_MS} ms.` });
    expect(answer.headers.connection).to.equal('close');
    expect(got.closed).to.equal(true);
    expect(waited).to.be.at.least(BODY_TIMEOUT_MS - 10).and.below(5000);
  });

  it('still reads a chunked body within the limit, and keeps the connection', async () => {
    const got = await exchange(post('Transfer-Encoding: chunked\r\n') + `${VALID_BODY.length.toString(16)}\r\n${VALID_BODY}\r\n0\r\n\r\n`, { untilMs: 1000 });
    const answer = answerOf(got.text);
    expect(answer.status).to.equal(200);
    expect(answer.headers.connection).to.equal('keep-alive');
    expect(got.closed).to.equal(false);
  });

  it('closes the connection when it answers without reading a body (refused before the read)', async () => {
    // The path is unknown: 404 without reading, so the connection cannot carry another request.
    const got = await exchange(`POST /api/public/v1/nothing HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n`, { stream: Buffer.alloc(16 * 1024, 'a') });
    const answer = answerOf(got.text);
    expect(answer.status).to.equal(404);
    expect(answer.headers.connection).to.equal('close');
    expect(got.closed).to.equal(true);
  });
});

describe('closing after a refusal, with a linger', function () {
  this.timeout(20_000);
  it('lets a client that keeps sending read the 413 before the connection ends', async () => {
    const { app } = await createMockApp(areaDescriptors.crawler, { logger: silentLogger, responseValidation: 'strict', bodyLimitBytes: LIMIT });
    const server = await listen(app, '127.0.0.1', 0, { envelope: areaDescriptors.crawler.envelope, holdContinue: true });
    try {
      const { port } = server.address() as net.AddressInfo;
      // Four clients at once, each sending as fast as it can and reading only what arrives: all four get the answer.
      const heads = await Promise.all([0, 1, 2, 3].map(() => new Promise<string>((resolve) => {
        let text = '';
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        // allowHalfOpen: the client does not close its side on the server's FIN, so only the linger ends the connection.
        const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
          socket.write(`POST ${DEDUPE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000000000\r\n\r\n`);
          const pump = () => {
            while (!socket.destroyed && socket.writable && socket.write(chunk));
          };
          socket.on('drain', pump);
          pump();
        });
        socket.on('data', (data) => (text += data.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(text));
      })));
      for (const head of heads) expect(head).to.match(/^HTTP\/1\.1 413 /);
    } finally {
      await drain(server, 0);
    }
  });
});
