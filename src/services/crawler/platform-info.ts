/** The API catalog and the capabilities, derived from the spec at start so they cannot drift. */
import type { OpenAPIV3 } from 'openapi-types';
import type { components } from '../../../generated/crawler.js';
import { listOperations, resolveRef, type OpenApiDocument } from '../../pipeline/openapi-document.js';

export type Catalog = components['schemas']['Catalog'];
export type CatalogEntry = components['schemas']['CatalogEntry'];
export type Feature = components['schemas']['Feature'];

function firstParagraph(text: string | undefined): string {
  return (text ?? '').trim().split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, ' ');
}

function firstExample(media: OpenAPIV3.MediaTypeObject | undefined, document: OpenApiDocument): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : resolveRef<OpenAPIV3.ExampleObject>(document, first).value;
}

export function buildCatalog(document: OpenApiDocument, prefix: string): Catalog {
  const publicByDefault = (document.security ?? []).length === 0 || (document.security ?? []).some((s) => Object.keys(s).length === 0);
  const apis = listOperations(document).map(({ operationId, method, path, operation, parameters }): CatalogEntry => {
    const query = parameters.filter((parameter) => parameter.in === 'query');
    const sampleQuery = query.length === 0
      ? null
      : Object.fromEntries(query.map((parameter) => [parameter.name, String(parameter.example ?? (parameter.schema as OpenAPIV3.SchemaObject | undefined)?.example ?? '')]));
    const body = operation.requestBody ? resolveRef<OpenAPIV3.RequestBodyObject>(document, operation.requestBody) : undefined;
    const payload = firstExample(body?.content['application/json'], document);
    const security = operation.security;
    return {
      operationId,
      method: method.toUpperCase() as CatalogEntry['method'],
      path,
      purpose: operation.summary ?? operationId,
      description: firstParagraph(operation.description),
      tags: operation.tags ?? [],
      requiresSignIn: security === undefined ? !publicByDefault : !security.some((s) => Object.keys(s).length === 0),
      sampleQuery,
      samplePayload: payload === undefined ? null : (payload as Record<string, unknown>),
    };
  });
  return { basePath: prefix, specUrl: `${prefix}/openapi.json`, operationCount: apis.length, apis };
}

/**
 * Checked against the spec both ways at start: a removed operation stops the service, and a new
 * one must be placed in a feature (the spec's /features promises every operation is).
 */
export function buildFeatures(catalog: Catalog, features: Feature[]): { features: Feature[] } {
  const known = new Set(catalog.apis.map((api) => api.operationId));
  const listed = new Set(features.flatMap((feature) => feature.operations));
  const unknown = [...listed].filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`crawler features name unknown operation(s): ${unknown.join(', ')}; remove or rename them in src/services/crawler/features.ts (crawlerFeatures)`);
  const missing = [...known].filter((id) => !listed.has(id));
  if (missing.length > 0) {
    throw new Error(
      `crawler operation(s) ${missing.join(', ')} of spec/crawler.yaml are in no feature: add each operationId to the \`operations\` of its feature in src/services/crawler/features.ts (crawlerFeatures), or add a feature there ({id, title, summary, operations, limits})`,
    );
  }
  return { features };
}
