/**
 * The spec as the contract engine sees it: every operation with its parameters, body,
 * security alternatives and documented responses, all `$ref`s resolved. A spec that cannot
 * be read, parsed or validated as OpenAPI 3.0 is a ContractSpecError.
 */
import { readFileSync } from 'node:fs';
import { OpenAPIBackend } from 'openapi-backend';
import type { OpenAPIV3 } from 'openapi-types';
import YAML from 'yaml';
import { HTTP_METHODS, resolveRef, type OpenApiDocument } from '../pipeline/openapi-document.js';
import { ContractSpecError } from './errors.js';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: unknown;
  style: string;
  explode: boolean;
  /** Documented example values: the parameter's `example`/`examples`, else its schema's `example`. */
  examples: unknown[];
}

export interface NamedExample {
  name: string;
  value: unknown;
}

export interface BodyModel {
  required: boolean;
  /** The JSON media type requests are sent with; null when the operation takes no JSON. */
  mediaType: string | null;
  mediaTypes: string[];
  schema: unknown;
  examples: NamedExample[];
}

export interface SecuritySchemeModel {
  name: string;
  kind: 'apiKey' | 'bearer' | 'basic' | 'other';
  /** apiKey: where the key travels and under which name. */
  in?: 'header' | 'query' | 'cookie';
  parameterName?: string;
}

export interface ResponseHeaderModel {
  name: string;
  required: boolean;
  schema: unknown;
}

/** An OpenAPI link of a response: how its values fill a request of another operation. */
export interface LinkModel {
  name: string;
  /** The target, from `operationId` or a local `operationRef` (`#/paths/~1x/get`). */
  operationId: string;
  /** Parameter name (or `in.name`) → a runtime expression or a constant. */
  parameters: Record<string, unknown>;
  /** A runtime expression, a constant, or an object/array whose strings may be expressions. */
  requestBody?: unknown;
}

export interface ResponseModel {
  /** As written in the spec: `200`, `4XX` or `default`. */
  status: string;
  content: Record<string, { schema: unknown }> | null;
  headers: ResponseHeaderModel[];
  links: LinkModel[];
}

export interface OperationModel {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  parameters: ParameterModel[];
  body: BodyModel | null;
  /** Alternatives (any one admits) of scheme sets (all needed); empty = public. */
  security: SecuritySchemeModel[][];
  responses: ResponseModel[];
  /** Media types of the success responses, for `Accept`. */
  produces: string[];
}

export interface SpecModel {
  source: string;
  title: string;
  version: string;
  document: OpenApiDocument;
  operations: OperationModel[];
  /** Documented methods per path (upper case). */
  pathMethods: Map<string, string[]>;
  securitySchemes: Map<string, SecuritySchemeModel>;
}

/** Headers OpenAPI says are described elsewhere; parameters with these names are ignored. */
const IGNORED_HEADER_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);

function parseDocument(text: string, source: string): OpenApiDocument {
  let parsed: unknown;
  try {
    parsed = text.trimStart().startsWith('{') ? JSON.parse(text) : YAML.parse(text);
  } catch (error) {
    throw new ContractSpecError(`${source}: not valid YAML or JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!parsed || typeof parsed !== 'object') throw new ContractSpecError(`${source}: not an OpenAPI document`);
  const version = (parsed as { openapi?: unknown }).openapi;
  if (typeof version !== 'string') throw new ContractSpecError(`${source}: not an OpenAPI 3.0 document (no "openapi" field)`);
  if (!/^3\.0\.\d+$/.test(version)) throw new ContractSpecError(`${source}: OpenAPI ${version} is not supported; this tool reads OpenAPI 3.0.x`);
  return parsed as OpenApiDocument;
}

async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { headers: { accept: 'application/json, application/yaml;q=0.9, */*;q=0.1' }, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new ContractSpecError(`${source}: cannot fetch the spec: ${(error as Error).cause ? String(((error as Error).cause as Error).message) : (error as Error).message}`);
    }
    if (!response.ok) throw new ContractSpecError(`${source}: cannot fetch the spec: HTTP ${response.status}`);
    return response.text();
  }
  try {
    return readFileSync(source, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContractSpecError(code === 'ENOENT' ? `${source}: no such file` : `${source}: cannot read the spec: ${(error as Error).message}`);
  }
}

function securitySchemes(document: OpenApiDocument): Map<string, SecuritySchemeModel> {
  const schemes = new Map<string, SecuritySchemeModel>();
  for (const [name, raw] of Object.entries(document.components?.securitySchemes ?? {})) {
    const scheme = resolveRef<OpenAPIV3.SecuritySchemeObject>(document, raw);
    if (scheme.type === 'apiKey') schemes.set(name, { name, kind: 'apiKey', in: scheme.in as 'header' | 'query' | 'cookie', parameterName: scheme.name });
    else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'bearer') schemes.set(name, { name, kind: 'bearer' });
    else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') schemes.set(name, { name, kind: 'basic' });
    else schemes.set(name, { name, kind: 'other' });
  }
  return schemes;
}

function examplesOf(document: OpenApiDocument, holder: { example?: unknown; examples?: Record<string, unknown> }, schema: unknown): NamedExample[] {
  const found: NamedExample[] = [];
  if (holder.example !== undefined) found.push({ name: 'example', value: holder.example });
  for (const [name, raw] of Object.entries(holder.examples ?? {})) {
    const example = resolveRef<OpenAPIV3.ExampleObject>(document, raw as OpenAPIV3.ExampleObject);
    if (example && example.value !== undefined) found.push({ name, value: example.value });
  }
  if (found.length === 0 && schema) {
    const resolved = resolveRef<OpenAPIV3.SchemaObject>(document, schema as OpenAPIV3.SchemaObject);
    if (resolved.example !== undefined) found.push({ name: 'schema example', value: resolved.example });
  }
  return found;
}

/** The operationId a local operationRef (`#/paths/~1employees/get`) points at. */
function operationIdAt(document: OpenApiDocument, ref: string | undefined): string | undefined {
  const match = ref ? /^#\/paths\/([^/]+)\/([a-z]+)$/.exec(ref) : null;
  if (!match) return undefined;
  const path = decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~');
  const item = document.paths?.[path] as Record<string, { operationId?: string }> | undefined;
  const operation = item?.[match[2]];
  return operation ? operation.operationId ?? `${match[2].toUpperCase()} ${path}` : undefined;
}

function modelOperations(document: OpenApiDocument, schemes: Map<string, SecuritySchemeModel>): OperationModel[] {
  const operations: OperationModel[] = [];
  const seenIds = new Set<string>();
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    if (!rawItem) continue;
    const pathItem = resolveRef<OpenAPIV3.PathItemObject>(document, rawItem);
    const shared = (pathItem.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p));
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const operationId = operation.operationId ?? `${method.toUpperCase()} ${path}`;
      if (seenIds.has(operationId)) throw new ContractSpecError(`operationId ${operationId} is used twice`);
      seenIds.add(operationId);

      const merged = new Map<string, OpenAPIV3.ParameterObject>();
      for (const parameter of [...shared, ...(operation.parameters ?? []).map((p) => resolveRef<OpenAPIV3.ParameterObject>(document, p))]) {
        merged.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const parameters: ParameterModel[] = [];
      for (const parameter of merged.values()) {
        if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())) continue;
        const location = parameter.in as ParameterLocation;
        const style = parameter.style ?? (location === 'query' || location === 'cookie' ? 'form' : 'simple');
        parameters.push({
          name: parameter.name,
          in: location,
          required: location === 'path' ? true : parameter.required === true,
          schema: parameter.schema ?? {},
          style,
          explode: parameter.explode ?? style === 'form',
          examples: examplesOf(document, parameter as never, parameter.schema).map((e) => e.value),
        });
      }

      let body: BodyModel | null = null;
      if (operation.requestBody) {
        const requestBody = resolveRef<OpenAPIV3.RequestBodyObject>(document, operation.requestBody);
        const mediaTypes = Object.keys(requestBody.content ?? {});
        const mediaType = mediaTypes.find((type) => /^application\/(.+\+)?json$/i.test(type.split(';')[0].trim())) ?? null;
        const media = mediaType ? requestBody.content[mediaType] : undefined;
        body = {
          required: requestBody.required === true,
          mediaType,
          mediaTypes,
          schema: media?.schema ?? null,
          examples: media ? examplesOf(document, media as never, media.schema) : [],
        };
      }

      const requirements = operation.security ?? document.security ?? [];
      const isPublic = requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
      const security = isPublic
        ? []
        : requirements.map((requirement) =>
            Object.keys(requirement).map((name) => {
              const scheme = schemes.get(name);
              if (!scheme) throw new ContractSpecError(`${operationId}: security scheme ${name} is not defined in components.securitySchemes`);
              return scheme;
            }),
          );

      const responses: ResponseModel[] = [];
      const produces = new Set<string>();
      for (const [status, raw] of Object.entries(operation.responses ?? {})) {
        const response = resolveRef<OpenAPIV3.ResponseObject>(document, raw);
        const content = response.content
          ? Object.fromEntries(Object.entries(response.content).map(([type, media]) => [type.toLowerCase(), { schema: media.schema ?? null }]))
          : null;
        if (/^2/.test(status)) for (const type of Object.keys(content ?? {})) produces.add(type);
        const headers = Object.entries(response.headers ?? {}).map(([name, rawHeader]) => {
          const header = resolveRef<OpenAPIV3.HeaderObject>(document, rawHeader);
          return { name, required: header.required === true, schema: header.schema ?? {} };
        });
        const links = Object.entries(response.links ?? {}).map(([name, rawLink]) => {
          const link = resolveRef<OpenAPIV3.LinkObject>(document, rawLink);
          const target = link.operationId ?? operationIdAt(document, link.operationRef);
          if (!target) throw new ContractSpecError(`${operationId}: link ${name} names no operationId or local operationRef`);
          return {
            name,
            operationId: target,
            parameters: { ...(link.parameters ?? {}) },
            ...(link.requestBody === undefined ? {} : { requestBody: link.requestBody }),
          };
        });
        responses.push({ status, content, headers, links });
      }

      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        parameters,
        body,
        security,
        responses,
        produces: [...produces],
      });
    }
  }
  return operations;
}

/** openapi-backend's message ("… N validation errors:\n[json]") as `where what` lines. */
function describeDocumentErrors(message: string): string {
  const newline = message.indexOf('\n');
  try {
    const errors = JSON.parse(message.slice(newline + 1)) as Array<{ instancePath?: string; message?: string; params?: Record<string, unknown> }>;
    const lines = errors.slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params?.additionalProperty ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return `${lines.join('; ')}${errors.length > 5 ? ` (and ${errors.length - 5} more)` : ''}`;
  } catch {
    return message.split('\n')[0];
  }
}

/** Reads (a file path or an http(s) URL), parses and validates an OpenAPI 3.0 spec. */
export async function loadSpec(source: string): Promise<SpecModel> {
  const text = await readSource(source);
  const document = parseDocument(text, source);
  try {
    const api = new OpenAPIBackend({ definition: structuredClone(document) as never, strict: true, validate: false, quick: false });
    await api.init();
  } catch (error) {
    throw new ContractSpecError(`${source}: not a valid OpenAPI 3.0 document: ${describeDocumentErrors((error as Error).message)}`);
  }
  return modelSpec(document, source);
}

/** Builds the model of an already parsed document (no schema validation of the document itself). */
export function modelSpec(document: OpenApiDocument, source = 'spec'): SpecModel {
  try {
    const schemes = securitySchemes(document);
    const operations = modelOperations(document, schemes);
    const pathMethods = new Map<string, string[]>();
    const ids = new Set(operations.map((operation) => operation.operationId));
    for (const operation of operations) {
      for (const link of operation.responses.flatMap((response) => response.links)) {
        if (!ids.has(link.operationId)) throw new ContractSpecError(`${operation.operationId}: link ${link.name} names operation ${link.operationId}, which the spec does not have`);
      }
    }
    for (const operation of operations) pathMethods.set(operation.path, [...(pathMethods.get(operation.path) ?? []), operation.method]);
    return {
      source,
      title: document.info?.title ?? source,
      version: document.info?.version ?? '',
      document,
      operations,
      pathMethods,
      securitySchemes: schemes,
    };
  } catch (error) {
    if (error instanceof ContractSpecError) throw new ContractSpecError(`${source}: ${error.message}`);
    throw new ContractSpecError(`${source}: ${(error as Error).message}`);
  }
}

/** The documented response for a status: exact, then `4XX`-style, then `default`. */
export function documentedResponse(operation: OperationModel, status: number): ResponseModel | undefined {
  const exact = String(status);
  return (
    operation.responses.find((r) => r.status === exact) ??
    operation.responses.find((r) => r.status.toUpperCase() === `${exact[0]}XX`) ??
    operation.responses.find((r) => r.status === 'default')
  );
}
