/**
 * A Postman Collection (v2.0, v2.1) read as Prism reads it, by @stoplight/http-spec's transformer,
 * written as an OpenAPI 3.1 document (its inferred schemas are JSON Schema, which 3.0 cannot say)
 * that the loader (spec-document.ts) checks like any other: the three tools serve OpenAPI only.
 */
import { createRequire } from 'node:module';
import type { transformPostmanCollectionOperations } from '@stoplight/http-spec/postman/operation';

type Operation = ReturnType<typeof transformPostmanCollectionOperations>[number];
type Example = { key: string; value?: unknown };
/** What of http-spec's path, query and header parameters an OpenAPI parameter takes. */
type Param = { name: string; required?: boolean; description?: string; schema?: unknown; examples?: readonly Example[] };
type Content = NonNullable<Operation['responses'][number]['contents']>[number];
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Prism's own test of a collection: an `item` list and a named `info`. */
export function isPostmanCollection(document: Json): boolean {
  return Array.isArray(document.item) && isObject(document.info) && document.info.name !== undefined;
}

/** An example list as an OpenAPI `examples` map (merged operations may repeat a key). */
function examplesOf(examples: readonly Example[] | undefined): Json | undefined {
  if (!examples || examples.length === 0) return undefined;
  const map: Json = {};
  for (const example of examples) {
    let key = example.key || 'example';
    for (let n = 2; key in map; n++) key = `${example.key}-${n}`;
    map[key] = { value: example.value };
  }
  return map;
}

/** An inferred schema without its draft-07 `$schema` marker, which a 3.1 document's dialect replaces. */
function schemaOf(schema: unknown): Json {
  if (!isObject(schema)) return {};
  const { $schema: _dialect, ...rest } = schema;
  if (Array.isArray(rest.anyOf)) rest.anyOf = rest.anyOf.map(schemaOf);
  return rest;
}

function contentOf(contents: readonly Content[] | undefined): Json | undefined {
  if (!contents || contents.length === 0) return undefined;
  return Object.fromEntries(
    contents.map((content) => {
      const examples = examplesOf(content.examples);
      return [content.mediaType, { ...(content.schema ? { schema: schemaOf(content.schema) } : {}), ...(examples ? { examples } : {}) }];
    }),
  );
}

function parameterOf(param: Param, where: 'path' | 'query' | 'header'): Json {
  return {
    name: param.name,
    in: where,
    required: where === 'path' || param.required === true,
    ...(param.description ? { description: param.description } : {}),
    schema: param.schema ? schemaOf(param.schema) : {},
    ...(param.examples?.length ? { examples: examplesOf(param.examples) } : {}),
  };
}

/** A saved response's header as an OpenAPI Header Object: a parameter without name and place. */
function headerOf(param: Param): Json {
  const { name: _name, in: _in, ...header } = parameterOf(param, 'header');
  return header;
}

/** `warnings` gets what cannot be served: a saved response without a status code. */
export function openApiOfCollection(collection: Json, warnings: string[]): Json {
  // http-spec is CommonJS, and only collections need it: required on demand.
  const require = createRequire(import.meta.url);
  const { transformPostmanCollectionOperations: transform } = require('@stoplight/http-spec/postman/operation') as { transformPostmanCollectionOperations: typeof transformPostmanCollectionOperations };
  const operations = transform(structuredClone(collection) as never);
  const paths: Record<string, Json> = {};
  const securitySchemes: Json = {};
  for (const operation of operations) {
    const request = operation.request ?? {};
    const responses: Json = {};
    for (const response of operation.responses) {
      if (!/^[1-5]\d\d$/.test(response.code)) {
        warnings.push(`Postman Collection: ${operation.method.toUpperCase()} ${operation.path}: a saved response without a status code is not served`);
        continue;
      }
      // OpenAPI describes the Content-Type of an answer by its content, never as a header.
      const headers = (response.headers ?? []).filter((header) => header.name.toLowerCase() !== 'content-type');
      const content = contentOf(response.contents);
      responses[response.code] = {
        description: response.description ?? '',
        ...(headers.length > 0 ? { headers: Object.fromEntries(headers.map((header) => [header.name, headerOf(header)])) } : {}),
        ...(content ? { content } : {}),
      };
    }
    const security = (operation.security ?? []).map((alternative) =>
      Object.fromEntries(
        alternative.map(({ id: _id, key, extensions: _extensions, ...scheme }) => {
          securitySchemes[key] = scheme;
          return [key, []];
        }),
      ),
    );
    const body = contentOf(request.body?.contents);
    (paths[operation.path] ??= {})[operation.method] = {
      ...(operation.summary ? { summary: operation.summary } : {}),
      ...(operation.description ? { description: operation.description } : {}),
      parameters: [
        ...(request.path ?? []).map((param) => parameterOf(param, 'path')),
        ...(request.query ?? []).map((param) => parameterOf(param, 'query')),
        // A saved request's Content-Type and Accept name media types, which requestBody and responses describe.
        ...(request.headers ?? []).filter((param) => !['content-type', 'accept'].includes(param.name)).map((param) => parameterOf(param, 'header')),
      ],
      ...(body ? { requestBody: { content: body } } : {}),
      responses,
      ...(security.length > 0 ? { security } : {}),
    };
  }
  const info = collection.info as Json;
  return {
    openapi: '3.1.0',
    info: { title: String(info.name), version: typeof info.version === 'string' ? info.version : '1.0.0', ...(typeof info.description === 'string' ? { description: info.description } : {}) },
    paths,
    ...(Object.keys(securitySchemes).length > 0 ? { components: { securitySchemes } } : {}),
  };
}
