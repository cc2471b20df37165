import { expect } from 'chai';
import express from 'express';
import http from 'node:http';
import { drain, listen, urlOf } from '../../src/http-server.js';

/** One GET over a keep-alive agent: the status and whether the server asked to close. */
function get(agent: http.Agent, url: string): Promise<{ status: number; close: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode!, close: response.headers.connection === 'close' }));
    });
    request.once('error', reject);
  });
}

describe('drain under keep-alive load', function () {
  this.timeout(20_000);

  it('answers every request already sent, each with Connection: close once draining, and drops none', async () => {
    const app = express();
    app.get('/work', (_request, response) => {
      setTimeout(() => response.json({ ok: true }), 20);
    });
    const server = await listen(app, '127.0.0.1', 0);
    const url = `${urlOf(server, '127.0.0.1')}/work`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    let answered = 0;
    let closedByServer = 0;
    const failures: string[] = [];
    // 50 clients, each reusing its socket until the server says it will close it: a load balancer's behaviour.
    const clients = Array.from({ length: 50 }, async () => {
      for (;;) {
        try {
          const { status, close } = await get(agent, url);
          expect(status).to.equal(200);
          answered++;
          if (close) {
            closedByServer++;
            return;
          }
        } catch (error) {
          failures.push((error as Error).message);
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answeredBeforeDrain = answered;
    await drain(server, 5_000);
    await Promise.all(clients);
    agent.destroy();
    expect(failures, 'requests that got no answer').to.deep.equal([]);
    expect(answeredBeforeDrain, 'the load was running').to.be.greaterThan(100);
    expect(closedByServer, 'every client was told to close').to.equal(50);
    expect(server.listening).to.equal(false);
  });
});
