/**
 * Loading an area's spec: openapi-backend validates the document against the OpenAPI 3.0
 * schema (strict mode, so a broken spec stops the start) and owns the handler registry;
 * we keep the raw document for our own compiled router and validators.
 */
import { readFileSync } from 'node:fs';
import type { OpenAPIBackend } from 'openapi-backend';
import type { OpenAPIV3 } from 'openapi-types';
import { CORE_SCHEMA, load } from 'js-yaml';

export type OpenApiDocument = OpenAPIV3.Document;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface SpecOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  operation: OpenAPIV3.OperationObject;
  parameters: OpenAPIV3.ParameterObject[];
}

const documentCache = new Map<string, OpenApiDocument>();

/** Reads and parses a spec file once per process (specs do not change while running). */
export function readSpec(specPath: string): OpenApiDocument {
  let document = documentCache.get(specPath);
  if (!document) {
    // js-yaml with the core schema reads our specs exactly as `yaml` does, three times faster,
    // which counts at start (the mock's cold start).
    document = load(readFileSync(specPath, 'utf8'), { schema: CORE_SCHEMA }) as OpenApiDocument;
    documentCache.set(specPath, document);
  }
  return document;
}

/**
 * Makes a document read elsewhere (fetched from a URL, or changed by withOperationIds) the one
 * readSpec returns for `key`, so the mock can serve any spec by the same code as ours.
 */
export function registerSpec(key: string, document: OpenApiDocument): void {
  documentCache.set(key, document);
}

/**
 * A copy in which every operation has an operationId: `GET /pets/{id}` for one without, as the
 * contract CLI names them. Our specs name every operation (lint); a partner's may not.
 */
export function withOperationIds(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  for (const [path, pathItem] of Object.entries(copy.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem?.[method];
      if (operation && !operation.operationId) operation.operationId = `${method.toUpperCase()} ${path}`;
    }
  }
  return copy;
}

/** Resolves a local `#/components/...` reference; specs are self-contained by design. */
export function resolveRef<T>(document: OpenApiDocument, value: T | OpenAPIV3.ReferenceObject): T {
  let current: unknown = value;
  for (let hops = 0; hops < 20 && current && typeof current === 'object' && '$ref' in current; hops++) {
    const ref = (current as OpenAPIV3.ReferenceObject).$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`Unresolvable reference ${ref}`);
  }
  return current as T;
}

/** Every operation of the document with its path-level and operation-level parameters merged. */
export function listOperations(document: OpenApiDocument): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    if (!pathItem) continue;
    const shared = (pathItem.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p));
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const own = (operation.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p));
      const merged = new Map<string, OpenAPIV3.ParameterObject>();
      for (const parameter of [...shared, ...own]) merged.set(`${parameter.in}:${parameter.name}`, parameter);
      operations.push({ operationId: operation.operationId, method, path, operation, parameters: [...merged.values()] });
    }
  }
  return operations;
}

/**
 * Validates the document with openapi-backend (strict) and registers the handlers there,
 * which refuses a handler for an operationId the spec does not have. A missing handler is
 * refused here too, naming the operationId, so a partial area never starts.
 */
export async function registerWithOpenApiBackend(
  document: OpenApiDocument,
  handlers: Record<string, unknown>,
  areaName: string,
): Promise<OpenAPIBackend> {
  // Loaded on demand: mock mode never needs it, and it is slow to load.
  const { OpenAPIBackend } = await import('openapi-backend');
  const api = new OpenAPIBackend({ definition: structuredClone(document) as never, strict: true, validate: false, quick: false });
  await api.init();
  checkHandlers(document, handlers, areaName);
  api.register(handlers as never);
  return api;
}

/**
 * Refuses a handler map that misses an operation of the spec, or names one it does not have,
 * naming the operationIds: a partial area never starts.
 */
export function checkHandlers(document: OpenApiDocument, handlers: Record<string, unknown>, areaName: string): void {
  const operationIds = listOperations(document).map((op) => op.operationId);
  const missing = operationIds.filter((id) => typeof handlers[id] !== 'function');
  if (missing.length > 0) throw new Error(`${areaName}: no handler for operation(s) ${missing.join(', ')}`);
  const extra = Object.keys(handlers).filter((id) => !operationIds.includes(id));
  if (extra.length > 0) throw new Error(`${areaName}: handler(s) for unknown operation(s) ${extra.join(', ')}`);
}
