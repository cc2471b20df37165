/**
 * The security schemes of a spec: the authenticator type, the challenge of a 401, and the
 * mock's well-formed-credential authenticators. The stages that use them are
 * src/pipeline/stages/authenticate.ts and authorize.ts.
 */
import type { OpenAPIV3 } from 'openapi-types';
import { ApiError } from '../errors.js';
import type { Principal } from './handler-types.js';
import type { OpenApiDocument } from './openapi-document.js';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Resolves the caller for one security scheme: null when this scheme's credentials are
 * absent, a Principal when valid; throws ApiError UNAUTHORIZED when present but invalid.
 */
export type Authenticator = (request: { headers: IncomingHttpHeaders; operationId: string }) => Promise<Principal | null>;

export function challengeFor(document: OpenApiDocument, realm: string): string {
  const challenges: string[] = [];
  for (const scheme of Object.values(document.components?.securitySchemes ?? {})) {
    const s = scheme as OpenAPIV3.SecuritySchemeObject;
    if (s.type === 'http' && s.scheme.toLowerCase() === 'bearer') challenges.push(`Bearer realm="${realm}"`);
    else if (s.type === 'http' && s.scheme.toLowerCase() === 'basic') challenges.push(`Basic realm="${realm}"`);
    else if (s.type === 'apiKey' && s.in === 'header') challenges.push(`ApiKey realm="${realm}", header="${s.name}"`);
  }
  return challenges.join(', ');
}

/**
 * For the mock: credentials pass when they are well-formed for their scheme, since the
 * mock knows no real keys or tokens. The caller gets every scope the operation asks for.
 */
export function wellFormedAuthenticators(document: OpenApiDocument): Record<string, Authenticator> {
  const result: Record<string, Authenticator> = {};
  for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
    const s = scheme as OpenAPIV3.SecuritySchemeObject;
    result[name] = async ({ headers }) => {
      let credential: string | undefined;
      if (s.type === 'http' && s.scheme.toLowerCase() === 'bearer') {
        const header = headers.authorization;
        if (!header) return null;
        const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header);
        if (!match) throw new ApiError('UNAUTHORIZED');
        credential = match[1];
      } else if (s.type === 'http' && s.scheme.toLowerCase() === 'basic') {
        // Partner specs mocked by `cfs-mock --spec` (src/mock/serve-spec.ts) may use basic auth.
        const header = headers.authorization;
        if (!header) return null;
        const match = /^Basic\s+([A-Za-z0-9+/]+=*)$/i.exec(header);
        if (!match || !Buffer.from(match[1], 'base64').toString('utf8').includes(':')) throw new ApiError('UNAUTHORIZED');
        credential = match[1];
      } else if (s.type === 'apiKey' && s.in === 'header') {
        const value = headers[s.name.toLowerCase()];
        if (value === undefined) return null;
        credential = Array.isArray(value) ? value[0] : value;
        if (!credential || !/^[\x21-\x7e]{8,512}$/.test(credential)) throw new ApiError('UNAUTHORIZED');
      } else if (s.type === 'apiKey' && s.in === 'cookie') {
        const pair = (headers.cookie ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${s.name}=`));
        if (pair === undefined) return null;
        credential = pair.slice(s.name.length + 1);
        if (!/^[\x21-\x7e]{8,512}$/.test(credential)) throw new ApiError('UNAUTHORIZED');
      } else {
        return null;
      }
      return { kind: 'mock', id: 'mock-caller', scopes: ['*'], scheme: name, tenantId: 'acme' };
    };
  }
  return result;
}
