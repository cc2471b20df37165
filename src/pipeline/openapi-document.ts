/**
 * Reading one of our area specs (once per process), its strict OpenAPI 3.0 check at a live
 * start, and the check that an area's handlers match its operations.
 */
import { readFileSync } from 'node:fs';
import type * as JsYaml from 'js-yaml';
import { onFirstUse } from '../lazy-require.js';
import { listOperations, type OpenApiDocument } from './spec-model.js';

// The model of the document (operations, the $ref resolver) is src/pipeline/spec-model.ts;
// these re-exports keep one import for the modules that read a spec and walk it.
export { HTTP_METHODS, listOperations, resolveRef, withOperationIds, type HttpMethod, type OpenApiDocument, type SpecOperation } from './spec-model.js';

const documentCache = new Map<string, OpenApiDocument>();

// js-yaml (100 KB of code) is loaded by the first spec read from its YAML, with require to keep
// readSpec synchronous: a start of the built servers takes the documents the build wrote
// (src/areas/built-specs.ts) and parses none.
const jsYaml = onFirstUse<typeof JsYaml>('js-yaml');

/** Reads and parses a spec file once per process (specs do not change while running). */
export function readSpec(specPath: string): OpenApiDocument {
  let document = documentCache.get(specPath);
  if (!document) {
    // js-yaml with the core schema reads our specs exactly as `yaml` does, three times faster,
    // which counts at start (the mock's cold start).
    const yaml = jsYaml();
    document = yaml.load(readFileSync(specPath, 'utf8'), { schema: yaml.CORE_SCHEMA }) as OpenApiDocument;
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
 * The strict OpenAPI 3.0 check of one of our specs at a live start that `npm run generate`
 * has not checked (scripts/generate-validators.ts runs the same check): a broken spec stops
 * the start. openapi-backend is loaded for this alone, here only, on demand (it is slow to
 * load); routing, validation and the handler check (checkHandlers) are our own.
 */
export async function checkDocumentStrictly(document: OpenApiDocument): Promise<void> {
  const { OpenAPIBackend } = await import('openapi-backend');
  await new OpenAPIBackend({ definition: structuredClone(document) as never, strict: true, validate: false, quick: false }).init();
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
