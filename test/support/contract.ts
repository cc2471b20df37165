/**
 * Every response a test sees is checked against the spec, independently of the app's own
 * response validation: openapi-backend's router finds the operation, a separate ajv
 * validates the body. A violation fails the test naming operation, status and schema path.
 */
import { OpenAPIBackend } from 'openapi-backend';
import type { Response } from 'supertest';
import { readSpec, type OpenApiDocument } from '../../src/pipeline/openapi-document.js';
import { createSchemaCompiler } from '../../src/pipeline/schema-compiler.js';
import type { ValidateFunction } from 'ajv';

interface SpecChecker {
  api: OpenAPIBackend;
  document: OpenApiDocument;
  compile: (schema: unknown) => ValidateFunction;
  cache: Map<unknown, ValidateFunction>;
}

const checkers = new Map<string, Promise<SpecChecker>>();

function checkerFor(specPath: string): Promise<SpecChecker> {
  let checker = checkers.get(specPath);
  if (!checker) {
    checker = (async () => {
      const document = readSpec(specPath);
      const api = new OpenAPIBackend({ definition: structuredClone(document) as never, validate: false, quick: true });
      await api.init();
      const compiler = createSchemaCompiler(document, { coerceTypes: false, name: `contract-${checkers.size}` });
      return { api, document, compile: compiler.compile, cache: new Map() };
    })();
    checkers.set(specPath, checker);
  }
  return checker;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec walked as plain JSON
function resolve(document: OpenApiDocument, value: any): any {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the spec walked as plain JSON
  while (value && value.$ref) value = value.$ref.slice(2).split('/').reduce((node: any, key: string) => node?.[key.replace(/~1/g, '/')], document);
  return value;
}

/** Throws when the response is not what the spec documents for its request. */
export async function assertMatchesSpec(specPath: string, response: Response): Promise<void> {
  const { api, document, compile, cache } = await checkerFor(specPath);
  const request = (response as unknown as { req: { method: string; path: string } }).req;
  const path = new URL(request.path, 'http://x').pathname;
  const matched = api.router.matchOperation({ method: request.method, path, headers: {} } as never);
  // openapi-backend's router ignores a trailing slash; the spec (and the server) do not.
  const operation = matched && matched.path.endsWith('/') === path.endsWith('/') ? matched : undefined;
  const contentType = String(response.headers['content-type'] ?? '').split(';')[0];
  let schema: unknown;
  let where: string;
  if (!operation) {
    // Unrouted requests (unknown path, wrong method, body-parser failures) answer in the error envelope.
    if (response.status < 400) throw new Error(`${request.method} ${path}: ${response.status} for a request no operation documents`);
    schema = { $ref: '#/components/schemas/ErrorEnvelope' };
    where = `${request.method} ${path} (no operation)`;
    if (response.status === 405 && !response.headers.allow) throw new Error(`${where}: 405 without an Allow header`);
  } else {
    where = `${operation.operationId} ${response.status}`;
    const responses = operation.responses ?? {};
    const documented = resolve(document, responses[String(response.status)] ?? responses.default);
    if (!documented) throw new Error(`${where}: status ${response.status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
    if (!documented.content) return;
    const media = documented.content[contentType];
    if (!media) throw new Error(`${where}: content type ${contentType} is not documented`);
    schema = media.schema;
    if (response.status === 405 && !response.headers.allow) throw new Error(`${where}: 405 without an Allow header`);
  }
  let validate = cache.get(schema);
  if (!validate) {
    validate = compile(schema);
    cache.set(schema, validate);
  }
  const body = contentType === 'application/json' ? response.body : response.text;
  if (!validate(body)) {
    const first = validate.errors![0];
    throw new Error(`${where}: body breaks the spec at ${first.instancePath || '(root)'}: ${first.message} (schema path ${first.schemaPath})\n${JSON.stringify(body).slice(0, 500)}`);
  }
}
