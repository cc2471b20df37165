/**
 * The proxy's view of the spec: the server's own router and compiled validators
 * (src/pipeline/router.ts, compile-operation.ts), asked to explain each request and answer
 * instead of refusing it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { OpenAPIV3 } from 'openapi-types';
import { compileOperations, parseCookies, type CompiledOperation } from '../pipeline/compile-operation.js';
import type { PrecompiledSpec } from '../pipeline/precompiled-validators.js';
import { listOperations, resolveRef, type OpenApiDocument } from '../pipeline/spec-model.js';
import { OperationRouter } from '../pipeline/router.js';
import { specPointer } from '../pipeline/schema-compiler.js';
import { violationsOf, type Violation } from '../pipeline/violations-header.js';
import { isJsonMediaType } from '../pipeline/media-type.js';
import { bareMediaType, chooseMedia } from '../pipeline/body-media.js';
import { readAs } from '../pipeline/stages/read-body.js';
import { CONTENT_CODINGS } from '../pipeline/body-reader.js';
import { isApiError } from '../errors.js';

export interface RequestParts {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface RequestVerdict {
  operation: CompiledOperation | null;
  /** Without the query. */
  path: string;
  violations: Violation[];
}

export interface ResponseParts {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Still content-encoded; when it was read whole. */
  body: Buffer | undefined;
  /** HEAD, 204, 304. */
  bodiless: boolean;
}

/** The path of every server URL (`https://api.example.com/v1` → `/v1`), which the spec's paths follow. */
function serverBasePaths(document: OpenApiDocument): string[] {
  const bases = new Set<string>();
  for (const server of document.servers ?? []) {
    if (server.url.includes('{')) continue;
    try {
      const pathname = new URL(server.url, 'http://base.invalid').pathname.replace(/\/+$/, '');
      if (pathname) bases.add(pathname);
    } catch {
      /* not a URL we can read: ignore */
    }
  }
  return [...bases];
}

type CredentialCheck = (headers: IncomingHttpHeaders, query: Record<string, unknown>, cookies: Record<string, string>) => boolean;

/** Whether a scheme's credential is present (the proxy cannot judge its value). */
function credentialCheck(scheme: OpenAPIV3.SecuritySchemeObject): { check: CredentialCheck; location: string } {
  if (scheme.type === 'apiKey') {
    if (scheme.in === 'query') return { check: (_h, query) => query[scheme.name] !== undefined, location: `query.${scheme.name}` };
    if (scheme.in === 'cookie') return { check: (_h, _q, cookies) => Object.hasOwn(cookies, scheme.name), location: `cookie.${scheme.name}` };
    return { check: (headers) => headers[scheme.name.toLowerCase()] !== undefined, location: `header.${scheme.name.toLowerCase()}` };
  }
  if (scheme.type === 'http') {
    const prefix = `${scheme.scheme.toLowerCase()} `;
    return { check: (headers) => (headers.authorization ?? '').toLowerCase().startsWith(prefix), location: 'header.authorization' };
  }
  // Mutual TLS is settled by the TLS layer, which the proxy's listener does not see.
  if ((scheme.type as string) === 'mutualTLS') return { check: () => true, location: 'tls' };
  // OAuth 2 and OpenID Connect send bearer tokens.
  return { check: (headers) => /^bearer /i.test(headers.authorization ?? ''), location: 'header.authorization' };
}

/** A non-zero Content-Length, or a chunked answer naming its type (some servers end a bodiless one chunked, untyped). */
function sendsBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return headers['transfer-encoding'] !== undefined && headers['content-type'] !== undefined;
}

/** gzip, deflate and br decoded; null for another coding. */
function decoded(body: Buffer, encoding: string | undefined, limit: number): Buffer | null {
  const coding = (encoding ?? 'identity').trim().toLowerCase();
  if (coding === 'identity' || coding === '') return body;
  try {
    return CONTENT_CODINGS.get(coding)?.whole(body, { maxOutputLength: limit }) ?? null;
  } catch {
    return null;
  }
}

/** `precompiled`: the validators `npm run generate` compiled, when the spec is one of ours (src/pipeline/precompiled-validators.ts). */
export function createSpecChecker(
  document: OpenApiDocument,
  specName: string,
  options: { maxDecodedBytes: number; precompiled?: PrecompiledSpec },
) {
  // Validators compile on first use, as in mock mode, so a big spec starts without compiling them all.
  const operations = compileOperations(document, listOperations(document), specName, { lazy: true, precompiled: options.precompiled });
  const router = new OperationRouter(operations.map((op) => ({ method: op.method.toLowerCase() as never, path: op.path, target: op })));
  const bases = serverBasePaths(document);
  const schemes = new Map<string, { check: CredentialCheck; location: string }>();
  for (const [name, raw] of Object.entries(document.components?.securitySchemes ?? {})) {
    schemes.set(name, credentialCheck(resolveRef<OpenAPIV3.SecuritySchemeObject>(document, raw)));
  }

  function route(method: string, path: string) {
    let match = router.match(method, path);
    for (const base of bases) {
      if (match.kind !== 'not-found') break;
      if (path === base || path.startsWith(`${base}/`)) match = router.match(method, path.slice(base.length) || '/');
    }
    return match;
  }

  function securityViolations(operation: CompiledOperation, headers: IncomingHttpHeaders, query: Record<string, unknown>): Violation[] {
    if (operation.security.length === 0) return [];
    const cookies = parseCookies(headers.cookie);
    const admitted = operation.security.some((alternative) => alternative.every((name) => schemes.get(name)?.check(headers, query, cookies) ?? true));
    if (admitted) return [];
    // Where each alternative's credentials would travel: `header.authorization or header.x-api-key`.
    const locations = [...new Set(operation.security.map((alternative) => alternative.map((name) => schemes.get(name)?.location ?? name).join(' + ')))];
    const wanted = operation.security.map((alternative) => alternative.join(' + ')).join(' or ');
    return [{ where: 'request', location: locations.join(' or '), schemaPath: specPointer('paths', operation.path, operation.method.toLowerCase(), 'security'), message: `no credential for ${wanted}` }];
  }

  /** What of a request's body breaks its operation; `body` undefined: none was sent. */
  async function checkRequestBody(operation: CompiledOperation, headers: IncomingHttpHeaders, body: Buffer | undefined): Promise<Violation[]> {
    const documented = operation.body;
    if (!documented) return [];
    const pointer = specPointer('paths', operation.path, operation.method.toLowerCase(), 'requestBody');
    if (body === undefined || body.length === 0) {
      return documented.required ? [{ where: 'request', location: 'body', schemaPath: `${pointer}/required`, message: 'is required' }] : [];
    }
    const contentType = headers['content-type'];
    const media = chooseMedia(documented.media, contentType);
    if (!media) return [{ where: 'request', location: 'header.content-type', schemaPath: `${pointer}/content`, message: `${bareMediaType(contentType) || 'no content type'} is not documented (documented: ${documented.mediaTypes.join(', ')})` }];
    if (!media.validate) return [];
    let value: unknown;
    try {
      value = (await readAs(media, body, contentType!)).value;
    } catch (error) {
      if (!isApiError(error)) throw error;
      const details = (error.details as Array<{ path: string; message: string }> | undefined) ?? [{ path: '', message: error.message }];
      return details.map((detail) => ({ where: 'request', location: detail.path && detail.path !== '(root)' ? `body.${detail.path}` : 'body', schemaPath: `${pointer}/content`, message: detail.message }));
    }
    return violationsOf('request', operation.explainBody(value, media.type));
  }

  return {
    /** The operation, and what of the request but its body breaks it. */
    checkRequest(request: RequestParts): RequestVerdict {
      const mark = request.url.indexOf('?');
      const path = mark === -1 ? request.url : request.url.slice(0, mark);
      const unrouted = (location: string, schemaPath: string, message: string): RequestVerdict => ({ operation: null, path, violations: [{ where: 'request', location, schemaPath, message }] });
      let match;
      try {
        match = route(request.method, path);
      } catch {
        return unrouted('path', '#/paths', 'is not correctly percent-encoded');
      }
      if (match.kind === 'not-found') return unrouted('path', '#/paths', `no operation: ${request.method} ${path} is not in the spec`);
      if (match.kind === 'method-not-allowed') {
        // A browser's CORS preflight is not an API call: forwarded, not reported.
        if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) return { operation: null, path, violations: [] };
        const documented = match.allow.join(', ');
        return unrouted('method', specPointer('paths', match.template), `no operation: ${request.method} is not documented for ${match.template} (documented: ${documented})`);
      }
      const operation = match.target;
      // Validators coerce and fill defaults in place: they get copies.
      const query: Record<string, unknown> = mark === -1 ? {} : { ...parseQueryString(request.url.slice(mark + 1)) };
      const violations = [
        ...violationsOf('request', operation.explainParameters({ path: { ...match.params }, query: { ...query }, headers: { ...request.headers } })),
        ...securityViolations(operation, request.headers, query),
      ];
      return { operation, path, violations };
    },

    checkRequestBody,

    /** Whether the operation documents a request body with a schema. */
    wantsRequestBody(operation: CompiledOperation | null): boolean {
      return operation?.body?.media.some((media) => media.validate !== null) === true;
    },

    /** Whether the operation documents a schema for this status and type. */
    wantsResponseBody(operation: CompiledOperation, status: number, contentType: string | undefined): boolean {
      return isJsonMediaType(contentType) && operation.documentsResponseBody(status, contentType);
    },

    checkResponse(operation: CompiledOperation, response: ResponseParts): Violation[] {
      // OpenAPI 3.1 lets an operation document no response: then no answer breaks it.
      if (operation.documentedStatuses.length === 0) return [];
      const headerViolations = violationsOf('response', operation.explainResponseHeaders(response.status, response.headers));
      return [...checkResponseBody(operation, response), ...headerViolations];
    },
  };

  function checkResponseBody(operation: CompiledOperation, response: ResponseParts): Violation[] {
    const key = operation.contentlessKey(response.status);
    if (key !== undefined && !response.bodiless && sendsBody(response.headers)) {
      // The status is documented without content: any body breaks it (OpenAPI: no `content`, no body).
      const pointer = specPointer('paths', operation.path, operation.method.toLowerCase(), 'responses', key);
      return [{ where: 'response', location: 'body', schemaPath: pointer, message: `${response.status} is documented without content, yet a body was sent (${String(response.headers['content-type'] ?? 'no content type')})` }];
    }
    const contentType = response.bodiless ? undefined : (response.headers['content-type'] as string | undefined) ?? '';
    if (response.body === undefined || !isJsonMediaType(contentType)) return violationsOf('response', operation.explainResponse(response.status, contentType, undefined));
    const text = decoded(response.body, response.headers['content-encoding'] as string | undefined, options.maxDecodedBytes);
    if (text === null) {
      return [{ where: 'response', location: 'header.content-encoding', schemaPath: '', message: `the body could not be decoded (${String(response.headers['content-encoding'])}); it was not checked` }];
    }
    let value: unknown;
    try {
      value = JSON.parse(text.toString('utf8'));
    } catch (error) {
      return [{ where: 'response', location: 'body', schemaPath: '', message: `is not valid JSON: ${(error as Error).message}` }];
    }
    return violationsOf('response', operation.explainResponse(response.status, contentType, value));
  }
}
