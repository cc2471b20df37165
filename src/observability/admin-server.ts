/**
 * The operator's address (METRICS_PORT): `/metrics`, `/livez`, `/readyz`; off the areas' ports,
 * so probes never share rate limits and metrics are never published beside the API.
 */
import { createServer } from 'node:http';
import { urlOf } from '../http-server.js';
import type { Registry } from 'prom-client';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  probe(): Promise<unknown>;
  /** The state of the dependency's circuit breaker (closed, open, half-open), shown beside the probe. */
  breaker?(): string;
}

export interface AdminServerOptions {
  host: string;
  port: number;
  registry: Registry;
  checks: ReadinessCheck[];
  /** How long one readiness probe may take before it counts as failed. */
  probeTimeoutMs?: number;
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function startAdminServer(options: AdminServerOptions) {
  let draining = false;
  const probeTimeoutMs = options.probeTimeoutMs ?? 1000;

  async function readiness() {
    const checks: Record<string, { ok: boolean; error?: string; breaker?: string }> = {};
    await Promise.all(
      options.checks.map(async (check) => {
        try {
          await withTimeout(check.probe(), probeTimeoutMs);
          checks[check.name] = { ok: true };
        } catch (error) {
          checks[check.name] = { ok: false, error: (error as Error).message };
        }
        // Read after the probe, which may itself have been the breaker's half-open probe.
        if (check.breaker) checks[check.name].breaker = check.breaker();
      }),
    );
    const ready = !draining && Object.values(checks).every((check) => check.ok);
    return { ready, draining, checks };
  }

  const server = createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'application/json', JSON.stringify({ error: 'only GET and HEAD' }));
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/metrics') {
      options.registry.metrics().then(
        (text) => send(200, options.registry.contentType, text),
        (error: Error) => send(500, 'text/plain', `metrics failed: ${error.message}`),
      );
    } else if (path === '/livez') {
      send(200, 'application/json', JSON.stringify({ live: true }));
    } else if (path === '/readyz') {
      readiness().then(
        (state) => send(state.ready ? 200 : 503, 'application/json', JSON.stringify(state)),
        (error: Error) => send(500, 'text/plain', `readiness failed: ${error.message}`),
      );
    } else {
      send(404, 'application/json', JSON.stringify({ error: 'not found: /metrics, /livez or /readyz' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    url: urlOf(server, options.host),
    /** From now on /readyz answers 503: the process is draining. */
    markDraining: () => {
      draining = true;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export type AdminServer = Awaited<ReturnType<typeof startAdminServer>>;
