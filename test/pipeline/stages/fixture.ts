/**
 * A small spec compiled as the pipeline compiles an area's, for the stage tests: a protected
 * list with a scope and a paging parameter, a create with a required JSON body, a read by
 * integer id answering JSON or CSV, and a public health check.
 */
import { ApiError } from '../../../src/errors.js';
import { compileOperations, type CompiledOperation } from '../../../src/pipeline/compile-operation.js';
import type { Principal } from '../../../src/pipeline/handler-types.js';
import { listOperations, type OpenApiDocument } from '../../../src/pipeline/openapi-document.js';
import { OperationRouter } from '../../../src/pipeline/router.js';
import type { Authenticator } from '../../../src/pipeline/security.js';

const errorResponse = { description: 'An error.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };

export const stageSpec: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Stage fixture', version: '1.0.0' },
  security: [],
  paths: {
    '/things': {
      get: {
        operationId: 'listThings',
        security: [{ ApiKeyAuth: [] }, { BearerAuth: [] }],
        'x-required-scopes': ['thing.read'],
        parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: {
          '200': { description: 'Things.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingList' } } } },
          '400': errorResponse,
          '401': errorResponse,
          '500': errorResponse,
        },
      } as never,
      post: {
        operationId: 'createThing',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1 } } } } },
        },
        responses: {
          '201': { description: 'Created.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingAnswer' } } } },
          '400': errorResponse,
        },
      },
    },
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'A thing.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingAnswer' } }, 'text/csv': { schema: { type: 'string' } } },
          },
          '204': { description: 'Nothing to say.' },
          '404': errorResponse,
        },
      },
    },
    '/health': {
      get: {
        operationId: 'getHealth',
        responses: { '200': { description: 'Up.', content: { 'application/json': { schema: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } } } } } },
      },
    },
  },
  components: {
    securitySchemes: {
      ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      BearerAuth: { type: 'http', scheme: 'bearer' },
    },
    schemas: {
      Thing: { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      ThingAnswer: { type: 'object', required: ['success', 'traceId', 'data'], properties: { success: { type: 'boolean' }, traceId: { type: 'string' }, data: { $ref: '#/components/schemas/Thing' } } },
      ThingList: {
        type: 'object',
        required: ['success', 'traceId', 'data'],
        properties: { success: { type: 'boolean' }, traceId: { type: 'string' }, data: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
      },
      Failure: {
        type: 'object',
        required: ['success', 'traceId', 'error'],
        properties: {
          success: { type: 'boolean', enum: [false] },
          traceId: { type: 'string' },
          error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} } },
        },
      },
    },
  },
};

export const operations = compileOperations(stageSpec, listOperations(stageSpec), 'stage-fixture');
export const router = new OperationRouter(operations.map((op) => ({ method: op.method.toLowerCase() as never, path: op.path, target: op })));

export function operation(operationId: string): CompiledOperation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the stage fixture`);
  return found;
}

export const TRACE = '0af7651916cd43dd8448eb211c80319c';

/** An API key `good-key` is `key-caller` with `thing.read`; a bearer token `good-token` is `token-caller` without scopes. */
export const authenticators: Record<string, Authenticator> = {
  ApiKeyAuth: async ({ headers }) => {
    const key = headers['x-api-key'];
    if (key === undefined) return null;
    if (key !== 'good-key') throw new ApiError('UNAUTHORIZED');
    return { kind: 'apiKey', id: 'key-caller', scopes: ['thing.read'], scheme: 'ApiKeyAuth' } satisfies Principal;
  },
  BearerAuth: async ({ headers }) => {
    const header = headers.authorization;
    if (header === undefined) return null;
    if (header !== 'Bearer good-token') throw new ApiError('UNAUTHORIZED');
    return { kind: 'member', id: 'token-caller', scopes: [], scheme: 'BearerAuth' } satisfies Principal;
  },
};

/** What a user would notice of a stage that refused: status, code, headers; else what it gave. */
export interface Outcome {
  status: number;
  code?: string;
  headers?: Record<string, string>;
  message?: string;
  details?: unknown;
}

export function refusal(error: unknown): Outcome {
  if (!(error instanceof ApiError)) throw error;
  return {
    status: error.status,
    code: error.code,
    ...(error.headers ? { headers: error.headers } : {}),
    message: error.message,
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}
