import { expect } from 'chai';
import net from 'node:net';
import { crawlerArea } from '../../src/areas/crawler.js';
import { openStore, type Store } from '../../src/store/database.js';
import { buildTestArea, type TestArea } from '../support/area-app.js';
import { openTestStore } from '../support/store.js';
import { databaseUrlOrSkip } from '../support/requirements.js';

/** A TCP proxy in front of PostgreSQL that a test can cut and restore on the same port. */
function createCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    start: listen,
    get port() {
      return port;
    },
    /** The database "goes down": open connections drop and new ones are refused. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server!.close(() => resolve());
      }),
  };
}

describe('store outage (postgres)', function () {
  let seeded: Awaited<ReturnType<typeof openTestStore>>;
  let store: Store;
  let area: TestArea<unknown>;
  let proxy: ReturnType<typeof createCuttableProxy>;

  before(async function () {
    databaseUrlOrSkip(this); // skipped without PostgreSQL on a developer machine, failed under CI=true
    seeded = await openTestStore('postgres');
    const direct = new URL(seeded.url!);
    proxy = createCuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    store = await openStore({ databaseUrl: viaProxy.toString(), dataDir: '.', seedDemoData: false });
    area = (await buildTestArea(crawlerArea, { store })) as TestArea<unknown>;
  });

  after(async () => {
    await area?.close();
    await store?.close();
    await seeded?.close();
  });

  it('answers 503 in the envelope while the store is down, and serves again once it is back, without a restart', async () => {
    const list = () => area.checked(area.http.get('/api/public/v1/sources?tenantId=acme'));
    const before = await list();
    expect(before.status).to.equal(200);

    await proxy.cut();
    const down = await list();
    expect(down.status).to.equal(503);
    expect(down.body.error).to.deep.equal({ code: 'STORE_UNAVAILABLE', message: 'The data store is unavailable; retry later.' });
    // One failure does not open the circuit breaker: the next request may try a new connection.
    expect(down.headers['retry-after']).to.equal('1');
    expect(JSON.stringify(down.body)).to.not.match(/select|postgres:\/\/|password/i);

    await proxy.start();
    const after = await list();
    expect(after.status).to.equal(200);
    expect(after.body.data).to.deep.equal(before.body.data);
  });
});
