import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { ApiError } from '../../../src/errors.js';
import { envelopes } from '../../../src/pipeline/envelope.js';
import { startExchange } from '../../../src/pipeline/exchange.js';
import type { AnyHandler, OperationInput, RequestContext } from '../../../src/pipeline/handler-types.js';
import { Reply } from '../../../src/pipeline/reply.js';
import { envelop, envelopFailure } from '../../../src/pipeline/stages/envelope.js';
import { handlerExecutor, requestContext } from '../../../src/pipeline/stages/execute.js';
import { operation, TRACE } from './fixture.js';

const logger = pino({ level: 'silent' });
const config = { envelope: envelopes.plain, logger, services: { store: 'the store' } };

/** Runs a handler as getThing through the live executor, and says what the client gets (status, body, headers). */
async function answered(handler: AnyHandler): Promise<{ status: number; body: unknown; headers?: unknown }> {
  const execute = handlerExecutor({ getThing: handler });
  const exchange = startExchange({} as never, TRACE);
  const context = { traceId: TRACE } as RequestContext<unknown>;
  try {
    const outgoing = envelop(config, TRACE, await execute(operation('getThing'), { path: { id: 1 }, query: {}, body: undefined } as unknown as OperationInput<unknown>, context, { path: '/things/1', query: {} }));
    return { status: outgoing.status, body: JSON.parse(outgoing.payload as string), ...(outgoing.headers ? { headers: outgoing.headers } : {}) };
  } catch (error) {
    const outgoing = envelopFailure(config, exchange, error, 'GET');
    return { status: outgoing.status, body: JSON.parse(outgoing.payload as string) };
  }
}

describe('pipeline stage: execute', () => {
  const thing = { id: 1, name: 'one' };
  const cases: Array<{ name: string; handler: AnyHandler; want: { status: number; body: unknown; headers?: unknown } }> = [
    { name: 'data returned is the envelope\'s data', handler: () => thing, want: { status: 200, body: { success: true, traceId: TRACE, data: thing } } },
    { name: 'an async handler\'s data too', handler: async () => thing, want: { status: 200, body: { success: true, traceId: TRACE, data: thing } } },
    { name: 'a Reply sets status and headers', handler: () => Reply.data(thing, { status: 201, headers: { Location: '/things/1' } }), want: { status: 201, body: { success: true, traceId: TRACE, data: thing }, headers: { Location: '/things/1' } } },
    { name: 'an ApiError thrown is its status and code', handler: () => { throw new ApiError('NOT_FOUND', 'No thing 1.'); }, want: { status: 404, body: { success: false, traceId: TRACE, error: { code: 'NOT_FOUND', message: 'No thing 1.' } } } },
    { name: 'an ApiError rejected too', handler: async () => { throw new ApiError('NOT_FOUND', 'No thing 1.'); }, want: { status: 404, body: { success: false, traceId: TRACE, error: { code: 'NOT_FOUND', message: 'No thing 1.' } } } },
    { name: 'any other error thrown synchronously is a 500 in the envelope, not a crash', handler: () => { throw new TypeError('oops'); }, want: { status: 500, body: { success: false, traceId: TRACE, error: { code: 'INTERNAL', message: 'An unexpected error occurred.' } } } },
  ];
  for (const { name, handler, want } of cases) {
    it(name, async () => {
      expect(await answered(handler)).to.deep.equal(want);
    });
  }

  it('gives the handler its input and a context: trace id, services, caller, raw body, client, origin', async () => {
    let seen: { input: unknown; context: RequestContext<unknown> } | undefined;
    const execute = handlerExecutor({ getThing: (input, context) => void (seen = { input, context }) });
    const request = { headers: { host: 'api.example.com', 'x-api-key': 'k' }, socket: { encrypted: true } } as unknown as IncomingMessage;
    const principal = { kind: 'apiKey' as const, id: 'caller', scopes: [], scheme: 'ApiKeyAuth' };
    const context = requestContext(config, request, TRACE, operation('getThing'), principal, { raw: Buffer.from('{}'), value: {} }, '192.0.2.1', 1234.5);
    await execute(operation('getThing'), { path: { id: 7 }, query: {}, body: undefined } as unknown as OperationInput<unknown>, context, { path: '/things/7', query: {} });
    expect(seen!.input).to.deep.equal({ path: { id: 7 }, query: {}, body: undefined });
    const { log, rawBody, ...rest } = seen!.context;
    expect(rest).to.deep.equal({
      traceId: TRACE,
      operationId: 'getThing',
      services: { store: 'the store' },
      principal,
      headers: { host: 'api.example.com', 'x-api-key': 'k' },
      clientAddress: '192.0.2.1',
      origin: { protocol: 'https', host: 'api.example.com' },
      startedAt: 1234.5,
    });
    expect(rawBody?.toString()).to.equal('{}');
    expect(log).to.equal(logger);
  });
});
