/**
 * createApp builds one area's express app, without listening: the pipeline stages of
 * src/pipeline bound to the area's spec, handlers (or the mock) and services.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import proxyAddress, { compile as compileTrust } from 'proxy-addr';
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from 'pino';
import type { AreaModule } from './areas/area-module.js';
import type { AreaDescriptor } from './areas/descriptors.js';
import { compileOperations, type CompiledOperation } from './pipeline/compile-operation.js';
import { createCors } from './pipeline/cors.js';
import { startExchange } from './pipeline/exchange.js';
import type { AnyHandler } from './pipeline/handler-types.js';
import { listOperations, readSpec, registerWithOpenApiBackend } from './pipeline/openapi-document.js';
import { createPipeline, type Executor, type ResponseValidationMode } from './pipeline/pipeline.js';
import { handlerExecutor } from './pipeline/stages/execute.js';
import { OperationRouter } from './pipeline/router.js';
import { challengeFor, wellFormedAuthenticators } from './pipeline/security.js';
import { traceIdFrom } from './pipeline/trace.js';
import type { ServiceMetrics } from './observability/metrics.js';
import type { RequestTracer } from './observability/tracing.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface CreateAppOptions<Services> {
  /** Live mode needs the area's full module; the mock needs only its descriptor. */
  area: AreaModule<Services> | AreaDescriptor;
  mode: 'live' | 'mock';
  /** Live mode: the area's services. */
  services?: Services;
  logger: Logger;
  responseValidation: ResponseValidationMode;
  /** Mock mode: the responder and the query parameters it reserves. */
  mock?: { execute: Executor; reservedQuery?: (query: Record<string, unknown>) => void; decorate?: (app: Express) => void; exposedHeaders?: string[] };
  bodyLimitBytes?: number;
  /** Prometheus metrics of the process (METRICS_PORT); none when unset. */
  metrics?: ServiceMetrics;
  /** OpenTelemetry server spans (OTEL_EXPORTER_OTLP_ENDPOINT); none when unset. */
  tracer?: RequestTracer;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when unset. */
  trustedProxies?: string[];
  /** Origins whose pages may call from a browser (CORS_ORIGINS), in both modes; none when unset. */
  corsOrigins?: string[];
}

/** node's request listener: what `http.createServer` and supertest take. */
export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface AreaApp {
  app: RequestListener;
  operations: CompiledOperation[];
  stats: { responseViolations: number };
}

/**
 * Opens an exchange: one log line per request when it finishes (method, route template,
 * status, duration, traceId; never headers or bodies), its metrics and its server span.
 */
function requestObserver(logger: Logger, area: string, metrics: ServiceMetrics | undefined, tracer: RequestTracer | undefined) {
  return (request: IncomingMessage, response: ServerResponse, proceed: () => void): void => {
    const started = process.hrtime.bigint();
    // With tracing on, the span decides the trace id (continuing a valid traceparent), so the
    // envelope's traceId is the exported trace's.
    const span = tracer?.start(request.method ?? 'GET', request.headers);
    const exchange = startExchange(response, span ? span.spanContext().traceId : traceIdFrom(request.headers.traceparent));
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const { route, traceId, errorCode } = exchange;
      logger.info({ method: request.method, route, status: response.statusCode, durationMs, traceId }, 'request');
      metrics?.observeRequest({ area, route, method: request.method ?? 'GET', status: response.statusCode, seconds: durationMs / 1000, errorCode });
      if (span) tracer!.end(span, { method: request.method ?? 'GET', route, status: response.statusCode });
    });
    if (span) tracer!.within(span, proceed);
    else proceed();
  };
}

/**
 * The client's address: the socket peer's, or, when the peer is a trusted proxy, the
 * nearest address in X-Forwarded-For that no trusted proxy added (proxy-addr, as express's
 * `trust proxy` does). An untrusted peer's X-Forwarded-For is never read.
 */
function clientAddressOf(trustedProxies: string[]): (request: IncomingMessage) => string {
  if (trustedProxies.length === 0) return (request) => request.socket.remoteAddress ?? '';
  const trust = compileTrust(trustedProxies);
  return (request) => proxyAddress(request, trust);
}

export async function createApp<Services>(options: CreateAppOptions<Services>): Promise<AreaApp> {
  const { area, logger } = options;
  const document = readSpec(area.specPath);
  const live = options.mode === 'live';
  const module = 'handlers' in area ? (area as AreaModule<Services>) : null;
  if (live && !module) throw new Error(`${area.name}: live mode needs the area's module, not only its descriptor`);
  // Mock mode runs no handler: it skips openapi-backend's handler registry (and its strict
  // re-validation of the spec, which `npm run lint:spec` covers) and compiles validators on
  // first use, so that every area starts quickly.
  const api = live ? await registerWithOpenApiBackend(document, module!.handlers, area.name) : null;
  const operations = compileOperations(document, listOperations(document), area.name, { lazy: !live });
  const router = new OperationRouter(operations.map((op) => ({ method: op.method.toLowerCase() as never, path: op.path, target: op })));

  if (live && options.services === undefined) throw new Error(`${area.name}: live mode needs the area's services`);
  const execute: Executor = live ? handlerExecutor(api!.handlers as unknown as Record<string, AnyHandler>) : options.mock!.execute;

  const pipeline = createPipeline({
    router,
    envelope: area.envelope,
    authenticators: live ? module!.authenticators?.(options.services as Services) ?? {} : wellFormedAuthenticators(document),
    challenge: challengeFor(document, area.name),
    // The mock names only the operation's schemes (a partner's spec may define many it does not use).
    challengeOf: live ? undefined : (schemes) => challengeFor(document, area.name, schemes),
    execute,
    services: options.services ?? null,
    logger,
    responseValidation: options.responseValidation,
    afterAuthentication: live ? module!.afterAuthentication?.(options.services as Services) : undefined,
    authFailures: live ? module!.authFailures?.(options.services as Services) : undefined,
    clientAddress: clientAddressOf(options.trustedProxies ?? []),
    classifyError: module?.classifyError,
    reservedQuery: live ? undefined : options.mock?.reservedQuery,
    onResponseViolation: options.metrics ? (operationId) => options.metrics!.countViolation(area.name, operationId) : undefined,
  });

  const observe = requestObserver(logger, area.name, options.metrics, options.tracer);
  // Null without CORS_ORIGINS: then no request pays anything for CORS.
  const cors = createCors(document, { origins: options.corsOrigins ?? [], extraExposedHeaders: options.mock?.exposedHeaders });
  // Bodies are read raw so the pipeline can answer 415 and malformed JSON in the envelope itself.
  const readBody = bodyParser.raw({ type: () => true, limit: options.bodyLimitBytes ?? area.bodyLimitBytes ?? BODY_LIMIT_BYTES });

  if (!live) {
    // Mock mode runs behind express for its `decorate` hook; the pipeline and the mock's
    // executor need nothing of express's request.
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    app.set('trust proxy', false);
    app.use((request: Request, response: Response, next: NextFunction) => observe(request, response, next));
    if (cors) app.use((request: Request, response: Response, next: NextFunction) => void (cors(request, response) || next()));
    options.mock?.decorate?.(app);
    app.use(readBody);
    app.use((request: Request, response: Response) => void pipeline.handle(request, response));
    app.use((error: unknown, request: Request, response: Response, _next: NextFunction) => pipeline.bodyError(error, request, response));
    return { app, operations, stats: pipeline.stats };
  }

  // Paths the spec does not serve may be the area's extras (Swagger UI's assets), on express.
  const extras = module!.mountExtras ? express() : null;
  if (extras) {
    extras.disable('x-powered-by');
    extras.set('etag', false);
    module!.mountExtras!(extras);
  }
  const app: RequestListener = (request, response) =>
    observe(request, response, () => {
      if (cors?.(request, response)) return;
      const routed = pipeline.route(request);
      const answer = (error?: unknown) => (error ? pipeline.bodyError(error, request, response) : void pipeline.handle(request, response, routed));
      // An extra's refusal (an ApiError passed to next) is answered in the envelope; a path it does not serve goes on to the pipeline's 404.
      if (extras && routed.match?.kind === 'not-found') extras(request as Request, response as Response, (error?: unknown) => (error ? pipeline.fail(error, request, response) : readBody(request, response, answer)));
      else readBody(request, response, answer);
    });
  return { app, operations, stats: pipeline.stats };
}
