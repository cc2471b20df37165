/**
 * Prometheus metrics of one process, shared by its areas; labels are route templates from the
 * spec, never raw paths, ids or keys (docs/observability.md).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';
import type { BreakerState, CircuitBreaker } from '../adapters/circuit-breaker.js';

/** What the request pipeline reports of each answer. */
export interface RequestObservation {
  area: string;
  /** The spec's path template, or null when no operation matched. */
  route: string | null;
  method: string;
  status: number;
  seconds: number;
  /** The envelope's error code, when the answer is an error. */
  errorCode?: string;
}

/** The gauge's values: the higher, the worse (so that max over workers is the worst). */
const BREAKER_STATE_VALUES: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** Methods the specs use; anything else is one label value, so a client cannot grow the series. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createServiceMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by area, route template, method and status.', labelNames: ['area', 'route', 'method', 'status'] as const, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by area, route template, method and status.',
    labelNames: ['area', 'route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const violations = new Counter({ name: 'response_contract_violations_total', help: 'Answers found breaking the spec (every answer under RESPONSE_VALIDATION=strict, a sample under warn), by area and operation.', labelNames: ['area', 'operation'] as const, registers: [registry] });
  const refusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429, by area and route template.', labelNames: ['area', 'route'] as const, registers: [registry] });
  const storeErrors = new Counter({ name: 'store_errors_total', help: 'Requests answered 503 STORE_UNAVAILABLE, by area.', labelNames: ['area'] as const, registers: [registry] });

  const breakers: CircuitBreaker[] = [];
  new Gauge({
    name: 'circuit_breaker_state',
    help: 'Circuit breaker of a dependency (store, redis): 0 closed, 1 half-open, 2 open (docs/reliability.md).',
    labelNames: ['dependency'] as const,
    registers: [registry],
    // Under WORKERS each process has its own breakers; the summed metrics show the worst.
    aggregator: 'max',
    collect() {
      for (const breaker of breakers) this.set({ dependency: breaker.name }, BREAKER_STATE_VALUES[breaker.state()]);
    },
  });
  const breakerChanges = new Counter({ name: 'circuit_breaker_transitions_total', help: 'Changes of state of a dependency\'s circuit breaker, by dependency and the state entered.', labelNames: ['dependency', 'to'] as const, registers: [registry] });

  // Label children are cached per combination: the hot path does one Map lookup, not prom-client's label hashing.
  type Children = { requests: ReturnType<typeof requests.labels>; duration: ReturnType<typeof duration.labels> };
  const children = new Map<string, Children>();
  function childrenOf(labels: LabelValues<'area' | 'route' | 'method' | 'status'>): Children {
    const key = `${labels.area}\u0000${labels.route}\u0000${labels.method}\u0000${labels.status}`;
    let found = children.get(key);
    if (!found) {
      found = { requests: requests.labels(labels), duration: duration.labels(labels) };
      children.set(key, found);
    }
    return found;
  }

  return {
    registry,
    observeRequest({ area, route, method, status, seconds, errorCode }: RequestObservation): void {
      const template = route ?? 'unmatched';
      const labels = { area, route: template, method: KNOWN_METHODS.has(method) ? method : 'OTHER', status: String(status) };
      const child = childrenOf(labels);
      child.requests.inc();
      child.duration.observe(seconds);
      if (status === 429) refusals.inc({ area, route: template });
      if (errorCode === 'STORE_UNAVAILABLE') storeErrors.inc({ area });
    },
    countViolation(area: string, operationId: string): void {
      violations.inc({ area, operation: operationId });
    },
    /** Exports a dependency's circuit breaker: its state now and its changes of state. */
    watchBreaker(breaker: CircuitBreaker): void {
      breakers.push(breaker);
      // Every series exists from the start, at 0, so that rate() sees the first opening.
      for (const to of Object.keys(BREAKER_STATE_VALUES)) breakerChanges.inc({ dependency: breaker.name, to }, 0);
      breaker.onStateChange((to) => breakerChanges.inc({ dependency: breaker.name, to }));
    },
  };
}

export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;
