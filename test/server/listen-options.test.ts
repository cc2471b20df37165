/**
 * What every area server listens with (areaListenOptions in src/http-server.ts): node's
 * timeouts from the settings, checked every second, one connection guard for the process,
 * and 100 Continue held until a body is read.
 */
import { expect } from 'chai';
import type { Server } from 'node:http';
import { loadSettings } from '../../src/config/settings.js';
import { areaListenOptions, drain, listen } from '../../src/http-server.js';

describe('area servers: listen options from the settings', () => {
  let server: Server | undefined;
  afterEach(async () => {
    if (server) await drain(server, 0);
    server = undefined;
  });

  it("gives node's server the settings' timeouts, and one guard with the settings' caps", async () => {
    const settings = loadSettings({ KEEP_ALIVE_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '7000', REQUEST_TIMEOUT_MS: '9000', MAX_CONNECTIONS: '64', MAX_CONNECTIONS_PER_ADDRESS: '8', SEND_TIMEOUT_MS: '4000', MAX_PIPELINED_REQUESTS: '3' });
    const options = areaListenOptions(settings);
    try {
      expect(options.holdContinue).to.equal(true);
      expect(options.guard.limits).to.deep.include({ maxConnections: 64, maxPerAddress: 8, sendTimeoutMs: 4000, pipelineDepth: 3, exempt: undefined });
      server = await listen((_request, response) => response.end(), '127.0.0.1', 0, options);
      const timeouts = { keepAlive: server.keepAliveTimeout, headers: server.headersTimeout, request: server.requestTimeout };
      expect(timeouts).to.deep.equal({ keepAlive: 1500, headers: 7000, request: 9000 });
    } finally {
      options.guard.close();
    }
  });

  it('exempts the trusted proxies from the per-address cap', () => {
    const options = areaListenOptions(loadSettings({ TRUSTED_PROXIES: '10.0.0.0/8,loopback' }));
    try {
      const { exempt } = options.guard.limits;
      expect([exempt?.('10.1.2.3'), exempt?.('127.0.0.1'), exempt?.('192.0.2.1')]).to.deep.equal([true, true, false]);
    } finally {
      options.guard.close();
    }
  });
});
