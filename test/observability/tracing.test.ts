import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { specPathOf } from '../../src/config/spec-paths.js';
import { loadSettings } from '../../src/config/settings.js';
import { startLiveAreas } from '../../src/server.js';
import { createApiKeyService } from '../../src/services/keys/api-keys.js';
import { assertMatchesSpec } from '../support/contract.js';
import { listenOnPort0 } from '../support/listen.js';
import { temporaryFolder } from '../support/temporary-folders.js';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** A minimal OTLP/HTTP receiver: keeps every span the exporter posts to /v1/traces (OTLP JSON). */
async function startReceiver(): Promise<{ url: string; spans: ExportedSpan[]; server: Server }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }> };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const { url } = await listenOnPort0(server);
  return { url, spans, server };
}

describe('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT)', function () {
  this.timeout(30_000);

  it('exports one server span per request, named by route template, continuing traceparent; its trace id is the envelope traceId', async () => {
    const receiver = await startReceiver();
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url; // the OTLP exporter reads it itself
    try {
      const settings = loadSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, AREAS: 'knowledge,marketing', KNOWLEDGE_PORT: '0', MARKETING_PORT: '0', MEMBER_API_PORT: '0', DATA_DIR: temporaryFolder('otel-') });
      const servers = await startLiveAreas(settings, pino({ level: 'silent' }));
      const marketingKey = (await createApiKeyService(servers.runtime.store.db).create({ service: 'marketing', name: 'otel', tenantId: 'acme' })).key;
      const campaigns = await request(servers.running.find((s) => s.name === 'marketing')!.url).get('/api/public/v1/ads/campaigns').set('X-API-Key', marketingKey);
      await assertMatchesSpec(specPathOf('marketing'), campaigns);
      expect(campaigns.status).to.equal(200);
      const url = servers.running.find((s) => s.name === 'knowledge')!.url;
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parentId = '00f067aa0ba902b7';
      const continued = await request(url).get('/api/v1/health').set('traceparent', `00-${traceId}-${parentId}-01`);
      await assertMatchesSpec(specPathOf('knowledge'), continued);
      const fresh = await request(url).get('/api/v1/sources');
      await assertMatchesSpec(specPathOf('knowledge'), fresh);
      await servers.stop(); // flushes the batch

      expect(continued.body.traceId).to.equal(traceId);
      const health = receiver.spans.find((span) => span.traceId === traceId);
      expect(health, 'the continued trace was exported').to.not.equal(undefined);
      expect([health!.name, health!.kind, health!.parentSpanId]).to.deep.equal(['GET /api/v1/health', 2, parentId]);
      expect(health!.attributes.find((a) => a.key === 'http.response.status_code')?.value).to.deep.equal({ intValue: 200 });
      const sources = receiver.spans.find((span) => span.name === 'GET /api/v1/sources');
      expect(sources?.traceId, 'a new trace id is the envelope traceId').to.equal(fresh.body.traceId);
      // Store queries are client spans inside the request's trace, under its server span.
      const list = receiver.spans.find((span) => span.name === 'GET /api/public/v1/ads/campaigns')!;
      expect(list.traceId).to.equal(campaigns.body.traceId);
      const queries = receiver.spans.filter((span) => span.traceId === list.traceId && span.kind === 3);
      expect(queries.length, 'at least the key lookup and the page').to.be.greaterThan(1);
      expect(queries.every((span) => span.parentSpanId === list.spanId)).to.equal(true);
      expect(queries.map((span) => span.name)).to.include('SELECT api_keys');
    } finally {
      if (saved === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
      receiver.server.close();
    }
  });

  it('loads nothing when the endpoint is unset', () => {
    expect(loadSettings({}).tracing).to.equal(null);
    expect(loadSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'hr-eu' }).tracing).to.deep.equal({ serviceName: 'hr-eu' });
  });
});
