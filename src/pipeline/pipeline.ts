/**
 * The request pipeline of one area: route → negotiate → authenticate → authorize → read body →
 * validate request → execute (handler | mock) → envelope → validate response → send. Plain
 * functions with one config object: the hot path has no per-request closures or stage lists.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isApiError, type ApiError } from '../errors.js';
import type { CompiledOperation } from './compile-operation.js';
import { exchangeOf } from './exchange.js';
import { send, type Outgoing } from './http-io.js';
import { Reply } from './reply.js';
import type { OperationRouter } from './router.js';
import { route, routeOperation, type Routed } from './stages/route.js';
import { negotiate } from './stages/negotiate.js';
import { authenticate, type AuthenticateConfig } from './stages/authenticate.js';
import { authorize, type AuthorizeConfig } from './stages/authorize.js';
import { readBody, RequestAborted, type ReadBodyConfig } from './stages/read-body.js';
import { validateRequest, type ValidateRequestConfig } from './stages/validate-request.js';
import { requestContext, type ContextConfig, type Executor } from './stages/execute.js';
import { envelop, envelopFailure, type EnvelopeConfig } from './stages/envelope.js';
import { VIOLATIONS_HEADER, violationsHeaderValue } from './violations-header.js';
import { validateResponse, type PipelineStats, type ResponseValidationConfig } from './stages/validate-response.js';

export type { Executor } from './stages/execute.js';
export type { Routed } from './stages/route.js';
export type { PipelineStats, ResponseValidationMode } from './stages/validate-response.js';

type ValidationOptions = Pick<ResponseValidationConfig, 'responseValidation' | 'onResponseViolation' | 'uncheckedRefusals'>;

export interface PipelineOptions
  extends AuthenticateConfig, AuthorizeConfig, ReadBodyConfig, ValidateRequestConfig, ContextConfig, EnvelopeConfig, ValidationOptions {
  router: OperationRouter<CompiledOperation>;
  execute: Executor;
  /** `warn` checks the first answer of each operation, then one in this many; default 1 (every answer). */
  responseSample?: number;
  /** The client's address: the peer's, or the one a trusted proxy forwarded (TRUSTED_PROXIES). */
  clientAddress: (request: IncomingMessage) => string;
  /** The mock of a partner's document: a stage's refusal as the operation documents it, or null. */
  documentedRefusal?: (
    error: ApiError,
    operation: CompiledOperation,
    headers: IncomingHttpHeaders,
    traceId: string,
    query: Record<string, unknown>,
  ) => Reply | null;
  /** The mock of a partner's document: a refused request names what broke it in the violations header, as Prism's `sl-violations`. */
  refusalViolations?: boolean;
  /** An OPTIONS of a known path is answered 204 with its Allow (default); false: 405 unless documented. */
  answerOptions?: boolean;
}

/** A refusal's problems as violations of the request: each field it lists, else the refusal itself. */
function refusalViolationsOf(error: ApiError): string {
  const details = Array.isArray(error.details) ? (error.details as Array<{ location?: string; path?: string; message?: string }>) : [];
  const listed = details.filter((detail) => typeof detail?.message === 'string');
  const violations = listed.length > 0
    ? listed.map((d) => ({ where: 'request' as const, location: [d.location, d.path].filter(Boolean).join('.'), message: d.message!, schemaPath: '' }))
    : [{ where: 'request' as const, location: '', message: error.message, schemaPath: '' }];
  return violationsHeaderValue(violations);
}

type PipelineConfig = PipelineOptions & ResponseValidationConfig;

/** Bodies over this many bytes are parsed, checked and handled in separate turns of the event loop. */
const LARGE_BODY_BYTES = 256 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createPipeline(options: PipelineOptions) {
  const stats: PipelineStats = { responseViolations: 0 };
  // Every stage gets this one object (each typed by the part it needs).
  const config: PipelineConfig = { ...options, stats, responseSample: options.responseSample ?? 1, sampled: new WeakMap() };

  async function handle(request: IncomingMessage, response: ServerResponse, routed: Routed): Promise<void> {
    const startedAt = performance.now();
    const exchange = exchangeOf(response);
    const method = request.method ?? 'GET';
    let operation: CompiledOperation | null = null;
    let outgoing: Outgoing;
    // Sent with whatever the answer is, a failure after admission included.
    let admission: Record<string, string> | void = undefined;
    // Set once the executor runs: its own refusals (the mock's undocumented code) are not the stages'.
    let executing = false;
    try {
      const matched = routeOperation(routed, method, exchange, config.answerOptions !== false);
      if (matched instanceof Reply) {
        outgoing = envelop(config, exchange.traceId, matched); // OPTIONS of a known path: its Allow
      } else {
        operation = matched.target;
        negotiate(operation, request);
        const clientAddress = config.clientAddress(request);
        const authenticating = authenticate(config, operation, request, clientAddress);
        const principal = authenticating instanceof Promise ? await authenticating : authenticating;
        // Awaited only when pending: a turn of the microtask queue per stage adds up on every request.
        const admitting = authorize(config, operation, principal, clientAddress);
        admission = admitting instanceof Promise ? await admitting : admitting;
        const reading = readBody(config, operation, request, response);
        const body = reading instanceof Promise ? await reading : reading;
        // A large body's parse, check and handover each take milliseconds: other requests are served between.
        const large = body.raw !== undefined && body.raw.length > LARGE_BODY_BYTES;
        if (large) await nextTurn();
        const input = validateRequest(config, operation, routed.target.query, matched.params, request.headers, body.value, request.url, body.mediaType);
        if (large) await nextTurn();
        const context = requestContext(config, request, exchange.traceId, operation, principal, body, clientAddress, startedAt);
        executing = true;
        const result = await config.execute(operation, input, context, routed.target);
        outgoing = envelop(config, exchange.traceId, result);
      }
    } catch (error) {
      if (error instanceof RequestAborted) {
        response.end();
        return;
      }
      const documented = operation !== null && !executing && config.documentedRefusal !== undefined && isApiError(error)
        ? config.documentedRefusal(error, operation, request.headers, exchange.traceId, routed.target.query)
        : null;
      if (documented) {
        exchange.errorCode = (error as ApiError).code;
        outgoing = envelop(config, exchange.traceId, documented);
      } else {
        outgoing = envelopFailure(config, exchange, error, method, operation?.operationId ?? null);
      }
      outgoing.failure = true;
      if (config.refusalViolations && operation !== null && !executing && isApiError(error)) {
        outgoing.headers = { ...outgoing.headers, [VIOLATIONS_HEADER]: refusalViolationsOf(error) };
      }
    }
    send(request, response, validateResponse(config, operation, outgoing, exchange.traceId), admission || undefined);
  }

  /** Any error as the client gets it, for answers given outside the stages (the area's extras: src/app.ts). */
  function fail(error: unknown, request: IncomingMessage, response: ServerResponse): void {
    send(request, response, envelopFailure(config, exchangeOf(response), error, request.method ?? 'GET'));
  }

  return {
    stats,
    route: (request: IncomingMessage): Routed => route(config.router, request),
    /** Never rejects: every failure is answered in the envelope. */
    handle: (request: IncomingMessage, response: ServerResponse, routed: Routed = route(config.router, request)): Promise<void> =>
      handle(request, response, routed).catch((error) => fail(error, request, response)),
    fail,
  };
}
