import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { send, type Outgoing } from '../../src/pipeline/http-io.js';

/** One answer written by `send`, as a client reads it. */
async function answerOf(outgoing: Partial<Outgoing>, admitted?: Record<string, string>, before?: Record<string, string>) {
  const server: Server = createServer((request, response) => {
    for (const [name, value] of Object.entries(before ?? {})) response.setHeader(name, value);
    send(request, response, { status: 200, headers: undefined, mediaType: 'application/json', contentType: 'application/json; charset=utf-8', payload: '{"ok":true}', value: undefined, conforms: true, ...outgoing }, admitted);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    server.close();
  }
}

describe('send', () => {
  it('writes the admission headers, the answer own headers (winning on a name in any case) and its length', async () => {
    const answer = await answerOf({ headers: { 'x-limit': 'answer', constructor: 'kept', 'Content-Type': 'text/plain' } }, { 'X-Limit': 'admission', RateLimit: '"p";r=1;t=2' });
    expect(answer.headers.get('x-limit')).to.equal('answer');
    expect(answer.headers.get('ratelimit')).to.equal('"p";r=1;t=2');
    expect(answer.headers.get('constructor')).to.equal('kept');
    expect(answer.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(answer.headers.get('content-length')).to.equal(String(Buffer.byteLength('{"ok":true}')));
    expect(answer.body).to.equal('{"ok":true}');
  });

  it('keeps the headers set on the response before it (CORS, draining) beside its own', async () => {
    const answer = await answerOf({ headers: { 'Set-Cookie': ['a=1', 'b=2'] } }, { RateLimit: 'r' }, { Vary: 'Origin' });
    expect(answer.headers.get('vary')).to.equal('Origin');
    expect(answer.headers.get('ratelimit')).to.equal('r');
    expect(answer.headers.getSetCookie()).to.deep.equal(['a=1', 'b=2']);
  });

  it('sends a bodiless status without Content-Type or Content-Length, the admission headers kept', async () => {
    const answer = await answerOf({ status: 204 }, { RateLimit: 'r' });
    expect(answer.status).to.equal(204);
    expect(answer.headers.get('content-type')).to.equal(null);
    expect(answer.headers.get('ratelimit')).to.equal('r');
    expect(answer.body).to.equal('');
  });
});
