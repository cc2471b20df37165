/** Handler typing from the generated types: a wrong body, a missing or extra handler fail the typecheck. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { Reply } from './reply.js';

type Defined<T> = [T] extends [never] ? Record<string, never> : [T] extends [undefined] ? Record<string, never> : NonNullable<T>;
type ParameterBag<Op, K extends string> = Op extends { parameters: infer P }
  ? K extends keyof P
    ? Defined<P[K]>
    : Record<string, never>
  : Record<string, never>;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type RequestBodyOf<Op> = Op extends { requestBody?: infer B } ? JsonBody<NonNullable<B>> : never;
type SuccessStatus = 200 | 201 | 202;
type SuccessResponse<Op> = Op extends { responses: infer R } ? R[Extract<keyof R, SuccessStatus>] : never;

/** The success body as the spec gives it (envelope included). */
export type SuccessBody<Op> = JsonBody<SuccessResponse<Op>>;
/** What a handler returns for the success case: the envelope's `data`. */
export type SuccessData<Op> = SuccessBody<Op> extends { data: infer D } ? D : never;

export interface OperationInput<Op> {
  path: ParameterBag<Op, 'path'>;
  query: ParameterBag<Op, 'query'>;
  body: RequestBodyOf<Op>;
}

/** Who is calling, as established by the security stage. */
export interface Principal {
  kind: 'apiKey' | 'member' | 'mock';
  id: string;
  scopes: string[];
  tenantId?: string;
  /** HR: the one company whose rows the caller sees (its key's, or its token's `company_id` claim). */
  companyId?: string;
  /** The security scheme that admitted the caller. */
  scheme: string;
}

export interface RequestContext<Services> {
  traceId: string;
  operationId: string;
  services: Services;
  principal: Principal | null;
  log: Logger;
  headers: IncomingHttpHeaders;
  rawBody: Buffer | undefined;
  /** The client's address (the peer's, or forwarded by a trusted proxy). */
  clientAddress: string;
  /** Protocol and host as the client used them (for same-origin checks and absolute links). */
  origin: { protocol: string; host: string };
  /** When the pipeline began this request, its body read (performance.now()): CPU budgets count from here. */
  startedAt: number;
}

export type HandlerResult<Op> = SuccessData<Op> | Reply;

export type Handler<Op, Services> = (
  input: OperationInput<Op>,
  context: RequestContext<Services>,
) => HandlerResult<Op> | Promise<HandlerResult<Op>>;

/** One handler per operationId of the generated `operations` interface, no more, no less. */
export type HandlerMap<Operations, Services> = { [Id in keyof Operations]: Handler<Operations[Id], Services> };

/** A handler as the pipeline calls it, once its types have done their work. */
export type AnyHandler = (input: OperationInput<unknown>, context: RequestContext<unknown>) => unknown;
