/**
 * A server for the benchmark, in its own process so the load generator does not share its
 * event loop: `--kind pipeline` is the knowledge area as `npm start` runs it in production
 * (logging on, response validation off), `--kind bare` a bare express route returning the
 * same JSON. `--pad N` pads the knowledge spec to N operations.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import YAML from 'yaml';
import { createServer } from 'node:http';
import { createApp, type RequestListener } from '../../src/app.js';
import { knowledgeArea } from '../../src/areas/knowledge.js';
import { loadSettings } from '../../src/config/settings.js';
import { readSpec } from '../../src/pipeline/openapi-document.js';
import { createKnowledgeService } from '../../src/services/knowledge/knowledge-service.js';
import { traceIdFrom } from '../../src/pipeline/trace.js';

const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1]]));
const kind = args.get('--kind') ?? 'pipeline';
const pad = Number(args.get('--pad') ?? 0);
const settings = loadSettings({ NODE_ENV: 'production' });
const knowledge = createKnowledgeService(settings, readSpec(knowledgeArea.specPath).info.version);
const logger = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));

/** The knowledge spec plus dummy operations up to `total`, each with a handler. */
function paddedArea(total: number) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec is edited as plain JSON
  const document = structuredClone(readSpec(knowledgeArea.specPath)) as any;
  const handlers: Record<string, unknown> = { ...knowledgeArea.handlers };
  const existing = Object.keys(handlers).length;
  for (let i = 0; existing + i < total; i++) {
    const operationId = `padOperation${i}`;
    const templated = i % 2 === 0;
    document.paths[templated ? `/api/v1/pad/${i}/{itemId}` : `/api/v1/pad-${i}/items`] = {
      get: {
        operationId,
        summary: `Padding ${i}`,
        description: 'Benchmark padding.',
        tags: ['Service'],
        ...(templated ? { parameters: [{ name: 'itemId', in: 'path', required: true, schema: { type: 'string' } }] } : {}),
        responses: { '200': { $ref: '#/components/responses/BadRequest' }, '400': { $ref: '#/components/responses/BadRequest' } },
      },
    };
    handlers[operationId] = () => ({});
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-spec-'));
  const specPath = path.join(dir, 'knowledge.yaml');
  writeFileSync(specPath, YAML.stringify(document));
  return { ...knowledgeArea, specPath, handlers };
}

let app: RequestListener;
if (kind === 'bare') {
  const bare = express();
  bare.disable('x-powered-by');
  bare.set('etag', false);
  app = bare;
  bare.get('/api/v1/health', (request, response) => {
    response.json({ success: true, traceId: traceIdFrom(request.headers.traceparent), data: knowledge.health() });
  });
} else {
  const area = pad > 0 ? paddedArea(pad) : knowledgeArea;
  ({ app } = await createApp({ area, mode: 'live', services: { knowledge }, logger, responseValidation: 'off' }));
}
const server = createServer(app).listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  process.stdout.write(`ready ${address.port}\n`);
});
