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
import { apiKeyCredential, basicCredential, bearerCredential, cookieCredential } from './credentials.js';

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
      let credential: string | null | undefined;
      if (s.type === 'http' && s.scheme.toLowerCase() === 'bearer') {
        credential = bearerCredential(headers);
      } else if (s.type === 'http' && s.scheme.toLowerCase() === 'basic') {
        // Partner specs mocked by `cfs-mock --spec` (src/mock/serve-spec.ts) may use basic auth.
        credential = basicCredential(headers);
      } else if (s.type === 'apiKey' && (s.in === 'header' || s.in === 'cookie')) {
        credential = s.in === 'header' ? apiKeyCredential(headers, s.name.toLowerCase()) : cookieCredential(headers, s.name);
        if (credential !== undefined && !/^[\x21-\x7e]{8,512}$/.test(credential)) credential = null;
      } else {
        return null;
      }
      if (credential === undefined) return null;
      if (credential === null) throw new ApiError('UNAUTHORIZED');
      return { kind: 'mock', id: 'mock-caller', scopes: ['*'], scheme: name, tenantId: 'acme' };
    };
  }
  return result;
}
