/**
 * OpenTelemetry traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/observability.md): one server
 * span per request, its trace id the envelope's `traceId`; the SDK is imported only then.
 */
import type { Span } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';

type TableNode = { table?: { identifier?: { name?: string } } };

/** `SELECT hrm_employees`: the statement kind and its first table; never values. */
function describeQuery(node: RootOperationNode): { operation: string; table?: string } {
  const operation = node.kind.replace(/QueryNode$/, '').replace(/Node$/, '').toUpperCase();
  const { from, into, table } = node as { from?: { froms?: TableNode[] }; into?: TableNode; table?: TableNode };
  return { operation, table: from?.froms?.[0]?.table?.identifier?.name ?? (into ?? table)?.table?.identifier?.name };
}

export interface TracingOptions {
  serviceName: string;
  /** Tests pass an in-memory exporter; otherwise OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. */
  exporter?: SpanExporter;
}

export async function createRequestTracer(options: TracingOptions) {
  const [api, core, sdk, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = options.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new sdk.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('contract-first-services');
  const propagator = new core.W3CTraceContextPropagator();
  // Async-local context carries the request span into the store calls beneath it.
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const querySpans = new WeakMap<QueryId, Span>();
  const storePlugin: KyselyPlugin = {
    transformQuery({ queryId, node }) {
      const parent = api.trace.getSpan(api.context.active());
      if (parent) {
        const { operation, table } = describeQuery(node);
        const attributes: Record<string, string> = { 'db.operation.name': operation };
        if (table) attributes['db.collection.name'] = table;
        querySpans.set(queryId, tracer.startSpan(table ? `${operation} ${table}` : operation, { kind: api.SpanKind.CLIENT, attributes }, api.context.active()));
      }
      return node;
    },
    async transformResult({ queryId, result }) {
      // A failed query never reaches here: its span is dropped with the WeakMap entry, unexported.
      querySpans.get(queryId)?.end();
      return result;
    },
  };
  return {
    /** A Kysely plugin: one client span per store query, child of the active request span. */
    storePlugin,
    /** Runs `next` with the span active, so that store queries below it become its children. */
    within(span: Span, next: () => void): void {
      api.context.with(api.trace.setSpan(api.context.active(), span), next);
    },
    /** Starts the request's server span from its headers (continuing a valid traceparent). */
    start(method: string, headers: Record<string, string | string[] | undefined>): Span {
      const parent = propagator.extract(api.ROOT_CONTEXT, headers, api.defaultTextMapGetter);
      return tracer.startSpan(method, { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
    },
    /** Names and ends the span once the answer is sent. */
    end(span: Span, { method, route, status }: { method: string; route: string | null; status: number }): void {
      span.updateName(route ? `${method} ${route}` : method);
      if (route) span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    },
    shutdown: () => provider.shutdown(),
  };
}

export type RequestTracer = Awaited<ReturnType<typeof createRequestTracer>>;
