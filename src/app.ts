/**
 * createApp builds one area's express app, without listening: the pipeline stages of
 * src/pipeline bound to the area's spec, handlers (or the mock) and services.
 */
import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from 'pino';
import type { AreaModule } from './areas/area-module.js';
import type { AreaDescriptor } from './areas/descriptors.js';
import { compileOperations, type CompiledOperation } from './pipeline/compile-operation.js';
import type { AnyHandler } from './pipeline/handler-types.js';
import { listOperations, readSpec, registerWithOpenApiBackend } from './pipeline/openapi-document.js';
import { createPipeline, type Executor, type ResponseValidationMode } from './pipeline/pipeline.js';
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
  mock?: { execute: Executor; reservedQuery?: (query: Record<string, unknown>) => void; decorate?: (app: Express) => void };
  bodyLimitBytes?: number;
  /** Prometheus metrics of the process (METRICS_PORT); none when unset. */
  metrics?: ServiceMetrics;
  /** OpenTelemetry server spans (OTEL_EXPORTER_OTLP_ENDPOINT); none when unset. */
  tracer?: RequestTracer;
}

export interface AreaApp {
  app: Express;
  operations: CompiledOperation[];
  stats: { responseViolations: number };
}

/** One log line per request: method, route template, status, duration, traceId; never headers or bodies. */
function requestLog(logger: Logger, area: string, metrics: ServiceMetrics | undefined, tracer: RequestTracer | undefined) {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // With tracing on, the span decides the trace id (continuing a valid traceparent), so the
    // envelope's traceId is the exported trace's.
    const span = tracer?.start(request.method, request.headers);
    response.locals.traceId = span ? span.spanContext().traceId : traceIdFrom(request.headers.traceparent);
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = (response.locals.route as string | undefined) ?? null;
      logger.info({ method: request.method, route, status: response.statusCode, durationMs, traceId: response.locals.traceId }, 'request');
      metrics?.observeRequest({ area, route, method: request.method, status: response.statusCode, seconds: durationMs / 1000, errorCode: response.locals.errorCode });
      if (span) tracer!.end(span, { method: request.method, route, status: response.statusCode });
    });
    if (span) tracer!.within(span, next);
    else next();
  };
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
  const execute: Executor = live
    ? async (operation, input, context) => (api!.handlers[operation.operationId] as unknown as AnyHandler)(input, context)
    : options.mock!.execute;

  const pipeline = createPipeline({
    areaName: area.name,
    router,
    envelope: area.envelope,
    authenticators: live ? module!.authenticators?.(options.services as Services) ?? {} : wellFormedAuthenticators(document),
    challenge: challengeFor(document, area.name),
    execute,
    services: options.services ?? null,
    logger,
    responseValidation: options.responseValidation,
    afterAuthentication: live ? module!.afterAuthentication?.(options.services as Services) : undefined,
    classifyError: module?.classifyError,
    reservedQuery: live ? undefined : options.mock?.reservedQuery,
    onResponseViolation: options.metrics ? (operationId) => options.metrics!.countViolation(area.name, operationId) : undefined,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  app.use(requestLog(logger, area.name, options.metrics, options.tracer));
  if (!live) options.mock?.decorate?.(app);
  area.mountExtras?.(app);
  // Bodies are read raw so the pipeline can answer 415 and malformed JSON in the envelope itself.
  app.use(express.raw({ type: () => true, limit: options.bodyLimitBytes ?? area.bodyLimitBytes ?? BODY_LIMIT_BYTES }));
  app.use(pipeline.handler);
  app.use(pipeline.errorHandler);
  return { app, operations, stats: pipeline.stats };
}
