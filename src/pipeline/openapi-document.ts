/** Reading one of our specs once per process, its strict check at a live start, and the handler check. */
import { readFileSync } from 'node:fs';
import type * as JsYaml from 'js-yaml';
import { onFirstUse } from '../lazy-require.js';
import { listOperations, type OpenApiDocument } from './spec-model.js';

// The model of the document (operations, the $ref resolver) is src/pipeline/spec-model.ts;
// these re-exports keep one import for the modules that read a spec and walk it.
export { HTTP_METHODS, listOperations, resolveRef, withOperationIds, type HttpMethod, type OpenApiDocument, type SpecOperation } from './spec-model.js';

const documentCache = new Map<string, OpenApiDocument>();

// js-yaml is loaded by the first spec read from YAML, with require to keep readSpec synchronous:
// the built servers take the documents the build wrote (src/areas/built-specs.ts).
const jsYaml = onFirstUse<typeof JsYaml>('js-yaml');

/** Reads and parses a spec file once per process (specs do not change while running). */
export function readSpec(specPath: string): OpenApiDocument {
  let document = documentCache.get(specPath);
  if (!document) {
    // The core schema reads our specs exactly as `yaml` does, faster (the mock's cold start).
    const yaml = jsYaml();
    document = yaml.load(readFileSync(specPath, 'utf8'), { schema: yaml.CORE_SCHEMA }) as OpenApiDocument;
    documentCache.set(specPath, document);
  }
  return document;
}

/** Makes a document read elsewhere the one readSpec returns for `key`, so the mock serves it as ours. */
export function registerSpec(key: string, document: OpenApiDocument): void {
  documentCache.set(key, document);
}

/** The strict OpenAPI 3.0 check at a live start of a spec `npm run generate` did not check (openapi-backend, on demand). */
export async function checkDocumentStrictly(document: OpenApiDocument): Promise<void> {
  const { OpenAPIBackend } = await import('openapi-backend');
  await new OpenAPIBackend({ definition: structuredClone(document) as never, strict: true, validate: false, quick: false }).init();
}

/** Refuses a handler map that misses an operation or names an unknown one: a partial area never starts. */
export function checkHandlers(document: OpenApiDocument, handlers: Record<string, unknown>, areaName: string): void {
  const operationIds = listOperations(document).map((op) => op.operationId);
  const missing = operationIds.filter((id) => typeof handlers[id] !== 'function');
  if (missing.length > 0) throw new Error(`${areaName}: no handler for operation(s) ${missing.join(', ')}`);
  const extra = Object.keys(handlers).filter((id) => !operationIds.includes(id));
  if (extra.length > 0) throw new Error(`${areaName}: handler(s) for unknown operation(s) ${extra.join(', ')}`);
}
