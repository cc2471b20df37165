import { expect } from 'chai';
import express from 'express';
import http from 'node:http';
import { drain, listen, urlOf } from '../../src/http-server.js';

const CLIENTS = 50;

/** One GET over a keep-alive agent: the status, whether the server asked to close, and whether the socket was reused. */
function get(agent: http.Agent, url: string, id: number): Promise<{ status: number; close: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'x-request-number': String(id) } }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode!, close: response.headers.connection === 'close' }));
    });
    request.once('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
  });
}

describe('drain under keep-alive load', function () {
  this.timeout(20_000);

  it('answers every request already sent, each with Connection: close once draining, and drops none', async () => {
    const app = express();
    const received = new Set<number>();
    app.get('/work', (request, response) => {
      received.add(Number(request.headers['x-request-number']));
      setTimeout(() => response.json({ ok: true }), 20);
    });
    const server = await listen(app, '127.0.0.1', 0);
    const url = `${urlOf(server, '127.0.0.1')}/work`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let answered = 0;
    let closedByServer = 0;
    let sent = 0;
    const failures: string[] = [];
    // The drain starts once every client has an open connection it has reused (two answers
    // each): a condition, not a time, so a loaded machine only makes the wait longer. Drained
    // earlier, connections still in the listen queue are reset by the kernel as the listener
    // closes, before the server could accept them.
    const answersPerClient = new Array<number>(CLIENTS).fill(0);
    let loadRunning!: () => void;
    const running = new Promise<void>((resolve) => (loadRunning = resolve));
    // 50 clients, each reusing its socket until the server says it will close it: a load balancer's behaviour.
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (;;) {
        const id = sent++;
        try {
          const { status, close } = await get(agent, url, id);
          expect(status).to.equal(200);
          answered++;
          answersPerClient[client]++;
          if (answersPerClient.every((count) => count >= 2)) loadRunning();
          if (close) {
            closedByServer++;
            return;
          }
        } catch (error) {
          const { message, reusedSocket } = error as Error & { reusedSocket?: boolean };
          failures.push(`${message} (request ${id}: ${reusedSocket ? 'reused' : 'new'} socket, ${received.has(id) ? 'received' : 'not received'} by the server)`);
          loadRunning(); // a client that failed has no more answers to wait for
          return;
        }
      }
    });
    await running;
    const answeredBeforeDrain = answered;
    await drain(server, 5_000);
    await Promise.all(clients);
    agent.destroy();
    expect(failures, 'requests that got no answer').to.deep.equal([]);
    expect(answeredBeforeDrain, 'the load was running').to.be.at.least(2 * CLIENTS);
    expect(closedByServer, 'every client was told to close').to.equal(CLIENTS);
    expect(server.listening).to.equal(false);
  });
});
