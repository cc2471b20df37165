/**
 * One area's node request listener, without listening, live and mock alike; express serves only
 * an area's extras (Swagger UI's assets) on paths the spec does not.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddress, { compile as compileTrust } from 'proxy-addr';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AreaModule } from './areas/area-module.js';
import type { AreaDescriptor } from './areas/descriptors.js';
import { compileOperations } from './pipeline/compile-operation.js';
import { createCors, createOpenCors } from './pipeline/cors.js';
import { startExchange } from './pipeline/exchange.js';
import type { AnyHandler } from './pipeline/handler-types.js';
import { checkDocumentStrictly, checkHandlers, listOperations, readSpec } from './pipeline/openapi-document.js';
import { loadPrecompiled } from './pipeline/precompiled-validators.js';
import { createPipeline, type Executor, type PipelineOptions, type ResponseValidationMode } from './pipeline/pipeline.js';
import { handlerExecutor } from './pipeline/stages/execute.js';
import { readBodyBytes, type BodyLimits } from './pipeline/body-reader.js';
import { OperationRouter } from './pipeline/router.js';
import { challengeFor, prismChallengeFor, wellFormedAuthenticators } from './pipeline/security.js';
import { traceIdFrom } from './pipeline/trace.js';
import type { ServiceMetrics } from './observability/metrics.js';
import type { RequestTracer } from './observability/tracing.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** How long a request's body may take to arrive, whole, by default (REQUEST_BODY_TIMEOUT_MS). */
export const BODY_TIMEOUT_MS = 30_000;

export interface CreateAppOptions<Services> {
  /** Live mode needs the area's full module; the mock needs only its descriptor. */
  area: AreaModule<Services> | AreaDescriptor;
  mode: 'live' | 'mock';
  /** Live mode: the area's services. */
  services?: Services;
  logger: Logger;
  responseValidation: ResponseValidationMode;
  /** `warn` checks the first answer of each operation, then one in this many (RESPONSE_VALIDATION_SAMPLE); default 1, every answer. */
  responseSample?: number;
  /** Mock mode: the responder and the query parameters it reserves. */
  mock?: { execute: Executor; reservedQuery?: (query: Record<string, unknown>) => void; exposedHeaders?: string[]; documentedRefusal?: PipelineOptions['documentedRefusal'] };
  bodyLimitBytes?: number;
  /** The whole body must arrive within this (REQUEST_BODY_TIMEOUT_MS); default BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
  /** Prometheus metrics of the process (METRICS_PORT); none when unset. */
  metrics?: ServiceMetrics;
  /** OpenTelemetry server spans (OTEL_EXPORTER_OTLP_ENDPOINT); none when unset. */
  tracer?: RequestTracer;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when unset. */
  trustedProxies?: string[];
  /** Origins whose pages may call from a browser (CORS_ORIGINS), in both modes; none when unset. */
  corsOrigins?: string[];
  /** A partner document's mock: any page may call it, as Prism's mock (corsOrigins is then unused). */
  openCors?: boolean;
}

/** node's request listener: what `http.createServer` and supertest take. */
export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** One log line per finished request (never headers or bodies), its metrics and its server span. */
function requestObserver(logger: Logger, area: string, metrics: ServiceMetrics | undefined, tracer: RequestTracer | undefined) {
  return (request: IncomingMessage, response: ServerResponse, proceed: () => void): void => {
    const started = process.hrtime.bigint();
    // With tracing on, the span decides the trace id, so the envelope's traceId is the exported trace's.
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

/** The client's address: the peer's, or behind trusted proxies the nearest X-Forwarded-For one they did not add. */
function clientAddressOf(trustedProxies: string[]): (request: IncomingMessage) => string {
  if (trustedProxies.length === 0) return (request) => request.socket.remoteAddress ?? '';
  const trust = compileTrust(trustedProxies);
  return (request) => proxyAddress(request, trust);
}

export async function createApp<Services>(options: CreateAppOptions<Services>) {
  const { area, logger } = options;
  const document = readSpec(area.specPath);
  const live = options.mode === 'live';
  const module = 'handlers' in area ? (area as AreaModule<Services>) : null;
  if (live && !module) throw new Error(`${area.name}: live mode needs the area's module, not only its descriptor`);
  // Mock mode skips the strict check of the spec and compiles validators on first use, to start
  // quickly; a precompiled spec was checked when `npm run generate` compiled it.
  const precompiled = await loadPrecompiled(area.name, document);
  const handlers = live ? (module!.handlers as Record<string, unknown>) : null;
  if (live && !precompiled) await checkDocumentStrictly(document);
  if (handlers) checkHandlers(document, handlers, area.name);
  const operations = compileOperations(document, listOperations(document), area.name, { lazy: !live, precompiled });
  const router = new OperationRouter(operations.map((op) => ({ method: op.method.toLowerCase() as never, path: op.path, target: op })));

  if (live && options.services === undefined) throw new Error(`${area.name}: live mode needs the area's services`);
  const execute: Executor = live ? handlerExecutor(handlers as unknown as Record<string, AnyHandler>) : options.mock!.execute;

  const bodyLimits: BodyLimits = {
    limitBytes: options.bodyLimitBytes ?? area.bodyLimitBytes ?? BODY_LIMIT_BYTES,
    timeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
  };
  const pipeline = createPipeline({
    router,
    envelope: area.envelope,
    authenticators: live ? module!.authenticators?.(options.services as Services) ?? {} : wellFormedAuthenticators(document, area.partner ? 'partner' : 'own'),
    challenge: challengeFor(document, area.name),
    // The mock names only the operation's schemes (a partner's spec may define many it does not use), in Prism's words for a partner's.
    challengeOf: live ? undefined : area.partner ? (schemes) => prismChallengeFor(document, schemes) : (schemes) => challengeFor(document, area.name, schemes),
    execute,
    services: options.services ?? null,
    logger,
    responseValidation: options.responseValidation,
    responseSample: options.responseSample,
    afterAuthentication: live ? module!.afterAuthentication?.(options.services as Services) : undefined,
    authFailures: live ? module!.authFailures?.(options.services as Services) : undefined,
    clientAddress: clientAddressOf(options.trustedProxies ?? []),
    classifyError: module?.classifyError,
    reservedQuery: live ? undefined : options.mock?.reservedQuery,
    documentedRefusal: live ? undefined : options.mock?.documentedRefusal,
    uncheckedRefusals: !live && area.partner === true,
    refusalViolations: !live && area.partner === true,
    // Prism answers an OPTIONS a partner's document does not document 405, as any other method.
    answerOptions: live || area.partner !== true,
    onResponseViolation: options.metrics ? (operationId) => options.metrics!.countViolation(area.name, operationId) : undefined,
    // The request's bytes, read whole once authentication has passed; undefined when it carries none.
    readBytes: (request, response) => readBodyBytes(request, response, bodyLimits),
  });

  const observe = requestObserver(logger, area.name, options.metrics, options.tracer);
  // Null without CORS_ORIGINS: then no request pays anything for CORS.
  const cors = options.openCors
    ? createOpenCors()
    : createCors(document, { origins: options.corsOrigins ?? [], extraExposedHeaders: options.mock?.exposedHeaders });

  // Express is loaded by the first request for a path the spec does not serve (docs/performance.md).
  const mountExtras = live ? module!.mountExtras : undefined;
  let extrasApp: Promise<Express> | undefined;
  const extras = mountExtras
    ? () =>
      (extrasApp ??= import('express').then(({ default: express }) => {
        const extra = express();
        extra.disable('x-powered-by');
        extra.set('etag', false);
        mountExtras(extra);
        return extra;
      }))
    : null;
  const app: RequestListener = (request, response) =>
    observe(request, response, () => {
      if (cors?.(request, response)) return;
      const routed = pipeline.route(request);
      // An extra's refusal (an ApiError passed to next) is answered in the envelope; a path it does not serve goes on to the pipeline's 404.
      if (extras && routed.match?.kind === 'not-found') {
        const next = (error?: unknown) => (error ? pipeline.fail(error, request, response) : void pipeline.handle(request, response, routed));
        extras().then((extra) => extra(request as Request, response as Response, next), next);
      }
      else void pipeline.handle(request, response, routed);
    });
  return { app, operations, stats: pipeline.stats };
}

export type AreaApp = Awaited<ReturnType<typeof createApp>>;

