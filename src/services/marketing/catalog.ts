/** /catalog, derived from the spec at start: every operation an endpoint, every paged list a resource. */
import type { OpenAPIV3 } from 'openapi-types';
import type { components } from '../../../generated/marketing.js';
import { listOperations, resolveRef, type OpenApiDocument } from '../../pipeline/openapi-document.js';
import { pageItemSchema, propertiesOf } from '../records/item-schemas.js';

const PAGING_PARAMETERS = new Set(['page', 'page_size']);

type Catalog = components['schemas']['Catalog'];

export function buildCatalog(document: OpenApiDocument, basePath: string): Catalog {
  const resources: Catalog['resources'] = [];
  const endpoints: Catalog['endpoints'] = [];
  let keyHeader: string | null = null;
  for (const scheme of Object.values(document.components?.securitySchemes ?? {})) {
    const resolved = resolveRef<OpenAPIV3.SecuritySchemeObject>(document, scheme);
    if (resolved.type === 'apiKey' && resolved.in === 'header') keyHeader = resolved.name;
  }
  if (!keyHeader) throw new Error('marketing spec: no API key header scheme');

  for (const { operationId, method, path, operation, parameters } of listOperations(document)) {
    const security = operation.security ?? document.security ?? [];
    const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const summary = operation.summary ?? operationId;
    endpoints.push({
      method: method.toUpperCase(),
      path,
      operation_id: operationId,
      summary,
      requires_api_key: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
      query_parameters: query,
    });
    const item = pageItemSchema(document, operation);
    if (!item) continue;
    // The first tag, lower case (the response stage checks it against the spec's groups).
    const group = operation.tags?.[0]?.toLowerCase();
    if (!group) throw new Error(`marketing spec: list ${operation.operationId} has no tag to group it by`);
    resources.push({
      name: path.startsWith(`${basePath}/`) ? path.slice(basePath.length + 1) : path,
      group: group as Catalog['resources'][number]['group'],
      path,
      operation_id: operationId,
      summary,
      fields: Object.keys(propertiesOf(document, item)),
      filters: query.filter((name) => !PAGING_PARAMETERS.has(name)),
    });
  }
  return {
    service: document.info.title,
    version: document.info.version,
    base_path: basePath,
    authentication: { type: 'apiKey', in: 'header', name: keyHeader },
    resources,
    endpoints,
  };
}
