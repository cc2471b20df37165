/**
 * The anchors `npm run bench` measures our real lists against (issue 31), each serving from
 * memory the answer ours gave:
 *
 * - fastify + fastify-openapi-glue: what a user who wants a fast contract-first server picks. It
 *   routes from the same spec, validates the request (ajv, compiled at registration), runs a
 *   security handler per scheme and serializes the answer from the response schema
 *   (fast-json-stringify). It reads no store, so the comparison is hard on us on purpose.
 * - a bare node:http route: the same header check and the same bytes, nothing else; the floor
 *   of this machine and this Node.
 *
 * Both send the header fields ours's answer carries beyond what node's HTTP layer writes itself
 * (for the lists, the RateLimit and RateLimit-Policy fields the spec documents), as recorded from
 * ours's answer: the same answer, so that no server is charged for fields another leaves out.
 */
import { createServer, type Server } from 'node:http';
import Fastify from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { specPathOf } from '../../src/config/spec-paths.js';
import { addCustomFormats } from '../../src/formats/index.js';
import { listOperations, readSpec } from '../../src/pipeline/openapi-document.js';

export interface AnchorEndpoint {
  area: 'hrm' | 'marketing' | 'crawler';
  method: 'GET' | 'POST';
  /** With its query. */
  path: string;
  /** The header the anchor checks before answering (a missing one is a 401). */
  check: string;
}

export interface AnchorAnswer {
  contentType: string;
  bytes: Buffer;
  /** Ours's other header fields (lower-case names), sent as they are. */
  headers: Record<string, string>;
}

/** Fields every server's HTTP layer writes itself, with its own values: not part of the recorded answer. */
const TRANSPORT_FIELDS = new Set(['connection', 'keep-alive', 'date', 'content-length', 'content-type', 'transfer-encoding']);

/** The answer a server gave, as the anchors (and the bench's other servers) replay it. */
export async function recordAnswer(response: Response): Promise<AnchorAnswer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!TRANSPORT_FIELDS.has(name)) headers[name] = value;
  return { contentType: response.headers.get('content-type') ?? 'application/json', bytes: Buffer.from(await response.arrayBuffer()), headers };
}

/** A bare node:http server answering `answer` to any request that carries the `check` header. */
export function bareNodeServer(endpoint: AnchorEndpoint, answer: AnchorAnswer): Promise<Server> {
  const headers = { ...answer.headers, 'content-type': answer.contentType, 'content-length': String(answer.bytes.length) };
  const server = createServer((request, response) => {
    if (request.headers[endpoint.check] === undefined) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    // A request body (POST) is read to the end before answering, as any server must.
    request.resume();
    request.on('end', () => response.writeHead(200, headers).end(answer.bytes));
  });
  return listen(server);
}

/**
 * fastify + fastify-openapi-glue over `area`'s spec: every operation's handler answers from
 * `answers` (by operationId; an operation without one answers 501), as parsed JSON that
 * fastify serializes by the 200 response's schema. Every security scheme passes a request
 * that carries its header (an API key's name, else Authorization).
 */
export async function glueServer(area: AnchorEndpoint['area'], answers: Map<AnchorEndpoint, AnchorAnswer>): Promise<Server> {
  const document = readSpec(specPathOf(area));
  const byOperation = new Map<string, { body: unknown; headers: Record<string, string> }>();
  for (const [endpoint, answer] of answers) {
    if (endpoint.area !== area) continue;
    const route = endpoint.path.split('?')[0];
    const operation = listOperations(document).find((op) => op.method === endpoint.method.toLowerCase() && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(route));
    if (!operation) throw new Error(`${area}: no operation serves ${endpoint.method} ${route}`);
    byOperation.set(operation.operationId, { body: JSON.parse(answer.bytes.toString()), headers: answer.headers });
  }
  const serviceHandlers: Record<string, (request: unknown, reply: { headers(fields: Record<string, string>): unknown }) => Promise<unknown>> = {};
  for (const { operationId } of listOperations(document)) {
    serviceHandlers[operationId] = async (_request, reply) => {
      const answer = byOperation.get(operationId);
      if (!answer) throw Object.assign(new Error(`${operationId} is not served`), { statusCode: 501 });
      reply.headers(answer.headers);
      return answer.body;
    };
  }
  const securityHandlers: Record<string, (request: { headers: Record<string, unknown> }) => Promise<void>> = {};
  for (const [scheme, definition] of Object.entries(document.components?.securitySchemes ?? {})) {
    const def = definition as { type: string; name?: string; in?: string };
    const header = def.type === 'apiKey' && def.in === 'header' ? def.name!.toLowerCase() : 'authorization';
    securityHandlers[scheme] = async (request) => {
      if (request.headers[header] === undefined) throw Object.assign(new Error('unauthorized'), { statusCode: 401 });
    };
  }
  const app = Fastify({
    logger: false,
    // Our formats (cron, IANA time zones), as our own validators know them; OpenAPI's own
    // keywords (`example`) allowed, as our validators do (ajv strict: false).
    ajv: { customOptions: { strict: false }, plugins: [(ajv) => addCustomFormats(ajv)] },
  });
  await app.register(openapiGlue, { specification: structuredClone(document) as never, serviceHandlers, securityHandlers });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server as unknown as Server;
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.listen(0, '127.0.0.1');
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}
