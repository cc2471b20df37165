/** What the log, metrics and traces need after the answer, kept on the response under a symbol. */
import type { ServerResponse } from 'node:http';

export interface Exchange {
  traceId: string;
  /** The spec's path template, once routed; null for paths the spec does not serve. */
  route: string | null;
  errorCode?: string;
}

const EXCHANGE = Symbol('exchange');

type WithExchange = ServerResponse & { [EXCHANGE]?: Exchange };

export function startExchange(response: ServerResponse, traceId: string): Exchange {
  const exchange: Exchange = { traceId, route: null };
  (response as WithExchange)[EXCHANGE] = exchange;
  return exchange;
}

export function exchangeOf(response: ServerResponse): Exchange {
  return (response as WithExchange)[EXCHANGE] ?? startExchange(response, '');
}
